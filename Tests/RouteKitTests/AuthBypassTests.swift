import Foundation
import RouteKit
import RouteKitTesting
import Testing

/// A protected route never reaches the handler while nobody is signed in, whatever the link's
/// form or source; and a deferred link survives neither sign-out nor another user signing in.
@MainActor @Suite struct AuthBypassTests {
    static let uuid = "123E4567-E89B-12D3-A456-426614174000"

    /// Every spelling of protected routes we could think of.
    static let protectedLinks = [
        "edugo://materials/\(uuid)", "EDUGO://materials/\(uuid)", "edugo:///materials/\(uuid)",
        "edugo:materials/\(uuid)", "edugo-dev://materials/\(uuid)", "https://edugo.app/materials/\(uuid)",
        "https://DEV.EDUGO.APP//materials//\(uuid)//", "edugo://%6Daterials/\(uuid)", "edugo://u/\(uuid)",
        "edugo://profile/\(uuid)?auth=false", "edugo://settings", "edugo://settings/privacy",
        "edugo://assessments/\(uuid)?userId=\(uuid)", "edugo://join/AB12CD",
        "https://edugo.app/u/\(uuid)#admin",
    ]

    @Test func protectedRoutesNeverRouteWhileSignedOut() async {
        for state in ["unknown", "signedOut"] {
            let h = Harness()
            await h.attach()
            if state == "signedOut" { h.router.signOut() }
            for link in Self.protectedLinks {
                let outcome = await h.open(link)
                guard case .deferred = outcome else {
                    Issue.record("\(link) (\(state)): \(outcome)")
                    continue
                }
            }
            for link in Self.protectedLinks {
                let outcome = await h.router.open(notification: ["deeplink": link])
                guard case .deferred = outcome else {
                    Issue.record("notification \(link) (\(state)): \(outcome)")
                    continue
                }
            }
            for route: TestRoute in [.settings(), .profile(userId: UUID(uuidString: Self.uuid)!)] {
                #expect(await h.router.open(route) != .routed(route), "a route opened in code")
            }
            await h.advance(.seconds(60))
            #expect(h.routed.isEmpty, "\(state): \(h.routed)")
        }
    }

    @Test func aDeferredLinkDoesNotSurviveSignOutOrAnotherUser() async {
        let h = Harness()
        await h.attach()
        h.router.signIn(user: "ana")
        h.router.signOut()
        await h.open("edugo://settings/privacy")
        h.router.signIn(user: "ana")
        h.router.signOut()  // during the settle delay
        await h.advance(.seconds(1))
        #expect(h.routed.isEmpty)
        #expect(h.router.pendingLink == nil)
    }
}
