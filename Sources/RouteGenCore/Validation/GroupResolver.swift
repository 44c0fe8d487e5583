@_spi(Generated) import RouteKit

/// The validator's groups phase: route groups (`routes:` under a route) flattened into routes that
/// carry their groups' path, values and settings, so every later check sees a route as a URL
/// reaches it; the groups are kept beside them, with their members, for the tree's nodes.
struct GroupResolver: ManifestChecking {
    let scope: ValidationScope
    var diagnostics = DiagnosticCollector()

    init(scope: ValidationScope) { self.scope = scope }

    /// The manifest's routes, groups flattened, and the groups as written.
    struct Flattened {
        /// Every route, groups' included, in manifest order: named `course.reviews`, with the
        /// group's path before its own, the group's values first and its settings unless set.
        var routes: [Route] = []
        /// The group of each route: an index in ``groups``.
        var groupOfRoute: [Int?] = []
        /// Each route's path as written, which continues its group's.
        var ownPaths: [PathPattern?] = []
        var groups: [Group] = []
        /// The file enum's cases.
        var members: [Member] = []
        /// The groups whose routes are in a feature manifest (`include:`), in manifest order.
        var included: [IncludedGroup] = []
    }

    /// A group whose routes are a feature manifest's: its enum is the feature's, its path and
    /// settings apply to the feature's routes.
    struct IncludedGroup {
        /// The group, with its enclosing group's path and settings (a feature's own group
        /// includes one with the group that includes the feature's).
        var route: Route
        /// Its path as written, which continues its enclosing group's: the part of the feature's
        /// routes' paths the feature's enum writes before its routes'.
        var ownPath: PathPattern
        /// Its key as written: the case that holds the feature's enum.
        var key: Located<String>
        var file: Located<String>
        /// Where its case sits: how many of the file enum's cases come before it.
        var slot: Int
    }

    /// A case of the file's enum or of a group's.
    enum Member {
        /// An index in ``Flattened/routes``.
        case route(Int)
        /// An index in ``Flattened/groups``.
        case group(Int)
    }

    /// A group as written, with its place.
    struct Group {
        /// With its enclosing groups' path, values and settings, as its routes inherit them.
        var route: Route
        /// Its path as written, which continues its enclosing group's.
        var ownPath: PathPattern
        var key: Located<String>
        var parent: Int?
        /// Whether `hosts:` is written on it, rather than taken from an enclosing group.
        var namesHosts = false
        /// The URL names of the values it adds to its enclosing groups': its path's placeholders,
        /// its query items, and its hosts' value when it names hosts.
        var valueNames: Set<String>
        var members: [Member] = []
    }

    /// `routes` with every group's routes in its place.
    mutating func flatten(_ routes: [Route]) -> Flattened {
        var result = Flattened()
        result.members = flatten(routes, group: nil, into: &result)
        let names = Set(result.routes.map(\.name.value))
        let inFeatureGroup = scope.outerGroup != nil
        for index in result.routes.indices where result.groupOfRoute[index] != nil || inFeatureGroup {
            let scopes = Self.scopes(of: result.routes[index].name.value)
            let resolve = { (entry: Located<String>) -> Located<String> in
                // A name is looked up from the route's own group outwards: `overview` in
                // `course.lesson` is `course.lesson.overview`, else `course.overview`, else `overview`.
                let found = scopes.map { $0 + entry.value }.first(where: names.contains)
                return Located(found ?? entry.value, at: entry.location)
            }
            result.routes[index].stack = result.routes[index].stack.map(resolve)
            result.routes[index].root = result.routes[index].root.map(resolve)
            result.routes[index].shows = result.routes[index].shows.map(resolve)
        }
        return result
    }

    /// The prefixes a name in `route` is looked up under, innermost first: `course.lesson.`,
    /// `course.`, ``.
    static func scopes(of route: String) -> [String] {
        let parts = route.split(separator: ".").dropLast()
        return (0...parts.count).reversed().map { count in
            parts.prefix(count).map { $0 + "." }.joined()
        }
    }

    private mutating func flatten(
        _ routes: [Route], group: Int?, into result: inout Flattened
    ) -> [Member] {
        let enclosing = group.map { result.groups[$0].route } ?? scope.outerGroup
        var members: [Member] = []
        var typeNames: [String: SourceLocation] = [:]
        for route in routes {
            checkRouteName(route.name)
            checkGroupValues(typedBy: route, in: group, groups: result.groups)
            let inherited = inheriting(route, from: enclosing)
            guard route.isGroup else {
                members.append(.route(result.routes.count))
                result.routes.append(inherited)
                result.groupOfRoute.append(group)
                result.ownPaths.append(route.path?.value)
                continue
            }
            if let file = route.include {
                if checkIncludedGroup(route, topLevel: group == nil) {
                    result.included.append(
                        IncludedGroup(
                            route: inherited, ownPath: route.path?.value ?? PathPattern(segments: []),
                            key: route.name, file: file, slot: members.count))
                }
                continue
            }
            guard checkGroup(route, typeNames: &typeNames, topLevel: group == nil) else { continue }
            let index = result.groups.count
            result.groups.append(
                Group(
                    route: inherited, ownPath: route.path?.value ?? PathPattern(segments: []),
                    key: route.name, parent: group,
                    valueNames: Set(
                        (route.path?.value.parameterNames ?? []) + route.query.map(\.name.value)
                            + [route.hosts.flatMap(\.first).flatMap(hostValueName)].compactMap { $0 })))
            result.groups[index].namesHosts = route.hosts != nil
            result.groups[index].members = flatten(route.routes, group: index, into: &result)
            members.append(.group(index))
        }
        return members
    }

    /// Reports each value of an enclosing group of this file that `route` (a route or a group)
    /// types under its `params:`: the group's case holds it once for all its routes, typed where
    /// the group declares it. (A feature's values are its routes' own: the group that includes the
    /// feature holds none.)
    private mutating func checkGroupValues(typedBy route: Route, in group: Int?, groups: [Group]) {
        for parameter in route.params {
            var current = group
            while let index = current, !groups[index].valueNames.contains(parameter.name.value) {
                current = groups[index].parent
            }
            guard let owner = current else { continue }
            diagnostics.error(
                .groups(
                    .groupValueTypedByRoute(
                        value: parameter.name.value, group: groups[owner].route.name.value)),
                at: parameter.name.location)
        }
    }

    /// Reports what a group cannot be; returns whether its routes can be read.
    private mutating func checkGroup(
        _ group: Route, typeNames: inout [String: SourceLocation], topLevel: Bool
    ) -> Bool {
        let name = group.name
        var ok = checkVersion(of: group)
        if !checkPathContinues(group) { ok = false }
        if group.routes.allSatisfy({ $0.removed != nil }) {
            diagnostics.error(.groups(.onlyRemovedRoutes(group: name.value)), at: name.location)
            ok = false
        }
        for item in group.query where item.type.value.shape == .dictionary {
            diagnostics.error(
                .groups(
                    .sharesOtherItems(group: name.value, item: item.name.value, type: "\(item.type.value)")),
                at: item.name.location)
            ok = false
        }
        for item in group.query where item.type.value.name == manifest.enumName.value && !isFeature {
            diagnostics.error(
                .groups(
                    .sharesCarriedLink(group: name.value, item: item.name.value, type: "\(item.type.value)")),
                at: item.name.location)
            ok = false
        }
        let typeName = name.value.capitalizedFirst
        // A name the generated code uses, or (for a top-level group) a declared type's.
        let isDeclaredType = topLevel && manifest.types.contains { $0.name.value == typeName }
        if isDeclaredType || ManifestValidator.namesTheGeneratedCodeUses.contains(typeName) {
            diagnostics.error(
                .groups(
                    .nestedEnumTaken(group: name.value, typeName: typeName, isDeclaredType: isDeclaredType)),
                at: name.location)
            ok = false
        } else if let first = typeNames[typeName] {
            diagnostics.error(
                .groups(.nestedEnumsCollide(group: name.value, typeName: typeName)), at: name.location,
                notes: [Diagnostic.Note(.otherGroup, at: first)])
            ok = false
        }
        typeNames[typeName] = name.location
        return ok && group.path != nil
    }

    /// Reports what a group with `include:` cannot be; returns whether its file can be read.
    /// The feature's enum builds its own links, so the group holds no values for it.
    private mutating func checkIncludedGroup(_ group: Route, topLevel: Bool) -> Bool {
        let name = group.name
        var ok = checkVersion(of: group)
        if !topLevel {
            diagnostics.error(.groups(.includeInsideGroup(group: name.value)), at: name.location)
            ok = false
        }
        if !checkPathContinues(group) { ok = false }
        if let path = group.path, let value = path.value.parameterNames.first {
            diagnostics.error(
                .groups(.includingGroupWithPathValue(group: name.value, value: value)), at: path.location)
            ok = false
        }
        if let item = group.query.first {
            diagnostics.error(
                .groups(.includingGroupWithQueryItem(group: name.value, item: item.name.value)),
                at: item.name.location)
            ok = false
        }
        return ok && group.path != nil
    }

    /// Reports a group in a manifest older than 1.1; returns whether the version allows groups.
    private mutating func checkVersion(of group: Route) -> Bool {
        requireVersion1_1(for: .group(group.name.value), at: group.name.location)
    }

    /// Reports a group path its routes' paths cannot continue; returns whether they can.
    private mutating func checkPathContinues(_ group: Route) -> Bool {
        guard let path = group.path, let last = path.value.segments.last else { return true }
        switch last {
        case .optionalParameter(let value):
            diagnostics.error(
                .groups(.pathEndsOptional(group: group.name.value, value: value)), at: path.location)
        case .catchAll(let value):
            diagnostics.error(
                .groups(.pathEndsWithCatchAll(group: group.name.value, value: value)), at: path.location)
        case .literal, .parameter, .pieces:
            return true
        }
        return false
    }

    /// `route` as its group's: the group's name, path and values before its own, and the group's
    /// settings where it sets none. A value the group has already is reported and dropped.
    private mutating func inheriting(_ route: Route, from group: Route?) -> Route {
        guard let group, let prefix = group.path else { return route }
        var result = route
        result.name = Located(group.name.value + "." + route.name.value, at: route.name.location)
        result.path = route.path.map { PathPattern.joining(prefix, $0) }
        // A group's aliases are other prefixes of its routes' paths (a moved group keeps its old
        // links): each of them before the route's path and each of its aliases.
        let patterns = route.path.map { [$0] + route.aliases } ?? route.aliases
        result.aliases =
            route.aliases.map { PathPattern.joining(prefix, $0) }
            + group.aliases.flatMap { alias in patterns.map { PathPattern.joining(alias, $0) } }
        let shared = Set(group.query.map(\.name.value) + prefix.value.parameterNames)
        let own = route.query.filter { item in
            guard shared.contains(item.name.value) else { return true }
            diagnostics.error(
                .groups(.valueOfGroupAlready(value: item.name.value, group: group.name.value)),
                at: item.name.location)
            return false
        }
        result.params = group.params + route.params
        result.query = group.query + own
        if let hosts = route.hosts, group.hosts != nil {
            diagnostics.error(
                .groups(.hostsInGroupWithHosts(route: route.name.value, group: group.name.value)),
                at: hosts.first?.location ?? route.name.location)
        }
        result.hosts = group.hosts ?? route.hosts
        result.auth = route.auth ?? group.auth
        result.permissions = route.permissions ?? group.permissions
        result.tab = route.tab ?? group.tab
        result.presentation = route.presentation ?? group.presentation
        let set = Set(route.metadata.map(\.key.value))
        result.metadata = group.metadata.filter { !set.contains($0.key.value) } + route.metadata
        return result
    }

    /// The value a listed host carries (`lang` of `{lang}.example.com`), for the host `written`
    /// names.
    func hostValueName(_ written: Located<String>) -> String? {
        let host = app.hosts.first { $0.value.lowercased() == written.value.lowercased() }
        if case .label(let name)? = host.map({ HostPattern($0.value).kind }) { return name }
        return nil
    }

    mutating func checkRouteName(_ name: Located<String>) {
        if checkIdentifier(name, role: "route name", suffix: "Route"),
            ManifestValidator.reservedRouteNames.contains(name.value)
        {
            diagnostics.error(
                .names(.routeClashesWithMember(route: name.value, enumName: manifest.enumName.value)),
                at: name.location)
        }
    }

}
