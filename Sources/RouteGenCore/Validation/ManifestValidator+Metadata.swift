/// `metadata:`: the app's keys with their types and defaults, and each route's values of them.
extension ManifestValidator {
    /// The app's metadata keys, resolved: each a usable property name, of a single or optional
    /// type, with a default of that type.
    mutating func resolveMetadataFields() -> [MetadataField] {
        var fields: [MetadataField] = []
        var seen: [String: SourceLocation] = [:]
        for declaration in manifest.metadata {
            let name = declaration.name
            reportRepeat(name, key: name.value, in: &seen, "metadata key '\(name.value)' is declared twice")
            guard checkIdentifier(name, role: "metadata key", suffix: "Value") else { continue }
            if Self.reservedRouteNames.contains(name.value) || manifest.route(named: name.value) != nil {
                diagnostics.error(
                    "metadata key '\(name.value)' would be a member of '\(manifest.enumName.value)' beside "
                        + "\(Self.reservedRouteNames.contains(name.value) ? "the generated" : "the route's case") "
                        + "'\(name.value)'; rename it, e.g. '\(name.value)Value'", at: name.location)
                continue
            }
            let constraints = declaration.constraints
            if declaration.example != nil || declaration.ignoreInvalid != nil || declaration.lowercased != nil
                || declaration.percentEncoded != nil || constraints.min != nil
                || constraints.max != nil || constraints.minLength != nil || constraints.maxLength != nil
                || constraints.pattern != nil
            {
                diagnostics.error(
                    "metadata key '\(name.value)' takes 'type' and 'default' only", at: name.location)
                continue
            }
            let type = declaration.type
            if type.value.shape == .array || type.value.shape == .dictionary {
                diagnostics.error(
                    "metadata key '\(name.value)' cannot be a list '\(type.value)'; use one value",
                    at: type.location)
                continue
            }
            guard let element = resolveType(type) else { continue }
            if element.isAppDecided {
                diagnostics.error(
                    "metadata key '\(name.value)' has app type '\(type.value.name)', which routegen cannot check; "
                        + "use Bool, Int, Double, String or a string enum under 'types:'", at: type.location)
                continue
            }
            var field = MetadataField(
                name: name.value, type: element, isOptional: type.value.shape == .optional, defaultValue: nil)
            if let text = declaration.defaultValue {
                guard
                    let value = check(
                        text, role: "default", of: "metadata key '\(name.value)'", type: element)
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
                var message = "unknown metadata key '\(entry.key.value)'"
                let names = metadataFields.map(\.name)
                if let suggestion = NearMiss.suggestion(for: entry.key.value, among: names) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message +=
                        names.isEmpty
                        ? "; declare it under the app's top-level 'metadata:', e.g. metadata: { \(entry.key.value): Bool }"
                        : "; declared keys: \(names.joined(separator: ", "))"
                }
                diagnostics.error(message, at: entry.key.location)
                continue
            }
            if let value = check(
                entry.value, role: "value", of: "metadata key '\(field.name)'", type: field.type)
            {
                values[field.name] = value
            }
        }
        guard route.removed == nil else { return values }
        for field in metadataFields
        where !field.isOptional && field.defaultValue == nil && values[field.name] == nil {
            diagnostics.error(
                "route '\(route.name.value)' needs a value of metadata key '\(field.name)' (\(field.type.manifestName)), "
                    + "which has no default; add 'metadata: { \(field.name): ... }' or give the key a default",
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
                diagnostics.error(
                    "context item '\(name.value)' takes 'type', 'default', 'example' and 'swift'; its values are "
                        + "never checked, as one that does not convert reads as absent", at: name.location)
                continue
            }
            guard
                let swiftName = swiftName(
                    of: name, declared: declaration.swiftName, role: "context item name"),
                var item = resolveQueryItem(declaration)
            else { continue }
            if case .link = item.type {
                diagnostics.error(
                    "context item '\(name.value)' cannot hold a link to one of the app's routes; declare it under "
                        + "a route's 'query:'", at: declaration.type.location)
                continue
            }
            if item.source == .otherQueryItems {
                diagnostics.error(
                    "context item '\(name.value)' cannot be '\(declaration.type.value)'; a route reads every other "
                        + "item with a query item of that type", at: declaration.type.location)
                continue
            }
            if item.source == .query && item.defaultValue == nil {
                diagnostics.error(
                    "context item '\(name.value)' may be absent from any link; make it "
                        + "'\(declaration.type.value.name)?' or give it a default",
                    at: declaration.type.location)
                continue
            }
            if let other = swiftNames[swiftName] {
                diagnostics.error(
                    "context items '\(other)' and '\(name.value)' are both '\(swiftName)' in Swift; name one with "
                        + "'swift:'", at: name.location)
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
