import Foundation

/// One step in a link's journey, for an app's log: together the events tell what happened to
/// every link and why.
///
/// Its ``description`` is fit for a log: a link's values are left out (a URL keeps its scheme,
/// host, its path's shape and its items' names; a route is named, not shown), as links can carry
/// one-time tokens (password resets, magic sign-in links). ``unredactedDescription`` has
/// everything, for debugging.
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

    public var description: String { text(redacted: true) }

    /// ``description`` with the whole URL and every value: for debugging, not for logs.
    public var unredactedDescription: String { text(redacted: false) }

    private func text(redacted: Bool) -> String {
        switch self {
        case .received(let url, let source):
            return "received \(redacted ? Self.redacted(url) : url.absoluteString) (\(source.rawValue))"
        case .rejected(let error, let source):
            return
                "rejected \(source.rawValue) link: \(redacted ? error.redactedDescription : error.description)"
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

    /// `url` with its values left out: scheme and host, `•` for each path segment, the query's
    /// item names with `•` for each value; no user info, no fragment.
    /// `https://edugo.app/reset/8f2c?token=x&ref=mail` is `https://edugo.app/•/•?token=•&ref=•`.
    static func redacted(_ url: URL) -> String {
        var text = (url.scheme ?? "") + ":"
        if let host = url.host(percentEncoded: true) { text += "//" + host }
        let path = url.path(percentEncoded: true)
        text += path.split(separator: "/").map { _ in "/•" }.joined()
        if let query = url.query(percentEncoded: true) {
            let items = query.split(separator: "&").map { item in
                item.split(separator: "=", maxSplits: 1).count > 1 || item.contains("=")
                    ? "\(item.prefix { $0 != "=" })=•" : String(item)
            }
            text += "?" + items.joined(separator: "&")
        }
        return text
    }
}

extension Duration {
    /// Whole milliseconds, for messages.
    var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
