import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Hostile manifests finish in bounded time and memory: measured on the real binary.
@Suite(.serialized) struct BoundsTests {
    /// Runs routegen and returns its status, wall time and the peak memory of all children so far.
    func measure(
        _ arguments: [String]
    ) throws -> (status: Int32, seconds: Double, peakMB: Int, stderr: String) {
        let start = Date()
        let result = try CLI.run(arguments)
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)  // ru_maxrss in KB
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        return (result.status, Date().timeIntervalSince(start), Int(usage.ru_maxrss) / 1024, result.stderr)
    }

    @Test func aTenMegabyteManifestIsReadAndRefusedQuickly() throws {
        var text = "version: 1\nschemes: [app]\nroutes:\n"
        var index = 0
        while text.utf8.count < 10_000_000 {
            text +=
                "  route\(index): { path: /section-\(index)/item, description: \"\(String(repeating: "x", count: 40))\" }\n"
            index += 1
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-big-\(UUID()).yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try measure(["lint", file.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("routes; one enum holds at most 500"))
        #expect(run.seconds < 60, "took \(run.seconds) s")
        #expect(run.peakMB < 1500, "peak \(run.peakMB) MB")
    }

    @Test func theWholeCatalogueOfBadManifestsFinishesInBoundedTimeAndMemory() throws {
        let directory = CLI.repository.appendingPathComponent("Tests/RouteGenCoreTests/Fixtures/invalid")
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { directory.appendingPathComponent($0).path }
        #expect(fixtures.count >= 60)
        let run = try measure(["lint"] + fixtures)
        #expect(run.status == 1)
        #expect(!run.stderr.contains("Fatal error"))
        #expect(run.seconds < 30, "took \(run.seconds) s")
        #expect(run.peakMB < 1500, "peak \(run.peakMB) MB")
    }
}

@Suite struct FailedGenerateTests {
    /// For every bad manifest: a generate into a directory that already holds output changes nothing.
    @Test func everyBadManifestLeavesExistingOutputByteIdentical() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        #expect(try CLI.run(["generate", "Manifests/edugo.yaml", "--output", output.path]).status == 0)
        func snapshot() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
                files[name] = try Data(contentsOf: output.appendingPathComponent(name))
            }
            return files
        }
        let before = try snapshot()
        let fixtures = CLI.repository.appendingPathComponent("Tests/RouteGenCoreTests/Fixtures/invalid")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where name.hasSuffix(".yaml") {
            let result = try CLI.run([
                "generate", fixtures.appendingPathComponent(name).path, "--output", output.path,
            ])
            #expect(result.status == 1, "\(name)")
        }
        #expect(try snapshot() == before)
    }
}
