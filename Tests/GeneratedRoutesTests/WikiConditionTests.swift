import Foundation
@_spi(Generated) import RouteKit
import Testing
import WikiRoutes

/// Routes chosen by a query item (`when:`): on one path, a route whose condition holds wins over
/// the plain one; a route on any path (`path: "*"`) is chosen by its item before any path is read.
/// An empty value counts as absent, as the AASA reads it.
@Suite struct QueryConditionTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func anItemsValueChoosesTheRoute() throws {
        #expect(try parse("https://wiki.example/settings?tab=privacy") == .privacySettings)
        #expect(try parse("wikiapp://settings?tab=privacy&x=1") == .privacySettings)
        #expect(try parse("wikiapp://settings?tab=priv%61cy") == .privacySettings)
        // The first item is the one read, as every reader reads a scalar item.
        #expect(try parse("wikiapp://settings?tab=privacy&tab=other") == .privacySettings)
        // A condition that does not hold leaves the plain route.
        #expect(try parse("wikiapp://settings") == .settings)
        #expect(try parse("wikiapp://settings?tab=other&tab=privacy") == .settings)
        #expect(try parse("wikiapp://settings?tab=PRIVACY") == .settings)
        #expect(try parse("wikiapp://settings?tab=privacy2") == .settings)
        #expect(try parse("wikiapp://settings?tab=%ZZprivacy") == .settings)
        #expect(try parse("wikiapp://settings?tabs=privacy") == .settings)
    }

    @Test func aPresentItemIsNeverOpenedAsThePlainRoute() throws {
        #expect(try parse("https://wiki.example/login?magic=t0k3n") == .magicSignIn(magic: "t0k3n"))
        #expect(try parse("wiki://wiki.example/login?next=1&magic=%2Fa") == .magicSignIn(magic: "/a"))
        #expect(try parse("https://wiki.example/login") == .signIn)
        // An empty value is absent: neither the AASA nor the parser reads it as a token.
        #expect(try parse("https://wiki.example/login?magic=") == .signIn)
        #expect(try parse("https://wiki.example/login?magic") == .signIn)
        #expect(
            WikiRoute.magicSignIn(magic: "a b").url.absoluteString == "wiki://wiki.example/login?magic=a%20b")
    }

    @Test func anItemChoosesARouteOnAnyPath() throws {
        #expect(try parse("https://wiki.example/articles/Rome?search=caesar") == .search(search: "caesar"))
        #expect(try parse("wikiapp://?search=a%26b") == .search(search: "a&b"))
        #expect(try parse("wiki://wiki.example/no/such/path?search=x") == .search(search: "x"))
        #expect(try parse("https://wiki.example/settings?tab=privacy&search=x") == .search(search: "x"))
        // Without it, the path decides.
        #expect(
            try parse("https://wiki.example/articles/Rome?searching=x")
                == .article(title: "Rome", section: nil))
        #expect(try parse("https://wiki.example/?search=") == .home)
        #expect(throws: RouteError.notFound(path: "/no/such/path")) {
            try parse("https://wiki.example/no/such/path?search=")
        }
        #expect(WikiRoute.search(search: "rome").url.absoluteString == "wiki://wiki.example/?search=rome")
        #expect(
            WikiRoute.search(search: "rome").universalLink()?.absoluteString
                == "https://wiki.example/?search=rome")
    }

    @Test func everyOtherItemLeavesOutTheItemsThatChooseARoute() throws {
        // `browse` forwards its link's other items, but never one that would make its link a search.
        let browse = WikiRoute.browse(genre: nil, filters: ["search": "x", "sort": "new"])
        #expect(browse.url.absoluteString == "wiki://wiki.example/browse?sort=new")
        #expect(try WikiRoute(url: browse.url) == .browse(genre: nil, filters: ["sort": "new"]))
    }

    /// Seeded links of each conditioned route round-trip through `url` and `universalLink()`, and the
    /// independent AASA matcher sends each universal link by the component of its own route.
    @Test func seededLinksRoundTripAndTheAASANamesTheirRoute() throws {
        let oracle = try AASAOracle(folder: repository.appendingPathComponent("Tests/Reference/wiki"))
        var r = RandomValues(seed: 25)
        var checked = 0
        for _ in 0..<300 {
            let token = r.string(minLength: 1)
            let routes: [(WikiRoute, String)] = [
                (.magicSignIn(magic: token), "magicSignIn"), (.search(search: token), "search"),
                (.privacySettings, "privacySettings"), (.settings, "settings"), (.signIn, "signIn"),
            ]
            for (route, name) in routes {
                #expect(try WikiRoute(url: route.url) == route, "\(route.url)")
                let universal = try #require(route.universalLink())
                #expect(try WikiRoute(url: universal) == route, "\(universal)")
                #expect(oracle.decide(universal)?.comment == name, "\(universal)")
                #expect(oracle.sendsToApp(universal))
                checked += 1
            }
        }
        #expect(checked == 1_500)
    }
}
