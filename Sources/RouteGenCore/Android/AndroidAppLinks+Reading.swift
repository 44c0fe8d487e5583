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
            // The most specific host of the filter that covers the link's: an exact one first.
            let matched =
                filter.hosts.first { $0 == host } ?? filter.hosts.first { Self.covers($0, host: host) }
            guard matched != nil else { continue }
            let claiming = filter.paths.first { $0.matches(path) }
            if let claiming, let matched { return (filter, matched, claiming) }
        }
        return nil
    }
}
