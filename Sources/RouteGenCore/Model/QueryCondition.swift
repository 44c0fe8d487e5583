@_spi(Generated) import RouteKit

/// A test on a link's query that chooses a route (`when:`, 1.1): an item is present, absent, or
/// has a given value. The item is read as the generated readers read one: by its decoded name, its
/// first instance, its value decoded. An empty value counts as absent, as Apple's AASA patterns
/// read one, so that the AASA can say what the parser does.
package struct QueryCondition: Hashable, Sendable, CustomStringConvertible {
    package enum Test: Hashable, Sendable {
        /// The item is in the query with a value that is not empty.
        case present
        /// No item of the name is in the query, or its value is empty.
        case absent
        /// The item's first value is exactly this text.
        case equals(String)
    }

    /// The item's name in the URL.
    package var name: String
    package var test: Test
    /// Whether the item is one of the fragment's items (`when: { "#state": present }`), not the query's.
    package var inFragment: Bool
    /// Whether an equal item is compared lowercased (`{ equals: grid, read: [lowercased] }`).
    package var lowercased: Bool

    package init(name: String, test: Test, inFragment: Bool = false, lowercased: Bool = false) {
        self.name = name
        self.test = test
        self.inFragment = inFragment
        self.lowercased = lowercased
    }

    /// Whether the condition holds for a link's decoded query items and fragment items (the first
    /// of each name counts).
    package func holds(
        in items: [(name: String, value: String)], fragmentItems: [(name: String, value: String)] = []
    ) -> Bool {
        let first = (inFragment ? fragmentItems : items).first { $0.name == name }
        switch test {
        case .present: return first.map { !$0.value.isEmpty } ?? false
        case .absent: return first.map { $0.value.isEmpty } ?? true
        case .equals(let value): return (lowercased ? first?.value.lowercased() : first?.value) == value
        }
    }

    /// As the manifest, `explain` and diagnostics show it: `tab=privacy`, `search present`, `magic absent`.
    package var description: String {
        let name = inFragment ? "#" + self.name : self.name
        switch test {
        case .present: return "\(name) present"
        case .absent: return "\(name) absent"
        case .equals(let value): return "\(name)=\(value)" + (lowercased ? " (any case)" : "")
        }
    }

    /// The same item: its name, in the query or in the fragment.
    package func isOnItem(of other: QueryCondition) -> Bool {
        name == other.name && inFragment == other.inFragment
    }

    /// Whether a route with these conditions is chosen before one without a value test: a present
    /// or equals condition is narrower than an absent one, which the AASA cannot say (it reads an
    /// absent item as an empty one), so such routes come first in the trie and the AASA alike.
    static func rank(_ conditions: [QueryCondition]) -> Int {
        if conditions.contains(where: { $0.test != .absent }) { return 0 }
        return conditions.isEmpty ? 2 : 1
    }

    /// The conditions of a query that meets both `a` and `b`, or `nil` when none can: an item
    /// present in one and absent in the other, or given two values.
    package static func both(_ a: [QueryCondition], _ b: [QueryCondition]) -> [QueryCondition]? {
        var merged = a
        for condition in b {
            guard let index = merged.firstIndex(where: { $0.isOnItem(of: condition) }) else {
                merged.append(condition)
                continue
            }
            switch (merged[index].test, condition.test) {
            case (.present, .present), (.absent, .absent): continue
            case (.present, .equals): merged[index] = condition
            case (.equals, .present): continue
            case (.equals(let x), .equals(let y)) where x == y: continue
            case (.equals(let x), .equals(let y))
            where (merged[index].lowercased || condition.lowercased) && x.lowercased() == y.lowercased():
                // `Grid` meets both `grid` in any case and `Grid` exactly.
                if !merged[index].lowercased { continue }
                merged[index] = condition
            default: return nil
            }
        }
        return merged
    }

    /// The query items, or with `inFragment` the fragment's items, of a link that meets
    /// `conditions`: a present item with `x`, an equal one with its value, an absent one left out.
    static func witnessItems(
        _ conditions: [QueryCondition], inFragment: Bool = false
    ) -> [(name: String, value: String)] {
        conditions.compactMap { condition in
            guard condition.inFragment == inFragment else { return nil }
            switch condition.test {
            case .present: return (condition.name, "x")
            case .equals(let value): return (condition.name, value)
            case .absent: return nil
            }
        }
    }

    /// `?a=x&b=1#c=x`: the query and fragment of a link that meets `conditions`, or `""`.
    /// `fragmentPath`, a fragment's path both routes take, is written first after `#`, and the
    /// fragment's items after its `?` (`#/x?error=x`), or, after a path without a leading `/`, as a
    /// value of its last segment takes them (`#p/x&error=x`).
    static func witnessText(_ conditions: [QueryCondition], fragmentPath: String? = nil) -> String {
        let encoded = { (items: [(name: String, value: String)]) in
            items.map { RouteURLBuilder.encode($0.name) + "=" + RouteURLBuilder.encode($0.value) }
                .joined(separator: "&")
        }
        let query = encoded(witnessItems(conditions))
        let fragment = encoded(witnessItems(conditions, inFragment: true))
        let fragmentText = [fragmentPath, fragment.isEmpty ? nil : fragment].compactMap { $0 }.joined(
            separator: fragmentPath?.hasPrefix("/") == false ? "&" : "?")
        return (query.isEmpty ? "" : "?" + query) + (fragmentText.isEmpty ? "" : "#" + fragmentText)
    }
}
