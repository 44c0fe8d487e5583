import Foundation
import RouteKit
import RouteKitTesting
import Testing

/// Stands in for a `UNUserNotificationCenterDelegate`, whose methods are nonisolated: the payload
/// is read here, and only the `Sendable` link crosses to the main-actor router. This file compiles
/// in Swift 6 language mode, which is the test.
final class NotificationDelegate: Sendable {
    let router: DeepLinkRouter<TestRoute>

    init(router: DeepLinkRouter<TestRoute>) { self.router = router }

    nonisolated func didReceive(userInfo: [AnyHashable: Any]) async -> DeepLinkOutcome<TestRoute> {
        let link = NotificationLink(userInfo: userInfo)
        return await router.open(link)
    }
}

@Suite struct NotificationLinkTests {
    @Test func aNonisolatedDelegateOpensThePayloadsLink() async {
        let (router, delegate) = await MainActor.run {
            let router = DeepLinkRouter<TestRoute>(clock: TestClock())
            return (router, NotificationDelegate(router: router))
        }
        await router.attach { _ in }
        let routed = await delegate.didReceive(userInfo: [
            "deeplink": "edugo://dashboard", "aps": ["badge": 1],
        ])
        #expect(routed == .routed(.dashboard))
        let missing = await delegate.didReceive(userInfo: ["aps": ["badge": 1]])
        #expect(missing == .rejected(.malformedPayload("no 'deeplink' key")))
    }

    @Test func theLinkIsReadFromAStringOrAURLUnderItsKey() {
        let url = URL(string: "edugo://dashboard")!
        #expect(NotificationLink(userInfo: ["deeplink": "edugo://dashboard"]).url == .success(url))
        #expect(NotificationLink(userInfo: ["link": url], key: "link").url == .success(url))
        #expect(
            NotificationLink(userInfo: ["deeplink": 42]).url
                == .failure(.malformedPayload("'deeplink' is not a URL")))
        #expect(
            NotificationLink(userInfo: [:], key: "link").url == .failure(.malformedPayload("no 'link' key")))
        #expect(
            NotificationLink(userInfo: ["deeplink": ""]).url
                == .failure(.malformedPayload("'deeplink' is not a URL")))
    }
}
