import Foundation
import RouteKit
import RouteKitTesting
import SwiftRoutingRoutes
import Testing

/// Seed 004, SwiftRouting: navigation plans — push, sheet with and without a stack, cover,
/// popToRoot, updateRoot — an intermediate path before the route, and tab links.
@MainActor @Suite struct SwiftRoutingTests {
    typealias H = AppHarness<SwiftRoutingRoute>

    func harness() async -> H {
        let h = H(tab: .home)
        await h.attach()
        return h
    }

    @Test func push() async {
        let h = await harness()
        await h.open("swiftrouting://orders")
        #expect(h.navigation.path == [.orders])
    }

    /// `handle(deeplink:)` closes what is presented before it pushes.
    @Test func aPushLinkClosesPresentedModalsFirst() async {
        let h = await harness()
        await h.open("swiftrouting://settings")
        await h.open("swiftrouting://onboarding")
        #expect(h.navigation.cover != nil)
        await h.open("swiftrouting://orders")
        #expect(h.navigation.sheet == nil && h.navigation.cover == nil)
        #expect(h.navigation.path == [.orders])
    }

    /// `.popToRoot(root: .dashboard)`: modals closed, the stack emptied, the dashboard the root.
    @Test func popToRootWithANewRoot() async {
        let h = await harness()
        await h.open("swiftrouting://categories/1/subcategories/2")
        await h.open("swiftrouting://settings")
        await h.open("swiftrouting://reset/dashboard")
        #expect(h.navigation.path.isEmpty && h.navigation.sheet == nil)
        #expect(h.navigation.root == .dashboard)
        #expect(h.navigation.selectedTab == .home)
    }

    /// The document's async handler, as an access policy: it looks the product up first (on the
    /// clock, as a fetch would take time), lets a known one through, and refuses an unknown one
    /// (the document returns nil) or one whose lookup fails (the document throws), with a reason.
    @Test func aPolicyThatFetchesFirstCanVetoALink() async {
        let clock = TestClock()
        let h = H(tab: .home, policy: ProductLookup(clock: clock, known: [5]), clock: clock)
        await h.attach()
        let known = Task { await h.open("swiftrouting://categories/3/subcategories/4/products/5") }
        await clock.waitForSleepers(1)
        #expect(h.navigation.path.isEmpty, "nothing is shown while the policy fetches")
        clock.advance(by: .milliseconds(50))
        #expect(await known.value == .routed(.product(categoryId: 3, subcategoryId: 4, productId: 5)))
        let unknown = Task { await h.open("swiftrouting://categories/3/subcategories/4/products/6") }
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(50))
        #expect(await unknown.value == .rejected(.denied(.moreInformationRequired("no product 6"))))
        let failing = Task { await h.open("swiftrouting://categories/3/subcategories/4/products/-1") }
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(50))
        #expect(await failing.value == .rejected(.denied(.moreInformationRequired("the lookup failed"))))
        #expect(h.navigation.path.last == .product(categoryId: 3, subcategoryId: 4, productId: 5))
    }

    @Test func sheetWithAndWithoutAStack() async {
        let h = await harness()
        await h.open("swiftrouting://settings")
        #expect(h.navigation.sheet == NavigationState.Modal(route: .settings, hasStack: true))
        await h.open("swiftrouting://settings/quick")
        #expect(h.navigation.sheet == NavigationState.Modal(route: .quickSettings, hasStack: false))
    }

    @Test func cover() async {
        let h = await harness()
        await h.open("swiftrouting://onboarding")
        #expect(h.navigation.cover?.route == .onboarding && h.navigation.sheet == nil)
    }

    @Test func popToRootClosesModalsAndEmptiesTheStack() async {
        let h = await harness()
        await h.open("swiftrouting://categories/1/subcategories/2")
        await h.open("swiftrouting://settings")
        await h.open("swiftrouting://reset")
        #expect(h.navigation.path.isEmpty && h.navigation.sheet == nil)
    }

    @Test func updateRootKeepsTheStack() async {
        let h = await harness()
        await h.open("swiftrouting://orders/list")
        await h.open("swiftrouting://dashboard")
        #expect(h.navigation.root == .dashboard)
        #expect(h.navigation.path == [.orderList])
    }

    @Test func anIntermediatePathComesBeforeTheRoute() async {
        let h = await harness()
        await h.open("swiftrouting://categories/3/subcategories/4/products/5")
        #expect(
            h.navigation.path == [
                .category(categoryId: 3), .subcategory(categoryId: 3, subcategoryId: 4),
                .product(categoryId: 3, subcategoryId: 4, productId: 5),
            ])
    }

    @Test func aRootAPathAndASheetFromOneLink() async {
        let h = await harness()
        await h.open("https://swiftrouting.dev/orders/42")
        #expect(h.navigation.root == .dashboard)
        #expect(h.navigation.path == [.orders, .orderList])
        #expect(h.navigation.sheet?.route == .orderDetail(orderId: 42))
    }

    @Test func tabLinksSelectTheTabThenNavigate() async {
        let h = await harness()
        await h.open("swiftrouting://orders")
        await h.open("swiftrouting://search/swift%20ui")
        #expect(h.navigation.selectedTab == .search)
        #expect(h.navigation.path == [.search, .searchResults(query: "swift ui")])
        #expect(h.navigation.stack(for: .home) == [.orders], "home keeps its stack")
        await h.open("swiftrouting://users/ana")
        #expect(h.navigation.selectedTab == .profile && h.navigation.path == [.userProfile(userId: "ana")])
        await h.open("swiftrouting://home/reset")
        #expect(h.navigation.selectedTab == .home && h.navigation.path.isEmpty)
    }
}

/// The profile team's handler: it implements ProfileRouteHandler and nothing else.
@MainActor
final class ProfileNavigator: ProfileRouteHandler {
    var log: [String] = []
    func overview() { log.append("overview") }
    func edit(userId: String) { log.append("edit \(userId)") }
}

/// The app's handler: its own routes, and the profile feature's handler by reference.
@MainActor
final class AppNavigator: SwiftRoutingRouteHandler {
    let profileHandler = ProfileNavigator()
    var log: [String] = []
    func home() { log.append("home") }
    func dashboard() { log.append("dashboard") }
    func reset() { log.append("reset") }
    func resetToDashboard() { log.append("resetToDashboard") }
    func resetHome() { log.append("resetHome") }
    func userProfile(userId: String) { log.append("userProfile \(userId)") }
    func settings() { log.append("settings") }
    func quickSettings() { log.append("quickSettings") }
    func onboarding() { log.append("onboarding") }
    func search() { log.append("search") }
    func searchResults(query: String) { log.append("searchResults \(query)") }
    func orders() { log.append("orders") }
    func orderList() { log.append("orderList") }
    func orderDetail(orderId: Int) { log.append("orderDetail \(orderId)") }
    func category(categoryId: Int) { log.append("category") }
    func subcategory(categoryId: Int, subcategoryId: Int) { log.append("subcategory") }
    func product(categoryId: Int, subcategoryId: Int, productId: Int) { log.append("product") }
}

/// Seed 004's nested feature routes: `AppRoute.profile(ProfileRoute)`, a group whose routes are in
/// the profile team's manifest.
@MainActor @Suite struct SwiftRoutingFeatureTests {
    @Test func featureRoutesAreCasesOfTheAppsEnum() throws {
        #expect(try parse("swiftrouting://profile", as: SwiftRoutingRoute.self).get() == .profile(.overview))
        #expect(
            try parse("https://swiftrouting.dev/profile/ana/edit", as: SwiftRoutingRoute.self).get()
                == .profile(.edit(userId: "ana")))
        #expect(try ProfileRoute(url: URL(string: "swiftrouting://profile/bo/edit")!) == .edit(userId: "bo"))
        #expect(throws: RouteError.notFound(path: "/orders")) {
            try ProfileRoute(url: URL(string: "swiftrouting://orders")!)
        }
        // The group's key before the route's, as the document names it.
        #expect(SwiftRoutingRoute.profile(.edit(userId: "ana")).name == "profile.edit")
    }

    @Test func theAppsDispatchHandsFeatureRoutesToTheFeaturesHandler() throws {
        let app = AppNavigator()
        for link in ["swiftrouting://profile/ana/edit", "swiftrouting://orders", "swiftrouting://profile"] {
            try parse(link, as: SwiftRoutingRoute.self).get().dispatch(to: app)
        }
        #expect(app.log == ["orders"])
        #expect(app.profileHandler.log == ["edit ana", "overview"])
    }

    @Test func featureNavigationIsTheApps() async {
        let h = AppHarness<SwiftRoutingRoute>(tab: .home)
        await h.attach()
        await h.open("swiftrouting://profile/ana/edit")
        #expect(h.navigation.selectedTab == .profile)
        #expect(h.navigation.path == [.profile(.overview), .profile(.edit(userId: "ana"))])
    }

    @Test func featureRoutesRoundTrip() throws {
        for route: SwiftRoutingRoute in [
            .profile(.overview), .profile(.edit(userId: "a/b c?")), .profile(.edit(userId: "🎓")), .orders,
        ] {
            #expect(try SwiftRoutingRoute(url: route.url) == route)
            #expect(try SwiftRoutingRoute(url: route.universalLink()!) == route)
        }
        let feature = ProfileRoute.edit(userId: "x%y")
        #expect(try ProfileRoute(url: feature.url) == feature)
        #expect(feature.url == SwiftRoutingRoute.profile(feature).url)
    }
}

/// Looks a product up before it may be shown, as the document's handler fetches first.
struct ProductLookup: AccessPolicy {
    let clock: TestClock
    let known: Set<Int>

    func decide(_ route: SwiftRoutingRoute, for auth: AuthState) async -> AccessDecision {
        guard case .product(_, _, let productId) = route else { return .allowed }
        do {
            try await clock.sleep(until: clock.now.advanced(by: .milliseconds(50)), tolerance: nil)
            guard productId >= 0 else { throw CancellationError() }
        } catch {
            return .denied(.moreInformationRequired("the lookup failed"))
        }
        return known.contains(productId)
            ? .allowed : .denied(.moreInformationRequired("no product \(productId)"))
    }
}
