/// Values inside one segment, with literal text around them (`@{username}`, `{slug}-{id}`,
/// `{name}.json`): the one rule that splits such a segment, for generated parsers, their builders
/// and routegen's `explain`.
///
/// A segment fits when, percent-decoded, it starts with the first text and ends with the last;
/// each text between two values splits at its last occurrence, so only the first value may hold
/// the text that follows it. Every value is non-empty.
@_spi(Generated) public enum SegmentPieces {
    /// Each value's byte range in `segment`, or `nil` when the segment does not fit `texts` (the
    /// literal texts, one more than the values, ASCII-lowercase when `ignoringCase`).
    @inlinable public static func split<Text: RandomAccessCollection<UInt8>>(
        _ segment: UnsafeBufferPointer<UInt8>, texts: [Text], ignoringCase: Bool
    ) -> [Range<Int>]? where Text.Index == Int {
        let values = texts.count - 1
        guard values > 0,
            var end = middle(segment, texts[0], texts[values], values: values, ignoringCase)?.upperBound
        else { return nil }
        let start = texts[0].count
        var ranges = [Range<Int>](repeating: 0..<0, count: values)
        for value in stride(from: values - 1, through: 1, by: -1) {
            guard let at = lastSplit(segment, texts[value], start..<end, ignoringCase) else { return nil }
            ranges[value] = (at + texts[value].count)..<end
            end = at
        }
        ranges[0] = start..<end
        return ranges
    }

    /// The part of `segment` between `prefix` and `suffix`, when it starts and ends with them
    /// and leaves room for `values` values.
    @inlinable static func middle<Text: RandomAccessCollection<UInt8>>(
        _ segment: UnsafeBufferPointer<UInt8>, _ prefix: Text, _ suffix: Text, values: Int,
        _ ignoringCase: Bool
    ) -> Range<Int>? where Text.Index == Int {
        guard segment.count >= prefix.count + suffix.count + values,
            matches(segment, at: 0, prefix, ignoringCase),
            matches(segment, at: segment.count - suffix.count, suffix, ignoringCase)
        else { return nil }
        return prefix.count..<(segment.count - suffix.count)
    }

    /// Where the last occurrence of `separator` in `range` starts, when it leaves a non-empty
    /// value on each side.
    @inlinable static func lastSplit<Text: RandomAccessCollection<UInt8>>(
        _ segment: UnsafeBufferPointer<UInt8>, _ separator: Text, _ range: Range<Int>, _ ignoringCase: Bool
    ) -> Int? where Text.Index == Int {
        var at = range.upperBound - separator.count
        while at >= range.lowerBound, !matches(segment, at: at, separator, ignoringCase) { at -= 1 }
        // The last occurrence: the value after it is empty when nothing follows it.
        guard at > range.lowerBound, at + separator.count < range.upperBound else { return nil }
        return at
    }

    /// Whether `text` stands in `segment` at `offset`.
    @inlinable static func matches<Text: RandomAccessCollection<UInt8>>(
        _ segment: UnsafeBufferPointer<UInt8>, at offset: Int, _ text: Text, _ ignoringCase: Bool
    ) -> Bool where Text.Index == Int {
        guard offset >= 0, offset + text.count <= segment.count else { return false }
        for index in 0..<text.count {
            let byte = segment[offset + index]
            let folded = ignoringCase ? RouteKit.asciiLowercased(byte) : byte
            guard folded == text[text.startIndex + index] else { return false }
        }
        return true
    }

    /// The values of `texts` read from `text`, or `nil` when it does not fit them.
    public static func split(_ text: String, texts: [String], ignoringCase: Bool) -> [String]? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { segment in
            split(segment, texts: texts.map { Array($0.utf8) }, ignoringCase: ignoringCase)?.map {
                String(decoding: segment[$0], as: UTF8.self)
            }
        }
    }

    /// Whether `values` between `texts` read back as themselves: a value after the first holds no
    /// text a later split would stop at, and none is empty.
    public static func readsBack(_ values: [String], texts: [String], ignoringCase: Bool) -> Bool {
        var joined = texts[0]
        for (value, text) in zip(values, texts.dropFirst()) { joined += value + text }
        let folded = ignoringCase ? values.map(asciiLowercased) : values
        let read = split(
            joined, texts: ignoringCase ? texts.map(asciiLowercased) : texts, ignoringCase: ignoringCase)
        return read.map { ignoringCase ? $0.map(asciiLowercased) : $0 } == folded
    }

    private static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map(RouteKit.asciiLowercased), as: UTF8.self)
    }
}

extension RouteLink {
    /// Where the value of segment `index` is, when it starts with `prefix` and ends with `suffix`
    /// (see ``SegmentPieces``): a byte range for ``value(in:name:as:)``. The texts are lowercase
    /// when `ignoringCase`.
    @inlinable public func piece(
        at index: Int, _ prefix: StaticString, _ suffix: StaticString, ignoringCase: Bool = false
    ) -> Range<Int>? {
        let segment = segment(index)
        guard
            let middle = SegmentPieces.middle(
                segment, Self.bytes(prefix), Self.bytes(suffix), values: 1, ignoringCase)
        else { return nil }
        return absolute(middle, at: index)
    }

    /// Where the two values of segment `index` are, between `prefix`, `separator` and `suffix`.
    @inlinable public func pieces(
        at index: Int, _ prefix: StaticString, _ separator: StaticString, _ suffix: StaticString,
        ignoringCase: Bool = false
    ) -> (Range<Int>, Range<Int>)? {
        let segment = segment(index)
        let between = Self.bytes(separator)
        guard
            let middle = SegmentPieces.middle(
                segment, Self.bytes(prefix), Self.bytes(suffix), values: 2, ignoringCase),
            let at = SegmentPieces.lastSplit(segment, between, middle, ignoringCase)
        else { return nil }
        return (
            absolute(middle.lowerBound..<at, at: index),
            absolute((at + between.count)..<middle.upperBound, at: index)
        )
    }

    /// Where the values of segment `index` are, between `texts` (one more than the values).
    @inlinable public func pieces(
        at index: Int, _ texts: [StaticString], ignoringCase: Bool = false
    ) -> [Range<Int>]? {
        let segment = segment(index)
        let ranges = SegmentPieces.split(segment, texts: texts.map(Self.bytes), ignoringCase: ignoringCase)
        return ranges?.map { absolute($0, at: index) }
    }

    /// ``pieces(at:_:ignoringCase:)`` with texts known only when the link is read: `routegen
    /// explain` finds a value where the generated matcher does.
    public func pieces(at index: Int, texts: [String], ignoringCase: Bool = false) -> [Range<Int>]? {
        let ranges = SegmentPieces.split(
            segment(index), texts: texts.map { Array($0.utf8) }, ignoringCase: ignoringCase)
        return ranges?.map { absolute($0, at: index) }
    }

    @inlinable static func bytes(_ text: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// `range` of segment `index` as offsets into the link's bytes.
    @inlinable func absolute(_ range: Range<Int>, at index: Int) -> Range<Int> {
        let offset = bounds[2 &* index]
        return (range.lowerBound + offset)..<(range.upperBound + offset)
    }

    /// The value at `range` (from ``piece(at:_:_:ignoringCase:)`` or ``pieces(at:_:ignoringCase:)``)
    /// converted to `T`.
    @inlinable public func value<T: RouteParameter>(
        in range: Range<Int>, name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T {
        let piece = UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count)
        guard let value = T(routeParameterUTF8: piece) else {
            throw .invalidParameter(
                name: name, value: String(decoding: piece, as: UTF8.self), expected: T.routeParameterTypeName)
        }
        return value
    }
}
