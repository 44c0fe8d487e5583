/// A link's path as an error names it, and its query.
extension RouteLink {
    /// The path as written, with empty segments dropped: what ``RouteError/notFound(path:)`` names.
    ///
    /// Inlinable for its common case, the path as it stands in the string, which a miss always
    /// needs for its error.
    @inlinable public var path: String {
        if let written = writtenPath {
            return String(decoding: UnsafeBufferPointer(rebasing: source[written]), as: UTF8.self)
        }
        return builtPath
    }

    /// ``path`` when it does not stand as such in the string: built from the host and path.
    @usableFromInline var builtPath: String {
        let host =
            isUniversalLink
            ? "" : parts.idnaHost.map { Substring(decoding: $0, as: UTF8.self) } ?? substring(parts.host)
        let path = UnsafeBufferPointer(rebasing: source[parts.path])
        // One `/` before each segment: at most one more than the separators, per piece.
        return String(unsafeUninitializedCapacity: host.utf8.count + path.count + 2) { buffer in
            var count = 0
            func append<Piece: Sequence<UInt8>>(segmentsOf piece: Piece) {
                var inSegment = false
                for byte in piece {
                    if byte == UInt8(ascii: "/") {
                        inSegment = false
                        continue
                    }
                    if !inSegment {
                        buffer[count] = UInt8(ascii: "/")
                        count += 1
                    }
                    inSegment = true
                    buffer[count] = byte
                    count += 1
                }
            }
            append(segmentsOf: host.utf8)
            append(segmentsOf: path)
            if count == 0 {
                buffer[0] = UInt8(ascii: "/")
                count = 1
            }
            return count
        }
    }

    /// Where ``path`` already stands in the string, as it mostly does: `/host/path` after a custom
    /// scheme's `//`, or an https link's path, when no empty segment is to be dropped.
    @usableFromInline var writtenPath: Range<Int>? {
        let start: Int
        if isUniversalLink {
            start = parts.path.lowerBound
        } else {
            guard parts.idnaHost == nil, !parts.host.isEmpty, parts.host.upperBound == parts.path.lowerBound
            else {
                return nil
            }
            start = parts.host.lowerBound - 1
        }
        let written = start..<parts.path.upperBound
        guard written.count > 1, source[start] == UInt8(ascii: "/"),
            source[written.upperBound - 1] != UInt8(ascii: "/"), !parts.hasDoubleSlash
        else { return nil }
        return written
    }

    /// The query items. The query lives as long as the link.
    public func query() -> RouteQuery {
        RouteQuery(
            parts.query.map { UnsafeBufferPointer(rebasing: source[$0]) } ?? .init(start: nil, count: 0))
    }

    /// The items of a fragment written as a query (`#access_token=…&state=…`), read as
    /// ``query()``'s are; errors name them `#name`. Empty without a fragment. A fragment that
    /// starts with `/` is a path (``FragmentPath``): its items follow its first `?`
    /// (`#/!room:example.org?via=example.org`).
    public func fragmentItems() -> RouteQuery {
        guard var fragment = encodedFragment else {
            return RouteQuery(.init(start: nil, count: 0), inFragment: true)
        }
        if fragment.first == UInt8(ascii: "/") {
            let start = fragment.firstIndex(of: UInt8(ascii: "?")).map { $0 + 1 } ?? fragment.endIndex
            fragment = UnsafeBufferPointer(rebasing: fragment[start...])
        }
        return RouteQuery(fragment, inFragment: true)
    }

    /// The fragment after `#`, still percent-encoded; `nil` when there is none or it is empty.
    @usableFromInline var encodedFragment: UnsafeBufferPointer<UInt8>? {
        let end = parts.query?.upperBound ?? parts.path.upperBound
        guard end + 1 < source.count, source[end] == UInt8(ascii: "#") else { return nil }
        return UnsafeBufferPointer(rebasing: source[(end + 1)...])
    }

    /// The fragment, percent-decoded (invalid UTF-8 as U+FFFD); `nil` when there is none or it is empty.
    public var fragment: String? { encodedFragment.map(RouteQuery.decoded) }

    /// A required fragment: ``RouteError/missingParameter(name:)`` when absent, named `#name`.
    @inlinable public func fragment<T: RouteParameter>(
        _ name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T {
        guard let encoded = encodedFragment else { throw .missingParameter(name: "#" + name) }
        return try RouteQuery.convert(encoded, name: name, inFragment: true)
    }

    /// An optional fragment: `nil` when absent or empty, an error when present but not a `T`.
    @inlinable public func optionalFragment<T: RouteParameter>(
        _ name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T? {
        guard let encoded = encodedFragment else { return nil }
        return try RouteQuery.convert(encoded, name: name, inFragment: true)
    }

    /// A fragment with a default for when it is absent or empty.
    @inlinable public func fragment<T: RouteParameter>(
        _ name: String, default defaultValue: T
    ) throws(RouteError) -> T {
        guard let encoded = encodedFragment else { return defaultValue }
        return try RouteQuery.convert(encoded, name: name, inFragment: true)
    }

    fileprivate func substring(_ span: Range<Int>) -> Substring {
        Substring(decoding: source[span], as: UTF8.self)
    }
}
