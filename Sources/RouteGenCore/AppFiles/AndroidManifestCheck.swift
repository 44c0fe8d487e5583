import Foundation

/// Checks the Android app's merged `AndroidManifest.xml` against the manifest's links, as
/// ``AppFilesCheck`` checks the iOS app's files: every host in an `autoVerify` filter, every custom
/// scheme in a filter, every route's links claimed on each host it is on. A missing one is an
/// error with the XML to add; a verified host the manifest does not list is a warning.
package enum AndroidManifestCheck {
    /// One `<intent-filter>` of the merged manifest: the filter, and whether it opens links at all.
    struct Declared {
        var filter = AndroidAppLinks.Filter(app: 0, schemes: [], hosts: [], paths: [])
        var opensLinks = (view: false, browsable: false, isDefault: false)
        /// Whether the filter is an enabled, exported activity's (or activity alias's): a
        /// receiver's, a service's, a disabled activity's or one other apps may not start is never
        /// offered a link.
        var inEnabledActivity = false

        /// Whether Android offers it links: an enabled activity's, with the VIEW action and the
        /// BROWSABLE and DEFAULT categories.
        var isLinkFilter: Bool {
            inEnabledActivity && opensLinks.view && opensLinks.browsable && opensLinks.isDefault
        }
    }

    /// The findings for the merged manifest's text `xml`, at `file`.
    package static func check(
        _ xml: String, file: String, for manifest: ValidatedManifest
    ) -> [AppFilesCheck.Finding] {
        let filters = Self.filters(in: xml).filter(\.isLinkFilter).map(\.filter)
        var check = Check(xml: xml, file: file, manifest: manifest, filters: filters)
        guard check.findApp() else { return check.findings }
        check.checkVerifiedFilters()
        check.checkRoutes()
        check.checkExtraHosts()
        return check.findings
    }

    /// One merged manifest checked against the manifest's links, finding by finding.
    private struct Check {
        let xml: String
        let file: String
        let manifest: ValidatedManifest
        /// The link filters of the merged manifest.
        let filters: [AndroidAppLinks.Filter]
        var findings: [AppFilesCheck.Finding] = []
        /// The app of `android:` the merged manifest is (0 without `android:`).
        var app = 0
        /// The hosts the app's generated filters verify, as Android writes them (every host
        /// without `android:`).
        var appHosts: [String] = []

        var settings: AppSettings { manifest.settings }
        /// Every listed host as Android writes it.
        var hosts: [String] { settings.hosts.map(AndroidAppLinks.androidHost) }
        var verified: [AndroidAppLinks.Filter] {
            filters.filter { $0.autoVerify && $0.schemes.contains("https") }
        }
        /// Android verifies a host by any autoVerify filter, and any link filter may claim its paths.
        var web: [AndroidAppLinks.Filter] { filters.filter { $0.schemes.contains("https") } }
        /// The manifest's Android files, from which the app's hosts and routes are known.
        let links: AndroidAppLinks?

        init(xml: String, file: String, manifest: ValidatedManifest, filters: [AndroidAppLinks.Filter]) {
            self.xml = xml
            self.file = file
            self.manifest = manifest
            self.filters = filters
            links = AndroidAppLinks(manifest)
        }

        mutating func missing(_ kind: ManifestMessage.AppFiles) {
            findings.append(.init(file: file, isMissing: true, kind: kind))
        }

        mutating func warning(_ kind: ManifestMessage.AppFiles) {
            findings.append(.init(file: file, isMissing: false, kind: kind))
        }

        /// Which app the merged manifest is: the one its `package` names (the first without one);
        /// it opens the hosts its generated filters verify, and the first app the custom schemes.
        /// `false` for a package `android:` does not list.
        mutating func findApp() -> Bool {
            switch (AndroidManifestCheck.package(in: xml), settings.android.first) {
            case (let package?, _?):
                guard let index = settings.android.firstIndex(where: { $0.package == package }) else {
                    missing(
                        .androidPackageUnlisted(package: package, listed: settings.android.map(\.package)))
                    return false
                }
                app = index
            case (nil, let first?) where settings.android.count > 1:
                warning(.androidNoPackage(checkedAs: first.package))
            default: break
            }
            appHosts = hosts
            if let links {
                appHosts = []
                for filter in links.filters where filter.app == app && filter.autoVerify {
                    appHosts += filter.hosts.filter { !appHosts.contains($0) }
                }
            }
            return true
        }

        /// The app's minimum version, each of its hosts verified, each custom scheme opened.
        mutating func checkVerifiedFilters() {
            for filter in verified {
                for scheme in filter.schemes where scheme != "https" && scheme != "http" {
                    missing(.androidVerifiedFilterHasScheme(host: filter.hosts.first ?? "", scheme: scheme))
                }
            }
            if let declared = settings.android.isEmpty ? nil : settings.android[app].minSdk,
                declared >= AndroidApp.advancedPatterns, let runs = AndroidManifestCheck.minSdk(in: xml),
                runs < AndroidApp.advancedPatterns
            {
                missing(.androidMinSdkBelowDeclared(runs: runs, declared: declared))
            }
            for host in appHosts where !verified.contains(where: { $0.hosts.contains(host) }) {
                missing(.androidHostNotVerified(host))
            }
            for scheme in settings.schemes.map({ $0.lowercased() })
            where app == 0 && !filters.contains(where: { $0.schemes.contains(scheme) }) {
                missing(.androidSchemeNotOpened(scheme))
            }
        }

        /// Each route's example link, on each verified host of the app it is on, as Android would
        /// see it: with typed example values, and with a trailing `/`.
        mutating func checkRoutes() {
            guard let links, settings.android.indices.contains(app) else { return }
            let opener = settings.android[app]
            let (hosts, verified, web) = (hosts, verified, web)
            for origin in opener.hosts
            where links.filters.contains(where: { $0.app == app && $0.hosts.contains(hosts[origin]) }) {
                let host = hosts[origin]
                guard verified.contains(where: { $0.hosts.contains(host) }) else { continue }
                let concrete = host.hasPrefix("*.") ? "www" + host.dropFirst() : host
                // One finding per line to add, naming every link it claims: routes under one
                // pattern share it.
                var unclaimedByAdd: [(add: String, links: [(url: String, route: String)])] = []
                for (_, route) in manifest.allRoutes
                where route.opensAsUniversalLink && !route.anyPath
                    && settings.origins(of: route)?.contains(origin) != false
                {
                    for pattern in route.patterns {
                        let url = ExampleURLs.url(route, host: concrete, pattern: pattern)
                        let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.path ?? "/"
                        let unclaimed = [path, path.hasSuffix("/") ? path : path + "/"].first { path in
                            !web.contains { $0.claims(scheme: "https", host: concrete, path: path) }
                        }
                        guard let unclaimed else { continue }
                        let add = AndroidAppLinks.paths(
                            of: route, for: opener, caseSensitive: settings.caseSensitive
                        )
                        .map(AndroidAppLinks.dataElement).joined(separator: " ")
                        let link = (url: "https://\(concrete)\(unclaimed)", route: route.name)
                        if let index = unclaimedByAdd.firstIndex(where: { $0.add == add }) {
                            unclaimedByAdd[index].links.append(link)
                        } else {
                            unclaimedByAdd.append((add, [link]))
                        }
                    }
                }
                for (add, links) in unclaimedByAdd {
                    missing(
                        .androidPathUnclaimed(
                            urls: links.map(\.url), routes: links.map(\.route), add: add, host: host))
                }
            }
        }

        /// Hosts the app verifies that are no host of the manifest, or another app's: before
        /// Android 12 one host that fails verification fails them all.
        mutating func checkExtraHosts() {
            let extra = Set(verified.flatMap(\.hosts)).sorted()
            for host in extra where !hosts.contains(host) {
                warning(.androidHostUnknown(host))
            }
            guard !settings.android.isEmpty else { return }
            let opener = settings.android[app]
            let perHost =
                (AndroidManifestCheck.minSdk(in: xml) ?? opener.minSdk ?? 1) >= AndroidApp.advancedPatterns
            for host in extra where hosts.contains(host) && !appHosts.contains(host) {
                findings.append(
                    .init(
                        file: file, isMissing: !perHost,
                        kind: .androidHostOfAnotherApp(host: host, package: opener.package, perHost: perHost))
                )
            }
        }
    }

    /// The API level the app runs on from: `<uses-sdk android:minSdkVersion="26" />`.
    static func minSdk(in xml: String) -> Int? {
        guard let start = xml.range(of: "<uses-sdk")?.upperBound, let end = xml[start...].firstIndex(of: ">")
        else { return nil }
        return attributes(of: "uses-sdk" + xml[start..<end])["android:minSdkVersion"].flatMap { Int($0) }
    }

    /// The application ID the `<manifest>` element names (`package="com.example.app"`).
    static func package(in xml: String) -> String? {
        guard let start = xml.range(of: "<manifest")?.upperBound,
            let end = xml[start...].firstIndex(of: ">")
        else { return nil }
        return attributes(of: "manifest" + xml[start..<end])["package"]
    }

    /// The `<intent-filter>`s of `xml`, read tag by tag: comments are skipped, attributes may
    /// stand on several lines in either quote.
    static func filters(in xml: String) -> [Declared] {
        var filters: [Declared] = []
        var current: Declared?
        // The component the next filters belong to: whether it is an enabled activity.
        var inEnabledActivity = false
        var applicationEnabled = true
        var group: AndroidAppLinks.Filter.RelativeGroup?
        var rest = xml[...]
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("!--") {
                guard let end = rest.range(of: "-->") else { break }
                rest = rest[end.upperBound...]
                continue
            }
            guard let close = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<close]
            rest = rest[rest.index(after: close)...]
            // `intent-filter`, `/intent-filter`, or `data` of `<data …/>`.
            var name = String(tag.prefix { !$0.isWhitespace })
            if name.count > 1, name.hasSuffix("/") { name.removeLast() }
            let attributes = Self.attributes(of: tag)
            switch name {
            case "application":
                applicationEnabled = attributes["android:enabled"]?.lowercased() != "false"
            case "activity", "activity-alias":
                inEnabledActivity =
                    applicationEnabled && attributes["android:enabled"]?.lowercased() != "false"
                    && attributes["android:exported"]?.lowercased() != "false" && !tag.hasSuffix("/")
            case "receiver", "service", "provider", "/activity", "/activity-alias":
                inEnabledActivity = false
            case "intent-filter":
                current = Declared()
                current?.filter.autoVerify = attributes["android:autoVerify"]?.lowercased() == "true"
                current?.inEnabledActivity = inEnabledActivity
            case "/intent-filter":
                if let filter = current { filters.append(filter) }
                current = nil
            case "action" where attributes["android:name"] == "android.intent.action.VIEW":
                current?.opensLinks.view = true
            case "category" where attributes["android:name"] == "android.intent.category.BROWSABLE":
                current?.opensLinks.browsable = true
            case "category" where attributes["android:name"] == "android.intent.category.DEFAULT":
                current?.opensLinks.isDefault = true
            case "uri-relative-filter-group":
                group = .init(allow: attributes["android:allow"]?.lowercased() != "false")
            case "/uri-relative-filter-group":
                if let finished = group { current?.filter.groups.append(finished) }
                group = nil
            case "data" where group != nil:
                group?.paths += Self.paths(attributes)
                if attributes.keys.contains(where: {
                    $0.hasPrefix("android:query") || $0.hasPrefix("android:fragment")
                }) {
                    group?.asksForQueryOrFragment = true
                }
            case "data":
                if let scheme = attributes["android:scheme"] { current?.filter.schemes.append(scheme) }
                if let host = attributes["android:host"] { current?.filter.hosts.append(host) }
                if attributes["android:port"] != nil || attributes["android:mimeType"] != nil {
                    current?.filter.asksForPortOrType = true
                }
                current?.filter.paths += Self.paths(attributes)
            default:
                break
            }
        }
        return filters
    }

    /// The paths a `<data>` element's `attributes` give, in ``AndroidAppLinks/AndroidPath/attributes`` order.
    static func paths(_ attributes: [String: String]) -> [AndroidAppLinks.AndroidPath] {
        AndroidAppLinks.AndroidPath.attributes.compactMap { attribute in
            attributes["android:" + attribute].flatMap {
                .init(attribute: attribute, text: Self.unescape($0))
            }
        }
    }

    /// `name="value"` pairs of a tag, either quote.
    static func attributes(of tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag.drop { !$0.isWhitespace }
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            var value = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = value.first, quote == "\"" || quote == "'" else { break }
            value = value.dropFirst()
            let end = value.firstIndex(of: quote) ?? value.endIndex
            result[name] = String(value[..<end])
            rest = end < value.endIndex ? value[value.index(after: end)...] : ""
        }
        return result
    }

    /// XML's entities, then a manifest string's `\x` escapes.
    static func unescape(_ text: String) -> String {
        let xml = text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&apos;", with: "'"
        )
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
        var result = ""
        var escaped = false
        for character in xml {
            if escaped || character != "\\" {
                result.append(character)
                escaped = false
            } else {
                escaped = true
            }
        }
        return result
    }
}
