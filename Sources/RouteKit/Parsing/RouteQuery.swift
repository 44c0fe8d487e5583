/// A URL's query items, decoded: unknown items are ignored, a scalar item given twice counts
/// once (the first), and `+` stays `+` (as Foundation reads it; the builder writes `%2B`).
public struct RouteQuery: Sendable {
    /// Items in URL order.
    public let items: [(name: String, value: String)]

    init(_ query: Substring?) throws(RouteError) {
        guard let query, !query.isEmpty else {
            items = []
            return
        }
        var items: [(name: String, value: String)] = []
        // Split on bytes: splitting a Substring on a Character walks grapheme clusters.
        for item in query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = item.firstIndex(of: UInt8(ascii: "="))
            guard let name = RouteQuery.decode(Substring(item[..<(equals ?? item.endIndex)])),
                let value = equals.map({ RouteQuery.decode(Substring(item[item.index(after: $0)...])) }) ?? ""
            else {
                throw .malformedURL(reason: "invalid percent-encoding in the query")
            }
            items.append((name, value))
        }
        self.items = items
    }

    static func decode(_ text: Substring) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue),
                    let low = iterator.next().flatMap(hexValue)
                else { return nil }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    @usableFromInline func first(_ name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    @inlinable static func convert<T: RouteParameter>(_ text: String, name: String) throws(RouteError) -> T {
        guard let value = T(routeParameter: text) else {
            throw .invalidParameter(name: name, value: text, expected: T.routeParameterTypeName)
        }
        return value
    }

    /// A required item. (The readers are inlinable, so they are specialized in generated code.)
    @inlinable public func required<T: RouteParameter>(
        _ name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T {
        guard let text = first(name) else { throw .missingParameter(name: name) }
        return try Self.convert(text, name: name)
    }

    /// An optional item: `nil` when absent, an error when present but not a `T`.
    @inlinable public func optional<T: RouteParameter>(
        _ name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T? {
        guard let text = first(name) else { return nil }
        return try Self.convert(text, name: name)
    }

    /// An item with a default for when it is absent.
    @inlinable public func value<T: RouteParameter>(
        _ name: String, default defaultValue: T
    ) throws(RouteError) -> T {
        guard let text = first(name) else { return defaultValue }
        return try Self.convert(text, name: name)
    }

    /// Every instance of a repeated item, in URL order.
    @inlinable public func repeated<T: RouteParameter>(
        _ name: String, as type: T.Type = T.self
    ) throws(RouteError) -> [T] {
        var values: [T] = []
        for item in items where item.name == name {
            values.append(try Self.convert(item.value, name: name))
        }
        return values
    }
}
