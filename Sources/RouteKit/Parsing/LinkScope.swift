import Foundation

/// The custom schemes and universal-link hosts a generated parser accepts.
///
/// Made once per parser (a `static let`), it keeps their lowercased UTF-8 so that each link's
/// scheme and host are compared where they stand in the URL string, without making a String. A
/// class, so that handing it to the parser retains one reference, not its eight arrays.
@_spi(Generated) public final class LinkScope: Sendable {
    /// The custom schemes, lowercased.
    public let schemes: [String]
    /// The universal-link hosts, lowercased; `*.domain` covers every subdomain of `domain`, and
    /// `{name}.domain` one label before it, which a route reads as a value.
    public let hosts: [String]
    /// ``hosts`` read as patterns, in their order: a link's origin is an index here.
    public let patterns: [HostPattern]
    /// The origins of the hosts that serve only the routes that name them (`exclusive: true`).
    public let exclusiveOrigins: Set<Int>
    /// Whether `http://` links to ``hosts`` are read as https ones are (port 80 instead of 443):
    /// links an app intercepts in its own web or text views. iOS never opens them as universal links.
    public let acceptsHTTP: Bool
    /// The schemes, among ``schemes``, whose links carry one of ``hosts`` first, as web links do:
    /// `myapp://www.example.com/items/42` (lowercased).
    public let hostSchemes: [String]
    /// The schemes, among ``hostSchemes``, whose links carry a listed host or name a screen by
    /// host, as a plain scheme's do: `wiki://explore` beside `wiki://wiki.example/articles/Rome`.
    public let optionalHostSchemes: [String]
    /// Whether web links on any host are read, as content links the app opens itself (a post's
    /// link to another server): a host it does not list is then on ``anyHostOrigin``, which only
    /// routes read on any host take. The parser's own scope lists its hosts only; its
    /// ``readingAnyHost()`` copy reads content links.
    public let readsAnyHost: Bool
    /// Whether a custom-scheme link's origin names its scheme (some routes are reached on some
    /// schemes only): scheme `i` of ``schemes`` is origin `noHost - i`. Otherwise every
    /// custom-scheme link is on ``noHost``.
    public let distinguishesSchemes: Bool

    /// The schemes of up to seven bytes, each compared with a URL's first eight bytes at once.
    private let shortSchemes: [SchemeWord]
    /// The longer schemes, compared byte by byte.
    private let longSchemes: ByteStrings
    private let exactHosts: ByteStrings
    /// Each `*.domain` as `.domain`: what a host under it ends with.
    private let wildcardSuffixes: ByteStrings
    /// Each `{name}.domain` as `.domain`: what a host of one label before it ends with.
    private let labelSuffixes: ByteStrings

    public init(
        schemes: [String], hosts: [String], acceptsHTTP: Bool = false, hostSchemes: [String] = [],
        optionalHostSchemes: [String] = [], exclusiveHosts: [String] = [], distinguishesSchemes: Bool = false,
        readsAnyHost: Bool = false
    ) {
        self.readsAnyHost = readsAnyHost
        self.acceptsHTTP = acceptsHTTP
        self.distinguishesSchemes = distinguishesSchemes
        self.hostSchemes = hostSchemes.map { $0.lowercased() }
        self.optionalHostSchemes = optionalHostSchemes.map { $0.lowercased() }
        self.schemes = schemes.map { $0.lowercased() }
        self.hosts = hosts.map { $0.lowercased() }
        shortSchemes = self.schemes.compactMap(SchemeWord.init)
        longSchemes = ByteStrings(self.schemes.filter { SchemeWord($0) == nil }.map { Array($0.utf8) })
        let patterns = hosts.map(HostPattern.init)
        self.patterns = patterns
        let exclusive = Set(exclusiveHosts.map { $0.lowercased() })
        exclusiveOrigins = Set(hosts.indices.filter { exclusive.contains(hosts[$0].lowercased()) })
        func suffixes(_ isKind: (HostPattern.Kind) -> Bool) -> ByteStrings {
            ByteStrings(patterns.filter { isKind($0.kind) }.map { Array(("." + $0.domain).utf8) })
        }
        exactHosts = ByteStrings(patterns.filter { $0.kind == .exact }.map { Array($0.domain.utf8) })
        wildcardSuffixes = suffixes { $0 == .wildcard }
        labelSuffixes = suffixes { if case .label = $0 { true } else { false } }
    }

    /// The origin of a host, as ``RouteLink/origin(in:)`` gives it: the index in ``patterns`` of
    /// the most specific pattern that covers `host` (lowercased) — a domain, then a value's label,
    /// then a wildcard — or ``noHost`` when none does.
    public func origin(ofHost host: String) -> Int {
        var best: Int?
        for (index, pattern) in patterns.enumerated() where pattern.matches(host) {
            if best == nil || pattern.precedence < patterns[best!].precedence { best = index }
        }
        return best ?? Self.noHost
    }

    /// This scope, reading web links on any host too, as content links: the scope of a parser's
    /// `init(contentLink:)`.
    public func readingAnyHost() -> LinkScope {
        LinkScope(
            schemes: schemes, hosts: hosts, acceptsHTTP: acceptsHTTP, hostSchemes: hostSchemes,
            optionalHostSchemes: optionalHostSchemes,
            exclusiveHosts: exclusiveOrigins.sorted().map { hosts[$0] },
            distinguishesSchemes: distinguishesSchemes, readsAnyHost: true)
    }

    /// Whether `name`, a host as ``HostName`` reads it, is a domain a content link may be on: two
    /// labels or more of letters, digits and inner `-` (an IDNA label in its `xn--` form), the last
    /// not a number, so never an IPv4 address in any of its spellings; one final dot is allowed.
    static func isDomainName(_ name: String) -> Bool {
        let trimmed = name.hasSuffix(".") ? name.dropLast() : Substring(name)
        let labels = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.last!.contains { !$0.isNumber }
            && labels.allSatisfy { label in
                HostPattern.isLabel(String(label)) && label.first != "-" && label.last != "-"
            }
    }

    /// The origin of a content link on a host the scope does not list: one past its hosts.
    public var anyHostOrigin: Int { patterns.count }

    /// The origin of a link that carries no host: a custom scheme's, whose host is a path segment
    /// (its first scheme's, when the scope ``distinguishesSchemes``).
    public static let noHost = -1

    /// The origin of a custom-scheme link that starts `url` (a URL string's UTF-8): ``noHost``, or
    /// `noHost - i` for scheme `i` when the scope ``distinguishesSchemes``.
    func schemeOrigin(of url: UnsafeBufferPointer<UInt8>) -> Int {
        distinguishesSchemes ? Self.noHost - schemeIndex(of: url) : Self.noHost
    }

    /// Which of ``schemes`` the custom-scheme link that starts `url` is on (0 when none is).
    func schemeIndex(of url: UnsafeBufferPointer<UInt8>) -> Int {
        let index = schemes.firstIndex { listed in
            listed.utf8.count < url.count && url[listed.utf8.count] == UInt8(ascii: ":")
                && zip(listed.utf8, url).allSatisfy { $0 == asciiLowercased($1) }
        }
        return index ?? 0
    }

    /// Whether `host` is one of ``hosts`` or under a `*.domain` wildcard among them, ignoring ASCII
    /// case.
    public func isListed(_ host: String) -> Bool {
        var host = host
        return host.withUTF8 { isListed(host: $0) }
    }

    /// The length of the listed scheme that `url`, a URL string's UTF-8, starts with, followed by
    /// `:`, ignoring ASCII case; `nil` when it starts with none.
    @inline(__always) func listedSchemeLength(of url: UnsafeBufferPointer<UInt8>) -> Int? {
        let head = SchemeWord.head(of: url)
        for scheme in shortSchemes where head & scheme.mask == scheme.word { return scheme.length }
        var length: Int?
        _ = longSchemes.contains { listed in
            guard listed.count < url.count, url[listed.count] == UInt8(ascii: ":") else { return false }
            for index in 0..<listed.count where listed[index] != url[index] | 0x20 { return false }
            length = listed.count
            return true
        }
        return length
    }

    /// Whether a link on `scheme`, a listed one as it stands in a URL string, carries `host` first,
    /// as a web link does: on one of ``hostSchemes``, unless it is one of ``optionalHostSchemes``
    /// and `host`, as written, is not listed (then it names a screen).
    @inline(never) func carriesHost(
        scheme: UnsafeBufferPointer<UInt8>.SubSequence, host: UnsafeBufferPointer<UInt8>.SubSequence
    ) -> Bool {
        let named = { (list: [String]) in
            list.contains { listed in
                listed.utf8.count == scheme.count
                    && zip(listed.utf8, scheme).allSatisfy { $0 == asciiLowercased($1) }
            }
        }
        guard named(hostSchemes) else { return false }
        return !named(optionalHostSchemes) || isListed(host: UnsafeBufferPointer(rebasing: host))
    }

    /// Checks a universal link's host, port and user info: the host is listed, as it stands in
    /// the string when it is plain ASCII, or as ``HostName`` reads it — or, where the scope
    /// ``readsAnyHost``, is a domain name; the port, if any, is 443; there is no user info. Returns
    /// whether the host is listed. Never inlined: it is off the custom-scheme path, and inlined
    /// into the link reader its host reading's frame and calls would cost every link.
    @inline(never) func checkUniversalLink(
        _ parts: URLParts, in source: UnsafeBufferPointer<UInt8>, hasIDNAHost: Bool, defaultPort: Int = 443
    ) throws(RouteError) -> Bool {
        let written = source[parts.host]
        let isPlain = !parts.authorityHasPercent && !parts.hostIsIPLiteral && !hasIDNAHost
        var listed = true
        if !isPlain || !isListed(host: UnsafeBufferPointer(rebasing: written)) {
            guard case .success(let name) = HostName.read(written, isIPLiteral: parts.hostIsIPLiteral) else {
                throw .unknownHost(Self.shown(parts, in: source))
            }
            listed = isListed(name)
            guard listed || readsAnyHost && !parts.hostIsIPLiteral && Self.isDomainName(name) else {
                throw .unknownHost(Self.shown(parts, in: source))
            }
        }
        if let port = parts.port {
            let number = Int(String(decoding: source[port], as: UTF8.self)) ?? -1
            if number != defaultPort { throw .unknownHost("\(Self.shown(parts, in: source)):\(number)") }
        }
        if parts.user != nil {
            throw .malformedURL(reason: "a universal link has no user info")
        }
        return listed
    }

    /// Checks the host of a scheme that carries one: a listed host as written, ignoring ASCII
    /// case. WHATWG reads a custom scheme's host as opaque (no escapes decoded, no IDNA mapping),
    /// so a host with an escape, an IP literal or non-ASCII bytes is refused rather than read as an
    /// https host would be; an `xn--` label must decode, as in an https host.
    func checkHostFormHost(
        _ parts: URLParts, in source: UnsafeBufferPointer<UInt8>, hasIDNAHost: Bool
    ) throws(RouteError) {
        let written = UnsafeBufferPointer(rebasing: source[parts.host])
        guard !parts.authorityHasPercent, !parts.hostIsIPLiteral, written.allSatisfy({ $0 < 0x80 }),
            isListed(host: written)
        else { throw .unknownHost(Self.shown(parts, in: source)) }
        if hasIDNAHost, case .failure = HostName.read(source[parts.host], isIPLiteral: false) {
            throw .unknownHost(Self.shown(parts, in: source))
        }
    }

    /// The host of `url`, an https link, as it is compared with the listed hosts (lowercased, its
    /// escapes decoded, in IDNA form), or why it is refused: what `routegen explain` says.
    public func readHost(of url: URL) -> Result<String, HostRefusal> {
        var source = url.absoluteString
        return source.withUTF8 { source in
            var bounds = [Int](
                repeating: 0, count: URLParts.segmentBoundsCapacity(forByteCount: source.count))
            let parts = bounds.withUnsafeMutableBufferPointer { URLParts(source, segments: $0.baseAddress!) }
            return HostName.read(source[parts.host], isIPLiteral: parts.hostIsIPLiteral).flatMap { name in
                isListed(name) ? .success(name) : .failure(.notListed(name))
            }
        }
    }

    /// A refused host as the error names it: as written, lowercased, with an IP literal's brackets.
    private static func shown(_ parts: URLParts, in source: UnsafeBufferPointer<UInt8>) -> String {
        let host = String(decoding: source[parts.host], as: UTF8.self).lowercased()
        return parts.hostIsIPLiteral ? "[\(host)]" : host
    }

    /// ``isListed(_:)`` on a host's UTF-8. A wildcard covers only ASCII names: a name with other
    /// bytes is left to ``HostName``.
    func isListed(host: UnsafeBufferPointer<UInt8>) -> Bool {
        /// Whether `host` ends with `listed`, ignoring ASCII case.
        func endsWith(_ listed: UnsafeBufferPointer<UInt8>) -> Bool {
            let start = host.count - listed.count
            for index in 0..<listed.count where listed[index] != asciiLowercased(host[start + index]) {
                return false
            }
            return true
        }
        if exactHosts.contains({ $0.count == host.count && endsWith($0) }) { return true }
        // The apex itself is not covered: something must come before `.domain`; one label for a
        // value's.
        if labelSuffixes.contains({ suffix in
            suffix.count < host.count && endsWith(suffix)
                && host[..<(host.count - suffix.count)].allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: ".") }
        }) {
            return true
        }
        return wildcardSuffixes.contains { suffix in
            suffix.count < host.count && endsWith(suffix)
                && host[..<(host.count - suffix.count)].allSatisfy { $0 < 0x80 }
        }
    }
}

/// A scheme of up to seven bytes followed by `:`, as the first eight bytes of a URL string read as
/// one little-endian word (its first byte lowest): one compare instead of a loop over its bytes.
private struct SchemeWord: Sendable {
    /// The lowercased scheme and its `:`.
    let word: UInt64
    /// `0xFF` for each byte of ``word``, zero after.
    let mask: UInt64
    /// The scheme's length in bytes, without the `:`.
    let length: Int

    /// `nil` when `scheme` (lowercased) is longer than seven bytes.
    init?(_ scheme: String) {
        let bytes = Array(scheme.utf8) + [UInt8(ascii: ":")]
        guard bytes.count <= 8 else { return nil }
        word = bytes.withUnsafeBufferPointer(loadShortWord)
        mask = bytes.count == 8 ? ~0 : (1 << (8 * bytes.count)) - 1
        length = bytes.count - 1
    }

    /// The first eight bytes of `url` (zero past its end), with `0x20` set in each, which
    /// lowercases ASCII capitals and changes none of the other bytes a scheme and its `:` may have
    /// (digits, `+`, `-`, `.`, `:` all have it set). The bytes it could turn into one of those, a
    /// few ASCII control characters, are never in a URL's string.
    @inline(__always) static func head(of url: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let caseBits: UInt64 = 0x2020_2020_2020_2020
        guard let start = url.baseAddress, url.count >= 8 else { return loadShortWord(url) | caseBits }
        return loadWord(at: start) | caseBits
    }
}

/// Byte strings kept back to back in one array, read in place.
private struct ByteStrings: Sendable {
    private let bytes: [UInt8]
    /// Where each string ends in `bytes`.
    private let ends: [Int]

    init(_ strings: [[UInt8]]) {
        bytes = strings.flatMap { $0 }
        ends = strings.reduce(into: []) { ends, string in ends.append((ends.last ?? 0) + string.count) }
    }

    /// Whether `predicate` holds for one of the strings.
    @inline(__always) func contains(_ predicate: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                var start = 0
                for end in ends {
                    if predicate(UnsafeBufferPointer(rebasing: bytes[start..<end])) { return true }
                    start = end
                }
                return false
            }
        }
    }
}
