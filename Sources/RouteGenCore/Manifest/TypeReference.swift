import Foundation

/// A parameter type as written in the manifest: `Int`, `UUID?`, `[String]`, `SettingsSection`,
/// `[String: String]`.
package struct TypeReference: Hashable, Sendable, CustomStringConvertible {
    package enum Shape: Hashable, Sendable {
        /// Exactly one value.
        case single
        /// `T?`: the query item may be absent.
        case optional
        /// `[T]`: the query item may repeat (`?tags=a&tags=b`).
        case array
        /// `[String: T]`: every query item the route does not read otherwise (1.1).
        case dictionary
    }

    /// The element type's name: a built-in or a name under `types:`.
    package var name: String
    package var shape: Shape

    package init(name: String, shape: Shape = .single) {
        self.name = name
        self.shape = shape
    }

    /// The built-in types every manifest can use.
    package static let builtins = ["String", "Int", "Double", "Bool", "UUID"]

    /// Parses `T`, `T?`, `[T]` or `[String: T]`; returns `nil` for anything else.
    package init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var name = Substring(trimmed)
        var shape = Shape.single
        if name.hasPrefix("["), name.hasSuffix("]") {
            name = name.dropFirst().dropLast()
            shape = .array
            if let colon = name.firstIndex(of: ":") {
                guard name[..<colon].trimmingCharacters(in: .whitespaces) == "String" else { return nil }
                name = name[name.index(after: colon)...]
                shape = .dictionary
            }
        } else if name.hasSuffix("?") {
            name = name.dropLast()
            shape = .optional
        }
        name = Substring(name.trimmingCharacters(in: .whitespaces))
        guard let first = name.unicodeScalars.first, first.properties.isXIDStart || first == "_",
            name.unicodeScalars.allSatisfy({ $0.properties.isXIDContinue })
        else { return nil }
        self.name = String(name)
        self.shape = shape
    }

    package var description: String {
        switch shape {
        case .single: return name
        case .optional: return name + "?"
        case .array: return "[\(name)]"
        case .dictionary: return "[String: \(name)]"
        }
    }
}
