/// A link's host as routes limited to hosts read it (manifest 1.1): which listed host it is on,
/// and the value a `{name}.domain` host carries in its first label.
extension RouteLink {
    /// Which of `scope`'s schemes a custom scheme's link is on.
    public func schemeIndex(in scope: LinkScope) -> Int {
        scope.schemeIndex(of: source)
    }

    /// The index in `scope`'s hosts of the one the link is on (the most specific that covers its
    /// host), or for a custom-scheme link, whose host is a path segment, ``LinkScope/noHost`` (less
    /// the scheme's index when the scope distinguishes schemes). Read only by parsers whose routes
    /// differ by host or scheme. A content link on a host the app does not list is on
    /// ``LinkScope/anyHostOrigin``.
    public func origin(in scope: LinkScope) -> Int {
        guard let host else { return scope.schemeOrigin(of: source) }
        if parts.isOnAnyHost { return scope.anyHostOrigin }
        return scope.origin(ofHost: host)
    }

    /// The first label of the link's host converted to `T`: the value of a `{name}.domain` host.
    /// ``RouteError/invalidParameter(name:value:expected:)`` when it is no host label (see
    /// ``HostPattern/isLabel(_:)``) or does not convert.
    @inlinable public func hostValue<T: RouteParameter>(
        name: String, as type: T.Type = T.self
    )
        throws(RouteError) -> T
    {
        let label = host.map { String($0.prefix { $0 != "." }) } ?? ""
        var text = label
        guard HostPattern.isLabel(label), let value = text.withUTF8({ T(routeParameterUTF8: $0) }) else {
            throw .invalidParameter(name: name, value: label, expected: T.routeParameterTypeName)
        }
        return value
    }

    /// The host of a universal link, or of a link on a scheme that carries one, as it is compared
    /// with the listed hosts: lowercased, its escapes decoded, in IDNA form. `nil` for another
    /// custom-scheme link.
    public var host: String? {
        // Such a link's host is no segment: it starts where an empty range is left for it.
        guard parts.carriesHost else { return nil }
        var end = parts.host.lowerBound
        while end < source.count, !Self.endsHost(source[end]) { end += 1 }
        let written = source[parts.host.lowerBound..<end]
        if written.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "%") }) {
            return String(decoding: written.map(asciiLowercased), as: UTF8.self)
        }
        guard case .success(let name) = HostName.read(written, isIPLiteral: false) else { return nil }
        return name
    }

    /// `:`, `/`, `?` or `#`: what ends an authority's host (user info is refused before).
    private static func endsHost(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ":") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
            || byte == UInt8(ascii: "#")
    }
}
