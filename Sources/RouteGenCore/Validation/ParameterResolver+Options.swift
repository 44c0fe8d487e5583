import Foundation
@_spi(Generated) import RouteKit

/// A value's reading options: `percentEncoded:` and `lowercased:` (1.1), `read: [last]` (1.2).
extension ParameterResolver {
    /// `read: [last]`: an item of one value, of the query or the fragment's items, whose last
    /// instance counts; a list reads every one, and a carried link is read from its first, as
    /// every carrier reads it (a carried link is never read otherwise than the link it is in).
    mutating func checkLast(
        _ flag: Located<Bool>, of name: String, type: ParameterType, source: ResolvedParameter.Source
    ) -> Bool {
        switch (source, type) {
        case (.item, .link), (.optionalItem, .link):
            diagnostics.error(.values(.lastOfCarriedLink(name)), at: flag.location)
        case (.item, _), (.optionalItem, _):
            return true
        case (.repeatedItem, _):
            diagnostics.error(.values(.lastOfList(name)), at: flag.location)
        default:
            diagnostics.error(.values(.lastPlace(name)), at: flag.location)
        }
        return false
    }

    /// `percentEncoded:` (1.1), `read: [raw]` (1.2): whether the value is the text as the link
    /// writes it — `true` for a String read from a whole segment, a catch-all of one value, an item
    /// (one value) or the fragment; `false` (reported) where it cannot be.
    mutating func checkPercentEncoded(
        _ flag: Located<Bool>, of declaration: Parameter, type: ParameterType,
        source: ResolvedParameter.Source
    ) -> Bool {
        let name = declaration.name.value
        guard flag.value else { return true }
        guard requireVersion1_1("percentEncoded", at: flag.location) else { return false }
        guard type == .string else {
            diagnostics.error(
                .values(.percentEncodedNonString(name, type: type.manifestName)), at: flag.location)
            return false
        }
        switch source {
        case .catchAll where declaration.type.value.shape == .array:
            // A `[T]` catch-all's elements are segments, each decoded.
            diagnostics.error(.values(.percentEncodedPlace(name)), at: flag.location)
            return false
        case .path, .optionalPath, .catchAll, .item, .optionalItem: break
        default:
            diagnostics.error(.values(.percentEncodedPlace(name)), at: flag.location)
            return false
        }
        if let lowercased = declaration.lowercased, lowercased.value {
            diagnostics.error(.values(.percentEncodedLowercased(name)), at: lowercased.location)
            return false
        }
        // A default or example is a value as a link writes it: built as it is, it reads back (a
        // catch-all's each segment apart).
        let place: RouteURLBuilder.EncodedPlace =
            source == .path || source == .optionalPath || source == .catchAll ? .segment : .item
        for text in [declaration.defaultValue, declaration.example].compactMap({ $0 }) {
            let pieces =
                source == .catchAll ? text.value.split(separator: "/").map(String.init) : [text.value]
            let written = pieces.map { RouteURLBuilder.writtenEncoded($0, in: place) }.joined(separator: "/")
            guard written != text.value || !RouteURLBuilder.isWrittenEncoded(text.value) else { continue }
            diagnostics.error(
                .values(.percentEncodedText(name, text: text.value, written: written)), at: text.location)
            return false
        }
        return true
    }

    /// `lowercased:` (1.1): whether the value is lowercased before it is converted — `true` for
    /// a String or a string enum whose values are lowercase, read from one segment, item or the
    /// fragment; `false` (reported) where it cannot be.
    mutating func checkLowercased(
        _ flag: Located<Bool>, of declaration: Parameter, type: ParameterType,
        source: ResolvedParameter.Source
    ) -> Bool {
        let name = declaration.name.value
        guard flag.value else { return true }
        guard requireVersion1_1("lowercased", at: flag.location) else { return false }
        if source == .catchAll || source == .host {
            diagnostics.error(.values(.lowercasedPlace(name, isHost: source == .host)), at: flag.location)
            return false
        }
        switch type {
        case .string:
            // A capital in the pattern (not an escape such as `\S`) asks for what is never read.
            if let pattern = declaration.constraints.pattern,
                zip([" "] + pattern.value, pattern.value).contains(where: { $0 != "\\" && $1.isUppercase })
            {
                diagnostics.error(
                    .values(.lowercasedPattern(name, pattern: pattern.value)), at: pattern.location)
                return false
            }
            if let text = declaration.defaultValue, text.value != text.value.lowercased() {
                diagnostics.error(.values(.lowercasedDefault(name, text: text.value)), at: text.location)
                return false
            }
            return true
        case .stringEnum(let declared):
            if let value = declared.values.first(where: { $0 != $0.lowercased() }) {
                diagnostics.error(
                    .values(.lowercasedEnumValue(name, type: declared.name, value: value)), at: flag.location)
                return false
            }
            return true
        default:
            diagnostics.error(.values(.lowercasedType(name, type: type.manifestName)), at: flag.location)
            return false
        }
    }
}
