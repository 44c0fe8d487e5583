/// The Swift names routegen derives from manifest names, in one place for validation and render.
enum SwiftNames {
    /// The Swift case a string-enum value becomes: in manifest 1.1 (`camelCase`) the value in
    /// lowerCamelCase (`top-rated` → `topRated`), else itself; a name that is no identifier is
    /// made one (`2fa` → `_2fa`, `default` → `defaultValue`).
    static func caseName(forEnumValue value: String, camelCase: Bool = false) -> String {
        let name = camelCase ? lowerCamel(value) : value
        return SwiftIdentifier.isValid(name)
            ? name : SwiftIdentifier.suggestion(for: name, keywordSuffix: "Value")
    }

    /// A URL name in lowerCamelCase, as manifest version 1.1 names values in Swift:
    /// `gift_card_token` → `giftCardToken`, `event-id` → `eventId`, `URL` → `url`.
    static func lowerCamel(_ urlName: String) -> String {
        let parts = urlName.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = parts.first else { return urlName }
        let head =
            first == first.uppercased()
            ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return head + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
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
