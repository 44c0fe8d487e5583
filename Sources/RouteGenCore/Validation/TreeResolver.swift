/// The validator's last phase: the file's enum node, its routes resolved (``RouteResolver``),
/// chosen by their conditions (``ConditionResolver``) and their navigation references resolved
/// (``NavigationResolver``), in groups as written. A group's values are resolved once, on the
/// group; a route holds its groups' values, then its own.
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
        // Each group's values and path, resolved once, on the group.
        let groups = flat.groups.map(resolvedValues)
        var routes: [ResolvedRoute] = []
        var resolvedIndex: [Int: Int] = [:]
        for (index, route) in flat.routes.enumerated() {
            guard let path = route.path else { continue }  // its syntax error is already reported
            let ownPath = flat.ownPaths[index] ?? path.value
            var resolved = using(RouteResolver.self) { $0.resolve(route, path: path, ownPath: ownPath) }
            let group = flat.groupOfRoute[index].map { flat.groups[$0].route }
            (resolved.conditions, resolved.parameters) = using(ConditionResolver.self) {
                $0.resolveConditions(
                    route, parameters: resolved.parameters, group: group,
                    inGroup: group != nil || inFeatureGroup)
            }
            resolved.anyPath = route.anyPath != nil
            resolved.ownParameters = resolved.parameters
            if let group = flat.groupOfRoute[index] {
                // The route's values are its groups', outermost first, then its own.
                let chain = Self.chain(group, in: flat.groups).map { groups[$0] }
                let held = Set(chain.flatMap(\.shared).map(\.urlName))
                resolved.ownParameters = resolved.parameters.filter { !Self.isGroupValue($0, in: held) }
                resolved.parameters = chain.flatMap(\.shared) + resolved.ownParameters
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
                    return .node(
                        resolvedGroup(
                            index, of: flat, groups, members: nodeMembers(flat.groups[index].members)))
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
            ownSegments: scope.includingGroup?.ownPath.segments ?? [], members: nodeMembers(flat.members))
    }

    /// A group's values, resolved on the group as its routes' are: those it names (its path's, its
    /// query's, its hosts' value), and its path spelled with their Swift names.
    struct GroupValues {
        var path: PathPattern
        /// The segments it adds to its enclosing group's path.
        var ownSegments: [PathPattern.Segment]
        var shared: [ResolvedParameter]
        /// The hosts it names, as the app lists them.
        var hosts: [String]?
    }

    /// `group`'s values. Its problems are its routes' too (each is resolved with the group's path,
    /// values and settings), which report them; so they are not reported twice.
    func resolvedValues(of group: GroupResolver.Group) -> GroupValues {
        let written = group.route.path ?? Located(PathPattern(segments: []), at: group.key.location)
        var quiet = self
        let hosts = quiet.using(HostResolver.self) { $0.resolveHosts(group.route) }
        let (parameters, renamed) = quiet.using(ParameterResolver.self) {
            $0.resolveParameters(group.route, path: written, hostValue: hosts.value)
        }
        return GroupValues(
            path: written.value.renaming(renamed), ownSegments: group.ownPath.renaming(renamed).segments,
            shared: parameters.filter { Self.isGroupValue($0, in: group.valueNames) },
            hosts: hosts.hosts?.map { app.hosts[$0].value })
    }

    /// Whether `value` is one of the values a group holds, by their names in the URL: a group holds
    /// no fragment, no fragment item and no value of a fragment's path.
    static func isGroupValue(_ value: ResolvedParameter, in names: Set<String>) -> Bool {
        !value.isFragment && !value.inFragment && value.source != .fragmentPath
            && names.contains(value.urlName)
    }

    /// Group `index` and its enclosing groups, outermost first: indices in `groups`.
    static func chain(_ index: Int, in groups: [GroupResolver.Group]) -> [Int] {
        var chain: [Int] = []
        var current: Int? = index
        while let group = current {
            chain.insert(group, at: 0)
            current = groups[group].parent
        }
        return chain
    }

    /// The node of group `index`, with its values (`groups`, one per group of `flat`).
    func resolvedGroup(
        _ index: Int, of flat: GroupResolver.Flattened, _ groups: [GroupValues], members: [RouteNode.Member]
    ) -> RouteNode {
        let group = flat.groups[index]
        let enclosing = group.parent.map { resolvedSwiftName($0, of: flat) } ?? manifest.enumName.value
        return RouteNode(
            kind: .group, name: group.route.name.value, caseName: group.key.value,
            swiftName: enclosing + "." + group.key.value.capitalizedFirst, location: group.key.location,
            description: group.route.description, path: groups[index].path,
            ownSegments: groups[index].ownSegments,
            shared: groups[index].shared, hosts: group.namesHosts ? groups[index].hosts : nil,
            members: members)
    }

    private func resolvedSwiftName(_ index: Int, of flat: GroupResolver.Flattened) -> String {
        Self.chain(index, in: flat.groups).reduce(manifest.enumName.value) {
            $0 + "." + flat.groups[$1].key.value.capitalizedFirst
        }
    }
}
