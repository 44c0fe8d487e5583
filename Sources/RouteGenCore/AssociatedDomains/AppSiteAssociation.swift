@_spi(Generated) import RouteKit

/// The apple-app-site-association file of a manifest, built from the same route trie as the
/// parser: excludes first (scheme-only routes, then `aasa.exclude`), then one component per
/// universal-link pattern in the matcher's precedence — at each trie node its literal subtrees,
/// its parameter subtree, its own pattern, then its catch-all — so the first component iOS
/// matches names the route the app will parse.
///
/// `?*` crosses `/` in Apple's patterns, so a parameter component also matches longer paths; the
/// order above puts every deeper pattern first. Such longer URLs still reach the app, which
/// answers them with `notFound`.
public struct AppSiteAssociation: Sendable {
    /// iOS reads at most this many bytes.
    public static let maximumSize = 131_072

    public let manifest: ValidatedManifest
    public let components: [AASAComponent]

    public init(_ manifest: ValidatedManifest) {
        self.manifest = manifest
        var components = Self.excludes(manifest)
        Self.collect(manifest, node: 0, depth: 0, into: &components)
        self.components = components
    }

    /// The file, or `nil` when the manifest lists no hosts.
    public var file: GeneratedFile? {
        guard !manifest.settings.hosts.isEmpty else { return nil }
        return GeneratedFile(name: "apple-app-site-association", contents: document.text)
    }

    public var document: JSONValue {
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

    /// The first component matching a URL's encoded path and decoded query items, with its index.
    public func firstMatch(
        path: String, query: [(name: String, value: String)], fragment: String? = nil
    ) -> (index: Int, component: AASAComponent)? {
        let caseSensitive = manifest.settings.caseSensitive
        for (index, component) in components.enumerated()
        where component.matches(path: path, query: query, fragment: fragment, caseSensitive: caseSensitive) {
            return (index, component)
        }
        return nil
    }

    // MARK: - Building

    private static func excludes(_ manifest: ValidatedManifest) -> [AASAComponent] {
        var components: [AASAComponent] = []
        for (_, route) in manifest.allRoutes where !route.universalLink {
            for pattern in route.patterns {
                for path in expansions(of: pattern) {
                    components.append(AASAComponent(path: path, exclude: true, comment: route.name))
                }
            }
        }
        for pattern in manifest.settings.aasa.exclude {
            components.append(AASAComponent(path: pattern.value, exclude: true, comment: "aasa.exclude"))
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
    /// parameter, `*` for a catch-all.
    static func path(of pattern: PathPattern, segments count: Int) -> String {
        let parts = pattern.segments.prefix(count).map { segment -> String in
            switch segment {
            case .literal(let text): return RouteURLBuilder.encode(text)
            case .parameter, .optionalParameter: return "?*"
            case .catchAll: return "*"
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func collect(
        _ manifest: ValidatedManifest, node: Int, depth: Int, into components: inout [AASAComponent]
    ) {
        let current = manifest.trie.nodes[node]
        for literal in current.literals {
            collect(manifest, node: literal.child, depth: depth + 1, into: &components)
        }
        if let child = current.parameter {
            collect(manifest, node: child, depth: depth + 1, into: &components)
        }
        for terminal in [current.terminal, current.catchAll].compactMap({ $0 }) {
            let route = manifest.route(terminal)
            guard route.universalLink else { continue }
            let pattern = route.patterns[terminal.pattern]
            let isCatchAll = terminal == current.catchAll && terminal != current.terminal
            let path = path(of: pattern, segments: isCatchAll ? pattern.segments.count : depth)
            var query: [String: String] = [:]
            // A required item: "?*" (present, not empty) when its value cannot be empty; a String
            // that may be empty gets "*". Apple's patterns cannot say "present but possibly empty",
            // and sending too much is safe (the app answers missingParameter) where too little is not.
            for parameter in route.parameters
            where parameter.isRequiredItem && parameter.isQueryItem {
                let mayBeEmpty =
                    parameter.type == .string && (parameter.constraints.minLength?.value ?? 0) == 0
                query[parameter.urlName] = mayBeEmpty ? "*" : "?*"
            }
            // A required fragment is never empty: an empty `#` reads as none.
            let fragment =
                route.parameters.contains { $0.isRequiredItem && $0.isFragment } ? "?*" : nil
            components.append(
                AASAComponent(path: path, query: query, fragment: fragment, comment: route.name))
        }
    }
}
