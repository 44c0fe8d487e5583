import Foundation

/// Writes a route's URL: literal segments, percent-encoded values, query items. Used by
/// generated `url` and `universalLink(host:)`; what it writes, ``RouteLink`` reads back unchanged.
@_spi(Generated) public struct RouteURLBuilder: Sendable {
    /// The encoded segments, joined with `/`.
    private var path = ""
    /// The encoded items, joined with `&`.
    var queryText = ""
    /// The encoded fragment, without `#`; `nil` for none.
    var fragmentText: String?
    /// Whether the fragment's path starts with `/` (``unrootedFragmentPath()``).
    var fragmentPathIsRooted = true
    /// Whether the fragment holds no path, though routes at the path are chosen by theirs: each `/`
    /// of its value or items is then written `%2F` (``fragmentHoldsNoPath()``).
    var writesNoFragmentPath = false
    private var segmentCount = 0
    /// Whether the first segment reads back unchanged as a custom scheme's host.
    private var firstIsHostSafe = true
    /// The hosts a route is reached on, when it names some (manifest 1.1): no custom scheme's link,
    /// which carries no host, reaches it then.
    private var hostPatterns: [HostPattern] = []
    /// The route's schemes, for a route on some schemes only.
    private var schemeLimit: [String]?
    private var limitForm = LinkForm.authority
    /// Whether no custom scheme reaches the route, so that it is built on https.
    private var isWebOnly = false
    /// The value a `{name}.domain` host of the route carries.
    private var hostLabel: String?
    /// Whether ``hostLabel`` is a host label; another value is written `_`, which no parser reads
    /// as a value, so a link built from it never names another host.
    private var hostLabelIsValid = true
    /// The links carried in query items, each written when the link that carries them is finished
    /// and its scheme and host are known.
    var carried: [CarriedLink] = []

    /// A link carried in a query item: its value is written at ``offset`` in `queryText`.
    struct CarriedLink: Sendable {
        var offset: Int
        /// The carried route's path, query and fragment, written as a path on the outer link.
        var path: RouteURLBuilder
        /// The scope the app's links are read in, which names the channels a link came by.
        var scope: LinkScope
        /// Whether `url`, read as carried in links that came as the `LinkCarriers` say, gives the
        /// route back.
        var readsBack: @Sendable (URL, LinkCarriers) -> Bool
        /// The route's own links, tried in turn: its universal link when `true` (on a web link),
        /// then its `url`.
        var whole: @Sendable (Bool) -> [URL]
    }

    /// How values with more than one spelling are written (manifest `formats:`).
    public let format: RouteValueFormat

    public init(format: RouteValueFormat = .standard) {
        self.format = format
    }

    /// A literal segment, already percent-encoded by the generator.
    public mutating func literal(_ encoded: String) {
        appendSegment(encoded, encoding: false)
    }

    /// One segment holding `value`.
    public mutating func segment<T: RouteParameter>(_ value: T) {
        appendSegment(value.routeParameter(in: format), encoding: true)
    }

    /// One segment of values with literal text around them (``SegmentPieces``): `texts` has one
    /// more entry than `values`. Values that would not read back as themselves (empty, or holding
    /// a text a later split stops at) are each written as the byte `%FF`, which is no UTF-8: a
    /// literal never matches it and no value converts from it, so every reader refuses the link
    /// rather than read it as another route. The texts are written as the web writes a path (`@`,
    /// `:`, `+` unencoded).
    public mutating func pieces(
        _ texts: [String], _ values: [any RouteParameter], ignoringCase: Bool = false
    ) {
        let segment = Self.piecesSegment(
            texts, values.map { $0.routeParameter(in: format) }, ignoringCase: ignoringCase,
            text: Self.encodePathText,
            value: { value in
                var encoded = ""
                Self.encode(value, into: &encoded)
                return encoded
            })
        appendSegment(segment, encoding: false)
    }

    /// One segment of `values` between `texts`, each written by `text` and `value`; where the
    /// values would not read back as themselves, each is the byte `%FF` instead.
    static func piecesSegment(
        _ texts: [String], _ values: [String], ignoringCase: Bool, text: (String) -> String,
        value: (String) -> String
    ) -> String {
        let readsBack = SegmentPieces.readsBack(values, texts: texts, ignoringCase: ignoringCase)
        var segment = text(texts[0])
        for (item, after) in zip(values, texts.dropFirst()) {
            segment += (readsBack ? value(item) : "%FF") + text(after)
        }
        return segment
    }

    /// Percent-encodes what a path cannot hold as it is: all but the unreserved characters and
    /// `! $ & ' ( ) + , ; = : @` (RFC 3986's `pchar`; `*` is encoded, as the AASA reads it as a
    /// wildcard).
    package static func encodePathText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, "!$&'()+,;=:@".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                encode(String(scalar), into: &result)
            }
        }
        return result
    }

    /// Forgets the segments written so far: a feature whose paths are absolute (one a feature's
    /// top-level `include:` lists) writes its whole path, not after the enums that hold it.
    public mutating func restartPath() {
        path = ""
        segmentCount = 0
        firstIsHostSafe = true
    }

    mutating func appendSegment(_ text: String, encoding: Bool) {
        if segmentCount == 0 {
            // Unreserved bytes other than these, and every encoded byte, are not host-safe either.
            firstIsHostSafe = !text.isEmpty && Self.isHostSafe(text)
        } else {
            path.append("/")
        }
        segmentCount += 1
        guard encoding else { return path.append(text) }
        if text.isEmpty {
            // An empty segment would vanish and move the next one up, so that the link could read
            // as another route; the byte 0xFF, which no reader takes, is written instead.
            path.append("%FF")
        } else if text.utf8.allSatisfy({ $0 == 0x2E }) {
            // A segment of dots is encoded so that no URL parser reads it as `.` or `..`.
            path.append(String(repeating: "%2E", count: text.utf8.count))
        } else {
            Self.encode(text, into: &path)
        }
    }

    /// The schemes of a route reached on some custom schemes only (`schemes:`, 1.1): its links are
    /// built on the scheme ``url(scheme:form:)`` is asked for if it is one of them, else on the
    /// first, written in `form` (its form).
    public mutating func schemes(_ names: [String], form: LinkForm = .authority) {
        schemeLimit = names
        limitForm = form
    }

    /// A route that no custom scheme's link reaches (routes on some schemes only take them): its
    /// link is built on https, at its first host or the default one.
    public mutating func web() {
        isWebOnly = true
    }

    // MARK: - Hosts

    /// The hosts a route that names some (`hosts:`) is reached on, as listed (`{name}.domain` for
    /// one whose first label is a value).
    public mutating func hosts(_ patterns: [String]) {
        hostPatterns = patterns.map(HostPattern.init)
    }

    /// ``hosts(_:)`` of a route whose host carries `value` in its first label.
    public mutating func hosts<T: RouteParameter>(_ patterns: [String], value: T) {
        hosts(patterns, label: value.routeParameter(in: format))
    }

    mutating func hosts(_ patterns: [String], label: String) {
        hosts(patterns)
        hostLabelIsValid = HostPattern.isLabel(label)
        hostLabel = hostLabelIsValid ? label : "_"
    }

    /// The host a link of the route is built on: `requested` (lowercased) when the route is
    /// reached on it, with the route's value in its first label where the host carries one; the
    /// route's first host, or `fallback`, when `requested` is `nil`; `nil` when the route is not
    /// reached on `requested`.
    public func host(_ requested: String?, default fallback: String?) -> String? {
        guard !hostPatterns.isEmpty else { return requested ?? fallback }
        guard let requested else { return hostPatterns[0].host(label: hostLabel) }
        guard let pattern = hostPatterns.first(where: { $0.matches(requested) }) else { return nil }
        if case .label = pattern.kind { return pattern.host(label: hostLabel) }
        return requested
    }

    /// ``host(_:default:)`` when the route is reached on it in `scope`: a listed host whose most
    /// specific pattern is one of the route's, or, for a route that names no hosts, not an
    /// exclusive one.
    public func host(_ requested: String?, default fallback: String?, in scope: LinkScope) -> String? {
        guard hostLabelIsValid else { return nil }
        guard let requested else {
            return host(nil, default: fallback).flatMap { scope.isListed($0) ? $0 : nil }
        }
        // Only a host name is built on: `evil.com/.example.org` is under no listed domain.
        let origin = scope.origin(ofHost: requested)
        guard HostPattern.isHostName(requested), origin != LinkScope.noHost, scope.isListed(requested) else {
            return nil
        }
        if hostPatterns.isEmpty { return scope.exclusiveOrigins.contains(origin) ? nil : requested }
        let pattern = scope.patterns[origin]
        guard hostPatterns.contains(pattern) else { return nil }
        if case .label = pattern.kind { return pattern.host(label: hostLabel) }
        return requested
    }

    /// The route's link on `scheme`, as `scope` reads links on it: after its host when the scheme
    /// carries one (https does), or when it may (`host: optional`) and the route is on some hosts
    /// only; on https when no custom scheme reaches the route; on one of its own schemes, after
    /// its host where it names hosts, for a route on some schemes; else as ``url(scheme:form:)``.
    public func url(
        scheme: String, defaultHost: String?, form: LinkForm = .authority, in scope: LinkScope
    ) -> URL {
        let host = self.host(nil, default: defaultHost)
        if let limit = schemeLimit {
            // On one of the route's schemes: after a host where the scheme always carries one, or
            // may and the route names its hosts.
            let chosen = limit.first { $0.lowercased() == scheme.lowercased() } ?? limit[0]
            let name = chosen.lowercased()
            let carries =
                scope.hostSchemes.contains(name)
                && (!hostPatterns.isEmpty || !scope.optionalHostSchemes.contains(name))
            if let host, carries { return url(scheme: chosen, host: host) }
            return url(scheme: scheme, form: form)
        }
        if isWebOnly, let host { return url(host: host) }
        let name = scheme.lowercased()
        let carriesHost =
            name == "https"
            || scope.hostSchemes.contains(name)
                && (!hostPatterns.isEmpty || !scope.optionalHostSchemes.contains(name))
        if let host, carriesHost { return url(scheme: scheme, host: host) }
        if let host, !hostPatterns.isEmpty { return url(host: host) }
        return url(scheme: scheme, form: form)
    }

    /// `scheme://first/rest?query#fragment`, or `scheme:///...` when the first segment cannot be a host.
    public func url(scheme: String, form: LinkForm = .authority) -> URL {
        var (scheme, form) = (scheme, form)
        if let limit = schemeLimit,
            let index = limit.firstIndex(where: { $0.lowercased() == scheme.lowercased() })
        {
            scheme = limit[index]
        } else if let limit = schemeLimit {
            (scheme, form) = (limit[0], limitForm)
        }
        var text = scheme
        switch form {
        case .authority: text.append(segmentCount > 0 && !firstIsHostSafe ? ":///" : "://")
        case .path: text.append(":/")
        case .opaque: text.append(":")
        }
        return Self.make(finish(text, origin: scheme + ":"))
    }

    /// How a custom scheme's link is written (`form:`, 1.1): `app://first/rest`, the first segment as
    /// the host (``authority``), `app:/first/rest` (``path``) or `app:first/rest` (``opaque``).
    /// Each is read as the others are.
    public enum LinkForm: Sendable {
        case authority, path, opaque
    }

    /// `https://host/path?query`.
    public func url(host: String) -> URL {
        url(scheme: "https", host: host)
    }

    /// `scheme://host/path?query`: a universal link, or a link on a scheme that carries a host.
    public func url(scheme: String, host: String) -> URL {
        Self.make(finish(scheme + "://" + host + "/", origin: scheme + "://" + host))
    }

    /// The link after `start`. `origin` is what a carried path is read after: `scheme://host`, or
    /// `scheme:` on a custom scheme whose host is the first segment. `carriers` are the links the
    /// link is carried in, as it is built.
    private func finish(_ start: String, origin: String, carriers: LinkCarriers = .none) -> String {
        var text = start
        text.reserveCapacity(start.utf8.count + path.utf8.count + queryText.utf8.count + 1)
        text.append(path)
        if !queryText.isEmpty {
            text.append("?")
            text.append(carried.isEmpty ? queryText : withCarriedLinks(origin: origin, carriers: carriers))
        }
        if let fragmentText {
            text.append("#")
            text.append(fragmentText)
        }
        return text
    }

    /// ``queryText`` with each carried link's value written in: its path where the link that
    /// carries it, read as the app reads it (``NestedLink/url(of:in:against:)``, then the parser),
    /// gives the route back; else its own universal link (on a web link) or `url`, the first that
    /// does. Below ``NestedLink/maximumDepth``, which no link read from outside passes, the path
    /// is written unchecked, so building stays linear.
    private func withCarriedLinks(origin: String, carriers: LinkCarriers) -> String {
        let web = origin.hasPrefix("https:") || origin.hasPrefix("http:")
        let hasAuthority = origin.contains("://")
        let scheme = String(origin.prefix { $0 != ":" })
        let base = LinkReference.Base(
            scheme: scheme, authority: hasAuthority ? String(origin.drop { $0 != ":" }.dropFirst(3)) : nil,
            path: "/")
        var query = ""
        var written = queryText.utf8.startIndex
        for link in carried {
            let offset = queryText.utf8.index(queryText.utf8.startIndex, offsetBy: link.offset)
            query += queryText[written..<offset]
            let channel: LinkChannels =
                web ? .web : .scheme(link.scope.schemes.firstIndex(of: scheme.lowercased()) ?? 0)
            let inner = carriers.carrying(by: channel)
            let path = link.path.finish("/", origin: origin, carriers: inner)
            var value = path
            if carriers.depth < NestedLink.maximumDepth {
                let candidates = [path] + link.whole(web).map(\.absoluteString)
                let readsBack = { (text: String) in
                    (try? NestedLink.url(of: text, in: "", against: base)).map { link.readsBack($0, inner) }
                        == true
                }
                // A route no link carries whole (a value that is a segment of dots) gets its url.
                value = candidates.first(where: readsBack) ?? candidates.last!
            }
            Self.encode(value, into: &query)
            written = offset
        }
        return query + queryText[written...]
    }

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
        encode(text, into: &result)
        return result
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E: true
        default: false
        }
    }

    private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10)
    }

    /// ``encode(_:)``, appended to `output`: text that needs no encoding is appended whole.
    static func encode(_ text: String, into output: inout String) {
        if text.utf8.allSatisfy(isUnreserved) { return output.append(text) }
        for byte in text.utf8 { encode(byte, into: &output) }
    }

    /// One byte: as it is when unreserved, else `%XX`.
    static func encode(_ byte: UInt8, into output: inout String) {
        if isUnreserved(byte) {
            output.unicodeScalars.append(Unicode.Scalar(byte))
        } else {
            output.unicodeScalars.append("%")
            output.unicodeScalars.append(hexDigit(byte >> 4))
            output.unicodeScalars.append(hexDigit(byte & 0xF))
        }
    }
}
