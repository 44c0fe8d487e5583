import EduGoModels
import EduGoRoutes
import Foundation
import RouteKit
import Testing

/// Seed 001, EduGo: two schemes and two hosts, UUID values and a required userId, one handler for
/// URL schemes, universal links and the push payload's `deeplink`, a pending link after login.
@MainActor @Suite struct EduGoTests {
    let material = "123E4567-E89B-12D3-A456-426614174000"
    let user = "9F1C0A3E-5B7D-4E2A-8C61-0D2F4B6A8E90"

    @Test func bothSchemesAndBothHostsReachTheSameRoute() throws {
        for base in ["edugo://", "edugo-dev://", "https://edugo.app/", "https://dev.edugo.app/"] {
            #expect(
                try parse(base + "materials/\(material)", as: EduGoRoute.self).get()
                    == .materialDetail(materialId: UUID(uuidString: material)!), "\(base)")
        }
    }

    @Test func assessmentsNeedAUserIdQueryItem() throws {
        let base = "edugo://assessments/\(material)"
        #expect(
            try parse("\(base)?userId=\(user)", as: EduGoRoute.self).get()
                == .assessment(assessmentId: UUID(uuidString: material)!, userId: UUID(uuidString: user)!))
        #expect(parse(base, as: EduGoRoute.self) == .failure(.missingParameter(name: "userId")))
        #expect(
            parse("\(base)?userId=42", as: EduGoRoute.self)
                == .failure(.invalidParameter(name: "userId", value: "42", expected: "UUID")))
        #expect(
            parse("edugo://materials/123", as: EduGoRoute.self)
                == .failure(.invalidParameter(name: "materialId", value: "123", expected: "UUID")))
    }

    @Test func oneHandlerForSchemesUniversalLinksAndPushPayloads() async {
        let h = AppHarness<EduGoRoute>(tab: .home)
        var handled: [EduGoRoute] = []
        await h.router.attach { handled.append($0) }
        h.router.signIn(user: "ana")
        let expected = EduGoRoute.materialDetail(materialId: UUID(uuidString: material)!)
        #expect(await h.open("edugo://materials/\(material)") == .routed(expected))
        #expect(await h.open("https://edugo.app/materials/\(material)") == .routed(expected))
        #expect(
            await h.router.open(notification: ["deeplink": "edugo://materials/\(material)"])
                == .routed(expected))
        #expect(handled == [expected, expected, expected])
        #expect(
            h.log.filter { $0.hasPrefix("routed") } == [
                "routed materialDetail (url)", "routed materialDetail (universalLink)",
                "routed materialDetail (notification)",
            ])
    }

    @Test func aPendingLinkIsReplayedAfterLoginThenCleared() async {
        let h = AppHarness<EduGoRoute>(tab: .home)
        await h.attach()
        h.router.signOut()
        #expect(
            await h.router.open(notification: ["deeplink": "edugo://materials/\(material)"])
                == .deferred(.signInRequired))
        #expect(h.router.pendingLink != nil)
        h.router.signIn(user: "ana")
        await h.advance(.milliseconds(300))
        #expect(h.navigation.path == [.dashboard, .materialDetail(materialId: UUID(uuidString: material)!)])
        #expect(h.navigation.selectedTab == .library)
        #expect(h.router.pendingLink == nil)
    }

    /// The document defers every link while signed out, its own test with `edugo://dashboard`. The
    /// manifest keeps the dashboard, search and help public (see its header); an app that wants the
    /// document's behaviour gets it from a policy, with no manifest change.
    @Test func aPolicyCanDeferEveryLinkWhileSignedOutAsTheDocumentDoes() async {
        let h = AppHarness<EduGoRoute>(tab: .home, policy: EveryLinkNeedsSignIn())
        await h.attach()
        h.router.signOut()
        #expect(await h.open("edugo://dashboard") == .deferred(.signInRequired))
        #expect(h.navigation.path.isEmpty)
        h.router.signIn(user: "ana")
        await h.advance(.milliseconds(300))
        #expect(h.navigation.path == [.dashboard])
        #expect(h.router.pendingLink == nil)
        // Without that policy the dashboard is public.
        let open = AppHarness<EduGoRoute>(tab: .home)
        await open.attach()
        open.router.signOut()
        #expect(await open.open("edugo://dashboard") == .routed(.dashboard))
    }
}

/// The document's rule: nothing opens while signed out.
struct EveryLinkNeedsSignIn: AccessPolicy {
    func decide(
        _ route: EduGoRoute, for auth: AuthState, from provenance: LinkProvenance
    ) async -> AccessDecision {
        auth.isSignedIn ? .allowed : .denied(.unauthenticated)
    }
}
