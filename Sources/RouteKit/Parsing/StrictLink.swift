/// The rule of a `strict: true` route (manifest 1.1): its links are refused unless spelled
/// exactly, as security-sensitive links (a contact or payment link) must be — no port, even the
/// default one, a host in lowercase, no empty segment (`//`), and no query item the route and the
/// context do not read. Generated parsers and `routegen explain` ask this one rule.
@_spi(Generated) public enum StrictLink {
    /// Why a link is not spelled exactly, or `nil` when it is.
    public static func problem(
        hasPort: Bool, host: String, hasEmptySegment: Bool, itemNames: [String], readItems: [String]
    ) -> String? {
        if hasPort { return "it names a port" }
        if host.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
            return "its host '\(host)' is not in lowercase"
        }
        if hasEmptySegment { return "its path has an empty segment ('//')" }
        if let unknown = itemNames.first(where: { !readItems.contains($0) }) {
            return "it has the query item '\(unknown)', which the route does not read"
        }
        return nil
    }

    /// The error a strict route's link that is not spelled exactly throws.
    public static func error(route: String, problem: String) -> RouteError {
        .malformedURL(reason: "route '\(route)' takes only links spelled exactly, and \(problem)")
    }
}

extension RouteLink {
    /// Whether the link names a port after its host, even the default one.
    public var namesPort: Bool { parts.hasPort }
    /// The host as the link writes it (a custom scheme's first segment).
    public var writtenHost: String { String(decoding: source[parts.writtenHost], as: UTF8.self) }
    /// Whether the path has an empty segment (`//`).
    public var hasEmptySegment: Bool { parts.hasDoubleSlash }

    /// Throws ``StrictLink/error(route:problem:)`` unless the link is spelled exactly for `route`,
    /// which reads the query items `items` (and the context's).
    public func checkStrict(route: String, items: [String]) throws(RouteError) {
        let problem = StrictLink.problem(
            hasPort: namesPort, host: writtenHost, hasEmptySegment: hasEmptySegment,
            itemNames: query().items.map(\.name), readItems: items)
        if let problem { throw StrictLink.error(route: route, problem: problem) }
    }
}
