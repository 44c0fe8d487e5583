import Foundation
@_spi(Generated) import RouteKit

/// Navigation keys (tab, stack, root, shows) and aliases checked against the routes they name,
/// and resolved, once every route is, into references that carry the route's values.
struct NavigationResolver: ManifestChecking {
    let scope: ValidationScope
    var diagnostics = DiagnosticCollector()

    init(scope: ValidationScope) { self.scope = scope }

    /// Checks the tab `route` (a route or a group) names and its `modalStack:`, which only a route
    /// shown as `presentation` (its own or its group's) sheet or cover has.
    mutating func checkNavigation(_ route: Route, presentation: Located<Presentation>?) {
        if let tab = route.tab {
            // Without schemes and hosts the file was reported as a feature given on its own.
            let alone = !isFeature && app.schemes.isEmpty && app.hosts.isEmpty
            if app.tabs.isEmpty && !alone {
                diagnostics.error(
                    .routes(.tabWithoutTabs(route: route.name.value, tab: tab.value)), at: tab.location)
            } else if !app.tabs.isEmpty && !app.tabs.contains(where: { $0.value == tab.value }) {
                let tabs = app.tabs.map(\.value)
                diagnostics.error(
                    .routes(
                        .unknownTab(
                            tab.value, suggestion: NearMiss.suggestion(for: tab.value, among: tabs),
                            declared: tabs)),
                    at: tab.location)
            }
        }
        if let modalStack = route.modalStack, ![.sheet, .cover].contains(presentation?.value ?? .push) {
            diagnostics.error(.routes(.modalStackOnPush(route: route.name.value)), at: modalStack.location)
        }
    }

    /// The route named under `stack`, `root` or `shows` by `route`, or `nil` (reported) when it
    /// is not one whose every required value `route` can give: it exists, is not `route` itself,
    /// is not removed, and each value it requires has a binding in `route` (``binding(of:in:)``).
    mutating func target(
        of entry: Located<String>, key: String, from route: ResolvedRoute, in routes: [ResolvedRoute],
        declared: Set<String>
    ) -> Int? {
        if entry.value == route.name {
            diagnostics.error(.routes(.namesItself(route: route.name, key: key)), at: entry.location)
            return nil
        }
        guard let index = routes.firstIndex(where: { $0.name == entry.value }) else {
            // A route declared but not resolved has had its error reported.
            if declared.contains(entry.value) { return nil }
            // Names as the route may write them: in full, or from one of its groups.
            let scopes = GroupResolver.scopes(of: route.name)
            let names = declared.sorted().flatMap { other in
                scopes.compactMap { scope in
                    other.hasPrefix(scope) ? String(other.dropFirst(scope.count)) : nil
                }
            }
            diagnostics.error(
                .routes(
                    .unknownRoute(
                        entry.value, key: key, suggestion: NearMiss.suggestion(for: entry.value, among: names)
                    )),
                at: entry.location)
            return nil
        }
        let target = routes[index]
        if target.removed != nil {
            diagnostics.error(.routes(.namesRemovedRoute(entry.value, key: key)), at: entry.location)
            return nil
        }
        var complete = true
        for needed in target.parameters
        where Self.isRequired(needed) && Self.binding(of: needed, in: route) == nil {
            complete = false
            if !route.parameters.contains(where: { $0.name == needed.name }),
                let renamed = route.parameters.first(where: { $0.urlName == needed.urlName })
            {
                diagnostics.error(
                    .routes(
                        .referenceRenamed(
                            target: entry.value, key: key, parameter: renamed.urlName, route: route.name,
                            swiftName: renamed.name, expected: needed.name)),
                    at: entry.location)
                continue
            }
            diagnostics.error(
                .routes(
                    .missingParameter(
                        target: entry.value, key: key, parameter: needed.urlName, type: needed.manifestType,
                        route: route.name,
                        has: route.parameters.first { $0.name == needed.name }?.manifestType)),
                at: entry.location)
        }
        return complete ? index : nil
    }

    /// A value every link of the route has: a path's (not an optional segment's), the host's, the
    /// fragment's path's, or an item's or the fragment's without a default.
    static func isRequired(_ value: ResolvedParameter) -> Bool {
        switch value.source {
        case .path, .catchAll, .pathPiece, .host, .fragmentPath: true
        case .item, .fragment: value.defaultValue == nil
        default: false
        }
    }

    /// The value of `route` that builds `needed`, a value of a route it shows: the one of the same
    /// Swift name and type, present in every link of `route` (and neither a list), or of the same
    /// Swift type (a group's shared `ref: String?` is passed on). The one rule the check of a
    /// reference and the reference itself follow.
    static func binding(of needed: ResolvedParameter, in route: ResolvedRoute) -> ResolvedParameter? {
        guard let value = route.parameters.first(where: { $0.name == needed.name }), value.type == needed.type
        else { return nil }
        let isList = { (value: ResolvedParameter) in Self.hasEmptyDefault(value.source) || value.isSegmentList
        }
        let present = !value.isOptional && !isList(value) && !isList(needed)
        return present || value.swiftType == needed.swiftType ? value : nil
    }

    /// `routes` with their `stack`, `root` and `shows` names resolved to typed references, and the
    /// access a link of each needs made that of every route it shows (``withAccess(of:showing:)``);
    /// run after every route is resolved, since a route may name one declared after it.
    mutating func resolvingReferences(_ routes: [ResolvedRoute]) -> [ResolvedRoute] {
        let declarations = Dictionary(
            scope.routes.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let declared = Set(declarations.keys)
        var resolved: [ResolvedRoute] = []
        for var route in routes {
            defer { resolved.append(route) }
            guard let declaration = declarations[route.name] else { continue }
            var shown: [(key: String, entry: Located<String>, target: ResolvedRoute)] = []
            func reference(_ key: String, _ name: Located<String>) -> RouteReference? {
                guard let index = target(of: name, key: key, from: route, in: routes, declared: declared)
                else { return nil }
                shown.append((key, name, routes[index]))
                return Self.reference(to: routes[index], at: index, from: route)
            }
            var references: [RouteReference] = []
            for entry in declaration.stack {
                if let found = reference("stack", entry) { references.append(found) }
            }
            route.stack = references
            route.root = declaration.root.flatMap { reference("root", $0) }
            route.shows = declaration.shows.flatMap { reference("shows", $0) }
            for (key, entry, target) in shown {
                route = needing(target, shownBy: route, key: key, at: entry.location)
                route = reaching(target, shownBy: route, key: key, at: entry.location)
            }
        }
        return resolved
    }

    /// `route` needing the sign-in and permissions of `target`, which its plan shows (`stack`,
    /// `root`, `shows`): a link shows them all, so the router checks them all. Where that adds to
    /// what the route says it needs, a warning at the entry says what the router will do.
    mutating func needing(
        _ target: ResolvedRoute, shownBy route: ResolvedRoute, key: String, at location: SourceLocation
    ) -> ResolvedRoute {
        let addsSignIn = target.requiresAuth && !route.requiresAuth
        let added = target.permissions.filter { !route.permissions.contains($0) }
        guard addsSignIn || !added.isEmpty else { return route }
        diagnostics.warning(
            .routes(
                .showsMoreAccess(
                    route: route.name, target: target.name, key: key, signIn: addsSignIn, permissions: added)),
            at: location)
        var route = route
        route.requiresAuth = route.requiresAuth || target.requiresAuth
        route.permissions += added
        return route
    }

    /// `route` reached only where `target`, which its plan shows, is reached too: a link shows them
    /// both, so a route kept off the web keeps off it every route that shows it. Where that takes
    /// links from the route, a warning at the entry names them.
    mutating func reaching(
        _ target: ResolvedRoute, shownBy route: ResolvedRoute, key: String, at location: SourceLocation
    ) -> ResolvedRoute {
        let met = route.reach.meeting(target.reach)
        guard met != route.reach else { return route }
        var lost: [String] = []
        if route.reach.web && !met.web { lost.append("web links") }
        let schemes = route.reach.schemes.filter { !met.schemes.contains($0) }
        if !schemes.isEmpty { lost.append("links on " + schemes.map { "'\($0):'" }.joined(separator: ", ")) }
        if met.carriedOnly && !route.reach.carriedOnly { lost.append("links opened on their own") }
        let reached =
            target.reach.isUnreachable
            ? "no link reaches"
            : target.reach.carriedOnly && !route.reach.carriedOnly && lost.count == 1
                ? "is reached only inside another link"
                : "is reached by \(target.reach.channelsDescription) only"
        diagnostics.warning(
            .routes(
                .showsNarrowerReach(
                    route: route.name, target: target.name, key: key, reached: reached,
                    lost: lost.joined(separator: " and "))),
            at: location)
        var route = route
        route.reach = met
        route.reachNarrowedBy = route.reachNarrowedBy ?? target.name
        return route
    }

    /// `target` built with `route`'s values where one builds a value of it
    /// (``binding(of:in:)``), and with defaults elsewhere (``target(of:key:from:in:declared:)``
    /// ensures every required one has one).
    static func reference(
        to target: ResolvedRoute, at index: Int, from route: ResolvedRoute
    ) -> RouteReference {
        let arguments = target.parameters.map { parameter -> RouteReference.Argument in
            binding(of: parameter, in: route).map { .value($0.name) } ?? .defaultValue
        }
        return RouteReference(route: index, name: target.name, arguments: arguments)
    }

    /// A list or dictionary, whose default is empty.
    static func hasEmptyDefault(_ source: ResolvedParameter.Source) -> Bool {
        source.isRepeatedItem || source == .otherQueryItems
    }

    /// Reports each alias of `route` that does not read the values `path` reads, each as `path`
    /// reads it (``PathPattern/valueReadings``).
    mutating func checkAliases(_ route: Route, path: PathPattern) {
        let expected = path.valueReadings
        for alias in route.aliases where alias.value.valueReadings != expected {
            let message: ManifestMessage.Routes
            if let value = path.valueReadInsideASegmentOtherwise(than: alias.value) {
                message = .aliasReadsValueOtherwise(
                    alias: "\(alias.value)", path: "\(path)", value: value, route: route.name.value)
            } else {
                message = .aliasPlaceholders(alias: "\(alias.value)", path: "\(path)", expected: expected)
            }
            diagnostics.error(.routes(message), at: alias.location)
        }
    }
}
