/// The validator's last phase: the file's enum node, each group resolved once, on the group
/// (``GroupScope``), and each route relative to its group (``RouteResolver``), then the routes'
/// navigation references (``NavigationResolver``), in groups as written. A route holds its
/// groups' values, then its own.
struct TreeResolver: ManifestChecking {
    let scope: ValidationScope
    var diagnostics = DiagnosticCollector()

    init(scope: ValidationScope) { self.scope = scope }

    /// The file's enum: its groups and routes resolved, in groups as written; and the groups that
    /// include feature files, each with what it gives the feature's routes.
    mutating func resolveNode(
        _ flat: GroupResolver.Listing
    ) -> (node: RouteNode, included: [GroupResolver.IncludedGroup]) {
        // A feature's top is its including group, resolved with the file that includes it.
        let top = scope.includingGroup?.scope ?? GroupScope()
        // Each group once, after its enclosing group (which comes first in `flat.groups`).
        var groups: [GroupScope] = []
        for group in flat.groups {
            groups.append(resolved(group.route, key: group.key, in: group.parent.map { groups[$0] } ?? top))
        }
        var included = flat.included
        for index in included.indices {
            included[index].scope = resolved(
                included[index].route, key: included[index].key, in: top, holdsHostValue: false)
        }
        var routes: [ResolvedRoute] = []
        var resolvedIndex: [Int: Int] = [:]
        // Routes that name hosts, or whose group does, resolved or not.
        var namingHosts: Set<String> = []
        for (index, route) in flat.routes.enumerated() {
            guard let path = route.path else { continue }  // its syntax error is already reported
            let group = flat.groupOfRoute[index].map { groups[$0] } ?? top
            let resolved = using(RouteResolver.self) { $0.resolve(route, path: path, in: group) }
            if route.hosts != nil || group.hosts != nil { namingHosts.insert(resolved.name) }
            resolvedIndex[index] = routes.count
            routes.append(resolved)
        }
        let isFeature = isFeature
        using(HostResolver.self) {
            if !isFeature {
                $0.checkExclusiveHosts(
                    named: (flat.routes + flat.groups.map(\.route) + flat.included.map(\.route)).compactMap(
                        \.hosts))
            }
            $0.checkScreenHosts(routes.filter { !namingHosts.contains($0.name) })
        }
        routes = using(NavigationResolver.self) { $0.resolvingReferences(routes) }
        func nodeMembers(_ members: [GroupResolver.Member]) -> [RouteNode.Member] {
            members.compactMap { member -> RouteNode.Member? in
                switch member {
                case .route(let index):
                    return resolvedIndex[index].map { RouteNode.Member.route(routes[$0]) }
                case .group(let index):
                    return .node(
                        node(of: index, flat, groups, members: nodeMembers(flat.groups[index].members)))
                }
            }
        }
        let file = RouteNode(
            kind: .file(
                id: 0, path: manifest.file,
                enums: manifest.types.compactMap { scope.types.enums[$0.name.value] }),
            name: manifest.enumName.value, caseName: "", swiftName: manifest.enumName.value,
            location: manifest.enumName.location,
            path: top.path?.value ?? PathPattern(segments: []), ownSegments: top.ownPath.segments,
            members: nodeMembers(flat.members))
        return (file, included)
    }

    /// A group (`route`, written under `key`) resolved once, relative to its enclosing group
    /// (`enclosing`): its path, other paths, values, hosts and settings continued from the
    /// enclosing group's. A group that includes a feature holds no values, not even its hosts'
    /// (`holdsHostValue`): the feature's routes read it, each as one of its own.
    private mutating func resolved(
        _ route: Route, key: Located<String>, in enclosing: GroupScope, holdsHostValue: Bool = true
    ) -> GroupScope {
        let path = route.path ?? Located(PathPattern(segments: []), at: key.location)
        var result = enclosing
        result.name = route.name.value
        result.isGroup = true
        let hosts = using(HostResolver.self) { $0.resolveHosts(route, in: enclosing) }
        result.hosts = hosts.reached
        // A value passed on to the routes is one the group's `params:` may type for them.
        let (values, renamed, placeholders) = using(ParameterResolver.self) {
            $0.resolveParameters(
                route, path: path, in: enclosing, hostValue: hosts.named?.value ?? enclosing.unheldHostValue,
                holdsHostValue: hosts.named != nil && holdsHostValue)
        }
        result.ownValues = values
        result.values += values
        result.placeholders = placeholders
        // Whether they resolved or not: a route does not redeclare them.
        for name in placeholders.keys where enclosing.placeholders[name] == nil {
            result.holders[name] = route.name.value
        }
        result.renamed.merge(renamed) { _, own in own }
        result.ownPath = path.value
        result.path = enclosing.joined(path)
        result.aliases = enclosing.joinedAliases(path: path, aliases: route.aliases)
        result.declarations += route.params + route.query
        result.itemNames.formUnion(route.query.map(\.name.value))
        let access = route.access(over: RouteAccess(auth: enclosing.auth, permissions: enclosing.permissions))
        result.auth = access.auth
        result.permissions = access.permissions
        result.tab = route.tab ?? enclosing.tab
        result.presentation = route.presentation ?? enclosing.presentation
        using(NavigationResolver.self) {
            $0.checkNavigation(route, presentation: result.presentation)
            $0.checkAliases(route, path: path.value)
        }
        using(RouteResolver.self) { $0.checkPermissions(route) }
        result.metadata = using(MetadataResolver.self) {
            $0.resolveValues(of: route, over: enclosing.metadata, complete: false)
        }
        return result
    }

    /// The node of group `index` (`scopes`: each group of `flat` resolved).
    private func node(
        of index: Int, _ flat: GroupResolver.Listing, _ scopes: [GroupScope], members: [RouteNode.Member]
    ) -> RouteNode {
        let group = flat.groups[index]
        let scope = scopes[index]
        let enclosing = group.parent.map { swiftName(of: $0, flat) } ?? manifest.enumName.value
        let path = scope.path?.value ?? PathPattern(segments: [])
        return RouteNode(
            kind: .group, name: group.route.name.value, caseName: group.key.value,
            swiftName: enclosing + "." + group.key.value.capitalizedFirst, location: group.key.location,
            description: group.route.description, path: path.renaming(scope.renamed),
            ownSegments: scope.ownPath.renaming(scope.renamed).segments,
            shared: scope.ownValues,
            hosts: group.namesHosts ? scope.hosts?.indices?.map { app.hosts[$0].value } : nil,
            members: members)
    }

    private func swiftName(of index: Int, _ flat: GroupResolver.Listing) -> String {
        GroupResolver.chain(index, in: flat.groups).reduce(manifest.enumName.value) {
            $0 + "." + flat.groups[$1].key.value.capitalizedFirst
        }
    }
}
