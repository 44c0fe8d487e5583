import Foundation

/// How deep links may carry links: a query item of the app's own route type holds a link, which
/// may hold one, and so on up to ``maximumDepth`` links inside the outermost.
@_spi(Generated) public enum NestedLink {
    /// The deepest a link may be carried: a link inside a link inside a link.
    public static let maximumDepth = 2

    /// What a link carried deeper is refused as (``RouteError/invalidParameter(name:value:expected:)``).
    public static let tooDeep = "a link carried at most \(maximumDepth) deep"

    /// The link `text`, carried in item `name` of a link whose base is `base`, names once
    /// resolved as the web resolves it (``LinkReference``);
    /// ``RouteError/invalidParameter(name:value:expected:)`` when it names none. A `+` is a space
    /// to a browser's reading of a form item and itself to Foundation's: a link that the two would
    /// put on another scheme or host is no link either.
    public static func url(
        of text: String, in name: String, against base: LinkReference.Base
    ) throws(RouteError) -> URL {
        let refused = RouteError.invalidParameter(name: name, value: text, expected: "a link")
        guard !text.isEmpty, !text.contains("\u{FFFD}"),
            let resolved = LinkReference.resolve(text, against: base), let url = URL(string: resolved)
        else { throw refused }
        if text.contains("+") {
            let spaced = LinkReference.resolve(text.replacingOccurrences(of: "+", with: " "), against: base)
            guard let spaced, LinkReference.origin(of: spaced) == LinkReference.origin(of: resolved) else {
                throw refused
            }
        }
        return url
    }

    /// Refuses a link carried deeper than ``maximumDepth``, where `depth` links enclose it.
    public static func checkDepth(_ depth: Int, of text: String, in name: String) throws(RouteError) {
        guard depth < maximumDepth else {
            throw .invalidParameter(name: name, value: text, expected: tooDeep)
        }
    }
}

extension RouteLink {
    /// The link as the base a carried reference is resolved against: its scheme, its authority
    /// when it has a host of its own, its path and query. On a custom scheme whose host is the
    /// first segment, that segment is the path's first, as routegen reads it (`myapp://go?to=/x`
    /// carries `myapp:/x`).
    public var referenceBase: LinkReference.Base {
        func text(_ range: Range<Int>) -> String { String(decoding: source[range], as: UTF8.self) }
        let colon = source.firstIndex(of: UInt8(ascii: ":"))!
        let scheme = text(0..<colon)
        let query = parts.query.map(text)
        if parts.carriesHost {
            // The host and port (user info is refused), then the path.
            return LinkReference.Base(
                scheme: scheme, authority: text(parts.host.lowerBound..<parts.path.lowerBound),
                path: text(parts.path), query: query)
        }
        // The host is the path's first segment: the path is read from after `scheme:` and its `//`.
        var start = colon + 1
        if source[start...].starts(with: "//".utf8) { start += 2 }
        var path = text(start..<parts.path.upperBound)
        if !path.hasPrefix("/") { path = "/" + path }
        return LinkReference.Base(scheme: scheme, authority: nil, path: path, query: query)
    }

    /// The link query item `name` carries, read by the app's `parser` once resolved against this
    /// link as the web resolves a reference (``NestedLink/url(of:in:against:)``): a URL, or a path
    /// (`/items/42`) read on this link's scheme and host. It is read as carried in this link and in
    /// those that carry this one, so a route it reaches must be reached by each of their channels
    /// too. `nil` when the item is absent or empty;
    /// ``RouteError/invalidParameter(name:value:expected:)`` when it is no link of the app, or
    /// nests deeper than ``NestedLink/maximumDepth``.
    public func nestedLink<Parser: GeneratedParser>(
        _ name: String, in query: borrowing RouteQuery, parser: Parser.Type
    ) throws(RouteError) -> Parser.Parsed? {
        guard let encoded = query.firstValue(name) else { return nil }
        // An escape that does not decode would be read one way here and another by a browser.
        guard let text = RouteQuery.withDecoded(encoded, { $0.map { String(decoding: $0, as: UTF8.self) } })
        else {
            throw .invalidParameter(name: name, value: RouteQuery.decoded(encoded), expected: "a link")
        }
        try NestedLink.checkDepth(carriers.depth, of: text, in: name)
        let url = try NestedLink.url(of: text, in: name, against: referenceBase)
        do throws(RouteError) {
            return try Parser.parse(url, carriedBy: carriers.carrying(by: channel(in: Parser.scope)))
        } catch {
            // Deeper links report their own depth; any other error says why the link is not the app's.
            if case .invalidParameter(_, _, NestedLink.tooDeep) = error { throw error }
            throw .invalidParameter(name: name, value: text, expected: "a link of the app (\(error))")
        }
    }

    /// ``nestedLink(_:in:parser:)`` of an item every link of the route carries:
    /// ``RouteError/missingParameter(name:)`` when it is absent.
    public func requiredNestedLink<Parser: GeneratedParser>(
        _ name: String, in query: borrowing RouteQuery, parser: Parser.Type
    ) throws(RouteError) -> Parser.Parsed {
        guard let route = try nestedLink(name, in: query, parser: parser) else {
            throw .missingParameter(name: name)
        }
        return route
    }
}
