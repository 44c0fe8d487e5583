import Foundation

/// Where a link came from.
public enum LinkSource: String, Hashable, Sendable {
    /// A custom-scheme URL (`application(_:open:)`, `onOpenURL`).
    case url
    /// A universal link (an `NSUserActivity`'s `webpageURL`).
    case universalLink
    /// A push notification's payload.
    case notification
    /// A link the app found in its content (a post, a message) and opened itself: read on any
    /// host by the routes that say so, as ``Route/init(contentLink:)`` reads it; a web link to
    /// the access policy.
    case content
    /// A route value opened in code.
    case app
}

/// How far the app has come in being able to show links.
public enum DeepLinkReadiness: String, Hashable, Sendable, Comparable {
    /// No handler yet: links are queued.
    case notReady
    /// A handler is attached: public links route; protected ones wait for auth.
    case handlerAttached
    /// Auth is known too: every link can be decided.
    case authResolved

    public static func < (lhs: Self, rhs: Self) -> Bool {
        let order: [Self] = [.notReady, .handlerAttached, .authResolved]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// Why a link waits instead of routing.
public enum DeferralReason: Hashable, Sendable, CustomStringConvertible {
    /// The route needs a signed-in user and there is none: replayed after sign-in.
    case signInRequired
    /// The route needs a signed-in user and auth is not resolved yet.
    case awaitingAuth
    /// The access policy asked for sign-in while a user is signed in (an expired session, say):
    /// kept until the next ``DeepLinkRouter/signIn(user:)``, which replays it.
    case reauthenticationRequired

    public var description: String {
        switch self {
        case .signInRequired: return "sign-in required"
        case .awaitingAuth: return "waiting for auth"
        case .reauthenticationRequired: return "sign-in required again"
        }
    }
}

/// Why a link was refused.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The URL did not parse to a route.
    case invalidLink(RouteError)
    /// The access policy refused the route.
    case denied(AccessDenial)
    /// A notification payload without a usable link.
    case malformedPayload(String)

    /// ``description`` without the values a link carries: for logs.
    public var redactedDescription: String {
        switch self {
        case .invalidLink(let error): return "invalid link: \(error.redactedDescription)"
        default: return description
        }
    }

    public var description: String {
        switch self {
        case .invalidLink(let error): return "invalid link: \(error)"
        case .denied(let denial): return "denied: \(denial)"
        case .malformedPayload(let reason): return "malformed payload: \(reason)"
        }
    }
}

/// What became of one opened link.
public enum DeepLinkOutcome<R: Route>: Hashable, Sendable {
    /// Handed to the handler.
    case routed(R)
    /// Kept and replayed later (see ``DeepLinkRouter/pendingLink``).
    case deferred(DeferralReason)
    /// No handler yet; delivered in order when one is attached.
    case queued
    /// Refused; nothing changed.
    case rejected(DeepLinkError)
}

/// A deferred link waiting to be replayed.
public struct PendingLink<R: Route>: Hashable, Sendable {
    /// The link as opened: the replay hands it to the handler as it came.
    public var link: DeepLink<R>
    public var route: R { link.route }
    /// Where the link came from; the replay reports it.
    public var source: LinkSource { link.source }
    public var reason: DeferralReason
    /// The user signed in when it was deferred, if any: it is replayed only for that user.
    public var user: String?
    /// Time since the router started, per its clock, after which the link is dropped.
    public var expiresAt: Duration
}
