/// `metadata:`: the app's keys with their types and defaults, and each route's values of them.
struct MetadataResolver: ValueChecking {
    let scope: ValidationScope
    var diagnostics = DiagnosticCollector()

    init(scope: ValidationScope) { self.scope = scope }

    /// The app's metadata keys, resolved: each a usable property name, of a single or optional
    /// type, with a default of that type.
    mutating func resolveFields() -> [MetadataField] {
        var fields: [MetadataField] = []
        var seen: [String: SourceLocation] = [:]
        for declaration in manifest.metadata {
            let name = declaration.name
            reportRepeat(name, key: name.value, in: &seen, .values(.metadataKeyListed(name.value)))
            guard checkIdentifier(name, role: "metadata key", suffix: "Value") else { continue }
            if ManifestValidator.reservedRouteNames.contains(name.value)
                || manifest.route(named: name.value) != nil
            {
                diagnostics.error(
                    .values(
                        .metadataKeyClash(
                            name.value, enumName: manifest.enumName.value,
                            isGenerated: ManifestValidator.reservedRouteNames.contains(name.value))),
                    at: name.location)
                continue
            }
            let constraints = declaration.constraints
            if declaration.example != nil || declaration.ignoreInvalid != nil || declaration.lowercased != nil
                || declaration.percentEncoded != nil || constraints.min != nil
                || constraints.max != nil || constraints.minLength != nil || constraints.maxLength != nil
                || constraints.range != nil || declaration.last != nil
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

    /// The values `route` sets over those its group sets (`inherited`); every key without a
    /// default must be set on a route (a removed route has none), where `complete` (a group's
    /// routes may set what the group does not).
    mutating func resolveValues(
        of route: Route, over inherited: [String: ParameterValue], complete: Bool = true
    ) -> [String: ParameterValue] {
        var values = inherited
        for entry in route.metadata {
            guard let field = scope.metadataFields.first(where: { $0.name == entry.key.value }) else {
                let names = scope.metadataFields.map(\.name)
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
        guard complete, route.removed == nil else { return values }
        for field in scope.metadataFields
        where !field.isOptional && field.defaultValue == nil && values[field.name] == nil {
            diagnostics.error(
                .values(
                    .missingMetadata(route: route.name.value, key: field.name, type: field.type.manifestName)),
                at: route.name.location)
        }
        return values
    }
}
