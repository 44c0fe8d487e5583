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

    @Test func listDetailWithoutAnIdShowsTheDefaultDetail() async {
        let h = await navigated(["myapp://list/detail"])
        #expect(h.navigation.path == [.list, .detail(id: "default")])
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

    /// As the document's `navigate(to:)`: a URL replaces the selected tab's path, whichever tab
    /// that is; profile and settings are destinations there, and no link switches the tab.
    @Test func aURLAppliesToTheSelectedTab() async {
        let h = await navigated(["myapp://list/detail?id=7"])
        h.navigation.select(.profile)
        await h.open("myapp://profile?userId=ana")
        #expect(h.navigation.selectedTab == .profile)
        #expect(h.navigation.path == [.profile(userId: "ana")])
        h.navigation.select(.home)
        #expect(h.navigation.path == [.list, .detail(id: "7")], "each tab keeps its stack")
        await h.open("myapp://settings")
        #expect(h.navigation.selectedTab == .home && h.navigation.path == [.settings])
    }

    /// The document's `navigateTo(_:for:)`, `popNavigation(for:)` and `popToRoot(for:)` aimed at a
    /// tab that is not selected change that tab only.
    @Test func pushPopAndPopToRootOnATabThatIsNotSelected() async {
        let h = await navigated(["myapp://list"])
        h.navigation.push(.detail(id: "a"), tab: .settings)
        h.navigation.push(.detail(id: "b"), tab: .settings)
        #expect(h.navigation.stack(for: .settings) == [.detail(id: "a"), .detail(id: "b")])
        h.navigation.pop(tab: .settings)
        #expect(h.navigation.stack(for: .settings) == [.detail(id: "a")])
        await h.open("myapp://compose")
        let home = h.navigation.path
        h.navigation.popToRoot(tab: .settings)
        #expect(h.navigation.stack(for: .settings).isEmpty)
        #expect(h.navigation.sheet?.route == .compose, "another tab's pop leaves the sheet")
        #expect(h.navigation.selectedTab == .home && h.navigation.path == home)
        h.navigation.pop(tab: .profile)  // an empty stack: nothing to pop
        #expect(h.navigation.stack(for: .profile).isEmpty)
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
