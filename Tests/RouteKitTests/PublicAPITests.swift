import Foundation
import Testing

/// RouteKit's and RouteKitTesting's public API, in one place: `API/NAME.api` lists every public
/// declaration (not the `@_spi(Generated)` ones generated code uses), as the symbol graph of the
/// built module gives it, one a line with its declaration. A declaration added, removed or changed
/// fails here until the list is re-recorded on purpose, on Linux:
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

    /// The triple the package was built for: the host's, as the compiler gives it.
    static let target: String = {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "-print-target-info"]
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return "" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let info = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        return (info?["target"] as? [String: Any])?["triple"] as? String ?? ""
    }()

    /// The list of `module`'s public API on this platform: `API/NAME.api`, and on Apple's
    /// platforms `API/NAME.darwin.api` too, the declarations under `#if canImport(Darwin)`
    /// (written in the symbol graph's form; this package's CI runs on Linux).
    static func listed(_ module: String) throws -> String {
        var text = try String(contentsOf: folder.appendingPathComponent("\(module).api"), encoding: .utf8)
        #if canImport(Darwin)
        let darwin = folder.appendingPathComponent("\(module).darwin.api")
        if FileManager.default.fileExists(atPath: darwin.path) {
            text += try String(contentsOf: darwin, encoding: .utf8)
        }
        #endif
        return text
    }

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
        #expect(Self.target.contains("-"), "the host's target triple: \(Self.target)")
        #if !canImport(Darwin)
        if ProcessInfo.processInfo.environment["ROUTEGEN_RECORD"] == "1" {
            try actual.write(
                to: Self.folder.appendingPathComponent("\(module).api"), atomically: true, encoding: .utf8)
        }
        #endif
        let listed = try Self.listed(module)
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
