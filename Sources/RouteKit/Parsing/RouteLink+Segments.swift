/// Reading a link's segments: what a generated matcher compares, hashes and converts.
extension RouteLink {
    /// Segment `index`'s decoded bytes. Traps when there is no such segment.
    @inlinable @inline(__always) func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "no segment \(index)")
        let start = bounds[2 * index]
        return UnsafeBufferPointer(start: bytes + start, count: bounds[2 * index + 1] - start)
    }

    /// The ``SegmentHash`` of segment `index`'s decoded bytes: generated parsers switch on it to
    /// reach a literal among many in one step, then confirm with ``segment(_:is:)``.
    @inlinable @inline(__always) public func hash(at index: Int) -> UInt32 {
        segmentHash(at: index, ignoringCase: false)
    }

    /// ``hash(at:)`` of the segment with ASCII letters lowercased, for case-insensitive manifests.
    @inlinable public func hashIgnoringCase(at index: Int) -> UInt32 {
        segmentHash(at: index, ignoringCase: true)
    }

    /// ``SegmentHash/hash(of:ignoringCase:)`` of segment `index`, read where it stands.
    @inlinable @inline(__always) func segmentHash(at index: Int, ignoringCase: Bool) -> UInt32 {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "no segment \(index)")
        return SegmentHash.hash(
            bytes, from: bounds[2 * index], to: bounds[2 * index + 1], ignoringCase: ignoringCase)
    }

    /// Whether segment `index` is exactly `literal` (compared as UTF-8 bytes).
    @inlinable @inline(__always) public func segment(_ index: Int, is literal: StaticString) -> Bool {
        segment(index, equals: literal.utf8Start, count: literal.utf8CodeUnitCount, ignoringCase: false)
    }

    /// Whether segment `index` equals `literal`, ignoring ASCII case; `literal` is lowercase.
    @inlinable @inline(__always) public func segment(
        _ index: Int, isIgnoringCase literal: StaticString
    )
        -> Bool
    {
        segment(index, equals: literal.utf8Start, count: literal.utf8CodeUnitCount, ignoringCase: true)
    }

    /// Whether segment `index` is the `length` bytes at `pattern` (lowercase when `ignoringCase`).
    ///
    /// Compares eight bytes at a time. A generated parser has one comparison per literal, and the
    /// literal's words fold into its code as constants: two comparisons for a literal of up to 16
    /// bytes, where a loop unrolled byte by byte took ten bytes of code per letter, and the code of
    /// a large app's routes no longer fitting the instruction cache was most of a match's time.
    @inlinable @inline(__always) func segment(
        _ index: Int, equals pattern: UnsafePointer<UInt8>, count length: Int, ignoringCase: Bool
    ) -> Bool {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "no segment \(index)")
        let start = bounds[2 &* index]
        let end = bounds[2 &* index &+ 1]
        guard end &- start == length else { return false }
        @inline(__always) func word(at offset: Int) -> UInt64 {
            let word = loadWord(at: bytes + offset)
            return ignoringCase ? SegmentHash.asciiLowercased(word) : word
        }
        guard length >= 8 else {
            // The segment's bytes in the low end of a word, as SegmentHash reads them.
            var segment = SegmentHash.lastWord(bytes, from: start, to: end)
            if ignoringCase { segment = SegmentHash.asciiLowercased(segment) }
            var expected: UInt64 = 0
            for offset in 0..<length { expected |= UInt64(pattern[offset]) &<< (8 &* offset) }
            return segment == expected
        }
        var offset = 0
        while offset &+ 8 < length {
            guard word(at: start &+ offset) == loadWord(at: pattern + offset) else { return false }
            offset &+= 8
        }
        return word(at: end &- 8) == loadWord(at: pattern + (length &- 8))
    }

    /// The decoded text of segment `index`, or `nil` when it is not UTF-8.
    @inlinable public func text(at index: Int) -> String? {
        utf8String(segment(index))
    }

    /// The decoded text of segment `index` with U+FFFD for what is not UTF-8, as errors show it.
    public func shownText(at index: Int) -> String {
        String(decoding: segment(index), as: UTF8.self)
    }

    /// Segment `index` converted to `T`. Inlinable, so that it is specialized for `T` in the
    /// generated code instead of looking up `T`'s metadata on every match.
    @inlinable public func value<T: RouteParameter>(
        at index: Int, name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T {
        guard let value = T(routeParameterUTF8: segment(index)) else {
            try throwInvalidValue(at: index, name: name, expected: T.routeParameterTypeName)
        }
        return value
    }

    /// Throws ``RouteError/invalidParameter(name:value:expected:)`` for segment `index`. Out of
    /// line, so that the readers inlined into each route's code carry a call, not the error's making.
    @usableFromInline func throwInvalidValue(
        at index: Int, name: String, expected: String
    ) throws(RouteError)
        -> Never
    {
        let shown = String(decoding: segment(index), as: UTF8.self)
        throw .invalidParameter(name: name, value: shown, expected: expected)
    }

    /// Segment `index` converted to `T`, or `nil` when there is no index (an absent optional segment).
    @inlinable public func optionalValue<T: RouteParameter>(
        at index: Int?, name: String, as type: T.Type = T.self
    ) throws(RouteError)
        -> T?
    {
        guard let index else { return nil }
        return try value(at: index, name: name, as: type)
    }

    /// The segments from `index` on, decoded and joined with `/`, read as a `T` by
    /// ``RouteParameter/init(routePath:)``: a catch-all's value.
    @inlinable public func rest<T: RouteParameter>(
        from index: Int, name: String, as type: T.Type = T.self
    ) throws(RouteError) -> T {
        let text = try restText(from: index, name: name, expected: T.routeParameterTypeName)
        guard let value = T(routePath: text) else {
            throw .invalidParameter(name: name, value: text, expected: T.routeParameterTypeName)
        }
        return value
    }

    /// The segments from `index` on, each decoded and converted to `T`: a `[T]` catch-all's value
    /// (1.1), whose elements may hold `/` written as `%2F`. No segment is no value, as for a
    /// catch-all of one value.
    @inlinable public func restSegments<T: RouteParameter>(
        from index: Int, name: String, as type: T.Type = T.self
    ) throws(RouteError) -> [T] {
        guard index < count else {
            throw .invalidParameter(name: name, value: "", expected: "[\(T.routeParameterTypeName)]")
        }
        var values: [T] = []
        for segment in index..<count { values.append(try value(at: segment, name: name)) }
        return values
    }

    /// The segments from `index` on, decoded and joined with `/`.
    @usableFromInline func restText(
        from index: Int, name: String, expected: String
    ) throws(RouteError) -> String {
        guard index < count else { return "" }
        // One `/` between segments. A segment that is not UTF-8 makes the whole invalid, as `/`
        // cannot continue or end a multi-byte character.
        let capacity = (index..<count).reduce(0) { $0 + segment($1).count + 1 }
        let joinedText = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) {
            buffer in
            var written = 0
            for segment in index..<count {
                if segment > index {
                    buffer[written] = UInt8(ascii: "/")
                    written += 1
                }
                for byte in self.segment(segment) {
                    buffer[written] = byte
                    written += 1
                }
            }
            return utf8String(UnsafeBufferPointer(rebasing: buffer[..<written]))
        }
        if let joinedText { return joinedText }
        let invalid = (index..<count).first { text(at: $0) == nil } ?? index
        throw .invalidParameter(
            name: name, value: String(decoding: segment(invalid), as: UTF8.self), expected: expected)
    }
}
