import Foundation
@_spi(Generated) import RouteKit

/// The Android side of the same links (`android:`, 1.1): the hosts' `assetlinks.json`, which names
/// the apps, and the `<intent-filter>`s each app's manifest declares, written from the same routes
/// as the parser and the AASA. A filter says each route's paths in the most precise form every
/// Android version the app runs on reads (``AndroidPatterns``): a filter may claim a path no route
/// reads (`/articles/a/b` for `/articles/{title}`), which the parser then refuses with `notFound`,
/// and never leaves out a link the parser reads.
package struct AndroidAppLinks: Sendable {
    package let manifest: ValidatedManifest
    /// The apps, as `android:` lists them.
    package let apps: [AndroidApp]

    package init?(_ manifest: ValidatedManifest) {
        guard !manifest.settings.android.isEmpty, !manifest.settings.hosts.isEmpty else { return nil }
        self.manifest = manifest
        apps = manifest.settings.android
        filters = Self.filters(of: manifest)
    }

    /// Every app's filters, in app order: one with `autoVerify` per set of the app's hosts that
    /// serve the same routes, with each route's paths, then, for the first app, one for the custom
    /// schemes.
    package let filters: [Filter]

    private static func filters(of manifest: ValidatedManifest) -> [Filter] {
        let settings = manifest.settings
        var filters: [Filter] = []
        for (index, app) in settings.android.enumerated() {
            var byPaths: [[AndroidPath]: [String]] = [:]
            var order: [[AndroidPath]] = []
            for origin in app.hosts {
                let paths = paths(on: origin, in: manifest, for: app)
                guard !paths.isEmpty else { continue }
                if byPaths[paths] == nil { order.append(paths) }
                byPaths[paths, default: []].append(androidHost(settings.hosts[origin]))
            }
            filters += order.map { Filter(app: index, schemes: ["https"], hosts: byPaths[$0]!, paths: $0) }
            if index == 0, !settings.schemes.isEmpty {
                filters.append(
                    Filter(
                        app: index, schemes: settings.schemes.map { $0.lowercased() }, hosts: [], paths: []))
            }
        }
        return filters
    }

    /// One `<intent-filter>` of an app that opens links: those routegen writes, and those `routegen
    /// verify-app` reads from an app's merged manifest. It claims a link whose scheme, host and
    /// path each match one of its own (no host or path: any) (``claims(scheme:host:path:)``).
    package struct Filter: Sendable, Equatable {
        /// The app whose manifest declares it: an index in ``AndroidAppLinks/apps``.
        package var app: Int
        package var schemes: [String]
        package var hosts: [String]
        package var paths: [AndroidPath]
        /// Whether Android verifies the filter's hosts (`android:autoVerify`): routegen writes it
        /// on every https filter.
        package var autoVerify: Bool
        /// Its `<uri-relative-filter-group>`s, in order (Android 15). routegen writes none: its
        /// rules are the dynamic rules of `assetlinks.json`.
        package var groups: [RelativeGroup] = []
        /// Whether a `<data>` asks for a port or a MIME type, which a browser's link has not.
        package var asksForPortOrType = false

        /// A filter routegen writes: verified when it is https.
        init(app: Int, schemes: [String], hosts: [String], paths: [AndroidPath]) {
            self.app = app
            self.schemes = schemes
            self.hosts = hosts
            self.paths = paths
            autoVerify = schemes == ["https"]
        }

        /// A `<uri-relative-filter-group>`: on Android 15 the first whose every `<data>` matches
        /// the link allows or blocks it, and with groups a link none matches is not claimed;
        /// earlier versions ignore them.
        package struct RelativeGroup: Sendable, Equatable {
            package var allow = true
            /// Its `<data>`s' paths.
            package var paths: [AndroidPath] = []
            /// Whether a `<data>` asks for a query or a fragment, which the links checked have not.
            package var asksForQueryOrFragment = false
        }
    }

    /// The paths of the routes a universal link on host `origin` reaches, as `app` reads them, in
    /// the order of the routes, each once.
    private static func paths(
        on origin: Int, in manifest: ValidatedManifest, for app: AndroidApp
    ) -> [AndroidPath] {
        let settings = manifest.settings
        var seen: Set<AndroidPath> = []
        var paths: [AndroidPath] = []
        // A route on any path is chosen by an item, which a static filter cannot say (see `notes`).
        for (_, route) in manifest.allRoutes where route.opensAsUniversalLink && !route.anyPath {
            guard settings.origins(of: route)?.contains(origin) != false else { continue }
            for path in Self.paths(of: route, for: app, caseSensitive: settings.caseSensitive)
            where seen.insert(path).inserted {
                paths.append(path)
            }
        }
        return paths
    }

    /// Whether `android:host` value `listed` covers `host` (both lowercase): itself, or, for
    /// `*.domain`, every name that ends with `.domain`.
    package static func covers(_ listed: String, host: String) -> Bool {
        listed.hasPrefix("*.") ? host.hasSuffix(listed.dropFirst()) : host == listed
    }

    /// A host as `android:host` writes it: a wildcard, or a label that is a value, as `*.`.
    package static func androidHost(_ host: String) -> String {
        switch HostPattern(host).kind {
        case .exact: host.lowercased()
        case .wildcard, .label: "*." + HostPattern(host).domain
        }
    }

}
