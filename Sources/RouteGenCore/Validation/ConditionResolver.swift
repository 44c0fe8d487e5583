/// `when:` — the query conditions that choose a route — and routes matched on any path (1.1).
struct ConditionResolver: ManifestChecking {
    let scope: ValidationScope
    var diagnostics = DiagnosticCollector()

    init(scope: ValidationScope) { self.scope = scope }

    /// The route's conditions, checked against its values, and its values as they make them: an
    /// item it reads can be required present, and one it does not can be required absent or to
    /// equal a value, which its links then carry. A String item that must be present is never
    /// empty (an empty value reads as absent), so it gets `minLength: 1` unless it has a longer
    /// one. A query item of the route's `group`, which its routes share, can choose it by its value.
    /// `parameters` are the route's own values, after its group's.
    mutating func resolveConditions(
        _ route: Route, parameters: [ResolvedParameter], in group: GroupScope
    ) -> (conditions: [QueryCondition], parameters: [ResolvedParameter]) {
        let name = route.name.value
        if let anyPath = route.anyPath {
            checkAnyPath(route, at: anyPath, inGroup: group.isGroup)
        }
        guard let first = route.conditions.first else { return ([], parameters) }
        guard requireVersion1_1("when", at: first.location) else { return ([], parameters) }
        var parameters = parameters
        var resolved: [QueryCondition] = []
        for located in route.conditions {
            let condition = located.value
            let item = condition.name
            // Messages name a fragment item `#name` and its key `fragmentItems:`.
            let spelled = condition.inFragment ? "#" + item : item
            let key = condition.inFragment ? "fragmentItems" : "query"
            if item.isEmpty {
                diagnostics.error(.conditions(.withoutItemName), at: located.location)
                continue
            }
            if !condition.inFragment, scope.contextItems.contains(item) {
                diagnostics.error(.conditions(.contextItem(item: item, route: name)), at: located.location)
                continue
            }
            if condition.lowercased, case .equals(let value) = condition.test, value != value.lowercased() {
                diagnostics.error(
                    .conditions(.lowercasedWithCapitals(spelled: spelled, value: value)), at: located.location
                )
                continue
            }
            if case .equals("") = condition.test {
                diagnostics.error(.conditions(.equalsEmpty(item: item)), at: located.location)
                continue
            }
            let reads = { (value: ResolvedParameter) in
                value.isItem && value.inFragment == condition.inFragment && value.urlName == item
            }
            if !condition.inFragment, group.itemNames.contains(item), let groupName = group.name,
                let shared = group.values.first(where: reads)
            {
                if let message = Self.sharedItemRefusal(condition, of: shared, group: groupName) {
                    diagnostics.error(.conditions(message), at: located.location)
                } else {
                    resolved.append(condition)
                }
                continue
            }
            let declared = parameters.first(where: reads)
            switch (condition.test, declared) {
            case (.present, nil):
                diagnostics.error(
                    .conditions(
                        .presentItemNotRead(
                            spelled: spelled, inFragment: condition.inFragment, item: item, route: name,
                            key: key)),
                    at: located.location)
                continue
            case (.present, let value?) where !value.source.isSingleItem || value.defaultValue != nil:
                diagnostics.error(
                    .conditions(
                        .presentItemOptional(
                            role: value.reader.placeName, item: item, route: name,
                            type: value.type.manifestName)),
                    at: located.location)
                continue
            case (.equals(let value), _?):
                diagnostics.error(
                    .conditions(.equalsOnOwnValue(spelled: spelled, route: name, value: value, key: key)),
                    at: located.location)
                continue
            case (.absent, _?):
                diagnostics.error(
                    .conditions(.absentOnOwnValue(spelled: spelled, route: name, key: key)),
                    at: located.location)
                continue
            case (.present, let value?) where value.last:
                // Reported, and kept: the route is still told apart from its siblings by it.
                diagnostics.error(
                    .conditions(.presentItemLast(item: item, route: name)), at: located.location)
                resolved.append(condition)
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
        return (resolved, parameters)
    }

    /// Why `condition` cannot choose a route by `shared`, a query item of its `group` (the value
    /// the group's case holds, which the route's links are built with), or `nil` when it can.
    private static func sharedItemRefusal(
        _ condition: QueryCondition, of shared: ResolvedParameter, group: String
    ) -> ManifestMessage.Conditions? {
        let item = condition.name
        guard case .equals(let value) = condition.test else {
            return .sharedItemNotEquals(item: item, group: group, example: shared.example ?? "value")
        }
        if !shared.source.isSingleItem, !shared.source.isOptionalItem {
            return .sharedItemNotOne(item: item, group: group, repeated: shared.source.isRepeatedItem)
        }
        switch shared.type {
        case .string, .stringEnum: break
        default: return .sharedItemSpellings(item: item, group: group, type: shared.type.manifestName)
        }
        guard let parsed = shared.type.value(reading: value) else {
            return .sharedItemWrongType(
                value: value, type: shared.type.manifestName, item: item, group: group)
        }
        if let violation = shared.constraints.violation(by: parsed) {
            return .sharedItemConstraint(value: value, item: item, group: group, violation: violation)
        }
        if shared.last {
            return .sharedItemLast(item: item, group: group)
        }
        if shared.lowercased, !condition.lowercased {
            return .sharedItemLowercased(item: item, group: group, value: value)
        }
        return nil
    }

    /// `path: "*"`: a route of its own, chosen by an item, never by the path.
    private mutating func checkAnyPath(_ route: Route, at location: SourceLocation, inGroup: Bool) {
        let name = route.name.value
        if requireVersion1_1(for: .anyPath, at: location), inGroup {
            diagnostics.error(.conditions(.anyPathInGroup(route: name)), at: location)
        } else if route.schemes == nil, !route.conditions.contains(where: { $0.value.test != .absent }) {
            diagnostics.error(.conditions(.anyPathUnchosen(route: name)), at: location)
        }
        if let alias = route.aliases.first {
            diagnostics.error(.conditions(.anyPathWithAliases(route: name)), at: alias.location)
        }
    }
}
