import Foundation
import RouteGenCore
import Testing

/// `explain` of a link whose path a route takes but whose other parts it does not: each test of
/// the route's return in the plan (scheme-only, carried only, hosts, schemes, `when:`, a fragment's
/// path) turns the link away in its own words, and the links that meet them all reach the route.
@Suite struct TurnedAwayExplainTests {
    let manifest = """
        version: 1.1
        enum: AppRoute
        schemes: [app, wallet]
        hosts: [example.com, { name: admin.example.com, exclusive: true }]
        appIDs: [ABCDE12345.com.example.app]
        routes:
          next: { path: /next, query: { to: AppRoute? } }
          settings: { path: /settings, universalLink: false }
          welcome: { path: /welcome, carriedOnly: true }
          console: { path: /console, hosts: [admin.example.com] }
          pass: { path: /pass, schemes: [wallet] }
          billing: { path: /billing, when: { ref: failed_payment } }
          profile: { path: /app, fragment: "/@{user}" }
        """

    struct Case: CustomTestStringConvertible, Sendable {
        /// A link the route turns away, and the path explain reads of it.
        var refused: String
        var path: String
        var reason: String
        /// A link that meets the route's tests.
        var reaches: String
        /// The route that turns `refused` away.
        var route: String
        /// The route `reaches` reaches: `route`, or one that carries it.
        var reached: String? = nil
        var testDescription: String { refused }
    }

    static let cases = [
        Case(
            refused: "https://example.com/settings", path: "/settings",
            reason: "is scheme-only (universalLink: false)",
            reaches: "app://settings", route: "settings"),
        Case(
            refused: "app://welcome", path: "/welcome",
            reason: "is reached only inside another link (carriedOnly)",
            reaches: "app://next?to=app%3A%2F%2Fwelcome", route: "welcome", reached: "next"),
        Case(
            refused: "https://example.com/console", path: "/console",
            reason: "is reached on 'admin.example.com', not 'example.com'",
            reaches: "https://admin.example.com/console", route: "console"),
        Case(
            refused: "app://pass", path: "/pass", reason: "is reached on 'wallet:' links only ('schemes:')",
            reaches: "wallet://pass", route: "pass"),
        Case(
            refused: "app://billing?ref=other", path: "/billing",
            reason: "needs ref=failed_payment ('when:')",
            reaches: "app://billing?ref=failed_payment", route: "billing"),
        Case(
            refused: "app://app#/ana", path: "/app",
            reason: "needs a fragment that fits '#/@{user}' ('fragment:')",
            reaches: "app://app#/@ana", route: "profile"),
    ]

    /// Of several tests a link fails, the one it can least be changed to meet is named: where it
    /// is before what it carries, before how it is opened.
    @Test func ofSeveralTheLinksPlaceIsNamedFirst() throws {
        let validated = try load(
            """
            version: 1.1
            enum: AppRoute
            schemes: [app, wallet]
            hosts: [example.com, { name: admin.example.com, exclusive: true }]
            appIDs: [ABCDE12345.com.example.app]
            routes:
              next: { path: /next, query: { to: AppRoute? } }
              hidden: { path: /hidden, carriedOnly: true, hosts: [admin.example.com] }
              pass: { path: /pass, schemes: [wallet], carriedOnly: true }
              settings: { path: /settings, universalLink: false }
              billing: { path: /billing, when: { ref: failed }, carriedOnly: true }
            """)
        let expected = [
            "https://example.com/hidden": "route 'hidden' matches it, but is reached on 'admin.example.com'",
            "app://pass": "route 'pass' matches it, but is reached on 'wallet:' links only",
            "https://admin.example.com/settings": "route 'settings' matches it, but is reached on hosts",
            "app://billing": "route 'billing' matches it, but needs ref=failed",
        ]
        for (link, reason) in expected {
            let line = Explainer.explain(link, in: validated).lines.first ?? ""
            #expect(line.contains(reason), "\(link): \(line)")
        }
    }

    @Test(arguments: cases)
    func aRouteThatTakesThePathSaysWhichTestTurnedTheLinkAway(_ example: Case) throws {
        let validated = try load(manifest)
        let refused = Explainer.explain(example.refused, in: validated)
        #expect(!refused.parses)
        #expect(refused.route == nil)
        #expect(
            refused.lines.first
                == "✗ no route matches '\(example.path)': route '\(example.route)' matches it, but \(example.reason)"
        )
        let reached = Explainer.explain(example.reaches, in: validated)
        #expect(reached.parses, "\(reached.lines)")
        #expect(reached.route == example.reached ?? example.route)
    }
}

/// A host's value is a DNS label, as RouteKit's reader reads it, whatever the route's pattern
/// accepts: explain refuses `a_b` where the parser does.
@Suite struct HostValueExplainTests {
    @Test func aHostValueThatIsNoLabelIsRefused() throws {
        let validated = try load(
            """
            version: 1.1
            enum: AppRoute
            hosts: ["{v}.example.com"]
            appIDs: [ABCDE12345.com.example.app]
            routes:
              home: { path: /, hosts: ["{v}.example.com"], params: { v: { type: String, pattern: ".+" } } }
            """)
        let label = Explainer.explain("https://a-b.example.com/", in: validated)
        #expect(label.parses && label.values["v"] == "\"a-b\"", "\(label.lines)")
        for host in ["a_b", "a%5Fb"] {
            let refused = Explainer.explain("https://\(host).example.com/", in: validated)
            #expect(!refused.parses, "\(refused.lines)")
            #expect(refused.error == .invalidParameter(name: "v", value: "a_b", expected: "String"))
        }
    }
}

/// `explain` tells the whole link as the router judges it: where it came from, and every route it
/// shows with the presentation the runtime uses, its reach and what it needs.
@Suite struct WholeLinkExplainTests {
    let manifest = """
        version: 1.1
        enum: TrailRoute
        schemes: [trailhead]
        hosts: [trailhead.app]
        appIDs: [ABCDE12345.app.trailhead]
        routes:
          go: { path: /go, query: { to: TrailRoute? } }
          trail: { path: "/trails/{id}", params: { id: Int } }
          share: { path: "/trails/{id}/share", params: { id: Int }, stack: [trail], presentation: sheet }
          reset: { path: /debug/reset, universalLink: false, auth: true }
        """

    @Test func aCarriedRouteIsShownAsTheRuntimeShowsIt() throws {
        let validated = try load(manifest)
        let explained = Explainer.explain("https://trailhead.app/go?to=%2Ftrails%2F3%2Fshare", in: validated)
        #expect(explained.parses)
        // The router shows the carried route's sheet over its stack, not `go`'s push.
        #expect(explained.lines.contains("auth: none; shown: sheet over trail, as share, which it carries"))
        #expect(explained.shows.map(\.route) == ["go", "share", "trail"])
        #expect(explained.shows.map(\.role) == ["the link's route", "carried in go", "in share's stack"])
        #expect(
            explained.lines.contains {
                $0.hasPrefix("from: a web link on trailhead.app; every route it shows, carried ones too,")
            })
        #expect(
            explained.lines.contains(
                "shows share (carried in go): sheet over trail; reached by the web, 'trailhead:'; needs no sign-in"
            ))
    }

    @Test func aCarriedLinkTurnedAwaySaysWhy() throws {
        let validated = try load(manifest)
        let refused = Explainer.explain(
            "https://trailhead.app/go?to=trailhead%3A%2F%2Fdebug%2Freset", in: validated)
        #expect(!refused.parses)
        #expect(
            refused.lines.contains(
                "  the carried link: ✗ no route matches '/debug/reset': route 'reset' matches it, but is not "
                    + "reached from a web link, which carries this one (it is reached by 'trailhead:' links only)"
            ))
        let reached = Explainer.explain("trailhead://go?to=%2Fdebug%2Freset", in: validated)
        #expect(reached.parses && reached.shows.map(\.route) == ["go", "reset"])
        #expect(reached.shows.last?.requiresAuth == true)
    }
}

/// What a reviewer found: reach follows `hosts:` (a route on some hosts has no plain scheme's
/// links), explain shows what the runtime shows and names the test that turned a link away.
@Suite struct ReachReviewTests {
    let manifest = """
        version: 1.1
        enum: AppRoute
        schemes: [app, { name: scan, form: path }]
        hosts: [shop.example.com, other.example.com]
        appIDs: [ABCDE12345.com.example.app]
        routes:
          go: { path: /go, query: { a: AppRoute?, b: AppRoute? } }
          checkout: { path: /checkout, hosts: [shop.example.com] }
          cart: { path: /cart, shows: checkout }
          share: { path: /share, presentation: sheet }
          hidden: { path: /hidden, schemes: [] }
          behind: { path: /behind, stack: [hidden] }
          scanned: { path: "*", schemes: [scan] }
        """

    @Test func aRouteOnSomeHostsIsReachedByNoPlainSchemesLink() throws {
        let validated = try load(manifest)
        let checkout = try #require(validated.allRoutes.first { $0.route.name == "checkout" }?.route)
        #expect(checkout.reach == RouteReach(web: true, schemes: []))
        // Nor a route that shows it, nor a link a plain scheme's link carries.
        let cart = Explainer.explain("app://cart", in: validated)
        #expect(!cart.parses)
        #expect(
            cart.lines.first?.hasSuffix("is reached by the web links only, as its plan shows 'checkout'")
                == true)
        #expect(Explainer.explain("https://shop.example.com/cart", in: validated).parses)
        #expect(
            !Explainer.explain("app://go?a=https%3A%2F%2Fshop.example.com%2Fcheckout", in: validated).parses)
        #expect(Explainer.explain("https://shop.example.com/go?a=%2Fcheckout", in: validated).parses)
    }

    @Test func aRouteShowsTheLinkInItsFirstCarriedItemOnly() throws {
        let validated = try load(manifest)
        // `go` shows what `a` carries; with `b` alone it is pushed itself, as its `navigation` says.
        let second = Explainer.explain("app://go?b=%2Fshare", in: validated)
        #expect(second.lines.contains("auth: none; shown: push"), "\(second.lines)")
        let first = Explainer.explain("app://go?a=%2Fshare", in: validated)
        #expect(
            first.lines.contains("auth: none; shown: sheet, as share, which it carries"), "\(first.lines)")
    }

    @Test func aRefusalNamesTheTestThatTurnedTheLinkAway() throws {
        let validated = try load(manifest)
        let line = { (url: String) in Explainer.explain(url, in: validated).lines.first ?? "" }
        #expect(
            line("app://hidden").hasSuffix(
                "route 'hidden' matches it, but no link reaches it ('schemes: []')"))
        #expect(line("https://shop.example.com/hidden").hasSuffix("no link reaches it ('schemes: []')"))
        #expect(
            line("app://behind").hasSuffix(
                "route 'behind' matches it, but no link reaches it, as its plan shows 'hidden'"))
        // A route on any path of a scheme, carried from another: the carried link says so.
        let carried = Explainer.explain("app://go?a=scan%3A%2Fzzz", in: validated)
        #expect(
            carried.lines.contains(
                "  the carried link: ✗ no route matches '/zzz': route 'scanned' matches it, but is not reached "
                    + "from a link on 'app:', which carries this one (it is reached by 'scan:' links only)"),
            "\(carried.lines)")
        // Two deep: each carried link says why.
        let deep = Explainer.explain(
            "app://go?a=" + "https%3A%2F%2Fshop.example.com%2Fgo%3Fa%3Dapp%253A%252F%252Fhidden",
            in: validated)
        #expect(deep.lines.filter { $0.contains("the carried link: ") }.count == 2, "\(deep.lines)")
    }

    /// A route on an `optionalHost` scheme alone takes its screen links: a link on the scheme that
    /// names a host is turned away for that, not for its scheme.
    @Test func aLinkThatNamesAHostOnAScreenSchemeIsToldSo() throws {
        let validated = try load(
            """
            version: 1.2
            schemes: [app, { sgnl: optionalHost }]
            hosts: [example.com]
            apple: { apps: [ABCDE12345.com.example.app] }
            routes:
              home: { path: / }
              gos: { path: /gos, reach: [sgnl] }
            """)
        #expect(Explainer.explain("sgnl://gos", in: validated).route == "gos")
        let hosted = Explainer.explain("sgnl://example.com/gos", in: validated).lines.first ?? ""
        let screenOnly = "'sgnl:' links only ('reach:'), those that name a screen, not a host"
        #expect(hosted.contains(screenOnly), "\(hosted)")
        let web = Explainer.explain("https://example.com/gos", in: validated).lines.first ?? ""
        #expect(web.contains("'sgnl:' links only ('reach:')") && !web.contains("name a screen"), "\(web)")
    }

    /// A route no link reaches (`reach: []`) may stand in a group on some hosts: it asks nothing of
    /// them, and is turned away on them.
    @Test func aRouteNoLinkReachesMayStandInAGroupOnHosts() throws {
        let validated = try load(
            """
            version: 1.2
            schemes: [app]
            hosts: [example.com, other.example]
            apple: { apps: [ABCDE12345.com.example.app] }
            routes:
              home: { path: / }
              g:
                path: /g
                reach: [other.example]
                routes:
                  hidden: { path: /h, reach: [] }
                  shown: { path: /s }
            """)
        #expect(Explainer.explain("https://other.example/g/s", in: validated).route == "g.shown")
        let hidden = Explainer.explain("https://other.example/g/h", in: validated)
        #expect(hidden.route == nil)
        #expect((hidden.lines.first ?? "").contains("no link reaches it ('reach: []')"))
    }
}
