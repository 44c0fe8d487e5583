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
        let first = texts[0]
        let last = texts[values]
        guard values > 0, segment.count >= first.count + last.count + values,
            matches(segment, at: 0, first, ignoringCase),
            matches(segment, at: segment.count - last.count, last, ignoringCase)
        else { return nil }
        var ranges = [Range<Int>](repeating: 0..<0, count: values)
        let start = first.count
        var end = segment.count - last.count
        for value in stride(from: values - 1, through: 1, by: -1) {
            let separator = texts[value]
            var at = end - separator.count
            while at >= start, !matches(segment, at: at, separator, ignoringCase) { at -= 1 }
            // The last occurrence: the value after it is empty when nothing follows it.
            guard at > start, at + separator.count < end else { return nil }
            ranges[value] = (at + separator.count)..<end
            end = at
        }
        ranges[0] = start..<end
        return ranges
    }

    /// Whether `text` stands in `segment` at `offset`.
    @inlinable static func matches<Text: RandomAccessCollection<UInt8>>(
        _ segment: UnsafeBufferPointer<UInt8>, at offset: Int, _ text: Text, _ ignoringCase: Bool
    ) -> Bool where Text.Index == Int {
        guard offset >= 0, offset + text.count <= segment.count else { return false }
        for index in 0..<text.count {
            let byte = segment[offset + index]
            let folded = ignoringCase && byte &- 0x41 < 26 ? byte | 0x20 : byte
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
        let read = split(joined, texts: texts, ignoringCase: ignoringCase)
        return read.map { ignoringCase ? $0.map(asciiLowercased) : $0 } == folded
    }

    private static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}

extension RouteLink {
    /// Where the values of segment `index` are, when it fits `texts` (see ``SegmentPieces``):
    /// byte ranges for ``value(in:name:as:)``.
    @inlinable public func pieces(at index: Int, _ texts: [StaticString]) -> [Range<Int>]? {
        pieces(at: index, texts, ignoringCase: false)
    }

    /// ``pieces(at:_:)`` comparing the texts ignoring ASCII case; `texts` are lowercase.
    @inlinable public func pieces(at index: Int, ignoringCase texts: [StaticString]) -> [Range<Int>]? {
        pieces(at: index, texts, ignoringCase: true)
    }

    @inlinable func pieces(at index: Int, _ texts: [StaticString], ignoringCase: Bool) -> [Range<Int>]? {
        let segment = segment(index)
        let offset = segment.baseAddress.map { $0 - bytes } ?? 0
        let ranges = SegmentPieces.split(
            segment,
            texts: texts.map { UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount) },
            ignoringCase: ignoringCase)
        return ranges?.map { ($0.lowerBound + offset)..<($0.upperBound + offset) }
    }

    /// The value at `range` (from ``pieces(at:_:)``) converted to `T`.
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
