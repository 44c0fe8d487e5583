import Foundation
import Testing

@Suite struct GenerateCommandTests {
    static let files = [
        "EduGoRoute+Handling.swift", "EduGoRoute+Parsing.swift", "EduGoRoute.entitlements-fragment.plist",
        "EduGoRoute.info-fragment.plist", "EduGoRoute.md", "EduGoRoute.swift", "apple-app-site-association",
    ]

    /// A copy of Manifests/edugo.yaml in a fresh directory, and that directory.
    func workspace() throws -> (directory: URL, manifest: URL) {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        let manifest = directory.appendingPathComponent("edugo.yaml")
        try FileManager.default.copyItem(
            at: CLI.repository.appendingPathComponent("Manifests/edugo.yaml"), to: manifest)
        return (directory, manifest)
    }

    func snapshot(_ directory: URL) throws -> [String: (Data, Date)] {
        var result: [String: (Data, Date)] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let url = directory.appendingPathComponent(name)
            let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as! Date
            result[name] = (try Data(contentsOf: url), date)
        }
        return result
    }

    @Test func writesEveryFileThenOnlyWhatChanged() throws {
        let (directory, manifest) = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        let first = try CLI.run(["generate", "edugo.yaml", "--output", "out"], in: directory)
        #expect(first.status == 0 && first.stderr.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == Self.files)
        // Same bytes as the committed Generated/ apart from the manifest path in the header.
        let committed = try String(
            contentsOf: CLI.repository.appendingPathComponent("Generated/edugo/EduGoRoute.swift"),
            encoding: .utf8)
        let written = try String(
            contentsOf: output.appendingPathComponent("EduGoRoute.swift"), encoding: .utf8)
        #expect(written == committed.replacingOccurrences(of: "Manifests/edugo.yaml", with: "edugo.yaml"))

        let before = try snapshot(output)
        Thread.sleep(forTimeInterval: 1.1)  // a rewrite would show in the modification time
        #expect(try CLI.run(["generate", "edugo.yaml", "--output", "out"], in: directory).status == 0)
        let unchanged = try snapshot(output)
        for name in Self.files { #expect(unchanged[name]!.1 == before[name]!.1, "\(name) was rewritten") }

        // A description change touches only the files that show it.
        var text = try String(contentsOf: manifest, encoding: .utf8)
        text = text.replacingOccurrences(of: "One learning material.", with: "One learning material, by id.")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        #expect(try CLI.run(["generate", "edugo.yaml", "--output", "out"], in: directory).status == 0)
        let after = try snapshot(output)
        #expect(after["EduGoRoute+Parsing.swift"]!.1 == before["EduGoRoute+Parsing.swift"]!.1)
        #expect(after["EduGoRoute.swift"]!.1 != before["EduGoRoute.swift"]!.1)
        #expect(after.keys.sorted() == Self.files, "no temporary file is left behind")
    }

    @Test func checkNamesStaleFilesAndWritesNothing() throws {
        let (directory, _) = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = try CLI.run(["generate", "edugo.yaml", "--output", "out", "--check"], in: directory)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("out/EduGoRoute.swift: error: out of date; run routegen generate"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))

        #expect(try CLI.run(["generate", "edugo.yaml", "--output", "out"], in: directory).status == 0)
        let fresh = try CLI.run(["generate", "edugo.yaml", "--output", "out", "--check"], in: directory)
        #expect(fresh.status == 0 && fresh.stderr.isEmpty)

        let edited = directory.appendingPathComponent("out/EduGoRoute+Parsing.swift")
        try "// edited by hand\n".write(to: edited, atomically: true, encoding: .utf8)
        let stale = try CLI.run(["generate", "edugo.yaml", "--output", "out", "--check"], in: directory)
        #expect(stale.status == 1)
        #expect(stale.stderr == "out/EduGoRoute+Parsing.swift: error: out of date; run routegen generate\n")
        #expect(try String(contentsOf: edited, encoding: .utf8) == "// edited by hand\n")
    }

    @Test func aFailedGenerateLeavesTheOutputUntouched() throws {
        let (directory, manifest) = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try CLI.run(["generate", "edugo.yaml", "--output", "out"], in: directory).status == 0)
        let before = try snapshot(directory.appendingPathComponent("out"))

        // A valid edit and an invalid one in the same manifest: nothing may be written.
        var text = try String(contentsOf: manifest, encoding: .utf8)
        text = text.replacingOccurrences(of: "The learner's home screen.", with: "Home.")
        text = text.replacingOccurrences(of: "tab: library", with: "tab: libary")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let result = try CLI.run(["generate", "edugo.yaml", "--output", "out"], in: directory)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("edugo.yaml:")
                && result.stderr.contains("unknown tab 'libary'; did you mean 'library'?"))
        let after = try snapshot(directory.appendingPathComponent("out"))
        #expect(after.keys.sorted() == before.keys.sorted())
        for (name, value) in before {
            #expect(after[name]!.0 == value.0 && after[name]!.1 == value.1, "\(name) changed")
        }
    }

    @Test func twoManifestsWithOneEnumNameAreAnError() throws {
        let (directory, _) = try workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: directory.appendingPathComponent("edugo.yaml"),
            to: directory.appendingPathComponent("copy.yaml"))
        let result = try CLI.run(["generate", "edugo.yaml", "copy.yaml", "--output", "out"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.contains("copy.yaml:5:7: error: writes EduGoRoute.swift, as edugo.yaml does"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    @Test func stubsPrintAHandlerThatCompiles() throws {
        let stubs = try CLI.run(["stubs", "Tests/Reference/shop.yaml"])
        #expect(stubs.status == 0)
        #expect(stubs.stdout.contains("struct ShopRouteNavigator: ShopRouteHandler {"))
        #expect(
            stubs.stdout.contains("    func deal(discount: Double) {\n        // /deals/{discount}\n    }"))
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Navigator.swift")
        try stubs.stdout.write(to: file, atomically: true, encoding: .utf8)
        let generated = try GeneratedCodeCompileTests.swiftFiles(
            in: CLI.repository.appendingPathComponent("Tests/Reference/shop"))
        let result = try GeneratedCodeCompileTests.typecheck(generated + [file])
        #expect(result.status == 0, "\(result.output)")
    }
}
