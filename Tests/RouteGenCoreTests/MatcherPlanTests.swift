import Testing

@testable import RouteGenCore

/// The matcher's plan, inspected as a value: no generated Swift is read.
@Suite struct MatcherPlanTests {
    /// Every step of `steps`, depth first.
    func flattened(_ steps: [MatcherPlan.Step]) -> [MatcherPlan.Step] {
        steps.flatMap { step -> [MatcherPlan.Step] in
            switch step {
            case .ifPathEnds(_, let inner), .ifSegment(_, let inner), .literal(_, _, _, let inner):
                return [step] + flattened(inner)
            case .hashSearch(_, let cases): return [step] + flattened(cases.flatMap(\.literals))
            case .callFunction, .callHost, .returnRoute: return [step]
            }
        }
    }

    func returns(_ plan: MatcherPlan) -> [MatcherPlan.Return] {
        plan.functions.flatMap { flattened($0.steps) }.compactMap {
            if case .returnRoute(let value) = $0 { value } else { nil }
        }
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
        #expect(plan.functions.map(\.node) == [0])
        let found = returns(plan)
        #expect(found.count == 5)
        let byRoute = Dictionary(uniqueKeysWithValues: found.map { (manifest.route($0.terminal).name, $0) })
        #expect(byRoute["itemReview"]?.positions.map(\.segment) == [1, 3])
        #expect(byRoute["docs"]?.positions.map(\.segment) == [1])
        #expect(byRoute["legacy"]?.schemeOnly == true)
        #expect(byRoute["item"]?.schemeOnly == false)
    }

    /// An exclusive host's links go to a function of their own, which returns only its routes and
    /// tests no origin; the main function tests an origin only for a route limited to some hosts.
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
        #expect(plan.functions.map(\.host) == [nil, 2])
        #expect(plan.functions[0].steps.first == .callHost(2))
        let main = flattened(plan.functions[0].steps).compactMap {
            if case .returnRoute(let value) = $0 { value } else { nil }
        }
        #expect(main.map { manifest.route($0.terminal).name } == ["home", "localItem", "item"])
        #expect(main.map(\.origins) == [nil, [1], nil])
        let mail = flattened(plan.functions[1].steps).compactMap {
            if case .returnRoute(let value) = $0 { value } else { nil }
        }
        #expect(Set(mail.map { manifest.route($0.terminal).name }) == ["click", "opener"])
        #expect(mail.allSatisfy { $0.origins == nil })
        #expect(plan.functions[0].readsOrigin && !plan.functions[1].readsOrigin)
    }

    @Test func literalsOfANodeAreOneHashSearch() throws {
        let routes = (0..<40).map { "  r\($0): { path: /item-\($0) }\n" }.joined()
        let plan = MatcherPlan(try load("version: 1\nschemes: [app]\nroutes:\n" + routes))
        let searches = flattened(plan.functions[0].steps).compactMap {
            if case .hashSearch(let depth, let cases) = $0 { (depth, cases) } else { nil }
        }
        #expect(searches.count == 1)
        #expect(searches[0].0 == 0)
        #expect(searches[0].1.flatMap(\.literals).count == 40)
        #expect(searches[0].1.map(\.hash) == searches[0].1.map(\.hash).sorted())
    }

    @Test func aLargeSubtreeGetsAFunctionOfItsOwn() throws {
        let routes = (0..<300).map { "  r\($0): { path: /big/item-\($0) }\n" }.joined()
        let manifest = try load("version: 1\nschemes: [app]\nroutes:\n  home: { path: / }\n" + routes)
        let plan = MatcherPlan(manifest)
        #expect(plan.functions.count == 2)
        let calls = flattened(plan.functions[0].steps).filter {
            if case .callFunction(0, "big", plan.functions[1].node) = $0 { true } else { false }
        }
        #expect(calls.count == 1)
        #expect(returns(plan).count == 301)
    }
}
