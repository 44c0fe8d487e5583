@_spi(Generated) import RouteKit

/// What a link must meet beyond its path to reach a pattern: the tests the matcher's return for it
/// makes, written once. ``MatcherPlanner`` puts them before each return; `explain` asks them of a
/// link no route takes, to say which turned the nearest route away.
extension MatcherPlan {
    /// The tests of `terminal`'s return, `origins` being those it must be on (`nil`: any the
    /// function reading it reads).
    static func guards(
        of terminal: RouteTrie.Terminal, in manifest: ValidatedManifest, origins: Set<Int>?
    ) -> [Test] {
        let route = manifest.route(terminal)
        let routeGuard = manifest.trie.guarding(terminal)
        var tests: [Test] = []
        // A carried link may have come by any channel; a link on its own, only by those its
        // address lets through.
        let passed =
            manifest.carriesLinks ? manifest.settings.everyChannel : manifest.settings.addressReach(of: route)
        if route.reach.isNarrower(than: passed) { tests.append(.reach(route.reach)) }
        if let origins { tests.append(.origin(in: origins)) }
        tests += routeGuard.conditions.map(Test.condition)
        if let fragment = routeGuard.fragment {
            tests.append(
                .fragmentPath(fragment.segments.map(FragmentPath.Segment.init), rooted: fragment.isRooted))
        }
        return tests
    }

    /// The test of `terminal`'s that `link` does not meet, on whatever origin it is: `nil` when
    /// the link meets them all, so that only its path can keep it from the route. Of several, the
    /// one a link can least be changed to meet: where it is (its host or scheme), then what it
    /// carries (`when:`, the fragment), then how it came (its channel, carried or not).
    func failedGuard(
        of terminal: RouteTrie.Terminal, in manifest: ValidatedManifest, for link: Link
    ) -> Test? {
        let failed = Self.guards(
            of: terminal, in: manifest, origins: manifest.trie.guarding(terminal).origins
        )
        .filter { !holds($0, link) }
        return failed.min { Self.refusalRank($0) < Self.refusalRank($1) }
    }

    private static func refusalRank(_ test: Test) -> Int {
        switch test {
        case .origin: 0
        case .condition: 1
        case .fragmentPath: 2
        case .reach: 3
        case .pathEnds, .pathLonger, .segment, .pieces: 4
        }
    }
}
