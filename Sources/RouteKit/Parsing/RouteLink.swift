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
    /// The path as written (percent-encoded), for ``RouteError/notFound(path:)``.
    private let rawPath: String
    private let rawQuery: String?

    /// Checks `url` against the manifest's `schemes` and `hosts` (both lowercased; a host may be
    /// `*.domain`) and splits its path.
    public init(url: URL, schemes: [String], hosts: [String]) throws(RouteError) {
        guard let scheme = url.scheme?.lowercased() else {
            throw .malformedURL(reason: "the URL has no scheme")
        }
        if url.absoluteString.utf8.count > Self.maximumLength {
            throw .malformedURL(reason: "the URL is longer than \(Self.maximumLength) bytes")
        }
        let path = url.path(percentEncoded: true)
        if schemes.contains(scheme) {
            if url.user(percentEncoded: true) != nil || url.port != nil {
                throw .malformedURL(reason: "a custom-scheme link has no user info or port")
            }
            isUniversalLink = false
            let host = url.host(percentEncoded: true) ?? ""
            rawPath =
                host.isEmpty ? path : "/" + host + (path.hasPrefix("/") || path.isEmpty ? path : "/" + path)
        } else if scheme == "https" {
            let host = (url.host(percentEncoded: true) ?? "").lowercased()
            guard Self.isListed(host, in: hosts) else { throw .unknownHost(host) }
            if let port = url.port, port != 443 { throw .unknownHost("\(host):\(port)") }
            if url.user(percentEncoded: true) != nil {
                throw .malformedURL(reason: "a universal link has no user info")
            }
            isUniversalLink = true
            rawPath = path
        } else {
            throw .unsupportedScheme(scheme)
        }
        rawQuery = url.query(percentEncoded: true)
        guard let (bytes, ends) = Self.split(rawPath) else {
            throw .malformedURL(reason: "invalid percent-encoding in the path")
        }
        self.bytes = bytes
        self.ends = ends
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

    /// Splits on `/`, dropping empty segments, and percent-decodes each segment.
    private static func split(_ path: String) -> ([UInt8], [Int])? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        var ends: [Int] = []
        var iterator = path.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "/"):
                if bytes.count > (ends.last ?? 0) { ends.append(bytes.count) }
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue),
                    let low = iterator.next().flatMap(hexValue)
                else { return nil }
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        if bytes.count > (ends.last ?? 0) { ends.append(bytes.count) }
        return (bytes, ends)
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
    public func text(at index: Int) -> String? {
        String(validating: bytes[start(index)..<ends[index]], as: UTF8.self)
    }

    /// Segment `index` converted to `T`.
    public func value<T: RouteParameter>(
        at index: Int, name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T {
        guard let text = text(at: index), let value = T(routeParameter: text) else {
            let shown = String(decoding: bytes[start(index)..<ends[index]], as: UTF8.self)
            throw .invalidParameter(name: name, value: shown, expected: T.routeParameterTypeName)
        }
        return value
    }

    /// Segment `index` converted to `T`, or `nil` when there is no index (an absent optional segment).
    public func optionalValue<T: RouteParameter>(
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
        "/" + rawPath.split(separator: "/").joined(separator: "/")
    }

    /// The query items, parsed.
    public func query() throws(RouteError) -> RouteQuery {
        try RouteQuery(rawQuery)
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
