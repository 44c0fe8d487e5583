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

    /// The pattern `link` reaches, or `nil` when the matcher returns none.
    func run(_ link: Link) -> Return? {
        run(functions[0], link)
    }

    private func run(_ function: Function, _ link: Link) -> Return? {
        switch run(function.steps, link) {
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

    private func run(_ steps: [Step], _ link: Link) -> Outcome {
        for step in steps {
            switch step {
            case .when(let tests, let body):
                guard tests.allSatisfy({ holds($0, link) }) else { continue }
                if case let outcome = run(body, link), !isNext(outcome) { return outcome }
            case .hashSwitch(let depth, let cases):
                let hash = MatcherPlan.hash(link.segments[depth], ignoringCase: !caseSensitive)
                guard
                    let entry = cases.first(where: {
                        $0.hash == hash && $0.tests.allSatisfy { holds($0, link) }
                    })
                else { continue }
                if case let outcome = run(entry.steps, link), !isNext(outcome) { return outcome }
            case .call(let name, let fallsThrough):
                let function = functions.first { $0.name == name }!
                if let found = run(function, link) { return .route(found) }
                if !fallsThrough { return .returned }
            case .returnRoute(let value):
                return .route(value)
            }
        }
        return .next
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
        case .fragmentPath(let segments):
            return link.fragment.flatMap {
                FragmentPath.values(of: Array($0.utf8), matching: segments, ignoringCase: !caseSensitive)
            } != nil
        }
    }
}
