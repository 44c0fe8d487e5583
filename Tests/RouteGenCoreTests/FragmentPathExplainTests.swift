import Foundation
import RouteGenCore
import Testing

/// `explain` of routes chosen by the fragment's path: the route it reaches with its values, which
/// fragment a route needs when none fits, and the AASA component of each.
@Suite struct FragmentPathExplainTests {
    let manifest = """
        version: 1.1
        schemes: [app]
        hosts: [example.com]
        appIDs: [ABCDE12345.com.example.app]
        routes:
          user:
            path: /app
            fragment: "/@{name}"
          doc:
            path: /app
            fragment: "/docs/{id}"
            params: { id: Int }
            auth: true
        """

    @Test func explainReadsTheFragmentsPath() throws {
        let validated = try load(manifest)
        let user = Explainer.explain("https://example.com/app#/@ana%2Fb?via=x", in: validated)
        #expect(user.accepts("user"))
        #expect(user.lines.first == "route: user (/app#/@{name})")
        #expect(user.values["name"] == "\"ana/b\"")
        #expect(!user.lines.contains { $0.hasPrefix("context:") }, "the fragment is the route's")
        #expect(user.lines.contains("AASA: component 2 (\"/app\", user) sends it to the app"))
        let doc = Explainer.explain("app://app#/docs/x", in: validated)
        #expect(doc.route == "doc")
        #expect(doc.failure == "parameter '#id' is 'x', expected Int")
        #expect(doc.requiresAuth)
    }

    @Test func explainSaysWhichFragmentARouteNeeds() throws {
        let validated = try load(manifest)
        let none = Explainer.explain("app://app#/ana", in: validated)
        #expect(!none.parses)
        #expect(
            none.lines.first
                == "✗ no route matches '/app': route 'doc' matches it, but needs a fragment that fits "
                + "'#/docs/{id}' ('fragment:')")
        #expect(Explainer.explain("app://app", in: validated).failure == "no route matches '/app'")
    }

    @Test func theAASAHasAComponentPerFragmentsPath() throws {
        let validated = try load(manifest)
        let aasa = AppSiteAssociation(validated)
        let fragments = aasa.components.filter { $0.path == "/app" }.map(\.fragment)
        #expect(fragments == ["/docs/?*", "/@?*"])
    }
}

/// A literal of the fragment's path comes first, as a literal of the path does, wherever routes
/// are limited to hosts or chosen by `when:`.
@Suite struct FragmentPathOrderTests {
    let manifest = """
        version: 1.1
        schemes: [app]
        hosts: [example.com, admin.example.com]
        appIDs: [ABCDE12345.com.example.app]
        routes:
          anyUser: { path: /app, hosts: [admin.example.com], fragment: "/{user}", auth: true }
          welcome: { path: /app, fragment: "/welcome" }
          refd: { path: /app, fragment: "/{x}", when: { ref: present }, query: { ref: String } }
          about: { path: /app, fragment: "/about" }
        """

    @Test func aLiteralOfTheFragmentComesFirst() throws {
        let validated = try load(manifest)
        let cases = [
            ("https://admin.example.com/app#/welcome", "welcome"),
            ("https://example.com/app?ref=1#/about", "about"),
            ("https://admin.example.com/app#/bob", "anyUser"),
            ("https://example.com/app?ref=1#/bob", "refd"),
        ]
        for (url, route) in cases {
            #expect(Explainer.explain(url, in: validated).accepts(route), "\(url)")
        }
    }
}

/// `explain` names Android 15's dynamic rule that keeps a link its filters claim in the browser.
@Suite struct AndroidDynamicRuleExplainTests {
    @Test func explainNamesTheExcludingRule() throws {
        let validated = try load(
            """
            version: 1.1
            schemes: [app]
            hosts: [example.com]
            appIDs: [ABCDE12345.com.example.app]
            android: { package: com.example.app, fingerprints: ["\((0..<32).map { _ in "AB" }.joined(separator: ":"))"] }
            routes:
              go: { path: /go, query: { to: Route? } }
              one: { path: "/{a}" }
              confirm: { path: "/confirm/{code}", carriedOnly: true }
            """)
        let excluded = Explainer.explain("https://example.com/confirm/abc", in: validated)
        #expect(
            excluded.lines.contains {
                $0.hasPrefix("Android: the verified filter of 'example.com' claims it")
                    && $0.hasSuffix(
                        "on Android 15 and later the dynamic rule excluding '/confirm/?*' (confirm) keeps it in the browser"
                    )
            }, "\(excluded.lines)")
        let opened = Explainer.explain("https://example.com/x", in: validated)
        #expect(opened.lines.contains { $0.hasPrefix("Android:") && $0.hasSuffix("so the app opens it") })
    }
}
