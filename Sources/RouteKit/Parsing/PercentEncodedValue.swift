import Foundation

/// Values read as the link writes them, escapes kept (manifest 1.1, `percentEncoded: true`): an
/// id that may hold `%2F` (`/files/YWE%2Fx`) is `YWE%2Fx`, not `YWE/x`, and is built back so. Such
/// a value is still the encoded form of a text: one whose escapes do not decode to UTF-8 (`%FF`, the
/// byte the builder writes for a value it cannot write) is refused as any value is.
extension RouteLink {
    /// Segment `index` as written, escapes kept (a custom scheme's host is segment 0); refused
    /// with ``RouteError/invalidParameter(name:value:expected:)`` when it decodes to no UTF-8, or
    /// to `.` or `..`, which no link can carry as a value (URL parsers resolve `%2E` too).
    public func encodedText(at index: Int, name: String) throws(RouteError) -> String {
        let text = writtenSegment(index)
        guard RouteURLBuilder.isWrittenEncoded(text), !RouteURLBuilder.isDotSegment(text) else {
            throw .invalidParameter(name: name, value: text, expected: String.routeParameterTypeName)
        }
        return text
    }

    /// Segment `index` as it stands in the link, escapes kept.
    public func writtenSegment(_ index: Int) -> String {
        let ranges = writtenSegments
        precondition(index < ranges.count, "no segment \(index)")
        return text(ranges[index])
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: source[range]), as: UTF8.self)
    }

    /// The segments from `index` on as written, escapes kept, joined with `/`: a catch-all read
    /// raw (`read: [raw]`, manifest 1.2), whose value may hold `/` written `%2F` as the app writes
    /// it (`/wiki/AC%2FDC` is `AC%2FDC`, `/wiki/a/b` is `a/b`); none is the empty value. Refused as
    /// ``encodedText(at:name:)`` refuses a segment.
    public func encodedRest(from index: Int, name: String) throws(RouteError) -> String {
        var text = ""
        for segment in index..<max(index, count) {
            if segment > index { text += "/" }
            text += try encodedText(at: segment, name: name)
        }
        return text
    }

    /// Segment `index` as written, or `nil` when there is no index (an absent optional segment).
    public func optionalEncodedText(at index: Int?, name: String) throws(RouteError) -> String? {
        guard let index else { return nil }
        return try encodedText(at: index, name: name)
    }

    /// Where each segment stands in the string: the custom scheme's host first when it is one,
    /// then the path's, split on `/` with empty ones left out, as ``count`` counts them.
    var writtenSegments: [Range<Int>] {
        var ranges: [Range<Int>] = []
        func split(_ range: Range<Int>) {
            var start = range.lowerBound
            for offset in range where source[offset] == UInt8(ascii: "/") {
                if offset > start { ranges.append(start..<offset) }
                start = offset + 1
            }
            if range.upperBound > start { ranges.append(start..<range.upperBound) }
        }
        if !isUniversalLink { split(parts.host) }
        split(parts.path)
        return ranges
    }

    /// The fragment as written, escapes kept; `nil` when there is none or it is empty.
    public var encodedFragmentText: String? {
        encodedFragment.map { String(decoding: $0, as: UTF8.self) }
    }

    /// A required fragment as written: ``RouteError/missingParameter(name:)``, named `#name`, when
    /// absent.
    public func encodedFragment(_ name: String) throws(RouteError) -> String {
        guard let text = try optionalEncodedFragment(name) else { throw .missingParameter(name: "#" + name) }
        return text
    }

    /// An optional fragment as written: `nil` when absent or empty.
    public func optionalEncodedFragment(_ name: String) throws(RouteError) -> String? {
        guard let text = encodedFragmentText else { return nil }
        guard RouteURLBuilder.isWrittenEncoded(text) else {
            throw .invalidParameter(name: "#" + name, value: text, expected: String.routeParameterTypeName)
        }
        return text
    }
}

extension RouteQuery {
    /// A required item as written, escapes kept.
    public func requiredEncoded(_ name: String) throws(RouteError) -> String {
        guard let value = first(name) else { try throwMissing(name) }
        return try checkedEncoded(value, name: name)
    }

    /// An optional item as written: `nil` when absent or empty.
    public func optionalEncoded(_ name: String) throws(RouteError) -> String? {
        guard let value = firstValue(name) else { return nil }
        return try checkedEncoded(value, name: name)
    }

    /// The item's text, when it decodes to UTF-8.
    private func checkedEncoded(
        _ value: UnsafeBufferPointer<UInt8>, name: String
    ) throws(RouteError) -> String {
        let text = String(decoding: value, as: UTF8.self)
        guard RouteURLBuilder.isWrittenEncoded(text) else {
            throw .invalidParameter(
                name: inFragment ? "#" + name : name, value: text, expected: String.routeParameterTypeName)
        }
        return text
    }
}

extension RouteURLBuilder {
    /// Where a percent-encoded value is written, which says what it may hold as it is.
    public enum EncodedPlace: Sendable {
        /// A path segment: `pchar`, no `/`.
        case segment
        /// A query or fragment item's value: no `&` or `#`.
        case item
        /// The fragment: no `#`.
        case fragment

        func allows(_ byte: UInt8) -> Bool {
            if RouteURLBuilder.isUnreserved(byte) { return true }
            switch byte {
            case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("),
                UInt8(ascii: ")"),
                UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
                UInt8(ascii: ":"), UInt8(ascii: "@"):
                return true
            case UInt8(ascii: "&"): return self != .item
            case UInt8(ascii: "/"), UInt8(ascii: "?"): return self != .segment
            default: return false
            }
        }
    }

    /// `text`, a value kept percent-encoded, as `place` can hold it: its `%` escapes and the
    /// characters the place allows stand as they are, every other byte (a space, a `%` that starts
    /// no escape, a delimiter) is escaped. A value read from a link is written back unchanged.
    public static func writtenEncoded(_ text: String, in place: EncodedPlace) -> String {
        let bytes = Array(text.utf8)
        var output = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, bytes[index + 1].isHexDigit,
                bytes[index + 2].isHexDigit
            {
                output += String(decoding: bytes[index...(index + 2)], as: UTF8.self)
                index += 3
                continue
            }
            if place.allows(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                Self.encode(byte, into: &output)
            }
            index += 1
        }
        return output
    }

    /// Whether `text` reads as a value kept as written: its escapes decode to UTF-8.
    public static func isWrittenEncoded(_ text: String) -> Bool {
        text.removingPercentEncoding != nil || !text.contains("%")
    }

    /// A path segment holding `text` as written (`percentEncoded: true`). One that cannot stand as a
    /// segment — empty, which would vanish, or `.` or `..`, which URL parsers resolve — is the byte
    /// `%FF`, which every reader refuses.
    public mutating func encodedSegment(_ text: String) {
        literal(text.isEmpty || Self.isDotSegment(text) ? "%FF" : Self.writtenEncoded(text, in: .segment))
    }

    /// A catch-all read raw (`read: [raw]`): each `/`-separated piece of `text` a segment, as
    /// ``encodedSegment(_:)`` writes one; a piece that cannot stand as one (empty, from a leading,
    /// trailing or doubled `/`) is `%FF`, which every reader refuses. The empty value is no segment.
    public mutating func encodedRest(_ text: String) {
        guard !text.isEmpty else { return }
        for piece in text.split(separator: "/", omittingEmptySubsequences: false) {
            encodedSegment(String(piece))
        }
    }

    /// Whether `text`, decoded, is `.` or `..`.
    public static func isDotSegment(_ text: String) -> Bool {
        let decoded = text.removingPercentEncoding ?? text
        return decoded == "." || decoded == ".."
    }

    /// A query item holding `text` as written.
    public mutating func encodedQuery(_ name: String, _ text: String) {
        appendEncodedItem(name, text, inFragment: false)
    }

    /// Left out when `nil` or empty.
    public mutating func encodedQuery(_ name: String, _ text: String?) {
        appendEncodedItem(name, text, unless: nil, inFragment: false)
    }

    /// Left out when equal to the default, or empty.
    public mutating func encodedQuery(_ name: String, _ text: String, default defaultValue: String) {
        appendEncodedItem(name, text, unless: defaultValue, inFragment: false)
    }

    /// An item of the fragment's items holding `text` as written.
    public mutating func encodedFragmentItem(_ name: String, _ text: String) {
        appendEncodedItem(name, text, inFragment: true)
    }

    /// Left out when `nil` or empty.
    public mutating func encodedFragmentItem(_ name: String, _ text: String?) {
        appendEncodedItem(name, text, unless: nil, inFragment: true)
    }

    /// Left out when equal to the default, or empty.
    public mutating func encodedFragmentItem(_ name: String, _ text: String, default defaultValue: String) {
        appendEncodedItem(name, text, unless: defaultValue, inFragment: true)
    }

    /// An optional or defaulted item: left out when absent, empty or the default.
    private mutating func appendEncodedItem(
        _ name: String, _ text: String?, unless defaultValue: String?, inFragment: Bool
    ) {
        guard let text, !text.isEmpty, text != defaultValue else { return }
        appendEncodedItem(name, text, inFragment: inFragment)
    }

    /// The fragment holding `text` as written; beside routes chosen by the fragment's path, a
    /// leading `/` is written `%2F` (``fragmentHoldsNoPath()``).
    public mutating func encodedFragment(_ text: String) {
        var written = Self.writtenEncoded(text, in: .fragment)
        if writesNoFragmentPath, written.hasPrefix("/") { written = "%2F" + written.dropFirst() }
        fragmentText = written
    }

    /// Left out when `nil` or empty.
    public mutating func encodedFragment(_ text: String?) {
        if let text, !text.isEmpty { encodedFragment(text) }
    }

    /// Left out when equal to the default.
    public mutating func encodedFragment(_ text: String, default defaultValue: String) {
        if text != defaultValue { encodedFragment(text) }
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
