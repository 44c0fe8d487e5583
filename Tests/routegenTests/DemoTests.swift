import Foundation
import Testing

/// The README's runtime example: routekit-demo playing seed 000's scenario 2.
@Suite struct DemoTests {
    @Test func scenario2DefersTheProtectedLinkAndNavigatesAfterTheSettleDelay() throws {
        let demo = CLI.executable.deletingLastPathComponent().appendingPathComponent("routekit-demo")
        let process = Process()
        process.executableURL = demo
        process.arguments = [CLI.repository.appendingPathComponent("Examples/jumpstart-scenario-2.txt").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // Each line is "  NNN ms ..."; keep the time and the text.
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            line -> (Int, String) in
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            return (Int(parts[0]) ?? -1, parts.count > 2 ? String(parts[2]) : "")
        }
        func time(of text: String) -> Int? { lines.first { $0.1 == text }?.0 }
        let story = [
            "  event: queued showcase (#1, no handler yet)",
            "  navigated: tab showcase, root showcase, path [], sheet -, cover -",
            "  event: deferred myProfile: sign-in required",
            "  event: replaying myProfile in 300 ms",
            "  state: tab showcase, root showcase, path [], sheet -, cover -",
            "  event: replaying myProfile",
            "  navigated: tab showcase, root showcase, path [myProfile], sheet -, cover -",
            "  event: routed myProfile (url)",
        ]
        let positions = story.map { text in lines.firstIndex { $0.1 == text } }
        #expect(
            !positions.contains(nil),
            "missing from the demo's output: \(zip(story, positions).filter { $0.1 == nil }.map(\.0))")
        #expect(
            positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "the story is told in order")
        let signedIn = try #require(time(of: "> signin ana"))
        let navigated = try #require(time(of: "  event: routed myProfile (url)"))
        #expect(navigated - signedIn >= 300, "navigated \(navigated - signedIn) ms after sign-in")
    }
}
