@_spi(Generated) import RouteKit

/// Builds the one ``RouteTrie`` over every route file, reporting each pair of patterns no URL can
/// tell apart the same way wherever they are declared: at the later pattern, with a URL that both
/// match (on the app's scheme where it can be), and a note at the other.
enum RouteTrieBuilder {
    static func build(_ files: [RouteFile], settings: AppSettings) -> (RouteTrie, [Diagnostic]) {
        var trie = RouteTrie(caseSensitive: settings.caseSensitive)
        var diagnostics: [Diagnostic] = []
        let routes = files.routesByAddress()
        for file in files {
            for route in file.routes {
                let routeGuard = RouteTrie.Guard(
                    origins: settings.origins(of: route),
                    isLimited: route.hosts != nil || route.schemes != nil,
                    conditions: route.conditions, fragment: route.fragmentPath.map { keyed($0, trie) })
                // A route on any path has no aliases (lint says so); its path is not read.
                for (patternIndex, pattern) in route.patterns.enumerated()
                where !route.anyPath || patternIndex == 0 {
                    let terminal = RouteTrie.Terminal(route: route.address, pattern: patternIndex)
                    let conflicts =
                        route.anyPath
                        ? trie.insertAnyPath(terminal, guard: routeGuard)
                        : trie.insert(pattern, as: terminal, guard: routeGuard) { name in
                            sample(for: route.parameters.first { $0.name == name })
                        }
                    for conflict in conflicts {
                        let existing = routes[conflict.existing.route]!.route
                        // A value each route reads, so the example is a link of both: the new
                        // route's where the existing one reads it too, else the existing one's.
                        var segments = conflict.example
                        for (position, segment) in existing.patterns[conflict.existing.pattern].segments
                            .enumerated()
                        where position < segments.count {
                            guard case .parameter(let name) = segment,
                                let parameter = existing.parameters.first(where: { $0.name == name }),
                                parameter.type.value(reading: segments[position]) == nil
                            else { continue }
                            segments[position] = sample(for: parameter)
                        }
                        let example = exampleURL(segments, witness: conflict.witness, settings: settings)
                        let message: ManifestMessage.Conflicts =
                            conflict.existing.route == route.address
                            ? .samePatternTwice(route: route.name, example: example)
                            : conflictMessage(existing, route, example: example)
                        // Two fragments' paths that take one fragment are shown where they are written.
                        let byFragment =
                            existing.fragmentPathLocation != nil && route.fragmentPathLocation != nil
                        diagnostics.append(
                            Diagnostic(
                                .conflicts(message),
                                at: byFragment
                                    ? route.fragmentPathLocation! : route.patternLocations[patternIndex],
                                notes: [
                                    Diagnostic.Note(
                                        .declared(existing.name),
                                        at: byFragment
                                            ? existing.fragmentPathLocation!
                                            : existing.patternLocations[conflict.existing.pattern])
                                ]))
                    }
                }
            }
        }
        diagnostics += piecesConflicts(files, trie, settings: settings)
        diagnostics += crossedLinks(files, trie)
        diagnostics += itemsTakenByAnyPath(trie, files, routes: routes)
        diagnostics += routesTakenByAnyPath(trie, files, routes: routes, settings: settings)
        return (trie, diagnostics)
    }

    /// Why two routes that a link can both reach conflict: their `when:` conditions can hold at
    /// once, one is narrower by its hosts and the other by its query, or nothing tells them apart.
    static func conflictMessage(
        _ existing: ResolvedRoute, _ route: ResolvedRoute, example: String
    ) -> ManifestMessage.Conflicts {
        let (first, second) = (existing.name, route.name)
        if let one = existing.fragmentPath, let other = route.fragmentPath {
            return .sameFragment(
                first: first, second: second, firstFragment: "\(existing.written(one))",
                secondFragment: "\(route.written(other))", example: example)
        }
        if existing.fragmentPath != nil || route.fragmentPath != nil {
            let (byFragment, other) = existing.fragmentPath != nil ? (existing, route) : (route, existing)
            if other.conditions.contains(where: \.inFragment) {
                return .fragmentPathAndItems(
                    first: first, second: second, byPath: byFragment.name, byItems: other.name,
                    example: example)
            }
            let chooser: ManifestMessage.Conflicts.Chooser =
                !other.conditions.isEmpty ? .conditions : other.schemes != nil ? .schemes : .hosts
            return .fragmentPathAndOther(
                first: first, second: second, byPath: byFragment.name, other: other.name, chooser: chooser,
                example: example)
        }
        if !existing.conditions.isEmpty, !route.conditions.isEmpty {
            return .conditionsHoldAtOnce(first: first, second: second, example: example)
        }
        if existing.conditions.isEmpty != route.conditions.isEmpty {
            let (byQuery, byHost) = existing.conditions.isEmpty ? (route, existing) : (existing, route)
            return .originsAndQuery(
                first: first, second: second, byOrigin: byHost.name, byQuery: byQuery.name,
                bySchemes: byHost.schemes != nil, example: example)
        }
        if existing.hosts != nil, route.hosts != nil {
            return .sameURLsOnASharedHost(first: first, second: second, example: example)
        }
        return .sameURLs(first: first, second: second, example: example)
    }

    /// A route that reads an item a route on any path is chosen by: its links with the item open
    /// the other route, so its value never reaches it.
    static func itemsTakenByAnyPath(
        _ trie: RouteTrie, _ files: [RouteFile], routes: [RouteAddress: (file: Int, route: ResolvedRoute)]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for terminal in trie.anyPath {
            let chooser = routes[terminal.route]!.route
            let choosing = chooser.conditions.filter { $0.test != .absent }
            for file in files {
                for route in file.routes where !route.anyPath {
                    guard
                        let item = route.parameters.first(where: { item in
                            item.isItem && item.source != .otherQueryItems
                                && choosing.contains {
                                    $0.name == item.urlName && $0.inFragment == item.inFragment
                                }
                        })
                    else { continue }
                    diagnostics.append(
                        Diagnostic(
                            .conflicts(
                                .itemChoosesAnyPathRoute(
                                    route: route.name, role: item.reader.placeName, item: item.errorName,
                                    chooser: chooser.name)),
                            at: route.location,
                            notes: [Diagnostic.Note(.declared(chooser.name), at: chooser.location)]))
                }
            }
        }
        return diagnostics
    }

    /// A route whose every origin a route on any path takes whole (`path: "*"` with `schemes:` and
    /// no `when:`, which takes every link on its schemes): no link reaches it.
    static func routesTakenByAnyPath(
        _ trie: RouteTrie, _ files: [RouteFile], routes: [RouteAddress: (file: Int, route: ResolvedRoute)],
        settings: AppSettings
    ) -> [Diagnostic] {
        let takers = trie.anyPath.map { routes[$0.route]!.route }.filter {
            $0.schemes != nil && $0.conditions.isEmpty
        }
        guard !takers.isEmpty else { return [] }
        let taken = takers.reduce(into: Set<Int>()) { $0.formUnion(settings.origins(of: $1) ?? []) }
        let every = Set(settings.hosts.indices + settings.customOrigins)
        var diagnostics: [Diagnostic] = []
        for file in files {
            // A route no link reaches (`schemes: []`) says so itself.
            for route in file.routes where !takers.contains(where: { $0.address == route.address }) {
                guard route.schemes != [], (settings.origins(of: route) ?? every).isSubset(of: taken) else {
                    continue
                }
                let origins = settings.origins(of: route) ?? every
                let taker =
                    takers.first { !(settings.origins(of: $0) ?? []).isDisjoint(with: origins) } ?? takers[0]
                diagnostics.append(
                    Diagnostic(
                        .conflicts(
                            .takenByAnyPathRoute(
                                route: route.name, taker: taker.name, schemes: taker.schemes ?? [])),
                        at: route.location,
                        notes: [Diagnostic.Note(.declared(taker.name), at: taker.location)]))
            }
        }
        return diagnostics
    }

    /// `pattern` with its literal texts as `trie` keys them: lowercased when matching ignores case.
    static func keyed(_ pattern: PathPattern, _ trie: RouteTrie) -> PathPattern {
        pattern.mapSegments { segment in
            switch segment {
            case .literal(let text): .literal(trie.key(text))
            case .pieces(let texts, let names): .pieces(texts: texts.map(trie.key), names: names)
            default: segment
            }
        }
    }

    /// A value that reads as `parameter`, to put in an example URL: its example's sample
    /// (``ExampleURLs/sample(_:)``), one the parser reads for any value.
    static func sample(for parameter: ResolvedParameter?) -> String {
        parameter.map(ExampleURLs.sample) ?? "example"
    }

    /// A URL for `segments` that meets `witness`: on the app's first scheme, else its first host,
    /// with the query items the conditions ask for. On a custom scheme it is written as the
    /// generated `url` writes it (`app:///@x` where the first segment cannot be a host).
    static func exampleURL(
        _ segments: [String], witness: RouteTrie.Guard = RouteTrie.Guard(), settings: AppSettings
    ) -> String {
        let items = QueryCondition.witnessText(
            witness.conditions, fragmentPath: witness.fragment?.description)
        let path = segments.joined(separator: "/") + items
        func onScheme(_ scheme: String) -> String {
            var builder = RouteURLBuilder()
            for segment in segments { builder.literal(segment) }
            return settings.url(builder, scheme: scheme).absoluteString + items
        }
        // On a host both share, when a custom scheme's link reaches neither; on a scheme both
        // share, when they are on some schemes only.
        if let origins = witness.origins, !origins.contains(RouteTrie.noHost) {
            if let origin = origins.filter({ $0 >= 0 }).min() {
                return "https://\(settings.hostPatterns[origin].host())/\(path)"
            }
            if let origin = origins.max() { return onScheme(settings.schemes[RouteTrie.noHost - origin]) }
        }
        if let scheme = settings.schemes.first { return onScheme(scheme) }
        if let host = settings.hosts.first { return "https://\(AppSettings.concreteHost(host))/\(path)" }
        return "/" + path
    }
}
