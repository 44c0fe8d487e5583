import Foundation

/// The query's items: a value, an optional or defaulted one, a list, the other items, a carried
/// link, and the items a `when:` sets or leaves out.
extension RouteURLBuilder {
    public mutating func query<T: RouteParameter>(_ name: String, _ value: T) {
        appendQuery(name, value.routeParameter(in: format))
    }

    /// `name=value`, both percent-encoded (a name may hold `&`, `=` or `#` too).
    mutating func appendQuery(_ name: String, _ value: String) {
        if !queryText.isEmpty { queryText.append("&") }
        Self.encode(name, into: &queryText)
        queryText.append("=")
        Self.encode(value, into: &queryText)
    }

    /// The item a `when:` sets to `value` on a query item the route's group shares (1.1): it
    /// replaces what the group's case wrote, so that the link reaches the route it was built from.
    public mutating func replacingQuery(_ name: String, _ value: String) {
        var encoded = ""
        Self.encode(name, into: &encoded)
        encoded.append("=")
        queryText = queryText.split(separator: "&").filter { !$0.hasPrefix(encoded) }.joined(separator: "&")
        appendQuery(name, value)
    }

    /// Leaves out the items named `name` whose value is one of `values`: a query item a group shares,
    /// whose value would choose a sibling route (`when:`, 1.1) rather than the one built.
    public mutating func removingQuery(_ name: String, equalTo values: [String]) {
        // Compared decoded, as `when:` compares them, however the value was written.
        queryText = queryText.split(separator: "&").filter { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].removingPercentEncoding == name,
                let value = parts[1].removingPercentEncoding
            else { return true }
            return !values.contains(value)
        }.joined(separator: "&")
    }

    /// Left out when `nil`, or empty: an empty item reads as an absent one.
    public mutating func query<T: RouteParameter>(_ name: String, _ value: T?) {
        if let value { appendItem(name, value.routeParameter(in: format)) }
    }

    /// Left out when equal to the default, so canonical URLs stay short, or empty: an empty item
    /// reads as the default.
    public mutating func query<T: RouteParameter>(
        _ name: String, _ value: T, default defaultValue: T
    ) {
        if value != defaultValue { appendItem(name, value.routeParameter(in: format)) }
    }

    /// An optional or defaulted item of the query or the fragment, left out when empty.
    /// An item whose value is kept percent-encoded (``writtenEncoded(_:in:)``).
    mutating func appendEncodedItem(_ name: String, _ text: String, inFragment: Bool) {
        var item = ""
        if inFragment {
            Self.encodeFragmentText(name, into: &item, keepingItemDelimiters: false)
        } else {
            Self.encode(name, into: &item)
        }
        item += "=" + Self.writtenEncoded(text, in: .item)
        if inFragment {
            let text = fragmentText ?? ""
            fragmentText = text + Self.fragmentItemSeparator(after: text) + item
        } else {
            queryText += (queryText.isEmpty ? "" : "&") + item
        }
    }

    mutating func appendItem(_ name: String, _ text: String, inFragment: Bool = false) {
        guard !text.isEmpty else { return }
        if inFragment { appendFragmentItem(name, text) } else { appendQuery(name, text) }
    }

    /// One item per element.
    public mutating func query<T: RouteParameter>(_ name: String, _ values: [T]) {
        for value in values { self.query(name, value) }
    }

    /// Every item of a `[String: String]` whose name is not in `named` (the route's own items),
    /// in the order of their names, so that a route has one URL; names are percent-encoded too.
    public mutating func query(others items: [String: String], excluding named: [String]) {
        for name in items.keys.sorted() where !named.contains(name) {
            appendQuery(name, items[name]!)
        }
    }

    /// A link carried in item `name`: as the path, query and fragment `write` writes
    /// (`/items/42`) where that path, read on the outer link's scheme and host, gives the route
    /// back; else as the route's own link (its universal link on a web link, its `url` otherwise),
    /// which keeps its host. Each is read back as the app's `parser` reads a carried link. Left out
    /// when `nil`.
    public mutating func link<Parser: GeneratedParser>(
        _ name: String, _ route: Parser.Parsed?, parser: Parser.Type
    ) {
        guard let route else { return }
        var path = RouteURLBuilder(format: format)
        Parser.write(route, to: &path)
        appendQuery(name, "")
        carried.append(
            CarriedLink(
                offset: queryText.utf8.count, path: path, scope: Parser.scope,
                readsBack: { url, carriers in (try? Parser.parse(url, carriedBy: carriers)) == route },
                whole: { web in [web ? route.universalLink(host: nil) : nil, route.url].compactMap { $0 } }))
    }
}
