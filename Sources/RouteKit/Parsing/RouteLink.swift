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
@_spi(Generated) public struct RouteLink: ~Copyable {
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
    let parts: Parts
    /// Whether the segments are to be read from a decoded copy (see ``withDecodedSegments(of:_:)``).
    /// `parts` has it too, but is private; the inlined ``read(_:in:_:)`` reads this copy.
    @usableFromInline let needsDecoding: Bool
    /// The links this one is carried in: none for a link opened on its own.
    public var carriers = LinkCarriers.none

    /// Where a link's parts are in `url.absoluteString`, once its scheme and host are checked.
    struct Parts {
        var isUniversalLink: Bool
        /// Whether the link has a host of its own (a universal link, or a link on a scheme that
        /// carries one), rather than a custom scheme's first segment.
        var carriesHost = false
        /// Whether it is a web link on a host the app does not list, read as a content link (a
        /// scope that ``LinkScope/readsAnyHost``): only routes read on any host take it.
        var isOnAnyHost = false
        /// A custom scheme's host, which is the first segment; empty for a universal link.
        var host: Range<Int>
        var path: Range<Int>
        var query: Range<Int>?
        /// Whether the path has `//`, so that ``RouteLink/path`` drops an empty segment.
        var hasDoubleSlash: Bool
        /// The host as written, and whether a port follows it: what a strict route checks.
        var writtenHost: Range<Int>
        var hasPort: Bool
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
        try parse(url, in: scope, carriedBy: .none, match: match)
    }

    /// ``parse(_:in:match:)`` of a link carried in links that `carriers` describe.
    @inlinable @inline(__always) public static func parse<Route>(
        _ url: URL, in scope: LinkScope, carriedBy carriers: LinkCarriers,
        match: (borrowing RouteLink) throws(RouteError) -> Route?
    ) throws(RouteError) -> Route {
        let (route, path) = try read(url, in: scope, carriedBy: carriers) { (link) throws(RouteError) in
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
        _ url: URL, in scope: LinkScope, carriedBy carriers: LinkCarriers = .none,
        _ body: (borrowing RouteLink) throws(RouteError) -> Result
    ) throws(RouteError) -> Result {
        var result: Result?
        try withUTF8(of: url.absoluteString) { (source) throws(RouteError) in
            guard source.count <= Self.maximumLength else { throw tooLong() }
            try withUnsafeTemporaryAllocation(
                of: Int.self, capacity: boundsCapacity(forByteCount: source.count)
            ) {
                (bounds) throws(RouteError) in
                var link = try readLink(
                    source, in: scope, bounds: bounds.baseAddress.unsafelyUnwrapped)
                if carriers.depth > 0 { link.carriers = carriers }
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
            hasDoubleSlash: found.pathHasDoubleSlash, writtenHost: found.host,
            hasPort: found.hasPortSeparator,
            needsDecoding: found.pathHasPercent, hasIDNAHost: hasIDNAHost)
        if listedScheme != nil {
            // A `:` after the host is a port, even an empty one (`app://:/` is no URL to WHATWG).
            if found.user != nil || found.hasPortSeparator {
                throw .malformedURL(reason: "a custom-scheme link has no user info or port")
            }
            if found.hostIsIPLiteral {
                throw .malformedURL(reason: "a custom-scheme link has no IP-literal host")
            }
            if !scope.hostSchemes.isEmpty, scope.carriesHost(scheme: source[scheme], host: source[found.host])
            {
                // The host is a listed one as written, and is no segment.
                try scope.checkHostFormHost(found, in: source, hasIDNAHost: hasIDNAHost)
                parts.host = found.host.lowerBound..<found.host.lowerBound
                parts.carriesHost = true
                parts.hasIDNAHost = false
            } else {
                parts.needsDecoding = parts.needsDecoding || found.authorityHasPercent || hasIDNAHost
            }
        } else if let port = Self.webPort(of: source[scheme], acceptingHTTP: scope.acceptsHTTP) {
            parts.isOnAnyHost = try !scope.checkUniversalLink(
                found, in: source, hasIDNAHost: hasIDNAHost, defaultPort: port)
            parts.isUniversalLink = true
            parts.carriesHost = true
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

    /// The default port of a web scheme the link may have: 443 for https, 80 for http when the
    /// scope accepts it; `nil` for any other.
    private static func webPort(
        of scheme: UnsafeBufferPointer<UInt8>.SubSequence, acceptingHTTP: Bool
    ) -> Int? {
        let isHTTP = scheme.count >= 4 && zip(scheme, "http".utf8).allSatisfy { $0 | 0x20 == $1 }
        if isHTTP && scheme.count == 5 && scheme.last! | 0x20 == UInt8(ascii: "s") { return 443 }
        return isHTTP && scheme.count == 4 && acceptingHTTP ? 80 : nil
    }

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
                var link = RouteLink(parts, source: source, bytes: decoded, bounds: bounds, count: count)
                link.carriers = carriers
                try body(link)
            }
        }
    }
}

/// ``RouteLink/init(reading:in:bounds:)``, out of line: the one call that the inlined
/// ``RouteLink/read(_:in:_:)`` makes to read a link.
///
/// A function that takes only what it reads, not an initializer: the optimizer specializes an
/// unused argument away behind a thunk that copies the whole link on each call (BENCHMARKS.md).
/// SPI rather than internal, as its signature names SPI types.
@_spi(Generated) public func readLink(
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
