import Foundation
@_spi(Generated) import RouteKit
import RouteKitTesting
import Testing
import WikiRoutes

/// Where features meet, as an attacker tries them: a link carried inside a link is read as the
/// web reads it and passes every check a top-level link passes; a link needs the sign-in and
/// permissions of every screen it shows; a built link never leaves the app's hosts.
@Suite struct CarriedLinkResolutionTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    func isRefusedAsNoLinkOfTheApp(_ text: String) -> Bool {
        do {
            _ = try parse(text)
            return false
        } catch {
            guard case .invalidParameter(_, _, let expected) = error else { return false }
            return expected.hasPrefix("a link")
        }
    }

    /// `//host` and its spellings name another host to WHATWG and Foundation; each is refused, on
    /// every scheme that carries a host, at either depth.
    @Test func aCarriedLinkThatNamesAHostIsReadOnThatHost() throws {
        let spellings = [
            "//review/7", "///review/7", "/\\review/7", "\\\\review/7", "/\t/review/7", "/\n/review/7",
            "\t//review/7", "https:\\\\review/7", "//evil.example/?search=x",
            "//wiki.example@evil.example/articles/Rome", "//evil.example%2Fwiki.example/articles/Rome",
            "//evil.example\\wiki.example/articles/Rome",
        ]
        var checked = 0
        for spelling in spellings {
            let carried = RouteURLBuilder.encode(spelling)
            for outer in [
                "https://wiki.example/go?to=", "http://wiki.example/go?to=", "wiki://wiki.example/go?to=",
            ] {
                #expect(isRefusedAsNoLinkOfTheApp(outer + carried), "\(outer)\(carried)")
                let twoDeep = outer + RouteURLBuilder.encode("/go?to=" + carried)
                #expect(isRefusedAsNoLinkOfTheApp(twoDeep), "\(twoDeep)")
                checked += 2
            }
        }
        #expect(checked == spellings.count * 6)
        // The issue's example on this manifest: a search on another host.
        #expect(isRefusedAsNoLinkOfTheApp("https://wiki.example/go?to=%2F%2Fevil.example%2F%3Fsearch%3Dx"))
        // `https:` without `//` is relative to an https link, and names a host on any other.
        #expect(try parse("https://wiki.example/go?to=https%3Areview%2F7") == .go(to: .review(edit: 7)))
        #expect(try parse("https://wiki.example/go?to=https%3A%2Freview%2F7") == .go(to: .review(edit: 7)))
        #expect(isRefusedAsNoLinkOfTheApp("http://wiki.example/go?to=https%3Areview%2F7"))
        #expect(isRefusedAsNoLinkOfTheApp("wiki://wiki.example/go?to=https%3Areview%2F7"))
    }

    /// What WHATWG resolves onto the outer link's host still works: paths, relative paths, dot
    /// segments, a query or fragment only.
    @Test func aCarriedReferenceOnTheSameHostIsResolved() throws {
        let rome = WikiRoute.article(title: "Rome", section: nil)
        for carried in [
            "/articles/Rome", "articles/Rome", "./articles/Rome", "../articles/Rome", "/x/../articles/Rome",
            "/x/%2e%2E/articles/Rome", "\\articles\\Rome", " /articles/Rome ", "/arti\tcles/Rome",
            "https:/articles/Rome", "https://wiki.example/articles/Rome", "wiki://wiki.example/articles/Rome",
            "wikiapp://articles/Rome",
        ] {
            let link = "https://wiki.example/go?to=" + RouteURLBuilder.encode(carried)
            #expect(try parse(link) == .go(to: rome), "\(link)")
        }
        // On a custom scheme whose host is the first segment, a path is read from the scheme's root.
        #expect(try parse("wikiapp://go?to=%2Farticles%2FRome") == .go(to: rome))
        #expect(try parse("wikiapp://go?to=articles%2FRome") == .go(to: rome))
        // `\` is a `/` on special schemes only: on wiki:, it stays in its segment.
        #expect(isRefusedAsNoLinkOfTheApp("wiki://wiki.example/go?to=%5Carticles%5CRome"))
    }

    /// Read code point by code point, as WHATWG reads it: a combining mark after a `/` or `\` does
    /// not hide it; the query is kept as written.
    @Test func aCombiningMarkDoesNotHideADelimiter() throws {
        for carried in ["//\u{034F}evil.example/x", "\\\u{034F}evil.example/x", "/\u{FE0F}/evil.example/x"] {
            #expect(
                isRefusedAsNoLinkOfTheApp("https://wiki.example/go?to=" + RouteURLBuilder.encode(carried)),
                "\(carried)")
        }
        #expect(
            isRefusedAsNoLinkOfTheApp(
                "http://wiki.example/go?to=" + RouteURLBuilder.encode("https:\u{FE0F}evil.example/x")))
        let link =
            "https://wiki.example/go?to=" + RouteURLBuilder.encode("/articles/Rome?\u{034F}/../review/7")
        #expect(try parse(link) == .go(to: .article(title: "Rome", section: nil)))
    }

    /// Where a browser's reading of a form item would put the link elsewhere (`+` as a space, an
    /// escape that does not decode), the link is no link.
    @Test func aCarriedLinkReadTwoWaysIsNoLink() throws {
        #expect(isRefusedAsNoLinkOfTheApp("https://wiki.example/go?to=+//evil.example/x"))
        #expect(isRefusedAsNoLinkOfTheApp("https://wiki.example/go?to=%2F%2Fevil.example%2Fx%ZZ"))
        #expect(
            try parse("https://wiki.example/go?to=%2Farticles%2Fa+b")
                == .go(to: .article(title: "a+b", section: nil)))
    }

    /// On a language host, a carried path is read on that host, so it keeps its value.
    @Test func aCarriedPathKeepsTheOuterHostsValue() throws {
        #expect(
            try parse("https://de.wiki.example/go?to=%2Farticles%2FRom")
                == .go(to: .translation(lang: .de, title: "Rom", section: nil)))
        // A carried link to the exclusive host is that host's, wherever it is carried.
        #expect(
            try parse("https://wiki.example/go?to=https%3A%2F%2Fclick.wiki.example%2Farticles%2FRome")
                == .go(to: .click(target: "articles/Rome")))
    }
}

/// A link needs what every screen it shows needs: its route, each link it carries, and each route
/// its plan shows. The router defers or refuses on that, and replays all of it after sign-in.
@MainActor @Suite struct LinkAccessTests {
    @Test func theAccessOfALinkIsThatOfEveryScreenItShows() {
        #expect(WikiRoute.go(to: .account).requiresAuth)
        #expect(WikiRoute.go(to: .go(to: .account)).requiresAuth)
        #expect(!WikiRoute.go(to: .home).requiresAuth)
        #expect(!WikiRoute.go(to: nil).requiresAuth)
        #expect(WikiRoute.welcomeThen(next: .review(edit: 1)).permissions == ["reviewer"])
        #expect(WikiRoute.go(to: .go(to: .review(edit: 1))).permissions == ["reviewer"])
        // A public route whose stack shows an auth-only one.
        #expect(WikiRoute.history.requiresAuth)
    }

    func router(permissions: Set<String>? = nil) async -> (DeepLinkRouter<WikiRoute>, TestClock, Handled) {
        let clock = TestClock()
        let router = DeepLinkRouter<WikiRoute>(
            clock: clock, policy: DefaultAccessPolicy(permissions: { _ in permissions }))
        let handled = Handled()
        await router.attach { route in handled.routes.append(route) }
        router.signOut()
        return (router, clock, handled)
    }

    @MainActor final class Handled { var routes: [WikiRoute] = [] }

    @Test func aSignedOutLinkCarryingAnAuthOnlyRouteIsDeferredOnEveryScheme() async throws {
        let links = [
            "https://wiki.example/go?to=%2Faccount", "http://wiki.example/go?to=%2Faccount",
            "wiki://wiki.example/go?to=%2Faccount", "wikiapp://go?to=%2Faccount",
            "wikiapp://go?to=%2F%2Faccount",
            "https://wiki.example/go?to=%2Fgo%3Fto%3D%252Faccount",
            "https://wiki.example/welcome?next=%2Faccount",
            "https://de.wiki.example/go?to=%2Fhistory", "https://wiki.example/history",
        ]
        for text in links {
            let (router, clock, handled) = await router()
            let outcome = await router.open(URL(string: text)!)
            #expect(outcome == .deferred(.signInRequired), "\(text)")
            #expect(handled.routes.isEmpty, "\(text)")
            // Signed in, the whole link is replayed: the handler gets the route that carries it.
            router.signIn(user: "ana")
            await router.advance(clock, by: router.settleDelay)
            #expect(handled.routes.count == 1, "\(text)")
            #expect(handled.routes.first.map { $0.requiresAuth } == true)
        }
    }

    @Test func aCarriedRouteNeedingAPermissionIsRefusedWithoutIt() async throws {
        let (router, _, handled) = await router(permissions: [])
        router.signIn(user: "ana")
        let outcome = await router.open(URL(string: "https://wiki.example/go?to=%2Freview%2F7")!)
        #expect(outcome == .rejected(.denied(.missingPermissions(["reviewer"]))))
        #expect(handled.routes.isEmpty)
    }

    /// A route that only carries a link shows the carried route, as the carried route's plan says.
    @Test func aRouteThatCarriesALinkShowsTheCarriedRoute() {
        var state = NavigationState<WikiRoute>()
        state.apply(.go(to: .history))
        #expect(state.path == [.account, .history])
        state.apply(.welcomeThen(next: .article(title: "Rome", section: nil)))
        #expect(state.path == [.article(title: "Rome", section: nil)])
        state.apply(.go(to: nil))
        #expect(state.path == [.go(to: nil)])
    }
}

/// A built link names only hosts the manifest lists, and a carried link is built so that it reads
/// back as itself.
@Suite struct BuiltLinkScopeTests {
    @Test func aHostValueThatIsNoLabelNeverLeavesTheAppsHosts() throws {
        let scope = LinkScope(schemes: [], hosts: ["{user}.users.wiki.example"])
        for value in ["evil.com/", "evil.com", "a:1", "a@b", "Ana", "", "ü", "a b", "a%2Fb", "x#", "x?"] {
            let route = WikiRoute.userPage(user: value)
            let url = route.url
            let host = try #require(url.host(percentEncoded: false))
            #expect(scope.isListed(host), "\(url)")
            #expect(throws: RouteError.self, "\(url)") { try WikiRoute(url: url) }
            #expect(route.universalLink() == nil, "\(value)")
            #expect(route.universalLink(host: "ana.users.wiki.example") == nil)
        }
        let ana = WikiRoute.userPage(user: "ana")
        #expect(ana.url.absoluteString == "wiki://ana.users.wiki.example/")
        #expect(try WikiRoute(url: ana.url) == ana)
        #expect(
            ana.universalLink(host: "bo.users.wiki.example")?.absoluteString
                == "https://ana.users.wiki.example/")
    }

    @Test func aCarriedLinkIsBuiltWithItsOwnHostWhereItNeedsOne() throws {
        let german = WikiRoute.translation(lang: .de, title: "Rom", section: nil)
        let go = WikiRoute.go(to: german)
        #expect(try WikiRoute(url: go.url) == go, "\(go.url)")
        #expect(
            go.url.absoluteString == "wiki://wiki.example/go?to=wiki%3A%2F%2Fde.wiki.example%2Farticles%2FRom"
        )
        for host in ["wiki.example", "en.wiki.example", "de.wiki.example", "fr.m.wiki.example"] {
            let link = try #require(go.universalLink(host: host))
            #expect(try WikiRoute(url: link) == go, "\(link)")
        }
        // Where the path reads back as the route, it stays a path.
        #expect(
            WikiRoute.go(to: .translation(lang: .de, title: "Rom", section: nil)).universalLink(
                host: "de.wiki.example")?
                .absoluteString == "https://de.wiki.example/go?to=%2Farticles%2FRom")
        // Two deep, the innermost keeps its host too.
        let twoDeep = WikiRoute.go(to: .go(to: german))
        #expect(try WikiRoute(url: twoDeep.url) == twoDeep, "\(twoDeep.url)")
        // A carried route on the exclusive host.
        let click = WikiRoute.welcomeThen(next: .click(target: "a/b"))
        #expect(try WikiRoute(url: click.url) == click, "\(click.url)")
        #expect(try WikiRoute(url: click.universalLink()!) == click)
    }
}
