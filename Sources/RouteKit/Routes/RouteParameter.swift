import Foundation

/// A value that can stand in a URL: read from one path segment, query item or fragment, or from
/// the rest of the path, and written back so that reading what was written gives the same value.
///
/// Conform an app type (`types: { UserID: { swift: UserID } }`) to use it as a parameter.
/// `String`-backed `RawRepresentable` types conform by declaring it. A type that a catch-all
/// `{title...}` reads may also read and write the rest of the path its own way
/// (``init(routePath:)``, ``routePath``): a title that normalizes `_` to a space, say.
public protocol RouteParameter: Hashable, Sendable {
    /// The value for `text` (already percent-decoded), or `nil` when it is not one.
    init?(routeParameter text: String)
    /// The value for percent-decoded UTF-8 `bytes`, which are valid only during the call, or `nil`
    /// when they are not one. The default makes a String and calls ``init(routeParameter:)``; a
    /// type that can read bytes directly (`Int`) implements it to spare that String.
    init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>)
    /// The text written into URLs (percent-encoded by the builder).
    var routeParameter: String { get }
    /// The name used in ``RouteError/invalidParameter(name:value:expected:)``.
    static var routeParameterTypeName: String { get }
    /// The value of a catch-all: the rest of the path, its segments decoded and joined with `/`,
    /// or `nil` when it is not one. The default reads it as ``init(routeParameter:)`` does.
    init?(routePath text: String)
    /// What a catch-all writes: each `/` separates two segments. The default is ``routeParameter``.
    /// Reading it back with ``init(routePath:)`` must give the same value.
    var routePath: String { get }
    /// The text written into URLs in `format` (manifest `formats:`). The default is
    /// ``routeParameter``; `UUID` and `Bool`, which have more than one spelling, follow `format`.
    /// ``init(routeParameter:)`` must read every spelling.
    func routeParameter(in format: RouteValueFormat) -> String
}

/// How links an app builds spell values that have more than one spelling (manifest 1.1
/// `formats:`), so that a link matches what the app's server writes; reading accepts every
/// spelling whatever the format.
public struct RouteValueFormat: Hashable, Sendable {
    /// `UUID`s in lowercase hex (`9f0c…`) rather than Foundation's uppercase.
    public var lowercaseUUIDs: Bool
    /// `Bool`s as `1` and `0` rather than `true` and `false`.
    public var numericBools: Bool

    public init(lowercaseUUIDs: Bool = false, numericBools: Bool = false) {
        self.lowercaseUUIDs = lowercaseUUIDs
        self.numericBools = numericBools
    }

    /// Foundation's spellings: uppercase UUIDs, `true` and `false`.
    public static let standard = RouteValueFormat()
}

extension RouteParameter {
    @inlinable public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let text = utf8String(bytes) else { return nil }
        self.init(routeParameter: text)
    }

    @inlinable public init?(routePath text: String) { self.init(routeParameter: text) }

    @inlinable public var routePath: String { routeParameter }

    @inlinable public func routeParameter(in format: RouteValueFormat) -> String { routeParameter }
}

extension RouteParameter where Self: RawRepresentable, RawValue == String {
    public init?(routeParameter text: String) { self.init(rawValue: text) }
    public var routeParameter: String { rawValue }
    public static var routeParameterTypeName: String { String(describing: Self.self) }
}

extension RouteParameter where Self: RawRepresentable & CaseIterable, RawValue == String {
    /// `SortOrder (newest, oldest or price)`: a string enum's error names the values it takes.
    public static var routeParameterTypeName: String {
        String(describing: Self.self) + " (" + RouteError.alternatives(allCases.map(\.rawValue)) + ")"
    }
}

extension String: RouteParameter {
    public init?(routeParameter text: String) { self = text }
    /// The bytes when they are UTF-8. Not inlinable: the check is the same for every route, and
    /// inlined it made each route's reader three times as long.
    public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let text = utf8String(bytes) else { return nil }
        self = text
    }
    public var routeParameter: String { self }
    public static var routeParameterTypeName: String { "String" }
}

extension Int: RouteParameter {
    public init?(routeParameter text: String) { self.init(text) }
    /// Reads what `Int(_:)` reads (an optional sign, then decimal digits, no overflow) straight
    /// from the bytes.
    @inlinable public init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        var isNegative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            isNegative = sign == UInt8(ascii: "-")
            index = 1
        }
        guard index < bytes.count else { return nil }
        // Accumulated with the sign, so that Int.min reads without overflowing.
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflowShifting) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdding) =
                isNegative
                ? shifted.subtractingReportingOverflow(Int(digit))
                : shifted.addingReportingOverflow(Int(digit))
            guard !overflowShifting, !overflowAdding else { return nil }
            value = next
            index += 1
        }
        self = value
    }
    public var routeParameter: String { String(self) }
    public static var routeParameterTypeName: String { "Int" }
}

extension Double: RouteParameter {
    /// Finite values only: `inf` and `nan` are refused, so every accepted value round-trips.
    public init?(routeParameter text: String) {
        guard let value = Double(text), value.isFinite else { return nil }
        self = value
    }
    /// The shortest text that reads back as the same value.
    public var routeParameter: String { description }
    public static var routeParameterTypeName: String { "Double" }
}

extension Bool: RouteParameter {
    /// `true`, `false`, `1` or `0`.
    public init?(routeParameter text: String) {
        switch text {
        case "true", "1": self = true
        case "false", "0": self = false
        default: return nil
        }
    }
    public var routeParameter: String { self ? "true" : "false" }
    public func routeParameter(in format: RouteValueFormat) -> String {
        format.numericBools ? (self ? "1" : "0") : routeParameter
    }
    public static var routeParameterTypeName: String { "Bool" }
}

extension UUID: RouteParameter {
    public init?(routeParameter text: String) { self.init(uuidString: text) }
    public var routeParameter: String { uuidString }
    public func routeParameter(in format: RouteValueFormat) -> String {
        format.lowercaseUUIDs ? uuidString.lowercased() : uuidString
    }
    public static var routeParameterTypeName: String { "UUID" }
}
