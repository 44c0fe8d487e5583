// routekit-demo: drives a DeepLinkRouter over iOSJumpstart's generated routes from a script, so
// you can watch queueing, auth deferral and replay happen. One command a line, from a file named
// on the command line or from standard input:
//
//   attach                       attach the navigation handler (links before this are queued)
//   open URL                     open a custom-scheme URL or universal link
//   notify {"deeplink": "..."}   open a push notification's payload (JSON)
//   signin [USER]                sign in (default user: ana); a deferred link replays after 300 ms
//   signout                      sign out; a deferred link is discarded
//   wait DURATION                let time pass: 400ms, 2s
//   state                        print the navigation state
//
// Lines starting with # are comments. With --test-clock, time is RouteKitTesting's TestClock:
// `wait` moves it instead of sleeping, so every time printed is exact (the demo's own test uses it).

import Foundation
import JumpstartRoutes
import RouteKit
import RouteKitTesting

let arguments = CommandLine.arguments.dropFirst()
let testClock = arguments.contains("--test-clock") ? TestClock() : nil
let router = testClock.map { DeepLinkRouter<JumpstartRoute>(clock: $0) } ?? DeepLinkRouter<JumpstartRoute>()
var navigation = NavigationState<JumpstartRoute>(selectedTab: .showcase)
let start = ContinuousClock.now

func stamp() -> String {
    let elapsed = (testClock?.now.offset ?? start.duration(to: .now)).components
    let milliseconds = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
    return String(format: "%6d ms", milliseconds)
}

func describe(_ route: JumpstartRoute) -> String {
    "\(route.name) (\(route.url.absoluteString))"
}

func describe(_ state: NavigationState<JumpstartRoute>) -> String {
    let tab = state.selectedTab.map { "\($0)" } ?? "-"
    let root = state.root.map { "root \($0.name), " } ?? ""
    let path = root + "path [" + state.path.map(\.name).joined(separator: ", ") + "]"
    let sheet = state.sheet?.route.name ?? "-"
    let cover = state.cover?.route.name ?? "-"
    return "tab \(tab), \(path), sheet \(sheet), cover \(cover)"
}

func describe(_ outcome: DeepLinkOutcome<JumpstartRoute>) -> String {
    switch outcome {
    case .routed(let route): return "routed \(describe(route))"
    case .deferred(let reason): return "deferred (\(reason))"
    case .queued: return "queued"
    case .rejected(let error): return "rejected (\(error))"
    }
}

// A developer tool: events are shown whole, values included (apps log `description`).
router.onEvent = { event in print("\(stamp())   event: \(event.unredactedDescription)") }

/// Parses `400ms`, `2s`, `1.5s`.
func duration(_ text: String) -> Duration? {
    if text.hasSuffix("ms"), let value = Int(text.dropLast(2)) { return .milliseconds(value) }
    if text.hasSuffix("s"), let value = Double(text.dropLast()) { return .milliseconds(Int(value * 1000)) }
    return nil
}

@MainActor
func run(_ line: String) async {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return }
    print("\(stamp()) > \(trimmed)")
    let parts = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
    let argument = parts.count > 1 ? parts[1] : ""
    switch parts[0] {
    case "attach":
        await router.attach { route in
            navigation.apply(route)
            print("\(stamp())   navigated: \(describe(navigation))")
        }
    case "open":
        guard let url = URL(string: argument) else {
            print("\(stamp())   not a URL: \(argument)")
            return
        }
        // Stamped once the link is processed, after the events it caused.
        let outcome = await router.open(url)
        print("\(stamp())   outcome: \(describe(outcome))")
    case "notify":
        guard let data = argument.data(using: .utf8),
            let payload = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else {
            print("\(stamp())   not a JSON object: \(argument)")
            return
        }
        let outcome = await router.open(notification: payload)
        print("\(stamp())   outcome: \(describe(outcome))")
    case "signin":
        router.signIn(user: argument.isEmpty ? "ana" : argument)
    case "signout":
        router.signOut()
    case "wait":
        guard let delay = duration(argument) else {
            print("\(stamp())   not a duration: \(argument) (write 400ms or 2s)")
            return
        }
        if let testClock {
            await router.advance(testClock, by: delay)
        } else {
            try? await Task.sleep(for: delay)
        }
    case "state":
        print("\(stamp())   state: \(describe(navigation))")
    default:
        print("\(stamp())   unknown command: \(parts[0])")
    }
}

let lines: [String]
if let file = arguments.first(where: { !$0.hasPrefix("--") }) {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        FileHandle.standardError.write(Data("routekit-demo: cannot read \(file)\n".utf8))
        exit(1)
    }
    lines = text.components(separatedBy: .newlines)
} else {
    lines = Array(AnyIterator { readLine() })
}
for line in lines {
    await run(line)
}
await router.idle()
