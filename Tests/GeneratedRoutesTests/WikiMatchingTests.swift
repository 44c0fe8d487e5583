import Foundation
@_spi(Generated) import RouteKit
import Testing
import WikiModels
import WikiRoutes

/// A scheme that carries the web host first (`{ name: wiki, host: true }`): its links read as the
/// web link does, only on the listed hosts, and `url` builds that form.
@Suite struct HostFormSchemeTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func theHostComesBeforeThePath() throws {
        #expect(try parse("wiki://wiki.example/articles/Rome") == .article(title: "Rome", section: nil))
        #expect(try parse("WIKI://WIKI.Example/articles/Rome") == .article(title: "Rome", section: nil))
        #expect(try parse("wiki://wiki.example/") == .home)
        #expect(try parse("wiki://wiki.example") == .home)
        #expect(
            try parse("wiki://wiki.example/books/b1/chapters?x=1#3") == .chapter(book: "b1", chapter: 3))
        // The other scheme keeps its host as the first segment.
        #expect(try parse("wikiapp://articles/Rome") == .article(title: "Rome", section: nil))
    }

    @Test func aHostThatIsNotListedIsRefused() {
        #expect(throws: RouteError.unknownHost("articles")) { try parse("wiki://articles/Rome") }
        #expect(throws: RouteError.unknownHost("")) { try parse("wiki:///articles/Rome") }
        #expect(throws: RouteError.unknownHost("evil.example")) {
            try parse("wiki://evil.example/articles/Rome")
        }
        #expect(throws: RouteError.unknownHost("wiki.example.evil.example")) {
            try parse("wiki://wiki.example.evil.example/")
        }
        #expect(throws: RouteError.unknownHost("xwiki.example")) { try parse("wiki://xwiki.example/") }
        #expect(throws: RouteError.malformedURL(reason: "a custom-scheme link has no user info or port")) {
            try parse("wiki://wiki.example@evil.example/")
        }
        #expect(throws: RouteError.malformedURL(reason: "a custom-scheme link has no user info or port")) {
            try parse("wiki://wiki.example:443/")
        }
        #expect(throws: RouteError.self) { try parse("wiki://[::1]/articles/Rome") }
    }

    @Test func urlBuildsTheHostForm() throws {
        #expect(WikiRoute.home.url.absoluteString == "wiki://wiki.example/")
        let dotted = WikiRoute.article(title: "en.example.org", section: nil)
        #expect(dotted.url.absoluteString == "wiki://wiki.example/articles/en.example.org")
        #expect(try WikiRoute(url: dotted.url) == dotted)
    }
}

/// A `[String: String]` query item takes every item the route and the context do not read, and
/// builds them back in the order of their names.
@Suite struct OtherQueryItemsTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func everyOtherItemIsForwarded() throws {
        #expect(
            try parse("wikiapp://browse?sort=new&genre=3&lang=de&utm_source=mail")
                == .browse(genre: 3, filters: ["sort": "new", "lang": "de"]))
        #expect(try parse("wikiapp://browse") == .browse(genre: nil, filters: [:]))
        #expect(
            try parse("wikiapp://browse?a=1&a=2&b&c%20d=%C3%A9")
                == .browse(genre: nil, filters: ["a": "1", "b": "", "c d": "é"]),
            "the first of a name, an item without a value, decoded names")
        #expect(
            try parse("wikiapp://browse?latin=%E9&ok=1") == .browse(genre: nil, filters: ["ok": "1"]),
            "an item that is not UTF-8 is left out")
        let link = try DeepLink<WikiRoute>(url: URL(string: "wikiapp://browse?utm_source=mail&q=x")!)
        #expect(link.context.utmSource == "mail")
        #expect(link.route == .browse(genre: nil, filters: ["q": "x"]))
    }

    @Test func theDeclaredItemsStillConvert() {
        #expect(throws: RouteError.invalidParameter(name: "genre", value: "rock", expected: "Int")) {
            try parse("wikiapp://browse?genre=rock&sort=new")
        }
    }

    @Test func theItemsAreBuiltInTheOrderOfTheirNames() {
        let route = WikiRoute.browse(genre: 3, filters: ["sort": "new", "lang": "de", "a b": "x&y"])
        #expect(route.url.absoluteString == "wiki://wiki.example/browse?genre=3&a%20b=x%26y&lang=de&sort=new")
        #expect(
            WikiRoute.browse(genre: nil, filters: ["genre": "7", "utm_source": "x", "q": "1"]).url
                .absoluteString
                == "wiki://wiki.example/browse?q=1", "a name the route or the context reads is left out")
    }

    @Test func everyDictionaryRoundTrips() throws {
        var values = RandomValues(seed: 0xD1C7)
        var checked = 0
        for _ in 0..<400 {
            var filters: [String: String] = [:]
            for _ in 0..<values.int(in: 0...5) {
                let name = values.string(maxLength: 8)
                guard name != "genre", name != "utm_source" else { continue }
                filters[name] = values.string()
            }
            let route = WikiRoute.browse(genre: values.optional { $0.int() }, filters: filters)
            #expect(try WikiRoute(url: route.url) == route, "\(route.url)")
            #expect(try WikiRoute(url: route.universalLink()!) == route)
            checked += 1
        }
        #expect(checked == 400)
    }
}

/// A query item of the app's own route type (`to: WikiRoute?`): the link it carries is parsed by the
/// same parser, a path on the outer link's scheme and host, at most two deep.
@Suite struct CarriedLinkTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    /// The `expected` of an `invalidParameter` error, or `nil` for any other outcome.
    func refusal(_ text: String) -> (name: String, value: String, expected: String)? {
        do {
            _ = try parse(text)
        } catch {
            if case .invalidParameter(let name, let value, let expected) = error {
                return (name, value, expected)
            }
        }
        return nil
    }

    @Test func theCarriedLinkIsARoute() throws {
        #expect(
            try parse("wikiapp://go?to=%2Farticles%2FRome") == .go(to: .article(title: "Rome", section: nil)))
        #expect(try parse("wikiapp://go") == .go(to: nil))
        #expect(
            try parse("https://wiki.example/go?to=https%3A%2F%2Fwiki.example%2Fwiki%2FAC%2FDC")
                == .go(to: .page(title: ArticleTitle("AC/DC")!, section: nil)))
        #expect(
            try parse("wiki://wiki.example/go?to=%2Fbrowse%3Fgenre%3D3%26sort%3Dnew")
                == .go(to: .browse(genre: 3, filters: ["sort": "new"])))
        #expect(
            try parse("wiki://wiki.example/go?to=%2Fgo%3Fto%3D%252Farticles%252FRome")
                == .go(to: .go(to: .article(title: "Rome", section: nil))), "two deep")
    }

    @Test func aLinkThatIsNotTheAppsIsRefused() {
        let foreign = refusal("wikiapp://go?to=https%3A%2F%2Fevil.example%2Farticles%2FRome")
        #expect(foreign?.name == "to")
        #expect(foreign?.value == "https://evil.example/articles/Rome")
        #expect(foreign?.expected.hasPrefix("a link of the app") == true, "\(String(describing: foreign))")
        #expect(refusal("wikiapp://go?to=%2Fnowhere")?.expected.hasPrefix("a link of the app") == true)
        #expect(
            refusal("wikiapp://go?to=javascript%3Aalert(1)")?.expected.hasPrefix("a link of the app") == true)
        #expect(refusal("wikiapp://go?to=%FF")?.expected == "a link")
    }

    @Test func aLinkCarriedTooDeepIsRefused() {
        let tooDeep = refusal("wikiapp://go?to=%2Fgo%3Fto%3D%252Fgo%253Fto%253D%25252Farticles%25252FRome")
        #expect(tooDeep?.expected == "a link carried at most \(NestedLink.maximumDepth) deep")
        #expect(tooDeep?.value == "/articles/Rome")
    }

    @Test func theCarriedLinkIsBuiltAsAPath() throws {
        let route = WikiRoute.go(to: .article(title: "Rome", section: "Late empire"))
        #expect(route.url.absoluteString == "wiki://wiki.example/go?to=%2Farticles%2FRome%23Late%2520empire")
        #expect(try WikiRoute(url: route.url) == route)
        #expect(WikiRoute.go(to: .home).universalLink()?.absoluteString == "https://wiki.example/go?to=%2F")
    }

    @Test func carriedLinksRoundTrip() throws {
        var values = RandomValues(seed: 0x60_60)
        var checked = 0
        for _ in 0..<300 {
            let inner: WikiRoute =
                switch values.int(in: 0...3) {
                case 0:
                    .article(title: values.segment(), section: values.optional { $0.string(minLength: 1) })
                case 1: .browse(genre: values.optional { $0.int() }, filters: ["q": values.string()])
                case 2: .go(to: .chapter(book: values.segment(), chapter: values.int(in: 1...99)))
                default: .home
                }
            let route = WikiRoute.go(to: inner)
            #expect(try WikiRoute(url: route.url) == route, "\(route.url)")
            #expect(try WikiRoute(url: route.universalLink()!) == route)
            checked += 1
        }
        #expect(checked == 300)
    }
}

/// An optional or defaulted item that is empty is absent, as many links write "none": `?genre=`
/// is no genre, `?to=` carries no link (not the outer link itself), `?campaign=` no campaign.
@Suite struct EmptyItemTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func anEmptyOptionalItemIsNone() throws {
        #expect(
            try parse("wikiapp://browse?genre=&sort=new") == .browse(genre: nil, filters: ["sort": "new"]))
        #expect(try parse("https://wiki.example/go?to=") == .go(to: nil))
        #expect(
            try parse("https://wiki.example/open?campaign=#x") == .campaign(campaign: nil, destination: "x"))
        #expect(
            try parse("https://wiki.example/welcome?next=&x=1") == .welcome, "an empty item chooses nothing")
    }

    @Test func anEmptyOptionalValueIsBuiltAsNone() throws {
        let built = WikiRoute.campaign(campaign: "", destination: "x").url
        #expect(built.absoluteString == "wiki://wiki.example/open#x")
        #expect(try WikiRoute(url: built) == .campaign(campaign: nil, destination: "x"))
    }
}

/// `lowercased: true`: a value is lowercased before it is converted, so a link spells it in any
/// case; `url` writes it lowercased; a `when:` value compared lowercased chooses its route in any
/// case, and its AASA component compares without case.
@Suite struct LowercasedValueTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func aValueIsReadInAnyCase() throws {
        for spelling in ["newtab", "newTab", "NEWTAB", "NewTab"] {
            #expect(
                try parse("https://wiki.example/preferences/\(spelling)?highlight=Font%20Size")
                    == .preferences(section: .newtab, highlight: "font size"))
        }
        #expect(try parse("wikiapp://preferences/Reading") == .preferences(section: .reading, highlight: nil))
        #expect(
            throws: RouteError.invalidParameter(
                name: "section", value: "Layout",
                expected: "PreferenceSection (newtab, appearance, reading or site_data)"),
            "the error shows the value as the link wrote it"
        ) { try parse("wikiapp://preferences/Layout") }
    }

    @Test func aValueIsBuiltLowercased() throws {
        let route = WikiRoute.preferences(section: .appearance, highlight: "Dark Mode")
        #expect(
            route.url.absoluteString == "wiki://wiki.example/preferences/appearance?highlight=dark%20mode")
        #expect(try WikiRoute(url: route.url) == .preferences(section: .appearance, highlight: "dark mode"))
    }

    @Test func aConditionComparedLowercasedChoosesInAnyCase() throws {
        for spelling in ["dark", "Dark", "DARK"] {
            #expect(try parse("https://wiki.example/display?mode=\(spelling)") == .darkDisplay)
        }
        #expect(try parse("https://wiki.example/display?mode=light") == .display)
        #expect(try parse("https://wiki.example/display") == .display)
        #expect(WikiRoute.darkDisplay.url.absoluteString == "wiki://wiki.example/display?mode=dark")
        let aasa = try String(
            contentsOf: repository.appendingPathComponent(
                "Tests/Reference/wiki/apple-app-site-association.wiki.example"),
            encoding: .utf8)
        let comment = try #require(aasa.range(of: "\"comment\": \"darkDisplay\""))
        let component = aasa[..<comment.lowerBound].split(separator: "{").last ?? ""
        #expect(component.contains("\"caseSensitive\": false"), "\(component)")
    }
}

/// `carriedOnly: true`: a route reached only inside another link — never by a link on its own,
/// which the AASA leaves to Safari — and built as the carried link's path.
@Suite struct CarriedOnlyRouteTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func itIsReachedOnlyInsideAnotherLink() throws {
        #expect(
            try parse("https://wiki.example/welcome?next=%2Fconfirm%2Fabc")
                == .welcomeThen(next: .confirmEmail(token: "abc")))
        #expect(
            try parse("wikiapp://go?to=wikiapp%3A%2F%2Fconfirm%2Fx") == .go(to: .confirmEmail(token: "x")))
        var refused = 0
        for link in [
            "https://wiki.example/confirm/abc", "wikiapp://confirm/abc", "wiki://wiki.example/confirm/abc",
        ] {
            #expect(throws: RouteError.notFound(path: "/confirm/abc"), "\(link)") { try parse(link) }
            refused += 1
        }
        #expect(refused == 3)
    }

    @Test func itIsBuiltAsTheCarriedLinksPath() throws {
        let route = WikiRoute.welcomeThen(next: .confirmEmail(token: "a b"))
        #expect(route.url.absoluteString == "wiki://wiki.example/welcome?next=%2Fconfirm%2Fa%2520b")
        #expect(try WikiRoute(url: route.url) == route)
        #expect(try WikiRoute(url: route.universalLink()!) == route)
        #expect(WikiRoute.confirmEmail(token: "abc").universalLink() == nil, "no universal link opens it")
    }

    @Test func theAASALeavesItToSafari() throws {
        let aasa = try String(
            contentsOf: repository.appendingPathComponent(
                "Tests/Reference/wiki/apple-app-site-association.wiki.example"),
            encoding: .utf8)
        let comment = try #require(aasa.range(of: "\"comment\": \"confirmEmail\""))
        #expect(aasa[comment.upperBound...].prefix(40).contains("\"exclude\": true"))
    }
}

/// `strict: true`: a security-sensitive route's links are refused unless spelled exactly, each
/// refusal naming why; links it builds are spelled so.
@Suite struct StrictRouteTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    /// Expects each link refused by strict route `route` for its problem; returns how many were.
    func expectRefused(_ refusals: [(link: String, problem: String)], by route: String) -> Int {
        var refused = 0
        for (link, problem) in refusals {
            #expect(
                throws: RouteError.malformedURL(
                    reason: "route '\(route)' takes only links spelled exactly, and \(problem)"), "\(link)"
            ) { try parse(link) }
            refused += 1
        }
        return refused
    }

    @Test func aLinkSpelledExactlyIsRead() throws {
        #expect(
            try parse("https://wiki.example/contact/ana?ref=mail&utm_source=x")
                == .contact(user: "ana", ref: "mail"))
        #expect(try parse("wikiapp://contact/ana") == .contact(user: "ana", ref: nil))
        let route = WikiRoute.contact(user: "bo-2", ref: "a b")
        #expect(try WikiRoute(url: route.url) == route)
        #expect(try WikiRoute(url: route.universalLink()!) == route)
    }

    @Test func anyOtherSpellingIsRefusedWithItsReason() {
        let refusals = [
            ("https://wiki.example:443/contact/ana", "it names a port"),
            ("https://WIKI.example/contact/ana", "its host 'WIKI.example' is not in lowercase"),
            ("https://wiki.example/contact//ana", "its path has an empty segment ('//')"),
            (
                "https://wiki.example/contact/ana?ref=a&admin=1",
                "it has the query item 'admin', which the route does not read"
            ),
            // What a reviewer found read as the exact link before.
            (
                "https://wiki.example/contact/ana?%72ef=x",
                "it escapes 'r (%72)' in a query item's name, which needs no escape"
            ),
            ("https://wiki.example/contact/ana?ref=x&ref=y", "it has the query item 'ref' twice"),
            (
                "https://wiki.example/contact/ana?search=",
                "it has the query item 'search', which the route does not read"
            ),
            ("https://wiki.example/%63ontact/ana", "it escapes 'c (%63)', which needs no escape"),
            ("wikiapp://%63ontact/ana", "it escapes 'c (%63)', which needs no escape"),
            // At a segment's end too: the last three bytes of the path.
            ("https://wiki.example/contact/an%61", "it escapes 'a (%61)', which needs no escape"),
            ("https://wiki.example/contact/ana/", "its path ends with '/'"),
            ("HTTPS://wiki.example/contact/ana", "its scheme 'HTTPS' is not in lowercase"),
        ]
        #expect(expectRefused(refusals, by: "contact") == 12)
        // A strict route opens only from a link of its own: a carried one is resolved first.
        #expect(
            throws: RouteError.invalidParameter(
                name: "to", value: "https://wiki.example/contact/ana",
                expected:
                    "a link of the app (malformed URL: route 'contact' takes only links spelled exactly, "
                    + "and it is carried inside another link, whose text is resolved first)")
        ) { try parse("https://wiki.example/go?to=https%3A%2F%2Fwiki.example%2Fcontact%2Fana") }
        // Other routes take such spellings, as before.
        #expect(
            (try? parse("https://wiki.example:443/articles/Rome?x=1"))
                == .article(title: "Rome", section: nil))
    }

    /// `strict: [items, trailingSlash, fragment]`: a route keeps the rules it names and no others,
    /// as an app whose own reader refuses another item, a trailing `/` or a fragment but takes
    /// `:443`, capitals and a carried link.
    @Test func aRouteKeepsTheChecksItNames() throws {
        var read = 0
        for link in [
            "https://wiki.example/link-device?code=x7", "https://WIKI.example:443/link-device?code=x7",
            "HTTPS://wiki.example/%6Cink-device?code=x7", "wikiapp://link-device?code=x7&utm_source=mail",
        ] {
            #expect(try parse(link) == .linkDevice(code: "x7"), "\(link)")
            read += 1
        }
        #expect(read == 4)
        #expect(try parse("https://wiki.example/go?to=wikiapp%3A%2F%2Flink-device%3Fcode%3Dx7").name == "go")
        let refusals = [
            (
                "https://wiki.example/link-device?code=x7&admin=1",
                "it has the query item 'admin', which the route does not read"
            ),
            ("https://wiki.example/link-device?code=x7&code=y", "it has the query item 'code' twice"),
            ("https://wiki.example/link-device/?code=x7", "its path ends with '/'"),
            ("https://wiki.example/link-device?code=x7#x", "it has a fragment"),
            ("https://wiki.example/link-device?code=x7#", "it has a fragment"),
        ]
        #expect(expectRefused(refusals, by: "linkDevice") == 5)
        let route = WikiRoute.linkDevice(code: "a b")
        #expect(try WikiRoute(url: route.url) == route)
    }
}

/// Manifest 1.1 names a string enum's values in Swift in lowerCamelCase, links keeping them as
/// written: `site_data` is `.siteData`.
@Suite struct EnumCaseNameTests {
    @Test func aValueIsItsLowerCamelCaseCase() throws {
        #expect(WikiRoute.PreferenceSection.siteData.rawValue == "site_data")
        #expect(
            try WikiRoute(url: URL(string: "https://wiki.example/preferences/site_data")!)
                == .preferences(section: .siteData, highlight: nil))
        #expect(
            WikiRoute.preferences(section: .siteData, highlight: nil).url.absoluteString
                == "wiki://wiki.example/preferences/site_data")
    }
}
