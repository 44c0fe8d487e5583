@_spi(Generated) import RouteKit

/// The validator's groups phase: route groups (`routes:` under a route) checked, and their routes
/// listed as written, named after their groups (`course.reviews`), each with its group, and the
/// groups with their members, for the tree's nodes. ``TreeResolver`` resolves each group once and
/// each route relative to its group.
struct GroupResolver: ManifestChecking {
    let scope: ValidationScope
    var diagnostics = DiagnosticCollector()

    init(scope: ValidationScope) { self.scope = scope }

    /// The manifest's routes and groups, as written.
    struct Listing {
        /// Every route, groups' included, in manifest order, as written but named after its
        /// groups (`course.reviews`), with the names under `stack`, `root` and `shows` in full.
        var routes: [Route] = []
        /// The group of each route: an index in ``groups``.
        var groupOfRoute: [Int?] = []
        var groups: [Group] = []
        /// The file enum's cases.
        var members: [Member] = []
        /// The groups whose routes are in a feature manifest (`include:`), in manifest order.
        var included: [IncludedGroup] = []
    }

    /// A group whose routes are a feature manifest's: its enum is the feature's, its path and
    /// settings apply to the feature's routes.
    struct IncludedGroup {
        /// The group as written (at the top of its file's routes): its path is the part of the
        /// feature's routes' paths the feature's enum writes before its routes'.
        var route: Route
        /// Its key as written: the case that holds the feature's enum.
        var key: Located<String>
        var file: Located<String>
        /// Where its case sits: how many of the file enum's cases come before it.
        var slot: Int
        /// What it gives the feature's routes, resolved by ``TreeResolver`` with its enclosing
        /// groups' (a feature included by a feature's group continues that group).
        var scope = GroupScope()
    }

    /// A case of the file's enum or of a group's.
    enum Member {
        /// An index in ``Listing/routes``.
        case route(Int)
        /// An index in ``Listing/groups``.
        case group(Int)
    }

    /// A group as written, named after its enclosing groups, with its place.
    struct Group {
        var route: Route
        var key: Located<String>
        var parent: Int?
        /// Whether `hosts:` is written on it, rather than taken from an enclosing group.
        var namesHosts = false
        var members: [Member] = []
    }

    /// `routes` with every group's routes in its place.
    mutating func list(_ routes: [Route]) -> Listing {
        var result = Listing()
        result.members = list(routes, group: nil, into: &result)
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

    private mutating func list(
        _ routes: [Route], group: Int?, into result: inout Listing
    ) -> [Member] {
        var members: [Member] = []
        var typeNames: [String: SourceLocation] = [:]
        for written in routes {
            checkRouteName(written.name)
            let named = named(written, in: group, groups: result.groups)
            let route = using(HostResolver.self) { $0.lowerReach(named) }
            guard route.isGroup else {
                members.append(.route(result.routes.count))
                result.routes.append(route)
                result.groupOfRoute.append(group)
                continue
            }
            if let file = route.include {
                if checkIncludedGroup(written, topLevel: group == nil) {
                    result.included.append(
                        IncludedGroup(
                            route: Self.groupPart(of: route), key: written.name, file: file,
                            slot: members.count))
                }
                continue
            }
            guard checkGroup(written, typeNames: &typeNames, topLevel: group == nil) else { continue }
            let index = result.groups.count
            result.groups.append(Group(route: Self.groupPart(of: route), key: written.name, parent: group))
            result.groups[index].namesHosts = route.hosts != nil
            result.groups[index].members = list(route.routes, group: index, into: &result)
            members.append(.group(index))
        }
        return members
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

    /// `route` (a route or a group) named after its enclosing group (`course.reviews`), or after
    /// the group that includes the file.
    private func named(_ route: Route, in group: Int?, groups: [Group]) -> Route {
        guard let enclosing = group.map({ groups[$0].route }) ?? scope.outerGroup else { return route }
        var result = route
        result.name = Located(enclosing.name.value + "." + route.name.value, at: route.name.location)
        return result
    }

    /// A group with only the keys a group takes: those of a route alone (`stack`, `when`, …) are
    /// reported by the decoder, and its routes take none of them.
    private static func groupPart(of group: Route) -> Route {
        var part = group
        part.fragment = nil
        part.fragmentPath = nil
        part.fragmentItems = []
        part.fragmentItemsLocation = nil
        part.strict = nil
        part.carriedOnly = nil
        part.conditions = []
        part.anyPath = nil
        part.schemes = nil
        part.stack = []
        part.root = nil
        part.shows = nil
        part.modalStack = nil
        part.deprecated = nil
        part.removed = nil
        part.universalLink = nil
        return part
    }

    /// Group `index` and its enclosing groups, outermost first: indices in `groups`.
    static func chain(_ index: Int, in groups: [Group]) -> [Int] {
        var chain: [Int] = []
        var current: Int? = index
        while let group = current {
            chain.insert(group, at: 0)
            current = groups[group].parent
        }
        return chain
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
