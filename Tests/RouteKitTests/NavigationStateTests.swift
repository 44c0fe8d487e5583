import Foundation
import RouteKit
import RouteKitTesting
import Testing

@Suite struct NavigationStateTests {
    typealias State = NavigationState<TestRoute>

    @Test func pushSelectsTheTabAndBuildsTheBackStack() {
        var state = State(selectedTab: .home)
        state.apply(.materialDetail(materialId: material))  // tab: library, stack: [dashboard]
        #expect(state.selectedTab == .library)
        #expect(state.path == [.dashboard, .materialDetail(materialId: material)])
        #expect(state.stack(for: .home).isEmpty)
        #expect(state.topRoute == .materialDetail(materialId: material))
    }

    @Test func eachTabKeepsItsOwnStack() {
        var state = State(selectedTab: .home)
        state.apply(.dashboard)  // home
        state.push(.search(q: "a"))
        state.apply(.profile(userId: learner))  // profile tab
        #expect(state.selectedTab == .profile)
        #expect(state.path == [.profile(userId: learner)])
        state.select(.home)
        #expect(state.path == [.dashboard, .search(q: "a")])
    }

    @Test func aLinkReplacesTheStackOfItsTab() {
        var state = State(selectedTab: .library)
        state.push(.search(q: "a"))
        state.push(.search(q: "b"))
        state.apply(.materialDetail(materialId: material))
        #expect(state.path == [.dashboard, .materialDetail(materialId: material)])
    }

    @Test func sheetAndCoverPresentAboveTheStack() {
        var state = State(selectedTab: .home)
        state.apply(.settings(section: .privacy))  // sheet
        #expect(state.sheet == State.Modal(route: .settings(section: .privacy)))
        #expect(state.cover == nil)
        state.apply(.assessment(assessmentId: material, userId: learner))  // cover; closes the sheet
        #expect(state.sheet == nil)
        #expect(state.cover?.route == .assessment(assessmentId: material, userId: learner))
        #expect(state.topRoute == .assessment(assessmentId: material, userId: learner))
    }

    @Test func aModalWithAStackPushesInsideIt() {
        var state = State(selectedTab: .home)
        state.apply(.settings())
        state.push(.help(topic: "privacy"))
        #expect(state.sheet?.path == [.help(topic: "privacy")])
        #expect(state.path.isEmpty)
        state.pop()
        #expect(state.sheet?.path.isEmpty == true)
    }

    @Test func aModalWithoutAStackLeavesPushesToTheTab() {
        var state = State(selectedTab: .home)
        state.apply(RouteNavigation(presentation: .plainSheet), to: .settings())
        state.push(.dashboard)
        #expect(state.sheet == State.Modal(route: .settings(), hasStack: false))
        #expect(state.path == [.dashboard])
    }

    @Test func aModalOverABackStack() {
        var state = State(selectedTab: .home)
        state.apply(
            RouteNavigation(tab: .library, stack: [.dashboard], presentation: .cover), to: .settings())
        #expect(state.selectedTab == .library)
        #expect(state.path == [.dashboard])
        #expect(state.cover?.route == .settings())
    }

    @Test func aRootPresentationSelectsTheTabAndEmptiesItsStack() {
        var state = State(selectedTab: .library)
        state.push(.search(q: "a"))
        state.apply(RouteNavigation(tab: .library, presentation: .tabRoot), to: .dashboard)
        #expect(state.selectedTab == .library)
        #expect(state.root == .dashboard && state.path.isEmpty)
        #expect(state.topRoute == .dashboard)
    }

    @Test func popToRootAndUpdateRoot() {
        var state = State(selectedTab: .home)
        state.apply(.dashboard)
        state.push(.search(q: "a"))
        state.updateRoot(.help(topic: "welcome"))
        #expect(state.root == .help(topic: "welcome"))
        #expect(state.path == [.dashboard, .search(q: "a")], "updateRoot keeps the stack")
        state.apply(.settings())
        state.popToRoot()
        #expect(state.path.isEmpty && state.sheet == nil)
        #expect(state.root == .help(topic: "welcome"), "popToRoot keeps the root")
        #expect(state.topRoute == .help(topic: "welcome"))
    }

    /// The model written the way SwiftUI writes its bindings: `TabView(selection:)` the selected
    /// tab, each tab's `NavigationStack(path:)` its own path, `.sheet(item:)` and
    /// `.fullScreenCover(item:)` the modals (nil on a swipe down).
    @MainActor @Test func aModelBoundAsSwiftUIBindsIt() {
        let model = NavigationModel<TestRoute>(selectedTab: .home)
        model.apply(.dashboard)
        model.push(.search(q: "a"))
        model.selectedTab = .library  // the user taps another tab
        model.apply(.materialDetail(materialId: material))
        #expect(model.path == [.dashboard, .materialDetail(materialId: material)])
        model.setPath([.dashboard], for: .library)  // a back swipe in the library tab
        #expect(model.path(for: .library) == [.dashboard])
        #expect(model.path(for: .home) == [.dashboard, .search(q: "a")])
        model.path = []  // the selected tab's stack, popped to its root
        #expect(model.state[path: .library].isEmpty && model.state.stacks[.library] == nil)
        #expect(model.path(for: .home) == [.dashboard, .search(q: "a")])

        model.apply(.settings(section: .privacy))
        let sheet = model.sheet
        #expect(sheet?.id == .settings(section: .privacy))
        model.push(.search(q: "in the sheet"))
        #expect(model.sheet?.id == sheet?.id, "pushing inside a sheet keeps its identity")
        model.sheet = nil  // swiped down
        #expect(model.state.topRoute == nil && model.selectedTab == .library)

        model.apply(.assessment(assessmentId: material, userId: learner))
        #expect(model.cover?.id == .assessment(assessmentId: material, userId: learner))
        model.cover = nil
        #expect(model.cover == nil && model.sheet == nil)
    }

    @MainActor @Test func theRouterDrivesTheObservableModel() async {
        let model = NavigationModel<TestRoute>(selectedTab: .home)
        let router = DeepLinkRouter<TestRoute>(clock: TestClock())
        await router.attach { model.apply($0) }
        router.signIn(user: "ana")
        await router.open(URL(string: "https://edugo.app/materials/\(material)")!)
        #expect(model.state.selectedTab == .library)
        #expect(model.state.path == [.dashboard, .materialDetail(materialId: material)])
        // An invalid link leaves the state as it was.
        let before = model.state
        await router.open(URL(string: "edugo://materials/not-a-uuid")!)
        #expect(model.state == before)
    }

    /// RouteKit 1.1's spellings still compile and mean the same: a sheet or cover without a stack
    /// is `.plainSheet` or `.plainCover`, `destination` is `shows`, `.root` is `.tabRoot`.
    @available(*, deprecated)
    @Test func theSpellingsOf1_1MeanTheSame() {
        let plain = RouteNavigation<TestRoute>(presentation: .sheet, modalHasStack: false)
        #expect(plain.presentation == .plainSheet && !plain.modalHasStack && !plain.presentation.hasStack)
        let cover = RouteNavigation<TestRoute>(
            destination: .dashboard, presentation: .cover, modalHasStack: false)
        #expect(
            cover.presentation == .plainCover && cover.shows == .dashboard && cover.destination == .dashboard)
        let withStack = RouteNavigation<TestRoute>(presentation: .sheet, modalHasStack: true)
        #expect(
            withStack.presentation == .sheet && withStack.modalHasStack && withStack.presentation.hasStack)
        #expect(RoutePresentation.root == .tabRoot)
        // A value stored before reads as it did; every presentation reads back from its raw value.
        #expect(
            RoutePresentation(rawValue: "root") == .tabRoot && RoutePresentation(rawValue: "rooted") == nil)
        #expect(RoutePresentation.allCases.allSatisfy { RoutePresentation(rawValue: $0.rawValue) == $0 })
        #expect(RouteNavigation<TestRoute>(presentation: .push, modalHasStack: false).presentation == .push)
        #expect(
            RoutePresentation.cover.withoutStack() == .plainCover
                && RoutePresentation.tabRoot.withoutStack() == .tabRoot)
        var state = NavigationState<TestRoute>(selectedTab: .home)
        state.apply(cover, to: .settings())
        #expect(state.cover?.route == .dashboard && state.cover?.hasStack == false)
    }
}
