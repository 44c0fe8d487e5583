/// `metadata:`: the app's keys with their types and defaults, and each route's values of them.
extension ManifestValidator {
    /// The app's metadata keys, resolved: each a usable property name, of a single or optional
    /// type, with a default of that type.
    mutating func resolveMetadataFields() -> [MetadataField] {
        var fields: [MetadataField] = []
        var seen: [String: SourceLocation] = [:]
        for declaration in manifest.metadata {
            let name = declaration.name
            reportRepeat(name, key: name.value, in: &seen, .values(.metadataKeyListed(name.value)))
            guard checkIdentifier(name, role: "metadata key", suffix: "Value") else { continue }
            if Self.reservedRouteNames.contains(name.value) || manifest.route(named: name.value) != nil {
                diagnostics.error(
                    .values(
                        .metadataKeyClash(
                            name.value, enumName: manifest.enumName.value,
                            isGenerated: Self.reservedRouteNames.contains(name.value))),
                    at: name.location)
                continue
            }
            let constraints = declaration.constraints
            if declaration.example != nil || declaration.ignoreInvalid != nil || declaration.lowercased != nil
                || declaration.percentEncoded != nil || constraints.min != nil
                || constraints.max != nil || constraints.minLength != nil || constraints.maxLength != nil
                || constraints.pattern != nil
            {
                diagnostics.error(.values(.metadataKeyOptions(name.value)), at: name.location)
                continue
            }
            let type = declaration.type
            if type.value.shape == .array || type.value.shape == .dictionary {
                diagnostics.error(
                    .values(.metadataList(name.value, type: "\(type.value)")), at: type.location)
                continue
            }
            guard let element = resolveType(type) else { continue }
            if element.isAppDecided {
                diagnostics.error(
                    .values(.metadataAppType(name.value, type: type.value.name)), at: type.location)
                continue
            }
            var field = MetadataField(
                name: name.value, type: element, isOptional: type.value.shape == .optional, defaultValue: nil)
            if let text = declaration.defaultValue {
                guard
                    let value = check(text, role: .defaultValue, of: .metadataKey(name.value), type: element)
                else { continue }
                field.defaultValue = value
            }
            fields.append(field)
        }
        return fields
    }

    /// The values `route` sets; every key without a default must be set (a removed route has none).
    mutating func resolveMetadata(_ route: Route) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        for entry in route.metadata {
            guard let field = metadataFields.first(where: { $0.name == entry.key.value }) else {
                let names = metadataFields.map(\.name)
                diagnostics.error(
                    .values(
                        .unknownMetadataKey(
                            entry.key.value,
                            suggestion: NearMiss.suggestion(for: entry.key.value, among: names),
                            declared: names)),
                    at: entry.key.location)
                continue
            }
            if let value = check(entry.value, role: .value, of: .metadataKey(field.name), type: field.type) {
                values[field.name] = value
            }
        }
        guard route.removed == nil else { return values }
        for field in metadataFields
        where !field.isOptional && field.defaultValue == nil && values[field.name] == nil {
            diagnostics.error(
                .values(
                    .missingMetadata(route: route.name.value, key: field.name, type: field.type.manifestName)),
                at: route.name.location)
        }
        return values
    }

    /// `context:`'s items: query items that may be absent from any link (optional, repeated or
    /// with a default), each with a Swift name of its own.
    mutating func resolveContext() -> [ResolvedParameter] {
        if let first = manifest.context.first, !requireVersion1_1("context:", at: first.name.location) {
            return []
        }
        var items: [ResolvedParameter] = []
        var swiftNames: [String: String] = [:]
        for declaration in manifest.context {
            let name = declaration.name
            if !declaration.constraints.isEmpty || declaration.ignoreInvalid != nil
                || declaration.percentEncoded != nil
            {
                diagnostics.error(.values(.contextItemOptions(name.value)), at: name.location)
                continue
            }
            guard
                let swiftName = swiftName(
                    of: name, declared: declaration.swiftName, role: "context item name"),
                var item = resolveQueryItem(declaration)
            else { continue }
            if case .link = item.type {
                diagnostics.error(.values(.contextItemLink(name.value)), at: declaration.type.location)
                continue
            }
            if item.source == .otherQueryItems {
                diagnostics.error(
                    .values(.contextItemOtherItems(name.value, type: "\(declaration.type.value)")),
                    at: declaration.type.location)
                continue
            }
            if item.source == .query && item.defaultValue == nil {
                diagnostics.error(
                    .values(.contextItemRequired(name.value, element: declaration.type.value.name)),
                    at: declaration.type.location)
                continue
            }
            if let other = swiftNames[swiftName] {
                diagnostics.error(
                    .names(
                        .contextItemsShareSwiftName(first: other, second: name.value, swiftName: swiftName)),
                    at: name.location)
                continue
            }
            swiftNames[swiftName] = name.value
            if swiftName != item.name { item.urlKey = item.name }
            item.name = swiftName
            items.append(item)
        }
        return items
    }
}
