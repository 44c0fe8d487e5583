/// The fragment (1.1): read as one value (`fragment: { name: Type }`), as items written as a query
/// (`fragmentItems:`), or as a path that chooses the route (`fragment: "/@{user}"`).
extension ParameterResolver {
    /// The fragment's value (1.1): one value, as a query item is read but from after `#`.
    mutating func resolveFragment(_ declaration: Parameter, route: Route) -> ResolvedParameter? {
        guard requireVersion1_1("fragment", at: declaration.name.location) else { return nil }
        if declaration.type.value.shape == .array {
            diagnostics.error(
                .parameters(.fragmentList(declaration.name.value, type: "\(declaration.type.value)")),
                at: declaration.type.location)
            return nil
        }
        if declaration.type.value.shape == .dictionary {
            _ = resolveOtherItems(declaration, role: "fragment", elementType: .string)
            return nil
        }
        guard var resolved = resolveQueryItem(declaration, role: "fragment") else { return nil }
        resolved.source = resolved.source.isOptionalItem ? .optionalFragment : .fragment
        return resolved
    }

    /// `fragmentItems:` (1.1): items read from a fragment written as a query (`#a=1&b=2`), as
    /// query items are read; one value or list each, never a carried link or every other item.
    mutating func resolveFragmentItems(
        _ route: Route, placeholders: inout [String: SourceLocation]
    ) -> [ResolvedParameter] {
        guard let location = route.fragmentItemsLocation else { return [] }
        guard requireVersion1_1("fragmentItems", at: location) else { return [] }
        if let fragment = route.fragment {
            diagnostics.error(
                .parameters(.fragmentAsValueAndItems(route: route.name.value)), at: location,
                notes: [Diagnostic.Note(.fragmentKey, at: fragment.name.location)])
            return []
        }
        for item in route.fragmentItems where item.name.value.contains("/") {
            diagnostics.error(
                .conditions(.fragmentItemNamedLikeAPath(name: item.name.value)), at: item.name.location)
            return []
        }
        return route.fragmentItems.compactMap {
            resolveItem($0, role: "fragment item", placeholders: &placeholders)
        }
    }

    /// `fragment: "/@{user}"` (1.1): the path the fragment must hold, with the route's Swift names
    /// (`renamed`); `nil` (reported) when the route cannot be chosen by it.
    mutating func resolveFragmentPath(_ route: Route, renamed: [String: String]) -> PathPattern? {
        guard let pattern = route.fragmentPath else { return nil }
        guard
            requireVersion1_1(for: .fragmentPath("\(pattern.value)"), at: pattern.location)
        else { return nil }
        if route.anyPath != nil {
            diagnostics.error(
                .conditions(.fragmentPathOnAnyPath(route: route.name.value)), at: pattern.location)
            return nil
        }
        // Items follow a fragment's path after its `?`, where the path starts with `/`.
        if !pattern.value.isRooted, let location = route.fragmentItemsLocation {
            diagnostics.error(
                .conditions(.fragmentPathWithItems(route: route.name.value)), at: location,
                notes: [Diagnostic.Note(.fragmentKey, at: pattern.location)])
            return nil
        }
        if !pattern.value.isRooted, let condition = route.conditions.first(where: { $0.value.inFragment }) {
            diagnostics.error(
                .conditions(.fragmentPathWithConditions(route: route.name.value)), at: condition.location)
            return nil
        }
        if !pattern.value.isRooted, "\(pattern.value)".hasPrefix("#") {
            diagnostics.error(
                .conditions(.fragmentPathWithHash(pattern: "\(pattern.value)")), at: pattern.location)
            return nil
        }
        if !pattern.value.isRooted, pattern.value.segments.count < 2 {
            diagnostics.error(
                .conditions(.unrootedFragmentPathOfOneSegment(pattern: "\(pattern.value)")),
                at: pattern.location)
            return nil
        }
        for (index, segment) in pattern.value.segments.enumerated() {
            switch segment {
            case .literal, .parameter, .pieces: continue
            case .optionalParameter, .catchAll:
                diagnostics.error(
                    .conditions(
                        .fragmentPathSegment(
                            segment: String(PathPattern(segments: [segment]).description.dropFirst()))),
                    at: pattern.value.location(ofSegment: index, from: pattern.location))
                return nil
            }
        }
        return pattern.value.renaming(renamed)
    }
}
