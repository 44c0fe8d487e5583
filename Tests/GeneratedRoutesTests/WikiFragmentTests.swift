import EventsRoutes
import Foundation
import RouteKit
import Testing
import WikiRoutes

/// `fragment:` — a route reads the text after `#` as a typed value, builds it back encoded as apps
/// write a fragment, and the AASA asks for one where the route needs one.
@Suite struct WikiFragmentTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func theFragmentIsAValueOfTheRoute() throws {
        #expect(
            try parse("https://wiki.example/articles/Early_history#Sources")
                == .article(title: "Early_history", section: "Sources"))
        #expect(try parse("wikiapp://articles/Rome") == .article(title: "Rome", section: nil))
        #expect(
            try parse("wikiapp://articles/Rome#") == .article(title: "Rome", section: nil),
            "an empty # is none")
        #expect(
            try parse("wikiapp://articles/Rome#Late%20empire")
                == .article(title: "Rome", section: "Late empire")
        )
        #expect(
            try parse("https://wiki.example/open?campaign=x#%2Forders%2F12")
                == .campaign(campaign: "x", destination: "/orders/12"))
        #expect(try parse("wikiapp://books/b1/chapters#4") == .chapter(book: "b1", chapter: 4))
        #expect(try parse("wikiapp://books/b1/chapters") == .chapter(book: "b1", chapter: 1))
    }

    @Test func aFragmentThatDoesNotHoldIsAnError() {
        #expect(throws: RouteError.missingParameter(name: "#destination")) {
            try parse("wikiapp://open?campaign=x")
        }
        #expect(throws: RouteError.missingParameter(name: "#destination")) { try parse("wikiapp://open#") }
        #expect(throws: RouteError.invalidParameter(name: "#chapter", value: "four", expected: "Int")) {
            try parse("wikiapp://books/b1/chapters#four")
        }
        #expect(throws: RouteError.self) { try parse("wikiapp://books/b1/chapters#0") }
    }

    @Test func theFragmentIsBuiltBackEncoded() throws {
        #expect(
            WikiRoute.article(title: "Rome", section: "Late empire#2").url.absoluteString
                == "wiki://wiki.example/articles/Rome#Late%20empire%232")
        #expect(
            WikiRoute.article(title: "Rome", section: nil).url.absoluteString
                == "wiki://wiki.example/articles/Rome")
        #expect(
            WikiRoute.chapter(book: "b", chapter: 1).url.absoluteString
                == "wiki://wiki.example/books/b/chapters")
        // RFC 3986 lets `/`, `?`, `:` and `@` stand after `#`, and apps write them so.
        #expect(
            WikiRoute.campaign(campaign: nil, destination: "/orders/12?tab=a:b@c").universalLink()?
                .absoluteString
                == "https://wiki.example/open#/orders/12?tab=a:b@c")
        #expect(
            WikiRoute.campaign(campaign: nil, destination: "eu/YWE_x+y&z=1").url.absoluteString
                == "wiki://wiki.example/open#eu/YWE_x+y&z=1")
    }

    /// Seeded values of every kind, `#`, `%`, `?`, spaces and non-ASCII included, read back equal.
    @Test func fragmentsRoundTrip() throws {
        var values = RandomValues(seed: 0xF4A6)
        var checked = 0
        for _ in 0..<300 {
            let section = values.optional { $0.string(minLength: 1) }
            for route: WikiRoute in [
                .article(title: values.segment(), section: section),
                .campaign(
                    campaign: values.optional { $0.string(minLength: 1) },
                    destination: values.string(minLength: 1)),
                .chapter(book: values.segment(), chapter: max(1, abs(values.int() % 1000))),
            ] {
                #expect(try WikiRoute(url: route.url) == route, "\(route.url)")
                #expect(try WikiRoute(url: route.universalLink()!) == route)
                checked += 1
            }
        }
        #expect(checked == 900)
    }
}

/// `fragmentItems:` — a route reads named, typed items from a fragment written as a query, as an
/// OAuth-style callback carries them, and one chosen by a fragment item (`when: { "#error": present }`).
@Suite struct WikiFragmentItemTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func fragmentItemsAreValuesOfTheRoute() throws {
        #expect(
            try parse(
                "https://wiki.example/oauth/callback#access_token=a%2Fb&state=s1&scope=read&scope=write")
                == .signInCallback(
                    accessToken: "a/b", state: "s1", expiresIn: 3600, scope: ["read", "write"]))
        #expect(
            try parse("wikiapp://oauth/callback?state=query#state=fragment&access_token=t&expires_in=60")
                == .signInCallback(accessToken: "t", state: "fragment", expiresIn: 60, scope: []),
            "items are read from the fragment, never from the query")
        #expect(
            try parse("https://wiki.example/oauth/callback#error=access_denied&error_description=No+way")
                == .signInRefused(error: "access_denied", errorDescription: "No+way", state: nil),
            "a + stays a + in the fragment, as in the query")
    }

    @Test func aFragmentItemChoosesTheRoute() throws {
        #expect(
            try parse("https://wiki.example/oauth/callback#error=x&access_token=t&state=s")
                == .signInRefused(error: "x", errorDescription: nil, state: "s"))
        #expect(
            try parse("https://wiki.example/oauth/callback?error=x#access_token=t&state=s")
                == .signInCallback(accessToken: "t", state: "s", expiresIn: 3600, scope: []),
            "a query item of the name chooses nothing")
        #expect(
            try parse("https://wiki.example/oauth/callback#error=&access_token=t&state=s")
                == .signInCallback(accessToken: "t", state: "s", expiresIn: 3600, scope: []),
            "an empty item is absent, as for query items")
    }

    @Test func missingAndInvalidFragmentItemsAreNamedWithTheirHash() {
        #expect(throws: RouteError.missingParameter(name: "#access_token")) {
            try parse("https://wiki.example/oauth/callback#state=s")
        }
        #expect(throws: RouteError.missingParameter(name: "#access_token")) {
            try parse("https://wiki.example/oauth/callback?access_token=t&state=s")
        }
        #expect(throws: RouteError.invalidParameter(name: "#expires_in", value: "soon", expected: "Int")) {
            try parse("https://wiki.example/oauth/callback#access_token=t&state=s&expires_in=soon")
        }
        #expect(throws: RouteError.self) {
            try parse("https://wiki.example/oauth/callback#access_token=t&state=s&expires_in=0")
        }
    }

    @Test func fragmentItemsAreBuiltAfterTheHash() {
        #expect(
            WikiRoute.signInCallback(
                accessToken: "a/b&c=d", state: "s", expiresIn: 3600, scope: ["x y", "+"]
            )
            .universalLink()?.absoluteString
                == "https://wiki.example/oauth/callback#access_token=a/b%26c%3Dd&state=s&scope=x%20y&scope=%2B"
        )
        #expect(
            WikiRoute.signInRefused(error: "denied", errorDescription: nil, state: nil).url.absoluteString
                == "wiki://wiki.example/oauth/callback#error=denied")
    }

    /// Seeded values, `&`, `=`, `#`, `%`, `+`, `/`, `?` and non-ASCII included, read back equal.
    @Test func fragmentItemsRoundTrip() throws {
        var values = RandomValues(seed: 0xF4A7)
        var checked = 0
        for _ in 0..<400 {
            let routes: [WikiRoute] = [
                .signInCallback(
                    accessToken: values.string(minLength: 1), state: values.string(minLength: 1),
                    expiresIn: max(1, abs(values.int() % 100_000)),
                    scope: (0..<abs(values.int() % 3)).map { _ in values.string() }),
                .signInRefused(
                    error: values.string(minLength: 1),
                    errorDescription: values.optional { $0.string(minLength: 1) },
                    state: values.optional { $0.string(minLength: 1) }),
            ]
            for route in routes {
                #expect(try WikiRoute(url: route.url) == route, "\(route.url)")
                #expect(try WikiRoute(url: route.universalLink()!) == route, "\(route.universalLink()!)")
                checked += 1
            }
        }
        #expect(checked == 800)
    }

    /// The AASA asks for a fragment where a route needs one, and leaves the query to the query.
    @Test func theAASAAsksForAFragment() throws {
        let aasa = try String(
            contentsOf: repository.appendingPathComponent(
                "Tests/Reference/wiki/apple-app-site-association.wiki.example"),
            encoding: .utf8)
        var checked = 0
        for route in ["signInCallback", "signInRefused"] {
            let comment = try #require(aasa.range(of: "\"comment\": \"\(route)\""))
            let component = aasa[..<comment.lowerBound].split(separator: "{").last ?? ""
            #expect(component.contains("\"#\": \"?*\""), "\(component)")
            #expect(component.contains("\"/\": \"/oauth/callback\""), "\(component)")
            #expect(!component.contains("\"?\""), "fragment items are no query items: \(component)")
            checked += 1
        }
        #expect(checked == 2)
    }
}

/// `http: true`: http links to the app's hosts are read as https ones (port 80), for links the
/// app intercepts in its own views; without it, and on any other host or port, they are refused.
@Suite struct HTTPLinkTests {
    @Test func httpLinksToTheHostsAreReadWhenTheManifestSaysSo() throws {
        #expect(
            try WikiRoute(url: URL(string: "http://wiki.example/articles/Rome#Late%20empire")!)
                == .article(title: "Rome", section: "Late empire"))
        #expect(try WikiRoute(url: URL(string: "HTTP://WIKI.example:80/")!) == .home)
        #expect(WikiRoute.home.universalLink()?.scheme == "https", "links are built https")
    }

    @Test func foreignHostsPortsAndOtherAppsAreRefused() {
        #expect(throws: RouteError.unknownHost("evil.example")) {
            try WikiRoute(url: URL(string: "http://evil.example/articles/Rome")!)
        }
        #expect(throws: RouteError.unknownHost("wiki.example:443")) {
            try WikiRoute(url: URL(string: "http://wiki.example:443/articles/Rome")!)
        }
        #expect(throws: RouteError.unknownHost("wiki.example.evil.example")) {
            try WikiRoute(url: URL(string: "http://wiki.example.evil.example/")!)
        }
        #expect(throws: RouteError.malformedURL(reason: "a universal link has no user info")) {
            try WikiRoute(url: URL(string: "http://user@wiki.example/")!)
        }
        #expect(throws: RouteError.unsupportedScheme("http")) {
            try EventRoute(url: URL(string: "http://events.example/events/3")!)
        }
        #expect(throws: RouteError.unsupportedScheme("httpx")) {
            try WikiRoute(url: URL(string: "httpx://wiki.example/")!)
        }
    }

    /// The AASA and the entitlements never name http.
    @Test func httpIsNeverInTheAASA() throws {
        let aasa = try String(
            contentsOf: repository.appendingPathComponent(
                "Tests/Reference/wiki/apple-app-site-association.wiki.example"),
            encoding: .utf8)
        #expect(!aasa.contains("http"))
        #expect(aasa.contains("\"/\": \"/articles/?*\""))
    }
}
