/// Where the parts of a URL string lie (RFC 3986 §3), found in one pass over its UTF-8 bytes.
///
/// Foundation has already checked the string when it made the `URL`; this only finds the
/// boundaries, so that ``RouteLink`` reads `url.absoluteString` once instead of calling six of
/// URL's accessors, each of which makes a String. `URLPartsTests` checks that it agrees with
/// those accessors.
struct URLParts {
    /// Byte offsets into the string.
    typealias Span = Range<Int>

    /// Before the first `:`, when that prefix is a valid scheme.
    var scheme: Span?
    /// The user info, when the authority has an `@`.
    var user: Span?
    /// The host, without the brackets of an IP literal; empty when there is no authority.
    var host: Span
    /// The port's digits, when the authority has a `:` after the host; `nil` also when it is empty.
    var port: Span?
    /// The path, up to `?` or `#`.
    var path: Span
    /// After `?`, up to `#`.
    var query: Span?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let end = bytes.count
        var index = 0
        while index < end, Self.isSchemeByte(bytes[index]) { index += 1 }
        // An empty scheme (`:x`) is one to URL, which is what is matched here.
        if index < end, bytes[index] == UInt8(ascii: ":"), index == 0 || Self.isLetter(bytes[0]) {
            scheme = 0..<index
            index += 1
        } else {
            index = 0
        }

        host = index..<index
        if index + 1 < end, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            let start = index + 2
            // One pass to the authority's end, noting its last `@` and last `:`.
            var lastAt: Int?
            var lastColon: Int?
            index = start
            scan: while index < end {
                switch bytes[index] {
                case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): break scan
                case UInt8(ascii: "@"): lastAt = index
                case UInt8(ascii: ":"): lastColon = index
                default: break
                }
                index += 1
            }
            let authorityEnd = index
            var hostStart = start
            if let lastAt {
                user = start..<lastAt
                hostStart = lastAt + 1
            }
            var portStart: Int?
            if hostStart < authorityEnd, bytes[hostStart] == UInt8(ascii: "[") {
                var close = hostStart
                while close < end, bytes[close] != UInt8(ascii: "]") { close += 1 }
                host = hostStart + 1..<min(close, authorityEnd)
                if close + 1 < authorityEnd, bytes[close + 1] == UInt8(ascii: ":") { portStart = close + 2 }
            } else if let lastColon, lastColon >= hostStart {
                host = hostStart..<lastColon
                portStart = lastColon + 1
            } else {
                host = hostStart..<authorityEnd
            }
            if let portStart, portStart < authorityEnd { port = portStart..<authorityEnd }
        }

        let pathStart = index
        while index < end, bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: "#") { index += 1 }
        path = pathStart..<index
        if index < end, bytes[index] == UInt8(ascii: "?") {
            let queryStart = index + 1
            index = queryStart
            while index < end, bytes[index] != UInt8(ascii: "#") { index += 1 }
            query = queryStart..<index
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
