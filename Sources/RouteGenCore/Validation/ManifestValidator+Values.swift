import Foundation
@_spi(Generated) import RouteKit

/// Defaults, examples and constraints checked with RouteKit's own conversions: the rules the
/// generated parser applies, so that a value lint accepts is one the parser reads.
extension ManifestValidator {
    /// Reads a default or example as `type` and checks it against `constraints`; reports and
    /// returns `nil` when it does not fit.
    mutating func check(
        _ text: Located<String>, role: ManifestMessage.Values.Role,
        of subject: ManifestMessage.Values.Subject,
        type: ParameterType, constraints: Constraints? = nil
    ) -> ParameterValue? {
        guard let value = type.value(reading: text.value) else {
            let values: [String]? =
                if case .stringEnum(let declaration) = type { declaration.values } else { nil }
            diagnostics.error(
                .values(
                    .unreadable(
                        role: role, text: text.value, subject: subject, type: type.manifestName,
                        values: values)),
                at: text.location)
            return nil
        }
        if let constraints, let violation = constraints.violation(by: value) {
            diagnostics.error(
                .values(
                    .breaksConstraint(role: role, text: text.value, subject: subject, violation: violation)),
                at: text.location)
            return nil
        }
        return value
    }

    mutating func checkConstraints(
        _ constraints: Constraints, of name: String, type: ParameterType
    ) -> Bool {
        var ok = true
        let numeric = type == .int || type == .double
        for bound in [constraints.min, constraints.max].compactMap({ $0 }) where !numeric {
            diagnostics.error(.values(.boundsOnNonNumber(name, type: type.manifestName)), at: bound.location)
            ok = false
        }
        for bound in [constraints.min, constraints.max].compactMap({ $0 })
        where type == .int && bound.value.rounded() != bound.value {
            diagnostics.error(.values(.fractionalIntBound(name)), at: bound.location)
            ok = false
        }
        if let min = constraints.min, let max = constraints.max, min.value > max.value {
            diagnostics.error(
                .values(.minAboveMax(min: min.value.manifestText, max: max.value.manifestText)),
                at: max.location)
            ok = false
        }
        let lengths = [constraints.minLength, constraints.maxLength].compactMap { $0 }
        for length in lengths {
            if type != .string {
                diagnostics.error(
                    .values(.lengthOnNonString(name, type: type.manifestName)), at: length.location)
                ok = false
            } else if length.value < 0 {
                diagnostics.error(.values(.negativeLength), at: length.location)
                ok = false
            }
        }
        if let min = constraints.minLength, let max = constraints.maxLength, min.value > max.value {
            diagnostics.error(
                .values(.minLengthAboveMaxLength(min: min.value, max: max.value)), at: max.location)
            ok = false
        }
        if let pattern = constraints.pattern {
            if type != .string {
                diagnostics.error(
                    .values(.patternOnNonString(name, type: type.manifestName)), at: pattern.location)
                ok = false
            } else if (try? NSRegularExpression(pattern: pattern.value)) == nil {
                diagnostics.error(.values(.invalidPattern(pattern.value)), at: pattern.location)
                ok = false
            }
        }
        return ok
    }

    /// `percentEncoded:` (1.1): whether the value is the text as the link writes it — `true` for a
    /// String read from a whole segment, an item (one value) or the fragment; `false` (reported)
    /// where it cannot be.
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
        case .path, .optionalPath, .query, .optionalQuery: break
        default:
            diagnostics.error(.values(.percentEncodedPlace(name)), at: flag.location)
            return false
        }
        if let lowercased = declaration.lowercased, lowercased.value {
            diagnostics.error(.values(.percentEncodedLowercased(name)), at: lowercased.location)
            return false
        }
        // A default or example is a value as a link writes it: built as it is, it reads back.
        let place: RouteURLBuilder.EncodedPlace =
            source == .path || source == .optionalPath ? .segment : .item
        for text in [declaration.defaultValue, declaration.example].compactMap({ $0 }) {
            let written = RouteURLBuilder.writtenEncoded(text.value, in: place)
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
