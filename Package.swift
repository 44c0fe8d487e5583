// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "routegen",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "routegen", targets: ["routegen"]),
        .executable(name: "routekit-demo", targets: ["routekit-demo"]),
        .library(name: "RouteKit", targets: ["RouteKit"]),
        .library(name: "RouteGenCore", targets: ["RouteGenCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // The system libyaml, read through its event API.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // YAML → node tree → manifest model → validation → route trie → emitters. No I/O of its own.
        .target(name: "RouteGenCore", dependencies: ["CYAML"]),
        // The command line: a thin shell over RouteGenCore.
        .executableTarget(
            name: "routegen",
            dependencies: [
                "RouteGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The runtime that apps link; Foundation only.
        .target(name: "RouteKit"),
        .testTarget(name: "RouteKitTests", dependencies: ["RouteKit", "EduGoRoutes", "EduGoModels"]),
        .testTarget(name: "RouteGenCoreTests", dependencies: ["RouteGenCore"], exclude: ["Fixtures"]),
        .testTarget(name: "routegenTests", dependencies: ["routegen", "RouteKit", "EduGoModels"]),

        // The committed output of `make generate` for Manifests/, compiled and exercised.
        .target(name: "EduGoModels", dependencies: ["RouteKit"], path: "Tests/Support/EduGoModels"),
        .target(name: "EduGoRoutes", dependencies: ["RouteKit", "EduGoModels"], path: "Generated/edugo"),
        .target(name: "JumpstartRoutes", dependencies: ["RouteKit"], path: "Generated/jumpstart"),
        // Drives a DeepLinkRouter from a script: see README, "Try the runtime".
        .executableTarget(name: "routekit-demo", dependencies: ["RouteKit", "JumpstartRoutes"]),
        .target(name: "ShopRoutes", dependencies: ["RouteKit"], path: "Tests/Reference/shop"),
        .testTarget(
            name: "GeneratedRoutesTests",
            dependencies: ["EduGoRoutes", "EduGoModels", "ShopRoutes", "RouteKit"]),
    ],
    swiftLanguageModes: [.v6]
)
