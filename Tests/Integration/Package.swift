// swift-tools-version: 6.2
// An app-like package that adopts routegen the way a team would: the build-tool plugin on a
// library target with its own routes.yaml, the same on a target set up as Xcode 26 sets up an app
// target (the main actor as default isolation), and the command plugin for reviewed output. It
// depends on this checkout by path; `make integration` builds and tests it for real.
import PackageDescription

let mainActorByDefault: [SwiftSetting] = [
    .defaultIsolation(MainActor.self), .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

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
        // As Xcode 26 makes an app target: the main actor by default (SE-0466), with the upcoming
        // features its Approachable Concurrency setting turns on.
        .target(
            name: "Podcasts",
            dependencies: [.product(name: "RouteKit", package: "routegen")],
            swiftSettings: mainActorByDefault,
            plugins: [.plugin(name: "RouteGenPlugin", package: "routegen")]
        ),
        .testTarget(
            name: "PodcastsTests",
            dependencies: [
                "Podcasts", .product(name: "RouteKit", package: "routegen"),
                .product(name: "RouteKitTesting", package: "routegen"),
            ],
            swiftSettings: mainActorByDefault
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
