import Foundation
import RouteKit
import RouteKitTesting
import Testing

/// The helpers RouteKitTesting gives apps' tests, used here on the hand-written TestRoute.
@MainActor @Suite struct RouteKitTestingTests {
    let learner = UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000")!

    @Test func routeCheckPassesAURLThatRoutesAndRoundTrips() throws {
        try RouteCheck.expect(URL(string: "edugo://search?q=swift")!, routesTo: TestRoute.search(q: "swift"))
        try RouteCheck.expect(
            URL(string: "edugo://profile/\(learner)")!, routesTo: TestRoute.profile(userId: learner))
        try RouteCheck.roundTrip(TestRoute.settings(section: .privacy))
    }

    @Test func routeCheckSaysWhatIsWrong() {
        #expect {
            try RouteCheck.expect(URL(string: "edugo://search?q=swift")!, routesTo: TestRoute.dashboard)
        } throws: { error in
            (error as? RouteCheckFailure)?.description
                == "edugo://search?q=swift parses to search(q: \"swift\", code: nil), expected dashboard"
        }
        #expect {
            try RouteCheck.expect(URL(string: "edugo://nowhere")!, routesTo: TestRoute.dashboard)
        } throws: { error in
            (error as? RouteCheckFailure)?.description.hasPrefix(
                "edugo://nowhere does not parse: no route matches") == true
        }
    }

    @Test func aDeferredLinkReplaysAfterSignInAndThePolicyIsAskedOnReplay() async throws {
        let clock = TestClock()
        let policy = RecordingAccessPolicy<TestRoute>()
        let router = DeepLinkRouter(clock: clock, policy: policy)
        var shown: [TestRoute] = []
        await router.attach { shown.append($0) }
        router.signOut()
        let replayed = try await router.expectReplay(
            of: URL(string: "edugo://profile/\(learner)")!, signingIn: "ana", on: clock)
        #expect(replayed == .profile(userId: learner))
        #expect(shown == [.profile(userId: learner)])
        // Signed out, the route's `requiresAuth` defers it without asking; the replay asks once.
        let asked = await policy.decisions
        #expect(asked.map(\.auth) == [.signedIn(user: "ana")])
        #expect(asked.map(\.answer) == [.allowed])
        #expect(asked.map(\.route) == [.profile(userId: learner)])
    }

    @Test func aLinkThatIsNotDeferredFailsTheReplayCheck() async {
        let clock = TestClock()
        let router = DeepLinkRouter<TestRoute>(clock: clock)
        await router.attach { _ in }
        router.signIn(user: "ana")
        await #expect(throws: RouteCheckFailure.self) {
            _ = try await router.expectReplay(
                of: URL(string: "edugo://dashboard")!, signingIn: "ana", on: clock)
        }
    }
}
