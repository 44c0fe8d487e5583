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
