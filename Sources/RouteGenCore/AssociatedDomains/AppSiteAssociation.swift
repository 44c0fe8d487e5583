import Foundation
@_spi(Generated) import RouteKit

/// The apple-app-site-association file of a manifest, built from the same route trie as the
/// parser: excludes first (scheme-only routes, then `aasa.exclude`), then one component per
/// universal-link pattern in the matcher's precedence — routes on any path, then at each trie node
/// its literal subtrees, its parameter subtree, its own patterns, then its catch-alls, each list
/// in the order the matcher tries it — so the first component iOS matches names the route the app
/// will parse.
///
/// `?*` crosses `/` in Apple's patterns, so a parameter component also matches longer paths; the
/// order above puts every deeper pattern first. Such longer URLs still reach the app, which
/// answers them with `notFound`.
package struct AppSiteAssociation: Sendable {
    /// iOS reads at most this many bytes.
    package static let maximumSize = 131_072

    package let manifest: ValidatedManifest
    /// The components of the file, when every host serves the same one; of the routes on any host
    /// otherwise (``components(on:)`` has each host's).
    package let components: [AASAComponent]
    /// When routes differ by host, each host's components, by origin (an index in the hosts).
    let byOrigin: [Int: [AASAComponent]]
    /// Whether every host serves the same file.
    package let isOneFile: Bool

    package init(_ manifest: ValidatedManifest) {
        self.manifest = manifest
        components = Self.components(manifest, on: nil)
        var byOrigin: [Int: [AASAComponent]] = [:]
        if manifest.routesDifferByHost {
            for origin in manifest.settings.hosts.indices {
                byOrigin[origin] = Self.components(manifest, on: origin)
            }
        }
        self.byOrigin = byOrigin
        isOneFile = Set(byOrigin.values).count <= 1
    }

    /// The components of the file served on host `origin` (an index in the hosts).
    package func components(on origin: Int) -> [AASAComponent] { byOrigin[origin] ?? components }

    /// The files, none when the manifest lists no hosts: `apple-app-site-association`, served on every
    /// host, or, where hosts serve different routes, one per host, named after it
    /// (`apple-app-site-association.click.example.com`; `_` for a wildcard's `*`).
    package var files: [GeneratedFile] {
        guard !manifest.settings.hosts.isEmpty else { return [] }
        guard !isOneFile else {
            let one = byOrigin[0] ?? components
            return [GeneratedFile(name: "apple-app-site-association", contents: document(one).text)]
        }
        return manifest.settings.hosts.indices.map { origin in
            GeneratedFile(
                name: Self.fileName(of: manifest.settings.hosts[origin]),
                contents: document(components(on: origin)).text)
        }
    }

    /// The file a listed host serves, where hosts serve different files.
    package static func fileName(of host: String) -> String {
        "apple-app-site-association." + host.lowercased().replacingOccurrences(of: "*", with: "_")
    }

    /// The components of the routes reached on `origin`, in order; every universal-link route's
    /// when `origin` is `nil`.
    private static func components(_ manifest: ValidatedManifest, on origin: Int?) -> [AASAComponent] {
        let isOn = { (route: ResolvedRoute) in
            origin.map { manifest.settings.origins(of: route)?.contains($0) != false } ?? true
        }
        var components = excludes(manifest).filter { $0.route.map(isOn) ?? true }.map(\.component)
        for terminal in manifest.trie.anyPath where manifest.route(terminal).opensAsUniversalLink {
            if isOn(manifest.route(terminal)) {
                components.append(component(manifest.route(terminal), path: "*"))
            }
        }
        var collected: [(route: ResolvedRoute, component: AASAComponent)] = []
        var reach: [Int: Int] = [:]
        collect(manifest, node: 0, depth: 0, reach: &reach, into: &collected)
        return components + collected.filter { isOn($0.route) }.map(\.component)
    }

    package var document: JSONValue { document(byOrigin[0] ?? components) }

    private func document(_ components: [AASAComponent]) -> JSONValue {
        let options = manifest.settings.aasa
        let appIDs = manifest.settings.appIDs.map(JSONValue.string)
        var applinks: [String: JSONValue] = [
            "details": .array([
                .object(["appIDs": .array(appIDs), "components": .array(components.map(\.json))])
            ])
        ]
        if !manifest.settings.caseSensitive {
            applinks["defaults"] = .object(["caseSensitive": .bool(false)])
        }
        var root: [String: JSONValue] = ["applinks": .object(applinks)]
        if options.webcredentials { root["webcredentials"] = .object(["apps": .array(appIDs)]) }
        if !options.appClips.isEmpty {
            root["appclips"] = .object(["apps": .array(options.appClips.map { .string($0.value) })])
        }
        return .object(root)
    }

    // MARK: - Building

    /// The excludes, each with the route it keeps from iOS (`nil` for `aasa.exclude`'s).
    private static func excludes(
        _ manifest: ValidatedManifest
    ) -> [(route: ResolvedRoute?, component: AASAComponent)] {
        var components: [(ResolvedRoute?, AASAComponent)] = []
        // A route on some schemes only is on no host: a universal link never reaches it.
        for (_, route) in manifest.allRoutes where !route.opensAsUniversalLink && route.schemes == nil {
            for pattern in route.patterns {
                for path in route.anyPath ? ["*"] : expansions(of: pattern) {
                    var exclude = component(route, path: path)
                    exclude.exclude = true
                    // An exclude takes the fragment's path as written, and no more.
                    if let fragment = route.fragmentPath {
                        exclude.fragment = fragmentPattern(fragment, open: false)
                    }
                    components.append((route, exclude))
                }
            }
        }
        for pattern in manifest.settings.aasa.exclude {
            components.append(
                (nil, AASAComponent(path: pattern.value, exclude: true, comment: "aasa.exclude")))
        }
        return components
    }

    /// A pattern's AASA paths: two for an optional last segment (without it and with it).
    static func expansions(of pattern: PathPattern) -> [String] {
        if case .optionalParameter = pattern.segments.last {
            return [
                path(of: pattern, segments: pattern.segments.count - 1),
                path(of: pattern, segments: pattern.segments.count),
            ]
        }
        return [path(of: pattern, segments: pattern.segments.count)]
    }

    /// The first `count` segments of `pattern` in AASA syntax: literals encoded, `?*` for a
    /// parameter and for each value inside a segment (`@?*`, `?*-?*`), `*` for a catch-all.
    static func path(of pattern: PathPattern, segments count: Int) -> String {
        let parts = pattern.segments.prefix(count).map { segment -> String in
            switch segment {
            case .literal(let text): return RouteURLBuilder.encodePathText(text)
            case .parameter, .optionalParameter: return "?*"
            case .catchAll: return "*"
            case .pieces(let texts, _):
                return texts.map(RouteURLBuilder.encodePathText).joined(separator: "?*")
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// A node's literal subtrees come first, the deepest first (its reach, ``reach(_:_:memo:)``):
    /// literals at one place never match the same link, so their order is free for the parser,
    /// and a shallower sibling's `?*`, which crosses `/`, would otherwise match the longer links of
    /// a deeper one (`/a/?*/b` those of `/a/?*/c/*` that end in `/b`).
    private static func collect(
        _ manifest: ValidatedManifest, node: Int, depth: Int, reach: inout [Int: Int],
        into components: inout [(route: ResolvedRoute, component: AASAComponent)]
    ) {
        let current = manifest.trie.nodes[node]
        // Equal reaches keep the manifest's order.
        let literals = current.literals.enumerated().map { index, literal in
            (
                index: index, child: literal.child,
                reach: Self.reach(literal.child, manifest.trie, memo: &reach)
            )
        }.sorted { ($0.reach, -$0.index) > ($1.reach, -$1.index) }
        for literal in literals {
            collect(manifest, node: literal.child, depth: depth + 1, reach: &reach, into: &components)
        }
        // Then segments with values inside, before the parameter, as the matcher tries them.
        for (_, child) in current.pieces {
            collect(manifest, node: child, depth: depth + 1, reach: &reach, into: &components)
        }
        if let child = current.parameter {
            collect(manifest, node: child, depth: depth + 1, reach: &reach, into: &components)
        }
        for terminal in current.terminals where manifest.route(terminal).opensAsUniversalLink {
            let route = manifest.route(terminal)
            components.append(
                (route, component(route, path: path(of: route.patterns[terminal.pattern], segments: depth))))
        }
        for terminal in current.catchAlls where manifest.route(terminal).opensAsUniversalLink {
            let route = manifest.route(terminal)
            let pattern = route.patterns[terminal.pattern]
            components.append(
                (route, component(route, path: path(of: pattern, segments: pattern.segments.count))))
        }
    }

    /// How many segments below `node` a pattern reaches: `Int.max` with a catch-all.
    private static func reach(_ node: Int, _ trie: RouteTrie, memo: inout [Int: Int]) -> Int {
        if let known = memo[node] { return known }
        let current = trie.nodes[node]
        var deepest = current.catchAlls.isEmpty ? 0 : Int.max
        for child in current.children where deepest < Int.max {
            let below = reach(child, trie, memo: &memo)
            deepest = max(deepest, below == Int.max ? below : below + 1)
        }
        memo[node] = deepest
        return deepest
    }

    /// The component of `route` on `path`: its `?` patterns (``queryPatterns(of:)``), and `"#": "?*"`
    /// when it needs a fragment: a required one, or a required or chosen fragment item (Apple's `#`
    /// is one pattern over the whole fragment, which cannot say which items it holds in which order).
    static func component(_ route: ResolvedRoute, path: String) -> AASAComponent {
        // A required fragment is never empty: an empty `#` reads as none.
        let needsFragment =
            route.parameters.contains { $0.isRequiredItem && ($0.isFragment || $0.isFragmentItem) }
            || route.conditions.contains { $0.inFragment && $0.test != .absent }
        let fragment =
            route.fragmentPath.map { fragmentPattern($0, open: true) } ?? (needsFragment ? "?*" : nil)
        var component = AASAComponent(
            path: path, query: queryPatterns(of: route), fragment: fragment, comment: route.name)
        // Apple compares without case per component only, so such a component's path does too.
        if route.conditions.contains(where: { $0.lowercased && !$0.inFragment }) {
            component.caseSensitive = false
        }
        return component
    }

    /// A fragment's path in Apple's `#` pattern: `?*` for each value, and a literal text as it is
    /// where links write it so (`/@?*`), else `*`: a text the builder percent-encodes, or that holds
    /// Apple's wildcards, may be written either way. An `open` pattern ends in `*`, for the page's
    /// own query (`?via=…`) and a trailing `/`, which the parser reads past.
    static func fragmentPattern(_ pattern: PathPattern, open: Bool) -> String {
        let parts = pattern.segments.map { segment -> String in
            switch segment {
            case .literal(let text): return AASAPattern.standsAsWritten(text) ? text : "*"
            case .parameter, .optionalParameter, .catchAll: return "?*"
            case .pieces(let texts, _):
                return texts.map { AASAPattern.standsAsWritten($0) ? $0 : "*" }.joined(separator: "?*")
            }
        }
        let text = (pattern.isRooted ? "/" : "") + parts.joined(separator: "/")
        return open && !text.hasSuffix("*") ? text + "*" : text
    }

    /// The `?` dictionary of `route`, in Apple's patterns, which compare an item's value as the URL
    /// writes it (`percentEncoded` is true by default) and read an absent item as an empty one:
    /// - a required item: `?*` (present, not empty) when its value cannot be empty; a String that
    ///   may be empty gets `*`, as the format cannot say "present but possibly empty", and sending
    ///   too much is safe (the app answers missingParameter) where too little is not;
    /// - a `when:` item: its value, percent-encoded as links are written (so `*` and `?` are no
    ///   wildcards), or `?*` for one that must be present (the parser reads an empty value as
    ///   absent, as Apple does); an absent one has no pattern, and such routes come after those
    ///   that need the item.
    static func queryPatterns(of route: ResolvedRoute) -> [String: String] {
        var query: [String: String] = [:]
        for parameter in route.parameters where parameter.isRequiredItem && parameter.isQueryItem {
            let mayBeEmpty = parameter.type == .string && (parameter.constraints.minLength?.value ?? 0) == 0
            query[parameter.urlName] = mayBeEmpty ? "*" : "?*"
        }
        for condition in route.conditions where !condition.inFragment {
            switch condition.test {
            case .present: query[condition.name] = "?*"
            case .equals(let value): query[condition.name] = RouteURLBuilder.encode(value)
            case .absent: continue
            }
        }
        return query
    }
}
