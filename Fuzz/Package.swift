// swift-tools-version: 6.0
// libFuzzer targets for routegen: `make fuzz` builds them with `--sanitize fuzzer,address` and runs
// each for FUZZ_SECONDS. ManifestFuzz: bytes → YAML reader + validator → manifest or diagnostics.
// URLFuzz: bytes → URL → the generated parser of EduGo's manifest (copied in by `make fuzz`); a
// route that comes out must round-trip through its `url`.
import PackageDescription

let package = Package(
    name: "Fuzz",
    dependencies: [.package(name: "routegen", path: "..")],
    targets: [
        .executableTarget(
            name: "ManifestFuzz", dependencies: [.product(name: "_RouteGenCore", package: "routegen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "URLFuzz", dependencies: [.product(name: "RouteKit", package: "routegen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ]
)
