import Foundation
@_spi(Generated) import RouteKit

/// What the route docs and `explain` say Android does with a route's links and with one link.
extension AndroidAppLinks {
    /// Whether Android opens the route's links in the app, for the route docs: on the hosts whose
    /// verified filter has its paths, and on the custom schemes.
    package func summary(of route: ResolvedRoute) -> String {
        let settings = manifest.settings
        let on = settings.hosts.indices.filter { settings.origins(of: route)?.contains($0) != false }
            .map { Self.androidHost(settings.hosts[$0]) }
        // The hosts on which each app's filters claim the route's paths.
        var hosts = apps.map { _ in [String]() }
        for filter in filters where filter.autoVerify {
            let paths = Self.paths(of: route, for: apps[filter.app], caseSensitive: settings.caseSensitive)
            guard !Set(paths).isDisjoint(with: filter.paths) else { continue }
            hosts[filter.app] += filter.hosts.filter { on.contains($0) && !hosts[filter.app].contains($0) }
        }
        let schemes = route.reach.schemes.map { "`\($0):`" }
        if route.anyPath, route.opensAsUniversalLink {
            return
                "Android: its links open the app on paths other routes claim (an intent filter cannot say an item)"
        }
        if route.reach.isUnreachable { return "Android: no link opens it" }
        guard hosts.contains(where: { !$0.isEmpty }) else {
            return "Android: "
                + (route.reach.carriedOnly
                    ? "only inside another link" : "on " + schemes.joined(separator: ", ") + " links only")
        }
        // The first app takes the custom schemes.
        let opens = apps.indices.filter { !hosts[$0].isEmpty }.map { app in
            hosts[app].map { "`\($0)`" }.joined(separator: ", ")
                + (app > 0 || schemes.isEmpty || route.hosts != nil
                    ? "" : " and " + schemes.joined(separator: ", "))
        }
        guard apps.count > 1 else { return "Android: the app opens its links on " + opens[0] }
        let named = apps.indices.filter { !hosts[$0].isEmpty }.enumerated().map {
            "\(apps[$1].package) on " + opens[$0]
        }
        return "Android: " + named.joined(separator: "; ")
    }

    /// What Android does with `url`, for `explain`: which generated filter claims it, or that the
    /// browser opens it, naming the filter by the host that matched.
    ///
    /// As AOSP's `DomainVerificationService` decides: of several verified apps that claim a link, the
    /// one installed most recently opens it, with no chooser; and a host is verified as written,
    /// though a filter matches it ignoring case.
    package func verdict(_ url: URL, aasa: AppSiteAssociation) -> String {
        let claims = claims(url)
        let others = claims.dropFirst().map { apps[$0.filter.app].package }
        let several =
            others.isEmpty
            ? ""
            : " (\(others.joined(separator: ", ")) claims it too: where both are verified, the app installed "
                + "most recently opens it, with no chooser)"
        let written = url.host(percentEncoded: true) ?? ""
        if let claim = claims.first, claim.filter.autoVerify, claim.path != nil,
            written != written.lowercased()
        {
            return
                "Android: the verified filter of '\(claim.host)'\(ofApp(claim.filter)) matches it, ignoring "
                + "case, but Android verifies a host as written, and '\(written)' is not '\(claim.host)': it asks "
                + "which app opens the link, as for a link no app verified"
        }
        return verdict(claims.first, url, aasa: aasa) + several
    }

    func verdict(
        _ claim: (filter: Filter, host: String, path: AndroidPath?)?, _ url: URL, aasa: AppSiteAssociation
    ) -> String {
        switch claim {
        case (let filter, _, nil)?:
            return "Android: the custom-scheme filter\(ofApp(filter)) opens it in the app"
        case (let filter, let host, .path(let text)?)?:
            return
                "Android: the verified filter of '\(host)'\(ofApp(filter)) claims it (path \(text)), so the app "
                + "opens it"
        case (let filter, let host, let path?)?:
            let claimed =
                "Android: the verified filter of '\(host)'\(ofApp(filter)) claims it (\(path.attribute) \(path.text))"
            if let excluded = dynamicExclude(url, aasa: aasa) {
                return claimed + "; on Android 15 and later the dynamic rule excluding '\(excluded.path)' ("
                    + "\(excluded.comment)) keeps it in the browser"
            }
            return claimed + ", so the app opens it"
        case nil:
            let scheme = url.scheme ?? ""
            return "Android: no intent filter claims it, so the browser opens it"
                + (scheme == scheme.lowercased()
                    ? "" : " (Android compares the scheme as written, listed in lowercase)")
        }
    }

    /// ` of com.example.app` where the manifest lists several apps.
    func ofApp(_ filter: Filter) -> String {
        apps.count == 1 ? "" : " of \(apps[filter.app].package)"
    }

    /// The dynamic rule that excludes `url`, an https link on a listed host, if one does.
    func dynamicExclude(_ url: URL, aasa: AppSiteAssociation) -> AASAComponent? {
        guard url.scheme?.lowercased() == "https", let host = url.host(percentEncoded: false)?.lowercased()
        else {
            return nil
        }
        let origin = manifest.scope.origin(ofHost: host)
        guard origin >= 0 else { return nil }
        return excludingRule(url, origin: origin, aasa: aasa)
    }
}
