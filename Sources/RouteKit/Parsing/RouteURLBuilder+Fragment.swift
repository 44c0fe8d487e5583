/// The fragment: one value (`fragment:`), or items written as a query (`fragmentItems:`, 1.1).
extension RouteURLBuilder {
    /// The fragment (`#value`), percent-encoded as ``encodeFragmentText(_:into:)`` says.
    public mutating func fragment<T: RouteParameter>(_ value: T) {
        appendFragment(value.routeParameter(in: format))
    }

    /// Left out when `nil`.
    public mutating func fragment<T: RouteParameter>(_ value: T?) {
        if let value { fragment(value) }
    }

    /// Left out when equal to the default.
    public mutating func fragment<T: RouteParameter>(_ value: T, default defaultValue: T) {
        if value != defaultValue { fragment(value) }
    }

    mutating func appendFragment(_ value: String) {
        var text = ""
        Self.encodeFragmentText(value, into: &text)
        if writesNoFragmentPath { text = Self.slashesEncoded(text) }
        fragmentText = text
    }

    /// The route reads its fragment as one value, or as items, where routes at its path are chosen
    /// by the fragment's path (1.1): a value's `/` is written `%2F`, which the value reads back and
    /// no fragment's path takes (one starts with `/`, or holds one after its first segment), so the
    /// link reaches this route.
    public mutating func fragmentHoldsNoPath() {
        writesNoFragmentPath = true
    }

    /// An item of a fragment written as a query (`#name=value&…`, 1.1).
    public mutating func fragmentItem<T: RouteParameter>(_ name: String, _ value: T) {
        appendFragmentItem(name, value.routeParameter(in: format))
    }

    /// Left out when `nil` or empty.
    public mutating func fragmentItem<T: RouteParameter>(_ name: String, _ value: T?) {
        if let value { appendItem(name, value.routeParameter(in: format), inFragment: true) }
    }

    /// Left out when equal to the default, or empty.
    public mutating func fragmentItem<T: RouteParameter>(
        _ name: String, _ value: T, default defaultValue: T
    ) {
        if value != defaultValue { appendItem(name, value.routeParameter(in: format), inFragment: true) }
    }

    /// One item per element.
    public mutating func fragmentItem<T: RouteParameter>(_ name: String, _ values: [T]) {
        for value in values { fragmentItem(name, value) }
    }

    mutating func appendFragmentItem(_ name: String, _ value: String) {
        var text = fragmentText ?? ""
        text.append(Self.fragmentItemSeparator(after: text))
        Self.encodeFragmentText(name, into: &text, keepingItemDelimiters: false)
        text.append("=")
        var written = ""
        Self.encodeFragmentText(value, into: &written, keepingItemDelimiters: false)
        text.append(writesNoFragmentPath ? Self.slashesEncoded(written) : written)
        fragmentText = text
    }

    /// `text` with each `/` written `%2F`, which no fragment's path takes as a separator.
    static func slashesEncoded(_ text: String) -> String {
        text.contains("/")
            ? text.split(separator: "/", omittingEmptySubsequences: false).joined(separator: "%2F") : text
    }

    /// Percent-encodes a fragment's text as apps write one: RFC 3986 lets `/`, `?`, `:` and `@`
    /// stand unencoded after `#` (`#eu/YWE_…`), so they do; so do `! $ ' ( ) * , ;`, and `& = +`
    /// unless the text is an item's value, whose `&` and `=` would split it and whose `+` some
    /// readers take for a space. Everything else but the unreserved characters is encoded.
    static func encodeFragmentText(
        _ text: String, into output: inout String, keepingItemDelimiters: Bool = true
    ) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "@"),
                UInt8(ascii: "!"),
                UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
                UInt8(ascii: ","), UInt8(ascii: ";"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "+"):
                if keepingItemDelimiters {
                    output.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    encode(byte, into: &output)
                }
            default:
                encode(byte, into: &output)
            }
        }
    }
}

/// The fragment as a path (`#/@alice:example.org`, 1.1), segment by segment (``FragmentPath``).
extension RouteURLBuilder {
    /// A literal segment of the fragment's path.
    public mutating func fragmentLiteral(_ text: String) {
        appendFragmentSegment(Self.encodeFragmentSegment(text))
    }

    /// One segment of the fragment's path holding `value`; an empty one is written `%FF`, which
    /// no reader takes, as an empty segment would vanish and move the next one up.
    public mutating func fragmentSegment<T: RouteParameter>(_ value: T) {
        let text = value.routeParameter(in: format)
        appendFragmentSegment(text.isEmpty ? "%FF" : Self.encodeFragmentSegment(text))
    }

    /// One segment of the fragment's path of values with literal text around them, written as
    /// ``pieces(_:_:ignoringCase:)`` writes a path's.
    public mutating func fragmentPieces(
        _ texts: [String], _ values: [any RouteParameter], ignoringCase: Bool = false
    ) {
        let segment = Self.piecesSegment(
            texts, values.map { $0.routeParameter(in: format) }, ignoringCase: ignoringCase,
            text: Self.encodeFragmentSegment, value: Self.encodeFragmentSegment)
        appendFragmentSegment(segment)
    }

    /// What comes before a fragment item written after `text`: nothing first, `?` after a path
    /// that starts with `/` (its segments have their `?` encoded), `&` after an item.
    static func fragmentItemSeparator(after text: String) -> String {
        if text.isEmpty { return "" }
        return text.hasPrefix("/") && !text.contains("?") ? "?" : "&"
    }

    /// The fragment's path starts without `/` (`#p/+14085550123`): call before its segments.
    public mutating func unrootedFragmentPath() {
        fragmentPathIsRooted = false
    }

    mutating func appendFragmentSegment(_ encoded: String) {
        let separator = fragmentText != nil || fragmentPathIsRooted ? "/" : ""
        fragmentText = (fragmentText ?? "") + separator + encoded
    }

    /// Percent-encodes one segment of the fragment's path as apps write it: what a path segment
    /// holds as it is (RFC 3986's `pchar`: `@ : ! $ & ' ( ) * + , ; =` and the unreserved
    /// characters) stands; `/`, which separates segments, `?`, which ends the path, and everything
    /// else are encoded.
    static func encodeFragmentSegment(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            if EncodedPlace.segment.allows(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encode(byte, into: &output)
            }
        }
        return output
    }
}
