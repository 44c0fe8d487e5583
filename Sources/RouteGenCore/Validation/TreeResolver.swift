/// The validator's last phase: the file's enum node, its routes resolved (``RouteResolver``),
/// chosen by their conditions (``ConditionResolver``) and their navigation references resolved
/// (``NavigationResolver``), in groups as written. A group's node holds the values it names, as
/// its routes resolved them.
struct TreeResolver: ManifestChecking {
    let scope: ValidationScope
    var diagnostics = DiagnosticCollector()

    init(scope: ValidationScope) { self.scope = scope }

    /// The file's enum: its routes resolved, in groups as written.
    mutating func resolveNode(_ flat: GroupResolver.Flattened) -> RouteNode {
        let isFeature = isFeature
        using(HostResolver.self) {
            if !isFeature { $0.checkExclusiveHosts(flat.routes) }
            $0.checkScreenHosts(flat.routes)
        }
        let inFeatureGroup = scope.outerGroup != nil
        var routes: [ResolvedRoute] = []
        var resolvedIndex: [Int: Int] = [:]
        /// Each group's first resolved route (its own or a nested group's): an index in `routes`.
        var firstRoute: [Int: Int] = [:]
        for (index, route) in flat.routes.enumerated() {
            guard let path = route.path else { continue }  // its syntax error is already reported
            var resolved = using(RouteResolver.self) { $0.resolve(route, path: path) }
            let group = flat.groupOfRoute[index].map { flat.groups[$0].route }
            (resolved.conditions, resolved.parameters) = using(ConditionResolver.self) {
                $0.resolveConditions(
                    route, parameters: resolved.parameters, group: group,
                    inGroup: group != nil || inFeatureGroup)
            }
            resolved.anyPath = route.anyPath != nil
            resolved.ownParameters = resolved.parameters
            // A feature's route continues the path of the group that includes the feature, which
            // the including enum writes.
            resolved.ownSegments = Array(resolved.path.segments.dropFirst(featurePathCount))
            if let group = flat.groupOfRoute[index] {
                var current: Int? = group
                while let enclosing = current, firstRoute[enclosing] == nil {
                    firstRoute[enclosing] = routes.count
                    current = flat.groups[enclosing].parent
                }
                let levels = Self.byGroup(resolved.parameters, groups: Self.chain(group, in: flat.groups))
                resolved.parameters = levels.flatMap { $0 }
                resolved.ownParameters = levels.last ?? []
                let groupPath = flat.groups[group].route.path?.value.segments.count ?? 0
                resolved.ownSegments = Array(resolved.path.segments.dropFirst(groupPath))
            }
            resolvedIndex[index] = routes.count
            routes.append(resolved)
        }
        routes = using(NavigationResolver.self) { $0.resolvingReferences(routes) }
        func nodeMembers(_ members: [GroupResolver.Member]) -> [RouteNode.Member] {
            members.compactMap { member -> RouteNode.Member? in
                switch member {
                case .route(let index):
                    return resolvedIndex[index].map { RouteNode.Member.route(routes[$0]) }
                case .group(let index):
                    // Its values are those its routes share, as its first route resolved them.
                    return .node(
                        resolvedGroup(
                            index, of: flat, first: firstRoute[index].map { routes[$0] },
                            members: nodeMembers(flat.groups[index].members)))
                }
            }
        }
        return RouteNode(
            kind: .file(
                id: 0, path: manifest.file,
                enums: manifest.types.compactMap { scope.types.enums[$0.name.value] }),
            name: manifest.enumName.value, caseName: "", swiftName: manifest.enumName.value,
            location: manifest.enumName.location,
            path: scope.outerGroup?.path?.value ?? PathPattern(segments: []),
            ownSegments: [], members: nodeMembers(flat.members))
    }

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
    /// has at the group's level (the ones the group names), and its path is spelled as that
    /// route's is (placeholders by their Swift names).
    func resolvedGroup(
        _ index: Int, of flat: GroupResolver.Flattened, first: ResolvedRoute?, members: [RouteNode.Member]
    ) -> RouteNode {
        let group = flat.groups[index]
        let chain = Self.chain(index, in: flat.groups)
        let written = group.route.path?.value ?? PathPattern(segments: [])
        let path =
            first.map { PathPattern(segments: Array($0.path.segments.prefix(written.segments.count))) }
            ?? written
        let enclosingCount =
            group.parent.flatMap { flat.groups[$0].route.path?.value.segments.count } ?? featurePathCount
        let enclosing = group.parent.map { resolvedSwiftName($0, of: flat) } ?? manifest.enumName.value
        return RouteNode(
            kind: .group, name: group.route.name.value, caseName: group.key.value,
            swiftName: enclosing + "." + group.key.value.capitalizedFirst, location: group.key.location,
            description: group.route.description, path: path,
            ownSegments: Array(path.segments.dropFirst(enclosingCount)),
            shared: first.map { Self.byGroup($0.parameters, groups: chain)[chain.count - 1] } ?? [],
            hosts: group.namesHosts ? first?.hosts : nil, members: members)
    }

    /// How many segments the group that includes this file's feature adds (0 for the app's file).
    private var featurePathCount: Int { scope.outerGroup?.path?.value.segments.count ?? 0 }

    private func resolvedSwiftName(_ index: Int, of flat: GroupResolver.Flattened) -> String {
        Self.chain(index, in: flat.groups).reduce(manifest.enumName.value) {
            $0 + "." + $1.key.value.capitalizedFirst
        }
    }
}
