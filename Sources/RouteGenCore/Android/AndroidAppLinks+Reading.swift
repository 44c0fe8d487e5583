import Foundation
@_spi(Generated) import RouteKit

/// Android's reading of a link against the generated filters: which app's filter claims it.
extension AndroidAppLinks {
    /// The filter that claims `url` and, on a verified one, the path that does; `nil` when none
    /// does. Schemes and hosts compare as written, as Android compares them.
    package func claim(_ url: URL) -> (filter: Filter, host: String, path: AndroidPath?)? {
        claims(url).first
    }

    /// The apps whose filters claim `url`, in app order.
    package func packages(claiming url: URL) -> [String] {
        claims(url).map { apps[$0.filter.app].package }
    }

    /// The first filter of each app that claims `url`, in app order.
    func claims(_ url: URL) -> [(filter: Filter, host: String, path: AndroidPath?)] {
        var found: [(filter: Filter, host: String, path: AndroidPath?)] = []
        for app in apps.indices {
            if let claim = claim(url, app: app) { found.append(claim) }
        }
        return found
    }

    func claim(_ url: URL, app: Int) -> (filter: Filter, host: String, path: AndroidPath?)? {
        let scheme = url.scheme ?? ""
        // An intent filter compares the scheme as written and the host ignoring case (the verified
        // domains compare as written: `verdict`).
        let host = (url.host(percentEncoded: true) ?? "").lowercased()
        let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.path ?? ""
        for filter in filters where filter.app == app && filter.schemes.contains(scheme) {
            guard filter.autoVerify else { return (filter, "", nil) }
            if let matched = filter.host(covering: host), let claiming = filter.path(claiming: path) {
                return (filter, matched, claiming)
            }
        }
        return nil
    }
}

/// Android's reading of a link against one filter, routegen's or an app's own.
extension AndroidAppLinks.Filter {
    /// The most specific of the filter's hosts that covers `host` (lowercase): an exact one first,
    /// else a wildcard over it. A filter compares hosts ignoring case.
    func host(covering host: String) -> String? {
        hosts.first { $0.lowercased() == host }
            ?? hosts.first { AndroidAppLinks.covers($0.lowercased(), host: host) }
    }

    /// The first of the filter's paths that claims the decoded `path`.
    func path(claiming path: String) -> AndroidAppLinks.AndroidPath? {
        paths.first { $0.matches(path) }
    }

    /// Whether the filter claims a link on `scheme` (compared as written) and `host` (ignoring
    /// case), whose decoded path is `path`: on every version, its groups read as Android 15 reads
    /// them.
    func claims(scheme: String, host: String?, path: String) -> Bool {
        guard schemes.contains(scheme), !asksForPortOrType else { return false }
        guard let host, !hosts.isEmpty else { return true }
        guard self.host(covering: host.lowercased()) != nil, paths.isEmpty || self.path(claiming: path) != nil
        else { return false }
        guard !groups.isEmpty else { return true }
        let deciding = groups.first { group in
            // A group with no `<data>` matches nothing; one with a query or fragment, no link here.
            !group.paths.isEmpty && !group.asksForQueryOrFragment
                && group.paths.allSatisfy { $0.matches(path) }
        }
        return deciding?.allow ?? false
    }
}
