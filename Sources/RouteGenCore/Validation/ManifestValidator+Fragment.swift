/// The fragment (1.1): read as one value (`fragment:`) or as items written as a query
/// (`fragmentItems:`).
extension ManifestValidator {
    /// The fragment's value (1.1): one value, as a query item is read but from after `#`.
    mutating func resolveFragment(_ declaration: Parameter, route: Route) -> ResolvedParameter? {
        if manifest.version.value < .v1_1 {
            diagnostics.error(
                "'fragment' needs manifest version 1.1; write 'version: 1.1' at the top",
                at: declaration.name.location)
            return nil
        }
        if declaration.type.value.shape == .array {
            diagnostics.error(
                "fragment '\(declaration.name.value)' holds one value, not a list '\(declaration.type.value)'",
                at: declaration.type.location)
            return nil
        }
        if declaration.type.value.shape == .dictionary {
            _ = resolveOtherItems(declaration, role: "fragment", elementType: .string)
            return nil
        }
        guard var resolved = resolveQueryItem(declaration, role: "fragment") else { return nil }
        resolved.source = resolved.source == .optionalQuery ? .optionalFragment : .fragment
        return resolved
    }

    /// `fragmentItems:` (1.1): items read from a fragment written as a query (`#a=1&b=2`), as
    /// query items are read; one value or list each, never a carried link or every other item.
    mutating func resolveFragmentItems(
        _ route: Route, placeholders: inout [String: SourceLocation]
    ) -> [ResolvedParameter] {
        guard let location = route.fragmentItemsLocation else { return [] }
        if manifest.version.value < .v1_1 {
            diagnostics.error(
                "'fragmentItems' needs manifest version 1.1; write 'version: 1.1' at the top", at: location)
            return []
        }
        if let fragment = route.fragment {
            diagnostics.error(
                "route '\(route.name.value)' reads the fragment both as one value ('fragment:') and as items "
                    + "('fragmentItems:'); keep one", at: location,
                notes: [Diagnostic.Note("'fragment:' is here", at: fragment.name.location)])
            return []
        }
        return route.fragmentItems.compactMap {
            resolveItem($0, role: "fragment item", placeholders: &placeholders)
        }
    }
}
