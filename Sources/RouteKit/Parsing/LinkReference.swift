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
/// Only what decides where a link goes is rewritten (the scheme, the authority's extent, the
/// path's segments); the query and fragment are kept as written.
@_spi(Generated) public enum LinkReference {
    /// The link a reference is resolved against.
    public struct Base: Equatable, Sendable {
        /// Lowercased.
        var scheme: String
        /// The authority as written (host and port); `nil` for a link without one. On a custom
        /// scheme whose host is the first segment, the host is given as the path's first segment
        /// instead, as routegen reads it.
        var authority: String?
        /// The path's segments: `/a/b` is `["a", "b"]`, `/` is `[""]`.
        var path: [Substring]
        /// After `?`, without it; `nil` for none.
        var query: Substring?
    }

    /// The segments of a path as written: `/a/b` is `["a", "b"]`, `/` is `[""]`, and an empty
    /// path has none.
    static func segments(of path: String) -> [Substring] {
        guard !path.isEmpty else { return [] }
        let text = path.hasPrefix("/") ? path.dropFirst() : path[...]
        return text.split(separator: "/", omittingEmptySubsequences: false)
    }

    /// The schemes the URL Standard calls special: `\` is a `/` in them, and their authority
    /// ignores any number of slashes before it.
    static func isSpecial(_ scheme: some StringProtocol) -> Bool {
        ["http", "https", "ws", "wss", "ftp", "file"].contains(scheme.lowercased())
    }

    /// `reference` resolved against `base`, as absolute URL text; `nil` where the URL Standard
    /// fails (a reference that needs a host and has none, say).
    public static func resolve(_ reference: String, against base: Base) -> String? {
        let input = cleaned(reference)
        if let colon = schemeEnd(of: input) {
            let scheme = input[..<colon].lowercased()
            let rest = input[input.index(after: colon)...]
            guard isSpecial(scheme) else { return String(input) }
            // The base's own special scheme without `//` is relative to it (`https:x`, `https:/x`).
            if scheme == base.scheme, !rest.hasPrefix("//") {
                return relative(rest, against: base, special: true)
            }
            return withAuthority(rest, scheme: scheme)
        }
        return relative(input[...], against: base, special: isSpecial(base.scheme))
    }

    /// The reference without leading and trailing C0 controls and spaces, and without any tab or
    /// newline anywhere, as the URL Standard reads it first.
    private static func cleaned(_ text: String) -> Substring {
        var scalars = text.unicodeScalars[...]
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        var result = String.UnicodeScalarView()
        for scalar in scalars where scalar != "\t" && scalar != "\n" && scalar != "\r" {
            result.append(scalar)
        }
        return Substring(String(result))
    }

    /// Where the scheme's `:` is, when `input` starts with a scheme (a letter, then letters,
    /// digits, `+`, `-` or `.`).
    private static func schemeEnd(of input: Substring) -> Substring.Index? {
        guard let first = input.unicodeScalars.first, first.isASCIILetter else { return nil }
        for index in input.indices.dropFirst() {
            let character = input[index]
            if character == ":" { return index }
            guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                scalar.isASCIILetter || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)
            else { return nil }
        }
        return nil
    }

    /// A special scheme's link from after its `:`: every leading `/` or `\` is skipped, the
    /// authority runs to the next `/`, `\`, `?` or `#`, and the path follows.
    private static func withAuthority(_ rest: Substring, scheme: String) -> String? {
        let start = rest.firstIndex { $0 != "/" && $0 != "\\" } ?? rest.endIndex
        let end = rest[start...].firstIndex { "/\\?#".contains($0) } ?? rest.endIndex
        let authority = rest[start..<end]
        // A special URL has a host (`file:` aside, which no app lists).
        guard !authority.isEmpty || scheme == "file", !hasMappedDelimiter(authority) else { return nil }
        var url = URLText(authority: authority, path: [""], query: nil)
        url.readPath(rest[end...], special: true, fromScratch: true)
        return url.serialized(scheme: scheme)
    }

    /// Whether `authority` has a character that Unicode maps to one a host cannot hold (`％`,
    /// `／`, `＠`, `：`): WHATWG maps it after reading the host's extent and fails, Foundation
    /// maps it first and reads another URL. Such a link is no link.
    private static func hasMappedDelimiter(_ authority: Substring) -> Bool {
        authority.unicodeScalars.contains { scalar in
            !scalar.isASCII
                && String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars.contains {
                    "%/\\@:#?[]^| <>".unicodeScalars.contains($0)
                }
        }
    }

    /// A reference without a scheme (or with the base's special scheme and no `//`), against `base`.
    private static func relative(_ input: Substring, against base: Base, special: Bool) -> String? {
        func isSlash(_ character: Character?) -> Bool {
            character == "/" || (special && character == "\\")
        }
        let first = input.first
        if isSlash(first), isSlash(input.dropFirst().first) {
            if special { return withAuthority(input, scheme: base.scheme) }
            // Another authority on a non-special scheme, which may be empty (`app:///x`).
            let rest = input.dropFirst(2)
            let end = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
            var url = URLText(authority: rest[..<end], path: [], query: nil)
            url.readPath(rest[end...], special: false, fromScratch: true)
            return url.serialized(scheme: base.scheme)
        }
        var url = URLText(authority: base.authority.map { Substring($0) }, path: base.path, query: base.query)
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
    var authority: Substring?
    var path: [Substring]
    var query: Substring?
    var fragment: Substring?

    /// Reads a path (and what follows it) from `text`, which starts with its first `/` when
    /// `fromScratch`, or with its first segment otherwise (which continues `path`). `.` and `..`
    /// segments, also written `%2e`, are resolved as the URL Standard resolves them.
    mutating func readPath(_ text: Substring, special: Bool, fromScratch: Bool) {
        if fromScratch { path = [] }
        let end = text.firstIndex { $0 == "?" || $0 == "#" } ?? text.endIndex
        var pathText = text[..<end]
        if fromScratch, let first = pathText.first, first == "/" || (special && first == "\\") {
            pathText = pathText.dropFirst()
        } else if fromScratch && pathText.isEmpty {
            // An authority without a path: a special URL's path is `/`, another's is empty.
            if special { path = [""] }
            readSuffix(text[end...])
            return
        }
        let segments = pathText.split(omittingEmptySubsequences: false) {
            $0 == "/" || (special && $0 == "\\")
        }
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            switch Self.dots(in: segment) {
            case 2:
                if !path.isEmpty { path.removeLast() }
                if isLast { path.append("") }
            case 1:
                if isLast { path.append("") }
            default:
                path.append(segment)
            }
        }
        readSuffix(text[end...])
    }

    /// Reads `?query#fragment`, either part optional; an empty text keeps the query (a reference
    /// that is only a fragment, or nothing, keeps the base's).
    mutating func readSuffix(_ text: Substring) {
        guard let first = text.first else { return }
        var rest = text
        if first == "?" {
            let end = text.firstIndex(of: "#") ?? text.endIndex
            query = text[text.index(after: text.startIndex)..<end]
            rest = text[end...]
        }
        if rest.first == "#" { fragment = rest.dropFirst() }
    }

    /// 1 for a `.` segment, 2 for `..` (either dot may be written `%2e`), 0 otherwise.
    private static func dots(in segment: Substring) -> Int {
        switch segment.lowercased() {
        case ".", "%2e": return 1
        case "..", ".%2e", "%2e.", "%2e%2e": return 2
        default: return 0
        }
    }

    func serialized(scheme: String) -> String {
        var text = scheme + ":"
        if let authority {
            text += "//" + authority
        } else if path.count > 1, path[0].isEmpty {
            // Without an authority, a path starting `//` would read as one.
            text += "/."
        }
        if !path.isEmpty || authority == nil { text += "/" + path.joined(separator: "/") }
        if let query { text += "?" + query }
        if let fragment { text += "#" + fragment }
        return text
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
