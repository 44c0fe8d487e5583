/// The Swift names routegen derives from manifest names, in one place for validation and render.
enum SwiftNames {
    /// The Swift case a string-enum value becomes: itself when it is a valid identifier.
    static func caseName(forEnumValue value: String) -> String {
        SwiftIdentifier.isValid(value)
            ? value : SwiftIdentifier.suggestion(for: value, keywordSuffix: "Value")
    }

    /// The case of its parent that holds a feature's enum: `ProfileRoute` → `profile`;
    /// `Settings` → `settings`.
    static func caseName(forEnum name: String) -> String {
        let base = name.hasSuffix("Route") && name.count > 5 ? String(name.dropLast(5)) : name
        return base.prefix(1).lowercased() + base.dropFirst()
    }
}

extension String {
    /// `materialId` → `MaterialId`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
