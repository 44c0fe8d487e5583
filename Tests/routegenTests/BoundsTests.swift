import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Hostile manifests finish in bounded time and memory: measured on the real binary.
@Suite(.serialized) struct BoundsTests {
    /// Runs routegen and returns its status, wall time, its own peak memory and its standard error.
    ///
    /// Spawned and reaped here with `wait4`, which gives the one child's resource use:
    /// `getrusage(RUSAGE_CHILDREN)` is the high-water mark of every child so far, other tests' too.
    func measure(
        _ arguments: [String]
    ) throws -> (status: Int32, seconds: Double, peakMB: Int, stderr: String) {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-bounds-\(UUID()).err")
        defer { try? FileManager.default.removeItem(at: errors) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([CLI.executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = Date()
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, CLI.executable.path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { throw POSIXError(.ECHILD) }
        let seconds = Date().timeIntervalSince(start)
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return (exitStatus, seconds, Int(usage.ru_maxrss) / 1024, stderr)  // ru_maxrss in KB
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
