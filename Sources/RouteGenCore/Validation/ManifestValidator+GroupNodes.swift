@_spi(Generated) import RouteKit

/// The groups' nodes of the tree: each group's values (the ones it names) and path, resolved as
/// its routes' are, and a route's values split by the group that names them.
extension ManifestValidator {
    /// `route`'s values level by level, outermost group first, then its own: each group's are
    /// the host, path and query values it names, in the order they were resolved; the rest are
    /// the route's own (a route may name a host whose value its group does not carry, and its
    /// fragment's value, which no group has, may have a group value's name in Swift).
    static func byGroup(
        _ parameters: [ResolvedParameter], groups: [GroupResolver.Group]
    ) -> [[ResolvedParameter]] {
        var rest = parameters
        var levels: [[ResolvedParameter]] = []
        for group in groups {
            let names = { (value: ResolvedParameter) in
                !value.isFragment && !value.inFragment && value.source != .fragmentPath
                    && group.valueNames.contains(value.urlName)
            }
            levels.append(rest.filter(names))
            rest.removeAll(where: names)
        }
        return levels + [rest]
    }

    /// Group `index` and its enclosing groups, outermost first.
    static func chain(_ index: Int, in groups: [GroupResolver.Group]) -> [GroupResolver.Group] {
        var chain: [GroupResolver.Group] = []
        var current: Int? = index
        while let group = current {
            chain.insert(groups[group], at: 0)
            current = groups[group].parent
        }
        return chain
    }

    /// The node of group `index`, whose first route is `first`: its values are those that route
    /// has at the group's level (the ones the group names; a route may declare their types), and
    /// its path is spelled as that route's is (placeholders by their Swift names).
    func resolvedGroup(
        _ index: Int, of flat: GroupResolver.Flattened, first: ResolvedRoute?, members: [RouteNode.Member]
    ) -> RouteNode {
        let group = flat.groups[index]
        let chain = Self.chain(index, in: flat.groups)
        let written = group.route.path?.value ?? PathPattern(segments: [])
        let path =
            first.map { PathPattern(segments: Array($0.path.segments.prefix(written.segments.count))) }
            ?? written
        let enclosingCount = group.parent.flatMap { flat.groups[$0].route.path?.value.segments.count } ?? 0
        let enclosing = group.parent.map { resolvedSwiftName($0, of: flat) } ?? manifest.enumName.value
        return RouteNode(
            kind: .group, name: group.route.name.value, caseName: group.key.value,
            swiftName: enclosing + "." + group.key.value.capitalizedFirst, location: group.key.location,
            description: group.route.description, path: path,
            ownSegments: Array(path.segments.dropFirst(enclosingCount)),
            shared: first.map { Self.byGroup($0.parameters, groups: chain)[chain.count - 1] } ?? [],
            hosts: group.namesHosts ? first?.hosts : nil, members: members)
    }

    private func resolvedSwiftName(_ index: Int, of flat: GroupResolver.Flattened) -> String {
        Self.chain(index, in: flat.groups).reduce(manifest.enumName.value) {
            $0 + "." + $1.key.value.capitalizedFirst
        }
    }
}
