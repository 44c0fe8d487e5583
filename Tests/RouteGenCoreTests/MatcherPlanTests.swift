import Foundation
import SeededRandom
import Testing

@testable import RouteGenCore

/// The matcher's plan, inspected and run as a value: no generated Swift is read.
@Suite struct MatcherPlanTests {
    typealias Step = MatcherPlan.Step

    /// Every step of `steps`, depth first.
    static func flattened(_ steps: [Step]) -> [Step] {
        steps.flatMap { step -> [Step] in
            switch step {
            case .when(_, let inner): return [step] + flattened(inner)
            case .hashSwitch(_, let cases): return [step] + flattened(cases.flatMap(\.steps))
            case .call, .returnRoute: return [step]
            }
        }
    }

    static func returns(_ steps: [Step]) -> [MatcherPlan.Return] {
        flattened(steps).compactMap { if case .returnRoute(let value) = $0 { value } else { nil } }
    }

    static func returns(_ plan: MatcherPlan) -> [MatcherPlan.Return] {
        plan.functions.flatMap { returns($0.steps) }
    }

    @Test func everyPatternIsReturnedOnceWithItsPositions() throws {
        let manifest = try load(
            """
            version: 1
            schemes: [app]
            hosts: [example.com]
            appIDs: [ABCDE12345.com.example.app]
            routes:
              home: { path: / }
              item: { path: "/items/{id}", params: { id: Int } }
              itemReview: { path: "/items/{id}/reviews/{reviewId}", params: { id: Int, reviewId: Int } }
              docs: { path: "/docs/{rest...}" }
              legacy: { path: /legacy, universalLink: false }
            """)
        let plan = MatcherPlan(manifest)
        #expect(plan.functions.map(\.name) == ["match"])
        let found = Self.returns(plan)
        #expect(found.count == 5)
        let byRoute = Dictionary(uniqueKeysWithValues: found.map { (manifest.route($0.terminal).name, $0) })
        #expect(byRoute["itemReview"]?.positions.map(\.segment) == [1, 3])
        #expect(
            byRoute["itemReview"]?.value
                == .reader(
                    .init(identifier: "itemReview"),
                    [.init(name: "id", segment: 1), .init(name: "reviewId", segment: 3)], member: nil))
        #expect(byRoute["docs"]?.positions.map(\.segment) == [1])
        // A route without values is its terminal, which the printer spells.
        #expect(byRoute["home"].map { $0.value == .route($0.terminal) } == true)
        // The scheme-only route returns only for a custom scheme's link.
        let legacy = Self.flattened(plan.functions[0].steps).contains {
            if case .when(let tests, let steps) = $0,
                tests.contains(.reach(RouteReach(web: false, schemes: ["app"]))),
                case .returnRoute(let value) = steps.first
            {
                return manifest.route(value.terminal).name == "legacy"
            }
            return false
        }
        #expect(legacy)
    }

    /// An exclusive host's links go to a function of their own, named for the host, which returns
    /// only its routes and tests no origin; the main function tests an origin only for a route
    /// limited to some hosts, by the host's name.
    @Test func anExclusiveHostHasItsOwnMatcherAndLimitedRoutesTestTheirOrigin() throws {
        let manifest = try load(
            """
            version: 1.1
            schemes: [app]
            hosts: [example.com, "{lang}.example.com", { name: mail.example.com, exclusive: true }]
            appIDs: [ABCDE12345.com.example.app]
            types:
              Language: [en, de]
            routes:
              home: { path: / }
              item: { path: "/items/{id}" }
              localItem: { path: "/items/{id}", hosts: ["{lang}.example.com"], params: { lang: Language } }
              click: { path: "/{rest...}", hosts: [mail.example.com] }
              opener: { path: /open, hosts: [mail.example.com], when: { to: present }, query: { to: String } }
            """)
        let plan = MatcherPlan(manifest)
        #expect(plan.functions.map(\.name) == ["match", "matchMailExampleCom"])
        #expect(plan.origins.map(\.name) == ["exampleCom", "langExampleCom", "mailExampleCom"])
        #expect(
            plan.functions[0].steps.first
                == .when([.origin(in: [2])], [.call("matchMailExampleCom", fallsThrough: false)]))
        let main = Self.returns(plan.functions[0].steps)
        #expect(main.map { manifest.route($0.terminal).name } == ["home", "localItem", "item"])
        let mail = Self.returns(plan.functions[1].steps)
        #expect(Set(mail.map { manifest.route($0.terminal).name }) == ["click", "opener"])
        #expect(!plan.functions[1].readsOrigin)
        #expect(plan.functions[0].readsOrigin)
    }

    @Test func literalsOfANodeAreOneHashSwitch() throws {
        let routes = (0..<40).map { "  r\($0): { path: /item-\($0) }\n" }.joined()
        let plan = MatcherPlan(try load("version: 1\nschemes: [app]\nroutes:\n" + routes))
        let switches = Self.flattened(plan.functions[0].steps).compactMap {
            if case .hashSwitch(let depth, let cases) = $0 { (depth, cases) } else { nil }
        }
        #expect(switches.count == 1)
        #expect(switches[0].0 == 0)
        #expect(switches[0].1.count == 40)
        #expect(switches[0].1.map(\.hash) == switches[0].1.map(\.hash).sorted())
    }

    @Test func aLargeSubtreeGetsAFunctionNamedForItsPath() throws {
        let routes = (0..<300).map { "  r\($0): { path: /big/item-\($0) }\n" }.joined()
        let manifest = try load("version: 1\nschemes: [app]\nroutes:\n  home: { path: / }\n" + routes)
        let plan = MatcherPlan(manifest)
        #expect(plan.functions.map(\.name) == ["match", "matchBig"])
        let calls = Self.flattened(plan.functions[0].steps).filter {
            if case .call("matchBig", _) = $0 { true } else { false }
        }
        #expect(calls.count == 1)
        #expect(Self.returns(plan).count == 301)
    }

    /// A group's routes are read by a function named for the group, and a group with shared values
    /// reads them in one reader, given the member.
    @Test func aGroupHasAFunctionAndAReaderOfItsOwn() throws {
        let manifest = try load(
            """
            version: 1.1
            schemes: [app]
            routes:
              course:
                path: /schools/{school}/{course}
                routes:
                  overview: { path: / }
                  lesson:
                    path: /lessons/{lessonId}
                    params: { lessonId: Int }
                    routes:
                      notes: { path: /notes }
            """)
        let plan = MatcherPlan(manifest)
        #expect(plan.functions.map(\.name) == ["match", "matchCourse", "matchCourseLesson"])
        let notes = try #require(
            Self.returns(plan).first { manifest.route($0.terminal).name == "course.lesson.notes" })
        #expect(
            notes.value
                == .reader(
                    .init(identifier: "course"),
                    [.init(name: "school", segment: 1), .init(name: "course", segment: 2)],
                    member: .reader(
                        .init(identifier: "courseLesson"), [.init(name: "lessonId", segment: 4)],
                        member: .constant(case: "notes"))))
    }

    // MARK: - Simplification, as values

    static let route = MatcherPlan.Return(
        terminal: .init(route: 0, pattern: 0), positions: [], value: .constant(case: "a"))
    static let other = MatcherPlan.Return(
        terminal: .init(route: 1, pattern: 0), positions: [], value: .constant(case: "b"))

    func simplified(_ steps: [Step], depth: Int = 0) -> [Step] {
        let plan = MatcherPlan(
            caseSensitive: true,
            origins: [.init(name: "a", host: "a.example"), .init(name: "b", host: "b.example")],
            functions: [.init(name: "match", summary: "", depth: depth, steps: steps)])
        return plan.simplified().functions[0].steps
    }

    @Test func aTestThatAReturnBeforeDecidesGoes() {
        let steps: [Step] = [
            .when([.pathEnds(at: 0)], [.returnRoute(Self.route)]),
            .when([.pathLonger(than: 0)], [.returnRoute(Self.other)]),
        ]
        #expect(
            simplified(steps) == [
                .when([.pathEnds(at: 0)], [.returnRoute(Self.route)]), .returnRoute(Self.other),
            ])
    }

    @Test func anIfWhoseOnlyStatementIsAnIfIsOne() {
        let steps: [Step] = [
            .when([.pathLonger(than: 1)], [.when([.pathLonger(than: 2)], [.returnRoute(Self.route)])])
        ]
        #expect(simplified(steps) == [.when([.pathLonger(than: 2)], [.returnRoute(Self.route)])])
    }

    @Test func twoIfsInARowOnTheSameTestAreOne() {
        let literals = Step.hashSwitch(
            depth: 1,
            cases: [
                MatcherPlan.HashCase(
                    hash: 1, tests: [.segment(1, is: "a")], steps: [.returnRoute(Self.route)]),
                MatcherPlan.HashCase(
                    hash: 2, tests: [.segment(1, is: "b")], steps: [.returnRoute(Self.other)]),
            ])
        let values: [Step] = [
            .when([.pathEnds(at: 2)], [.returnRoute(Self.other)]), .call("matchB", fallsThrough: true),
        ]
        let steps: [Step] = [
            .when([.pathLonger(than: 1)], [literals]), .when([.pathLonger(than: 1)], values),
        ]
        #expect(
            simplified(steps) == [
                .when(
                    [.pathLonger(than: 1)],
                    [
                        literals, .when([.pathEnds(at: 2)], [.returnRoute(Self.other)]),
                        .call("matchB", fallsThrough: false),
                    ])
            ])
        // After an `if` that always returns, an `if` on the same test is never reached.
        let returning: [Step] = [
            .when([.pathLonger(than: 1)], [.returnRoute(Self.route)]),
            .when([.pathLonger(than: 1)], [.returnRoute(Self.other)]),
        ]
        #expect(simplified(returning) == [.when([.pathLonger(than: 1)], [.returnRoute(Self.route)])])
    }

    @Test func twoEqualReturnsAreOne() {
        let steps: [Step] = [
            .when([.pathEnds(at: 0)], [.returnRoute(Self.route)]),
            .when([.pathLonger(than: 0)], [.returnRoute(Self.route)]),
        ]
        #expect(simplified(steps) == [.returnRoute(Self.route)])
    }

    @Test func anAbsentItemAfterItsPresentReturnIsKnown() {
        let present = MatcherPlan.Test.condition(QueryCondition(name: "magic", test: .present))
        let absent = MatcherPlan.Test.condition(QueryCondition(name: "magic", test: .absent))
        let steps: [Step] = [
            .when([present], [.returnRoute(Self.route)]),
            .when([absent], [.returnRoute(Self.other)]),
        ]
        #expect(
            simplified(steps) == [.when([present], [.returnRoute(Self.route)]), .returnRoute(Self.other)])
    }

    @Test func whatNoLinkReachesGoes() {
        // Past the return nothing runs; a function at depth 2 never sees a path of one segment;
        // an origin ruled out by an earlier return is not tested again.
        #expect(
            simplified([.returnRoute(Self.route), .returnRoute(Self.other)]) == [.returnRoute(Self.route)])
        #expect(simplified([.when([.pathEnds(at: 1)], [.returnRoute(Self.route)])], depth: 2) == [])
        let steps: [Step] = [
            .when([.origin(in: [0])], [.call("matchA", fallsThrough: false)]),
            .when([.origin(in: [0])], [.returnRoute(Self.route)]),
            .when([.origin(in: [1, -1])], [.returnRoute(Self.other)]),
        ]
        #expect(
            simplified(steps) == [
                .when([.origin(in: [0])], [.call("matchA", fallsThrough: false)]), .returnRoute(Self.other),
            ])
    }

    @Test func aCallThatNothingFollowsReturnsItsResult() {
        #expect(
            simplified([.when([.pathLonger(than: 0)], [.call("matchA", fallsThrough: true)])]) == [
                .when([.pathLonger(than: 0)], [.call("matchA", fallsThrough: false)])
            ])
    }

    // MARK: - Running the plan

    /// Random links, over every reference and example manifest: the simplified plan reaches what
    /// the plan the trie gave reaches, and both what the trie's own backtracking search finds.
    @Test func theSimplifiedPlanReachesWhatTheTrieDoes() throws {
        var r = SeededGenerator(seed: 0x9_1A4)
        var checked = 0
        var reached = 0
        for path in Self.manifests() {
            let bytes = try [UInt8](Data(contentsOf: Fixtures.repository.appendingPathComponent(path)))
            let manifest = try ManifestLoader.load(bytes, file: path, read: reader())
            let raw = MatcherPlanner(manifest: manifest).plan()
            let plan = raw.simplified()
            let words = Self.words(manifest)
            for _ in 0..<1500 {
                let link = Self.randomLink(manifest, words, &r)
                let simple = plan.run(link)
                #expect(simple == raw.run(link), "\(path): \(link.segments)")
                #expect(simple?.terminal == Self.trieMatch(link, manifest), "\(path): \(link.segments)")
                checked += 1
                if simple != nil { reached += 1 }
            }
        }
        #expect(checked >= 15_000)
        #expect(reached >= checked / 5, "the links reach routes often enough to say something")
    }

    static func manifests() -> [String] {
        Fixtures.names(in: Fixtures.repository.appendingPathComponent("Manifests")).map {
            "Manifests/\($0).yaml"
        }
            + Fixtures.names(in: Fixtures.repository.appendingPathComponent("Tests/Reference")).map {
                "Tests/Reference/\($0).yaml"
            }
    }

    /// The literals of every pattern, in both cases, and values of any kind.
    static func words(_ manifest: ValidatedManifest) -> [String] {
        var words: Set<String> = ["42", "x", "", "0", "-1", "a b"]
        for (_, route) in manifest.allRoutes {
            for pattern in route.patterns + (route.fragmentPath.map { [$0] } ?? []) {
                for case .literal(let text) in pattern.segments {
                    words.insert(text)
                    words.insert(text.uppercased())
                }
                for case .pieces(let texts, _) in pattern.segments {
                    words.insert(texts.joined(separator: "x"))
                }
            }
        }
        return words.sorted()
    }

    static func randomLink(
        _ manifest: ValidatedManifest, _ words: [String], _ r: inout SeededGenerator
    ) -> MatcherPlan.Link {
        let count = Int.random(in: 0...7, using: &r)
        let segments = (0..<count).map { _ in words.randomElement(using: &r)! }
        let names = manifest.allRoutes.flatMap { $0.route.conditions.map(\.name) } + ["q"]
        let items = (0..<Int.random(in: 0...2, using: &r)).map { _ in
            (
                name: names.randomElement(using: &r)!,
                value: ["", "1", "privacy", "x"].randomElement(using: &r)!
            )
        }
        // A fragment's path of the same words, or none.
        let fragment =
            Bool.random(using: &r)
            ? "/"
                + (0..<Int.random(in: 0...3, using: &r)).map { _ in words.randomElement(using: &r)! }
                .joined(separator: "/") : nil
        // The link's channel, and an origin it may have: a web link and a scheme that carries a
        // host are on a listed host; any other scheme's link is on its scheme.
        let settings = manifest.settings
        let hosts = settings.hosts.indices
        let web = !hosts.isEmpty && (settings.schemes.isEmpty || Bool.random(using: &r))
        let scheme = settings.schemes.randomElement(using: &r)
        let origin: Int
        if web || (scheme.map(settings.hostSchemes.contains) == true && Bool.random(using: &r)) {
            origin = hosts.randomElement(using: &r)!
        } else {
            let index = scheme.flatMap(settings.schemes.firstIndex(of:)) ?? 0
            origin = settings.routesDifferByScheme ? RouteTrie.noHost - index : RouteTrie.noHost
        }
        let own: RouteReach.Channel = web ? .web : .scheme(scheme!)
        // Links are carried only in a manifest whose routes carry them, each link of the chain on
        // the web or a custom scheme.
        func anyChannel() -> RouteReach.Channel {
            hosts.isEmpty || Bool.random(using: &r)
                ? .scheme(settings.schemes.randomElement(using: &r)!) : .web
        }
        let carriers =
            manifest.carriesLinks ? (0..<Int.random(in: 0...2, using: &r)).map { _ in anyChannel() } : []
        return MatcherPlan.Link(
            segments: segments, isUniversalLink: web,
            origin: origin, items: items, fragmentItems: items.filter { _ in Bool.random(using: &r) },
            channels: [own] + carriers, fragment: fragment)
    }

    /// The route the trie's backtracking search reaches, passing over what a link fails.
    static func trieMatch(_ link: MatcherPlan.Link, _ manifest: ValidatedManifest) -> RouteTrie.Terminal? {
        manifest.trie.match(link.segments) { terminal in
            let route = manifest.route(terminal)
            return route.reach.admits(link.channels)
                && manifest.settings.origins(of: route)?.contains(link.origin) != false
                && route.conditions.allSatisfy { $0.holds(in: link.items, fragmentItems: link.fragmentItems) }
                && manifest.trie.guarding(terminal).fragmentValues(
                    link.fragment, caseSensitive: manifest.settings.caseSensitive) != nil
        }?.terminal
    }
}
