import Foundation
import RouteGenCore
import Testing

/// `explain` of routes chosen by their query (`when:`): which conditions held, and which one turned
/// a link away; the AASA's `?` patterns for each.
@Suite struct QueryConditionExplainTests {
    let manifest = """
        version: 1.1
        schemes: [app]
        hosts: [example.com]
        appIDs: [ABCDE12345.com.example.app]
        routes:
          manage:
            path: /billing
            when: { ref: failed_payment, preview: absent }
          search:
            path: "*"
            when: { q: present }
            query: { q: Int }
        """

    @Test func explainSaysWhichConditionHeldOrFailed() throws {
        let validated = try load(manifest)
        let chosen = Explainer.explain("https://example.com/billing?ref=failed_payment", in: validated)
        #expect(chosen.accepts("manage"))
        #expect(chosen.lines.contains("when: ref=failed_payment, preview absent (each holds)"))
        #expect(chosen.lines.last == "AASA: component 2 (\"/billing\", manage) sends it to the app")
        let unmet = Explainer.explain("app://billing?ref=failed_payment&preview=1", in: validated)
        #expect(!unmet.parses)
        #expect(
            unmet.lines.first
                == "✗ no route matches '/billing': route 'manage' matches it, but needs preview absent ('when:')"
        )
        let anywhere = Explainer.explain("https://example.com/x/y?q=abc", in: validated)
        #expect(anywhere.route == "search")
        #expect(anywhere.lines.first == "route: search (any path)")
        #expect(anywhere.failure == "parameter 'q' is 'abc', expected Int")
    }

    /// A route of a group (whose matcher the plan calls) turned away by `when:` is named as one
    /// outside a group is: the path-only trace enters the group's matcher.
    @Test func explainNamesAGroupsRouteTurnedAwayByItsCondition() throws {
        let validated = try load(
            """
            version: 1.1
            schemes: [app]
            routes:
              media:
                path: /m/{id}
                query: { kind: String? }
                routes:
                  video: { path: /, when: { kind: video } }
                  nested: { path: /x, routes: { deep: { path: /, when: { kind: deep } } } }
            """)
        for (link, route, kind) in [
            ("app://m/3?kind=zz", "media.video", "video"), ("app://m/3/x", "media.nested.deep", "deep"),
        ] {
            let refused = Explainer.explain(link, in: validated)
            #expect(!refused.parses)
            guard case .noRoute(let noRoute)? = refused.findings.first else {
                Issue.record("\(link): \(refused.lines)")
                continue
            }
            #expect(noRoute.stop == nil, "\(refused.lines)")
            #expect(noRoute.turnedAway?.route == route)
            #expect(noRoute.turnedAway?.needs == "needs kind=\(kind) ('when:')")
        }
    }

    /// An explanation is values its printer, lint and `diff` read: the route, each condition, each
    /// value with its Swift type, the refusal's place and the verdicts, not only their lines.
    @Test func explainFindsValuesThePrinterSpells() throws {
        let validated = try load(manifest)
        let chosen = Explainer.explain("https://example.com/billing?ref=failed_payment", in: validated)
        #expect(chosen.findings.first == .route("manage", pattern: "/billing"))
        #expect(chosen.findings.contains(.conditions(["ref=failed_payment", "preview absent"])))
        guard case .apple(let verdict)? = chosen.findings.last else {
            Issue.record("no AASA verdict: \(chosen.findings)")
            return
        }
        #expect(verdict == .sends(component: "component 2 (\"/billing\", manage)") && verdict.sendsToApp)
        let searched = Explainer.explain("https://example.com/x?q=12", in: validated)
        #expect(searched.findings.contains(.value(name: "q", type: "Int", shown: "12")))
        let unmet = Explainer.explain("app://billing?ref=failed_payment&preview=1", in: validated)
        guard case .noRoute(let noRoute)? = unmet.findings.first else {
            Issue.record("no refusal: \(unmet.findings)")
            return
        }
        #expect(noRoute.stop == nil && noRoute.turnedAway?.route == "manage")
        #expect(unmet.findings.first?.isRefusal == true)
    }

    @Test func theAASAsQueryPatternsSayWhatTheParserReads() throws {
        let aasa = AppSiteAssociation(try load(manifest))
        #expect(aasa.components.map(\.path) == ["*", "/billing"])
        #expect(aasa.components[0].query == ["q": "?*"])
        // An absent item has no pattern: Apple reads it as empty, so the route comes after any that
        // needs the item.
        #expect(aasa.components[1].query == ["ref": "failed_payment"])
    }
}
