/// `when:` — the query conditions that choose a route — and routes matched on any path (1.1).
extension ManifestValidator {
    /// The route's conditions, checked against its values: an item it reads can be required
    /// present, and one it does not can be required absent or to equal a value, which its links
    /// then carry. A String item that must be present is never empty (an empty value reads as
    /// absent), so it gets `minLength: 1` unless it has a longer one. A query item of the route's
    /// `group`, which its routes share, can choose it by its value.
    mutating func resolveConditions(
        _ route: Route, parameters: inout [ResolvedParameter], group: Route?, inGroup: Bool
    ) -> [QueryCondition] {
        let name = route.name.value
        if let anyPath = route.anyPath {
            checkAnyPath(route, at: anyPath, inGroup: inGroup)
        }
        guard let first = route.conditions.first else { return [] }
        guard requireVersion1_1("when", at: first.location) else { return [] }
        var resolved: [QueryCondition] = []
        for located in route.conditions {
            let condition = located.value
            let item = condition.name
            // Messages name a fragment item `#name` and its key `fragmentItems:`.
            let spelled = condition.inFragment ? "#" + item : item
            let key = condition.inFragment ? "fragmentItems" : "query"
            if item.isEmpty {
                diagnostics.error("a condition needs an item name", at: located.location)
                continue
            }
            if !condition.inFragment, contextItems.contains(item) {
                diagnostics.error(
                    "'\(item)' is a context item, read beside every route and never part of one, so it cannot "
                        + "choose route '\(name)'; remove it from 'when:' or from 'context:'",
                    at: located.location)
                continue
            }
            if condition.lowercased, case .equals(let value) = condition.test, value != value.lowercased() {
                diagnostics.error(
                    "condition '\(spelled)' compares the item lowercased, so '\(value)' would never match; write "
                        + "'\(value.lowercased())'", at: located.location)
                continue
            }
            if case .equals("") = condition.test {
                diagnostics.error(
                    "condition '\(item)' needs a value to equal; write 'present' for an item with any value",
                    at: located.location)
                continue
            }
            let reads = { (value: ResolvedParameter) in
                value.isItem && value.inFragment == condition.inFragment && value.urlName == item
            }
            let declared = parameters.first(where: reads)
            if let group, let shared = declared, !condition.inFragment,
                group.query.contains(where: { $0.name.value == item })
            {
                if let message = Self.sharedItemRefusal(condition, of: shared, group: group.name.value) {
                    diagnostics.error(message, at: located.location)
                } else {
                    resolved.append(condition)
                }
                continue
            }
            switch (condition.test, declared) {
            case (.present, nil):
                diagnostics.error(
                    "'when: { \(condition.inFragment ? "\"\(spelled)\"" : item): present }' chooses route '\(name)' by an item it does not read; declare it "
                        + "under '\(key):' (e.g. '\(item): String'), so that its links carry it",
                    at: located.location)
                continue
            case (.present, let value?) where value.source != .query || value.defaultValue != nil:
                diagnostics.error(
                    "\(value.itemRole) '\(item)' of route '\(name)' is present in every link that chooses it; declare "
                        + "it required ('\(item): \(value.type.manifestName)'), not optional, repeated or with a default",
                    at: located.location)
                continue
            case (.equals(let value), _?):
                diagnostics.error(
                    "'\(spelled)' of route '\(name)' is '\(value)' in every link that chooses it, so it is no value "
                        + "of the route; remove it from '\(key):'", at: located.location)
                continue
            case (.absent, _?):
                diagnostics.error(
                    "'\(spelled)' is absent from every link of route '\(name)', which also reads it; remove it from "
                        + "'\(key):' or from 'when:'", at: located.location)
                continue
            case (.present, _?):
                let index = parameters.firstIndex(where: reads)!
                if parameters[index].type == .string,
                    (parameters[index].constraints.minLength?.value ?? 0) < 1
                {
                    parameters[index].constraints.minLength = Located(1, at: located.location)
                }
                resolved.append(condition)
            default:
                resolved.append(condition)
            }
        }
        return resolved
    }

    /// Why `condition` cannot choose a route by `shared`, a query item of its `group` (the value
    /// the group's case holds, which the route's links are built with), or `nil` when it can.
    private static func sharedItemRefusal(
        _ condition: QueryCondition, of shared: ResolvedParameter, group: String
    ) -> String? {
        let item = condition.name
        guard case .equals(let value) = condition.test else {
            return
                "'\(item)' is a query item of group '\(group)', which its routes share, so it chooses a route "
                + "by its value only; write e.g. 'when: { \(item): \(shared.example ?? "value") }', or declare the "
                + "item on the route instead of the group"
        }
        if shared.source != .query, shared.source != .optionalQuery {
            return
                "'\(item)' of group '\(group)' is \(shared.source == .repeatedQuery ? "repeated" : "not one item"), "
                + "so no one value of it chooses a route; choose the route by another item"
        }
        switch shared.type {
        case .string, .stringEnum: break
        default:
            return
                "'\(item)' of group '\(group)' is \(shared.type.manifestName), whose values have more than one "
                + "spelling (the link's is read, the value's is built), so its value chooses no route; choose by "
                + "a String or string-enum item"
        }
        guard let parsed = shared.type.value(reading: value) else {
            return
                "'\(value)' is no \(shared.type.manifestName), so no link of '\(item)' (a query item of group "
                + "'\(group)') chooses the route with it; write a value of its type"
        }
        if let violation = shared.constraints.violation(by: parsed) {
            return
                "'\(value)' breaks the constraint of '\(item)' (a query item of group '\(group)'), so no link "
                + "chooses the route with it; write a value it allows (\(violation))"
        }
        if shared.lowercased, !condition.lowercased {
            return
                "'\(item)' of group '\(group)' is read lowercased, so it is compared lowercased too: write "
                + "'when: { \(item): { equals: \(value.lowercased()), lowercased: true } }'"
        }
        return nil
    }

    /// `path: "*"`: a route of its own, chosen by an item, never by the path.
    private mutating func checkAnyPath(_ route: Route, at location: SourceLocation, inGroup: Bool) {
        let name = route.name.value
        if requireVersion1_1(for: "'path: \"*\"'", at: location), inGroup {
            diagnostics.error(
                "route '\(name)' is matched on any path ('path: \"*\"'), which no group's path can continue; "
                    + "move it to the top of 'routes:'", at: location)
        } else if route.schemes == nil, !route.conditions.contains(where: { $0.value.test != .absent }) {
            diagnostics.error(
                "route '\(name)' is matched on any path ('path: \"*\"'), so an item must choose it, or it takes "
                    + "every link; add e.g. 'when: { search: present }', or 'schemes:' for every link on some schemes",
                at: location)
        }
        if let alias = route.aliases.first {
            diagnostics.error(
                "route '\(name)' is matched on any path, so it has no aliases; remove 'aliases'",
                at: alias.location)
        }
    }
}
