/// The rule of a `strict:` route (manifest 1.1): its links are refused unless spelled as links
/// are built, as security-sensitive links (a contact or payment link) must be. Each part is a
/// check a route may name (`strict: [items, trailingSlash]`); `strict: true` keeps every one but
/// ``Checks/fragment``. Generated parsers and `routegen explain` ask this one rule.
@_spi(Generated) public enum StrictLink {
    /// The spelling rules a strict route keeps, each named in the manifest as here.
    public struct Checks: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A link of its own, not one carried inside another (whose text the web resolves first).
        public static let carried = Checks(rawValue: 1 << 0)
        /// The scheme and the host in lowercase.
        public static let lowercase = Checks(rawValue: 1 << 1)
        /// No port, even the default one.
        public static let port = Checks(rawValue: 1 << 2)
        /// No empty segment (`//`).
        public static let emptySegment = Checks(rawValue: 1 << 3)
        /// No trailing `/`.
        public static let trailingSlash = Checks(rawValue: 1 << 4)
        /// No escape of a character that needs none (`%63` for `c`).
        public static let escape = Checks(rawValue: 1 << 5)
        /// Each query item once, and one the route or the context reads.
        public static let items = Checks(rawValue: 1 << 6)
        /// No fragment.
        public static let fragment = Checks(rawValue: 1 << 7)

        /// `strict: true`: every check but ``fragment``.
        public static let exact: Checks = [
            .carried, .lowercase, .port, .emptySegment, .trailingSlash, .escape, .items,
        ]

        /// Each check with its name, in the order they are checked.
        public static let named: [(name: String, check: Checks)] = [
            ("carried", .carried), ("lowercase", .lowercase), ("port", .port),
            ("emptySegment", .emptySegment),
            ("trailingSlash", .trailingSlash), ("escape", .escape), ("items", .items),
            ("fragment", .fragment),
        ]
    }

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
        /// Whether the link has a fragment (`#`), even an empty one.
        public var hasFragment = false
    }

    /// Why a link does not keep `checks`, or `nil` when it does; `readItems` are the items the
    /// route and the context read.
    public static func problem(_ link: Spelling, readItems: [String], checks: Checks = .exact) -> String? {
        if checks.contains(.carried), link.isCarried {
            return "it is carried inside another link, whose text is resolved first"
        }
        if checks.contains(.lowercase), hasCapital(link.scheme) {
            return "its scheme '\(link.scheme)' is not in lowercase"
        }
        if checks.contains(.port), link.namesPort { return "it names a port" }
        if checks.contains(.lowercase), hasCapital(link.host) {
            return "its host '\(link.host)' is not in lowercase"
        }
        if checks.contains(.emptySegment), link.path.contains("//") {
            return "its path has an empty segment ('//')"
        }
        if checks.contains(.trailingSlash), link.path.count > 1, link.path.hasSuffix("/") {
            return "its path ends with '/'"
        }
        // A custom scheme's host is its first segment, read as one.
        if checks.contains(.escape), let escape = needlessEscape(in: link.host + link.path) {
            return "it escapes '\(escape)', which needs no escape"
        }
        var seen: Set<String> = []
        for written in link.itemNames {
            if checks.contains(.escape), let escape = needlessEscape(in: written) {
                return "it escapes '\(escape)' in a query item's name, which needs no escape"
            }
            guard checks.contains(.items) else { continue }
            let name = written.removingPercentEncoding ?? written
            guard readItems.contains(name) else {
                return "it has the query item '\(name)', which the route does not read"
            }
            guard seen.insert(name).inserted else { return "it has the query item '\(name)' twice" }
        }
        if checks.contains(.fragment), link.hasFragment { return "it has a fragment" }
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
            isCarried: isCarried, hasFragment: source.contains(UInt8(ascii: "#")))
    }

    /// Throws ``StrictLink/error(route:problem:)`` unless the link keeps `checks` for `route`,
    /// which reads the query items `items` (with the context's).
    public func checkStrict(
        route: String, items: [String], checks: StrictLink.Checks = .exact
    ) throws(RouteError) {
        if let problem = StrictLink.problem(spelling, readItems: items, checks: checks) {
            throw StrictLink.error(route: route, problem: problem)
        }
    }
}
