import Foundation
@_spi(Generated) import RouteKit
import RouteKitTesting
import Testing
import WikiRoutes

/// A link is judged as a whole: the app's policy is asked about every screen it shows, from where
/// the outermost link came, and a link carried inside another reaches only what the link that
/// carries it may reach.
@MainActor @Suite struct WholeLinkTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    /// A policy written the natural way: one case refused, whatever shows it.
    struct NoAccountScreen: AccessPolicy {
        func decide(
            _ route: WikiRoute, for auth: AuthState, from provenance: LinkProvenance
        ) async
            -> AccessDecision
        {
            if case .account = route { return .denied(.missingPermissions(["account"])) }
            return await DefaultAccessPolicy().decide(route, for: auth, from: provenance)
        }
    }

    func router(
        _ policy: some AccessPolicy<WikiRoute>
    ) async -> (DeepLinkRouter<WikiRoute>, () -> [WikiRoute]) {
        let router = DeepLinkRouter<WikiRoute>(clock: TestClock(), policy: policy)
        var handled: [WikiRoute] = []
        await router.attach { handled.append($0) }
        router.signIn(user: "ana")
        return (router, { handled })
    }

    /// The policy refuses `account` however a link shows it: on its own, carried at either depth,
    /// on every scheme and host, and under a route whose plan shows it (`history`'s stack).
    @Test func thePolicyIsAskedAboutEveryScreenALinkShows() async throws {
        let (router, handled) = await router(NoAccountScreen())
        let links = [
            "https://wiki.example/account", "https://wiki.example/go?to=%2Faccount",
            "https://wiki.example/go?to=wikiapp%3A%2F%2Faccount",
            "wikiapp://go?to=%2Fgo%3Fto%3D%252Faccount", "https://wiki.example/welcome?next=%2Faccount",
            "https://wiki.example/history", "https://wiki.example/go?to=%2Fhistory",
        ]
        for link in links {
            let outcome = await router.open(URL(string: link)!)
            #expect(outcome == .rejected(.denied(.missingPermissions(["account"]))), "\(link)")
        }
        #expect(handled().isEmpty)
        // Nothing else is refused: the same links to another screen route.
        #expect(
            await router.open(URL(string: "https://wiki.example/go?to=%2Fsettings")!)
                == .routed(.go(to: .settings)))
        #expect(handled() == [.go(to: .settings)])
        // A route opened in code passes the same policy.
        #expect(await router.open(.go(to: .account)) == .rejected(.denied(.missingPermissions(["account"]))))
    }

    /// The policy sees each screen with where the link came from, and is asked again when a link
    /// deferred for sign-in is replayed.
    @Test func thePolicySeesTheProvenanceAndIsAskedAgainOnReplay() async throws {
        let policy = RecordingAccessPolicy<WikiRoute>()
        let clock = TestClock()
        let router = DeepLinkRouter<WikiRoute>(clock: clock, policy: policy)
        await router.attach { _ in }
        router.signOut()
        let link = URL(string: "https://wiki.example/go?to=%2Fhistory")!
        #expect(await router.open(link) == .deferred(.signInRequired))
        #expect(await policy.decisions.isEmpty, "sign-in is asked for before the policy")
        router.signIn(user: "ana")
        await router.advance(clock, by: router.settleDelay)
        let decisions = await policy.decisions
        #expect(decisions.map(\.route) == [.go(to: .history), .account, .history])
        #expect(decisions.allSatisfy { $0.provenance == LinkProvenance(source: .universalLink, url: link) })
        #expect(decisions.allSatisfy { $0.provenance.isWebLink && $0.auth == .signedIn(user: "ana") })
    }

    /// A route kept off the web (`universalLink: false`) opens from the app's schemes, also carried
    /// in one of their links, and from no web link: neither on its own nor carried in one, at any
    /// depth, whatever scheme the carried link is written on.
    @Test func aRouteKeptOffTheWebIsNotReachedThroughAWebLink() throws {
        #expect(try parse("wikiapp://debug/purge") == .purgeCache)
        #expect(try parse("wiki://wiki.example/debug/purge") == .purgeCache)
        #expect(try parse("wikiapp://go?to=%2Fdebug%2Fpurge") == .go(to: .purgeCache))
        #expect(try parse("wiki://wiki.example/go?to=wikiapp%3A%2F%2Fdebug%2Fpurge") == .go(to: .purgeCache))
        var refused = 0
        for link in [
            "https://wiki.example/debug/purge",
            "https://wiki.example/go?to=wikiapp%3A%2F%2Fdebug%2Fpurge",
            "https://wiki.example/go?to=wiki%3A%2F%2Fwiki.example%2Fdebug%2Fpurge",
            "http://wiki.example/go?to=wikiapp%3A%2F%2Fdebug%2Fpurge",
            "https://wiki.example/welcome?next=wikiapp%3A%2F%2Fdebug%2Fpurge",
            // Two deep: a web link carrying a scheme link carrying it.
            "https://wiki.example/go?to=" + RouteURLBuilder.encode("wikiapp://go?to=%2Fdebug%2Fpurge"),
            // And a scheme link carrying a web link carrying it.
            "wikiapp://go?to="
                + RouteURLBuilder.encode("https://wiki.example/go?to=wikiapp%3A%2F%2Fdebug%2Fpurge"),
        ] {
            #expect(throws: RouteError.self, "\(link)") { try parse(link) }
            refused += 1
        }
        #expect(refused == 7)
        // Its built links are on the schemes, and no web link carries it.
        #expect(WikiRoute.purgeCache.universalLink() == nil)
        #expect(WikiRoute.go(to: .purgeCache).universalLink() == nil)
        #expect(try parse(WikiRoute.go(to: .purgeCache).url.absoluteString) == .go(to: .purgeCache))
    }

    /// `schemes: []`: no link reaches the route, carried or not, on any scheme or host; the app
    /// opens it in code, through the router's checks.
    @Test func aRouteNoLinkReachesIsReachedByNone() async throws {
        var refused = 0
        for link in [
            "wikiapp://staff", "wiki://wiki.example/staff", "https://wiki.example/staff",
            "wikiapp://go?to=%2Fstaff", "https://wiki.example/go?to=wikiapp%3A%2F%2Fstaff",
            "wikiapp://welcome?next=%2Fstaff", WikiRoute.staffConsole.url.absoluteString,
            WikiRoute.go(to: .staffConsole).url.absoluteString,
        ] {
            #expect(throws: RouteError.self, "\(link)") { try parse(link) }
            refused += 1
        }
        #expect(refused == 8)
        #expect(WikiRoute.staffConsole.universalLink() == nil)
        let (router, handled) = await router(DefaultAccessPolicy())
        #expect(await router.open(.staffConsole) == .routed(.staffConsole))
        #expect(handled() == [.staffConsole])
    }

    /// `carriedOnly`: never a link on its own; a carried link is as easy to make, so the screen
    /// reads it as untrusted input — it opens signed out, from any link that carries it.
    @Test func aCarriedOnlyRouteOpensFromAnyLinkThatCarriesIt() async throws {
        #expect(
            try parse("https://wiki.example/go?to=%2Fconfirm%2Fabc") == .go(to: .confirmEmail(token: "abc")))
        #expect(throws: RouteError.notFound(path: "/confirm/abc")) {
            try parse("https://wiki.example/confirm/abc")
        }
    }

    /// A carried link whose escapes do not decode to UTF-8 is no link: a browser would read it
    /// otherwise, so it is refused, not read with U+FFFD.
    @Test func aCarriedLinkThatIsNotUTF8IsRefused() {
        var refused = 0
        for carried in ["%FF", "%2Farticles%2F%FF", "%2Fgo%3Fto%3D%FF", "%C3%28"] {
            let link = "https://wiki.example/go?to=" + carried
            #expect(throws: RouteError.self, "\(link)") { try parse(link) }
            if case .invalidParameter(let name, _, let expected)? = failure(link, as: WikiRoute.self) {
                #expect(name == "to" && expected == "a link", "\(link)")
            } else {
                Issue.record("\(link) is not refused as no link")
            }
            refused += 1
        }
        #expect(refused == 4)
    }

    /// A route type nests carried links as deep as the app writes them; a parser reads them two
    /// deep. Two deep round-trips; three deep is named as what no app opens, not a bare refusal.
    @Test func aLinkCarriedTooDeepIsNamedByRouteCheck() throws {
        try RouteCheck.roundTrip(WikiRoute.go(to: .go(to: .account)))
        let tooDeep = WikiRoute.go(to: .go(to: .go(to: .account)))
        #expect(throws: RouteCheckFailure.self) { try RouteCheck.roundTrip(tooDeep) }
        do {
            try RouteCheck.roundTrip(tooDeep)
        } catch {
            #expect(error.description.contains("carries links deeper than a parser reads"), "\(error)")
            #expect(error.description.contains("carry at most 2 links one inside another"), "\(error)")
        }
    }
}
