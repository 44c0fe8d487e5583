@_spi(Generated) import RouteKit

/// The groups' nodes of the tree: each group's values (the ones it names) and path, resolved as
/// its routes' are, and a route's values split by the group that names them.
extension ManifestValidator {
    /// `route`'s values level by level, outermost group first, then its own: each group's are
    /// those it names, in the order they were resolved (host value, path, query); the rest are
    /// the route's own (a route may name a host whose value its group does not carry).
    static func byGroup(
        _ parameters: [ResolvedParameter], groups: [GroupResolver.Group]
    ) -> [[ResolvedParameter]] {
        var rest = parameters
        var levels: [[ResolvedParameter]] = []
        for group in groups {
            levels.append(rest.filter { group.valueNames.contains($0.urlName) })
            rest.removeAll { group.valueNames.contains($0.urlName) }
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

    /// The node of group `index`: its values (the ones it names, which its case holds) resolved
    /// as its routes' are, and its path spelled as theirs is (placeholders by their Swift names).
    func resolvedGroup(
        _ index: Int, of flat: GroupResolver.Flattened, members: [RouteNode.Member]
    ) -> RouteNode {
        let group = flat.groups[index]
        let chain = Self.chain(index, in: flat.groups)
        let written = group.route.path ?? Located(PathPattern(segments: []), at: group.key.location)
        // What resolving them reports, each of its routes has reported.
        var scratch = self
        let hosts = scratch.resolveHosts(group.route)
        let (values, renamed) = scratch.resolveParameters(group.route, path: written, hostValue: hosts.value)
        let path = written.value.renaming(renamed)
        let enclosingCount = group.parent.flatMap { flat.groups[$0].route.path?.value.segments.count } ?? 0
        let enclosing = group.parent.map { resolvedSwiftName($0, of: flat) } ?? manifest.enumName.value
        return RouteNode(
            kind: .group, name: group.route.name.value, caseName: group.key.value,
            swiftName: enclosing + "." + group.key.value.capitalizedFirst, location: group.key.location,
            description: group.route.description, path: path,
            ownSegments: Array(path.segments.dropFirst(enclosingCount)),
            shared: Self.byGroup(values, groups: chain)[chain.count - 1],
            hosts: group.namesHosts ? hosts.hosts?.map { app.hosts[$0].value } : nil, members: members)
    }

    private func resolvedSwiftName(_ index: Int, of flat: GroupResolver.Flattened) -> String {
        Self.chain(index, in: flat.groups).reduce(manifest.enumName.value) {
            $0 + "." + $1.key.value.capitalizedFirst
        }
    }
}
