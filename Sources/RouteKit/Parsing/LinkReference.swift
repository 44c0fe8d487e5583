/// A link carried inside a link, resolved against the link that carries it as the WHATWG URL
/// Standard resolves a reference against a base URL (its "basic URL parser" with a base): what a
/// browser, or `new URL(reference, outer)`, would open.
///
/// A carried link is text from anyone, so it is read as the web reads it, not as it looks:
/// `//evil.example/x`, `/\evil.example/x` and `/<TAB>/evil.example/x` name another host, and `..`
/// climbs out of a segment. The resolved text is then parsed by the app's own parser, so it passes
/// every check a top-level link passes (scheme, host, port, user info), and a carried link that
/// lands on a host the app does not list is refused like any other.
///
/// The text is read code point by code point, as the Standard reads it (a `/` followed by a
/// combining mark is still a `/`). Only what decides where a link goes is rewritten (the scheme,
/// the authority's extent, the path's segments); the query and fragment are kept as written.
@_spi(Generated) public enum LinkReference {
    typealias Text = ArraySlice<Unicode.Scalar>

    /// The link a reference is resolved against.
    public struct Base: Equatable, Sendable {
        /// Lowercased.
        var scheme: String
        /// The authority as written (host and port); `nil` for a link without one. On a custom
        /// scheme whose host is the first segment, the host is given as the path's first segment
        /// instead, as routegen reads it.
        var authority: String?
        /// The path's segments: `/a/b` is `["a", "b"]`, `/` is `[""]`.
        var path: [String]
        /// After `?`, without it; `nil` for none.
        var query: String?

        /// `scheme://authority` (or `scheme:` without one) and a path, as written.
        public init(scheme: String, authority: String?, path: String, query: String? = nil) {
            self.scheme = scheme.lowercased()
            self.authority = authority
            self.path = LinkReference.segments(of: Array(path.unicodeScalars)[...]).map(LinkReference.string)
            self.query = query
        }
    }

    /// The schemes the URL Standard calls special: `\` is a `/` in them, and their authority
    /// ignores any number of slashes before it.
    static func isSpecial(_ scheme: String) -> Bool {
        ["http", "https", "ws", "wss", "ftp", "file"].contains(scheme)
    }

    /// `reference` resolved against `base`, as absolute URL text; `nil` where the URL Standard
    /// fails (a reference that needs a host and has none, say).
    public static func resolve(_ reference: String, against base: Base) -> String? {
        let input = cleaned(reference)
        if let colon = schemeEnd(of: input) {
            let scheme = string(input[..<colon]).lowercased()
            let rest = input[(colon + 1)...]
            guard isSpecial(scheme) else { return hierarchical(rest, scheme: scheme) ?? string(input) }
            // The base's own special scheme without `//` is relative to it (`https:x`, `https:/x`).
            if scheme == base.scheme, !rest.starts(with: ["/", "/"]) {
                return relative(rest, against: base, special: true)
            }
            return withAuthority(rest, scheme: scheme)
        }
        return relative(input, against: base, special: isSpecial(base.scheme))
    }

    /// The segments of a path as written: `/a/b` is `["a", "b"]`, `/` is `[""]`, and an empty
    /// path has none.
    static func segments(of path: Text) -> [Text] {
        guard !path.isEmpty else { return [] }
        let text = path.first == "/" ? path.dropFirst() : path
        return text.split(separator: "/", omittingEmptySubsequences: false)
    }

    /// The origin of resolved text: its scheme and authority (`https://example.com`), or its
    /// scheme alone (`app:`).
    static func origin(of resolved: String) -> Substring {
        guard let colon = resolved.firstIndex(of: ":") else { return resolved[...] }
        let rest = resolved[resolved.index(after: colon)...]
        guard rest.hasPrefix("//") else { return resolved[...colon] }
        let end = rest.dropFirst(2).firstIndex { "/?#".contains($0) } ?? resolved.endIndex
        return resolved[..<end]
    }

    static func string(_ text: Text) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text)
        return String(result)
    }

    /// The reference without leading and trailing C0 controls and spaces, and without any tab or
    /// newline anywhere, as the URL Standard reads it first.
    private static func cleaned(_ text: String) -> Text {
        var scalars = Array(text.unicodeScalars)[...]
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        return Array(scalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })[...]
    }

    /// Where the scheme's `:` is, when `input` starts with a scheme (a letter, then letters,
    /// digits, `+`, `-` or `.`).
    private static func schemeEnd(of input: Text) -> Int? {
        guard let first = input.first, first.isASCIILetter else { return nil }
        for index in input.indices.dropFirst() {
            let scalar = input[index]
            if scalar == ":" { return index }
            guard
                scalar.isASCIILetter || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)
            else { return nil }
        }
        return nil
    }

    /// A special scheme's link from after its `:`: every leading `/` or `\` is skipped, the
    /// authority runs to the next `/`, `\`, `?` or `#`, and the path follows.
    private static func withAuthority(_ rest: Text, scheme: String) -> String? {
        let start = rest.firstIndex { $0 != "/" && $0 != "\\" } ?? rest.endIndex
        let end = rest[start...].firstIndex { "/\\?#".unicodeScalars.contains($0) } ?? rest.endIndex
        let authority = rest[start..<end]
        // A special URL has a host (`file:` aside, which no app lists).
        guard !authority.isEmpty || scheme == "file", !hasMappedDelimiter(authority) else { return nil }
        var url = URLText(authority: authority, path: [[]], query: nil)
        url.readPath(rest[end...], special: true, fromScratch: true)
        return url.serialized(scheme: scheme)
    }

    /// Whether `authority` has a character that Unicode maps to one a host cannot hold (`％`,
    /// `／`, `＠`, `：`): WHATWG maps it after reading the host's extent and fails, Foundation
    /// maps it first and reads another URL. Such a link is no link.
    private static func hasMappedDelimiter(_ authority: Text) -> Bool {
        authority.contains { scalar in
            !scalar.isASCII
                && String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars.contains {
                    "%/\\@:#?[]^| <>".unicodeScalars.contains($0)
                }
        }
    }

    /// A non-special link from after its `:`, where its path is hierarchical: an authority after
    /// `//` (which may be empty, `app:///x`), or a path from `/`, its dot segments resolved; `nil`
    /// for an opaque path (`app:x`), which is kept as written.
    private static func hierarchical(_ rest: Text, scheme: String) -> String? {
        if rest.starts(with: ["/", "/"]) {
            let authority = rest.dropFirst(2)
            let end = authority.firstIndex { "/?#".unicodeScalars.contains($0) } ?? authority.endIndex
            var url = URLText(authority: authority[..<end], path: [], query: nil)
            url.readPath(authority[end...], special: false, fromScratch: true)
            return url.serialized(scheme: scheme)
        }
        guard rest.first == "/" else { return nil }
        var url = URLText(authority: nil, path: [], query: nil)
        url.readPath(rest, special: false, fromScratch: true)
        return url.serialized(scheme: scheme)
    }

    /// A reference without a scheme (or with the base's special scheme and no `//`), against `base`.
    private static func relative(_ input: Text, against base: Base, special: Bool) -> String? {
        func isSlash(_ scalar: Unicode.Scalar?) -> Bool {
            scalar == "/" || (special && scalar == "\\")
        }
        let first = input.first
        if isSlash(first), isSlash(input.dropFirst().first) {
            return special
                ? withAuthority(input, scheme: base.scheme) : hierarchical(input, scheme: base.scheme)
        }
        var url = URLText(
            authority: base.authority.map { Array($0.unicodeScalars)[...] },
            path: base.path.map { Array($0.unicodeScalars)[...] },
            query: base.query.map { Array($0.unicodeScalars)[...] })
        if isSlash(first) {
            url.query = nil
            url.readPath(input, special: special, fromScratch: true)
        } else if first == "?" || first == "#" || first == nil {
            url.readSuffix(input)
        } else {
            url.query = nil
            if !url.path.isEmpty { url.path.removeLast() }
            url.readPath(input, special: special, fromScratch: false)
        }
        return url.serialized(scheme: base.scheme)
    }
}

/// A URL being resolved: its authority, its path's segments, its query and fragment.
private struct URLText {
    typealias Text = LinkReference.Text

    var authority: Text?
    var path: [Text]
    var query: Text?
    var fragment: Text?

    /// Reads a path (and what follows it) from `text`, which starts with its first `/` when
    /// `fromScratch`, or with its first segment otherwise (which continues `path`). `.` and `..`
    /// segments, also written `%2e`, are resolved as the URL Standard resolves them.
    mutating func readPath(_ text: Text, special: Bool, fromScratch: Bool) {
        func isSlash(_ scalar: Unicode.Scalar) -> Bool { scalar == "/" || (special && scalar == "\\") }
        if fromScratch { path = [] }
        let end = text.firstIndex { $0 == "?" || $0 == "#" } ?? text.endIndex
        var pathText = text[..<end]
        if fromScratch, let first = pathText.first, isSlash(first) {
            pathText = pathText.dropFirst()
        } else if fromScratch && pathText.isEmpty {
            // An authority without a path: a special URL's path is `/`, another's is empty.
            if special { path = [[]] }
            readSuffix(text[end...])
            return
        }
        let segments = pathText.split(omittingEmptySubsequences: false, whereSeparator: isSlash)
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            switch Self.dots(in: segment) {
            case 2:
                if !path.isEmpty { path.removeLast() }
                if isLast { path.append([]) }
            case 1:
                if isLast { path.append([]) }
            default:
                path.append(segment)
            }
        }
        readSuffix(text[end...])
    }

    /// Reads `?query#fragment`, either part optional; an empty text keeps the query (a reference
    /// that is only a fragment, or nothing, keeps the base's).
    mutating func readSuffix(_ text: Text) {
        guard let first = text.first else { return }
        var rest = text
        if first == "?" {
            let end = text.firstIndex(of: "#") ?? text.endIndex
            query = text[(text.startIndex + 1)..<end]
            rest = text[end...]
        }
        if rest.first == "#" { fragment = rest.dropFirst() }
    }

    /// 1 for a `.` segment, 2 for `..` (either dot may be written `%2e`), 0 otherwise.
    private static func dots(in segment: Text) -> Int {
        switch LinkReference.string(segment).lowercased() {
        case ".", "%2e": return 1
        case "..", ".%2e", "%2e.", "%2e%2e": return 2
        default: return 0
        }
    }

    func serialized(scheme: String) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: (scheme + ":").unicodeScalars)
        if let authority {
            text.append(contentsOf: "//".unicodeScalars)
            text.append(contentsOf: authority)
        } else if path.count > 1, path[0].isEmpty {
            // Without an authority, a path starting `//` would read as one.
            text.append(contentsOf: "/.".unicodeScalars)
        }
        if !path.isEmpty || authority == nil {
            for segment in path {
                text.append("/")
                text.append(contentsOf: segment)
            }
            if path.isEmpty { text.append("/") }
        }
        if let query {
            text.append("?")
            text.append(contentsOf: query)
        }
        if let fragment {
            text.append("#")
            text.append(contentsOf: fragment)
        }
        return String(text)
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
