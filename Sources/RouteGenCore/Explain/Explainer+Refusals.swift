import Foundation
@_spi(Generated) import RouteKit

/// What `explain` says of a link no route takes: the hint beside a refusal, how far the path
/// matched, which test turned a route away, and why a segment does not fit its values.
extension Explainer {
    static func hint(for error: RouteError, _ url: URL, _ manifest: ValidatedManifest) -> String {
        switch error {
        case .unsupportedScheme:
            let schemes = manifest.settings.schemes
            return "; the manifest's schemes are "
                + (schemes.isEmpty ? "none" : schemes.joined(separator: ", "))
                + (manifest.settings.hosts.isEmpty ? "" : ", and https for universal links")
        case .unknownHost:
            let hosts = manifest.settings.hosts
            switch manifest.scope.readHost(of: url) {
            case .failure(let refusal):
                return ": \(refusal); the manifest's hosts are "
                    + (hosts.isEmpty ? "none" : hosts.joined(separator: ", "))
            case .success(let host):
                // The host is listed: what refused the link is its port.
                let port = url.port.map(String.init) ?? "?"
                let web =
                    url.scheme?.lowercased() == "http" ? "an http link's is 80" : "a universal link's is 443"
                return ": the host \(host) is listed, but the port \(port) is not; \(web), or none"
            }
        default:
            return ""
        }
    }

    /// Why a segment where a pattern has values inside does not fit it: the rule, named.
    static func unfit(_ segments: [String], at index: Int, _ manifest: ValidatedManifest) -> String? {
        let trie = manifest.trie
        for (_, route) in manifest.allRoutes {
            for pattern in route.patterns where pattern.segments.count > index {
                guard case .pieces(let texts, _) = pattern.segments[index],
                    zip(pattern.segments, segments).prefix(index).allSatisfy({
                        RouteTrieBuilder.takes($0, $1, trie)
                    })
                else { continue }
                let written = PathPattern(segments: [pattern.segments[index]]).description.dropFirst()
                var rules = texts[0].isEmpty ? [] : ["starts with '\(texts[0])'"]
                if !texts.last!.isEmpty { rules.append("ends with '\(texts.last!)'") }
                // Split from the right: the last text between values first.
                let between = texts.dropFirst().dropLast().reversed().map { "'\($0)'" }
                if !between.isEmpty {
                    rules.append("is split at the last " + between.joined(separator: ", then the last "))
                }
                rules.append("has no empty value")
                return
                    "'\(segments[index])' does not fit '\(written)' (route '\(route.name)'): such a segment "
                    + rules.dropLast().joined(separator: ", ") + (rules.count > 1 ? " and " : "") + rules
                    .last!
            }
        }
        return nil
    }

    /// Where matching failed, from the plan's trace of the link: how far its path matched and
    /// what follows, and the route its path alone reaches with the plan's test of it that the
    /// link does not meet.
    static func noMatch(
        _ link: LinkReading, _ planned: MatcherPlan.Link, _ manifest: ValidatedManifest, url: URL
    ) -> Explanation.NoRoute {
        let segments = planned.segments
        var noRoute = Explanation.NoRoute(path: link.path)
        let trace = manifest.plan.trace(planned)
        var matched = trace.matched
        if let hidden = unreachable(fitting: segments, manifest) {
            // A route no link reaches is in no matcher: its path, read on its own, takes the link.
            noRoute.turnedAway = .init(
                route: hidden.name,
                needs: "no link reaches it (\(ManifestMessage.spelled("'schemes: []'", "'reach: []'")))")
            matched = segments.count
        } else if let passedOver = trace.pathOnly,
            let test = manifest.plan.failedGuard(of: passedOver.terminal, in: manifest, for: planned)
        {
            let route = manifest.route(passedOver.terminal)
            noRoute.turnedAway = .init(route: route.name, needs: needs(test, route, link, planned, manifest))
        }
        if matched < segments.count {
            noRoute.stop =
                matched == 0
                ? .noPatternStarts(with: segments[0])
                : .noneContinues(
                    after: "/" + segments.prefix(matched).joined(separator: "/"), with: segments[matched])
            noRoute.unfit = unfit(segments, at: matched, manifest)
        } else if noRoute.turnedAway == nil {
            noRoute.stop = .segmentsMissing
        }
        noRoute.inAnyCase = inAnyCase(url, planned, manifest)
        return noRoute
    }

    /// The route that takes the link where segments are compared in any case, when the link's
    /// path in lowercase parses to it whole (its values too): the case is what refused it.
    private static func inAnyCase(
        _ url: URL, _ planned: MatcherPlan.Link, _ manifest: ValidatedManifest
    ) -> String? {
        guard manifest.settings.caseSensitive else { return nil }
        var anyCase = manifest.plan
        anyCase.caseSensitive = false
        guard let match = anyCase.run(planned),
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return nil }
        let name = manifest.route(match.terminal).name
        components.percentEncodedPath = components.percentEncodedPath.lowercased()
        if planned.channels.first != .web, let host = components.percentEncodedHost {
            components.percentEncodedHost = host.lowercased()
        }
        guard let lowercased = components.url?.absoluteString,
            explain(lowercased, in: manifest, aasa: nil).accepts(name)
        else { return nil }
        return name
    }

    /// The route of `schemes: []` whose path, without a catch-all, takes `segments`, if one does.
    private static func unreachable(
        fitting segments: [String], _ manifest: ValidatedManifest
    ) -> ResolvedRoute? {
        manifest.allRoutes.map(\.route).first { route in
            route.schemes == []
                && route.patterns.contains { pattern in
                    let required = pattern.segments.filter {
                        if case .optionalParameter = $0 { false } else { true }
                    }
                    return !pattern.segments.contains { if case .catchAll = $0 { true } else { false } }
                        && (required.count...pattern.segments.count).contains(segments.count)
                        && zip(pattern.segments, segments).allSatisfy {
                            RouteTrieBuilder.takes($0, $1, manifest.trie)
                        }
                }
        }
    }

    /// What `route` needs that `link` lacks: `test`, one of its return's, in the manifest's words.
    private static func needs(
        _ test: MatcherPlan.Test, _ route: ResolvedRoute, _ link: LinkReading, _ planned: MatcherPlan.Link,
        _ manifest: ValidatedManifest
    ) -> String {
        switch test {
        case .reach(let reach):
            // Narrowed by its plan: the route shown, which the manifest wrote the key on, is named.
            let why = route.reachNarrowedBy.map { ", as its plan shows '\($0)'" } ?? ""
            if reach.isUnreachable {
                return "no link reaches it"
                    + (why.isEmpty ? " (\(ManifestMessage.spelled("'schemes: []'", "'reach: []'")))" : why)
            }
            let reached = "is reached by \(reach.channelsDescription) links only" + why
            if !reach.admits(planned.channels[0]) {
                let schemeOnly = !reach.web && Set(reach.schemes) == Set(manifest.settings.schemes)
                return schemeOnly && why.isEmpty
                    ? "is scheme-only (\(ManifestMessage.spelled("universalLink: false", "reach: [schemes]")))"
                    : reached
            }
            if let carrier = planned.channels.dropFirst().first(where: { !reach.admits($0) }) {
                let came = carrier.scheme.map { "a link on '\($0):'" } ?? "a web link"
                return "is not reached from \(came), which carries this one (it \(reached))"
            }
            return
                "is reached only inside another link (\(ManifestMessage.spelled("carriedOnly", "reach: [carried]")))"
        case .origin:
            if let schemes = route.schemes {
                // On a scheme the route names, with a host: such a route takes its links that carry none.
                let onNamedScheme = link.host != nil && schemes.contains { planned.channels[0].scheme == $0 }
                return "is reached on " + schemes.map { "'\($0):'" }.joined(separator: ", ")
                    + " links only (\(ManifestMessage.spelled("'schemes:'", "'reach:'")))"
                    + (onNamedScheme ? ", those that name a screen, not a host as this one does" : "")
            }
            let on = route.hosts.map { $0.map { "'\($0)'" }.joined(separator: ", ") }
            return "is reached on " + (on ?? "hosts that are not exclusive")
                + (link.host.map { ", not '\($0)'" } ?? ", not on a custom scheme's link")
        case .condition(let condition):
            return "needs \(condition) ('when:')"
        case .fragmentPath:
            let fragment = route.fragmentPath.map { "#" + route.written($0).description } ?? "#"
            return "needs a fragment that fits '\(fragment)'" + ManifestMessage.spelled(" ('fragment:')", "")
        case .pathEnds, .pathLonger, .segment, .pieces:
            return "does not take its path"  // a return's guards test no path
        }
    }
}
