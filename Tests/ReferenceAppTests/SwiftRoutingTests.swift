import Foundation
import RouteKit
import RouteKitTesting
import SwiftRoutingRoutes
import Testing

/// Seed 004, SwiftRouting: navigation plans — push, sheet with and without a stack, cover,
/// popToRoot, updateRoot — an intermediate path before the route, and tab links.
@MainActor @Suite struct SwiftRoutingTests {
    typealias H = AppHarness<SwiftRoutingRoute>

    /// `/categories/{c}/subcategories/{s}/products/{p}`, three levels deep.
    static func product(_ category: Int, _ subcategory: Int, _ product: Int) -> SwiftRoutingRoute {
        .category(
            categoryId: category, .subcategory(subcategoryId: subcategory, .product(productId: product)))
    }

    func harness() async -> H {
        let h = H(tab: .home)
        await h.attach()
        return h
    }

    @Test func push() async {
        let h = await harness()
        await h.open("swiftrouting://orders")
        #expect(h.navigation.path == [.orders(.overview)])
    }

    /// `handle(deeplink:)` closes what is presented before it pushes.
    @Test func aPushLinkClosesPresentedModalsFirst() async {
        let h = await harness()
        await h.open("swiftrouting://settings")
        await h.open("swiftrouting://onboarding")
        #expect(h.navigation.cover != nil)
        await h.open("swiftrouting://orders")
        #expect(h.navigation.sheet == nil && h.navigation.cover == nil)
        #expect(h.navigation.path == [.orders(.overview)])
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
        #expect(await known.value == .routed(Self.product(3, 4, 5)))
        let unknown = Task { await h.open("swiftrouting://categories/3/subcategories/4/products/6") }
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(50))
        #expect(await unknown.value == .rejected(.denied(.moreInformationRequired("no product 6"))))
        let failing = Task { await h.open("swiftrouting://categories/3/subcategories/4/products/-1") }
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(50))
        #expect(await failing.value == .rejected(.denied(.moreInformationRequired("the lookup failed"))))
        #expect(h.navigation.path.last == Self.product(3, 4, 5))
    }

    /// The lookup is the policy's, so it holds however a link shows the product: carried in a
    /// campaign link too, whose route the policy never refuses.
    @Test func aCarriedProductIsLookedUpToo() async {
        let clock = TestClock()
        let h = H(tab: .home, policy: ProductLookup(clock: clock, known: [5]), clock: clock)
        await h.attach()
        let carried = Task {
            await h.open(
                "https://swiftrouting.dev/campaign?to=%2Fcategories%2F3%2Fsubcategories%2F4%2Fproducts%2F6")
        }
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(50))
        #expect(await carried.value == .rejected(.denied(.moreInformationRequired("no product 6"))))
        #expect(h.navigation.path.isEmpty)
        let known = Task {
            await h.open("swiftrouting://campaign?to=%2Fcategories%2F3%2Fsubcategories%2F4%2Fproducts%2F5")
        }
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(50))
        #expect(await known.value == .routed(.campaign(to: Self.product(3, 4, 5))))
        #expect(h.navigation.path.last == Self.product(3, 4, 5), "shown as the product's own plan says")
    }

    @Test func sheetWithAndWithoutAStack() async {
        let h = await harness()
        await h.open("swiftrouting://settings")
        #expect(h.navigation.sheet == NavigationState.Modal(route: .settings(.overview), hasStack: true))
        await h.open("swiftrouting://settings/quick")
        #expect(h.navigation.sheet == NavigationState.Modal(route: .settings(.quick), hasStack: false))
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
        #expect(h.navigation.path == [.orders(.list)])
    }

    @Test func anIntermediatePathComesBeforeTheRoute() async {
        let h = await harness()
        await h.open("swiftrouting://categories/3/subcategories/4/products/5")
        #expect(
            h.navigation.path == [
                .category(categoryId: 3, .overview),
                .category(categoryId: 3, .subcategory(subcategoryId: 4, .overview)),
                Self.product(3, 4, 5),
            ])
    }

    @Test func aRootAPathAndASheetFromOneLink() async {
        let h = await harness()
        await h.open("https://swiftrouting.dev/orders/42")
        #expect(h.navigation.root == .dashboard)
        #expect(h.navigation.path == [.orders(.overview), .orders(.list)])
        #expect(h.navigation.sheet?.route == .orders(.detail(orderId: 42)))
    }

    @Test func tabLinksSelectTheTabThenNavigate() async {
        let h = await harness()
        await h.open("swiftrouting://orders")
        await h.open("swiftrouting://search/swift%20ui")
        #expect(h.navigation.selectedTab == .search)
        #expect(h.navigation.path == [.search(.overview), .search(.results(query: "swift ui"))])
        #expect(h.navigation.stack(for: .home) == [.orders(.overview)], "home keeps its stack")
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

/// The app's handler: its own routes, the profile feature's handler, and one handler per group
/// (a group without values is held, as the feature's is; one with values is made from them).
@MainActor
final class AppNavigator: SwiftRoutingRouteHandler {
    let profileHandler = ProfileNavigator()
    let settingsHandler = Log()
    let searchHandler = Log()
    let ordersHandler = Log()
    var log: [String] = []
    func home() { log.append("home") }
    func dashboard() { log.append("dashboard") }
    func reset() { log.append("reset") }
    func resetToDashboard() { log.append("resetToDashboard") }
    func resetHome() { log.append("resetHome") }
    func userProfile(userId: String) { log.append("userProfile \(userId)") }
    func campaign(to: SwiftRoutingRoute) { log.append("campaign \(to.name)") }
    func onboarding() { log.append("onboarding") }
    func category(categoryId: Int) -> CategoryScreens { CategoryScreens(app: self, categoryId: categoryId) }

    /// The settings, search and orders routes, logged by name.
    @MainActor
    final class Log: SwiftRoutingRoute.Settings.Handler, SwiftRoutingRoute.Search.Handler,
        SwiftRoutingRoute.Orders.Handler
    {
        var log: [String] = []
        func overview() { log.append("overview") }
        func quick() { log.append("quick") }
        func results(query: String) { log.append("results \(query)") }
        func list() { log.append("list") }
        func detail(orderId: Int) { log.append("detail \(orderId)") }
    }

    /// One category's screens: the category is known before its subcategory is.
    struct CategoryScreens: SwiftRoutingRoute.Category.Handler {
        let app: AppNavigator
        let categoryId: Int
        func overview() { app.log.append("category \(categoryId)") }
        func subcategory(subcategoryId: Int) -> SubcategoryScreens {
            SubcategoryScreens(app: app, categoryId: categoryId, subcategoryId: subcategoryId)
        }
    }

    struct SubcategoryScreens: SwiftRoutingRoute.Category.Subcategory.Handler {
        let app: AppNavigator
        let categoryId: Int
        let subcategoryId: Int
        func overview() { app.log.append("subcategory \(categoryId)/\(subcategoryId)") }
        func product(productId: Int) { app.log.append("product \(categoryId)/\(subcategoryId)/\(productId)") }
    }
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
        #expect(SwiftRoutingTests.product(1, 2, 3).name == "category.subcategory.product")
    }

    @Test func theAppsDispatchHandsFeatureRoutesToTheFeaturesHandler() throws {
        let app = AppNavigator()
        for link in ["swiftrouting://profile/ana/edit", "swiftrouting://orders", "swiftrouting://profile"] {
            try parse(link, as: SwiftRoutingRoute.self).get().dispatch(to: app)
        }
        #expect(app.log.isEmpty)
        #expect(app.ordersHandler.log == ["overview"])
        #expect(app.profileHandler.log == ["edit ana", "overview"])
    }

    /// Each group's routes reach its handler, which the app's hands out with the values the group's
    /// routes share; the catalogue's values arrive one level at a time.
    @Test func groupsDispatchThroughTheirHandlers() throws {
        let app = AppNavigator()
        for link in [
            "swiftrouting://categories/3/subcategories/4/products/5", "swiftrouting://categories/3",
            "swiftrouting://categories/3/subcategories/4", "swiftrouting://orders/42",
            "swiftrouting://search/ui",
            "swiftrouting://settings/quick", "swiftrouting://users/ana",
        ] {
            try parse(link, as: SwiftRoutingRoute.self).get().dispatch(to: app)
        }
        #expect(app.log == ["product 3/4/5", "category 3", "subcategory 3/4", "userProfile ana"])
        #expect(app.ordersHandler.log == ["detail 42"])
        #expect(app.searchHandler.log == ["results ui"])
        #expect(app.settingsHandler.log == ["quick"])
    }

    /// `utm_campaign` is read beside any route and never part of one.
    @Test func campaignItemsAreTheLinksNotTheRoutes() throws {
        let link = try DeepLink<SwiftRoutingRoute>(
            url: URL(string: "https://swiftrouting.dev/orders/42?utm_campaign=spring")!)
        #expect(link.route == .orders(.detail(orderId: 42)))
        #expect(link.context.utmCampaign == "spring")
        #expect(link.route.url.absoluteString == "swiftrouting://orders/42")
        #expect(try DeepLink<SwiftRoutingRoute>(url: link.route.url).context.utmCampaign == nil)
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
            .profile(.overview), .profile(.edit(userId: "a/b c?")), .profile(.edit(userId: "🎓")),
            .orders(.overview),
        ] {
            #expect(route.universalLink() != nil, "\(route) is a universal link")
            try RouteCheck.roundTrip(route)
        }
        let feature = ProfileRoute.edit(userId: "x%y")
        try RouteCheck.roundTrip(feature)
        #expect(feature.url == SwiftRoutingRoute.profile(feature).url)
    }
}

/// Looks a product up before it may be shown, as the document's handler fetches first.
struct ProductLookup: AccessPolicy {
    let clock: TestClock
    let known: Set<Int>

    func decide(
        _ route: SwiftRoutingRoute, for auth: AuthState, from provenance: LinkProvenance
    ) async -> AccessDecision {
        guard case .category(_, .subcategory(_, .product(let productId))) = route else { return .allowed }
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
