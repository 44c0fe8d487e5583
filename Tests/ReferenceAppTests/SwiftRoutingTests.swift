import Foundation
import RouteKit
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
