import Foundation
@_spi(Generated) import RouteKit
import RouteKitTesting
import Testing
import WikiRoutes

/// `reach: [wikiapp, wiki.example]` (wiki's `offline`): a scheme and a host meet, so only
/// `wikiapp://wiki.example/…` reaches the route — not the web, not the other scheme, not another
/// host, not a screen link — whether the link is opened or carried inside another link.
@Suite struct WikiReachTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func onlyTheSchemeOnTheHostReachesIt() throws {
        #expect(try parse("wikiapp://wiki.example/offline/Rome") == .offline(title: "Rome"))
        #expect(try parse("WIKIAPP://wiki.example/offline/Rome") == .offline(title: "Rome"))
        let refused = [
            "https://wiki.example/offline/Rome",  // the web
            "http://wiki.example/offline/Rome",  // http, which the app reads as the web
            "wiki://wiki.example/offline/Rome",  // the other scheme that carries the host
            "wikiapp://en.wiki.example/offline/Rome",  // another listed host
            "wikiapp://offline/Rome",  // the scheme's screen link, which carries no host
        ]
        for link in refused {
            #expect(throws: RouteError.self, "\(link)") { try parse(link) }
        }
        #expect(refused.count >= 5)
    }

    @Test func itsLinkIsBuiltOnTheSchemeAndHost() throws {
        let route = WikiRoute.offline(title: "Rome")
        #expect(route.url.absoluteString == "wikiapp://wiki.example/offline/Rome")
        #expect(try WikiRoute(url: route.url) == route)
    }

    /// A carried link is never more trusted than the link that carries it: from a web link, or one
    /// on the other scheme, the route is not reached, whether the carried link names the scheme or is
    /// a path; a path carried in a screen link has no host.
    @Test func carriedOnlyFromTheScheme() throws {
        let full = "wikiapp://wiki.example/offline/Rome".addingPercentEncoding(
            withAllowedCharacters: .alphanumerics)!
        let path = "/offline/Rome".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let reached = [
            "wikiapp://wiki.example/go?to=\(full)", "wikiapp://wiki.example/go?to=\(path)",
            "wikiapp://go?to=\(full)",
        ]
        for link in reached {
            #expect(try parse(link) == .go(to: .offline(title: "Rome")), "\(link)")
        }
        let refused = [
            "https://wiki.example/go?to=\(full)", "https://wiki.example/go?to=\(path)",
            "wiki://wiki.example/go?to=\(full)", "wiki://wiki.example/go?to=\(path)",
            "wikiapp://go?to=\(path)",
        ]
        for link in refused {
            #expect(throws: RouteError.self, "\(link)") { try parse(link) }
        }
        #expect(reached.count + refused.count >= 8)
    }
}

/// `reach: [anyHost]` (wiki's `mirror`): a content link the app opens itself is read on any host
/// for that route alone; the parser of links from outside still reads the listed hosts only, and
/// the AASA and Android's filters name none but those.
@MainActor @Suite struct WikiContentLinkTests {
    func content(_ text: String) throws(RouteError) -> WikiRoute {
        try WikiRoute(contentLink: URL(string: text)!)
    }

    @Test func aContentLinkReachesTheRouteOnAnyHost() throws {
        let cases: [(String, WikiRoute)] = [
            ("https://mirror.example.org/mirror/Rome", .mirror(title: "Rome")),
            ("https://MIRROR.example.org./mirror/Rome", .mirror(title: "Rome")),
            ("https://xn--mirr-ora.example/mirror/Rome", .mirror(title: "Rome")),
            // On a listed host, a content link reads as any link.
            ("https://wiki.example/mirror/Rome", .mirror(title: "Rome")),
            ("https://wiki.example/articles/Rome", .article(title: "Rome")),
        ]
        for (link, route) in cases {
            #expect(try content(link) == route, "\(link)")
        }
        // From outside, no other host is read.
        #expect(throws: RouteError.unknownHost("mirror.example.org")) {
            try WikiRoute(url: URL(string: "https://mirror.example.org/mirror/Rome")!)
        }
        #expect(cases.count >= 5)
    }

    /// Every other route is on the listed hosts only, content link or not; and a content link is
    /// still a web link: no port but 443, no user info, no custom scheme's host form.
    @Test func noOtherRouteAndNoOtherSpellingOnAnotherHost() throws {
        let refused = [
            "https://mirror.example.org/articles/Rome", "https://mirror.example.org/",
            "https://mirror.example.org/app#/@ana", "https://mirror.example.org/search?search=x",
            "https://mirror.example.org/go?to=%2Fmirror%2FRome", "https://mirror.example.org:444/mirror/Rome",
            "https://ana@mirror.example.org/mirror/Rome", "https://[::1]/mirror/Rome",
            "wiki://mirror.example.org/mirror/Rome", "https://mirror/mirror/Rome",
            // No address, nor what is no domain name.
            "https://127.0.0.1/mirror/Rome", "https://127.1/mirror/Rome", "https://0x7f.1/mirror/Rome",
            "https://a..b/mirror/Rome", "https://-a.b-/mirror/Rome", "https://./mirror/Rome",
            "https://mirror.example.org../mirror/Rome",
        ]
        for link in refused {
            #expect(throws: RouteError.self, "\(link)") { try content(link) }
        }
        #expect(refused.count >= 17)
    }

    /// A link carried inside another is read as links from outside are: never on a host the app
    /// does not list, whichever link carries it.
    @Test func aCarriedLinkIsNeverReadOnAnotherHost() throws {
        let carried = "https://mirror.example.org/mirror/Rome".addingPercentEncoding(
            withAllowedCharacters: .alphanumerics)!
        for carrier in ["https://wiki.example/go?to=", "wikiapp://go?to="] {
            #expect(throws: RouteError.self) { try WikiRoute(url: URL(string: carrier + carried)!) }
            #expect(throws: RouteError.self) { try content(carrier + carried) }
        }
    }

    /// The router reads a ``LinkSource/content`` link as a content link, and tells the policy it
    /// is a web link.
    @Test func theRouterOpensContentLinks() async throws {
        struct Recording: AccessPolicy {
            let seen: @MainActor (LinkProvenance) -> Void
            func decide(
                _ route: WikiRoute, for auth: AuthState, from provenance: LinkProvenance
            ) async
                -> AccessDecision
            {
                await seen(provenance)
                return await DefaultAccessPolicy().decide(route, for: auth, from: provenance)
            }
        }
        var provenances: [LinkProvenance] = []
        let router = DeepLinkRouter<WikiRoute>(
            clock: TestClock(), policy: Recording { provenances.append($0) })
        var handled: [WikiRoute] = []
        await router.attach { handled.append($0) }
        router.signIn(user: "ana")
        let url = URL(string: "https://mirror.example.org/mirror/Rome")!
        #expect(await router.open(url, source: .content) == .routed(.mirror(title: "Rome")))
        #expect(handled == [.mirror(title: "Rome")])
        #expect(provenances.map(\.source) == [.content] && provenances.allSatisfy(\.isWebLink))
        // Opened as a universal link or a URL, it is refused.
        for source in [LinkSource.universalLink, .url, .notification] {
            if case .routed = await router.open(url, source: source) { Issue.record("\(source) opened it") }
        }
        #expect(handled.count == 1)
    }
}

extension WikiContentLinkTests {
    /// The route's universal links are on the listed hosts alone, and no AASA or intent filter
    /// names another: a content link is never a universal link.
    @Test func contentLinksAreNeverUniversalLinks() throws {
        let route = WikiRoute.mirror(title: "Rome")
        #expect(route.universalLink(host: "mirror.example.org") == nil)
        #expect(
            route.universalLink(host: "wiki.example")?.absoluteString == "https://wiki.example/mirror/Rome")
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Reference/wiki").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let written = try files.filter { $0.hasPrefix("apple-app-site-association") || $0.hasSuffix(".xml") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        #expect(written.count >= 7)
        #expect(!written.contains { $0.contains("mirror.example") || $0.contains("anyHost") })
        #expect(!files.contains { $0.contains("mirror.example") })
    }
}
