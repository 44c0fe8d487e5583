import Foundation
import Testing

/// Docs/Runtime.md's example: routekit-demo playing seed 000's scenario 2 on the test clock
/// (`--test-clock`), so that its whole transcript, times included, is exact: the protected link
/// is deferred while signed out, and replayed 300 ms after sign-in, not before.
@Suite struct DemoTests {
    @Test func scenario2DefersTheProtectedLinkAndNavigatesAfterTheSettleDelay() throws {
        let demo = CLI.executable.deletingLastPathComponent().appendingPathComponent("routekit-demo")
        let process = Process()
        process.executableURL = demo
        process.arguments = [
            "--test-clock", CLI.repository.appendingPathComponent("Examples/jumpstart-scenario-2.txt").path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "     0 ms > open iosjumpstart://showcase",
                "     0 ms   event: received iosjumpstart://showcase (url)",
                "     0 ms   event: queued showcase (#1, no handler yet)",
                "     0 ms   outcome: queued",
                "     0 ms > attach",
                "     0 ms   event: readiness: handlerAttached",
                "     0 ms   navigated: tab showcase, root showcase, path [], sheet -, cover -",
                "     0 ms   event: routed showcase (url)",
                "     0 ms > signout",
                "     0 ms   event: auth: signed out",
                "     0 ms   event: readiness: authResolved",
                "     0 ms > open iosjumpstart://profile?userId=abc123",
                "     0 ms   event: received iosjumpstart://profile?userId=abc123 (url)",
                "     0 ms   event: deferred myProfile: sign-in required",
                "     0 ms   outcome: deferred (sign-in required)",
                "     0 ms > signin ana",
                "     0 ms   event: auth: signed in as ana",
                "     0 ms   event: replaying myProfile in 300 ms",
                "     0 ms > wait 100ms",
                "   100 ms > state",
                "   100 ms   state: tab showcase, root showcase, path [], sheet -, cover -",
                "   100 ms > wait 300ms",
                "   400 ms   event: replaying myProfile",
                "   400 ms   navigated: tab showcase, root showcase, path [myProfile], sheet -, cover -",
                "   400 ms   event: routed myProfile (url)",
                "   400 ms > state",
                "   400 ms   state: tab showcase, root showcase, path [myProfile], sheet -, cover -",
            ])
    }

    /// On the real clock, each line is stamped no earlier than the one before it (an outcome was
    /// once stamped before the events its link caused).
    @Test func stampsNeverGoBack() throws {
        let demo = CLI.executable.deletingLastPathComponent().appendingPathComponent("routekit-demo")
        let process = Process()
        process.executableURL = demo
        process.arguments = [CLI.repository.appendingPathComponent("Examples/jumpstart-scenario-2.txt").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stamps = String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
            Int($0.prefix(6).trimmingCharacters(in: .whitespaces))
        }
        #expect(stamps.count >= 15)
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 <= $1 }, "\(stamps)")
    }
}
