/// The fragment read as a path (manifest 1.1, `fragment: "/@{user}"`): single-page web apps route
/// by it (`https://matrix.to/#/@alice:example.org`), so a route can be chosen by it as by its path.
///
/// The fragment's path is its text up to the first `?` (what follows is the page's own query), and
/// starts with `/` where the pattern is rooted (`#/@alice…`), not where it is not (`#p/+1408…`,
/// `fragment: "p/{phone}"`). It is split at `/`, a trailing `/` read past and an empty segment elsewhere
/// (`#//@ana`) fitting no pattern, and each segment is percent-decoded on its own, so a value's `/`
/// is written `%2F`. A segment with values inside splits as ``SegmentPieces`` says.
@_spi(Generated) public enum FragmentPath {
    /// One segment of a pattern.
    public enum Segment: Hashable, Sendable {
        /// Text the segment must be (ASCII-lowercase when matching ignores case).
        case literal(String)
        /// One value: any segment.
        case value
        /// Values with literal text around them: one more text than values.
        case pieces([String])
    }

    /// The values of the path in `fragment` (still percent-encoded, without `#`), in order, when
    /// it fits `pattern`, after a `/` when `rooted`; `nil` when it does not. A value that does not decode to UTF-8 is `nil`
    /// in the list: the segment fits, and ``value(_:name:as:)`` refuses it, as a path's value is.
    public static func values(
        of fragment: some Collection<UInt8>, matching pattern: [Segment], ignoringCase: Bool,
        rooted: Bool = true
    ) -> [String?]? {
        var path = fragment.prefix { $0 != UInt8(ascii: "?") }[...]
        if rooted {
            guard path.first == UInt8(ascii: "/") else { return nil }
            path = path.dropFirst()
        }
        var segments = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        // A trailing `/` is read past (`#/` is no segment); an empty segment elsewhere fits no pattern.
        if segments.last?.isEmpty == true { segments.removeLast() }
        guard segments.count == pattern.count, !segments.contains(where: \.isEmpty) else { return nil }
        var values: [String?] = []
        for (encoded, segment) in zip(segments, pattern) {
            guard let bytes = decoded(Array(encoded)) else { return nil }
            switch segment {
            case .literal(let literal):
                let read = ignoringCase ? bytes.map(asciiLowercased) : bytes
                guard read.elementsEqual(literal.utf8) else { return nil }
            case .value:
                values.append(String(validating: bytes, as: UTF8.self))
            case .pieces(let texts):
                let ranges = bytes.withUnsafeBufferPointer {
                    SegmentPieces.split($0, texts: texts.map { Array($0.utf8) }, ignoringCase: ignoringCase)
                }
                guard let ranges else { return nil }
                values += ranges.map { String(validating: bytes[$0], as: UTF8.self) }
            }
        }
        return values
    }

    /// `text`, a value of the fragment's path, converted to `T`: else
    /// ``RouteError/invalidParameter(name:value:expected:)``, named `#name` (a value that is no
    /// UTF-8, `nil`, converts to nothing).
    @inlinable public static func value<T: RouteParameter>(
        _ text: String?, name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T {
        guard let text, let value = T(routeParameter: text) else {
            throw .invalidParameter(
                name: "#" + name, value: text ?? "\u{FFFD}", expected: T.routeParameterTypeName)
        }
        return value
    }

    /// The percent-decoded bytes, or `nil` when an escape is malformed.
    private static func decoded(_ encoded: [UInt8]) -> [UInt8]? {
        encoded.withUnsafeBufferPointer { buffer in
            RouteQuery.withDecoded(buffer) { bytes in bytes.map(Array.init) }
        }
    }
}

extension RouteLink {
    /// The values of the fragment's path where it fits `pattern` (``FragmentPath``), after a `/`
    /// when `rooted`; `nil` when the link has no fragment or it does not fit.
    public func fragmentPath(
        _ pattern: [FragmentPath.Segment], ignoringCase: Bool = false, rooted: Bool = true
    ) -> [String?]? {
        guard let fragment = encodedFragment else { return nil }
        return FragmentPath.values(
            of: fragment, matching: pattern, ignoringCase: ignoringCase, rooted: rooted)
    }
}
