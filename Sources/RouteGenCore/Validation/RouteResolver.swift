@_spi(Generated) import RouteKit

/// One route, resolved relative to its group (``GroupScope``): its hosts and schemes
/// (``HostResolver``), its values (``ParameterResolver``) and the conditions that choose it
/// (``ConditionResolver``), its navigation checked (``NavigationResolver``), its metadata
/// (``MetadataResolver``) and its own flags, each continued from its group's where it sets none.
struct RouteResolver: ManifestChecking {
    let scope: ValidationScope
    var diagnostics = DiagnosticCollector()

    init(scope: ValidationScope) { self.scope = scope }

    /// `route`, written at `path` in `group`: its path is the group's, then its own.
    mutating func resolve(
        _ route: Route, path ownPath: Located<PathPattern>, in group: GroupScope
    ) -> ResolvedRoute {
        let name = route.name
        let hosts = using(HostResolver.self) { $0.resolveHosts(route, in: group) }
        // The value of the hosts the route is reached on is its own, unless its group holds it.
        let (ownValues, ownRenamed, _) = using(ParameterResolver.self) {
            $0.resolveParameters(
                route, path: ownPath, in: group, hostValue: hosts.named?.value ?? group.unheldHostValue)
        }
        let (conditions, own) = using(ConditionResolver.self) {
            $0.resolveConditions(route, parameters: ownValues, in: group)
        }
        let renamed = group.renamed.merging(ownRenamed) { _, own in own }
        let path = group.joined(ownPath)
        let aliases = group.joinedAliases(path: ownPath, aliases: route.aliases)
        let presentation = route.presentation ?? group.presentation
        using(NavigationResolver.self) {
            $0.checkNavigation(route, presentation: presentation)
            $0.checkAliases(route, path: ownPath.value)
        }
        if let universalLink = route.universalLink, universalLink.value, app.hosts.isEmpty {
            diagnostics.error(.routes(.universalLinkWithoutHosts), at: universalLink.location)
        }
        if let removed = route.removed {
            if removed.value.isEmpty {
                diagnostics.error(.routes(.removedWithoutReason), at: removed.location)
            }
            if route.deprecated != nil {
                diagnostics.error(.routes(.removedAndDeprecated(route: name.value)), at: removed.location)
            }
        }
        checkPermissions(route)
        let metadata = using(MetadataResolver.self) { $0.resolveValues(of: route, over: group.metadata) }
        let access = route.access(over: RouteAccess(auth: group.auth, permissions: group.permissions))
        var resolved = ResolvedRoute(
            name: name.value, location: name.location, path: path.value.renaming(renamed),
            aliases: aliases.map { $0.value.renaming(renamed) },
            patternLocations: [path.location] + aliases.map(\.location), parameters: group.values + own,
            requiresAuth: access.auth ?? false, permissions: (access.permissions ?? []).map(\.value),
            tab: (route.tab ?? group.tab)?.value, stack: [], root: nil, shows: nil,
            // 1.1's `modalStack: false`, which the decoder reads 1.2's `plainSheet` and `plainCover` into.
            presentation: (presentation?.value ?? .push).withoutStack(route.modalStack?.value == false),
            description: route.description, deprecated: route.deprecated, removed: route.removed?.value,
            reach: RouteReach(web: false, schemes: []))
        resolved.ownParameters = own
        resolved.conditions = conditions
        resolved.anyPath = route.anyPath != nil
        resolved.metadata = metadata
        resolved.ownSegments = ownPath.value.renaming(renamed).segments
        resolved.hosts = hosts.reached?.indices?.map { app.hosts[$0].value }
        resolved.schemes = using(HostResolver.self) {
            $0.resolveSchemes(route, hosts: hosts.reached?.written)
        }
        // A route on some hosts is reached on a custom scheme only where the scheme carries a host.
        let schemes =
            resolved.hosts == nil ? app.schemes.map(\.value) : app.hostSchemes.map(\.value)
        resolved.reach = RouteReach(
            web: route.universalLink?.value ?? (!app.hosts.isEmpty && route.schemes == nil),
            schemes: resolved.schemes ?? route.channels.map { named in schemes.filter(named.contains) }
                ?? schemes,
            carriedOnly: checkCarriedOnly(route))
        resolved.readsAnyHost = route.anyHost != nil
        checkReachOverGroup(route, group: group)
        // A content link's host is anyone's: no value is read from it.
        if let anyHost = route.anyHost, let value = resolved.parameters.first(where: \.isHostValue) {
            diagnostics.error(
                .hosts(.anyHostReadsHostValue(route: name.value, value: value.name)), at: anyHost)
        }
        resolved.fragmentPath = using(ParameterResolver.self) {
            $0.resolveFragmentPath(route, renamed: renamed)
        }
        resolved.fragmentPathLocation = route.fragmentPath?.location
        resolved.strict = checkStrict(route, parameters: resolved.parameters, group: group)
        return resolved
    }

    /// Reports what a route's `reach:` (1.2) leaves unsaid or its group's hosts undo: an
    /// `optionalHost` scheme beside the web without hosts; a scheme whose links carry no host, where
    /// the group names hosts.
    mutating func checkReachOverGroup(_ route: Route, group: GroupScope) {
        // Beside the web or a scheme that always carries a host, an `optionalHost` scheme would take
        // its links on every host too: named alone it takes its screen links, beside hosts its links
        // on them.
        let optional = Set(app.optionalHostSchemes.map(\.value))
        if route.hosts == nil, group.hosts == nil,
            let ambiguous = route.channels?.first(where: optional.contains)
        {
            diagnostics.error(
                .hosts(.reachOptionalHostBesideWeb(scheme: ambiguous, route: route.name.value)),
                at: route.reach?.value.first { $0.value.lowercased() == ambiguous.lowercased() }?.location
                    ?? route.name.location)
        }
        guard route.reach != nil, route.hosts == nil, group.hosts != nil else { return }
        let carryingHost = Set(app.hostSchemes.map(\.value))
        for scheme in route.channels ?? [] where !carryingHost.contains(scheme) {
            diagnostics.error(
                .hosts(.reachSchemeWithoutHost(scheme: scheme, route: route.name.value)),
                at: route.reach?.location ?? route.name.location)
        }
    }

    /// Reports an empty permission `route` (a route or a group) lists.
    mutating func checkPermissions(_ route: Route) {
        for permission in (route.permissions ?? []) + (route.needs ?? []) where permission.value.isEmpty {
            diagnostics.error(.routes(.emptyPermission), at: permission.location)
        }
    }

    /// `strict:` (1.1): the spelling rules the route's links keep, none of which the route's own
    /// reading of a link may break.
    mutating func checkStrict(
        _ route: Route, parameters: [ResolvedParameter], group: GroupScope
    ) -> StrictLink.Checks {
        guard let written = route.strict else { return [] }
        guard requireVersion1_1("strict", at: written.location) else { return [] }
        var checks: StrictLink.Checks = []
        if written.value.isEmpty {
            diagnostics.error(.routes(.strictChecksEmptyOrTwice(check: nil)), at: written.location)
            return []
        }
        for name in written.value {
            guard let check = StrictLink.Checks.named.first(where: { $0.name == name.value })?.check else {
                let names = StrictLink.Checks.named.map(\.name)
                diagnostics.error(
                    .routes(
                        .unknownStrictCheck(
                            name.value, suggestion: NearMiss.suggestion(for: name.value, among: names))),
                    at: name.location)
                return []
            }
            guard checks.insert(check).inserted else {
                diagnostics.error(.routes(.strictChecksEmptyOrTwice(check: name.value)), at: name.location)
                return []
            }
        }
        if checks.contains(.carried), route.carriedOnly?.value == true {
            diagnostics.error(.routes(.strictCarriedOnly(route: route.name.value)), at: written.location)
            return []
        }
        if checks.contains(.escape),
            let encoded =
                (group.declarations + route.params + route.query + [route.fragment].compactMap { $0 })
                .first(where: {
                    $0.percentEncoded?.value == true
                })
        {
            diagnostics.error(
                .routes(.strictWithPercentEncoded(route: route.name.value, value: encoded.name.value)),
                at: encoded.percentEncoded!.location)
            return []
        }
        if checks.contains(.fragment) {
            let read: (key: String, at: SourceLocation)? =
                route.fragmentPath.map { ("fragment", $0.location) }
                ?? route.fragment.map { ("fragment", $0.name.location) }
                ?? route.fragmentItemsLocation.map { ("fragmentItems", $0) }
                ?? route.conditions.first { $0.value.inFragment }.map { ("when", $0.location) }
            if let read {
                diagnostics.error(
                    .routes(.strictRefusesItsFragment(route: route.name.value, key: read.key)), at: read.at)
                return []
            }
        }
        if checks.contains(.items), let others = parameters.first(where: { $0.source == .otherQueryItems }) {
            diagnostics.error(
                .routes(.strictWithOtherItems(route: route.name.value, item: others.urlName)),
                at: written.location)
            return []
        }
        return checks
    }

    /// `carriedOnly: true` (1.1): the route is reached only inside a link that another route
    /// carries, so some route must carry one.
    mutating func checkCarriedOnly(_ route: Route) -> Bool {
        guard let flag = route.carriedOnly, flag.value else { return false }
        guard requireVersion1_1(for: .key("carriedOnly"), at: flag.location) else { return false }
        if route.anyPath != nil {
            diagnostics.error(.routes(.carriedOnlyOnAnyPath(route: route.name.value)), at: flag.location)
            return false
        }
        // A feature's routes are carried by the app's, which its own check cannot see.
        if isFeature { return true }
        func carries(_ routes: [Route]) -> Bool {
            routes.contains { route in
                route.query.contains { $0.type.value.name == manifest.enumName.value }
                    || carries(route.routes)
            }
        }
        if !carries(manifest.routes) {
            diagnostics.error(
                .routes(.carriedOnlyNotCarried(route: route.name.value, enumName: manifest.enumName.value)),
                at: flag.location)
            return false
        }
        return true
    }
}
