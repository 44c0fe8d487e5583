/// Swift's identifier rules, for names that the manifest turns into Swift code as written.
package enum SwiftIdentifier {
    /// Words that cannot be a case, parameter or type name without backticks.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_", "Type", "Protocol",
    ]

    /// True when `name` is an identifier Swift accepts without backticks.
    package static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard first.properties.isXIDStart || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isXIDContinue } && !keywords.contains(name)
    }

    /// A valid identifier close to `name`: camel-cased across separators, prefixed when it
    /// starts with a digit, suffixed with `suffix` when it is a keyword.
    package static func suggestion(for name: String, keywordSuffix suffix: String) -> String {
        if keywords.contains(name) { return name + suffix }
        var words: [String] = []
        var word = ""
        for scalar in name.unicodeScalars {
            if scalar.properties.isXIDContinue {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard let head = words.first else { return suffix.prefix(1).lowercased() + suffix.dropFirst() }
        var result = head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let first = result.unicodeScalars.first, !first.properties.isXIDStart, first != "_" {
            result = suffix.lowercased() + result
        }
        return isValid(result) ? result : result + suffix
    }

    /// The problem with `name` as an identifier, or `nil` when it is fine. `role` is e.g. "route name".
    package static func problem(
        with name: String, role: String, keywordSuffix: String
    ) -> ManifestMessage.Names? {
        if isValid(name) { return nil }
        let suggestion = suggestion(for: name, keywordSuffix: keywordSuffix)
        return keywords.contains(name)
            ? .keyword(role: role, name: name, suggestion: suggestion)
            : .notAnIdentifier(role: role, name: name, suggestion: suggestion)
    }
}
