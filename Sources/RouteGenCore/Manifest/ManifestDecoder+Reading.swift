/// How a value is read and bounded: 1.2's `read:` words and `range:`, and the 1.1 keys they
/// replace, each recorded with its version (``VersionedKey``) and, for 1.1's, the 1.2 text.
extension ManifestDecoder {
    /// 1.2's words of `read:`, each with the 1.1 flag it replaces (`last` has none).
    static let readWords: [(word: String, flag: String?)] = [
        ("lowercased", "lowercased"), ("raw", "percentEncoded"), ("lenient", "ignoreInvalid"), ("last", nil),
    ]

    /// `read: [lowercased, raw, lenient, last]`, or one word: sets the flags they name.
    mutating func read(_ node: YAMLNode, into parameter: inout Parameter) {
        let items: [YAMLNode] = if case .sequence(let items) = node.kind { items } else { [node] }
        let allowed = Self.readWords.map(\.word)
        for item in items {
            guard let word = item.scalar, allowed.contains(word) else {
                let suggestion = item.scalar.flatMap { NearMiss.suggestion(for: $0, among: allowed) }
                diagnostics.error(
                    .keys(
                        .notAChoice(
                            key: "read", allowed: allowed, found: item.describedValue, suggestion: suggestion)
                    ),
                    at: item.location)
                continue
            }
            let flag = Located(true, at: item.location)
            switch word {
            case "lowercased": parameter.lowercased = flag
            case "raw": parameter.percentEncoded = flag
            case "lenient": parameter.ignoreInvalid = flag
            default: parameter.last = flag
            }
        }
    }

    /// `range: lower...upper`.
    mutating func range(_ node: YAMLNode) -> Located<ValueRange>? {
        if case .scalar(let text, .plain) = node.kind, let range = ValueRange(text) {
            return Located(range, at: node.location)
        }
        diagnostics.error(.keys(.notARange(found: node.describedValue)), at: node.location)
        return nil
    }

    /// Records a parameter's `read:` and `range:` as 1.2's, and its 1.1 flags and bounds with the
    /// `read:` or `range:` that says the same.
    mutating func recordValueSpellings(_ fields: Fields) {
        for entry in fields.entries where entry.key.value == "read" || entry.key.value == "range" {
            versionedKeys.append(VersionedKey(key: entry.key, spelling: .since1_2))
        }
        let flagWords = Dictionary(
            uniqueKeysWithValues: Self.readWords.compactMap { word in
                word.flag.map { ($0, word.word) }
            })
        let flags = fields.entries.filter { flagWords[$0.key.value] != nil }
        let words = flags.filter { Self.boolLiteral($0.value) == true }.compactMap { flagWords[$0.key.value] }
        record(flags, as: words.isEmpty ? "" : "read: [\(words.joined(separator: ", "))]")
        for (lower, upper) in [("min", "max"), ("minLength", "maxLength")] {
            let bounds = fields.entries.filter { $0.key.value == lower || $0.key.value == upper }
            let text = { (key: String) in fields[key]?.scalar ?? "" }
            record(bounds, as: "range: \(text(lower))...\(text(upper))")
        }
    }

    /// Records `entries`, 1.1 keys that 1.2 writes as `replacement` together: the first is
    /// rewritten to it, the others removed.
    mutating func record(_ entries: [YAMLNode.Entry], as replacement: String) {
        guard let first = entries.first else { return }
        let rest = entries.dropFirst().map(TextEdit.remove)
        let edits =
            (replacement.isEmpty ? [TextEdit.remove(first)] : [TextEdit.replace(first, with: replacement)])
            + rest
        for (index, entry) in entries.enumerated() {
            versionedKeys.append(
                VersionedKey(
                    key: entry.key, spelling: .replacedIn1_2(replacement: replacement),
                    edits: index == 0 ? edits : []))
        }
    }
}
