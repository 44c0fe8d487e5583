import Foundation

/// How deep links may carry links: a query item of the app's own route type holds a link, which
/// may hold one, and so on up to ``maximumDepth`` links inside the outermost.
@_spi(Generated) public enum NestedLink {
    /// The deepest a link may be carried: a link inside a link inside a link.
    public static let maximumDepth = 2

    /// What a link carried deeper is refused as (``RouteError/invalidParameter(name:value:expected:)``).
    static let tooDeep = "a link carried at most \(maximumDepth) deep"

    /// How many links enclose the one being read.
    @TaskLocal static var depth = 0
}

extension RouteLink {
    /// The scheme and host the link was read on, for a carried path: `https://example.com` or
    /// `myapp://example.com` (a scheme that carries a host); `myapp:/` for another scheme, whose
    /// host is the path's first segment.
    var origin: String {
        let end = parts.host.isEmpty ? parts.path.lowerBound : parts.host.lowerBound - 1
        return String(decoding: source[..<end], as: UTF8.self)
    }

    /// The link query item `name` carries, parsed by `parse` with the app's scopes and rules: a
    /// URL, or a path (`/items/42`) read on this link's scheme and host. `nil` when the item is
    /// absent; ``RouteError/invalidParameter(name:value:expected:)`` when it is no link of the
    /// app, or nests deeper than ``NestedLink/maximumDepth``.
    public func nestedLink<Route>(
        _ name: String, in query: borrowing RouteQuery, parse: (URL) throws(RouteError) -> Route
    ) throws(RouteError) -> Route? {
        guard let encoded = query.first(name) else { return nil }
        let text = RouteQuery.decoded(encoded)
        let depth = NestedLink.depth
        guard depth < NestedLink.maximumDepth else {
            throw .invalidParameter(name: name, value: text, expected: NestedLink.tooDeep)
        }
        guard !text.contains("\u{FFFD}"), let url = URL(string: text.hasPrefix("/") ? origin + text : text)
        else {
            throw .invalidParameter(name: name, value: text, expected: "a link")
        }
        var failure: RouteError?
        let route = NestedLink.$depth.withValue(depth + 1) { () -> Route? in
            do throws(RouteError) { return try parse(url) } catch {
                failure = error
                return nil
            }
        }
        guard let route else {
            // Deeper links report their own depth; any other error says why the link is not the app's.
            if case .invalidParameter(_, _, NestedLink.tooDeep)? = failure {
                throw failure!
            }
            throw .invalidParameter(name: name, value: text, expected: "a link of the app (\(failure!))")
        }
        return route
    }
}
