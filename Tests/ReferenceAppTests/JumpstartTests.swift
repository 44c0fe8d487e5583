import Foundation
import JumpstartRoutes
import RouteKit
import Testing

/// Seed 000, iOSJumpstart: public tabs, protected screens, readiness, auth deferral and the 300 ms
/// settle delay, the product route added in "Adding New Deep Links", universal links.
@MainActor @Suite struct JumpstartTests {
    typealias H = AppHarness<JumpstartRoute>

    @Test func publicTabsRouteAsSoonAsAHandlerIsAttached() async {
        let h = H(tab: .showcase)
        await h.attach()
        #expect(await h.open("iosjumpstart://more") == .routed(.more))
        #expect(h.navigation.selectedTab == .more && h.navigation.root == .more && h.navigation.path.isEmpty)
        #expect(await h.open("iosjumpstart://showcase") == .routed(.showcase))
        #expect(h.navigation.selectedTab == .showcase)
    }

    @Test func profileAndSettingsNeedAuthAndTakeOptionalValues() async {
        let h = H(tab: .showcase)
        await h.attach()
        h.router.signOut()
        #expect(await h.open("iosjumpstart://profile?userId=abc123") == .deferred(.signInRequired))
        #expect(await h.open("iosjumpstart://settings?section=notifications") == .deferred(.signInRequired))
        h.router.signIn(user: "ana")
        await h.advance(.milliseconds(300))
        #expect(h.navigation.path == [.settings(section: "notifications")], "the newest deferred link wins")
        #expect(await h.open("iosjumpstart://profile") == .routed(.myProfile(userId: nil)))
    }

    /// The document's scenario 2 as written: the profile link with its `userId`, deferred while
    /// signed out, reaches the handler with that value after sign-in and the settle delay.
    @Test func theDeferredProfileLinkKeepsItsUserId() async {
        let h = H(tab: .showcase)
        var handled: [JumpstartRoute] = []
        await h.router.attach { route in handled.append(route) }
        h.router.signOut()
        #expect(await h.open("iosjumpstart://profile?userId=abc123") == .deferred(.signInRequired))
        h.router.signIn(user: "ana")
        await h.advance(.milliseconds(300))
        #expect(handled == [.myProfile(userId: "abc123")])
    }

    @Test func unknownRoutesAreRejected() async {
        let h = H()
        await h.attach()
        #expect(
            await h.open("iosjumpstart://unknown-page")
                == .rejected(.invalidLink(.notFound(path: "/unknown-page"))))
    }

    @Test func readinessStates() async {
        let h = H(tab: .showcase)
        #expect(h.router.readiness == .notReady)
        #expect(await h.open("iosjumpstart://more") == .queued)
        await h.attach()
        #expect(h.router.readiness == .handlerAttached)
        #expect(h.navigation.selectedTab == .more, "the queued link was delivered")
        #expect(
            await h.open("iosjumpstart://profile") == .deferred(.awaitingAuth),
            "protected: auth not resolved yet")
        h.router.signOut()
        #expect(h.router.readiness == .authResolved)
    }

    @Test func scenario2NavigatesAfterSignInAndTheSettleDelayNotBefore() async {
        let h = H(tab: .showcase)
        await h.attach()
        h.router.signOut()
        await h.open("iosjumpstart://profile")
        h.router.signIn(user: "ana")
        await h.advance(.milliseconds(299))
        #expect(h.navigation.path.isEmpty)
        await h.advance(.milliseconds(1))
        #expect(h.navigation.path == [.myProfile(userId: nil)])
        #expect(h.log.suffix(2) == ["replaying myProfile", "routed myProfile (url)"])
    }

    @Test func theProductRouteAddedInTheGuide() throws {
        #expect(
            try parse("iosjumpstart://product?id=abc123", as: JumpstartRoute.self).get()
                == .productDetail(id: "abc123"))
        #expect(
            parse("iosjumpstart://product", as: JumpstartRoute.self)
                == .failure(.missingParameter(name: "id")))
        #expect(!JumpstartRoute.productDetail(id: "x").requiresAuth)
    }

    @Test func pathsMatchCaseInsensitively() throws {
        #expect(try parse("iosjumpstart://PROFILE", as: JumpstartRoute.self).get() == .myProfile(userId: nil))
    }

    @Test func universalLinksAndTheAASA() throws {
        #expect(
            try parse("https://iosjumpstart.app/settings", as: JumpstartRoute.self).get()
                == .settings(section: nil))
        #expect(
            parse("https://evil.app/settings", as: JumpstartRoute.self) == .failure(.unknownHost("evil.app")))
        let aasa = try String(
            contentsOf: repository.appendingPathComponent("Generated/jumpstart/apple-app-site-association"),
            encoding: .utf8)
        for path in ["/showcase", "/more", "/profile", "/settings", "/product"] {
            #expect(aasa.contains("\"/\": \"\(path)\""), "\(path)")
        }
        #expect(aasa.contains("\"caseSensitive\": false"))
    }
}

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
