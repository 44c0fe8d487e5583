// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The plugins' tool, `routegen-build`: a release's prebuilt artifact bundle where the release
/// sets one here (`make release` writes its URL and checksum with Scripts/set-prebuilt-tool.py),
/// so that an app's clean build downloads it instead of compiling it and libyaml; built from
/// source on `main`, and wherever ROUTEGEN_BUILD_FROM_SOURCE=1 (a platform the bundle has no
/// variant for). ROUTEGEN_TOOL_BUNDLE names a bundle built locally: an absolute path, or one
/// relative to this package (`make integration` and Benchmarks/plugin-overhead.sh use one).
let prebuiltTool: (url: String, checksum: String)? = nil

/// `path` as SwiftPM takes a binary target's: relative to this package, which is a checkout under
/// the app's `.build` when the app depends on routegen by URL.
func packageRelative(_ path: String) -> String {
    guard path.hasPrefix("/") else { return path }
    let from = URL(fileURLWithPath: Context.packageDirectory).standardizedFileURL.pathComponents
    let to = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let common = zip(from, to).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
}

let environment = ProcessInfo.processInfo.environment
let toolBundle: Target? =
    environment["ROUTEGEN_BUILD_FROM_SOURCE"] == "1"
    ? nil
    : environment["ROUTEGEN_TOOL_BUNDLE"].map {
        .binaryTarget(name: "RouteGenTool", path: packageRelative($0))
    }
        ?? prebuiltTool.map { .binaryTarget(name: "RouteGenTool", url: $0.url, checksum: $0.checksum) }
let pluginTool: Target.Dependency = toolBundle == nil ? "routegen-build" : "RouteGenTool"

/// A target compiling routegen's output in `folder`; the non-Swift files beside it are left out
/// (a manifest without hosts has no AASA and no entitlements fragment).
func generatedRoutes(
    _ name: String, folder: String, enumName: String, hosts: Bool = true,
    aasa: [String] = ["apple-app-site-association"], dependencies: [Target.Dependency]
) -> Target {
    let web = hosts ? aasa + ["\(enumName).entitlements-fragment.plist"] : []
    return .target(
        name: name, dependencies: dependencies, path: folder,
        exclude: web + ["\(enumName).md", "\(enumName).info-fragment.plist"])
}

let package = Package(
    name: "routegen",
    // RouteKit's floor; only NavigationModel (Observation) needs more, and says so with @available.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .executable(name: "routegen", targets: ["routegen"]),
        .executable(name: "routekit-demo", targets: ["routekit-demo"]),
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        .plugin(name: "GenerateRoutesCommand", targets: ["GenerateRoutesCommand"]),
        .library(name: "RouteKit", targets: ["RouteKit"]),
        .library(name: "RouteKitTesting", targets: ["RouteKitTesting"]),
        .library(name: "RouteKitSwiftUI", targets: ["RouteKitSwiftUI"]),
        // Not API: the generator's core, for this package's tools and its fuzzer (Fuzz/). Its
        // declarations are `package`, but for the few a fuzzer drives (ManifestLoader.load,
        // Generator.files and the types they name).
        .library(name: "_RouteGenCore", targets: ["RouteGenCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: the DocC catalog of RouteKit. A plugin only; nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // The system libyaml, read through its event API.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // YAML → node tree → manifest model → validation → route trie → emitters. No I/O of its own.
        // It uses RouteKit's URL reading and value conversions, so `explain` and lint agree with
        // the generated parser by construction.
        .target(name: "RouteGenCore", dependencies: ["CYAML", "RouteKit"]),
        // The file-system side of `generate` (reading manifests, writing output), shared by both tools.
        .target(name: "RouteGenDriver", dependencies: ["RouteGenCore"]),
        // The command line: a thin shell over RouteGenCore.
        .executableTarget(
            name: "routegen",
            dependencies: [
                "RouteGenCore", "RouteGenDriver",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The plugins' tool: `generate` only, without swift-argument-parser, to keep builds lean.
        .executableTarget(name: "routegen-build", dependencies: ["RouteGenDriver"]),
        // Generates a target's routes.yaml while it builds.
        .plugin(name: "RouteGenPlugin", capability: .buildTool(), dependencies: [pluginTool]),
        // `swift package generate-routes`: writes Generated/ for review, or --check.
        .plugin(
            name: "GenerateRoutesCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-routes", description: "Write Generated/ from the route manifests"),
                permissions: [
                    .writeToPackageDirectory(reason: "routegen writes the generated routes into Generated/")
                ]
            ),
            dependencies: [pluginTool]
        ),
        // The runtime that apps link; Foundation only.
        .target(name: "RouteKit"),
        // SwiftUI glue (`deepLinks(to:)`, `pathBinding(for:)`): compiled on Apple platforms only,
        // so RouteKit itself stays Foundation only.
        .target(name: "RouteKitSwiftUI", dependencies: ["RouteKit"]),
        // For apps' tests: TestClock, RouteCheck, RecordingAccessPolicy, router helpers.
        .target(name: "RouteKitTesting", dependencies: ["RouteKit"]),
        .testTarget(
            name: "RouteKitTests", dependencies: ["RouteKit", "RouteKitTesting", "ConformanceRoutes"],
            exclude: ["Conformance", "API"]),
        .testTarget(
            name: "RouteGenCoreTests", dependencies: ["RouteGenCore", "SeededRandom"], exclude: ["Fixtures"]),
        .testTarget(
            name: "routegenTests",
            dependencies: ["routegen", "RouteKit", "RouteGenCore", "EduGoModels", "AndroidOracles"]),

        // The committed output of `make generate` for Manifests/, compiled and exercised.
        .target(name: "EduGoModels", dependencies: ["RouteKit"], path: "Tests/Support/EduGoModels"),
        .target(name: "SeededRandom", path: "Tests/Support/SeededRandom"),
        // How Android reads links, from its documentation: the oracles of the Android tests.
        .target(name: "AndroidOracles", dependencies: ["RouteKit"], path: "Tests/Support/AndroidOracles"),
        generatedRoutes(
            "EduGoRoutes", folder: "Generated/edugo", enumName: "EduGoRoute",
            dependencies: ["RouteKit", "EduGoModels"]),
        generatedRoutes(
            "JumpstartRoutes", folder: "Generated/jumpstart", enumName: "JumpstartRoute",
            dependencies: ["RouteKit"]),
        generatedRoutes(
            "AppRouterRoutes", folder: "Generated/approuter", enumName: "AppRouterRoute", hosts: false,
            dependencies: ["RouteKit"]),
        generatedRoutes(
            "ShellRoutes", folder: "Generated/shell", enumName: "ShellRoute", dependencies: ["RouteKit"]),
        generatedRoutes(
            "SwiftRoutingRoutes", folder: "Generated/swiftrouting", enumName: "SwiftRoutingRoute",
            dependencies: ["RouteKit"]),
        // The five reference apps' documented behaviour, through their generated code and RouteKit.
        .testTarget(
            name: "ReferenceAppTests",
            dependencies: [
                "RouteKit", "RouteKitTesting", "EduGoRoutes", "EduGoModels", "JumpstartRoutes",
                "AppRouterRoutes",
                "ShellRoutes", "SwiftRoutingRoutes",
            ]),
        // Drives a DeepLinkRouter from a script: see Docs/Runtime.md, "Try the runtime".
        .executableTarget(
            name: "routekit-demo", dependencies: ["RouteKit", "RouteKitTesting", "JumpstartRoutes"]),
        generatedRoutes(
            "ShopRoutes", folder: "Tests/Reference/shop", enumName: "ShopRoute", dependencies: ["RouteKit"]),
        generatedRoutes(
            "EventsRoutes", folder: "Tests/Reference/events", enumName: "EventRoute",
            dependencies: ["RouteKit"]),
        generatedRoutes(
            "SchoolRoutes", folder: "Tests/Reference/school", enumName: "SchoolRoute",
            dependencies: ["RouteKit"]),
        // The URL conformance suite's schemes and hosts, so that it reads links through a parser.
        generatedRoutes(
            "ConformanceRoutes", folder: "Tests/Reference/conformance", enumName: "ConformanceRoute",
            aasa: [
                "example.com", "_.example.org", "xn--bcher-kva.example", "{lang}.example.net",
                "mail.example.com",
            ].map {
                "apple-app-site-association." + $0
            }, dependencies: ["RouteKit"]),
        .target(name: "WikiModels", dependencies: ["RouteKit"], path: "Tests/Support/WikiModels"),
        // Its hosts serve different routes: an AASA file per host.
        generatedRoutes(
            "WikiRoutes", folder: "Tests/Reference/wiki", enumName: "WikiRoute",
            aasa: [
                "wiki.example", "{lang}.wiki.example", "{lang}.m.wiki.example", "click.wiki.example",
                "{user}.users.wiki.example",
            ].map {
                "apple-app-site-association." + $0
            }, dependencies: ["RouteKit", "WikiModels"]),
        .testTarget(
            name: "GeneratedRoutesTests",
            dependencies: [
                "EduGoRoutes", "EduGoModels", "JumpstartRoutes", "AppRouterRoutes", "ShellRoutes",
                "SwiftRoutingRoutes",
                "ShopRoutes", "EventsRoutes", "SchoolRoutes", "WikiRoutes", "WikiModels", "RouteKit",
                "RouteKitTesting", "RouteGenCore",
                "SeededRandom", "AndroidOracles",
            ]),
    ] + (toolBundle.map { [$0] } ?? []),
    swiftLanguageModes: [.v6]
)
