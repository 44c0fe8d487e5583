import Foundation

/// The typed readers every key of ``ManifestDecoder`` shares: a mapping with its unknown keys
/// reported, lists, strings, booleans, numbers and choices, each reporting what it found instead.
extension ManifestDecoder {

    /// Fields of a mapping, after reporting unknown keys (when `keys` is given).
    struct Fields {
        var entries: [YAMLNode.Entry]
        subscript(key: String) -> YAMLNode? { entries.first { $0.key.value == key }?.value }
    }

    /// `replacedIn1_2`: keys 1.2 writes otherwise here (and not where other keys of the name stand).
    mutating func mapping(
        _ node: YAMLNode, named name: String, keys: [String]?, context: String,
        replacedIn1_2: Set<String> = []
    ) -> Fields? {
        guard case .mapping(let entries) = node.kind else {
            diagnostics.error(.keys(.notAMapping(name: name, found: node.kindDescription)), at: node.location)
            return nil
        }
        if let keys {
            // Named and suggested: the keys the manifest's version writes.
            let written = keys.filter { isWritten($0) && !(spells1_2 && replacedIn1_2.contains($0)) }
            for entry in entries where !keys.contains(entry.key.value) {
                diagnostics.error(
                    .keys(
                        .unknownKey(
                            entry.key.value, context: context,
                            suggestion: NearMiss.suggestion(for: entry.key.value, among: written),
                            keys: written)),
                    at: entry.key.location)
            }
        }
        return Fields(entries: entries)
    }

    mutating func list(_ node: YAMLNode, key: String) -> [YAMLNode] {
        if case .sequence(let items) = node.kind { return items }
        if node.isNull { return [] }
        diagnostics.error(.keys(.notAList(key: key, found: node.kindDescription)), at: node.location)
        return []
    }

    mutating func stringList(_ node: YAMLNode?, key: String) -> [Located<String>] {
        guard let node else { return [] }
        return list(node, key: key).compactMap { string($0, key: key) }
    }

    mutating func string(_ node: YAMLNode, key: String) -> Located<String>? {
        guard let text = node.scalar, !node.isNull else {
            diagnostics.error(.keys(.notAString(key: key, found: node.kindDescription)), at: node.location)
            return nil
        }
        return Located(text, at: node.location)
    }

    mutating func bool(_ node: YAMLNode, key: String) -> Bool? {
        if let value = Self.boolLiteral(node) { return value }
        diagnostics.error(.keys(.notABool(key: key, found: node.describedValue)), at: node.location)
        return nil
    }

    /// The Bool a plain scalar spells (`true`, `False`, …), or `nil`.
    static func boolLiteral(_ node: YAMLNode) -> Bool? {
        guard case .scalar(let text, .plain) = node.kind else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    mutating func integer(_ node: YAMLNode, key: String) -> Int? {
        if case .scalar(let text, .plain) = node.kind, let value = Int(text) { return value }
        diagnostics.error(.keys(.notAWholeNumber(key: key, found: node.describedValue)), at: node.location)
        return nil
    }

    mutating func number(_ node: YAMLNode, key: String) -> Located<Double>? {
        if case .scalar(let text, .plain) = node.kind, let value = Double(text), value.isFinite {
            return Located(value, at: node.location)
        }
        diagnostics.error(.keys(.notANumber(key: key, found: node.describedValue)), at: node.location)
        return nil
    }

    /// `value` as `range:` writes a bound: a decimal number (`100`, `0.5`, `0.0000001`), never
    /// in exponent form, which the range's reading refuses.
    static func decimalText(_ value: Double) -> String {
        let text = value.manifestText
        guard text.contains("e") else { return text }
        return NSDecimalNumber(value: value).stringValue
    }

    /// `text` as a flow collection holds it: as it is where YAML reads it back so (`reviewer`,
    /// `click.example.com`), else double-quoted (`"*.example.com"`, `"a, b"`).
    static func flowScalar(_ text: String) -> String {
        let plain =
            text.first?.isLetter == true
            && text.allSatisfy { $0.isLetter || $0.isNumber || "._-+".contains($0) }
            && !["true", "false", "null", "yes", "no", "on", "off"].contains(text.lowercased())
        guard !plain else { return text }
        return "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// One word or a list of them (`read: raw`, `read: [raw, last]`), each one of `allowed`; one
    /// that is not is reported, with the nearest, and left out. `key` names them in messages.
    mutating func words(_ node: YAMLNode, key: String, allowed: [String]) -> [Located<String>] {
        let items: [YAMLNode] = if case .sequence(let items) = node.kind { items } else { [node] }
        return items.compactMap { item in
            if let word = item.scalar, allowed.contains(word) { return Located(word, at: item.location) }
            let suggestion = item.scalar.flatMap { NearMiss.suggestion(for: $0, among: allowed) }
            diagnostics.error(
                .keys(
                    .notAChoice(
                        key: key, allowed: allowed, found: item.describedValue, suggestion: suggestion)),
                at: item.location)
            return nil
        }
    }

    /// `replacedIn1_2`: words 1.2 writes otherwise, not named to a manifest 1.2.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, key: String, _ type: Choice.Type, replacedIn1_2: Set<String> = []
    ) -> Located<Choice>? where Choice.RawValue == String {
        let allowed = Choice.allCases.map(\.rawValue).filter {
            isWritten($0) && !(spells1_2 && replacedIn1_2.contains($0))
        }
        if let text = node.scalar, let value = Choice(rawValue: text) {
            return Located(value, at: node.location)
        }
        let suggestion = node.scalar.flatMap { NearMiss.suggestion(for: $0, among: allowed) }
        diagnostics.error(
            .keys(
                .notAChoice(key: key, allowed: allowed, found: node.describedValue, suggestion: suggestion)),
            at: node.location)
        return nil
    }
}

extension YAMLNode {
    /// `'text'` for a scalar, the kind otherwise, for "found ..." in messages.
    var describedValue: String {
        if let text = scalar, !isNull { return "'\(text)'" }
        return kindDescription
    }

    /// The location of a character of a scalar's text, allowing for an opening quote. Exact for
    /// plain and quoted scalars without escapes, which is how paths are written.
    func location(atCharacter offset: Int) -> SourceLocation {
        var result = location
        if case .scalar(_, let style) = kind, style == .singleQuoted || style == .doubleQuoted {
            result.column += 1
        }
        result.column += offset
        return result
    }
}
