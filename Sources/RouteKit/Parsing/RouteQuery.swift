/// A URL's query items, read in place from the link's string: unknown items are ignored, a scalar
/// item given twice counts once (the first), an optional or defaulted item with an empty value
/// (`?url=`) is absent, and `+` stays `+` (as Foundation reads it; the builder writes `%2B`).
///
/// Made by ``RouteLink/query()``; like the link, it is valid only inside the link's closure. A
/// reader decodes only the item it asks for, and an `Int` reads its bytes without a String. An item
/// is checked only when it is read: one that does not decode (a malformed escape, or bytes that are
/// not UTF-8, as a Latin-1 tracking item may have) fails its own read with
/// ``RouteError/invalidParameter(name:value:expected:)``, and fails nothing when no route reads it.
@_spi(Generated) public struct RouteQuery: ~Copyable {
    /// The query as written: after `?`, before `#`; or the fragment, for its items.
    @usableFromInline let query: UnsafeBufferPointer<UInt8>
    /// Whether these are the fragment's items (`#a=1&b=2`, ``RouteLink/fragmentItems()``), which
    /// errors name `#name`.
    @usableFromInline let inFragment: Bool

    @usableFromInline init(_ query: UnsafeBufferPointer<UInt8>, inFragment: Bool = false) {
        self.query = query
        self.inFragment = inFragment
    }

    /// One item, decoded.
    public struct DecodedItem: Hashable, Sendable {
        public var name: String
        /// The value, with U+FFFD where it does not decode to UTF-8 (or as written, for a malformed
        /// escape), as an error shows it.
        public var value: String
        /// Whether the value decodes to UTF-8: when it does not, every read of it fails.
        public var isUTF8: Bool
    }

    /// Every item in URL order, decoded.
    public var items: [DecodedItem] {
        var all: [DecodedItem] = []
        var items = Items(query)
        while let item = items.next() {
            // Decoded once: the text when it is UTF-8, else as an error shows it.
            let text = Self.withDecoded(item.value) { $0.flatMap(utf8String) }
            all.append(
                DecodedItem(
                    name: Self.decoded(item.name), value: text ?? Self.decoded(item.value),
                    isUTF8: text != nil))
        }
        return all
    }

    /// The items of a query: `&`-separated, empty ones skipped; the name runs to the first `=`,
    /// and an item without one has an empty value. Both are still percent-encoded.
    @usableFromInline struct Items: IteratorProtocol {
        @usableFromInline let query: UnsafeBufferPointer<UInt8>
        @usableFromInline var offset = 0

        @inlinable init(_ query: UnsafeBufferPointer<UInt8>) { self.query = query }

        @inlinable mutating func next() -> (
            name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>
        )? {
            while offset < query.count {
                let start = offset
                var equals: Int?
                while offset < query.count, query[offset] != UInt8(ascii: "&") {
                    if equals == nil, query[offset] == UInt8(ascii: "=") { equals = offset }
                    offset += 1
                }
                let end = offset
                offset += 1
                guard end > start else { continue }
                let nameEnd = equals ?? end
                let valueStart = equals.map { $0 + 1 } ?? end
                return (
                    UnsafeBufferPointer(rebasing: query[start..<nameEnd]),
                    UnsafeBufferPointer(rebasing: query[valueStart..<end])
                )
            }
            return nil
        }
    }

    /// The decoded text, with U+FFFD for what does not decode: for names and messages.
    @usableFromInline static func decoded(_ encoded: UnsafeBufferPointer<UInt8>) -> String {
        withDecoded(encoded) { $0.map { String(decoding: $0, as: UTF8.self) } }
            ?? String(decoding: encoded, as: UTF8.self)
    }

    /// `body` on the decoded bytes (`encoded` itself when it has no escape), or on `nil` when an
    /// escape is malformed.
    @inlinable static func withDecoded<Result>(
        _ encoded: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
    ) -> Result {
        guard encoded.contains(UInt8(ascii: "%")) else { return body(encoded) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: encoded.count) { buffer in
            var decoder = PercentDecoder(encoded)
            var count = 0
            while let byte = decoder.next() {
                buffer[count] = byte
                count += 1
            }
            return body(decoder.isMalformed ? nil : UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Whether the encoded `name` decodes to `expected`.
    @inlinable static func name(_ name: UnsafeBufferPointer<UInt8>, is expected: String) -> Bool {
        var decoder = PercentDecoder(name)
        for byte in expected.utf8 where decoder.next() != byte { return false }
        return decoder.next() == nil
    }

    /// The items from the last one named `name` on (all of them when none is): each reader of
    /// `name` then reads that one, for an item whose last instance counts (`read: [last]`), as a
    /// form that appends a field again where its first stays (`?page=1&page=2`) means.
    @inlinable public func fromLast(_ name: String) -> RouteQuery {
        var start = 0
        var items = Items(query)
        while let item = items.next() {
            if Self.name(item.name, is: name), let base = query.baseAddress, let at = item.name.baseAddress {
                start = at - base
            }
        }
        return RouteQuery(UnsafeBufferPointer(rebasing: query[start...]), inFragment: inFragment)
    }

    /// The first value of the item `name`, still encoded.
    @inlinable func first(_ name: String) -> UnsafeBufferPointer<UInt8>? {
        var items = Items(query)
        while let item = items.next() {
            if Self.name(item.name, is: name) { return item.value }
        }
        return nil
    }

    /// The first value of the item `name`, still encoded, when it is not empty: an empty item
    /// (`?url=`) reads as an absent one, as `when:` and Apple's AASA patterns read it.
    @inlinable func firstValue(_ name: String) -> UnsafeBufferPointer<UInt8>? {
        guard let value = first(name), !value.isEmpty else { return nil }
        return value
    }

    /// Whether the first item named `name` has a value that is not empty: a `when: { name:
    /// present }`. An empty one counts as absent, as Apple's AASA patterns read it.
    public func hasValue(_ name: String) -> Bool {
        guard let value = first(name) else { return false }
        return !value.isEmpty
    }

    /// Whether the first item named `name` decodes to exactly `value`: a `when: { name: value }`.
    public func item(_ name: String, is value: String) -> Bool {
        guard let encoded = first(name) else { return false }
        var decoder = PercentDecoder(encoded)
        for byte in value.utf8 where decoder.next() != byte { return false }
        return decoder.next() == nil && !decoder.isMalformed
    }

    /// `encoded` as a `T`; an error names it `#name` when `inFragment`.
    /// Whether the first item named `name`, decoded and lowercased, is exactly `value`: a
    /// `when: { name: { equals: value, read: [lowercased] } }`.
    public func item(_ name: String, lowercasedIs value: String) -> Bool {
        guard let encoded = first(name),
            let text = Self.withDecoded(encoded, { $0.flatMap(utf8String) })
        else { return false }
        return text.lowercased() == value
    }

    @inlinable static func convert<T: RouteParameter>(
        _ encoded: UnsafeBufferPointer<UInt8>, name: String, inFragment: Bool = false
    ) throws(RouteError) -> T {
        guard let value = withDecoded(encoded, { $0.flatMap { T(routeParameterUTF8: $0) } }) else {
            try throwInvalidValue(
                encoded, name: name, inFragment: inFragment, expected: T.routeParameterTypeName)
        }
        return value
    }

    /// Throws ``RouteError/invalidParameter(name:value:expected:)``, out of line as
    /// ``RouteLink/throwInvalidValue(at:name:expected:)`` is.
    @usableFromInline static func throwInvalidValue(
        _ encoded: UnsafeBufferPointer<UInt8>, name: String, inFragment: Bool, expected: String
    ) throws(RouteError) -> Never {
        throw .invalidParameter(
            name: inFragment ? "#" + name : name, value: decoded(encoded), expected: expected)
    }

    /// Throws ``RouteError/missingParameter(name:)`` for item `name`.
    @usableFromInline func throwMissing(_ name: String) throws(RouteError) -> Never {
        throw .missingParameter(name: inFragment ? "#" + name : name)
    }

    /// A required item. (The readers are inlinable, so they are specialized in generated code.)
    @inlinable public func required<T: RouteParameter>(
        _ name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T {
        guard let value = first(name) else { try throwMissing(name) }
        return try Self.convert(value, name: name, inFragment: inFragment)
    }

    /// An optional item: `nil` when absent or empty, an error when present but not a `T`.
    @inlinable public func optional<T: RouteParameter>(
        _ name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T? {
        guard let value = firstValue(name) else { return nil }
        return try Self.convert(value, name: name, inFragment: inFragment)
    }

    /// An item with a default for when it is absent or empty.
    @inlinable public func value<T: RouteParameter>(
        _ name: String, default defaultValue: T
    ) throws(RouteError) -> T {
        guard let value = firstValue(name) else { return defaultValue }
        return try Self.convert(value, name: name, inFragment: inFragment)
    }

    /// Every item whose name is not in `named`, as a `[String: String]` item holds them: the
    /// first of each name, decoded. An item whose name or value does not decode to UTF-8 is left
    /// out, as no route reads it.
    public func others(excluding named: [String]) -> [String: String] {
        var others: [String: String] = [:]
        var items = Items(query)
        while let item = items.next() {
            guard let name = Self.withDecoded(item.name, { $0.flatMap(utf8String) }),
                !named.contains(name), others[name] == nil,
                let value = Self.withDecoded(item.value, { $0.flatMap(utf8String) })
            else { continue }
            others[name] = value
        }
        return others
    }

    /// Every instance of a repeated item, in URL order.
    @inlinable public func repeated<T: RouteParameter>(
        _ name: String, as type: T.Type = T.self
    ) throws(RouteError) -> [T] {
        var values: [T] = []
        var items = Items(query)
        while let item = items.next() {
            if Self.name(item.name, is: name) {
                values.append(try Self.convert(item.value, name: name, inFragment: inFragment))
            }
        }
        return values
    }
}
