import Foundation
import RouteKitTesting
import Testing

@_spi(Generated) @testable import RouteKit

/// The parts of RouteKit's public API that the scenario tests do not reach on their own.
@MainActor @Suite struct RouteKitAPITests {
    @Test func aSourceGivenToOpenIsReportedAndKept() async {
        let h = Harness()
        await h.attach()
        let url = URL(string: "edugo://dashboard")!
        #expect(await h.router.open(url, source: .notification) == .routed(.dashboard))
        #expect(h.log.last == "routed dashboard (notification)")
        h.router.signOut()
        await h.router.open(URL(string: "edugo://settings")!, source: .universalLink)
        #expect(h.router.pendingLink?.source == .universalLink)
    }

    @Test func aRouteOpenedInCodeRoutesThroughTheSameChecks() async {
        let h = Harness()
        await h.attach()
        #expect(await h.router.open(TestRoute.dashboard) == .routed(.dashboard))
        #expect(h.log.last == "routed dashboard (app)")
        h.router.signOut()
        #expect(await h.router.open(TestRoute.settings()) == .deferred(.signInRequired))
        #expect(h.router.pendingLink?.source == .app)
    }

    @Test func authFollowsSignInAndSignOut() async {
        let h = Harness()
        #expect(h.router.auth == .unknown)
        h.router.signIn(user: "ana")
        #expect(h.router.auth == .signedIn(user: "ana"))
        #expect(h.router.auth.isSignedIn)
        h.router.signOut()
        #expect(h.router.auth == .signedOut)
        #expect(!h.router.auth.isSignedIn)
        #expect(h.log == ["auth: signed in as ana", "auth: signed out"])
    }

    /// A pending link says where it came from, why it waits, for whom, and until when.
    @Test func aPendingLinkCarriesItsSourceReasonUserAndExpiry() async throws {
        let clock = TestClock()
        let router = DeepLinkRouter<TestRoute>(
            clock: clock, policy: ScriptedPolicy([.denied(.unauthenticated)]), deferralLifetime: .seconds(30))
        await router.attach { _ in }
        router.signIn(user: "ana")
        clock.advance(by: .seconds(5))
        await router.open(URL(string: "https://edugo.app/settings")!)
        let pending = try #require(router.pendingLink)
        #expect(pending.route == .settings())
        #expect(pending.source == .universalLink)
        #expect(pending.reason == .reauthenticationRequired)
        #expect(pending.user == "ana")
        #expect(pending.expiresAt == .seconds(35), "deferred at 5 s, kept 30 s")
        clock.advance(by: .seconds(29))
        #expect(router.pendingLink != nil)
        clock.advance(by: .seconds(1))
        #expect(router.pendingLink == nil, "a non-default deferral lifetime is honoured")
    }

    /// The system clock's initializer: a router an app makes with no clock of its own.
    @Test func theContinuousClockRouterRoutesAndReplays() async {
        let router = DeepLinkRouter<TestRoute>(settleDelay: .zero)
        var routed: [TestRoute] = []
        await router.attach { routed.append($0) }
        router.signOut()
        #expect(await router.open(URL(string: "edugo://settings")!) == .deferred(.signInRequired))
        router.signIn(user: "ana")
        // A zero settle delay replays without sleeping, in a task of its own.
        while router.replayDeadline != nil { await Task.yield() }
        await router.idle()
        #expect(routed == [.settings()])
        #expect(router.settleDelay == .zero)
        #expect(router.deferralLifetime == .seconds(600))
        #expect(router.notificationKey == "deeplink")
    }

    @Test func readinessIsOrdered() {
        let all: [DeepLinkReadiness] = [.authResolved, .notReady, .handlerAttached]
        #expect(all.sorted() == [.notReady, .handlerAttached, .authResolved])
        #expect(DeepLinkReadiness.notReady < .handlerAttached)
        #expect(!(DeepLinkReadiness.authResolved < .handlerAttached))
    }

    @Test func popToRootOfAnotherTabEmptiesThatTabOnly() {
        var state = NavigationState<TestRoute>(selectedTab: .home)
        state.apply(.dashboard)
        state.push(.search(q: "a"))
        state.apply(.materialDetail(materialId: material))  // library: [dashboard, materialDetail]
        state.select(.home)
        state.popToRoot(tab: .library)
        #expect(state.stack(for: .library).isEmpty)
        #expect(state.selectedTab == .home, "popping another tab does not select it")
        #expect(state.path == [.dashboard, .search(q: "a")])
        // push and pop work on the selected tab only.
        state.push(.help(topic: "x"))
        state.pop()
        state.pop()
        #expect(state.path == [.dashboard])
        #expect(state.stack(for: .library).isEmpty)
    }

    #if canImport(Observation)
    @Test func theObservableModelDrivesItsState() {
        let model = NavigationModel<TestRoute>(selectedTab: .home)
        model.apply(.dashboard)
        model.push(.search(q: "a"))
        #expect(model.state.path == [.dashboard, .search(q: "a")])
        model.pop()
        #expect(model.state.path == [.dashboard])
        model.updateRoot(.help(topic: "welcome"))
        #expect(model.state.root == .help(topic: "welcome"))
        model.select(.library)
        #expect(model.state.selectedTab == .library)
        model.apply(.settings())
        #expect(model.state.sheet?.route == .settings())
        model.dismissModals()
        #expect(model.state.sheet == nil)
        model.select(.home)
        model.apply(.assessment(assessmentId: material, userId: learner))
        model.popToRoot()
        #expect(model.state.cover == nil)
        #expect(model.state.path.isEmpty)
        #expect(model.state.root == .help(topic: "welcome"))
    }
    #endif

    @Test func aSegmentsTextIsItsDecodedUTF8() throws {
        let url = try #require(URL(string: "edugo://help/caf%C3%A9/%FF"))
        try RouteLink.read(url, in: TestRoute.scope) { link in
            #expect(link.count == 3)
            #expect(link.text(at: 1) == "café")
            #expect(link.text(at: 2) == nil)
            #expect(link.shownText(at: 2) == "\u{FFFD}")
        }
    }
}
