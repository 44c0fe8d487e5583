import Foundation

/// A URL accepted by an app's schemes and hosts, split into percent-decoded path segments: the
/// input of the parsers routegen generates. Apps do not use it directly.
///
/// For a custom scheme the host is the first segment (`edugo://materials/42` → `materials`, `42`);
/// `edugo:///materials/42` is the same link. Segments are split on `/` before percent-decoding, so
/// `%2F` stays inside its segment; empty segments are ignored. The decoded segments sit back to
/// back in one byte buffer, so matching a literal is a byte comparison with no String made.
public struct RouteLink: Sendable {
    /// Longer URLs are refused with ``RouteError/malformedURL(reason:)``.
    public static let maximumLength = 8192

    /// True for an https universal link, false for a custom scheme.
    public let isUniversalLink: Bool
    /// Decoded segment bytes, back to back.
    @usableFromInline let bytes: [UInt8]
    /// `ends[i]` is where segment `i` ends in `bytes`; it starts where segment `i - 1` ends.
    @usableFromInline let ends: [Int]
    /// `url.absoluteString`, and where in it the segments (a custom scheme's host, then the path)
    /// and the query are: read back only for ``path`` and ``query()``.
    private let source: String
    private let segmentSpans: (host: Range<Int>, path: Range<Int>)
    private let querySpan: Range<Int>?
    /// The host as URL gives it, when `source` has it in IDNA form (`xn--`).
    private let idnaHost: String?

    /// Checks `url` against the manifest's `schemes` and `hosts` (both lowercased; a host may be
    /// `*.domain`) and splits its path.
    ///
    /// It reads `url.absoluteString` once and finds the parts itself (``URLParts``): URL's
    /// accessors each make a String, and they were most of a match's time.
    public init(url: URL, schemes: [String], hosts: [String]) throws(RouteError) {
        var source = url.absoluteString
        var failure: RouteError?
        let scanned: Scanned? = source.withUTF8 { bytes in
            do throws(RouteError) {
                return try Self.scan(bytes, of: url, schemes: schemes, hosts: hosts)
            } catch {
                failure = error
                return nil
            }
        }
        guard let scanned else { throw failure ?? .malformedURL(reason: "unreadable") }
        isUniversalLink = scanned.isUniversalLink
        bytes = scanned.bytes
        ends = scanned.ends
        segmentSpans = scanned.segmentSpans
        querySpan = scanned.querySpan
        idnaHost = scanned.idnaHost
        self.source = source
    }

    /// What ``scan(_:of:schemes:hosts:)`` finds, before `source` is stored alongside.
    private struct Scanned {
        var isUniversalLink: Bool
        var bytes: [UInt8]
        var ends: [Int]
        var segmentSpans: (host: Range<Int>, path: Range<Int>)
        var querySpan: Range<Int>?
        var idnaHost: String?
    }

    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, of url: URL, schemes: [String], hosts: [String]
    ) throws(RouteError) -> Scanned {
        let parts = URLParts(bytes)
        guard let schemeSpan = parts.scheme else {
            throw .malformedURL(reason: "the URL has no scheme")
        }
        if bytes.count > Self.maximumLength {
            throw .malformedURL(reason: "the URL is longer than \(Self.maximumLength) bytes")
        }
        func text(_ span: Range<Int>) -> String { String(decoding: bytes[span], as: UTF8.self) }
        /// Whether the scheme is `name` (lowercase ASCII), ignoring case: no String is made.
        func schemeIs(_ name: String) -> Bool {
            name.utf8.count == schemeSpan.count
                && zip(bytes[schemeSpan], name.utf8).allSatisfy { scheme, name in scheme | 0x20 == name }
        }
        let port = parts.port.map { Int(text($0)) ?? -1 }
        // absoluteString spells a non-ASCII host in IDNA (`xn--…`); links are matched on the
        // percent-encoded UTF-8 that URL's host(percentEncoded:) gives, so that one is used.
        var idnaHost: String?
        var index = parts.host.lowerBound
        while index + 4 <= parts.host.upperBound {
            if bytes[index] | 0x20 == UInt8(ascii: "x"), bytes[index + 1] | 0x20 == UInt8(ascii: "n"),
                bytes[index + 2] == UInt8(ascii: "-"), bytes[index + 3] == UInt8(ascii: "-")
            {
                idnaHost = url.host(percentEncoded: true) ?? ""
                break
            }
            index += 1
        }
        let isUniversalLink: Bool
        let hostSegment: Range<Int>
        if schemes.contains(where: schemeIs) {
            if parts.user != nil || port != nil {
                throw .malformedURL(reason: "a custom-scheme link has no user info or port")
            }
            isUniversalLink = false
            hostSegment = parts.host
        } else if schemeIs("https") {
            let host = (idnaHost ?? text(parts.host)).lowercased()
            guard Self.isListed(host, in: hosts) else { throw .unknownHost(host) }
            if let port, port != 443 { throw .unknownHost("\(host):\(port)") }
            if parts.user != nil {
                throw .malformedURL(reason: "a universal link has no user info")
            }
            isUniversalLink = true
            hostSegment = parts.host.lowerBound..<parts.host.lowerBound
        } else {
            throw .unsupportedScheme(text(schemeSpan).lowercased())
        }
        let path = UnsafeBufferPointer(rebasing: bytes[parts.path])
        var split: ([UInt8], [Int])?
        if var idnaHost, !isUniversalLink {
            split = idnaHost.withUTF8 { host in Self.split(host, path) }
        } else {
            split = Self.split(UnsafeBufferPointer(rebasing: bytes[hostSegment]), path)
        }
        guard let (decoded, ends) = split else {
            throw .malformedURL(reason: "invalid percent-encoding in the path")
        }
        return Scanned(
            isUniversalLink: isUniversalLink, bytes: decoded, ends: ends,
            segmentSpans: (hostSegment, parts.path),
            querySpan: parts.query, idnaHost: idnaHost)
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

    /// Splits `host` (a segment when not empty) and `path` on `/`, dropping empty segments, and
    /// percent-decodes each segment. Two allocations: the decoded bytes and the segment ends.
    private static func split(
        _ host: UnsafeBufferPointer<UInt8>, _ path: UnsafeBufferPointer<UInt8>
    ) -> ([UInt8], [Int])? {
        let total = host.count + path.count
        var ends: [Int] = []
        var valid = true
        // A segment takes at least one byte and one separator, and decoding only shrinks.
        let bytes = [UInt8](unsafeUninitializedCapacity: total) { decoded, written in
            ends = [Int](unsafeUninitializedCapacity: total / 2 + 2) { segmentEnds, segments in
                var lastEnd = 0
                for piece in 0..<2 {
                    let source = piece == 0 ? host : path
                    var offset = 0
                    while offset < source.count {
                        let byte = source[offset]
                        offset += 1
                        if byte == UInt8(ascii: "/") {
                            if written > lastEnd {
                                segmentEnds[segments] = written
                                segments += 1
                                lastEnd = written
                            }
                            continue
                        }
                        var decodedByte = byte
                        if byte == UInt8(ascii: "%") {
                            guard offset + 2 <= source.count, let high = hexValue(source[offset]),
                                let low = hexValue(source[offset + 1])
                            else {
                                valid = false
                                return
                            }
                            offset += 2
                            decodedByte = high << 4 | low
                        }
                        decoded[written] = decodedByte
                        written += 1
                    }
                    if written > lastEnd {
                        segmentEnds[segments] = written
                        segments += 1
                        lastEnd = written
                    }
                }
            }
        }
        return valid ? (bytes, ends) : nil
    }

    // MARK: - Matching (called by generated code)

    /// The number of path segments.
    @inlinable public var count: Int { ends.count }

    @inlinable func start(_ index: Int) -> Int { index == 0 ? 0 : ends[index - 1] }

    /// FNV-1a (64-bit) of segment `index`'s decoded bytes: generated parsers switch on it to reach a
    /// literal among many in one step, then confirm with ``segment(_:is:)``.
    @inlinable public func hash(at index: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for offset in start(index)..<ends[index] {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// ``hash(at:)`` of the segment with ASCII letters lowercased, for case-insensitive manifests.
    @inlinable public func hashIgnoringCase(at index: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for offset in start(index)..<ends[index] {
            var byte = bytes[offset]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The decoded length of segment `index`, in bytes.
    @inlinable public func byteCount(at index: Int) -> Int { ends[index] - start(index) }

    /// Whether segment `index` is exactly `literal` (compared as UTF-8 bytes).
    @inlinable public func segment(_ index: Int, is literal: StaticString) -> Bool {
        let start = start(index), length = ends[index] - start
        guard length == literal.utf8CodeUnitCount else { return false }
        let pattern = literal.utf8Start
        for offset in 0..<length where bytes[start + offset] != pattern[offset] { return false }
        return true
    }

    /// Whether segment `index` equals `literal`, ignoring ASCII case; `literal` is lowercase.
    @inlinable public func segment(_ index: Int, isIgnoringCase literal: StaticString) -> Bool {
        let start = start(index), length = ends[index] - start
        guard length == literal.utf8CodeUnitCount else { return false }
        let pattern = literal.utf8Start
        for offset in 0..<length {
            var byte = bytes[start + offset]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
            if byte != pattern[offset] { return false }
        }
        return true
    }

    /// The decoded text of segment `index`, or `nil` when it is not UTF-8.
    @inlinable public func text(at index: Int) -> String? {
        String(validating: bytes[start(index)..<ends[index]], as: UTF8.self)
    }

    /// Segment `index` converted to `T`. Inlinable, so that it is specialized for `T` in the
    /// generated code instead of looking up `T`'s metadata on every match.
    @inlinable public func value<T: RouteParameter>(
        at index: Int, name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T {
        guard let text = text(at: index), let value = T(routeParameter: text) else {
            let shown = String(decoding: bytes[start(index)..<ends[index]], as: UTF8.self)
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
        var pieces: [String] = []
        for segment in index..<count {
            guard let text = text(at: segment) else {
                throw .invalidParameter(
                    name: name, value: String(decoding: bytes[start(segment)..<ends[segment]], as: UTF8.self),
                    expected: "String")
            }
            pieces.append(text)
        }
        return pieces.joined(separator: "/")
    }

    /// The path as written, with empty segments dropped: what ``RouteError/notFound(path:)`` names.
    public var path: String {
        let host = isUniversalLink ? "" : idnaHost.map { Substring($0) } ?? substring(segmentSpans.host)
        let path = substring(segmentSpans.path)
        // One `/` before each segment: at most one more than the separators, per piece.
        return String(unsafeUninitializedCapacity: host.utf8.count + path.utf8.count + 2) { buffer in
            var count = 0
            func append(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func append(segmentsOf piece: Substring) {
                var inSegment = false
                for byte in piece.utf8 {
                    if byte == UInt8(ascii: "/") {
                        inSegment = false
                        continue
                    }
                    if !inSegment { append(UInt8(ascii: "/")) }
                    inSegment = true
                    append(byte)
                }
            }
            append(segmentsOf: host)
            append(segmentsOf: path)
            if count == 0 { append(UInt8(ascii: "/")) }
            return count
        }
    }

    /// The query items, parsed.
    public func query() throws(RouteError) -> RouteQuery {
        try RouteQuery(querySpan.map(substring))
    }

    private func substring(_ span: Range<Int>) -> Substring {
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: span.lowerBound)
        return Substring(utf8[start..<utf8.index(start, offsetBy: span.count)])
    }
}

/// `0`–`9`, `a`–`f`, `A`–`F` as a number.
@inline(__always) func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}
