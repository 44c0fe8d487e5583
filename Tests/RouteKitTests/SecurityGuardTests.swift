import Foundation
@_spi(Generated) import RouteKit
import RouteKitTesting
import Testing

/// Guards of the security core that no other test holds alone: each test here fails when its
/// guard is taken out.
@MainActor @Suite struct SecurityGuardTests {
    static let material = TestRoute.materialDetail(materialId: learner)

    /// Sign-out while a slow policy decides on a link that needs sign-in: the router decides again
    /// with the new state, so the link waits for sign-in and is never shown.
    @Test func aSignOutWhileThePolicyDecidesDefersTheLink() async {
        let clock = TestClock()
        let h = Harness(policy: SlowForMaterials(clock: clock), clock: clock)
        await h.attach()
        h.router.signIn(user: "ana")
        let opened = Task { await h.open("edugo://materials/\(learner.uuidString)") }
        await clock.waitForSleepers(1)  // the policy is deciding, for a signed-in user
        h.router.signOut()
        clock.advance(by: .milliseconds(50))
        #expect(await opened.value == .deferred(.signInRequired))
        #expect(h.routed.isEmpty)
        #expect(h.router.pendingLink?.route == Self.material)
    }

    /// `DefaultAccessPolicy` itself refuses a route that needs sign-in to anyone not signed in,
    /// whatever the router checks before asking it.
    @Test func theDefaultPolicyRefusesASignInRouteUnlessSignedIn() async {
        let policy = DefaultAccessPolicy<TestRoute>()
        for auth in [AuthState.signedOut, .unknown] {
            #expect(await policy.decide(Self.material, for: auth, from: .app) == .denied(.unauthenticated))
            #expect(await policy.decide(.dashboard, for: auth, from: .app) == .allowed)
        }
        #expect(await policy.decide(Self.material, for: .signedIn(user: "ana"), from: .app) == .allowed)
    }

    /// While auth is not known yet, a link that needs sign-in waits even under a policy that
    /// allows everything: the router's own check, not the policy's.
    @Test func aLinkNeedingSignInWaitsForAuthUnderAnAllowAllPolicy() async {
        let h = Harness(policy: ScriptedPolicy(always: .allowed))
        await h.attach()
        #expect(h.router.auth == .unknown)
        #expect(await h.open("edugo://materials/\(learner.uuidString)") == .deferred(.awaitingAuth))
        #expect(h.routed.isEmpty)
    }

    /// A host value is read only when it is a DNS label: `a_b` is none, whatever the route's
    /// pattern accepts, so no link reads a value a built link could not write back.
    @Test func aHostValueThatIsNoLabelIsRefused() throws {
        let scope = LinkScope(schemes: [], hosts: ["{v}.example.com"])
        func value(_ text: String) throws(RouteError) -> String {
            try RouteLink.read(URL(string: text)!, in: scope) { (link) throws(RouteError) in
                try link.hostValue(name: "v", as: String.self)
            }
        }
        #expect(try value("https://a-b.example.com/") == "a-b")
        var refused = 0
        for host in ["a_b", "a%5Fb", "x_"] {
            #expect(throws: RouteError.self, "\(host)") { try value("https://\(host).example.com/") }
            refused += 1
        }
        #expect(refused == 3)
    }
}

/// Takes 50 ms on the test clock to allow a material, and allows every other route at once.
struct SlowForMaterials: AccessPolicy {
    let clock: TestClock

    func decide(
        _ route: TestRoute, for auth: AuthState, from provenance: LinkProvenance
    ) async
        -> AccessDecision
    {
        if case .materialDetail = route {
            try? await clock.sleep(until: clock.now.advanced(by: .milliseconds(50)), tolerance: nil)
        }
        return .allowed
    }
}
