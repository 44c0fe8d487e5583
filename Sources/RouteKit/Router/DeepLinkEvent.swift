import Foundation

/// One step in a link's journey, for an app's log: together the events tell what happened to
/// every link and why.
public enum DeepLinkEvent<R: Route>: Hashable, Sendable, CustomStringConvertible {
    case received(URL, LinkSource)
    case rejected(DeepLinkError, LinkSource)
    case queued(R, position: Int)
    case readinessChanged(DeepLinkReadiness)
    case authChanged(AuthState)
    case deferred(R, DeferralReason)
    /// A newer deferred link replaced an older one (newest wins).
    case pendingReplaced(old: R, new: R)
    case replayScheduled(R, after: Duration)
    case replaying(R)
    case pendingExpired(R)
    case pendingDiscarded(R, because: String)
    case denied(R, AccessDenial)
    case routed(R, LinkSource)

    public var description: String {
        switch self {
        case .received(let url, let source): return "received \(url.absoluteString) (\(source.rawValue))"
        case .rejected(let error, let source): return "rejected \(source.rawValue) link: \(error)"
        case .queued(let route, let position): return "queued \(route.name) (#\(position), no handler yet)"
        case .readinessChanged(let readiness): return "readiness: \(readiness.rawValue)"
        case .authChanged(let auth): return "auth: \(auth)"
        case .deferred(let route, let reason): return "deferred \(route.name): \(reason)"
        case .pendingReplaced(let old, let new): return "pending \(old.name) replaced by \(new.name)"
        case .replayScheduled(let route, let delay):
            return "replaying \(route.name) in \(delay.milliseconds) ms"
        case .replaying(let route): return "replaying \(route.name)"
        case .pendingExpired(let route): return "pending \(route.name) expired"
        case .pendingDiscarded(let route, let reason): return "pending \(route.name) discarded: \(reason)"
        case .denied(let route, let denial): return "denied \(route.name): \(denial)"
        case .routed(let route, let source): return "routed \(route.name) (\(source.rawValue))"
        }
    }
}

extension Duration {
    /// Whole milliseconds, for messages.
    var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
