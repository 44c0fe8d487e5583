import RouteGenCore
import Testing

@Suite struct RouteTrieTests {
    /// A trie over `patterns`; terminals name the pattern's index.
    func trie(_ patterns: [String], caseSensitive: Bool = true) throws -> RouteTrie {
        var trie = RouteTrie(caseSensitive: caseSensitive)
        for (index, text) in patterns.enumerated() {
            let conflicts = trie.insert(
                try PathPattern.parse(text).get(), as: .init(route: RouteAddress(["r\(index)"]), pattern: 0))
            #expect(conflicts.isEmpty, "\(text) conflicts")
        }
        return trie
    }

    func route(_ trie: RouteTrie, _ path: String) -> RouteAddress? {
        trie.match(path.split(separator: "/").map(String.init))?.terminal.route
    }

    @Test func literalBeatsParameterBeatsCatchAll() throws {
        let trie = try trie(["/items/{id}", "/items/new", "/items/{rest...}", "/items"])
        #expect(route(trie, "/items/new") == 1)
        #expect(route(trie, "/items/42") == 0)
        #expect(route(trie, "/items/42/edit") == 2)
        #expect(route(trie, "/items") == 3)
        #expect(trie.match(["items", "42"])?.values == ["42"])
        #expect(trie.match(["items", "a", "b", "c"])?.values == ["a/b/c"])
    }

    @Test func backtracksWhenTheLiteralBranchDeadEnds() throws {
        let trie = try trie(["/a/b/c", "/{x}/b/d"])
        #expect(route(trie, "/a/b/c") == 0)
        #expect(route(trie, "/a/b/d") == 1)
        #expect(trie.match(["a", "b", "d"])?.values == ["a"])
        #expect(route(trie, "/a/b/e") == nil)
    }

    @Test func backtracksFromParameterToCatchAll() throws {
        let trie = try trie(["/docs/{page}/edit", "/docs/{path...}"])
        #expect(route(trie, "/docs/intro/edit") == 0)
        #expect(route(trie, "/docs/intro/view") == 1)
        #expect(trie.match(["docs", "intro", "view"])?.values == ["intro/view"])
    }

    @Test func optionalSegmentMatchesWithAndWithout() throws {
        let trie = try trie(["/settings/{section?}"])
        #expect(trie.match(["settings"])?.values == [])
        #expect(trie.match(["settings", "privacy"])?.values == ["privacy"])
        #expect(route(trie, "/settings/privacy/more") == nil)
    }

    @Test func catchAllMatchesNothingAfterItsPrefix() throws {
        let trie = try trie(["/help/{topic...}"])
        #expect(trie.match(["help"])?.values == [""])
        #expect(route(trie, "/helpme") == nil)
    }

    @Test func rootRouteMatchesNoSegments() throws {
        let trie = try trie(["/", "/a"])
        #expect(route(trie, "") == 0)
        #expect(route(trie, "/a") == 1)
    }

    @Test func caseInsensitiveLiteralsMatchAnyCase() throws {
        let sensitive = try trie(["/Materials"])
        #expect(route(sensitive, "/materials") == nil)
        let insensitive = try trie(["/Materials"], caseSensitive: false)
        #expect(route(insensitive, "/MATERIALS") == 0)
    }

    @Test func conflictsAreReportedWithAnExample() throws {
        var trie = RouteTrie(caseSensitive: true)
        trie.insert(try PathPattern.parse("/a/{x}").get(), as: .init(route: 0, pattern: 0))
        let conflicts = trie.insert(try PathPattern.parse("/a/{y}").get(), as: .init(route: 1, pattern: 0))
        #expect(
            conflicts == [
                .init(
                    existing: .init(route: 0, pattern: 0), new: .init(route: 1, pattern: 0),
                    example: ["a", "x"])
            ])
        // A literal and a parameter at the same place are told apart by precedence: no conflict.
        #expect(trie.insert(try PathPattern.parse("/a/b").get(), as: .init(route: 2, pattern: 0)).isEmpty)
        // Differently cased literals clash only when matching ignores case.
        var insensitive = RouteTrie(caseSensitive: false)
        insensitive.insert(try PathPattern.parse("/About").get(), as: .init(route: 0, pattern: 0))
        #expect(
            insensitive.insert(try PathPattern.parse("/about").get(), as: .init(route: 1, pattern: 0)).count
                == 1)
    }

    /// Guarded patterns at one node (1.1): tried narrowest first, each passed over when its guard
    /// fails; two that a link can meet at once are a conflict with a witness.
    @Test func guardsOrderAndTellApartPatternsAtOneNode() throws {
        var trie = RouteTrie(caseSensitive: true)
        let settings = try PathPattern.parse("/settings").get()
        func condition(_ name: String, _ test: QueryCondition.Test) -> QueryCondition {
            QueryCondition(name: name, test: test)
        }
        let plain = RouteTrie.Terminal(route: 0, pattern: 0)
        let privacy = RouteTrie.Terminal(route: 1, pattern: 0)
        let noBeta = RouteTrie.Terminal(route: 2, pattern: 0)
        #expect(trie.insert(settings, as: plain).isEmpty)
        #expect(
            trie.insert(settings, as: noBeta, guard: .init(conditions: [condition("beta", .absent)])).isEmpty)
        #expect(
            trie.insert(
                settings, as: privacy, guard: .init(conditions: [condition("tab", .equals("privacy"))])
            )
            .count == 1, "tab=privacy and beta absent can hold at once")
        // Narrower conditions first, the plain route last.
        #expect(trie.nodes[trie.nodes[0].literal("settings")!].terminals == [noBeta, plain])
        let beta = RouteTrie.Terminal(route: 3, pattern: 0)
        #expect(
            trie.insert(settings, as: beta, guard: .init(conditions: [condition("beta", .present)])).isEmpty)
        #expect(trie.nodes[trie.nodes[0].literal("settings")!].terminals == [beta, noBeta, plain])
        // A link that meets no guard reaches the plain route.
        let items = [(name: "beta", value: "1")]
        let accept = { (terminal: RouteTrie.Terminal) in
            trie.guarding(terminal).conditions.allSatisfy { $0.holds(in: items) }
        }
        #expect(trie.match(["settings"], accept: accept)?.terminal == beta)
        #expect(
            trie.match(["settings"], accept: { trie.guarding($0).conditions.isEmpty || $0 == noBeta })?
                .terminal == noBeta)
        #expect(trie.match(["settings"], accept: { trie.guarding($0).conditions.isEmpty })?.terminal == plain)
        // Two equal values, or two plain routes, conflict; another value or another origin does not.
        let again = trie.insert(
            settings, as: .init(route: 4, pattern: 0),
            guard: .init(conditions: [condition("beta", .equals("1"))]))
        #expect(again.map(\.existing) == [beta], "beta present and beta=1 can hold at once")
        #expect(again.first?.witness.conditions == [condition("beta", .equals("1"))])
        var hosts = RouteTrie(caseSensitive: true)
        #expect(hosts.insert(settings, as: plain, guard: .init(origins: [0])).isEmpty)
        #expect(hosts.insert(settings, as: privacy, guard: .init(origins: [1, RouteTrie.noHost])).isEmpty)
        #expect(hosts.insert(settings, as: beta, guard: .init(origins: [1])).first?.witness.origins == [1])
        #expect(hosts.insert(settings, as: noBeta).count == 2, "every origin: both others")
    }

    @Test func conditionsThatCannotHoldAtOnce() {
        func both(_ a: [QueryCondition], _ b: [QueryCondition]) -> Bool { QueryCondition.both(a, b) != nil }
        let present = QueryCondition(name: "x", test: .present)
        let absent = QueryCondition(name: "x", test: .absent)
        let one = QueryCondition(name: "x", test: .equals("1"))
        let two = QueryCondition(name: "x", test: .equals("2"))
        let other = QueryCondition(name: "y", test: .absent)
        #expect(!both([present], [absent]))
        #expect(!both([one], [absent]))
        #expect(!both([one], [two]))
        #expect(both([one], [present]) && both([one], [one]) && both([absent], [absent]))
        #expect(both([present], [other]))
        #expect(QueryCondition.both([present, other], [one]) == [one, other])
        // As the parser reads them: the first item, an empty value absent.
        #expect(present.holds(in: [("x", "a")]) && !present.holds(in: [("x", "")]))
        #expect(absent.holds(in: [("x", "")]) && absent.holds(in: []) && !absent.holds(in: [("x", "a")]))
        #expect(one.holds(in: [("x", "1"), ("x", "2")]) && !one.holds(in: [("x", "2"), ("x", "1")]))
    }
}

/// Test tries name their routes by number: route `1` is the one at address `r1`.
extension RouteAddress: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self.init(["r\(value)"]) }
}
