import Foundation
@_spi(Generated) import RouteKit
import Testing
import WikiRoutes

/// Hosts that carry a value (`{lang}.wiki.example`) and a host of its own (`click.wiki.example`,
/// exclusive): the route a link reaches depends on its host, the value comes from the host's first
/// label, and `url` and `universalLink(host:)` put it back.
@Suite struct HostValueTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func theHostsFirstLabelIsTheRoutesValue() throws {
        #expect(
            try parse("https://de.wiki.example/articles/Rom")
                == .translation(lang: .de, title: "Rom", section: nil))
        #expect(
            try parse("https://LA.M.Wiki.Example/articles/Roma#Historia")
                == .translation(lang: .la, title: "Roma", section: "Historia"))
        #expect(
            try parse("wiki://fr.wiki.example/articles/Paris")
                == .translation(lang: .fr, title: "Paris", section: nil))
        #expect(
            try parse("http://en.wiki.example/articles/Rome")
                == .translation(lang: .en, title: "Rome", section: nil))
        // The same path on a host without a value, or on a custom scheme, is the plain article.
        #expect(try parse("https://wiki.example/articles/Rome") == .article(title: "Rome", section: nil))
        #expect(try parse("wikiapp://articles/Rome") == .article(title: "Rome", section: nil))
        // Other routes are on the language hosts too.
        #expect(try parse("https://de.wiki.example/browse") == .browse(genre: nil, filters: [:]))
    }

    /// A host value is one label: a value over two (`en.blog` in `{lang}.wiki.example`) is no
    /// listed host, so a value never names another domain.
    @Test func aHostValueIsOneLabel() {
        var refused = 0
        for host in [
            "de.x.wiki.example", "x.de.wiki.example", "en.blog.users.wiki.example",
            "de.wiki.example.evil.example",
        ] {
            #expect(throws: RouteError.unknownHost(host), "\(host)") {
                try parse("https://\(host)/articles/Rome")
            }
            refused += 1
        }
        #expect(refused == 4)
        #expect(
            WikiRoute.userPage(user: "en.blog").universalLink() == nil,
            "a value that is no label is never built")
    }

    @Test func aHostValueThatFailsItsTypeIsAnError() {
        #expect(
            throws: RouteError.invalidParameter(
                name: "lang", value: "xx", expected: "Language (en, de, fr or la)")
        ) {
            try parse("https://xx.wiki.example/articles/Rome")
        }
        #expect(
            throws: RouteError.invalidParameter(
                name: "lang", value: "www", expected: "Language (en, de, fr or la)")
        ) {
            try parse("https://www.m.wiki.example/articles/Rome")
        }
        // An internationalized label is read in its IDNA form, which no language is.
        #expect(
            throws: RouteError.invalidParameter(
                name: "lang", value: "xn--dtsch-kva", expected: "Language (en, de, fr or la)")
        ) {
            try parse("https://d%C3%BCtsch.wiki.example/articles/Rome")
        }
    }

    @Test func aHostValueNeverLetsAForeignHostIn() {
        for text in [
            "https://en.wiki.example.evil.example/articles/Rome",
            "https://en.evil.wiki.example/articles/Rome",
            "https://evil.example/en.wiki.example/articles/Rome",
            "https://en%2Eevil.wiki.example/articles/Rome",
            "https://.wiki.example/articles/Rome", "https://wiki.example.m.wiki.example.evil/articles/Rome",
            "wiki://en.evil.wiki.example/articles/Rome", "wiki://de%2Ewiki.example/articles/Rome",
            "https://en.m.m.wiki.example/articles/Rome",
        ] {
            #expect(throws: RouteError.self, "\(text)") { try parse(text) }
        }
        #expect(throws: RouteError.unknownHost("en.wiki.example.evil.example")) {
            try parse("https://en.wiki.example.evil.example/articles/Rome")
        }
        #expect(throws: RouteError.unknownHost("evil.example")) {
            try parse("https://en.wiki.example@evil.example/articles/Rome")
        }
    }

    @Test func anExclusiveHostServesOnlyItsRoutes() throws {
        #expect(try parse("https://click.wiki.example/articles/Rome") == .click(target: "articles/Rome"))
        #expect(try parse("https://click.wiki.example/") == .click(target: ""))
        #expect(try parse("wiki://click.wiki.example/go?to=x") == .click(target: "go"))
        // The click route is on that host only; a custom scheme's link carries no host.
        #expect(throws: RouteError.notFound(path: "/x/y")) { try parse("wikiapp://x/y") }
        #expect(throws: RouteError.notFound(path: "/x/y")) { try parse("https://wiki.example/x/y") }
    }

    @Test func linksAreBuiltOnTheRoutesHostWithItsValue() throws {
        let de = WikiRoute.translation(lang: .de, title: "Köln", section: nil)
        #expect(de.url.absoluteString == "wiki://de.wiki.example/articles/K%C3%B6ln")
        #expect(de.universalLink()?.absoluteString == "https://de.wiki.example/articles/K%C3%B6ln")
        // Another host of the route takes the route's value; a host the route is not on gives none.
        #expect(
            de.universalLink(host: "en.m.wiki.example")?.absoluteString
                == "https://de.m.wiki.example/articles/K%C3%B6ln")
        #expect(de.universalLink(host: "wiki.example") == nil)
        #expect(de.universalLink(host: "click.wiki.example") == nil)
        let click = WikiRoute.click(target: "a/b")
        #expect(click.url.absoluteString == "wiki://click.wiki.example/a/b")
        #expect(click.universalLink()?.absoluteString == "https://click.wiki.example/a/b")
        #expect(click.universalLink(host: "wiki.example") == nil)
        // A route on every host but the exclusive one.
        let home = WikiRoute.home
        #expect(home.universalLink(host: "click.wiki.example") == nil)
        #expect(home.universalLink(host: "fr.wiki.example")?.absoluteString == "https://fr.wiki.example/")
        #expect(home.universalLink(host: "evil.example") == nil)
        // Where a route limited to the host takes the link, the plain route is not reached.
        #expect(WikiRoute.article(title: "Rome", section: nil).universalLink(host: "en.wiki.example") == nil)
    }

    /// Seeded routes on every host round-trip through `url` and `universalLink(host:)` on each of
    /// their hosts, and the independent AASA matcher sends each link by its own route's component
    /// in the file that host serves.
    @Test func seededLinksRoundTripOnEveryHost() throws {
        let oracle = try AASAOracle(folder: repository.appendingPathComponent("Tests/Reference/wiki"))
        var r = RandomValues(seed: 2_025)
        let hosts = ["wiki.example", "en.wiki.example", "la.m.wiki.example", "click.wiki.example"]
        var checked = 0
        for _ in 0..<300 {
            let lang = r.element(WikiRoute.Language.allCases)
            let title = r.segment()
            let routes: [WikiRoute] = [
                .translation(lang: lang, title: title, section: r.optional { $0.string(minLength: 1) }),
                .click(target: r.rest()), .article(title: title, section: nil), .home,
            ]
            for route in routes {
                #expect(try WikiRoute(url: route.url) == route, "\(route.url)")
                for host in hosts {
                    guard let link = route.universalLink(host: host) else {
                        #expect(
                            !(route.name == "translation"
                                && ["en.wiki.example", "la.m.wiki.example"].contains(host)))
                        continue
                    }
                    #expect(try WikiRoute(url: link) == route, "\(link)")
                    #expect(oracle.decide(link)?.comment == route.name, "\(link)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 300 * 6)
    }
}

/// A group on the hosts that carry a value: its routes share the value, read from the host, and
/// build it back.
@Suite struct HostValueGroupTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func aGroupSharesItsHostsValue() throws {
        #expect(try parse("https://fr.wiki.example/portal") == .portal(lang: .fr, .overview))
        #expect(
            try parse("https://la.m.wiki.example/portal/Roma") == .portal(lang: .la, .topic(topic: "Roma")))
        #expect(try parse("wiki://de.wiki.example/portal/") == .portal(lang: .de, .overview))
        #expect(
            throws: RouteError.invalidParameter(
                name: "lang", value: "www", expected: "Language (en, de, fr or la)")
        ) {
            try parse("https://www.wiki.example/portal/Roma")
        }
        // The group is on those hosts only.
        #expect(throws: RouteError.notFound(path: "/portal")) { try parse("https://wiki.example/portal") }
        #expect(throws: RouteError.notFound(path: "/portal/x")) { try parse("wikiapp://portal/x") }
        let topic = WikiRoute.portal(lang: .de, .topic(topic: "Köln"))
        #expect(topic.url.absoluteString == "wiki://de.wiki.example/portal/K%C3%B6ln")
        #expect(
            topic.universalLink(host: "en.m.wiki.example")?.absoluteString
                == "https://de.m.wiki.example/portal/K%C3%B6ln")
        #expect(topic.universalLink(host: "wiki.example") == nil)
        #expect(topic.name == "portal.topic")
        for route: WikiRoute in [topic, .portal(lang: .en, .overview)] {
            #expect(try WikiRoute(url: route.url) == route)
            #expect(try WikiRoute(url: route.universalLink()!) == route)
        }
    }
}

/// `{ name: wikiapp, host: optional }`: a link on the scheme names a screen by its host
/// (`wikiapp://browse`), as a plain scheme's does, or carries a listed host first and mirrors the
/// web link (`wikiapp://de.wiki.example/articles/Rom`); a host that is not listed, as written, is
/// never a web host, only a first segment that no route has.
@Suite struct OptionalHostSchemeTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func aLinkNamesAScreenOrMirrorsAWebLink() throws {
        #expect(try parse("wikiapp://browse") == .browse(genre: nil, filters: [:]))
        #expect(try parse("wikiapp://articles/Rome") == .article(title: "Rome", section: nil))
        // The web link's host first: the same route as on https, host values and own hosts too.
        var mirrored = 0
        for web in [
            "https://wiki.example/articles/Rome", "https://de.wiki.example/articles/Rom",
            "https://WIKI.example/browse?genre=3", "https://click.wiki.example/getting-started/faq",
            "https://fr.m.wiki.example/portal", "https://ana.users.wiki.example/",
        ] {
            let scheme = "wikiapp" + web.dropFirst("https".count)
            #expect(try parse(scheme) == parse(web), "\(scheme)")
            mirrored += 1
        }
        #expect(mirrored == 6)
        // Links are built on the first scheme, which carries the host.
        #expect(
            WikiRoute.article(title: "Rome").url.absoluteString == "wiki://wiki.example/articles/Rome")
        // A route on some hosts only is not a screen of the scheme.
        #expect(throws: RouteError.notFound(path: "/portal")) { try parse("wikiapp://portal") }
    }

    /// A host that is not listed as written reads as a first segment, which no route has: never a
    /// route of the web host it spells, nor one of a host-limited route.
    @Test(arguments: [
        "wikiapp://evil.com/articles/x", "wikiapp://wiki%2Eexample/articles/x",
        "wikiapp://wiki.example.evil.com/",
        "wikiapp://en.evil.wiki.example/articles/x", "wikiapp://click.wiki.example.evil.com/faq",
        "wikiapp://evil.com%2F.wiki.example/", "wikiapp://xwiki.example/",
        "wikiapp://wiki.example./articles/x",
    ])
    func aHostNotListedIsNoWebHost(_ text: String) {
        let error = #expect(throws: RouteError.self, "\(text)") { try WikiRoute(url: URL(string: text)!) }
        guard case .notFound? = error else {
            Issue.record("\(text): \(String(describing: error)), not notFound (a first segment no route has)")
            return
        }
    }

    /// What a web link's host cannot have, a custom scheme's cannot either.
    @Test(arguments: ["wikiapp://evil.com@wiki.example/browse", "wikiapp://wiki.example:443/browse"])
    func userInfoAndPortsAreRefused(_ text: String) {
        #expect(throws: RouteError.self, "\(text)") { try WikiRoute(url: URL(string: text)!) }
    }
}
