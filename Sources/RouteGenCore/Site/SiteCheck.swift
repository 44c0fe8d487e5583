import Foundation
@_spi(Generated) import RouteKit

/// `routegen verify-site`'s judgement, apart from fetching: what each host should serve (the files
/// `generate` writes), and how a served file differs from it in meaning — the apps, the components
/// in order, the fingerprints and rules — rather than in bytes.
package enum SiteCheck {
    /// A file as a server answered for it: the status, the redirect's target, the content type and
    /// the body; or why no answer came.
    package struct Served: Sendable, Equatable {
        package var status: Int
        package var location: String?
        package var contentType: String?
        package var body: [UInt8]
        package var failure: String?

        package init(
            status: Int, location: String? = nil, contentType: String? = nil, body: [UInt8] = [],
            failure: String? = nil
        ) {
            self.status = status
            self.location = location
            self.contentType = contentType
            self.body = body
            self.failure = failure
        }
    }

    /// What one host should serve: the AASA `generate` writes for it and, where Android fetches
    /// from the host, its `assetlinks.json`.
    package struct Expected: Sendable, Equatable {
        package var host: String
        package var aasa: String?
        package var assetLinks: String?
    }

    /// Apple reads at most 128 KB of an AASA.
    static let maximumAASABytes = 128 * 1024

    /// Each host the web serves files for: a listed host, the domain of a `*.` wildcard (whose AASA
    /// Apple and whose statements Android fetch from the domain), with what it should serve. A
    /// host that carries a value (`{lang}.wiki.example`) names no one host: it is `skipped`, unless
    /// `hosts` names the ones to check.
    package static func expectations(
        _ manifest: ValidatedManifest, hosts requested: [String] = []
    ) -> (expected: [Expected], skipped: [String]) {
        let aasa = AppSiteAssociation(manifest).files
        let android = AndroidAppLinks(manifest)?.files.filter { $0.name.hasPrefix("assetlinks") } ?? []
        let wanted = requested.map { $0.lowercased() }
        var expected: [Expected] = []
        var skipped: [String] = []
        for listed in manifest.settings.hosts {
            let pattern = HostPattern(listed)
            let domain = AndroidAppLinks.fetchDomain(of: listed)
            let hosts: [String]
            if case .label = pattern.kind {
                hosts = wanted.filter(pattern.matches)
                if hosts.isEmpty { skipped.append(listed) }
            } else {
                hosts = wanted.isEmpty || wanted.contains(domain) ? [domain] : []
            }
            for host in hosts where !expected.contains(where: { $0.host == host }) {
                let aasaFile =
                    aasa.first { $0.name == AppSiteAssociation.fileName(of: listed) } ?? aasa.first
                let links =
                    android.first { $0.name == "assetlinks.\(domain).json" }
                    ?? android.first { $0.name == "assetlinks.json" }
                expected.append(Expected(host: host, aasa: aasaFile?.contents, assetLinks: links?.contents))
            }
        }
        return (expected, skipped)
    }

    /// What is wrong with `served`, read from `source` for `host`, against `expected`: the
    /// file's serving (status, redirect, type, size, JSON), then its meaning.
    package static func check(
        _ served: Served, _ file: SiteFinding.File, from source: SiteFinding.Source, host: String,
        expected: String
    ) -> [SiteFinding] {
        let finding = { (kind: SiteFinding.Kind) in
            SiteFinding(host: host, source: source, file: file, kind: kind)
        }
        if let failure = served.failure { return [finding(.unreachable(reason: failure))] }
        if (300..<400).contains(served.status) {
            return [finding(.redirect(to: served.location ?? "another address"))]
        }
        guard served.status == 200 else { return [finding(.status(served.status))] }
        var findings: [SiteFinding] = []
        let type = served.contentType?.split(separator: ";").first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        if source != .googleAPI, type != "application/json" {
            findings.append(finding(.contentType(served.contentType)))
        }
        if file == .aasa, served.body.count > maximumAASABytes {
            findings.append(finding(.tooLarge(bytes: served.body.count)))
        }
        guard let json = try? JSONSerialization.jsonObject(with: Data(served.body)),
            let wanted = try? JSONSerialization.jsonObject(with: Data(expected.utf8))
        else { return findings + [finding(.invalidJSON)] }
        switch (file, source) {
        case (.aasa, _): findings += compareAASA(json, wanted).map(finding)
        case (.assetLinks, .googleAPI): findings += compare(listed: json, wanted).map(finding)
        case (.assetLinks, _): findings += compareAssetLinks(json, wanted).map(finding)
        }
        return findings
    }

    // MARK: - The AASA's meaning

    /// Apps, each app's components in order (their comments aside), and the other sections.
    static func compareAASA(_ served: Any, _ wanted: Any) -> [SiteFinding.Kind] {
        let servedApps = applinks(served), wantedApps = applinks(wanted)
        var kinds: [SiteFinding.Kind] = []
        for (app, components) in wantedApps.sorted(by: { $0.key < $1.key }) {
            guard let got = servedApps[app] else {
                kinds.append(.appMissing(app))
                continue
            }
            let have = got.map(\.key), want = components.map(\.key)
            let missing = components.filter { !have.contains($0.key) }
            if !missing.isEmpty {
                kinds.append(
                    .routesMissing(
                        unique(missing.map(\.comment)), paths: unique(missing.map(\.path))))
            }
            let extra = got.filter { !want.contains($0.key) }
            if !extra.isEmpty { kinds.append(.componentsExtra(unique(extra.map(\.path)))) }
            if missing.isEmpty, extra.isEmpty, have != want { kinds.append(.componentsReordered) }
        }
        for app in servedApps.keys.sorted() where wantedApps[app] == nil { kinds.append(.appExtra(app)) }
        let sections = { (root: Any, path: [String]) -> String? in
            var value: Any? = root
            for key in path { value = (value as? [String: Any])?[key] }
            return value.map(canonical)
        }
        for path in [["webcredentials"], ["appclips"], ["applinks", "defaults"]]
        where sections(served, path) != sections(wanted, path) {
            kinds.append(.sectionDiffers(path.joined(separator: ".")))
        }
        return kinds
    }

    /// A component, compared by `key` (its JSON, comment aside).
    struct Component {
        var key: String
        var path: String
        var comment: String
    }

    /// Each app's components, in order, from `applinks.details`.
    static func applinks(_ document: Any) -> [String: [Component]] {
        let details =
            ((document as? [String: Any])?["applinks"] as? [String: Any])?["details"] as? [Any] ?? []
        var apps: [String: [Component]] = [:]
        for case let detail as [String: Any] in details {
            let ids = (detail["appIDs"] as? [String]) ?? [(detail["appID"] as? String)].compactMap { $0 }
            let components = (detail["components"] as? [Any] ?? []).compactMap { item -> Component? in
                guard var object = item as? [String: Any] else { return nil }
                let comment = object.removeValue(forKey: "comment") as? String ?? "?"
                let path =
                    (object["/"] as? String ?? "*")
                    + ((object["exclude"] as? Bool) == true ? " (excluded)" : "")
                return Component(key: canonical(object), path: path, comment: comment)
            }
            for id in ids { apps[id, default: []] += components }
        }
        return apps
    }

    // MARK: - Android's statements

    /// The package and fingerprint pairs of `assetlinks.json`, and each package's dynamic rules.
    static func compareAssetLinks(_ served: Any, _ wanted: Any) -> [SiteFinding.Kind] {
        var kinds = comparePairs(statements(served), statements(wanted))
        let rules = { (document: Any) -> [String: String] in
            var rules: [String: String] = [:]
            for case let statement as [String: Any] in document as? [Any] ?? [] {
                guard let package = (statement["target"] as? [String: Any])?["package_name"] as? String else {
                    continue
                }
                rules[package] = (statement["relation_extensions"]).map(canonical) ?? ""
            }
            return rules
        }
        let servedRules = rules(served)
        for (package, wantedRules) in rules(wanted).sorted(by: { $0.key < $1.key })
        where servedRules[package].map({ $0 != wantedRules }) ?? false {
            kinds.append(.rulesDiffer(package: package))
        }
        return kinds
    }

    /// Google's API's statements (`statements[].target.androidApp`) against the file's pairs.
    static func compare(listed served: Any, _ wanted: Any) -> [SiteFinding.Kind] {
        var pairs: Set<Pair> = []
        for case let statement as [String: Any] in (served as? [String: Any])?["statements"] as? [Any] ?? [] {
            guard let app = (statement["target"] as? [String: Any])?["androidApp"] as? [String: Any],
                let package = app["packageName"] as? String,
                let fingerprint = (app["certificate"] as? [String: Any])?["sha256Fingerprint"] as? String
            else { continue }
            pairs.insert(Pair(package: package, fingerprint: fingerprint.uppercased()))
        }
        return comparePairs(pairs, statements(wanted))
    }

    struct Pair: Hashable, Comparable {
        var package: String
        var fingerprint: String
        static func < (a: Pair, b: Pair) -> Bool { (a.package, a.fingerprint) < (b.package, b.fingerprint) }
    }

    /// The pairs of the statements that let an app handle all URLs.
    static func statements(_ document: Any) -> Set<Pair> {
        var pairs: Set<Pair> = []
        for case let statement as [String: Any] in document as? [Any] ?? [] {
            guard
                (statement["relation"] as? [String] ?? []).contains(
                    "delegate_permission/common.handle_all_urls"),
                let target = statement["target"] as? [String: Any],
                let package = target["package_name"] as? String
            else { continue }
            for fingerprint in target["sha256_cert_fingerprints"] as? [String] ?? [] {
                pairs.insert(Pair(package: package, fingerprint: fingerprint.uppercased()))
            }
        }
        return pairs
    }

    static func comparePairs(_ served: Set<Pair>, _ wanted: Set<Pair>) -> [SiteFinding.Kind] {
        wanted.subtracting(served).sorted().map {
            .fingerprintMissing(package: $0.package, fingerprint: $0.fingerprint)
        }
            + served.subtracting(wanted).sorted().map {
                .fingerprintExtra(package: $0.package, fingerprint: $0.fingerprint)
            }
    }

    /// A JSON value as text with sorted keys: equal texts, equal meaning.
    static func canonical(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
        else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func unique(_ items: [String]) -> [String] {
        items.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
