import Foundation
@_spi(Generated) import RouteKit

/// What `routegen explain` says about one URL.
package struct Explanation: Sendable, Equatable {
    package var url: String
    /// Whether the generated parser accepts the URL.
    package var parses: Bool
    /// The route whose pattern matches the URL, whether or not its values convert.
    package var route: String?
    package var lines: [String]
    /// Each value the route gets, by parameter name, as shown: `42`, `"abc"`, `nil (default)`.
    package var values: [String: String] = [:]
    /// Why the URL does not parse, as the parser's error says it; `nil` when it parses.
    package var failure: String?
    /// The parser's error, where the URL is one but is no link of the app.
    package var error: RouteError?
    /// For an https link, whether the AASA sends it to the app (when the AASA was asked).
    package var aasaSendsToApp: Bool?
    /// Whether showing the link needs sign-in, and the permissions it needs: its route's, its
    /// plan's and those of the links it carries (what the router checks).
    package var requiresAuth = false
    package var permissions: [String] = []
    /// Every route the link shows, in the order the router asks the access policy about them.
    package var shows: [Explainer.ShownRoute] = []

    /// The URL, then each line indented.
    package var text: String { ([url] + lines.map { "  " + $0 }).joined(separator: "\n") }

    /// Whether the generated parser gives the URL to route `name`.
    package func accepts(_ name: String) -> Bool { parses && route == name }
}

/// Explains a URL with the generated parser's own semantics: RouteKit's `RouteLink` checks the
/// scheme and host and splits the path, the manifest's matcher plan (the one the generated matcher
/// is printed from) chooses the route, RouteKit converts and checks each value, and the AASA built
/// from the route trie says whether iOS would hand the link to the app. Of a link no route
/// reaches, the trie says how far its path matched, and the plan's tests of the route its path
/// alone reaches say which turned it away.
package enum Explainer {
    package static func explain(_ text: String, in manifest: ValidatedManifest) -> Explanation {
        explain(text, in: manifest, aasa: AppSiteAssociation(manifest))
    }

    /// ``explain(_:in:)`` with the manifest's AASA built once by the caller, or without the AASA's
    /// verdict when `aasa` is `nil`: checks that explain many URLs (lint, `diff`) build it once.
    /// `carriers` are how the links that carry it came, innermost first.
    static func explain(
        _ text: String, in manifest: ValidatedManifest, aasa: AppSiteAssociation?,
        carriers: [RouteReach.Channel] = []
    ) -> Explanation {
        var explanation = Explanation(url: text, parses: false, route: nil, lines: [])
        guard let url = URL(string: text) else {
            explanation.lines = ["✗ not a URL"]
            explanation.failure = "not a URL"
            return explanation
        }
        if let aasa, url.scheme?.lowercased() == "https" {
            explanation.aasaSendsToApp = aasaReading(url, manifest, aasa).sendsToApp
        }
        func aasaLine() -> [String] { appleLine() + androidLine() }
        func androidLine() -> [String] {
            guard let aasa, url.scheme?.lowercased() != "http", let android = AndroidAppLinks(manifest)
            else { return [] }
            return [android.verdict(url, aasa: aasa)]
        }
        func appleLine() -> [String] {
            guard let aasa else { return [] }
            if url.scheme?.lowercased() == "http" {
                return [
                    manifest.settings.acceptsHTTP
                        ? "AASA: not involved (http: read where the app intercepts links, never a universal link)"
                        : "AASA: not involved (iOS opens only https links as universal links)"
                ]
            }
            guard url.scheme?.lowercased() == "https" else {
                let named = { (schemes: [String]) in
                    schemes.contains { $0.lowercased() == url.scheme?.lowercased() }
                }
                // On a `host: optional` scheme, a host not listed as written names a screen.
                let carriesHost =
                    named(manifest.settings.hostSchemes)
                    && (!named(manifest.settings.optionalHostSchemes)
                        || manifest.scope.isListed(url.host(percentEncoded: true) ?? ""))
                return ["AASA: not involved (custom scheme\(carriesHost ? ", carrying the host" : ""))"]
            }
            return [aasaReading(url, manifest, aasa).line]
        }
        let link: LinkReading
        do {
            link = try RouteLink.read(url, in: manifest.scope) {
                LinkReading($0, scope: manifest.scope, schemes: manifest.settings.schemes)
            }
        } catch {
            explanation.lines = ["✗ \(error)" + hint(for: error, url, manifest)] + aasaLine()
            explanation.failure = "\(error)"
            explanation.error = error
            return explanation
        }
        let channels = [link.channel] + carriers
        var planned = link.planned
        planned.channels = channels
        guard let match = manifest.plan.run(planned) else {
            explanation.lines = [noMatch(link, planned, manifest)] + aasaLine()
            explanation.error = .notFound(path: link.path)
            explanation.failure = "\(explanation.error!)"
            return explanation
        }
        let route = manifest.route(match.terminal)
        let pattern = route.patterns[match.terminal.pattern]
        explanation.route = route.name
        if let reason = route.removed {
            let error = RouteError.removed(route: route.name, reason: reason)
            explanation.lines =
                ["route: \(route.name) (\(route.shown(pattern))), removed", "✗ \(error)"] + aasaLine()
            explanation.failure = "\(error)"
            explanation.error = error
            return explanation
        }
        let named = manifest.namedItems(of: route)
        var spelling = link.spelling
        spelling.isCarried = !carriers.isEmpty
        if let strict = match.strict,
            let problem = StrictLink.problem(spelling, readItems: strict.items, checks: strict.checks)
        {
            let error = StrictLink.error(route: strict.route, problem: problem)
            // The link reaches no route: the parser refuses it.
            explanation.route = nil
            explanation.lines =
                ["route: \(route.name) (\(route.shown(pattern))), strict", "✗ \(error)"] + aasaLine()
            explanation.failure = "\(error)"
            explanation.error = error
            return explanation
        }
        let reading = values(
            of: route, match: match, url: url, named: named, manifest: manifest, channels: channels)
        explanation.requiresAuth = route.requiresAuth || reading.carried.contains(where: \.requiresAuth)
        explanation.permissions = reading.carried.reduce(into: route.permissions) { all, carried in
            all += carried.permissions.filter { !all.contains($0) }
        }
        let file = manifest.file(of: match.terminal.route)
        explanation.shows = shows(
            route, in: file, carried: reading.carried, shownCarried: reading.shownCarried,
            role: "the link's route")
        // The link as a whole, said once, for the outermost link, where it shows more than its route.
        let whole =
            carriers.isEmpty && reading.error == nil && explanation.shows.count > 1
            ? [provenance(link)] + explanation.shows.map(\.line) : []
        explanation.lines =
            ["route: \(route.name) (\(route.anyPath ? "any path" : "\(route.shown(pattern))"))"]
            + (route.conditions.isEmpty
                ? []
                : ["when: " + route.conditions.map(\.description).joined(separator: ", ") + " (each holds)"])
            + host(link, manifest)
            + group(route, in: manifest.file(of: match.terminal.route))
            + reading.lines
            + [
                metadata(
                    route, manifest.settings.metadata, carried: reading.carried, shown: reading.shownCarried)
            ]
            + whole
            + context(
                url: url, manifest,
                readsFragment: route.fragmentPath != nil
                    || route.parameters.contains { $0.isFragment || $0.isFragmentItem })
            + aasaLine()
        explanation.values = reading.values
        explanation.failure = reading.error.map { "\($0)" }
        explanation.error = reading.error
        explanation.parses = reading.error == nil
        return explanation
    }

    /// `host: de.wiki.example, listed as '{lang}.wiki.example'`: the host a link was read on, where
    /// routes differ by host.
    private static func host(_ link: LinkReading, _ manifest: ValidatedManifest) -> [String] {
        guard manifest.routesDifferByHost, let host = link.host, link.origin != RouteTrie.noHost else {
            return []
        }
        return ["host: \(host), listed as '\(manifest.settings.hosts[link.origin])'"]
    }

    /// `group: course › lesson, sharing school, course, ref › lessonId`: the groups that hold the
    /// route and the values each gives it; nothing for a route of no group.
    private static func group(_ route: ResolvedRoute, in file: RouteFile) -> [String] {
        let groups = file.groups(of: route)
        guard !groups.isEmpty else { return [] }
        let shared = groups.map { $0.shared.map(\.name).joined(separator: ", ") }.filter { !$0.isEmpty }
        return [
            "group: " + groups.map(\.caseName).joined(separator: " › ")
                + (shared.isEmpty ? ", sharing no values" : ", sharing " + shared.joined(separator: " › "))
        ]
    }

    /// `context: utmSource = "mail", referral = nil` and the fragment: read beside the route, each
    /// item as the generated `LinkContext` reads it (a value that does not convert is absent).
    private static func context(
        url: URL, _ manifest: ValidatedManifest, readsFragment: Bool
    ) -> [String] {
        var reading = ValueReading()
        try? RouteLink.read(url, in: manifest.scope) { (link) throws(RouteError) in
            for var item in manifest.settings.context {
                item.ignoreInvalid = true
                read(item, label: item.name, link, at: ValuePlace(), into: &reading)
            }
        }
        var parts = reading.lines
        if let fragment = url.fragment, !readsFragment { parts.append("fragment = \"\(fragment)\"") }
        return parts.isEmpty ? [] : ["context: " + parts.joined(separator: ", ")]
    }

    /// `auth: required; permissions: …; shown: …`: what the link needs (its route's, and that of
    /// the links it carries, named) and how it is shown.
    private static func metadata(
        _ route: ResolvedRoute, _ fields: [MetadataField], carried: [Explanation],
        shown carriedShown: Explanation?
    ) -> String {
        let carriedAuth = carried.filter(\.requiresAuth).compactMap(\.route)
        var auth = route.requiresAuth || !carriedAuth.isEmpty ? "auth: required" : "auth: none"
        if !route.requiresAuth, !carriedAuth.isEmpty {
            auth += " (by the link it carries: \(carriedAuth.joined(separator: ", ")))"
        }
        var parts = [auth]
        let permissions = carried.reduce(into: route.permissions) { all, carried in
            all += carried.permissions.filter { !all.contains($0) }
        }
        if !permissions.isEmpty {
            parts.append("permissions: " + permissions.joined(separator: ", "))
        }
        // A route that carries a link and has no navigation of its own shows the carried route.
        if route.hasDefaultNavigation, let shown = carriedShown?.shows.first {
            parts.append("shown: \(shown.presentation), as \(shown.route), which it carries")
        } else {
            parts.append("shown: " + route.presentationSummary)
        }
        if !fields.isEmpty { parts.append("metadata: " + metadataSummary(route, fields)) }
        return parts.joined(separator: "; ")
    }

    /// `section = home, tracked = true`: every metadata key's value for `route`.
    static func metadataSummary(_ route: ResolvedRoute, _ fields: [MetadataField]) -> String {
        fields.map { field in
            "\(field.name) = "
                + ((route.metadata[field.name] ?? field.defaultValue).map(ExampleURLs.text) ?? "nil")
        }.joined(separator: ", ")
    }

    /// What the AASA built from the manifest's trie does with an https `url`: whether it sends
    /// the link to the app, and the line `explain` prints.
    static func aasaReading(
        _ url: URL, _ manifest: ValidatedManifest, _ aasa: AppSiteAssociation
    ) -> (sendsToApp: Bool, line: String) {
        // Browsers read the host as RouteKit does: escapes decoded, IDNA form, brackets kept.
        guard case .success = manifest.scope.readHost(of: url) else {
            var host = url.host(percentEncoded: true)?.lowercased() ?? ""
            if URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedHost?.hasPrefix("[")
                == true
            {
                host = "[\(host)]"
            }
            return (false, "AASA: none is served for host '\(host)'; iOS opens the link in Safari")
        }
        guard let (index, component) = aasa.firstMatch(url) else {
            return (false, "AASA: no component matches; iOS opens the link in Safari")
        }
        var described = "component \(index + 1) (\"\(component.path)\", \(component.comment))"
        if let file = aasa.fileName(for: url) { described += " of " + file }
        return component.exclude
            ? (false, "AASA: excluded by \(described); iOS opens the link in Safari")
            : (true, "AASA: \(described) sends it to the app")
    }
}
