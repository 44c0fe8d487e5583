import Foundation

/// The link a push notification's payload carries, read where the payload is and handed to the
/// router as a `Sendable` value.
///
/// A payload (`[AnyHashable: Any]`) cannot cross to the main actor under Swift 6's strict
/// concurrency, and `UNUserNotificationCenterDelegate`'s methods are nonisolated; so the link is
/// read there and only this value crosses:
///
/// ```swift
/// nonisolated func userNotificationCenter(
///     _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
/// ) async {
///     let link = NotificationLink(userInfo: response.notification.request.content.userInfo)
///     await router.open(link)
/// }
/// ```
public struct NotificationLink: Sendable, Hashable {
    /// The payload's link, or why it has none (``DeepLinkError/malformedPayload(_:)``).
    public let url: Result<URL, DeepLinkError>

    /// Reads the link under `key`: a URL, or a string that parses as one.
    public init(userInfo: [AnyHashable: Any], key: String = "deeplink") {
        switch userInfo[key] {
        case nil:
            url = .failure(.malformedPayload("no '\(key)' key"))
        case let link as URL:
            url = .success(link)
        case let text as String:
            url =
                URL(string: text).map { .success($0) } ?? .failure(.malformedPayload("'\(key)' is not a URL"))
        default:
            url = .failure(.malformedPayload("'\(key)' is not a URL"))
        }
    }
}
