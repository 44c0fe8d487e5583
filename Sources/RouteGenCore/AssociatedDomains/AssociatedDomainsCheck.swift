import Foundation
@_spi(Generated) import RouteKit

/// Checks what the AASA file can express: no exclude may hide from iOS a URL that the parser
/// accepts for a universal-link route (excludes come first), and the file must fit Apple's
/// 128 KB limit.
enum AssociatedDomainsCheck {
    static func diagnostics(_ manifest: ValidatedManifest) -> [Diagnostic] {
        guard !manifest.settings.hosts.isEmpty else { return [] }
        let aasa = AppSiteAssociation(manifest)
        // Each file its hosts serve: the first host's when all serve one.
        var diagnostics: [Diagnostic] = []
        var checked: Set<[AASAComponent]> = []
        for origin in manifest.settings.hosts.indices
        where checked.insert(aasa.components(on: origin)).inserted {
            diagnostics += shadowedRoutes(manifest, aasa.components(on: origin), origin: origin)
        }
        for file in aasa.files where file.contents.utf8.count > AppSiteAssociation.maximumSize {
            diagnostics.append(
                Diagnostic(
                    .files(
                        .aasaTooLarge(
                            file: file.name, bytes: file.contents.utf8.count,
                            maximum: AppSiteAssociation.maximumSize)),
                    at: manifest.settings.hostLocations[0]))
        }
        return diagnostics
    }

    /// Universal-link routes on host `origin` that an exclude among `components` hides.
    private static func shadowedRoutes(
        _ manifest: ValidatedManifest, _ components: [AASAComponent], origin: Int
    ) -> [Diagnostic] {
        let first = manifest.settings.hosts[origin]
        var diagnostics: [Diagnostic] = []
        let excludes = components.filter(\.exclude)
        let caseSensitive = manifest.settings.caseSensitive
        let routes = manifest.allRoutes.map(\.route).filter {
            $0.opensAsUniversalLink && manifest.settings.origins(of: $0)?.contains(origin) != false
        }
        for (index, exclude) in excludes.enumerated() {
            let pieces = literalPrefix(of: exclude.path, caseSensitive: caseSensitive)
            for route in routes {
                let shadowed = route.patterns.lazy.filter {
                    mayOverlap(pieces, $0, caseSensitive: caseSensitive)
                }.flatMap {
                    candidates(route, pattern: $0, host: first, against: exclude)
                }.first { url in
                    let items =
                        (URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems
                        ?? [])
                        .map { (name: $0.name.removingPercentEncoding ?? $0.name, value: $0.value ?? "") }
                    return exclude.matches(
                        path: url.path(percentEncoded: true), query: items,
                        fragment: url.fragment(percentEncoded: false), caseSensitive: caseSensitive)
                        && Explainer.explain(url.absoluteString, in: manifest, aasa: nil)
                            .accepts(route.name)
                }
                guard let url = shadowed else { continue }
                let message: ManifestMessage.Files
                let location: SourceLocation
                if exclude.comment == "aasa.exclude" {
                    let entry = manifest.settings.aasa.exclude[
                        index - (excludes.count - manifest.settings.aasa.exclude.count)]
                    message = .excludeHidesRoute(
                        pattern: entry.value, route: route.name, url: url.absoluteString)
                    location = entry.location
                } else {
                    let owner = manifest.allRoutes.first { $0.route.name == exclude.comment }!.route
                    message = .excludedRouteHidesRoute(
                        owner: owner.name, ownerPath: "\(owner.shown(owner.path))",
                        carriedOnly: owner.reach.carriedOnly,
                        route: route.name, url: url.absoluteString)
                    location = owner.location
                }
                diagnostics.append(
                    Diagnostic(
                        .files(message), at: location,
                        notes: [Diagnostic.Note(.declared(route.name), at: route.location)]))
            }
        }
        return diagnostics
    }

    /// An exclude's path segments before its first wildcard (lowercased when matching ignores case).
    static func literalPrefix(of exclude: String, caseSensitive: Bool) -> [Substring] {
        let path = caseSensitive ? exclude : exclude.lowercased()
        return Array(
            path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(
                path.hasPrefix("/") ? 1 : 0
            )
            .prefix { !$0.contains("*") && !$0.contains("?") })
    }

    /// Whether an exclude can match a link of `pattern`: not when, before the first wildcard of
    /// either (``literalPrefix(of:caseSensitive:)``), a literal segment of one is another than the
    /// other's at its place — no wildcard has crossed a `/` yet, so the segments line up. A quick
    /// test that spares the candidates of most pairs.
    static func mayOverlap(_ prefix: [Substring], _ pattern: PathPattern, caseSensitive: Bool) -> Bool {
        for (piece, segment) in zip(prefix, pattern.segments) {
            guard case .literal(let text) = segment else { return true }
            let written = RouteURLBuilder.encodePathText(text)
            if (caseSensitive ? written : written.lowercased()) != piece { return false }
        }
        return true
    }

    /// URLs of `route`'s `pattern` to try against `exclude`, most plain first: its example, then
    /// each path parameter and catch-all filled from the exclude's own literal pieces (a catch-all
    /// with up to three of them), so that an exclude like `/?*/docs/*` is found to hide
    /// `/docs/x/docs/x` from `/docs/{title...}`. At most 2,000 per pattern.
    static func candidates(
        _ route: ResolvedRoute, pattern: PathPattern, host: String, against exclude: AASAComponent
    ) -> [URL] {
        let pieces = exclude.path.split(separator: "/").map { $0.filter { $0 != "*" && $0 != "?" } }
            .filter { !$0.isEmpty }.compactMap { $0.removingPercentEncoding }
        let words = Array(Set(pieces + ["x"])).sorted()
        var segmentChoices: [[String]] = [[]]  // each an assignment, in the pattern's parameter order
        for segment in pattern.segments {
            for _ in segment.valueNames {
                var choices = words
                if case .catchAll = segment {
                    for first in words { for second in words { choices.append("\(first)/\(second)") } }
                    for first in words { for second in words { choices.append("\(first)/\(second)/x") } }
                }
                segmentChoices = segmentChoices.flatMap { chosen in choices.map { chosen + [$0] } }
                    .prefix(2_000).map { $0 }
            }
        }
        let names = pattern.parameterNames
        let concrete = AppSettings.concreteHost(host)
        var urls = [ExampleURLs.url(route, host: host, pattern: pattern)]
        for chosen in segmentChoices where !chosen.isEmpty {
            let values = Dictionary(zip(names, chosen), uniquingKeysWith: { first, _ in first })
            let builder = ExampleURLs.builder(for: route, pattern: pattern) { values[$0.name] }
            urls.append(
                builder.url(host: builder.host(concrete.lowercased(), default: nil) ?? concrete.lowercased()))
        }
        return urls
    }
}
