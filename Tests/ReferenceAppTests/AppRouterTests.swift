import AppRouterRoutes
import Foundation
import RouteKit
import Testing

/// Seed 002, AppRouter: a stack per tab, sheets, a URL that builds a whole stack, contextual
/// detail routes and their defaults, failed URLs that change nothing.
@MainActor @Suite struct AppRouterTests {
    typealias H = AppHarness<AppRouterRoute>

    func navigated(_ links: [String], tab: AppRouterRoute.Tab = .home) async -> H {
        let h = H(tab: tab)
        await h.attach()
        for link in links { await h.open(link) }
        return h
    }

    @Test func listDetailBuildsTheStack() async {
        let h = await navigated(["myapp://list/detail?id=456"])
        #expect(h.navigation.path == [.list, .detail(id: "456")])
    }

    @Test func contextualDetailRoutesDiffer() async throws {
        #expect(
            try parse("myapp://users/detail?id=user123", as: AppRouterRoute.self).get()
                == .userDetail(id: "user123"))
        #expect(
            try parse("myapp://posts/detail?id=post456", as: AppRouterRoute.self).get()
                == .postDetail(id: "post456"))
        #expect(
            try parse("myapp://detail?id=generic", as: AppRouterRoute.self).get() == .detail(id: "generic"))
    }

    @Test func theDocumentsDefaults() throws {
        #expect(try parse("myapp://detail", as: AppRouterRoute.self).get() == .detail(id: "default"))
        #expect(
            try parse("myapp://users/detail", as: AppRouterRoute.self).get() == .userDetail(id: "unknown"))
        #expect(try parse("myapp://profile", as: AppRouterRoute.self).get() == .profile(userId: "guest"))
    }

    @Test func aURLReplacesTheCurrentStack() async {
        let h = await navigated(["myapp://list/detail?id=1", "myapp://detail?id=newValue"])
        #expect(h.navigation.path == [.detail(id: "newValue")])
    }

    @Test func invalidOrMalformedURLsLeaveTheStateUnchanged() async {
        let h = await navigated(["myapp://list"])
        let before = h.navigation
        #expect(await h.open("myapp://invalid") == .rejected(.invalidLink(.notFound(path: "/invalid"))))
        #expect(await h.open("myapp://").isRejected)
        #expect(await h.open("not a url").isRejected)
        #expect(h.navigation == before)
    }

    @Test func eachTabKeepsItsStack() async {
        let h = await navigated(["myapp://list/detail?id=7", "myapp://profile?userId=ana"])
        #expect(h.navigation.selectedTab == .profile)
        #expect(h.navigation.path == [.profile(userId: "ana")])
        h.navigation.select(.home)
        #expect(h.navigation.path == [.list, .detail(id: "7")])
        await h.open("myapp://settings")
        #expect(h.navigation.selectedTab == .settings && h.navigation.root == .settings)
    }

    @Test func sheets() async {
        let h = await navigated(["myapp://list", "myapp://compose"])
        #expect(h.navigation.sheet == NavigationState.Modal(route: .compose))
        await h.open("myapp://help")
        #expect(h.navigation.sheet == NavigationState.Modal(route: .help, hasStack: false))
    }
}

extension DeepLinkOutcome {
    var isRejected: Bool {
        if case .rejected = self { return true }
        return false
    }
}
