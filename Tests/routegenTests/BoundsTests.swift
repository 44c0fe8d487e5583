import Foundation
import Testing

/// Hostile manifests finish in bounded time and memory: measured on the real binary.
@Suite(.serialized) struct BoundsTests {
    /// Runs routegen and returns its status, wall time, its own peak memory and its standard error.
    ///
    /// Run by a small python3 parent that reads its one child's peak from `RUSAGE_CHILDREN`: a
    /// child spawned straight from this test process (which vfork-spawns) starts with this
    /// process's own high-water mark on Linux, so other tests' memory would be counted.
    func measure(
        _ arguments: [String]
    ) throws -> (status: Int32, seconds: Double, peakMB: Int, stderr: String) {
        let script = """
            import resource, subprocess, sys
            run = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            sys.stderr.buffer.write(run.stderr)
            print(run.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, CLI.executable.path] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let start = Date()
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        let fields = String(decoding: stdout, as: UTF8.self).split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard fields.count == 2 else { throw POSIXError(.EIO) }
        // ru_maxrss is in KB.
        return (Int32(fields[0]), seconds, fields[1] / 1024, String(decoding: stderr, as: UTF8.self))
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
        #expect(run.stderr.contains("cases; one enum holds at most 500"))
        #expect(run.seconds < 60, "took \(run.seconds) s")
        #expect(run.peakMB < 1500, "peak \(run.peakMB) MB")
        print("BoundsTests: a 10 MB manifest linted in \(Int(run.seconds * 1000)) ms, peak \(run.peakMB) MB")
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
        #expect(run.peakMB < 200, "peak \(run.peakMB) MB")
        print(
            "BoundsTests: \(fixtures.count) bad manifests linted in \(Int(run.seconds * 1000)) ms, peak \(run.peakMB) MB"
        )
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
        var tried = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
        where name.hasSuffix(".yaml") {
            let result = try CLI.run([
                "generate", fixtures.appendingPathComponent(name).path, "--output", output.path,
            ])
            #expect(result.status == 1, "\(name)")
            tried += 1
        }
        #expect(tried >= 60)
        #expect(try snapshot() == before)
    }
}
