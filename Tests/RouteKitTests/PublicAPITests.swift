import Foundation
import Testing

/// RouteKit's and RouteKitTesting's public API, in one place: `API/NAME.api` lists every public
/// declaration (not the `@_spi(Generated)` ones generated code uses), as the symbol graph of the
/// built module gives it, one a line with its declaration. A declaration added, removed or changed
/// fails here until the list is re-recorded on purpose:
/// `ROUTEGEN_RECORD=1 swift test --filter PublicAPITests`, then review `git diff`.
@Suite struct PublicAPITests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "API")

    /// Where SwiftPM put the package's module files: beside the test bundle.
    static var modules: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules").path),
            directory.pathComponents.count > 1
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("Modules")
    }

    #if arch(arm64)
    static let target = "aarch64-unknown-linux-gnu"
    #else
    static let target = "x86_64-unknown-linux-gnu"
    #endif

    /// `kind path: declaration`, sorted, for every public symbol of `module`.
    static func api(of module: String) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift-symbolgraph-extract", "-module-name", module, "-I", modules.path, "-target", Self.target,
            "-minimum-access-level", "public", "-output-dir", output.path,
        ]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        var lines = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path)
        where file.hasSuffix(".json") {
            let graph = try JSONSerialization.jsonObject(
                with: Data(contentsOf: output.appendingPathComponent(file)))
            for symbol in (graph as? [String: Any])?["symbols"] as? [[String: Any]] ?? [] {
                let kind = ((symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "")
                    .replacingOccurrences(of: "swift.", with: "")
                let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
                let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
                let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
                    .split(whereSeparator: \.isNewline).joined(separator: " ")
                lines.insert("\(kind) \(path): \(declaration)")
            }
        }
        return lines.sorted().joined(separator: "\n") + "\n"
    }

    @Test(arguments: ["RouteKit", "RouteKitTesting"])
    func thePublicAPIIsTheListedOne(_ module: String) throws {
        let actual = try Self.api(of: module)
        let file = Self.folder.appendingPathComponent("\(module).api")
        if ProcessInfo.processInfo.environment["ROUTEGEN_RECORD"] == "1" {
            try actual.write(to: file, atomically: true, encoding: .utf8)
        }
        let listed = try String(contentsOf: file, encoding: .utf8)
        let added = Set(actual.split(separator: "\n")).subtracting(listed.split(separator: "\n"))
        let removed = Set(listed.split(separator: "\n")).subtracting(actual.split(separator: "\n"))
        let change =
            "\(module)'s public API changed; re-record API/\(module).api if on purpose.\nadded:\n"
            + added.sorted().joined(separator: "\n") + "\nremoved:\n"
            + removed.sorted().joined(separator: "\n")
        #expect(added.isEmpty && removed.isEmpty, "\(change)")
        #expect(actual.split(separator: "\n").count >= (module == "RouteKit" ? 150 : 10))
        // Nothing generated code alone uses is public API.
        for spi in [
            "RouteLink", "RouteQuery", "RouteURLBuilder", "LinkScope", "HostRefusal", "LinkReference",
        ] {
            #expect(!actual.contains(" \(spi):") && !actual.contains(" \(spi)."), "\(spi) is public")
        }
    }
}
