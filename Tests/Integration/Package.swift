// swift-tools-version: 6.0
// An app-like package that adopts routegen the way a team would: the build-tool plugin on a
// library target with its own routes.yaml, and the command plugin for reviewed output. It depends
// on this checkout by path; `make integration` builds and tests it for real.
import PackageDescription

let package = Package(
    name: "Integration",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "routegen", path: "../..")
    ],
    targets: [
        .target(
            name: "Bookshelf",
            dependencies: [.product(name: "RouteKit", package: "routegen")],
            plugins: [.plugin(name: "RouteGenPlugin", package: "routegen")]
        ),
        .testTarget(
            name: "BookshelfTests",
            dependencies: [
                "Bookshelf", .product(name: "RouteKit", package: "routegen"),
                .product(name: "RouteKitTesting", package: "routegen"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
