import Foundation
@_spi(Generated) import RouteKit

/// What lint notes of the Android files: what their filters cannot say.
extension AndroidAppLinks {
    /// What the filters cannot say, for lint: a route on any path, chosen by a query item, opens
    /// the Android app only on the paths other routes claim.
    package static func notes(_ manifest: ValidatedManifest) -> [Diagnostic] {
        guard let links = AndroidAppLinks(manifest) else { return [] }
        var notes = links.appNotes()
        // `pathAdvancedPattern` says `[aA]`; `pathPattern` has no class.
        if !manifest.settings.caseSensitive,
            manifest.settings.android.contains(where: { !$0.readsAdvancedPatterns }),
            let first = manifest.allRoutes.first?.route
        {
            notes.append(
                Diagnostic(.files(.androidPathsIgnoringCase), at: first.location, severity: .note))
        }
        return notes
            + manifest.allRoutes.filter { $0.route.anyPath && $0.route.opensAsUniversalLink }.map {
                _, route in
                Diagnostic(
                    .files(.androidAnyPathRoute(route: route.name)), at: route.location, severity: .note)
            }
    }

    /// What lint says of the apps: one whose filters claim no link, and one whose wildcard host
    /// also covers a host it does not open (Android offers that host's links to it too).
    func appNotes() -> [Diagnostic] {
        var notes: [Diagnostic] = []
        let hosts = manifest.settings.hosts
        for (index, app) in apps.enumerated() {
            let own = filters.filter { $0.app == index }
            if own.isEmpty {
                notes.append(
                    Diagnostic(
                        .files(.androidAppOpensNoLink(package: app.package)), at: app.location,
                        severity: .warning))
            }
            for listed in own.filter(\.autoVerify).flatMap(\.hosts) where listed.hasPrefix("*.") {
                // A host of the manifest the app does not open, as a link names it.
                for other in hosts.indices where !app.hosts.contains(other) {
                    let name = Self.androidHost(hosts[other])
                    let sample = name.hasPrefix("*.") ? "www" + name.dropFirst() : name
                    guard Self.covers(listed, host: sample) else { continue }
                    notes.append(
                        Diagnostic(
                            .files(
                                .androidWildcardCoversHost(
                                    package: app.package, listed: listed, other: hosts[other])),
                            at: app.location, severity: .note))
                }
            }
        }
        return notes
    }
}
