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

    /// Where matching failed: the longest prefix some pattern matches and what follows it.
    static func noMatch(
        _ segments: [String], link: LinkReading, _ manifest: ValidatedManifest, isCarried: Bool,
        accept: (RouteTrie.Terminal) -> Bool
    ) -> String {
        var line = "✗ no route matches '\(link.path)'"
        // The route a link without these tests would reach, and which test turned it away.
        var turnedAway: String?
        if let passedOver = manifest.trie.match(segments, accept: { !manifest.route($0).anyPath }) {
            let route = manifest.route(passedOver.terminal)
            let items = link.queryItems.map { (name: $0.name, value: $0.value) }
            let fragmentItems = link.fragmentItems.map { (name: $0.name, value: $0.value) }
            if let schemes = route.schemes, !manifest.settings.origins(of: route)!.contains(link.origin) {
                turnedAway =
                    "route '\(route.name)' matches it, but is reached on "
                    + schemes.map { "'\($0):'" }.joined(separator: ", ") + " links only ('schemes:')"
            } else if manifest.settings.origins(of: route)?.contains(link.origin) == false {
                let on = route.hosts.map { $0.map { "'\($0)'" }.joined(separator: ", ") }
                turnedAway =
                    "route '\(route.name)' matches it, but is reached on "
                    + (on ?? "hosts that are not exclusive")
                    + (link.host.map { ", not '\($0)'" } ?? ", not on a custom scheme's link")
            } else if let unmet = route.conditions.first(where: {
                !$0.holds(in: items, fragmentItems: fragmentItems)
            }) {
                turnedAway = "route '\(route.name)' matches it, but needs \(unmet) ('when:')"
            } else if let fragment = route.fragmentPath,
                manifest.trie.guarding(passedOver.terminal).fragmentValues(
                    link.encodedFragment, caseSensitive: manifest.settings.caseSensitive) == nil
            {
                turnedAway =
                    "route '\(route.name)' matches it, but needs a fragment that fits '#\(route.written(fragment))' "
                    + "('fragment:')"
            } else if route.carriedOnly, !isCarried {
                turnedAway =
                    "route '\(route.name)' matches it, but is reached only inside another link (carriedOnly)"
            } else if link.isUniversalLink, !route.universalLink {
                turnedAway = "route '\(route.name)' matches it, but is scheme-only (universalLink: false)"
            }
        }
        let matched = manifest.trie.matchedPrefixLength(segments, accept: accept)
        if matched < segments.count {
            let prefix = "/" + segments.prefix(matched).joined(separator: "/")
            line +=
                matched == 0
                ? ": no pattern starts with '\(segments[0])'"
                : ": patterns match '\(prefix)', none continues with '\(segments[matched])'"
            if let fit = unfit(segments, at: matched, manifest) { line += "; " + fit }
        } else if turnedAway == nil {
            line += ": it is the start of a longer pattern; segments are missing"
        }
        if let turnedAway { line += (matched < segments.count ? "; " : ": ") + turnedAway }
        return line
    }
}
