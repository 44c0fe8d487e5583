import Foundation
@_spi(Generated) import RouteKit

extension ParameterType {
    /// Reads `text` as a value of this type with RouteKit's own conversions: the rules the
    /// generated parser applies. `nil` for a text the parser refuses, and for types no text names
    /// (an external type, a carried link).
    package func value(reading text: String) -> ParameterValue? {
        switch self {
        case .string: return .string(text)
        case .int: return Int(routeParameter: text).map(ParameterValue.int)
        case .double: return Double(routeParameter: text).map(ParameterValue.double)
        case .bool: return Bool(routeParameter: text).map(ParameterValue.bool)
        case .uuid: return UUID(routeParameter: text).map { .uuid($0.uuidString) }
        case .stringEnum(let declaration): return declaration.values.contains(text) ? .enumCase(text) : nil
        case .external, .link: return nil
        }
    }
}

extension Constraints {
    /// What `value` should have been when it breaks these constraints — RouteKit's own check and
    /// wording, e.g. "Int with max 100" — or `nil` when it meets them.
    package func violation(by value: ParameterValue) -> String? {
        do throws(RouteError) {
            switch value {
            case .int(let int):
                try RouteConstraint.check(
                    int, name: "", min: min.map { Int($0.value) }, max: max.map { Int($0.value) })
            case .double(let double):
                try RouteConstraint.check(double, name: "", min: min?.value, max: max?.value)
            case .string(let string):
                try RouteConstraint.check(
                    string, name: "", minLength: minLength?.value, maxLength: maxLength?.value,
                    pattern: pattern?.value)
            case .bool, .uuid, .enumCase:
                return nil
            }
        } catch {
            if case .invalidParameter(_, _, let expected) = error { return expected }
        }
        return nil
    }
}

extension Double {
    /// A bound as a manifest writes it: `100`, not `100.0`; `0.5` as is.
    package var manifestText: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
