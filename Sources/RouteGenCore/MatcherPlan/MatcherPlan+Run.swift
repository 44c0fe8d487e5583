import Foundation
@_spi(Generated) import RouteKit

/// The plan run on a link, as the generated matcher runs it: what `explain` and every other
/// question of "which route does this link reach" ask.
extension MatcherPlan {
    /// What the matcher reads of a link: RouteKit's reading of it.
    struct Link {
        /// The decoded path segments (a custom scheme's host first).
        var segments: [String]
        var isUniversalLink: Bool
        /// The listed host it is on, or ``RouteTrie/noHost``.
        var origin: Int
        /// The decoded query items, in order.
        var items: [(name: String, value: String)]
        /// The decoded items of a fragment written as a query (`#a=1&b=2`), in order.
        var fragmentItems: [(name: String, value: String)] = []
        /// How the link came, then how each link carrying it came, innermost first.
        var channels: [RouteReach.Channel]
        /// The fragment, still percent-encoded, without `#`; `nil` when there is none.
        var fragment: String? = nil
    }

    /// The route `url` reaches, as the generated parser reads it on its own: `nil` when it reads no
    /// link of the app there or no pattern takes it.
    func route(of url: URL, in manifest: ValidatedManifest) -> RouteTrie.Terminal? {
        let link = try? RouteLink.read(url, in: manifest.scope) {
            Link($0, scope: manifest.scope, schemes: manifest.settings.schemes)
        }
        return link.flatMap(run)?.terminal
    }

    /// The pattern `link` reaches, or `nil` when the matcher returns none.
    func run(_ link: Link) -> Return? {
        var reading = Reading(link: link)
        return run(functions[0], &reading)
    }

    /// How the plan read a link no pattern takes, for `explain`: how many leading segments its
    /// path tests took before nothing continued, and the first pattern its path alone reaches,
    /// passing over every other test but a route on any path's (its items and its scheme are its
    /// path): with which to name the test that turned the link away.
    struct Trace {
        var matched: Int
        var pathOnly: Return?
    }

    func trace(_ link: Link) -> Trace {
        // Path only: the main matcher first, then each exclusive host's, as a link on any host.
        var reading = Reading(link: link, pathOnly: true)
        var found = run(functions[0], &reading)
        for name in hostFunctions where found == nil {
            found = run(functions.first { $0.name == name }!, &reading)
        }
        return Trace(matched: found == nil ? reading.deepest : link.segments.count, pathOnly: found)
    }

    /// The functions of the exclusive hosts, which `match` calls first.
    private var hostFunctions: [String] {
        functions[0].steps.compactMap { step in
            guard case .when(let tests, let body) = step, body.count == 1,
                case .call(let name, fallsThrough: false) = body[0],
                tests.contains(where: { if case .origin = $0 { true } else { false } })
            else { return nil }
            return name
        }
    }

    /// A link as the plan reads it, and what the reading learned.
    fileprivate struct Reading {
        var link: Link
        /// Whether only the path's tests count (``trace(_:)``).
        var pathOnly = false
        /// Whether a test other than the path's was passed over on the way to the current step.
        var passedOver = false
        /// How many leading segments the path tests that held took.
        var deepest = 0
    }

    private func run(_ function: Function, _ reading: inout Reading) -> Return? {
        switch run(function.steps, &reading) {
        case .route(let found): return found
        case .returned, .next: return nil
        }
    }

    private enum Outcome {
        /// A route was returned.
        case route(Return)
        /// `nil` was returned.
        case returned
        /// The steps fell through.
        case next
    }

    private func run(_ steps: [Step], _ reading: inout Reading) -> Outcome {
        for step in steps {
            switch step {
            case .when(let tests, let body):
                // Path only: an exclusive host's matcher is tried after the main one (a group's is
                // called where its path is).
                if reading.pathOnly, case .call(_, fallsThrough: false)? = body.first,
                    tests.contains(where: { if case .origin = $0 { true } else { false } })
                {
                    continue
                }
                guard tests.allSatisfy({ holds($0, reading) }) else {
                    let current = reading
                    reading.endedBefore(tests, holds: { holds($0, current) })
                    continue
                }
                reading.took(
                    tests, beforeSwitch: { if case .hashSwitch? = body.first { true } else { false } }())
                let passedOver = reading.passedOver
                reading.passedOver = passedOver || !tests.allSatisfy { holds($0, reading.link) || $0.isReach }
                defer { reading.passedOver = passedOver }
                if case let outcome = run(body, &reading), !isNext(outcome) { return outcome }
            case .hashSwitch(let depth, let cases):
                let hash = MatcherPlan.hash(reading.link.segments[depth], ignoringCase: !caseSensitive)
                guard
                    let entry = cases.first(where: {
                        $0.hash == hash && $0.tests.allSatisfy { holds($0, reading) }
                    })
                else {
                    let current = reading
                    for entry in cases where entry.hash == hash {
                        reading.endedBefore(entry.tests, holds: { holds($0, current) })
                    }
                    continue
                }
                reading.took(entry.tests, beforeSwitch: false)
                if case let outcome = run(entry.steps, &reading), !isNext(outcome) { return outcome }
            case .call(let name, let fallsThrough):
                let function = functions.first { $0.name == name }!
                if let found = run(function, &reading) { return .route(found) }
                if !fallsThrough { return .returned }
            case .returnRoute(let value):
                // A route on any path is taken only where its items and its scheme are met.
                if reading.pathOnly && value.anyPath && reading.passedOver { continue }
                return .route(value)
            }
        }
        return .next
    }

    /// A test in a path-only reading: the path's, as the link meets it; any other holds.
    private func holds(_ test: Test, _ reading: Reading) -> Bool {
        guard reading.pathOnly else { return holds(test, reading.link) }
        switch test {
        case .pathEnds, .pathLonger, .segment, .pieces: return holds(test, reading.link)
        case .reach, .origin, .condition, .fragmentPath: return true
        }
    }

    private func isNext(_ outcome: Outcome) -> Bool {
        if case .next = outcome { return true }
        return false
    }

    /// Whether `link` meets `test`, as RouteKit's readers decide it.
    func holds(_ test: Test, _ link: Link) -> Bool {
        switch test {
        case .pathEnds(let count): return link.segments.count == count
        case .pathLonger(let count): return link.segments.count > count
        case .segment(let depth, let text):
            let segment = link.segments[depth]
            return caseSensitive
                ? Array(segment.utf8) == Array(text.utf8)
                : segment.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 } == Array(text.utf8)
        case .pieces(let depth, let texts):
            return SegmentPieces.split(link.segments[depth], texts: texts, ignoringCase: !caseSensitive)
                != nil
        case .reach(let reach): return reach.admits(link.channels)
        case .origin(let origins): return origins.contains(link.origin)
        case .condition(let condition):
            return condition.holds(in: link.items, fragmentItems: link.fragmentItems)
        case .fragmentPath(let segments, let rooted):
            return link.fragment.flatMap {
                FragmentPath.values(
                    of: Array($0.utf8), matching: segments, ignoringCase: !caseSensitive, rooted: rooted)
            } != nil
        }
    }
}

extension MatcherPlan.Test {
    /// Whether the test is of the link's reach.
    var isReach: Bool { if case .reach = self { true } else { false } }
}

extension MatcherPlan.Reading {
    /// Records, of `tests` that failed only because the path goes on where patterns end
    /// (`count == n` for a longer path), that patterns take its first `n` segments.
    mutating func endedBefore(_ tests: [MatcherPlan.Test], holds: (MatcherPlan.Test) -> Bool) {
        for case .pathEnds(let count) in tests where link.segments.count > count {
            let others = tests.filter { if case .pathEnds = $0 { false } else { true } }
            if others.allSatisfy(holds) { deepest = max(deepest, count) }
        }
    }

    /// Records the segments `tests`, which held, took: a literal's or a segment with values'
    /// segment, the path's end, or a segment a value or a catch-all takes (`count > n` before
    /// anything but the switch on a literal's hash).
    mutating func took(_ tests: [MatcherPlan.Test], beforeSwitch: Bool) {
        for test in tests {
            switch test {
            case .segment(let depth, _), .pieces(let depth, _): deepest = max(deepest, depth + 1)
            case .pathEnds(let count): deepest = max(deepest, count)
            case .pathLonger(let depth): deepest = max(deepest, beforeSwitch ? depth : depth + 1)
            case .reach, .origin, .condition, .fragmentPath: continue
            }
        }
    }
}

extension MatcherPlan.Link {
    /// `link` as the matcher reads it, opened on its own: its decoded segments and items, its
    /// origin in `scope`, and its channel among the app's `schemes`.
    init(_ link: borrowing RouteLink, scope: LinkScope, schemes: [String]) {
        segments = (0..<link.count).map { link.text(at: $0) ?? link.shownText(at: $0) }
        isUniversalLink = link.isUniversalLink
        origin = link.origin(in: scope)
        items = link.query().items.map { (name: $0.name, value: $0.value) }
        fragmentItems = link.fragmentItems().items.map { (name: $0.name, value: $0.value) }
        channels = [link.isUniversalLink ? .web : .scheme(schemes[link.schemeIndex(in: scope)])]
        fragment = link.encodedFragmentText
    }
}
