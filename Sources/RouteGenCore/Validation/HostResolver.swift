@_spi(Generated) import RouteKit

/// Routes reached on some hosts only (`hosts:` on a route or group) and the value a host's first
/// label carries (`{lang}.example.com`), routes on some schemes only (`schemes:`), and the hosts
/// no route can be reached on (1.1).
struct HostResolver: ManifestChecking {
    let scope: ValidationScope
    var diagnostics = DiagnosticCollector()

    init(scope: ValidationScope) { self.scope = scope }

    /// `route` with its `reach:` (1.2) read into the keys that 1.1 wrote for the same: hosts,
    /// `carriedOnly`, and its channels — `schemes` as 1.1's `universalLink: false`; schemes whose
    /// links may carry no host, alone, as 1.1's `schemes:` (the matcher tells them by origin: an
    /// `optionalHost` scheme's links that name a screen); any other as `universalLink` and
    /// ``Route/channels`` (the matcher tests the channel). A group's reach names hosts only.
    mutating func lowerReach(_ route: Route) -> Route {
        guard let reach = route.reach else { return route }
        var route = route
        let name = route.name.value
        var words: [ManifestDecoder.ReachWord: SourceLocation] = [:]
        var schemes: [Located<String>] = []
        var hosts: [Located<String>] = []
        for word in reach.value {
            let text = word.value.lowercased()
            let reserved = ManifestDecoder.ReachWord(rawValue: text)
            if let reserved, app.schemes.contains(where: { $0.value.lowercased() == text }) {
                diagnostics.error(.hosts(.reachWordIsAScheme(word: reserved.written)), at: word.location)
            }
            let scheme = app.schemes.first { $0.value.lowercased() == text }
            if route.isGroup, reserved != nil || scheme != nil {
                diagnostics.error(
                    .hosts(.groupReachNotHosts(word: word.value, group: name)), at: word.location)
            }
            if let reserved {
                if words[reserved] != nil {
                    diagnostics.error(
                        .hosts(.reachWordTwice(word: word.value, route: name)), at: word.location)
                }
                words[reserved] = word.location
            } else if let scheme {
                schemes.append(Located(scheme.value, at: word.location))
            } else if app.hosts.contains(where: { $0.value.lowercased() == text }) {
                hosts.append(word)
            } else {
                diagnostics.error(
                    .hosts(
                        .reachWordUnknown(
                            word: word.value, route: name, schemes: app.schemes.map(\.value),
                            hosts: app.hosts.map(\.value))),
                    at: word.location)
            }
        }
        if route.isGroup {
            route.hosts = hosts.isEmpty ? nil : hosts
            return route
        }
        let web = words[.web]
        if !hosts.isEmpty { route.hosts = hosts }
        if let carried = words[.carried] { route.carriedOnly = Located(true, at: carried) }
        route.anyHost = words[.anyHost]
        // Content links are web links: a route kept off the web reads none, and they are never
        // carried.
        if let anyHost = route.anyHost,
            app.hosts.isEmpty || (web == nil && (!schemes.isEmpty || words[.schemes] != nil))
        {
            diagnostics.error(
                .hosts(.anyHostOffTheWeb(route: name, appHasHosts: !app.hosts.isEmpty)), at: anyHost)
        }
        if let anyHost = route.anyHost, words[.carried] != nil {
            diagnostics.error(.hosts(.anyHostCarried(route: name)), at: anyHost)
        }
        if reach.value.isEmpty {
            route.schemes = []
            return route
        }
        let carryingHost = Set(app.hostSchemes.map(\.value))
        if !hosts.isEmpty {
            for scheme in schemes where !carryingHost.contains(scheme.value) {
                diagnostics.error(
                    .hosts(.reachSchemeWithoutHost(scheme: scheme.value, route: name)), at: scheme.location)
            }
        }
        if let every = words[.schemes] {
            // Every custom scheme, and so no web link: 1.1's `universalLink: false`.
            if let other = schemes.first ?? web.map({ Located("web", at: $0) }) {
                diagnostics.error(
                    .hosts(.reachSchemesWithChannel(word: other.value, route: name)), at: other.location)
            }
            route.universalLink = Located(false, at: every)
            return route
        }
        guard web != nil || !schemes.isEmpty else { return route }
        let named = schemes.map(\.value)
        // The web and every scheme: every channel, as no word for one says.
        if web != nil, Set(named) == Set(app.schemes.map(\.value)) { return route }
        // Alone, a scheme that may carry no host (`optionalHost`) names its links that carry none.
        let alwaysHost = carryingHost.subtracting(app.optionalHostSchemes.map(\.value))
        if web == nil, hosts.isEmpty, named.allSatisfy({ !alwaysHost.contains($0) }) {
            route.schemes = schemes
            return route
        }
        route.universalLink = Located(web != nil, at: web ?? reach.location)
        route.channels = named
        return route
    }

    /// The hosts `route` (a route or a group) names itself, resolved, unless its group names hosts
    /// (reported: the group's stand), and the hosts it is reached on: its own, else its group's.
    mutating func resolveHosts(
        _ route: Route, in group: GroupScope
    ) -> (named: GroupScope.Hosts?, reached: GroupScope.Hosts?) {
        guard let written = route.hosts else { return (nil, group.hosts) }
        if group.hosts != nil {
            let caseName = String(route.name.value.split(separator: ".").last ?? "")
            diagnostics.error(
                .groups(.hostsInGroupWithHosts(route: caseName, group: group.name ?? "")),
                at: written.first?.location ?? route.name.location)
            return (nil, group.hosts)
        }
        let resolved = resolveHosts(route)
        let hosts = GroupScope.Hosts(written: written, indices: resolved.hosts, value: resolved.value)
        return (hosts, hosts)
    }

    /// The indices in the app's hosts of those `route` names, and the value they carry (each of
    /// a route's hosts carries the same one, or none); `nil` hosts for a route that names none.
    mutating func resolveHosts(_ route: Route) -> (hosts: [Int]?, value: Located<String>?) {
        guard let written = route.hosts else { return (nil, nil) }
        let name = route.name.value
        guard let first = written.first else {
            diagnostics.error(.hosts(.routeHostsEmpty(route: name)), at: route.name.location)
            return (nil, nil)
        }
        guard requireVersion1_1(for: .routeHosts, at: first.location) else { return (nil, nil) }
        var indices: [Int] = []
        var value: Located<String>?
        for host in written {
            guard
                let index = app.hosts.firstIndex(where: {
                    $0.value.lowercased() == host.value.lowercased()
                })
            else {
                diagnostics.error(
                    .hosts(
                        .routeHostNotListed(host: host.value, route: name, listed: app.hosts.map(\.value))),
                    at: host.location)
                continue
            }
            if indices.contains(index) { continue }
            let label: String? =
                if case .label(let label) = HostPattern(app.hosts[index].value).kind { label } else {
                    nil
                }
            if indices.isEmpty {
                value = label.map { Located($0, at: host.location) }
            } else if label != value?.value {
                diagnostics.error(
                    .hosts(
                        .routeHostsCarryDifferentValues(
                            route: name, first: written[0].value, other: host.value)),
                    at: host.location)
                continue
            }
            indices.append(index)
        }
        return (indices.isEmpty ? nil : indices, value)
    }

    /// Exclusive hosts that no route or group names (`named`: each `hosts:` as written): every
    /// link to them would be notFound.
    mutating func checkExclusiveHosts(named: [[Located<String>]]) {
        for host in manifest.exclusiveHosts
        where !named.joined().contains(where: { $0.value.lowercased() == host.value.lowercased() }) {
            diagnostics.error(.hosts(.exclusiveHostUnnamed(host: host.value)), at: host.location)
        }
    }

    /// On a scheme that names screens by host and mirrors web links (`host: optional`), a link's
    /// host is a listed one or a route's first segment, never both: a route reached on the scheme
    /// starts with a literal that no listed host covers (or is `/`).
    mutating func checkScreenHosts(_ routes: [ResolvedRoute]) {
        guard let scheme = app.optionalHostSchemes.first else { return }
        let hosts = app.hosts.map { (written: $0.value, pattern: HostPattern($0.value)) }
        let reaching = { (route: ResolvedRoute) in
            route.schemes.map { $0.contains { $0.lowercased() == scheme.value.lowercased() } } ?? true
        }
        for route in routes where route.hosts == nil && !route.anyPath && reaching(route) {
            for (pattern, location) in zip(route.patterns, route.patternLocations) {
                guard let first = pattern.segments.first else { continue }
                // `@{user}`: text no host has tells the segment from any host.
                if case .pieces(let texts, _) = first,
                    texts.contains(where: { $0.lowercased().contains { !Self.isHostCharacter($0) } })
                {
                    continue
                }
                if case .literal(let text) = first {
                    guard let host = hosts.first(where: { $0.pattern.matches(text.lowercased()) })?.written
                    else { continue }
                    diagnostics.error(
                        .hosts(
                            .routeStartsLikeHost(
                                route: route.name, segment: text, host: host, scheme: scheme.value)),
                        at: location)
                } else {
                    diagnostics.error(
                        .hosts(.routeStartsWithValue(route: route.name, scheme: scheme.value)), at: location)
                }
            }
        }
    }

    /// Whether `character` may stand in a host a pattern covers: a letter, digit, `-` or `.`.
    private static func isHostCharacter(_ character: Character) -> Bool {
        character == "-" || character == "."
            || (character.isASCII && (character.isLetter || character.isNumber))
    }

    /// The custom schemes `route` names (`schemes:`, 1.1), as listed at the top: each one whose
    /// links name the route by its path, so never one that always carries a host. `hosts` are
    /// those it is reached on, its own or its group's.
    mutating func resolveSchemes(_ route: Route, hosts: [Located<String>]?) -> [String]? {
        guard let written = route.schemes else { return nil }
        let name = route.name.value
        // `schemes: []`: on no scheme, and no universal link either, so no link reaches the route.
        let location = written.first?.location ?? route.name.location
        guard requireVersion1_1(for: .routeSchemes, at: location) else { return nil }
        // No link at all (`schemes: []`, `reach: []`) asks nothing of the hosts.
        if let hosts = hosts?.first, !written.isEmpty {
            diagnostics.error(.hosts(.schemesRouteWithHosts(route: name)), at: hosts.location)
        }
        if let universalLink = route.universalLink, universalLink.value {
            diagnostics.error(.hosts(.schemesRouteIsUniversalLink(route: name)), at: universalLink.location)
        }
        var resolved: [String] = []
        for scheme in written {
            guard
                let listed = app.schemes.first(where: {
                    $0.value.lowercased() == scheme.value.lowercased()
                })
            else {
                diagnostics.error(
                    .hosts(
                        .routeSchemeNotListed(
                            scheme: scheme.value, route: name, listed: app.schemes.map(\.value))),
                    at: scheme.location)
                continue
            }
            let carriesHost =
                app.hostSchemes.contains { $0.value == listed.value }
                && !app.optionalHostSchemes.contains { $0.value == listed.value }
            if carriesHost {
                diagnostics.error(
                    .hosts(.routeSchemeCarriesHost(scheme: listed.value, route: name)), at: scheme.location)
                continue
            }
            if !resolved.contains(listed.value) { resolved.append(listed.value) }
        }
        return resolved.isEmpty && !written.isEmpty ? nil : resolved
    }
}
