/// `when:` (1.1): the conditions on a link's items that choose a route.
extension ManifestDecoder {
    /// `when:` — item name → `present`, `absent`, a value it must equal, or `{ equals: value }`
    /// for a value spelled like one of those words; `read: [lowercased]` (1.1's `lowercased:
    /// true`) compares the item lowercased.
    mutating func conditions(_ node: YAMLNode) -> [Located<QueryCondition>] {
        guard let fields = mapping(node, named: "'when'", keys: nil, context: "") else { return [] }
        return fields.entries.compactMap { entry -> Located<QueryCondition>? in
            // `#name`: an item of the fragment's items.
            let inFragment = entry.key.value.hasPrefix("#")
            let name = inFragment ? String(entry.key.value.dropFirst()) : entry.key.value
            let test: QueryCondition.Test
            var lowercased = false
            if case .mapping = entry.value.kind {
                guard
                    let long = mapping(
                        entry.value, named: "condition '\(name)'", keys: ["equals", "read", "lowercased"],
                        context: "in condition '\(name)'"),
                    let equalsNode = long["equals"]
                        ?? missing("equals", in: entry.value, example: "{ equals: present }"),
                    let value = string(equalsNode, key: "equals")
                else { return nil }
                test = .equals(value.value)
                if let node = long["lowercased"], let flag = bool(node, key: "lowercased") {
                    lowercased = flag
                }
                if let node = long["read"] {
                    lowercased = !words(node, key: "read", allowed: ["lowercased"]).isEmpty || lowercased
                }
                recordValueSpellings(long)
            } else {
                guard let text = string(entry.value, key: name) else { return nil }
                switch text.value {
                case "present": test = .present
                case "absent": test = .absent
                default: test = .equals(text.value)
                }
            }
            return Located(
                QueryCondition(name: name, test: test, inFragment: inFragment, lowercased: lowercased),
                at: entry.key.location)
        }
    }
}
