import Foundation
import RouteKit
import RouteKitTesting
import Testing
import WikiRoutes

/// `fragment: "/@{user}"` — a web app that routes by its fragment (`https://matrix.to/#/@alice:…`):
/// the fragment's path chooses among the routes at one path, with values read from it, and links
/// are built with it as apps write it.
@Suite struct WikiFragmentPathTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func theFragmentsPathChoosesTheRoute() throws {
        #expect(try parse("https://wiki.example/app#/@ana") == .webUser(user: "ana"))
        #expect(
            try parse("https://wiki.example/app#/@alice:example.org") == .webUser(user: "alice:example.org"))
        #expect(try parse("https://wiki.example/app#/articles/Rome/3") == .webArticle(title: "Rome", rev: 3))
        #expect(try parse("wikiapp://app#/@ana") == .webUser(user: "ana"))
        // The route at the path without one takes every other fragment, and none.
        for other in [
            "", "#", "#/articles/Rome", "#@ana", "#/@", "#/Articles/Rome/3", "#/@ana/x", "#/ana", "#//@ana",
        ] {
            let route = try parse("https://wiki.example/app" + other)
            #expect(route == .webApp(view: other.count > 1 ? String(other.dropFirst()) : nil), "\(other)")
        }
    }

    @Test func theFragmentsPathIsReadAsAPathIs() throws {
        // Up to the first `?`, the page's own query; a trailing `/` left out; each segment decoded.
        #expect(try parse("https://wiki.example/app#/@ana?via=example.org") == .webUser(user: "ana"))
        #expect(try parse("https://wiki.example/app#/@ana/") == .webUser(user: "ana"))
        #expect(try parse("https://wiki.example/app#/@ana%2Fx") == .webUser(user: "ana/x"))
        #expect(try parse("https://wiki.example/app#/%40ana") == .webUser(user: "ana"))
        #expect(
            try parse("https://wiki.example/app#/articles/Early%20history/7")
                == .webArticle(title: "Early history", rev: 7))
    }

    @Test func aValueThatDoesNotConvertIsAnError() {
        #expect(throws: RouteError.invalidParameter(name: "#rev", value: "x", expected: "Int")) {
            try parse("https://wiki.example/app#/articles/Rome/x")
        }
        // A value that is no UTF-8 is refused, as a path's is, not read as another route.
        #expect(throws: RouteError.self) { try parse("https://wiki.example/app#/@%FF") }
        #expect(throws: RouteError.self) { try parse("https://wiki.example/app#/articles/%FF/1") }
    }

    @Test func linksAreBuiltWithTheFragmentsPath() throws {
        #expect(
            WikiRoute.webUser(user: "alice:example.org").universalLink()?.absoluteString
                == "https://wiki.example/app#/@alice:example.org")
        #expect(
            WikiRoute.webArticle(title: "a/b?c#d e", rev: 2).universalLink()?.absoluteString
                == "https://wiki.example/app#/articles/a%2Fb%3Fc%23d%20e/2")
        #expect(WikiRoute.webApp(view: nil).url.absoluteString == "wiki://wiki.example/app")
        // A value of the fragment beside routes chosen by its path never reads as one of them.
        #expect(WikiRoute.webApp(view: "/@ana").url.absoluteString == "wiki://wiki.example/app#%2F@ana")
        #expect(try parse("wiki://wiki.example/app#%2F@ana") == .webApp(view: "/@ana"))
        #expect(WikiRoute.webApp(view: "x/@ana").url.absoluteString == "wiki://wiki.example/app#x%2F@ana")
        #expect(
            WikiRoute.webApp(view: "invite/x7").url.absoluteString == "wiki://wiki.example/app#invite%2Fx7")
        #expect(try parse("wiki://wiki.example/app#invite%2Fx7") == .webApp(view: "invite/x7"))
    }

    /// `fragment: "/!{room}"` with `fragmentItems:`: a fragment's path is followed by its items
    /// after `?`, as matrix.to writes a room and the servers that know it; they are read there, and
    /// written so.
    @Test func itemsFollowAFragmentsPathAfterItsQuestionMark() throws {
        #expect(
            try parse("https://wiki.example/app#/!abc:example.org?via=a.example&via=b.example")
                == .webRoom(room: "abc:example.org", via: ["a.example", "b.example"]))
        #expect(
            try parse("https://wiki.example/app#/!abc:example.org")
                == .webRoom(room: "abc:example.org", via: []))
        // An item's value may hold `?` and `/`: only the first `?` ends the path.
        #expect(
            try parse("https://wiki.example/app#/!r?via=a.example/x?y")
                == .webRoom(room: "r", via: ["a.example/x?y"]))
        // Without the `?`, `&via=` is part of the room's segment, as a path's value takes it.
        #expect(try parse("https://wiki.example/app#/!r&via=a") == .webRoom(room: "r&via=a", via: []))
        let room = WikiRoute.webRoom(room: "abc:example.org", via: ["a.example", "b&c"])
        #expect(
            room.url.absoluteString == "wiki://wiki.example/app#/!abc:example.org?via=a.example&via=b%26c")
        #expect(try parse(room.url.absoluteString) == room)
        #expect(
            try parse(WikiRoute.webRoom(room: "a?b", via: ["x"]).url.absoluteString)
                == .webRoom(room: "a?b", via: ["x"]))
    }

    /// `fragment: "/#{alias}"`: a fragment's path may hold `#` as text, as matrix.to writes a room's
    /// alias (`#/#room:example.org`); it is read written so or as `%23`, and written `%23`, which
    /// every URL parser takes (a second `#` is no RFC 3986 fragment character).
    @Test func aFragmentsPathHoldsALiteralHash() throws {
        #expect(
            try parse("https://wiki.example/app#/%23room:example.org") == .webAlias(alias: "room:example.org")
        )
        if let written = URL(string: "https://wiki.example/app#/#room:example.org") {
            #expect(try WikiRoute(url: written) == .webAlias(alias: "room:example.org"))
        }
        let alias = WikiRoute.webAlias(alias: "room:example.org")
        #expect(alias.url.absoluteString == "wiki://wiki.example/app#/%23room:example.org")
        #expect(try parse(alias.url.absoluteString) == alias)
        #expect(try parse("https://wiki.example/app#/room:example.org").name == "webApp")
    }

    /// `fragment: "invite/{code}"`: a fragment's path without the leading `/`, as Signal's
    /// `#p/+1408…` and Zulip's `#narrow/…` are written, chooses its route as one with it does, and
    /// is built so; a fragment that starts with `/`, holds one segment or another text, is not it.
    @Test func aFragmentsPathWithoutALeadingSlashChoosesItsRoute() throws {
        #expect(try parse("https://wiki.example/app#invite/x7") == .webInvite(code: "x7"))
        #expect(try parse("https://wiki.example/app#invite/x7/") == .webInvite(code: "x7"))
        #expect(try parse("https://wiki.example/app#invite/a%2Fb?via=x") == .webInvite(code: "a/b"))
        var others = 0
        for other in [
            "#/invite/x7", "#invite", "#invite/", "#invite/x7/y", "#invite//x7", "#%2Finvite/x7",
            "#Invite/x7",
        ] {
            let route = try parse("https://wiki.example/app" + other)
            #expect(route.name == "webApp", "\(other)")
            others += 1
        }
        #expect(others == 7)
        let invite = WikiRoute.webInvite(code: "a b/c")
        #expect(invite.url.absoluteString == "wiki://wiki.example/app#invite/a%20b%2Fc")
        #expect(invite.universalLink()?.absoluteString == "https://wiki.example/app#invite/a%20b%2Fc")
        #expect(try parse(invite.url.absoluteString) == invite)
    }

    /// Seeded values, `/`, `?`, `#`, `%`, `@`, spaces and non-ASCII included, read back equal.
    @Test func fragmentPathsRoundTrip() throws {
        var values = RandomValues(seed: 0xF7A9)
        var checked = 0
        for _ in 0..<300 {
            for route: WikiRoute in [
                .webUser(user: values.string(minLength: 1)),
                .webArticle(title: values.string(minLength: 1), rev: values.int()),
                .webApp(view: "/" + values.string(minLength: 1)),
            ] {
                try RouteCheck.roundTrip(route)
                #expect(try WikiRoute(url: route.universalLink()!) == route, "\(route.universalLink()!)")
                checked += 1
            }
        }
        #expect(checked == 900)
    }

    /// An empty value cannot be written: its link is refused, never read as the route beside it.
    @Test func anEmptyValueIsRefused() {
        #expect(throws: RouteError.self) { try parse(WikiRoute.webUser(user: "").url.absoluteString) }
    }

    /// Sign-in is the route's, whichever way its link is read.
    @Test func theRouteChosenByTheFragmentKeepsItsSignIn() {
        #expect(WikiRoute.webArticle(title: "a", rev: 1).requiresAuth)
        #expect(!WikiRoute.webUser(user: "a").requiresAuth)
        #expect(!WikiRoute.webApp(view: "/articles/a/1").requiresAuth)
    }
}
