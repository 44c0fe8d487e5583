@_spi(Generated) import RouteKit

/// Prints an ``Explanation`` as `routegen explain` shows it: the URL, then a line per finding.
package enum ExplanationPrinter {
    /// The URL, then each finding's line indented.
    package static func text(of explanation: Explanation) -> String {
        ([explanation.url] + explanation.lines.map { "  " + $0 }).joined(separator: "\n")
    }

    /// One finding's line.
    package static func line(_ finding: Explanation.Finding) -> String {
        switch finding {
        case .notAURL:
            return "✗ not a URL"
        case .refused(let error, let hint):
            return "✗ \(error)" + hint
        case .noRoute(let noRoute):
            return line(noRoute)
        case .route(let name, let pattern, let refusing):
            return "route: \(name) (\(pattern ?? "any path"))" + (refusing.map { ", \($0.rawValue)" } ?? "")
        case .conditions(let conditions):
            return "when: " + conditions.joined(separator: ", ") + " (each holds)"
        case .host(let host, let listed):
            guard let listed else { return "host: \(host), which the app does not list: a content link" }
            return "host: \(host), listed as '\(listed)'"
        case .group(let cases, let shared):
            let values = shared.map { $0.joined(separator: ", ") }.filter { !$0.isEmpty }
            return "group: " + cases.joined(separator: " › ")
                + (values.isEmpty ? ", sharing no values" : ", sharing " + values.joined(separator: " › "))
        case .value(let name, let type, let shown):
            return name + (type.map { ": " + $0 } ?? "") + " = " + shown
        case .carried(let finding, let depth):
            return String(repeating: "  ", count: depth) + "the carried link: " + line(finding)
        case .access(let access):
            return line(access)
        case .provenance(let channel, let host):
            let from: String
            switch channel {
            case .web: from = "a web link" + (host.map { " on \($0)" } ?? "")
            case .scheme(let name): from = "a link on '\(name):'"
            }
            let reached = channel == .web ? "the web" : "'\(channel.scheme ?? ""):'"
            return "from: \(from); every route it shows, carried ones too, is one \(reached) reaches, and "
                + "the router asks the app's access policy about each"
        case .shows(let shown):
            var reached = "reached by " + shown.reach.channelsDescription
            if shown.reach.carriedOnly { reached += ", inside another link only" }
            var access = shown.requiresAuth ? "needs sign-in" : "needs no sign-in"
            if !shown.permissions.isEmpty {
                access += " and permissions " + shown.permissions.joined(separator: ", ")
            }
            return "shows \(shown.route) (\(shown.role)): \(shown.presentation); \(reached); \(access)"
        case .context(let items, let fragment):
            let parts = items.map(line) + (fragment.map { ["fragment = \"\($0)\""] } ?? [])
            return "context: " + parts.joined(separator: ", ")
        case .apple(let verdict):
            return line(verdict)
        case .android(let verdict):
            return verdict
        }
    }

    private static func line(_ noRoute: Explanation.NoRoute) -> String {
        var line = "✗ no route matches '\(noRoute.path)'"
        switch noRoute.stop {
        case .noPatternStarts(let segment)?:
            line += ": no pattern starts with '\(segment)'"
        case .noneContinues(let prefix, let segment)?:
            line += ": patterns match '\(prefix)', none continues with '\(segment)'"
        case .segmentsMissing?:
            line += ": it is the start of a longer pattern; segments are missing"
        case nil:
            break
        }
        if let unfit = noRoute.unfit { line += "; " + unfit }
        if let turnedAway = noRoute.turnedAway {
            let matchedAll = noRoute.stop == nil
            line +=
                (matchedAll ? ": " : "; ") + "route '\(turnedAway.route)' matches it, but " + turnedAway.needs
        }
        if let route = noRoute.inAnyCase {
            line +=
                "; route '\(route)' takes it in another case: the manifest compares segments as written "
                + "(\(ManifestMessage.spelled("'caseSensitive: false'", "'spelling: [anyCase]'")) compares them in any case)"
        }
        return line
    }

    /// `auth: required; permissions: …; shown: …; metadata: …`.
    private static func line(_ access: Explanation.Access) -> String {
        var auth = access.requiresAuth || !access.signInFor.isEmpty ? "auth: required" : "auth: none"
        if !access.requiresAuth, !access.signInFor.isEmpty {
            auth += " (by the link it carries: \(access.signInFor.joined(separator: ", ")))"
        }
        var parts = [auth]
        if !access.permissions.isEmpty {
            parts.append("permissions: " + access.permissions.joined(separator: ", "))
        }
        if let route = access.shownAs {
            parts.append("shown: \(access.shown), as \(route), which it carries")
        } else {
            parts.append("shown: " + access.shown)
        }
        if let metadata = access.metadata { parts.append("metadata: " + metadata) }
        return parts.joined(separator: "; ")
    }

    private static func line(_ verdict: Explanation.AppleVerdict) -> String {
        switch verdict {
        case .http(let intercepted):
            return intercepted
                ? "AASA: not involved (http: read where the app intercepts links, never a universal link)"
                : "AASA: not involved (iOS opens only https links as universal links)"
        case .customScheme(let carryingHost):
            return "AASA: not involved (custom scheme\(carryingHost ? ", carrying the host" : ""))"
        case .noneServed(let host):
            return "AASA: none is served for host '\(host)'; iOS opens the link in Safari"
        case .noComponent:
            return "AASA: no component matches; iOS opens the link in Safari"
        case .excluded(let component):
            return "AASA: excluded by \(component); iOS opens the link in Safari"
        case .sends(let component):
            return "AASA: \(component) sends it to the app"
        }
    }
}
