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
        func find(from start: Int, _ isStop: (UInt8) -> Bool) -> Int {
            var index = start
            while index < end, !isStop(bytes[index]) { index += 1 }
            return index
        }

        var index = 0
        let schemeEnd = find(from: 0) { !Self.isSchemeByte($0) }
        // An empty scheme (`:x`) is one to URL, which is what is matched here.
        if schemeEnd < end, bytes[schemeEnd] == UInt8(ascii: ":"), schemeEnd == 0 || Self.isLetter(bytes[0]) {
            scheme = 0..<schemeEnd
            index = schemeEnd + 1
        }

        host = index..<index
        if index + 1 < end, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            let start = index + 2
            let authorityEnd = find(from: start) {
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
            }
            var hostStart = start
            if let at = (start..<authorityEnd).last(where: { bytes[$0] == UInt8(ascii: "@") }) {
                user = start..<at
                hostStart = at + 1
            }
            var hostEnd = authorityEnd
            var portStart: Int?
            if hostStart < authorityEnd, bytes[hostStart] == UInt8(ascii: "[") {
                let close = find(from: hostStart) { $0 == UInt8(ascii: "]") }
                host = hostStart + 1..<min(close, authorityEnd)
                if close + 1 < authorityEnd, bytes[close + 1] == UInt8(ascii: ":") { portStart = close + 2 }
            } else {
                if let colon = (hostStart..<authorityEnd).last(where: { bytes[$0] == UInt8(ascii: ":") }) {
                    hostEnd = colon
                    portStart = colon + 1
                }
                host = hostStart..<hostEnd
            }
            if let portStart, portStart < authorityEnd { port = portStart..<authorityEnd }
            index = authorityEnd
        }

        let pathEnd = find(from: index) { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
        path = index..<pathEnd
        if pathEnd < end, bytes[pathEnd] == UInt8(ascii: "?") {
            query = pathEnd + 1..<find(from: pathEnd + 1) { $0 == UInt8(ascii: "#") }
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
