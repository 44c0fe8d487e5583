import Foundation
@_spi(Generated) import RouteKit

/// Explains a URL with the generated parser's own semantics: RouteKit's `RouteLink` checks the
/// scheme and host and splits the path, the manifest's matcher plan (the one the generated matcher
/// is printed from) chooses the route, RouteKit converts and checks each value, and the AASA built
/// from the route trie says whether iOS would hand the link to the app. Of a link no route
/// reaches, the trie says how far its path matched, and the plan's tests of the route its path
/// alone reaches say which turned it away.
package enum Explainer {
    /// `asContent`: read as a content link, as the generated `init(contentLink:)` reads it.
    package static func explain(
        _ text: String, in manifest: ValidatedManifest, asContent: Bool = false
    ) -> Explanation {
        explain(text, in: manifest, aasa: AppSiteAssociation(manifest), asContent: asContent)
    }

    /// ``explain(_:in:)`` with the manifest's AASA built once by the caller, or without the AASA's
    /// verdict when `aasa` is `nil`: checks that explain many URLs (lint, `diff`) build it once.
    /// `carriers` are how the links that carry it came, innermost first.
    static func explain(
        _ text: String, in manifest: ValidatedManifest, aasa: AppSiteAssociation?,
        carriers: [RouteReach.Channel] = [], asContent: Bool = false
    ) -> Explanation {
        // Its findings name what the manifest's version writes.
        ManifestMessage.$spells1_2.withValue(manifest.settings.version >= .v1_2) {
            explainSpelled(text, in: manifest, aasa: aasa, carriers: carriers, asContent: asContent)
        }
    }

    private static func explainSpelled(
        _ text: String, in manifest: ValidatedManifest, aasa: AppSiteAssociation?,
        carriers: [RouteReach.Channel] = [], asContent: Bool = false
    ) -> Explanation {
        var explanation = Explanation(url: text, parses: false, route: nil)
        explanation.spells1_2 = ManifestMessage.spells1_2
        guard let url = URL(string: text) else {
            explanation.findings = [.notAURL]
            explanation.failure = "not a URL"
            return explanation
        }
        if let aasa, url.scheme?.lowercased() == "https" {
            explanation.aasaSendsToApp = aasaVerdict(url, manifest, aasa).sendsToApp
        }
        /// `route`: the route the link reaches, which a component written for another may cover.
        func aasaLine(route: String? = nil) -> [Explanation.Finding] {
            appleLine(route: route) + androidLine()
        }
        func androidLine() -> [Explanation.Finding] {
            guard let aasa, url.scheme?.lowercased() != "http", let android = AndroidAppLinks(manifest)
            else { return [] }
            return [.android(android.verdict(url, aasa: aasa))]
        }
        func appleLine(route: String?) -> [Explanation.Finding] {
            guard let aasa else { return [] }
            if url.scheme?.lowercased() == "http" {
                return [.apple(.http(intercepted: manifest.settings.acceptsHTTP))]
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
                return [.apple(.customScheme(carryingHost: carriesHost))]
            }
            return [.apple(aasaVerdict(url, manifest, aasa, route: route))]
        }
        // A content link is read, values and context too, as `init(contentLink:)` reads it.
        let scope =
            asContent && manifest.settings.anyHostOrigin != nil
            ? manifest.scope.readingAnyHost() : manifest.scope
        let link: LinkReading
        do {
            link = try RouteLink.read(url, in: scope) {
                LinkReading($0, scope: manifest.scope, schemes: manifest.settings.schemes)
            }
        } catch {
            explanation.findings = [.refused(error, hint: hint(for: error, url, manifest))] + aasaLine()
            explanation.failure = "\(error)"
            explanation.error = error
            return explanation
        }
        let channels = [link.channel] + carriers
        var planned = link.planned
        planned.channels = channels
        guard let match = manifest.plan.run(planned) else {
            explanation.findings = [.noRoute(noMatch(link, planned, manifest, url: url))] + aasaLine()
            explanation.error = .notFound(path: link.path)
            explanation.failure = "\(explanation.error!)"
            return explanation
        }
        let route = manifest.route(match.terminal)
        let pattern = route.patterns[match.terminal.pattern]
        explanation.route = route.name
        if let reason = route.removed {
            let error = RouteError.removed(route: route.name, reason: reason)
            explanation.findings =
                [.route(route.name, pattern: route.shown(pattern), refusing: .removed), .refused(error)]
                + aasaLine()
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
            explanation.findings =
                [.route(route.name, pattern: route.shown(pattern), refusing: .strict), .refused(error)]
                + aasaLine()
            explanation.failure = "\(error)"
            explanation.error = error
            return explanation
        }
        let reading = reading(
            of: route, match: match, url: url, named: named, manifest: manifest, scope: scope,
            channels: channels)
        explanation.requiresAuth = route.requiresAuth || reading.carried.contains(where: \.requiresAuth)
        explanation.permissions = reading.carried.reduce(into: route.permissions) { all, carried in
            all += carried.permissions.filter { !all.contains($0) }
        }
        let file = manifest.file(of: match.terminal.route)
        explanation.shows = shows(
            route, in: file, carried: reading.carried, shownCarried: reading.shownCarried,
            role: "the link's route")
        // The link as a whole, said once, for the outermost link, where it shows more than its route.
        let whole: [Explanation.Finding] =
            carriers.isEmpty && reading.error == nil && explanation.shows.count > 1
            ? [.provenance(link.channel, host: link.host)] + explanation.shows.map { .shows($0) } : []
        explanation.findings =
            [.route(route.name, pattern: route.anyPath ? nil : route.shown(pattern))]
            + (route.conditions.isEmpty ? [] : [.conditions(route.conditions.map(\.description))])
            + host(link, manifest)
            + group(route, in: manifest.file(of: match.terminal.route))
            + reading.findings
            + [
                .access(
                    access(
                        route, manifest.settings.metadata, carried: reading.carried,
                        shown: reading.shownCarried))
            ]
            + whole
            + context(
                url: url, manifest, scope: scope,
                readsFragment: route.fragmentPath != nil
                    || route.parameters.contains { $0.isFragment || $0.isFragmentItem })
            + aasaLine(route: route.name)
        explanation.values = reading.values
        explanation.failure = reading.error.map { "\($0)" }
        explanation.error = reading.error
        explanation.parses = reading.error == nil
        return explanation
    }

    /// `host: de.wiki.example, listed as '{lang}.wiki.example'`: the host a link was read on, where
    /// routes differ by host.
    private static func host(_ link: LinkReading, _ manifest: ValidatedManifest) -> [Explanation.Finding] {
        guard manifest.routesDifferByHost, let host = link.host, link.origin != RouteTrie.noHost else {
            return []
        }
        let hosts = manifest.settings.hosts
        return [.host(host, listedAs: hosts.indices.contains(link.origin) ? hosts[link.origin] : nil)]
    }

    /// `group: course › lesson, sharing school, course, ref › lessonId`: the groups that hold the
    /// route and the values each gives it; nothing for a route of no group.
    private static func group(_ route: ResolvedRoute, in file: RouteFile) -> [Explanation.Finding] {
        let groups = file.groups(of: route)
        guard !groups.isEmpty else { return [] }
        return [.group(cases: groups.map(\.caseName), shared: groups.map { $0.shared.map(\.name) })]
    }

    /// `context: utmSource = "mail", referral = nil` and the fragment: read beside the route, each
    /// item as the generated `LinkContext` reads it (a value that does not convert is absent).
    private static func context(
        url: URL, _ manifest: ValidatedManifest, scope: LinkScope, readsFragment: Bool
    ) -> [Explanation.Finding] {
        var reading = ValueReading()
        try? RouteLink.read(url, in: scope) { (link) throws(RouteError) in
            for var item in manifest.settings.context {
                item.ignoreInvalid = true
                read(item, type: nil, link, at: ValuePlace(), into: &reading)
            }
        }
        let fragment = readsFragment ? nil : url.fragment
        return reading.findings.isEmpty && fragment == nil
            ? [] : [.context(reading.findings, fragment: fragment)]
    }

    /// What the link needs (its route's, and that of the links it carries, named) and how it is
    /// shown.
    private static func access(
        _ route: ResolvedRoute, _ fields: [MetadataField], carried: [Explanation],
        shown carriedShown: Explanation?
    ) -> Explanation.Access {
        let permissions = carried.reduce(into: route.permissions) { all, carried in
            all += carried.permissions.filter { !all.contains($0) }
        }
        var access = Explanation.Access(
            requiresAuth: route.requiresAuth,
            signInFor: route.requiresAuth ? [] : carried.filter(\.requiresAuth).compactMap(\.route),
            permissions: permissions, shown: route.presentationSummary,
            metadata: fields.isEmpty ? nil : metadataSummary(route, fields))
        // A route that carries a link and has no navigation of its own shows the carried route.
        if route.hasDefaultNavigation, let shown = carriedShown?.shows.first {
            access.shown = shown.presentation
            access.shownAs = shown.route
        }
        return access
    }

    /// `section = home, tracked = true`: every metadata key's value for `route`.
    static func metadataSummary(_ route: ResolvedRoute, _ fields: [MetadataField]) -> String {
        fields.map { field in
            "\(field.name) = "
                + ((route.metadata[field.name] ?? field.defaultValue).map(ExampleURLs.text) ?? "nil")
        }.joined(separator: ", ")
    }

    /// What the AASA built from the manifest's trie does with an https `url`, a link of `route`
    /// when it reaches one: a component written for another route that covers it says so.
    static func aasaVerdict(
        _ url: URL, _ manifest: ValidatedManifest, _ aasa: AppSiteAssociation, route: String? = nil
    ) -> Explanation.AppleVerdict {
        // Browsers read the host as RouteKit does: escapes decoded, IDNA form, brackets kept.
        guard case .success = manifest.scope.readHost(of: url) else {
            var host = url.host(percentEncoded: true)?.lowercased() ?? ""
            if URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedHost?.hasPrefix("[")
                == true
            {
                host = "[\(host)]"
            }
            return .noneServed(host: host)
        }
        guard let (index, component) = aasa.firstMatch(url) else { return .noComponent }
        var described = "component \(index + 1) (\"\(component.path)\", \(component.comment))"
        // Apple's `*` spans `/`: a shorter route's pattern may cover a link of a longer one.
        if let route, !component.exclude, component.comment != route,
            manifest.allRoutes.contains(where: { $0.route.name == component.comment })
        {
            described =
                "component \(index + 1) (\"\(component.path)\", written for \(component.comment), whose pattern "
                + "covers this link of \(route) too)"
        }
        if let file = aasa.fileName(for: url) { described += " of " + file }
        return component.exclude ? .excluded(component: described) : .sends(component: described)
    }
}
