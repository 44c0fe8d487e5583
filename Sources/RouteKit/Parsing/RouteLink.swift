import Foundation

/// A URL accepted by an app's schemes and hosts, split into percent-decoded path segments: the
/// input of the parsers routegen generates. Apps do not use it directly.
///
/// For a custom scheme the host is the first segment (`edugo://materials/42` → `materials`, `42`);
/// `edugo:///materials/42` is the same link. Segments are split on `/` before percent-decoding, so
/// `%2F` stays inside its segment; empty segments are ignored.
///
/// A link exists only inside ``read(_:schemes:hosts:_:)`` and ``parse(_:schemes:hosts:match:)``:
/// it points into `url.absoluteString` and into a temporary buffer (on the stack for any URL of
/// ordinary length) holding the decoded segments back to back and where each ends, so reading a
/// link allocates nothing. It is noncopyable and lent to the closure, so it cannot outlive them.
public struct RouteLink: ~Copyable {
    /// Longer URLs are refused with ``RouteError/malformedURL(reason:)``.
    public static let maximumLength = 8192

    /// True for an https universal link, false for a custom scheme.
    public let isUniversalLink: Bool
    /// The number of path segments.
    public let count: Int
    /// Decoded segment bytes, back to back.
    @usableFromInline let bytes: UnsafePointer<UInt8>
    /// Segment `i` is `bytes[bounds[i]..<bounds[i + 1]]`; `bounds[0]` is 0.
    @usableFromInline let bounds: UnsafePointer<Int>
    /// `url.absoluteString`'s UTF-8, and where in it the link's parts are: read back only for
    /// ``path`` and ``query()``.
    private let source: UnsafeBufferPointer<UInt8>
    private let parts: Parts
    /// The host as URL gives it, when the string has it in IDNA form (`xn--`).
    private let idnaHost: String?
    /// Whether the host and path hold `//`: then ``path`` is not a slice of `source`.
    private let hasDoubleSlash: Bool

    /// Where a link's parts are in `url.absoluteString`, as ``scan(_:of:schemes:hosts:)`` finds them.
    private struct Parts {
        var isUniversalLink: Bool
        /// A custom scheme's host, which is the first segment; empty for a universal link.
        var host: Range<Int>
        var path: Range<Int>
        var query: Range<Int>?
        /// Whether the string spells the host in IDNA (`xn--`), as absoluteString does a non-ASCII
        /// one: links are matched on the percent-encoded UTF-8 that URL's host(percentEncoded:)
        /// gives, so that one is used.
        var hasIDNAHost: Bool
    }

    private init(parts: Parts, idnaHost: String?, source: UnsafeBufferPointer<UInt8>, segments: Segments) {
        isUniversalLink = parts.isUniversalLink
        count = segments.count
        bytes = UnsafePointer(segments.bytes)
        bounds = UnsafePointer(segments.bounds)
        self.source = source
        self.parts = parts
        self.idnaHost = idnaHost
        hasDoubleSlash = segments.hasDoubleSlash
    }

    // MARK: - Reading a URL

    /// Parses `url` with a generated matcher: the route `match` finds, or
    /// ``RouteError/notFound(path:)`` when it finds none.
    ///
    /// `schemes` and `hosts` are lowercased; a host may be `*.domain`.
    @inlinable public static func parse<Route>(
        _ url: URL, schemes: [String], hosts: [String],
        match: (borrowing RouteLink) throws(RouteError) -> Route?
    ) throws(RouteError) -> Route {
        let (route, path) = try read(url, schemes: schemes, hosts: hosts) { (link) throws(RouteError) in
            let route = try match(link)
            return (route, route == nil ? link.path : "")
        }
        // Thrown here, not inside the closures it would otherwise be carried through.
        guard let route else { throw .notFound(path: path) }
        return route
    }

    /// Checks `url` against the manifest's `schemes` and `hosts` (both lowercased; a host may be
    /// `*.domain`), splits its path, and lends the link to `body`.
    @inlinable public static func read<Result>(
        _ url: URL, schemes: [String], hosts: [String],
        _ body: (borrowing RouteLink) throws(RouteError) -> Result
    ) throws(RouteError) -> Result {
        var result: Result?
        try withLink(url, schemes: schemes, hosts: hosts) { (link) throws(RouteError) in
            result = try body(link)
        }
        // `withLink` either calls the closure or throws.
        return result.unsafelyUnwrapped
    }

    /// ``read(_:schemes:hosts:_:)`` without a result type, so that its body is compiled once.
    ///
    /// It reads `url.absoluteString` once and finds the parts itself (``URLParts``): URL's
    /// accessors each make a String, and they were most of a match's time.
    @usableFromInline static func withLink(
        _ url: URL, schemes: [String], hosts: [String],
        _ body: (borrowing RouteLink) throws(RouteError) -> Void
    ) throws(RouteError) {
        try withUTF8(of: url.absoluteString) { (source) throws(RouteError) in
            let parts = try scan(source, of: url, schemes: schemes, hosts: hosts)
            let idnaHost =
                parts.hasIDNAHost && !parts.isUniversalLink ? url.host(percentEncoded: true) ?? "" : nil
            let path = UnsafeBufferPointer(rebasing: source[parts.path])
            func split(_ host: UnsafeBufferPointer<UInt8>) throws(RouteError) {
                try Segments.split(host, path) { (segments) throws(RouteError) in
                    try body(RouteLink(parts: parts, idnaHost: idnaHost, source: source, segments: segments))
                }
            }
            if let idnaHost {
                try withUTF8(of: idnaHost, split)
            } else {
                try split(UnsafeBufferPointer(rebasing: source[parts.host]))
            }
        }
    }

    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, of url: URL, schemes: [String], hosts: [String]
    ) throws(RouteError) -> Parts {
        let parts = URLParts(bytes)
        guard let schemeSpan = parts.scheme else {
            throw .malformedURL(reason: "the URL has no scheme")
        }
        if bytes.count > Self.maximumLength {
            throw .malformedURL(reason: "the URL is longer than \(Self.maximumLength) bytes")
        }
        func text(_ span: Range<Int>) -> String { String(decoding: bytes[span], as: UTF8.self) }
        /// Whether the scheme is `name` (lowercase ASCII), ignoring case: no String is made. (Read
        /// through its contiguous storage: iterating a small String's UTF-8 view costs more than
        /// the whole comparison.)
        func schemeIs(_ name: String) -> Bool {
            guard name.utf8.count == schemeSpan.count else { return false }
            return name.utf8.withContiguousStorageIfAvailable { name in
                for offset in 0..<name.count
                where bytes[schemeSpan.lowerBound + offset] | 0x20 != name[offset] {
                    return false
                }
                return true
            } ?? zip(bytes[schemeSpan], name.utf8).allSatisfy { scheme, name in scheme | 0x20 == name }
        }
        let port = parts.port.map { Int(text($0)) ?? -1 }
        var hasIDNAHost = false
        var index = parts.host.lowerBound
        while index + 4 <= parts.host.upperBound {
            if bytes[index] | 0x20 == UInt8(ascii: "x"), bytes[index + 1] | 0x20 == UInt8(ascii: "n"),
                bytes[index + 2] == UInt8(ascii: "-"), bytes[index + 3] == UInt8(ascii: "-")
            {
                hasIDNAHost = true
                break
            }
            index += 1
        }
        if schemes.contains(where: schemeIs) {
            if parts.user != nil || port != nil {
                throw .malformedURL(reason: "a custom-scheme link has no user info or port")
            }
            return Parts(
                isUniversalLink: false, host: parts.host, path: parts.path, query: parts.query,
                hasIDNAHost: hasIDNAHost)
        } else if schemeIs("https") {
            let host = (hasIDNAHost ? url.host(percentEncoded: true) ?? "" : text(parts.host)).lowercased()
            guard Self.isListed(host, in: hosts) else { throw .unknownHost(host) }
            if let port, port != 443 { throw .unknownHost("\(host):\(port)") }
            if parts.user != nil {
                throw .malformedURL(reason: "a universal link has no user info")
            }
            let noHost = parts.host.lowerBound..<parts.host.lowerBound
            return Parts(
                isUniversalLink: true, host: noHost, path: parts.path, query: parts.query,
                hasIDNAHost: hasIDNAHost)
        } else {
            throw .unsupportedScheme(text(schemeSpan).lowercased())
        }
    }

    /// Whether `host` (lowercased) is one of `hosts` or under a `*.domain` wildcard among them.
    public static func isListed(_ host: String, in hosts: [String]) -> Bool {
        hosts.contains { listed in
            if listed.hasPrefix("*.") {
                let suffix = listed.dropFirst()  // ".domain": the apex itself is not covered
                return host.hasSuffix(suffix) && host.utf8.count > suffix.utf8.count
            }
            return host == listed
        }
    }

    /// A link's decoded segments, in a temporary buffer that lives while the link is read.
    private struct Segments {
        let bytes: UnsafeMutablePointer<UInt8>
        let bounds: UnsafeMutablePointer<Int>
        let count: Int
        /// Whether a `/` follows another (`//`), so that ``RouteLink/path`` drops an empty segment.
        let hasDoubleSlash: Bool

        /// Splits `host` (a segment when not empty) and `path` on `/`, dropping empty segments,
        /// percent-decodes each segment, and passes the result to `body`.
        static func split(
            _ host: UnsafeBufferPointer<UInt8>, _ path: UnsafeBufferPointer<UInt8>,
            _ body: (Segments) throws(RouteError) -> Void
        ) throws(RouteError) {
            let total = host.count + path.count
            // Decoding only shrinks; a segment takes at least one byte and one separator. One
            // allocation holds both: the bounds, then the bytes.
            let boundsCapacity = total / 2 + 3
            let boundsSize = boundsCapacity * MemoryLayout<Int>.stride
            try withUnsafeTemporaryAllocation(
                byteCount: boundsSize + total + 1, alignment: MemoryLayout<Int>.alignment
            ) { (buffer) throws(RouteError) in
                let start = buffer.baseAddress.unsafelyUnwrapped
                let bounds = start.bindMemory(to: Int.self, capacity: boundsCapacity)
                let bytes = (start + boundsSize).bindMemory(to: UInt8.self, capacity: total + 1)
                guard let (count, hasDoubleSlash) = decode(host, path, into: bytes, bounds) else {
                    throw .malformedURL(reason: "invalid percent-encoding in the path")
                }
                try body(Segments(bytes: bytes, bounds: bounds, count: count, hasDoubleSlash: hasDoubleSlash))
            }
        }

        /// Writes the decoded segments and their bounds; returns how many there are and whether
        /// `//` occurs, or `nil` for a malformed escape.
        private static func decode(
            _ host: UnsafeBufferPointer<UInt8>, _ path: UnsafeBufferPointer<UInt8>,
            into decoded: UnsafeMutablePointer<UInt8>, _ bounds: UnsafeMutablePointer<Int>
        ) -> (count: Int, hasDoubleSlash: Bool)? {
            var hasDoubleSlash = false
            var written = 0
            var segments = 0
            var segmentStart = 0
            bounds[0] = 0
            for piece in 0..<2 {
                let source = piece == 0 ? host : path
                var offset = 0
                while offset < source.count {
                    var byte = source[offset]
                    offset += 1
                    if byte == UInt8(ascii: "/") {
                        if written > segmentStart {
                            segments += 1
                            bounds[segments] = written
                            segmentStart = written
                        } else if offset > 1 {
                            hasDoubleSlash = true
                        }
                        continue
                    }
                    if byte == UInt8(ascii: "%") {
                        guard offset + 2 <= source.count, let high = hexValue(source[offset]),
                            let low = hexValue(source[offset + 1])
                        else { return nil }
                        offset += 2
                        byte = high << 4 | low
                    }
                    decoded[written] = byte
                    written += 1
                }
                if written > segmentStart {
                    segments += 1
                    bounds[segments] = written
                    segmentStart = written
                }
            }
            return (segments, hasDoubleSlash)
        }
    }

    // MARK: - Matching (called by generated code)

    /// Segment `index`'s decoded bytes. Traps when there is no such segment.
    @inlinable @inline(__always) func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "no segment \(index)")
        return UnsafeBufferPointer(start: bytes + bounds[index], count: bounds[index + 1] - bounds[index])
    }

    /// FNV-1a (64-bit) of segment `index`'s decoded bytes: generated parsers switch on it to reach a
    /// literal among many in one step, then confirm with ``segment(_:is:)``.
    @inlinable @inline(__always) public func hash(at index: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in segment(index) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// ``hash(at:)`` of the segment with ASCII letters lowercased, for case-insensitive manifests.
    @inlinable public func hashIgnoringCase(at index: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in segment(index) {
            hash = (hash ^ UInt64(asciiLowercased(byte))) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The decoded length of segment `index`, in bytes.
    @inlinable public func byteCount(at index: Int) -> Int { segment(index).count }

    /// Whether segment `index` is exactly `literal` (compared as UTF-8 bytes).
    @inlinable @inline(__always) public func segment(_ index: Int, is literal: StaticString) -> Bool {
        let segment = segment(index)
        guard segment.count == literal.utf8CodeUnitCount else { return false }
        let pattern = literal.utf8Start
        for offset in 0..<segment.count where segment[offset] != pattern[offset] { return false }
        return true
    }

    /// Whether segment `index` equals `literal`, ignoring ASCII case; `literal` is lowercase.
    @inlinable public func segment(_ index: Int, isIgnoringCase literal: StaticString) -> Bool {
        let segment = segment(index)
        guard segment.count == literal.utf8CodeUnitCount else { return false }
        let pattern = literal.utf8Start
        for offset in 0..<segment.count where asciiLowercased(segment[offset]) != pattern[offset] {
            return false
        }
        return true
    }

    /// The decoded text of segment `index`, or `nil` when it is not UTF-8.
    @inlinable public func text(at index: Int) -> String? {
        utf8String(segment(index))
    }

    /// Segment `index` converted to `T`. Inlinable, so that it is specialized for `T` in the
    /// generated code instead of looking up `T`'s metadata on every match.
    @inlinable public func value<T: RouteParameter>(
        at index: Int, name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T {
        let segment = segment(index)
        guard let value = T(routeParameterUTF8: segment) else {
            let shown = String(decoding: segment, as: UTF8.self)
            throw .invalidParameter(name: name, value: shown, expected: T.routeParameterTypeName)
        }
        return value
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
        let capacity = bounds[count] - bounds[index] + count - index
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
    public var path: String {
        if let written = writtenPath {
            return String(decoding: UnsafeBufferPointer(rebasing: source[written]), as: UTF8.self)
        }
        let host = isUniversalLink ? "" : idnaHost.map { Substring($0) } ?? substring(parts.host)
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
    private var writtenPath: Range<Int>? {
        let start: Int
        if isUniversalLink {
            start = parts.path.lowerBound
        } else {
            guard idnaHost == nil, !parts.host.isEmpty, parts.host.upperBound == parts.path.lowerBound else {
                return nil
            }
            start = parts.host.lowerBound - 1
        }
        let written = start..<parts.path.upperBound
        guard written.count > 1, source[start] == UInt8(ascii: "/"),
            source[written.upperBound - 1] != UInt8(ascii: "/"), !hasDoubleSlash
        else { return nil }
        return written
    }

    /// The query items. The query lives as long as the link.
    public func query() throws(RouteError) -> RouteQuery {
        try RouteQuery(
            parts.query.map { UnsafeBufferPointer(rebasing: source[$0]) } ?? .init(start: nil, count: 0))
    }

    private func substring(_ span: Range<Int>) -> Substring {
        Substring(decoding: source[span], as: UTF8.self)
    }
}

/// `body` on `string`'s UTF-8, with typed throws (String's `withUTF8` rethrows untyped).
func withUTF8(
    of string: String, _ body: (UnsafeBufferPointer<UInt8>) throws(RouteError) -> Void
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

/// `0`–`9`, `a`–`f`, `A`–`F` as a number.
@inline(__always) @usableFromInline func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}
