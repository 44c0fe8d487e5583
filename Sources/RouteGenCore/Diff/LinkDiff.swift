import Foundation
@_spi(Generated) import RouteKit

/// One difference between two manifests that links in the wild see: what `routegen diff` reports.
package struct LinkChange: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        /// A URL that parsed no longer does: not found, unknown host, unsupported scheme.
        case noLongerParses
        /// A URL now fails its route: a type, a constraint, a new required item.
        case nowFails
        /// A URL now parses to another route.
        case otherRoute
        /// A URL parses to the same route with other values.
        case otherValues
        /// A universal link the old AASA sent to the app now goes to Safari.
        case leavesApp
        /// A link the old intent filters opened in the Android app now opens the browser.
        case leavesAndroidApp
        /// The route's `url` now writes other links.
        case buildsDifferently
        /// A route retired on purpose (`removed:`): its links parse to `RouteError.removed`.
        case retired
        /// A route, alias or query item that breaks nothing.
        case added
        /// A route's key renamed, its links the same: an API change of the app's code (its Swift
        /// case), not of its links.
        case renamed
        /// Links now reach a route of their own that shows the old route with their values: no
        /// break, but the app's code gets the new route for them.
        case shownBy
    }

    /// What changed, as the catalogue words it.
    package var change: ManifestMessage.Diff
    /// The route of the old manifest whose links the change touches (the new one's for additions).
    package var route: String
    /// A URL that shows the change, if one does.
    package var witness: String?
    /// At the new manifest's route, or the old one's when the route is gone.
    package var location: SourceLocation

    package var kind: Kind {
        switch change {
        case .renamed: .renamed
        case .shownBy: .shownBy
        case .otherRoute: .otherRoute
        case .noLongerParses: .noLongerParses
        case .nowFails: .nowFails
        case .otherValues: .otherValues
        case .leavesApp: .leavesApp
        case .leavesAndroidApp: .leavesAndroidApp
        case .buildsDifferently: .buildsDifferently
        case .retired: .retired
        case .added, .gainsAlias, .gainsValue: .added
        }
    }

    package var message: String { change.text }

    package var isBreaking: Bool { ![.added, .retired, .renamed, .shownBy].contains(kind) }

    /// Whether `diff` says it without `--verbose`: a break, or a change of the app's code (a
    /// warning): a renamed route, or links a route that shows the old one now takes.
    package var isShownByDefault: Bool { isBreaking || kind == .renamed || kind == .shownBy }

    /// `path:line:column: error: message`; a `warning:` for a change of the app's code, a `note:`
    /// for an addition.
    package var diagnostic: Diagnostic {
        var diagnostic = Diagnostic(
            message, at: location, severity: isBreaking ? .error : isShownByDefault ? .warning : .note)
        diagnostic.kind = .diff(change)
        return diagnostic
    }
}

/// Compares two manifests as their generated parsers see them: each route of the old manifest
/// yields witness URLs (its path and aliases on every scheme and host, with sample values and
/// values at the edges of their types), each is read by both manifests' parsers and AASA files,
/// and every URL read differently is a change, reported once per route and kind.
package enum LinkDiff {
    package static func compare(old: ValidatedManifest, new: ValidatedManifest) -> [LinkChange] {
        var changes: [LinkChange] = []
        let newRoutes = Dictionary(
            new.allRoutes.map { ($0.route.name, $0.route) }, uniquingKeysWith: { a, _ in a })
        let oldRoutes = Dictionary(
            old.allRoutes.map { ($0.route.name, $0.route) }, uniquingKeysWith: { a, _ in a })
        let oldAASA = AppSiteAssociation(old), newAASA = AppSiteAssociation(new)
        let oldAndroid = AndroidAppLinks(old), newAndroid = AndroidAppLinks(new)
        // A new literal can take a link from a parameter, and a new `when:` value one from a query
        // item of its name: try each as a String value too.
        var newLiterals: [String] = []
        var newConditionValues: [String: [String]] = [:]
        // An item no route reads, which a strict route refuses, and each new `when:` value with a
        // capital, which a value compared lowercased takes.
        var extraItems: [(name: String, value: String)] = [("zz_unread", "1")]
        for (_, route) in new.allRoutes {
            for case .literal(let text) in route.patterns.flatMap(\.segments)
            where !newLiterals.contains(text) {
                newLiterals.append(text)
            }
            for condition in route.conditions {
                guard case .equals(let value) = condition.test else { continue }
                if !condition.inFragment {
                    extraItems.append((condition.name, value.capitalizedFirst))
                }
                // Keyed as an item's error name is: `#name` for a fragment item.
                newConditionValues[(condition.inFragment ? "#" : "") + condition.name, default: []].append(
                    value)
            }
        }
        let renames = renamedRoutes(old: old, new: new)
        for (oldName, newName) in renames.sorted(by: { $0.key < $1.key }) {
            changes.append(
                LinkChange(
                    change: .renamed(route: oldName, now: newName), route: oldName, witness: nil,
                    location: newRoutes[newName]!.location))
        }
        for (_, route) in old.allRoutes {
            // A renamed route is the same route under its new key.
            let name = renames[route.name] ?? route.name
            let location = newRoutes[name]?.location ?? route.location
            var reported: Set<LinkChange.Kind> = []
            func report(_ change: ManifestMessage.Diff, _ witness: String?) {
                let made = LinkChange(change: change, route: route.name, witness: witness, location: location)
                guard reported.insert(made.kind).inserted else { return }
                changes.append(made)
            }
            for url in witnesses(
                route, settings: old.settings, literals: newLiterals, conditionValues: newConditionValues,
                extraItems: extraItems)
            {
                let before = Explainer.explain(url, in: old, aasa: oldAASA)
                guard before.accepts(route.name) else { continue }
                let after = Explainer.explain(url, in: new, aasa: newAASA)
                // Retired on purpose: the manifest keeps the record, and the link says so.
                if after.route == name, newRoutes[name]?.removed != nil { continue }
                if let next = after.route, next != name {
                    // A route of its own that shows this one with the link's values keeps the link.
                    let keeps =
                        newRoutes[next]?.shows?.name == name && after.parses
                        && before.values.allSatisfy { after.values[$0.key] == $0.value }
                    report(
                        keeps
                            ? .shownBy(route: route.name, by: next, url: url)
                            : .otherRoute(route: route.name, now: next, url: url), url)
                } else if after.route == nil {
                    report(
                        .noLongerParses(
                            route: route.name, url: url, failure: after.failure ?? "no route",
                            gone: newRoutes[name] == nil), url)
                } else if let failure = after.failure {
                    report(.nowFails(route: route.name, url: url, failure: failure), url)
                } else if let changed = changedValue(before.values, after.values) {
                    report(.otherValues(route: route.name, url: url, change: changed), url)
                }
                if before.aasaSendsToApp == true, after.aasaSendsToApp == false {
                    report(.leavesApp(route: route.name, url: url), url)
                }
                if let link = URL(string: url) {
                    let opened = oldAndroid?.packages(claiming: link) ?? []
                    let opens = newAndroid?.packages(claiming: link) ?? []
                    let lost = opened.filter { !opens.contains($0) }
                    // A custom-scheme link no app opens now has no browser to fall back on: it no
                    // longer parses, which is reported above.
                    if !lost.isEmpty, link.scheme == "https" || !opens.isEmpty {
                        report(
                            .leavesAndroidApp(
                                route: route.name, url: url,
                                lost: (oldAndroid?.apps.count ?? 0) > 1 ? lost : nil,
                                opens: opens), url)
                    }
                }
            }
            let oldPath = "\(route.written(route.path))"
            let keptByShowingRoute = newRoutes.values.contains { other in
                other.shows?.name == name && other.patterns.contains { "\(other.written($0))" == oldPath }
            }
            if let now = newRoutes[name], now.removed == nil, now.path != route.path,
                !now.aliases.contains(route.path), !keptByShowingRoute
            {
                report(
                    .buildsDifferently(
                        route: route.name, now: "\(now.written(now.path))",
                        before: "\(route.written(route.path))",
                        keep: keepAdvice(old: route, in: old, new: now, in: new)), nil)
            }
        }
        return changes + additions(old: oldRoutes, new: new, renames: renames)
    }

    /// How to keep a moved route's old links: its old path under its own 'aliases:', or, where its
    /// group moved, the group's old path under the group's 'aliases:' (one alias keeps the old
    /// links of all its routes). Patterns are spelled as the manifest writes them.
    static func keepAdvice(
        old route: ResolvedRoute, in old: ValidatedManifest, new now: ResolvedRoute, in new: ValidatedManifest
    ) -> ManifestMessage.Diff.Keep {
        let written = "\(route.written(route.path))"
        // An alias reads each value as the path does: where the move takes a value into or out of
        // a segment, the old path is a route of its own that shows this one.
        let keepOwn =
            route.path.valueReadInsideASegmentOtherwise(than: now.path) == nil
            ? ManifestMessage.Diff.Keep.ownAlias(written)
            : .showingRoute(
                written, route: now.name,
                items: now.parameters.contains { $0.isItem || $0.isFragmentItem || $0.isFragment })
        // The outermost group whose path moved, where the rest of the route's path did not: one of
        // the route's file, or the group that includes its feature, which the including file
        // declares. Its part is its own segments, as its 'aliases:' continue its enclosing group's.
        for (before, after) in zip(old.enclosingNodes(of: route.address), new.enclosingNodes(of: now.address))
        where before.caseName == after.caseName && before.path != after.path {
            guard route.path.segments.starts(with: before.path.segments),
                now.path.segments.starts(with: after.path.segments),
                route.path.segments.dropFirst(before.path.segments.count)
                    == now.path.segments.dropFirst(after.path.segments.count)
            else { return keepOwn }
            return .groupAlias(
                "\(route.written(PathPattern(segments: before.ownSegments)))",
                group: after.isFeature ? after.caseName : after.name)
        }
        return keepOwn
    }

    /// Routes whose key changed and nothing else that links see: a route of the old manifest gone
    /// from the new, and one route of the new, not in the old, with the same patterns (as written),
    /// hosts and values.
    static func renamedRoutes(old: ValidatedManifest, new: ValidatedManifest) -> [String: String] {
        let oldNames = Set(old.allRoutes.map(\.route.name)), newNames = Set(new.allRoutes.map(\.route.name))
        func signature(_ route: ResolvedRoute) -> String {
            let patterns = route.patterns.map { route.written($0).description }
            let values = route.parameters.map { "\($0.errorName):\($0.type.manifestName):\($0.source)" }
            return (patterns + values + (route.hosts ?? []) + route.conditions.map(\.description)).joined(
                separator: "|")
        }
        let added = Dictionary(
            grouping: new.allRoutes.map(\.route).filter { !oldNames.contains($0.name) && $0.removed == nil },
            by: signature)
        var renames: [String: String] = [:]
        for (_, route) in old.allRoutes where !newNames.contains(route.name) && route.removed == nil {
            if let candidates = added[signature(route)], candidates.count == 1 {
                renames[route.name] = candidates[0].name
            }
        }
        return renames
    }

    /// What breaks nothing: routes added or retired on purpose, new aliases and optional items.
    static func additions(
        old oldRoutes: [String: ResolvedRoute], new: ValidatedManifest, renames: [String: String] = [:]
    ) -> [LinkChange] {
        var changes: [LinkChange] = []
        let renamedFrom = Dictionary(renames.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (_, route) in new.allRoutes {
            func add(_ change: ManifestMessage.Diff) {
                changes.append(
                    LinkChange(change: change, route: route.name, witness: nil, location: route.location))
            }
            guard let before = oldRoutes[renamedFrom[route.name] ?? route.name] else {
                if route.removed == nil { add(.added(route: route.name, path: "\(route.shown(route.path))")) }
                continue
            }
            if let reason = route.removed, before.removed == nil {
                add(.retired(route: route.name, reason: reason))
                continue
            }
            for alias in route.aliases where !before.aliases.contains(alias) {
                add(
                    .gainsAlias(
                        route: route.name, alias: "\(route.written(alias))", oldPath: before.path == alias))
            }
            // A new required item breaks links, and is reported above; the others are additions.
            for parameter in route.parameters
            where !before.parameters.contains(where: { $0.errorName == parameter.errorName })
                && !parameter.isRequiredItem
            {
                add(
                    .gainsValue(
                        route: route.name, reader: parameter.reader, name: parameter.name,
                        type: parameter.manifestType))
            }
        }
        return changes
    }

    /// The first value the two readings give differently, as `name: old → new`. A value read from
    /// the same text is the same value whatever its type (`"42"` and `42`): a type that changes is
    /// the app's API, not its links.
    static func changedValue(_ old: [String: String], _ new: [String: String]) -> String? {
        func same(_ a: String, _ b: String) -> Bool {
            let a = unquoted(a), b = unquoted(b)
            if let x = Double(a), let y = Double(b) { return x == y }
            return a == b
        }
        for name in old.keys.sorted() {
            let before = old[name]!, after = new[name] ?? "(none)"
            if !same(before, after) { return "\(name): \(before) → \(after)" }
        }
        return nil
    }

    private static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"")
            ? String(text.dropFirst().dropLast()) : text
    }

    /// URLs of `route` that its parser accepts or might: each pattern on each scheme (and host,
    /// for a universal-link route), with samples, then each value at the edges of its type (a
    /// String path value also as each of `literals`, a String item as each of `conditionValues`
    /// of its name), then every optional item given, then each optional segment left out.
    static func witnesses(
        _ route: ResolvedRoute, settings: AppSettings, literals: [String] = [],
        conditionValues: [String: [String]] = [:], extraItems: [(name: String, value: String)] = []
    ) -> [String] {
        var urls: [String] = []
        func emit(_ builder: RouteURLBuilder) {
            for scheme in settings.schemes {
                urls.append(settings.url(builder, scheme: scheme).absoluteString)
            }
            if route.reach.web {
                for host in settings.hosts {
                    urls.append(builder.url(host: AppSettings.concreteHost(host).lowercased()).absoluteString)
                }
            }
        }
        let read = Set(route.namedItems(context: settings.context))
        for pattern in route.patterns {
            emit(ExampleURLs.builder(for: route, pattern: pattern))
            // A value compared lowercased, written with a capital.
            if route.conditions.contains(where: \.lowercased) {
                emit(
                    ExampleURLs.builder(for: route, pattern: pattern) { _ in
                        nil
                    } spelling: { condition, value in
                        condition.lowercased ? value.capitalizedFirst : value
                    })
            }
            // Each item the route does not read, added.
            for item in extraItems where !read.contains(item.name) {
                var builder = ExampleURLs.builder(for: route, pattern: pattern)
                builder.query(item.name, item.value)
                emit(builder)
            }
            let present = route.parameters.filter {
                !$0.isPathParameter || pattern.parameterNames.contains($0.name)
            }
            for parameter in present {
                let taken =
                    parameter.type != .string
                    ? [] : parameter.isPathParameter ? literals : conditionValues[parameter.errorName] ?? []
                for edge in edges(parameter) + taken {
                    emit(
                        ExampleURLs.builder(for: route, pattern: pattern) {
                            $0.name == parameter.name ? edge : nil
                        })
                }
            }
            emit(
                ExampleURLs.builder(for: route, pattern: pattern) {
                    $0.isPathParameter ? nil : ExampleURLs.sample($0)
                })
            let withoutOptional = PathPattern(
                segments: pattern.segments.filter {
                    if case .optionalParameter = $0 { false } else { true }
                })
            if withoutOptional != pattern { emit(ExampleURLs.builder(for: route, pattern: withoutOptional)) }
        }
        var seen: Set<String> = []
        return urls.filter { seen.insert($0).inserted }
    }

    /// Values at the edges of a parameter's type, where a narrowed type or a new constraint shows.
    static func edges(_ parameter: ResolvedParameter) -> [String] {
        switch parameter.type {
        case .int: return ["0", "-1", "1000000"]
        case .double: return ["0", "-2.5", "1000000.5"]
        case .bool: return ["false", "0", "1"]
        case .string:
            // `Ab` shows a value that becomes read lowercased, or no longer; `a b` (written `a%20b`)
            // one that becomes read as written, escapes kept, or no longer.
            return parameter.source == .catchAll
                ? ["a"] : ["a", String(repeating: "x", count: 64), "42", "Ab", "a b"]
        case .stringEnum(let declaration) where parameter.lowercased:
            return Array(declaration.values.dropFirst())
                + declaration.values.prefix(1).map { $0.uppercased() }
        case .stringEnum(let declaration): return Array(declaration.values.dropFirst())
        case .uuid, .external, .link: return []
        }
    }
}
