/// Where the parts of a URL string lie (RFC 3986 §3), and where its path's segments lie, found in
/// one pass over its UTF-8 bytes.
///
/// Foundation has already checked the string when it made the `URL`; this only finds the
/// boundaries, so that ``RouteLink`` reads `url.absoluteString` once instead of calling six of
/// URL's accessors, each of which makes a String, and reads the path once instead of finding its
/// end and then splitting it. `URLPartsTests` checks that it agrees with those accessors.
///
/// Offsets only step past bytes below the string's count, so they are stepped with `&+`: Swift's
/// overflow check costs an instruction per byte read.
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
    /// Whether the authority has a `:` after the host, even with no digits after it.
    var hasPortSeparator = false
    /// The path, up to `?` or `#`.
    var path: Span
    /// After `?`, up to `#`.
    var query: Span?

    /// The number of non-empty path segments, whose bounds `init` wrote.
    var segmentCount = 0
    /// Whether the authority has a `%`.
    var authorityHasPercent = false
    /// Whether a path segment has a `%`, so that the segments need decoding.
    var pathHasPercent = false
    /// Whether the path has `//`: an empty segment between two `/`, or before the first.
    var pathHasDoubleSlash = false
    /// Whether the authority has a `-`, which an IDNA host (`xn--`) has.
    var authorityHasHyphen = false
    /// Whether the host is in brackets (an IP literal); ``host`` is without them.
    var hostIsIPLiteral = false

    /// How many `Int`s `init(_:segments:)` may write for a string of `count` bytes: two per
    /// segment, and a segment takes at least one byte and one `/`.
    static func segmentBoundsCapacity(forByteCount count: Int) -> Int { count + 2 }

    /// Finds the parts of `bytes`, and writes the start and end offset of each non-empty path
    /// segment to `segments`, which has room for ``segmentBoundsCapacity(forByteCount:)`` Ints.
    ///
    /// `knownScheme` is the length of a scheme the caller has already recognized, which `bytes`
    /// starts with, followed by `:`; without it the scheme is looked for.
    @inline(__always) init(
        _ bytes: UnsafeBufferPointer<UInt8>, knownScheme: Int? = nil, segments: UnsafeMutablePointer<Int>
    ) {
        let end = bytes.count
        var index = 0
        if let knownScheme {
            scheme = 0..<knownScheme
            index = knownScheme &+ 1
        } else {
            while index < end, Self.isSchemeByte(bytes[index]) { index += 1 }
            // An empty scheme (`:x`) is one to URL, which is what is matched here.
            if index < end, bytes[index] == UInt8(ascii: ":"), index == 0 || Self.isLetter(bytes[0]) {
                scheme = 0..<index
                index += 1
            } else {
                index = 0
            }
        }

        host = index..<index
        path = index..<index
        if index &+ 1 < end, bytes[index] == UInt8(ascii: "/"), bytes[index &+ 1] == UInt8(ascii: "/") {
            index = scanAuthority(bytes, from: index &+ 2)
        }

        // The path, split as it is read: it ends at `?` or `#`. Each segment's bounds are written
        // at `next`, which is kept apart from a count to leave the loop fewer registers to spill.
        let pathStart = index
        var segmentStart = index
        var next = segments
        /// Ends the segment that started at `segmentStart` at `end`; `false` when it is empty.
        @inline(__always) func endSegment(at end: Int) -> Bool {
            guard end > segmentStart else { return false }
            next[0] = segmentStart
            next[1] = end
            next += 2
            return true
        }
        scan: while index < end {
            let byte = bytes[index]
            if Self.isPathDelimiter(byte) {
                switch byte {
                case UInt8(ascii: "/"):
                    if !endSegment(at: index), index > pathStart { pathHasDoubleSlash = true }
                    segmentStart = index &+ 1
                case UInt8(ascii: "%"): pathHasPercent = true
                default: break scan  // `?` or `#`
                }
            }
            index &+= 1
        }
        _ = endSegment(at: index)
        segmentCount = (next - segments) &>> 1
        path = pathStart..<index

        if index < end, bytes[index] == UInt8(ascii: "?") {
            let queryStart = index + 1
            index = queryStart
            while index < end, bytes[index] != UInt8(ascii: "#") { index += 1 }
            query = queryStart..<index
        }
    }

    /// Reads the authority that starts at `start` (after `//`) and returns where it ends.
    @inline(__always) private mutating func scanAuthority(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int {
        let end = bytes.count
        // One pass to the authority's end, noting its last `@` and last `:`.
        var lastAt: Int?
        var lastColon: Int?
        var index = start
        scan: while index < end {
            let byte = bytes[index]
            if byte <= UInt8(ascii: "@") {
                switch byte {
                case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): break scan
                case UInt8(ascii: "@"): lastAt = index
                case UInt8(ascii: ":"): lastColon = index
                case UInt8(ascii: "%"): authorityHasPercent = true
                case UInt8(ascii: "-"): authorityHasHyphen = true
                default: break
                }
            }
            index &+= 1
        }
        let authorityEnd = index
        var hostStart = start
        if let lastAt {
            user = start..<lastAt
            hostStart = lastAt + 1
        }
        var portStart: Int?
        if hostStart < authorityEnd, bytes[hostStart] == UInt8(ascii: "[") {
            hostIsIPLiteral = true
            var close = hostStart
            while close < end, bytes[close] != UInt8(ascii: "]") { close += 1 }
            host = hostStart + 1..<min(close, authorityEnd)
            if close + 1 < authorityEnd, bytes[close + 1] == UInt8(ascii: ":") {
                hasPortSeparator = true
                portStart = close + 2
            }
        } else if let lastColon, lastColon >= hostStart {
            host = hostStart..<lastColon
            hasPortSeparator = true
            portStart = lastColon + 1
        } else {
            host = hostStart..<authorityEnd
        }
        if let portStart, portStart < authorityEnd { port = portStart..<authorityEnd }
        return authorityEnd
    }

    /// Whether `byte` is `#`, `%`, `/` or `?`, the bytes the path loop stops at: one test of a
    /// bit set for the bytes below 64, as most path bytes are letters and fail the first compare.
    @inline(__always) private static func isPathDelimiter(_ byte: UInt8) -> Bool {
        let delimiters: UInt64 = 1 << 0x23 | 1 << 0x25 | 1 << 0x2F | 1 << 0x3F
        return byte < 64 && delimiters >> byte & 1 != 0
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
