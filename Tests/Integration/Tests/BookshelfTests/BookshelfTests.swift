import Bookshelf
import Foundation
import RouteKit
import RouteKitTesting
import Testing

/// The types the build-tool plugin generated, used as an app would use them.
@MainActor @Suite struct BookshelfTests {
    @Test func linksParseToTypedRoutes() throws {
        #expect(try BookshelfRoute(url: URL(string: "bookshelf://books/42")!) == .book(id: 42))
        #expect(
            try BookshelfRoute(url: URL(string: "https://bookshelf.example/search?q=dune&page=2")!)
                == .search(q: "dune", page: 2))
        #expect(throws: RouteError.invalidParameter(name: "id", value: "x", expected: "Int")) {
            try BookshelfRoute(url: URL(string: "bookshelf://books/x")!)
        }
    }

    @Test func featureRoutesParseDispatchAndRoundTrip() throws {
        let route = try BookshelfRoute(url: URL(string: "https://bookshelf.example/books/9/chapters/3")!)
        #expect(route == .reader(.chapter(id: 9, number: 3)))
        #expect(try ReaderRoute(url: URL(string: "bookshelf://books/9/contents")!) == .contents(id: 9))
        #expect(try BookshelfRoute(url: route.url) == route)
        let navigator = Navigator()
        navigator.open(route)
        #expect(navigator.readerHandler.log == ["chapter 3 of 9"])
        #expect(navigator.state.path == [.reader(.contents(id: 9)), route])
    }

    @Test func routesRoundTrip() throws {
        for route: BookshelfRoute in [
            .library, .book(id: -7), .author(slug: "ursula le guin"), .search(q: "a&b"), .account,
        ] {
            #expect(try BookshelfRoute(url: route.url) == route)
        }
    }

    @Test func theRouterDrivesTheNavigator() async {
        let navigator = Navigator()
        let router = DeepLinkRouter<BookshelfRoute>(settleDelay: .zero)
        await router.attach { navigator.open($0) }
        router.signOut()
        #expect(await router.open(URL(string: "bookshelf://books/7")!) == .routed(.book(id: 7)))
        #expect(navigator.state.path == [.library, .book(id: 7)])
        #expect(await router.open(URL(string: "bookshelf://account")!) == .deferred(.signInRequired))
        #expect(navigator.log == ["book 7"])
    }

    /// RouteKitTesting, as an app's tests use it: links that route and round-trip, and a link
    /// deferred while signed out that replays after sign-in on a test clock.
    @Test func theAppsLinksCheckedWithRouteKitTesting() async throws {
        try RouteCheck.expect(
            URL(string: "https://bookshelf.example/books/12")!, routesTo: BookshelfRoute.book(id: 12))
        for route: BookshelfRoute in [.library, .book(id: 3), .reader(.chapter(id: 9, number: 3)), .account] {
            try RouteCheck.roundTrip(route)
        }
        let clock = TestClock()
        let navigator = Navigator()
        let router = DeepLinkRouter<BookshelfRoute>(clock: clock)
        await router.attach { navigator.open($0) }
        router.signOut()
        let replayed = try await router.expectReplay(
            of: URL(string: "bookshelf://account")!, signingIn: "ana", on: clock)
        #expect(replayed == .account)
        #expect(navigator.log.last == "account")
    }
}
