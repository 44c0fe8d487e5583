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

    /// `assetlinks.json`, served on every host at `/.well-known/assetlinks.json` — or, where the
    /// domains Android fetches it from name different apps or keep different links in the browser,
    /// one per domain, named after it (`assetlinks.click.wiki.example.json`) — and the intent
    /// filters to paste into each app's `AndroidManifest.xml`.
    package var files: [GeneratedFile] {
        let aasa = AppSiteAssociation(manifest)
        var domains: [String] = []
        var origins: [String: [Int]] = [:]
        for (origin, host) in manifest.settings.hosts.enumerated() {
            let domain = Self.fetchDomain(of: host)
            if origins[domain] == nil { domains.append(domain) }
            origins[domain, default: []].append(origin)
        }
        let rules = inheritingNone(
            Dictionary(
                uniqueKeysWithValues: domains.map { ($0, dynamicRules(on: origins[$0]!, aasa: aasa)) }),
            origins: origins)
        // A domain's file names the apps whose verified filters hold one of its hosts: Android
        // fetches it for those, and for no other.
        let served = domains.compactMap { domain -> (domain: String, contents: String)? in
            let named = apps.indices.filter { app in
                filters.contains { filter in
                    filter.app == app && filter.autoVerify
                        && filter.hosts.contains { Self.fetchDomain(of: $0) == domain }
                }
            }
            guard !named.isEmpty else { return nil }
            return (
                domain,
                assetLinks(named.map { apps[$0] }, rules: rules[domain] ?? nil).text
            )
        }
        let statements: [GeneratedFile]
        if let first = served.first, served.allSatisfy({ $0.contents == first.contents }) {
            statements = [GeneratedFile(name: "assetlinks.json", contents: first.contents)]
        } else {
            statements = served.map {
                GeneratedFile(name: "assetlinks.\($0.domain).json", contents: $0.contents)
            }
        }
        return statements
            + apps.indices.map {
                GeneratedFile(name: intentFiltersName(of: $0), contents: intentFilters(of: $0))
            }
    }

    /// `ShopRoute.intent-filters.xml`; with several apps, `ShopRoute.com.example.shop.intent-filters.xml`.
    package func intentFiltersName(of app: Int) -> String {
        manifest.enumName + (apps.count == 1 ? "" : "." + apps[app].package) + ".intent-filters.xml"
    }

    /// The Digital Asset Links statements that let `apps` open the hosts' links, with Android 15's
    /// dynamic rules where they have links to keep in the browser (``dynamicRules(on:aasa:)``).
    package func assetLinks(_ apps: [AndroidApp], rules: [JSONValue]?) -> JSONValue {
        .array(
            apps.map { app in
                var statement: [String: JSONValue] = [
                    "relation": .array([.string("delegate_permission/common.handle_all_urls")]),
                    "target": .object([
                        "namespace": .string("android_app"),
                        "package_name": .string(app.package),
                        "sha256_cert_fingerprints": .array(app.fingerprints.map(JSONValue.string)),
                    ]),
                ]
                if let rules {
                    statement["relation_extensions"] = .object([
                        "delegate_permission/common.handle_all_urls": .object([
                            "dynamic_app_link_components": .array(rules)
                        ])
                    ])
                }
                return .object(statement)
            })
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

    /// One `<intent-filter>` of an app: it claims a link whose scheme, host and path each match one
    /// of its own (no host or path: any).
    package struct Filter: Sendable, Equatable {
        /// The app whose manifest declares it: an index in ``AndroidAppLinks/apps``.
        package var app: Int
        package var schemes: [String]
        package var hosts: [String]
        package var paths: [AndroidPath]
        /// Whether Android verifies the filter's hosts: every https filter.
        package var autoVerify: Bool { schemes == ["https"] }
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
    private func appNotes() -> [Diagnostic] {
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

    /// App `app`'s filters as `AndroidManifest.xml` writes them, to paste into the activity that
    /// opens links.
    package func intentFilters(of app: Int) -> String {
        var p = CodePrinter()
        p.line(
            "<!-- Generated by routegen from \(Self.escape(manifest.app.path)). Do not edit; paste into the")
        p.line("     <activity> that opens links. Android verifies each host of an autoVerify filter by its")
        p.line("     /.well-known/assetlinks.json, and links the app does not read open in the browser. -->")
        for filter in filters where filter.app == app {
            p.line(filter.autoVerify ? #"<intent-filter android:autoVerify="true">"# : "<intent-filter>")
            p.indented { p in
                p.line(#"<action android:name="android.intent.action.VIEW" />"#)
                p.line(#"<category android:name="android.intent.category.DEFAULT" />"#)
                p.line(#"<category android:name="android.intent.category.BROWSABLE" />"#)
                for scheme in filter.schemes { p.line(#"<data android:scheme="\#(Self.escape(scheme))" />"#) }
                for host in filter.hosts { p.line(#"<data android:host="\#(Self.escape(host))" />"#) }
                for path in filter.paths { p.line(Self.dataElement(path)) }
            }
            p.line("</intent-filter>")
        }
        return p.text
    }

    /// `<data android:pathPattern="…" />`. Android reads a manifest string's `\` as an escape
    /// first, so it is doubled.
    package static func dataElement(_ path: AndroidPath) -> String {
        let written = escape(path.text.replacingOccurrences(of: "\\", with: "\\\\"))
        return #"<data android:\#(path.attribute)="\#(written)" />"#
    }

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
        let schemes = (route.schemes ?? manifest.settings.schemes).map { "`\($0):`" }
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

    private func verdict(
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
    private func ofApp(_ filter: Filter) -> String {
        apps.count == 1 ? "" : " of \(apps[filter.app].package)"
    }

    /// The dynamic rule that excludes `url`, an https link on a listed host, if one does.
    private func dynamicExclude(_ url: URL, aasa: AppSiteAssociation) -> AASAComponent? {
        guard url.scheme?.lowercased() == "https", let host = url.host(percentEncoded: false)?.lowercased()
        else {
            return nil
        }
        let origin = manifest.scope.origin(ofHost: host)
        guard origin >= 0 else { return nil }
        return excludingRule(url, origin: origin, aasa: aasa)
    }

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
    private func claims(_ url: URL) -> [(filter: Filter, host: String, path: AndroidPath?)] {
        var found: [(filter: Filter, host: String, path: AndroidPath?)] = []
        for app in apps.indices {
            if let claim = claim(url, app: app) { found.append(claim) }
        }
        return found
    }

    private func claim(_ url: URL, app: Int) -> (filter: Filter, host: String, path: AndroidPath?)? {
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

    /// `text` in an XML attribute or comment.
    package static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
