import Foundation
@_spi(Generated) import RouteKit

/// Example URLs for each route — for the route table, `explain`'s tests and the AASA checks —
/// built with RouteKit's builder so they are exactly what the generated `url` would write.
package enum ExampleURLs {
    /// A value for `parameter`: its `example:`, else its default, else a sample of its type that
    /// meets its min, max and length constraints.
    package static func sample(_ parameter: ResolvedParameter) -> String {
        if let example = parameter.example { return example }
        if let value = parameter.defaultValue { return text(value) }
        let constraints = parameter.constraints
        switch parameter.type {
        case .string:
            var text = parameter.source == .catchAll ? "getting-started/faq" : "example"
            if let min = constraints.minLength?.value, text.count < min {
                text += String(repeating: "x", count: min - text.count)
            }
            if let max = constraints.maxLength?.value, text.count > max { text = String(text.prefix(max)) }
            return text
        case .int:
            var value = 42
            if let min = constraints.min?.value { value = max(value, Int(min.rounded(.up))) }
            if let max = constraints.max?.value { value = min(value, Int(max.rounded(.down))) }
            return String(value)
        case .double:
            var value = 1.5
            if let min = constraints.min?.value { value = max(value, min) }
            if let max = constraints.max?.value { value = min(value, max) }
            return value.routeParameter
        case .bool: return "true"
        case .uuid: return "123E4567-E89B-12D3-A456-426614174000"
        case .stringEnum(let declaration): return declaration.values.first ?? "example"
        case .external: return "example"
        case .link: return "/"
        }
    }

    static func text(_ value: ParameterValue) -> String {
        switch value {
        case .string(let text), .uuid(let text), .enumCase(let text): return text
        case .int(let int): return int.routeParameter
        case .double(let double): return double.routeParameter
        case .bool(let bool): return bool.routeParameter
        }
    }

    /// The route's path and query with sample values, written into a builder: the path pattern
    /// (or alias) `pattern`, the items its `when:` sets, every required query item, and the others
    /// that have an `example:`.
    /// `value` gives a parameter's text instead of its sample (or absence) when it returns one.
    static func builder(
        for route: ResolvedRoute, pattern: PathPattern, value: (ResolvedParameter) -> String? = { _ in nil },
        spelling: (QueryCondition, String) -> String = { $1 }
    ) -> RouteURLBuilder {
        var builder = RouteURLBuilder()
        if let hosts = route.hosts {
            if let host = route.parameters.first(where: \.isHostValue) {
                builder.hosts(hosts, value: value(host) ?? sample(host))
            } else {
                builder.hosts(hosts)
            }
        }
        for segment in pattern.segments {
            switch segment {
            case .literal(let text): builder.literal(RouteURLBuilder.encodePathText(text))
            case .parameter(let name), .optionalParameter(let name):
                if let parameter = route.parameters.first(where: { $0.name == name }) {
                    builder.segment(value(parameter) ?? sample(parameter))
                }
            case .catchAll(let name):
                if let parameter = route.parameters.first(where: { $0.name == name }) {
                    builder.rest(value(parameter) ?? sample(parameter))
                }
            case .pieces(let texts, let names):
                let values = names.map { name in
                    route.parameters.first { $0.name == name }.map { value($0) ?? sample($0) } ?? ""
                }
                builder.pieces(texts, values)
            }
        }
        if route.fragmentPath?.isRooted == false { builder.unrootedFragmentPath() }
        for segment in route.fragmentPath?.segments ?? [] {
            let texts = segment.valueNames.map { name in
                route.parameters.first { $0.name == name }.map { value($0) ?? sample($0) } ?? ""
            }
            switch segment {
            case .literal(let text): builder.fragmentLiteral(text)
            case .pieces(let pieces, _): builder.fragmentPieces(pieces, texts)
            case .parameter, .optionalParameter, .catchAll: builder.fragmentSegment(texts[0])
            }
        }
        for condition in route.conditions {
            guard case .equals(let value) = condition.test else { continue }
            let text = spelling(condition, value)
            if condition.inFragment {
                builder.fragmentItem(condition.name, text)
            } else {
                builder.query(condition.name, text)
            }
        }
        for parameter in route.parameters
        where !parameter.isPathParameter && !parameter.isHostValue && !parameter.isFragmentPathValue {
            guard
                let text = value(parameter)
                    ?? (parameter.isRequiredItem || parameter.example != nil ? sample(parameter) : nil)
            else { continue }
            if parameter.isFragment {
                builder.fragment(text)
            } else if parameter.isFragmentItem {
                builder.fragmentItem(parameter.urlName, text)
            } else {
                builder.query(parameter.urlName, text)
            }
        }
        return builder
    }

    /// The route's example on `scheme://` (after the scheme's host when it carries one).
    package static func url(
        _ route: ResolvedRoute, scheme: String, settings: AppSettings, pattern: PathPattern? = nil
    ) -> URL {
        settings.url(builder(for: route, pattern: pattern ?? route.path), scheme: scheme)
    }

    /// The route's example on `https://host` (a wildcard host becomes `www.`, and a host that
    /// carries a value takes the route's).
    package static func url(_ route: ResolvedRoute, host: String, pattern: PathPattern? = nil) -> URL {
        let builder = builder(for: route, pattern: pattern ?? route.path)
        let concrete = AppSettings.concreteHost(host).lowercased()
        return builder.url(host: builder.host(concrete, default: nil) ?? concrete)
    }

    /// The hosts, as listed, whose links of `pattern` reach `route`: those it is on, less those where
    /// a narrower route (one that names its hosts) takes its links.
    package static func hosts(
        of route: ResolvedRoute, pattern: PathPattern? = nil, in manifest: ValidatedManifest
    ) -> [String] {
        let settings = manifest.settings
        let origins = settings.origins(of: route)
        return settings.hosts.indices.filter { origins?.contains($0) != false }.map { settings.hosts[$0] }
            .filter { host in
                !manifest.routesDifferByHost
                    || reaches(route, url(route, host: host, pattern: pattern), manifest)
            }
    }

    /// The custom schemes whose links of `pattern` reach `route`: those it names, else every one
    /// (only those that carry a host for a route that names its hosts), less those where a route on
    /// some schemes only takes its links.
    package static func schemes(
        of route: ResolvedRoute, pattern: PathPattern? = nil, in manifest: ValidatedManifest
    ) -> [String] {
        let settings = manifest.settings
        return route.reach.schemes.filter { scheme in
            !settings.routesDifferByScheme
                || reaches(route, url(route, scheme: scheme, settings: settings, pattern: pattern), manifest)
        }
    }

    /// Whether the matcher plan gives `url`, an example of `route`, to `route`: not to a route
    /// limited to its scheme or host, or chosen by an item, at the same path.
    private static func reaches(_ route: ResolvedRoute, _ url: URL, _ manifest: ValidatedManifest) -> Bool {
        manifest.plan.route(of: url, in: manifest).map { manifest.route($0).name } == route.name
    }

    /// Where `route`'s links are built, when the app's first scheme does not reach it: on its own
    /// schemes (`schemes:`), on another scheme that reaches it, else on https (`web`). `nil` and
    /// false when the first scheme does.
    package static func builtOn(
        _ route: ResolvedRoute, in manifest: ValidatedManifest
    ) -> (schemes: [String]?, web: Bool) {
        // A route no link reaches (`schemes: []`) is built on the first scheme, as any other.
        if route.reach.isUnreachable { return (nil, false) }
        if let limited = route.schemes {
            let reaching = schemes(of: route, in: manifest)
            return (reaching.isEmpty ? limited : reaching, false)
        }
        let settings = manifest.settings
        guard let first = settings.schemes.first else { return (nil, false) }
        let reaching = schemes(of: route, in: manifest)
        if reaching.contains(first) { return (nil, false) }
        if let other = reaching.first { return ([other], false) }
        return (nil, !settings.hosts.isEmpty)
    }

    /// Every example of the manifest: each route's path and aliases on each scheme and each host
    /// whose links reach it.
    package static func all(_ manifest: ValidatedManifest) -> [(route: ResolvedRoute, url: URL)] {
        var result: [(ResolvedRoute, URL)] = []
        for (_, route) in manifest.allRoutes {
            for pattern in route.patterns {
                for scheme in schemes(of: route, pattern: pattern, in: manifest) {
                    result.append(
                        (route, url(route, scheme: scheme, settings: manifest.settings, pattern: pattern)))
                }
                for host in hosts(of: route, pattern: pattern, in: manifest) {
                    result.append((route, url(route, host: host, pattern: pattern)))
                }
            }
        }
        return result
    }
}
