import Foundation
@_spi(Generated) import RouteKit

/// The items a route reads by name — of the query or of a fragment written as a query — and the
/// app's `context:` items: one value, a list, every other item, or a link carried inside the link.
extension ParameterResolver {
    /// An item of the query or, for `role` "fragment item", of the fragment: named in Swift, and
    /// the only value of the route by its name (`placeholders` holds where each name is declared).
    mutating func resolveItem(
        _ declaration: Parameter, role: String, placeholders: inout [String: SourceLocation]
    ) -> ResolvedParameter? {
        let name = declaration.name
        guard let swiftName = swiftName(of: name, declared: declaration.swiftName, role: role + " name")
        else {
            return nil
        }
        if let first = placeholders[name.value] {
            diagnostics.error(
                .parameters(.itemNamedLikeValue(name.value, role: role)), at: name.location,
                notes: [Diagnostic.Note(.otherValue, at: first)])
            return nil
        }
        placeholders[name.value] = name.location
        guard var item = resolveQueryItem(declaration, role: role) else { return nil }
        if swiftName != item.name { item.urlKey = item.name }
        item.name = swiftName
        return item
    }

    mutating func resolveQueryItem(
        _ declaration: Parameter, role: String = "query item"
    ) -> ResolvedParameter? {
        let type = declaration.type
        guard let elementType = resolveType(type, carriesLinks: role == "query item") else { return nil }
        let source: ResolvedParameter.Source
        let items: ValueReader.Items = role == "fragment item" ? .fragment : .query
        switch type.value.shape {
        case .single: source = .item(items)
        case .optional: source = .optionalItem(items)
        case .array: source = .repeatedItem(items)
        case .dictionary:
            return resolveOtherItems(declaration, role: role, elementType: elementType)
        }
        if case .link = elementType {
            return resolveCarriedLink(declaration, role: role, source: source)
        }
        if let defaultValue = declaration.defaultValue {
            if source.isRepeatedItem {
                diagnostics.error(.parameters(.repeatedItemDefault(role: role)), at: defaultValue.location)
                return nil
            }
            if source.isOptionalItem {
                diagnostics.error(
                    .parameters(
                        .optionalItemDefault(
                            declaration.name.value, role: role, type: "\(type.value)",
                            element: type.value.name)),
                    at: type.location)
                return nil
            }
        }
        return finish(declaration, type: elementType, source: source)
    }

    /// `[String: String]` (1.1): the items the route and the context do not read, as they are.
    mutating func resolveOtherItems(
        _ declaration: Parameter, role: String, elementType: ParameterType
    ) -> ResolvedParameter? {
        let type = declaration.type
        guard requireVersion1_1(for: .itemType("\(type.value)"), at: type.location) else { return nil }
        guard role == "query item" else {
            diagnostics.error(
                .parameters(
                    .otherItemsOutsideQuery(declaration.name.value, role: role, type: "\(type.value)")),
                at: type.location)
            return nil
        }
        guard elementType == .string else {
            diagnostics.error(
                .parameters(.otherItemsType(declaration.name.value, type: "\(type.value)")), at: type.location
            )
            return nil
        }
        if declaration.defaultValue != nil || declaration.example != nil || declaration.ignoreInvalid != nil
            || !declaration.constraints.isEmpty || declaration.percentEncoded != nil
            || declaration.lowercased != nil
        {
            diagnostics.error(
                .parameters(.otherItemsOptions(declaration.name.value)), at: declaration.name.location)
            return nil
        }
        return ResolvedParameter(
            name: declaration.name.value, type: .string, source: .otherQueryItems, defaultValue: nil,
            example: nil, constraints: Constraints())
    }

    /// A query item of the app's own route type (1.1): a link carried inside the link, optional
    /// or required.
    mutating func resolveCarriedLink(
        _ declaration: Parameter, role: String, source: ResolvedParameter.Source
    ) -> ResolvedParameter? {
        let type = declaration.type
        let name = declaration.name.value
        guard
            requireVersion1_1(for: .carriedLink(type: type.value.name), at: type.location)
        else { return nil }
        guard role == "query item", source.isOptionalItem || source.isSingleItem else {
            diagnostics.error(
                .parameters(
                    role == "query item"
                        ? .carriedLinkList(name, element: type.value.name)
                        : .carriedLinkOutsideQuery(name, role: role)),
                at: type.location)
            return nil
        }
        if declaration.defaultValue != nil || declaration.example != nil || !declaration.constraints.isEmpty {
            diagnostics.error(.parameters(.carriedLinkOptions(name)), at: declaration.name.location)
            return nil
        }
        return finish(declaration, type: .link(enumName: type.value.name), source: source)
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
            if item.source.isSingleItem && item.defaultValue == nil {
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
