import Foundation
@_spi(Generated) import RouteKit
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
