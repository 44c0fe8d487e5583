import Foundation
@_spi(Generated) import RouteKit

/// Defaults, examples and constraints checked with RouteKit's own conversions: the rules the
/// generated parser applies, so that a value lint accepts is one the parser reads.
extension ManifestValidator {
    /// Reads a default or example as `type` and checks it against `constraints`; reports and
    /// returns `nil` when it does not fit.
    mutating func check(
        _ text: Located<String>, role: String, of subject: String, type: ParameterType,
        constraints: Constraints? = nil
    ) -> ParameterValue? {
        guard let value = type.value(reading: text.value) else {
            let expected: String
            if case .stringEnum(let declaration) = type {
                expected = "one of \(declaration.values.joined(separator: ", "))"
            } else {
                expected = "a valid \(type.manifestName)"
            }
            diagnostics.error(
                "\(role) '\(text.value)' of \(subject) is not \(expected)", at: text.location)
            return nil
        }
        if let constraints, let violation = constraints.violation(by: value) {
            diagnostics.error(
                "\(role) '\(text.value)' of \(subject) breaks its constraint: expected \(violation)",
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
            diagnostics.error(
                "'min' and 'max' apply to Int and Double parameters; '\(name)' is \(type.manifestName)",
                at: bound.location)
            ok = false
        }
        for bound in [constraints.min, constraints.max].compactMap({ $0 })
        where type == .int && bound.value.rounded() != bound.value {
            diagnostics.error("a bound of Int parameter '\(name)' must be a whole number", at: bound.location)
            ok = false
        }
        if let min = constraints.min, let max = constraints.max, min.value > max.value {
            diagnostics.error(
                "'min' (\(min.value.manifestText)) is greater than 'max' (\(max.value.manifestText))",
                at: max.location)
            ok = false
        }
        let lengths = [constraints.minLength, constraints.maxLength].compactMap { $0 }
        for length in lengths {
            if type != .string {
                diagnostics.error(
                    "'minLength' and 'maxLength' apply to String parameters; '\(name)' is \(type.manifestName)",
                    at: length.location)
                ok = false
            } else if length.value < 0 {
                diagnostics.error("a length must not be negative", at: length.location)
                ok = false
            }
        }
        if let min = constraints.minLength, let max = constraints.maxLength, min.value > max.value {
            diagnostics.error(
                "'minLength' (\(min.value)) is greater than 'maxLength' (\(max.value))", at: max.location)
            ok = false
        }
        if let pattern = constraints.pattern {
            if type != .string {
                diagnostics.error(
                    "'pattern' applies to String parameters; '\(name)' is \(type.manifestName)",
                    at: pattern.location)
                ok = false
            } else if (try? NSRegularExpression(pattern: pattern.value)) == nil {
                diagnostics.error(
                    "'pattern' '\(pattern.value)' is not a valid regular expression", at: pattern.location)
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
                "'\(name)' is '\(type.manifestName)', which is read from decoded text; 'percentEncoded' keeps a "
                    + "String as the link writes it — make it a String, or remove 'percentEncoded'",
                at: flag.location)
            return false
        }
        switch source {
        case .path, .optionalPath, .query, .optionalQuery: break
        default:
            diagnostics.error(
                "'percentEncoded' keeps one value as the link writes it: a whole segment ('{\(name)}'), an item "
                    + "or the fragment; '\(name)' is not one — remove 'percentEncoded'", at: flag.location)
            return false
        }
        if let lowercased = declaration.lowercased, lowercased.value {
            diagnostics.error(
                "'\(name)' is kept as the link writes it ('percentEncoded'), so it is not lowercased; keep one of "
                    + "them", at: lowercased.location)
            return false
        }
        // A default or example is a value as a link writes it: built as it is, it reads back.
        let place: RouteURLBuilder.EncodedPlace =
            source == .path || source == .optionalPath ? .segment : .item
        for text in [declaration.defaultValue, declaration.example].compactMap({ $0 }) {
            let written = RouteURLBuilder.writtenEncoded(text.value, in: place)
            guard written != text.value || !RouteURLBuilder.isWrittenEncoded(text.value) else { continue }
            diagnostics.error(
                "'\(name)' is kept as the link writes it ('percentEncoded'), so '\(text.value)' must be written "
                    + "as a link writes it, escapes and all; write '\(written)'", at: text.location)
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
            let why = source == .host ? "a host, which is always read lowercased" : "the rest of the path"
            diagnostics.error(
                "'\(name)' is \(why); 'lowercased' applies to a segment's value, an item or the fragment",
                at: flag.location)
            return false
        }
        switch type {
        case .string:
            // A capital in the pattern (not an escape such as `\S`) asks for what is never read.
            if let pattern = declaration.constraints.pattern,
                zip([" "] + pattern.value, pattern.value).contains(where: { $0 != "\\" && $1.isUppercase })
            {
                diagnostics.error(
                    "'\(name)' is read lowercased, so its pattern '\(pattern.value)' asks for capitals it never sees; "
                        + "write it for lowercase text", at: pattern.location)
                return false
            }
            if let text = declaration.defaultValue, text.value != text.value.lowercased() {
                diagnostics.error(
                    "'\(name)' is read lowercased, so its default is never read with capitals: write "
                        + "'\(text.value.lowercased())'", at: text.location)
                return false
            }
            return true
        case .stringEnum(let declared):
            if let value = declared.values.first(where: { $0 != $0.lowercased() }) {
                diagnostics.error(
                    "'\(name)' is read lowercased, so '\(declared.name)' value '\(value)' would never match; write "
                        + "its values in lowercase ('\(value.lowercased())')", at: flag.location)
                return false
            }
            return true
        default:
            diagnostics.error(
                "'\(name)' is of type \(type.manifestName), which has no case to fold; 'lowercased' applies to a String "
                    + "or a string enum", at: flag.location)
            return false
        }
    }
}
