import Foundation

/// A URL accepted by an app's schemes and hosts, split into percent-decoded path segments: the
/// input of the parsers routegen generates. Apps do not use it directly.
///
/// For a custom scheme the host is the first segment (`edugo://materials/42` → `materials`, `42`);
/// `edugo:///materials/42` is the same link. Segments are split on `/` before percent-decoding, so
/// `%2F` stays inside its segment; empty segments are ignored.
///
/// A link exists only inside ``read(_:in:_:)`` and ``parse(_:in:match:)``: its segments are
/// read where they stand in `url.absoluteString` (or, when one has a `%` escape, from a decoded
/// copy), and where each starts and ends is kept in a temporary buffer (on the stack for any URL of
/// ordinary length), so reading a link allocates nothing. It is noncopyable and lent to the
/// closure, so it cannot outlive them.
public struct RouteLink: ~Copyable {
    /// Longer URLs are refused with ``RouteError/malformedURL(reason:)``.
    public static let maximumLength = 8192

    /// True for an https universal link, false for a custom scheme.
    public let isUniversalLink: Bool
    /// The number of path segments.
    public let count: Int
    /// What the segments are read from: the URL string, or their decoded copy.
    @usableFromInline let bytes: UnsafePointer<UInt8>
    /// Segment `i` is `bytes[bounds[2 * i]..<bounds[2 * i + 1]]`.
    @usableFromInline let bounds: UnsafeMutablePointer<Int>
    /// `url.absoluteString`'s UTF-8, and where in it the link's parts are: read back only for
    /// ``path`` and ``query()``.
    @usableFromInline let source: UnsafeBufferPointer<UInt8>
    private let parts: Parts
    /// Whether the segments are to be read from a decoded copy (see ``withDecodedSegments(of:_:)``).
    /// `parts` has it too, but is private; the inlined ``read(_:in:_:)`` reads this copy.
    @usableFromInline let needsDecoding: Bool

    /// Where a link's parts are in `url.absoluteString`, once its scheme and host are checked.
    private struct Parts {
        var isUniversalLink: Bool
        /// A custom scheme's host, which is the first segment; empty for a universal link.
        var host: Range<Int>
        var path: Range<Int>
        var query: Range<Int>?
        /// Whether the path has `//`, so that ``RouteLink/path`` drops an empty segment.
        var hasDoubleSlash: Bool
        /// Whether a segment has a `%` escape, or is a host in IDNA form (`xn--`), as
        /// absoluteString spells a non-ASCII one: then the segments are read from a decoded copy.
        var needsDecoding: Bool
        /// Whether the host is in IDNA form.
        var hasIDNAHost: Bool
        /// A custom scheme's IDNA host as URL gives it (percent-encoded UTF-8), which is the first
        /// segment; set while the segments are decoded.
        var idnaHost: UnsafeBufferPointer<UInt8>?
    }

    private init(
        _ parts: Parts, source: UnsafeBufferPointer<UInt8>, bytes: UnsafePointer<UInt8>,
        bounds: UnsafeMutablePointer<Int>, count: Int
    ) {
        isUniversalLink = parts.isUniversalLink
        self.count = count
        self.bytes = bytes
        self.bounds = bounds
        self.source = source
        self.parts = parts
        needsDecoding = parts.needsDecoding
    }

    // MARK: - Reading a URL

    /// Parses `url` with a generated matcher: the route `match` finds, or
    /// ``RouteError/notFound(path:)`` when it finds none.
    @inlinable @inline(__always) public static func parse<Route>(
        _ url: URL, in scope: LinkScope, match: (borrowing RouteLink) throws(RouteError) -> Route?
    ) throws(RouteError) -> Route {
        let (route, path) = try read(url, in: scope) { (link) throws(RouteError) in
            let route = try match(link)
            return (route, route == nil ? link.path : "")
        }
        // Thrown here, not inside the closures it would otherwise be carried through.
        guard let route else { throw .notFound(path: path) }
        return route
    }

    /// Checks `url` against the parser's schemes and hosts, splits its path, and lends the link to
    /// `body`.
    ///
    /// Inlined down to the one call that reads the URL string, so that a generated parser's
    /// `init(url:)` is a single function that calls its matcher directly: the closures it took
    /// before cost as much as finding the URL's parts. Always inlined, as the optimizer otherwise
    /// left it, or ``parse(_:in:match:)``, a call of its own, and which one changed with unrelated
    /// edits.
    @inlinable @inline(__always) public static func read<Result>(
        _ url: URL, in scope: LinkScope, _ body: (borrowing RouteLink) throws(RouteError) -> Result
    ) throws(RouteError) -> Result {
        var result: Result?
        try withUTF8(of: url.absoluteString) { (source) throws(RouteError) in
            guard source.count <= Self.maximumLength else { throw tooLong() }
            try withUnsafeTemporaryAllocation(
                of: Int.self, capacity: boundsCapacity(forByteCount: source.count)
            ) {
                (bounds) throws(RouteError) in
                let link = try readLink(
                    source, in: scope, bounds: bounds.baseAddress.unsafelyUnwrapped)
                if link.needsDecoding {
                    try link.withDecodedSegments(of: url) { (link) throws(RouteError) in
                        result = try body(link)
                    }
                } else {
                    result = try body(link)
                }
            }
        }
        // The closures either set it or threw.
        return result.unsafelyUnwrapped
    }

    /// How many `Int`s the bounds of a URL string's segments may take: room for the path's, and
    /// before them for the host's, as a custom scheme's host is the first segment.
    @usableFromInline static func boundsCapacity(forByteCount count: Int) -> Int {
        2 + URLParts.segmentBoundsCapacity(forByteCount: count)
    }

    /// The error for a URL over ``maximumLength``, made out of line to keep the inlined reader small.
    @usableFromInline static func tooLong() -> RouteError {
        .malformedURL(reason: "the URL is longer than \(Self.maximumLength) bytes")
    }

    /// Finds the parts of `source`, `url.absoluteString`'s UTF-8 (``URLParts``), checks its scheme,
    /// and a universal link's host, port and user info, against `scope`, and writes the bounds of
    /// its segments to `bounds`, which has room for ``boundsCapacity(forByteCount:)``.
    ///
    /// It reads the string once instead of asking URL: URL's accessors each make a String, and
    /// they were most of a match's time.
    @inline(__always) init(
        reading source: UnsafeBufferPointer<UInt8>, in scope: borrowing LinkScope,
        bounds: UnsafeMutablePointer<Int>
    ) throws(RouteError) {
        let listedScheme = scope.listedSchemeLength(of: source)
        let found = URLParts(source, knownScheme: listedScheme, segments: bounds + 2)
        guard let scheme = found.scheme else { throw .malformedURL(reason: "the URL has no scheme") }
        // IDNA hosts are rare, and have a hyphen.
        let hasIDNAHost = found.authorityHasHyphen && Self.isIDNA(source[found.host])
        var parts = Parts(
            isUniversalLink: false, host: found.host, path: found.path, query: found.query,
            hasDoubleSlash: found.pathHasDoubleSlash, needsDecoding: found.pathHasPercent,
            hasIDNAHost: hasIDNAHost)
        if listedScheme != nil {
            // A `:` after the host is a port, even an empty one (`app://:/` is no URL to WHATWG).
            if found.user != nil || found.hasPortSeparator {
                throw .malformedURL(reason: "a custom-scheme link has no user info or port")
            }
            if found.hostIsIPLiteral {
                throw .malformedURL(reason: "a custom-scheme link has no IP-literal host")
            }
            parts.needsDecoding = parts.needsDecoding || found.authorityHasPercent || hasIDNAHost
        } else if Self.isHTTPS(source[scheme]) {
            try scope.checkUniversalLink(found, in: source, hasIDNAHost: hasIDNAHost)
            parts.isUniversalLink = true
            parts.host = found.host.lowerBound..<found.host.lowerBound
        } else {
            throw .unsupportedScheme(String(decoding: source[scheme], as: UTF8.self).lowercased())
        }
        var first = bounds + 2
        var count = found.segmentCount
        if !parts.host.isEmpty {
            first = bounds
            first[0] = parts.host.lowerBound
            first[1] = parts.host.upperBound
            count += 1
        }
        self.init(
            parts, source: source, bytes: source.baseAddress.unsafelyUnwrapped, bounds: first, count: count)
    }

    private static func isHTTPS(_ scheme: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        scheme.count == 5 && zip(scheme, "https".utf8).allSatisfy { $0 | 0x20 == $1 }
    }

    /// Whether `host` has `xn--`, ignoring case.
    private static func isIDNA(_ host: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        var index = host.startIndex
        while index + 4 <= host.endIndex {
            if host[index] | 0x20 == UInt8(ascii: "x"), host[index + 1] | 0x20 == UInt8(ascii: "n"),
                host[index + 2] == UInt8(ascii: "-"), host[index + 3] == UInt8(ascii: "-")
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// The link with its segments percent-decoded into a temporary buffer (the first being the
    /// IDNA host as URL gives it, when it is one), lent to `body`.
    @usableFromInline func withDecodedSegments(
        of url: URL, _ body: (borrowing RouteLink) throws(RouteError) -> Void
    ) throws(RouteError) {
        let idnaHost = parts.hasIDNAHost && !isUniversalLink ? url.host(percentEncoded: true) ?? "" : ""
        try withUTF8(of: idnaHost) { (idnaHost) throws(RouteError) in
            var parts = parts
            parts.needsDecoding = false
            if !idnaHost.isEmpty { parts.idnaHost = idnaHost }
            // Decoding only shrinks.
            let capacity = max(idnaHost.count + parts.host.count + parts.path.count, 1)
            try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) {
                (buffer) throws(RouteError) in
                let decoded = buffer.baseAddress.unsafelyUnwrapped
                var written = 0
                for segment in 0..<count {
                    let encoded =
                        segment == 0 && parts.idnaHost != nil
                        ? idnaHost
                        : UnsafeBufferPointer(rebasing: source[bounds[2 * segment]..<bounds[2 * segment + 1]])
                    bounds[2 * segment] = written
                    var decoder = PercentDecoder(encoded)
                    while let byte = decoder.next() {
                        decoded[written] = byte
                        written += 1
                    }
                    if decoder.isMalformed {
                        throw .malformedURL(reason: "invalid percent-encoding in the path")
                    }
                    bounds[2 * segment + 1] = written
                }
                try body(RouteLink(parts, source: source, bytes: decoded, bounds: bounds, count: count))
            }
        }
    }

    // MARK: - Matching (called by generated code)

    /// Segment `index`'s decoded bytes. Traps when there is no such segment.
    @inlinable @inline(__always) func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "no segment \(index)")
        let start = bounds[2 * index]
        return UnsafeBufferPointer(start: bytes + start, count: bounds[2 * index + 1] - start)
    }

    /// The ``SegmentHash`` of segment `index`'s decoded bytes: generated parsers switch on it to
    /// reach a literal among many in one step, then confirm with ``segment(_:is:)``.
    @inlinable @inline(__always) public func hash(at index: Int) -> UInt32 {
        segmentHash(at: index, ignoringCase: false)
    }

    /// ``hash(at:)`` of the segment with ASCII letters lowercased, for case-insensitive manifests.
    @inlinable public func hashIgnoringCase(at index: Int) -> UInt32 {
        segmentHash(at: index, ignoringCase: true)
    }

    /// ``SegmentHash/hash(of:ignoringCase:)`` of segment `index`, read where it stands.
    @inlinable @inline(__always) func segmentHash(at index: Int, ignoringCase: Bool) -> UInt32 {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "no segment \(index)")
        return SegmentHash.hash(
            bytes, from: bounds[2 * index], to: bounds[2 * index + 1], ignoringCase: ignoringCase)
    }

    /// Whether segment `index` is exactly `literal` (compared as UTF-8 bytes).
    @inlinable @inline(__always) public func segment(_ index: Int, is literal: StaticString) -> Bool {
        segment(index, equals: literal.utf8Start, count: literal.utf8CodeUnitCount, ignoringCase: false)
    }

    /// Whether segment `index` equals `literal`, ignoring ASCII case; `literal` is lowercase.
    @inlinable @inline(__always) public func segment(
        _ index: Int, isIgnoringCase literal: StaticString
    )
        -> Bool
    {
        segment(index, equals: literal.utf8Start, count: literal.utf8CodeUnitCount, ignoringCase: true)
    }

    /// Whether segment `index` is the `length` bytes at `pattern` (lowercase when `ignoringCase`).
    ///
    /// Compares eight bytes at a time. A generated parser has one comparison per literal, and the
    /// literal's words fold into its code as constants: two comparisons for a literal of up to 16
    /// bytes, where a loop unrolled byte by byte took ten bytes of code per letter, and the code of
    /// a large app's routes no longer fitting the instruction cache was most of a match's time.
    @inlinable @inline(__always) func segment(
        _ index: Int, equals pattern: UnsafePointer<UInt8>, count length: Int, ignoringCase: Bool
    ) -> Bool {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "no segment \(index)")
        let start = bounds[2 &* index]
        let end = bounds[2 &* index &+ 1]
        guard end &- start == length else { return false }
        @inline(__always) func word(at offset: Int) -> UInt64 {
            let word = loadWord(at: bytes + offset)
            return ignoringCase ? SegmentHash.asciiLowercased(word) : word
        }
        guard length >= 8 else {
            // The segment's bytes in the low end of a word, as SegmentHash reads them.
            var segment = SegmentHash.lastWord(bytes, from: start, to: end)
            if ignoringCase { segment = SegmentHash.asciiLowercased(segment) }
            var expected: UInt64 = 0
            for offset in 0..<length { expected |= UInt64(pattern[offset]) &<< (8 &* offset) }
            return segment == expected
        }
        var offset = 0
        while offset &+ 8 < length {
            guard word(at: start &+ offset) == loadWord(at: pattern + offset) else { return false }
            offset &+= 8
        }
        return word(at: end &- 8) == loadWord(at: pattern + (length &- 8))
    }

    /// The decoded text of segment `index`, or `nil` when it is not UTF-8.
    @inlinable public func text(at index: Int) -> String? {
        utf8String(segment(index))
    }

    /// The decoded text of segment `index` with U+FFFD for what is not UTF-8, as errors show it.
    public func shownText(at index: Int) -> String {
        String(decoding: segment(index), as: UTF8.self)
    }

    /// Segment `index` converted to `T`. Inlinable, so that it is specialized for `T` in the
    /// generated code instead of looking up `T`'s metadata on every match.
    @inlinable public func value<T: RouteParameter>(
        at index: Int, name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T {
        guard let value = T(routeParameterUTF8: segment(index)) else {
            try throwInvalidValue(at: index, name: name, expected: T.routeParameterTypeName)
        }
        return value
    }

    /// Throws ``RouteError/invalidParameter(name:value:expected:)`` for segment `index`. Out of
    /// line, so that the readers inlined into each route's code carry a call, not the error's making.
    @usableFromInline func throwInvalidValue(
        at index: Int, name: String, expected: String
    ) throws(RouteError)
        -> Never
    {
        let shown = String(decoding: segment(index), as: UTF8.self)
        throw .invalidParameter(name: name, value: shown, expected: expected)
    }

    /// Segment `index` converted to `T`, or `nil` when there is no index (an absent optional segment).
    @inlinable public func optionalValue<T: RouteParameter>(
        at index: Int?, name: String, as type: T.Type = T.self
    ) throws(RouteError)
        -> T?
    {
        guard let index else { return nil }
        return try value(at: index, name: name, as: type)
    }

    /// The segments from `index` on, decoded and joined with `/` (a catch-all's value).
    public func rest(from index: Int, name: String) throws(RouteError) -> String {
        guard index < count else { return "" }
        // One `/` between segments. A segment that is not UTF-8 makes the whole invalid, as `/`
        // cannot continue or end a multi-byte character.
        let capacity = (index..<count).reduce(0) { $0 + segment($1).count + 1 }
        let joinedText = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) {
            buffer in
            var written = 0
            for segment in index..<count {
                if segment > index {
                    buffer[written] = UInt8(ascii: "/")
                    written += 1
                }
                for byte in self.segment(segment) {
                    buffer[written] = byte
                    written += 1
                }
            }
            return utf8String(UnsafeBufferPointer(rebasing: buffer[..<written]))
        }
        if let joinedText { return joinedText }
        let invalid = (index..<count).first { text(at: $0) == nil } ?? index
        throw .invalidParameter(
            name: name, value: String(decoding: segment(invalid), as: UTF8.self), expected: "String")
    }

    /// The path as written, with empty segments dropped: what ``RouteError/notFound(path:)`` names.
    ///
    /// Inlinable for its common case, the path as it stands in the string, which a miss always
    /// needs for its error.
    @inlinable public var path: String {
        if let written = writtenPath {
            return String(decoding: UnsafeBufferPointer(rebasing: source[written]), as: UTF8.self)
        }
        return builtPath
    }

    /// ``path`` when it does not stand as such in the string: built from the host and path.
    @usableFromInline var builtPath: String {
        let host =
            isUniversalLink
            ? "" : parts.idnaHost.map { Substring(decoding: $0, as: UTF8.self) } ?? substring(parts.host)
        let path = UnsafeBufferPointer(rebasing: source[parts.path])
        // One `/` before each segment: at most one more than the separators, per piece.
        return String(unsafeUninitializedCapacity: host.utf8.count + path.count + 2) { buffer in
            var count = 0
            func append<Piece: Sequence<UInt8>>(segmentsOf piece: Piece) {
                var inSegment = false
                for byte in piece {
                    if byte == UInt8(ascii: "/") {
                        inSegment = false
                        continue
                    }
                    if !inSegment {
                        buffer[count] = UInt8(ascii: "/")
                        count += 1
                    }
                    inSegment = true
                    buffer[count] = byte
                    count += 1
                }
            }
            append(segmentsOf: host.utf8)
            append(segmentsOf: path)
            if count == 0 {
                buffer[0] = UInt8(ascii: "/")
                count = 1
            }
            return count
        }
    }

    /// Where ``path`` already stands in the string, as it mostly does: `/host/path` after a custom
    /// scheme's `//`, or an https link's path, when no empty segment is to be dropped.
    @usableFromInline var writtenPath: Range<Int>? {
        let start: Int
        if isUniversalLink {
            start = parts.path.lowerBound
        } else {
            guard parts.idnaHost == nil, !parts.host.isEmpty, parts.host.upperBound == parts.path.lowerBound
            else {
                return nil
            }
            start = parts.host.lowerBound - 1
        }
        let written = start..<parts.path.upperBound
        guard written.count > 1, source[start] == UInt8(ascii: "/"),
            source[written.upperBound - 1] != UInt8(ascii: "/"), !parts.hasDoubleSlash
        else { return nil }
        return written
    }

    /// The query items. The query lives as long as the link.
    public func query() -> RouteQuery {
        RouteQuery(
            parts.query.map { UnsafeBufferPointer(rebasing: source[$0]) } ?? .init(start: nil, count: 0))
    }

    private func substring(_ span: Range<Int>) -> Substring {
        Substring(decoding: source[span], as: UTF8.self)
    }
}

/// ``RouteLink/init(reading:in:bounds:)``, out of line: the one call that the inlined
/// ``RouteLink/read(_:in:_:)`` makes to read a link.
///
/// A function, not the initializer itself: as a `@usableFromInline init`, the optimizer specialized
/// away its unused metatype argument behind a thunk that copied the whole link on each call; it
/// did the same to a URL argument the reading no longer used, so it takes only what it reads.
@usableFromInline func readLink(
    _ source: UnsafeBufferPointer<UInt8>, in scope: borrowing LinkScope,
    bounds: UnsafeMutablePointer<Int>
) throws(RouteError) -> RouteLink {
    try RouteLink(reading: source, in: scope, bounds: bounds)
}

/// `body` on `string`'s UTF-8, with typed throws (String's `withUTF8` rethrows untyped).
@inlinable @inline(__always) func withUTF8(
    of string: consuming String, _ body: (UnsafeBufferPointer<UInt8>) throws(RouteError) -> Void
) throws(RouteError) {
    var string = string
    var failure: RouteError?
    string.withUTF8 { bytes in
        do throws(RouteError) { try body(bytes) } catch { failure = error }
    }
    if let failure { throw failure }
}

/// `byte` with an ASCII capital letter lowercased: how case-insensitive manifests compare.
@inline(__always) @usableFromInline func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
}
