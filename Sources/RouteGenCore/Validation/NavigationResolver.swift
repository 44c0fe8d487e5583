import Foundation
@_spi(Generated) import RouteKit

/// Navigation keys (tab, stack, root, shows) and aliases checked against the routes they name,
/// and resolved, once every route is, into references that carry the route's values.
struct NavigationResolver: ManifestChecking {
    let scope: ValidationScope
    var diagnostics = DiagnosticCollector()

    init(scope: ValidationScope) { self.scope = scope }

    mutating func checkNavigation(_ route: Route) {
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
        for entry in route.stack { checkReference(entry, key: "stack", from: route) }
        if let root = route.root { checkReference(root, key: "root", from: route) }
        if let shows = route.shows { checkReference(shows, key: "shows", from: route) }
        if let modalStack = route.modalStack, ![.sheet, .cover].contains(route.presentation?.value ?? .push) {
            diagnostics.error(.routes(.modalStackOnPush(route: route.name.value)), at: modalStack.location)
        }
    }

    /// Checks a route named under `stack`, `root` or `shows`: it exists, is not `route` itself, and
    /// every value it requires can be taken from a parameter of `route` with the same name and type.
    mutating func checkReference(_ entry: Located<String>, key: String, from route: Route) {
        if entry.value == route.name.value {
            diagnostics.error(.routes(.namesItself(route: route.name.value, key: key)), at: entry.location)
            return
        }
        guard let target = scope.routes.first(where: { $0.name.value == entry.value }) else {
            // Names as the route may write them: in full, or from one of its groups.
            let scopes = GroupResolver.scopes(of: route.name.value)
            let names = scope.routes.flatMap { other in
                scopes.compactMap { scope in
                    other.name.value.hasPrefix(scope) ? String(other.name.value.dropFirst(scope.count)) : nil
                }
            }
            diagnostics.error(
                .routes(
                    .unknownRoute(
                        entry.value, key: key, suggestion: NearMiss.suggestion(for: entry.value, among: names)
                    )),
                at: entry.location)
            return
        }
        if target.removed != nil {
            diagnostics.error(.routes(.namesRemovedRoute(entry.value, key: key)), at: entry.location)
            return
        }
        for (name, type) in Self.requiredParameters(of: target)
        where Self.valueType(of: name, in: route) != type {
            diagnostics.error(
                .routes(
                    .missingParameter(
                        target: entry.value, key: key, parameter: name, type: type, route: route.name.value)),
                at: entry.location)
        }
    }

    /// `routes` with their `stack`, `root` and `shows` names resolved to typed references, and the
    /// access a link of each needs made that of every route it shows (``withAccess(of:showing:)``);
    /// run after every route is resolved, since a route may name one declared after it.
    mutating func resolvingReferences(_ routes: [ResolvedRoute]) -> [ResolvedRoute] {
        let indices = Dictionary(
            routes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let declarations = Dictionary(
            scope.routes.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        return routes.map { route in
            guard let declaration = declarations[route.name] else { return route }
            var shown: [(key: String, entry: Located<String>, target: ResolvedRoute)] = []
            let reference = { (key: String, name: Located<String>) -> RouteReference? in
                guard let index = indices[name.value] else { return nil }  // reported by checkReference
                shown.append((key, name, routes[index]))
                return Self.reference(to: routes[index], at: index, from: route)
            }
            var route = route
            route.stack = declaration.stack.compactMap { reference("stack", $0) }
            route.root = declaration.root.flatMap { reference("root", $0) }
            route.shows = declaration.shows.flatMap { reference("shows", $0) }
            for (key, entry, target) in shown {
                route = needing(target, shownBy: route, key: key, at: entry.location)
                route = reaching(target, shownBy: route, key: key, at: entry.location)
            }
            return route
        }
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

    /// `target` built with `route`'s values where a name and type match — a value always present,
    /// or one of the same optional or array type (a group's shared `ref: String?` is passed on) —
    /// and with defaults elsewhere (``checkReference`` ensures every required one matches).
    static func reference(
        to target: ResolvedRoute, at index: Int, from route: ResolvedRoute
    ) -> RouteReference {
        let arguments = target.parameters.map { parameter -> RouteReference.Argument in
            guard let value = route.parameters.first(where: { $0.name == parameter.name }) else {
                return .defaultValue
            }
            let present =
                !value.isOptional && ![value.source, parameter.source].contains(where: Self.hasEmptyDefault)
            guard value.type == parameter.type, present || value.swiftType == parameter.swiftType else {
                return .defaultValue
            }
            return .value(value.name)
        }
        return RouteReference(route: index, name: target.name, arguments: arguments)
    }

    /// A list or dictionary, whose default is empty.
    static func hasEmptyDefault(_ source: ResolvedParameter.Source) -> Bool {
        source.isRepeatedItem || source == .otherQueryItems
    }

    /// The parameters a URL must supply for `route`, with their type names.
    static func requiredParameters(of route: Route) -> [(name: String, type: String)] {
        var result: [(String, String)] = []
        for segment in route.path?.value.segments ?? [] {
            switch segment {
            case .catchAll(""): continue
            case .parameter(let name), .catchAll(let name):
                result.append(
                    (name, route.params.first { $0.name.value == name }?.type.value.name ?? "String"))
            case .pieces(_, let names):
                for name in names {
                    result.append(
                        (name, route.params.first { $0.name.value == name }?.type.value.name ?? "String"))
                }
            case .literal, .optionalParameter: continue
            }
        }
        for item in route.query + route.fragmentItems
        where item.type.value.shape == .single && item.defaultValue == nil {
            result.append((item.name.value, item.type.value.name))
        }
        return result
    }

    /// The type name of a value `route` always has under `name` (not optional), if any.
    static func valueType(of name: String, in route: Route) -> String? {
        for segment in route.path?.value.segments ?? [] {
            switch segment {
            case .parameter(let placeholder) where placeholder == name,
                .catchAll(let placeholder) where placeholder == name:
                return route.params.first { $0.name.value == name }?.type.value.name ?? "String"
            case .pieces(_, let names) where names.contains(name):
                return route.params.first { $0.name.value == name }?.type.value.name ?? "String"
            case .optionalParameter(let placeholder) where placeholder == name:
                let declaration = route.params.first { $0.name.value == name }
                return declaration?.defaultValue == nil ? nil : declaration?.type.value.name
            default: continue
            }
        }
        guard let item = (route.query + route.fragmentItems).first(where: { $0.name.value == name }) else {
            return nil
        }
        return item.type.value.shape == .single || item.defaultValue != nil ? item.type.value.name : nil
    }

    mutating func checkAliases(_ route: Route, path: PathPattern) {
        // Each value with how it is read: a value inside a segment is read as one in the alias too.
        func values(_ pattern: PathPattern) -> [String] {
            pattern.segments.flatMap { segment in
                segment.hasPieces
                    ? segment.valueNames.map { "{\($0)} inside a segment" }
                    : segment.parameterName == nil
                        ? [] : ["\(PathPattern(segments: [segment]).description.dropFirst())"]
            }.sorted()
        }
        let expected = values(path)
        for alias in route.aliases {
            if values(alias.value) != expected {
                let want = expected
                diagnostics.error(
                    .routes(.aliasPlaceholders(alias: "\(alias.value)", path: "\(path)", expected: want)),
                    at: alias.location)
            }
        }
    }
}
