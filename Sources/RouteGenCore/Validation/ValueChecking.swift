import Foundation
@_spi(Generated) import RouteKit

/// What a resolver of typed values has: the declared types, and defaults, examples and
/// constraints checked with RouteKit's own conversions — the rules the generated parser applies,
/// so that a value lint accepts is one the parser reads.
protocol ValueChecking: ManifestChecking {}

extension ValueChecking {
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

    /// `range:` (1.2) read as the bounds `type` has: ``Constraints/min`` and ``Constraints/max``
    /// of a number, ``Constraints/minLength`` and ``Constraints/maxLength`` of a String; reports
    /// and returns `false` where it cannot be.
    mutating func resolveRange(_ constraints: inout Constraints, of name: String, type: ParameterType) -> Bool
    {
        guard let range = constraints.range else { return true }
        let (lower, upper) = (range.value.lower, range.value.upper)
        if let lower, let upper, lower > upper {
            diagnostics.error(
                .values(.rangeReversed(lower: lower.manifestText, upper: upper.manifestText)),
                at: range.location)
            return false
        }
        switch type {
        case .int, .double:
            constraints.min = lower.map { Located($0, at: range.location) }
            constraints.max = upper.map { Located($0, at: range.location) }
        case .string:
            let bounds = [lower, upper].compactMap { $0 }
            guard bounds.allSatisfy({ $0.rounded() == $0 && abs($0) < 1e15 }) else {
                diagnostics.error(.values(.lengthRangeNotWhole(name)), at: range.location)
                return false
            }
            constraints.minLength = lower.map { Located(Int($0), at: range.location) }
            constraints.maxLength = upper.map { Located(Int($0), at: range.location) }
        default:
            diagnostics.error(.values(.rangeOnType(name, type: type.manifestName)), at: range.location)
            return false
        }
        return true
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

    /// The type `type` names: a built-in, a declared one, or the app's route type; `nil`
    /// (reported, with the nearest name) when none is.
    /// `type`, declared or built in; `nil` (reported) when no declaration names it. `carriesLinks`:
    /// the value is one query item, which may carry a link of the app (its enum is its type).
    mutating func resolveType(_ type: Located<TypeReference>, carriesLinks: Bool = false) -> ParameterType? {
        let name = type.value.name
        switch name {
        case "String": return .string
        case "Int": return .int
        case "Double": return .double
        case "Bool": return .bool
        case "UUID": return .uuid
        default: break
        }
        if let declaration = scope.types.enums[name] { return .stringEnum(declaration) }
        if name == manifest.enumName.value, !isFeature { return .link(enumName: name) }
        if let swiftName = scope.types.externals[name] { return .external(name: name, swiftName: swiftName) }
        // A carried link's type is the app's enum (a feature's routes carry none).
        let linkEnum =
            isFeature || !carriesLinks || type.value.shape == .array ? nil : manifest.enumName.value
        let known = TypeReference.builtins + manifest.types.map(\.name.value) + [linkEnum].compactMap { $0 }
        // Names other languages use for the built-ins: 'Integer' suggests 'Int'.
        let synonyms = [
            "Integer": "Int", "Boolean": "Bool", "Float": "Double", "Number": "Double", "Str": "String",
        ]
        let suggestion =
            NearMiss.suggestion(for: name, among: known)
            ?? NearMiss.suggestion(for: name, among: Array(synonyms.keys)).flatMap({ synonyms[$0] })
        diagnostics.error(
            .parameters(.unknownType(name, suggestion: suggestion, linkEnum: linkEnum)), at: type.location)
        return nil
    }
}
