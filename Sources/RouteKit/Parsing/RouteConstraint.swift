import Foundation

/// Checks of the manifest's parameter constraints (`min`, `max`, `minLength`, `maxLength`,
/// `pattern`), called by generated parsers. A violation is an
/// ``RouteError/invalidParameter(name:value:expected:)`` whose `expected` names the constraint.
@_spi(Generated) public enum RouteConstraint {
    public static func check<T: RouteParameter & Comparable & BinaryInteger>(
        _ value: T, name: String, min: T? = nil, max: T? = nil
    ) throws(RouteError) {
        try checkBounds(value, name: name, min: min, max: max)
    }

    public static func check(
        _ value: Double, name: String, min: Double? = nil, max: Double? = nil
    ) throws(RouteError) {
        try checkBounds(value, name: name, min: min, max: max)
    }

    private static func checkBounds<T: RouteParameter & Comparable>(
        _ value: T, name: String, min: T?, max: T?
    ) throws(RouteError) {
        if let min, value < min {
            throw .invalidParameter(
                name: name, value: value.routeParameter,
                expected: "\(T.routeParameterTypeName) with min \(min)")
        }
        if let max, value > max {
            throw .invalidParameter(
                name: name, value: value.routeParameter,
                expected: "\(T.routeParameterTypeName) with max \(max)")
        }
    }

    /// Length is counted in characters; `pattern` must match the whole value.
    public static func check(
        _ value: String, name: String, minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil
    ) throws(RouteError) {
        if let minLength, value.count < minLength {
            throw .invalidParameter(name: name, value: value, expected: "String with minLength \(minLength)")
        }
        if let maxLength, value.count > maxLength {
            throw .invalidParameter(name: name, value: value, expected: "String with maxLength \(maxLength)")
        }
        if let pattern, value.range(of: "^(?:\(pattern))$", options: .regularExpression) == nil {
            throw .invalidParameter(name: name, value: value, expected: "String matching pattern \(pattern)")
        }
    }
}
