/// The rule of a `strict: true` route (manifest 1.1): its links are refused unless spelled as
/// links are built, as security-sensitive links (a contact or payment link) must be — a link of
/// its own, not one carried inside another (whose text the web resolves first); a lowercase
/// scheme and host; no port, even the default one; no empty segment (`//`) or trailing `/`; no
/// escape of a character that needs none (`%63` for `c`); and each query item once, one the
/// route or the context reads. Generated parsers and `routegen explain` ask this one rule.
@_spi(Generated) public enum StrictLink {
    /// What a link writes that a strict route checks, as written.
    public struct Spelling: Sendable {
        public var scheme: String
        public var host: String
        public var namesPort: Bool
        /// The path, still percent-encoded.
        public var path: String
        /// The query items' names, still percent-encoded.
        public var itemNames: [String]
        public var isCarried: Bool
    }

    /// Why a link is not spelled exactly, or `nil` when it is; `readItems` are the items the route
    /// and the context read.
    public static func problem(_ link: Spelling, readItems: [String]) -> String? {
        if link.isCarried { return "it is carried inside another link, whose text is resolved first" }
        if hasCapital(link.scheme) { return "its scheme '\(link.scheme)' is not in lowercase" }
        if link.namesPort { return "it names a port" }
        if hasCapital(link.host) { return "its host '\(link.host)' is not in lowercase" }
        if link.path.contains("//") { return "its path has an empty segment ('//')" }
        if link.path.count > 1, link.path.hasSuffix("/") { return "its path ends with '/'" }
        // A custom scheme's host is its first segment, read as one.
        if let escape = needlessEscape(in: link.host + link.path) {
            return "it escapes '\(escape)', which needs no escape"
        }
        var seen: Set<String> = []
        for written in link.itemNames {
            if let escape = needlessEscape(in: written) {
                return "it escapes '\(escape)' in a query item's name, which needs no escape"
            }
            let name = written.removingPercentEncoding ?? written
            guard readItems.contains(name) else {
                return "it has the query item '\(name)', which the route does not read"
            }
            guard seen.insert(name).inserted else { return "it has the query item '\(name)' twice" }
        }
        return nil
    }

    /// The error a strict route's link that is not spelled exactly throws.
    public static func error(route: String, problem: String) -> RouteError {
        .malformedURL(reason: "route '\(route)' takes only links spelled exactly, and \(problem)")
    }

    private static func hasCapital(_ text: String) -> Bool {
        text.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }

    /// The first unreserved character `text` writes as an escape (`%63` for `c`), as `c (%63)`.
    /// `%2E` is not one: the builder writes a segment of dots so, as no URL parser may read it as
    /// `.` or `..`.
    private static func needlessEscape(in text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        while index + 2 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "%"), let high = hexValue(bytes[index + 1]),
                let low = hexValue(bytes[index + 2])
            else { continue }
            let byte = high << 4 | low
            if RouteURLBuilder.isUnreserved(byte), byte != UInt8(ascii: ".") {
                return
                    "\(Character(Unicode.Scalar(byte))) (\(String(decoding: bytes[index...(index + 2)], as: UTF8.self)))"
            }
        }
        return nil
    }
}

extension RouteLink {
    /// What a strict route checks of the link, as written.
    public var spelling: StrictLink.Spelling {
        let colon = source.firstIndex(of: UInt8(ascii: ":")) ?? 0
        var names: [String] = []
        var items = RouteQuery.Items(query().query)
        while let item = items.next() { names.append(String(decoding: item.name, as: UTF8.self)) }
        return StrictLink.Spelling(
            scheme: String(decoding: source[..<colon], as: UTF8.self),
            host: String(decoding: source[parts.writtenHost], as: UTF8.self), namesPort: parts.hasPort,
            path: String(decoding: source[parts.path], as: UTF8.self), itemNames: names,
            isCarried: isCarried)
    }

    /// Throws ``StrictLink/error(route:problem:)`` unless the link is spelled exactly for `route`,
    /// which reads the query items `items` (with the context's).
    public func checkStrict(route: String, items: [String]) throws(RouteError) {
        if let problem = StrictLink.problem(spelling, readItems: items) {
            throw StrictLink.error(route: route, problem: problem)
        }
    }
}
