import Foundation

/// Writes a route's URL: literal segments, percent-encoded values, query items. Used by
/// generated `url` and `universalLink(host:)`; what it writes, ``RouteLink`` reads back unchanged.
public struct RouteURLBuilder: Sendable {
    private var segments: [String] = []
    private var query: [String] = []

    public init() {}

    /// A literal segment, already percent-encoded by the generator.
    public mutating func literal(_ encoded: String) {
        segments.append(encoded)
    }

    /// One segment holding `value`.
    public mutating func segment<T: RouteParameter>(_ value: T) {
        segments.append(Self.encodeSegment(value.routeParameter))
    }

    /// A catch-all's value: one segment per `/`-separated piece.
    public mutating func rest(_ value: String) {
        for piece in value.split(separator: "/", omittingEmptySubsequences: true) {
            segments.append(Self.encodeSegment(String(piece)))
        }
    }

    public mutating func query<T: RouteParameter>(_ name: String, _ value: T) {
        query.append(name + "=" + Self.encode(value.routeParameter))
    }

    /// Left out when `nil`.
    public mutating func query<T: RouteParameter>(_ name: String, _ value: T?) {
        if let value { self.query(name, value) }
    }

    /// Left out when equal to the default, so canonical URLs stay short.
    public mutating func query<T: RouteParameter>(_ name: String, _ value: T, default defaultValue: T) {
        if value != defaultValue { self.query(name, value) }
    }

    /// One item per element.
    public mutating func query<T: RouteParameter>(_ name: String, _ values: [T]) {
        for value in values { self.query(name, value) }
    }

    /// `scheme://first/rest?query`, or `scheme:///...` when the first segment cannot be a host.
    public func url(scheme: String) -> URL {
        var text = scheme + "://"
        if let first = segments.first, !Self.isHostSafe(first) { text += "/" }
        text += segments.joined(separator: "/") + queryText
        return Self.make(text)
    }

    /// `https://host/path?query`.
    public func url(host: String) -> URL {
        Self.make("https://" + host + "/" + segments.joined(separator: "/") + queryText)
    }

    private var queryText: String { query.isEmpty ? "" : "?" + query.joined(separator: "&") }

    private static func make(_ text: String) -> URL {
        // Every byte outside the unreserved set is percent-encoded, so the text is always a valid URL.
        guard let url = URL(string: text) else {
            preconditionFailure("routegen built an invalid URL: \(text)")
        }
        return url
    }

    /// Lowercase letters, digits and `-`: stays the same when a URL parser reads it as a host.
    private static func isHostSafe(_ segment: String) -> Bool {
        segment.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// Percent-encodes all but the unreserved characters (`A-Z a-z 0-9 - . _ ~`).
    public static func encode(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E:
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                result.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0xF)]))
            }
        }
        return result
    }

    /// As ``encode(_:)``, and a segment of dots is encoded too so no URL parser treats it as `.`/`..`.
    static func encodeSegment(_ text: String) -> String {
        if !text.isEmpty, text.utf8.allSatisfy({ $0 == 0x2E }) {
            return String(repeating: "%2E", count: text.utf8.count)
        }
        return encode(text)
    }
}
