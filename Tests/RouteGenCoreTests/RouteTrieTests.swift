import RouteGenCore
import Testing

@Suite struct RouteTrieTests {
    /// A trie over `patterns`; terminals name the pattern's index.
    func trie(_ patterns: [String], caseSensitive: Bool = true) throws -> RouteTrie {
        var trie = RouteTrie(caseSensitive: caseSensitive)
        for (index, text) in patterns.enumerated() {
            let conflicts = trie.insert(
                try PathPattern.parse(text).get(), as: .init(route: index, pattern: 0))
            #expect(conflicts.isEmpty, "\(text) conflicts")
        }
        return trie
    }

    func route(_ trie: RouteTrie, _ path: String) -> Int? {
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
}
