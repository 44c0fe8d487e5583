import AndroidOracles
import Foundation
import RouteGenCore
@_spi(Generated) import RouteKit
import Testing
import WikiRoutes

/// Every https link the parser reads opens the app under the dynamic rules of the file Android
/// fetches for its host, and a link the AASA excludes stays in the browser wherever Android can say
/// it exactly (a path of plain literals, wildcards at a segment's end, no `?` or `#`).
@Suite struct AndroidDynamicRulesTests {
    /// The file Android fetches for a listed host: a wildcard's or a value host's is the domain
    /// after its first label, as Android's documentation says of `*.` hosts.
    static func file(for listed: String, in folder: URL) -> URL {
        let one = folder.appendingPathComponent("assetlinks.json")
        if FileManager.default.fileExists(atPath: one.path) { return one }
        let host = listed.lowercased()
        let domain =
            host.hasPrefix("*.") || host.hasPrefix("{") ? String(host.drop { $0 != "." }.dropFirst()) : host
        return folder.appendingPathComponent("assetlinks.\(domain).json")
    }

    /// Whether every host whose rules Android fetches from the same file as host `origin`'s has
    /// `component`, an exclude: one file serves them all, so an exclude of some of them only (a
    /// route on one host, kept off the web) cannot be said, and the parser refuses the link.
    static func sharesFile(
        _ component: AASAComponent, origin: Int, _ manifest: ValidatedManifest, _ aasa: AppSiteAssociation
    ) -> Bool {
        let hosts = manifest.settings.hosts
        let domain = AndroidAppLinks.fetchDomain(of: hosts[origin])
        return hosts.indices.filter { AndroidAppLinks.fetchDomain(of: hosts[$0]) == domain }.allSatisfy {
            aasa.components(on: $0).contains(component)
        }
    }

    /// Whether Android reads `component`, an exclude, alike however it reads a path.
    static func isExact(_ component: AASAComponent, caseSensitive: Bool) -> Bool {
        guard component.query.isEmpty, component.fragment == nil, caseSensitive,
            !component.path.contains("%")
        else { return false }
        return component.path.split(separator: "/").allSatisfy { segment in
            guard let first = segment.firstIndex(where: { $0 == "*" || $0 == "?" }) else { return true }
            return segment[first...] == "*" || segment[first...] == "?*"
        }
    }

    @Test func theRulesOpenEveryLinkTheParserReads() throws {
        var checked = 0, excluded = 0, files = 0
        for compiled in CompiledManifest.all {
            let manifest = try compiled.load()
            guard !manifest.settings.android.isEmpty else { continue }
            let folder = repository.appendingPathComponent(compiled.output)
            let aasa = AppSiteAssociation(manifest)
            // Each host as the filters write it, with the rules of the file Android fetches for it.
            let byHost = try Dictionary(
                manifest.settings.hosts.map { listed in
                    (
                        AndroidAppLinks.androidHost(listed),
                        try AndroidDynamicRulesOracle(
                            json: Data(contentsOf: Self.file(for: listed, in: folder)))
                    )
                }, uniquingKeysWith: { first, _ in first })
            var r = RandomValues(seed: 0xD1A7)
            for url in (0..<8).flatMap({ _ in ThreeMatchersTests.links(manifest, &r) }) {
                guard url.scheme == "https", let host = url.host(percentEncoded: false)?.lowercased() else {
                    continue
                }
                let origin = manifest.scope.origin(ofHost: host)
                guard origin >= 0 else { continue }
                // Where no rules are stored for the host, nor for a wildcard over it, the filters alone
                // decide, which AndroidFilterTests checks.
                guard let opens = AndroidDynamicRulesOracle.lookup(host, in: byHost)?.opensApp(url) else {
                    continue
                }
                files += 1
                if let name = try? compiled.parse(url) {
                    // A route on any path reads links at a path the AASA excludes (one of a route
                    // reached only inside another link): Android keeps them in the browser alike.
                    let keptOut = aasa.firstMatch(url)?.component.exclude == true
                    #expect(
                        opens != keptOut,
                        "\(url) reaches \(name), the AASA \(keptOut ? "excludes" : "opens") it, the dynamic rules do not"
                    )
                    checked += 1
                } else if let first = aasa.firstMatch(url)?.component, first.exclude,
                    Self.isExact(first, caseSensitive: manifest.settings.caseSensitive),
                    Self.sharesFile(first, origin: origin, manifest, aasa)
                {
                    #expect(!opens, "\(url) is excluded from the AASA, and the dynamic rules open it")
                    excluded += 1
                }
            }
        }
        print(
            "AndroidDynamicRulesTests: \(checked) links the parser reads opened, \(excluded) excluded kept out"
        )
        #expect(checked >= 900)
        #expect(excluded >= 10)
    }

    /// The file Android fetches for each host names every app that opens it, with its
    /// fingerprints, and no app that opens no host of that domain: Android verifies a host of an
    /// app's filter by finding the app's statement there.
    @Test func eachHostsFileNamesTheAppsThatOpenIt() throws {
        var named = 0, absent = 0
        for compiled in CompiledManifest.all {
            let manifest = try compiled.load()
            guard !manifest.settings.android.isEmpty else { continue }
            let folder = repository.appendingPathComponent(compiled.output)
            let hosts = manifest.settings.hosts
            for (origin, listed) in hosts.enumerated() {
                let data = try Data(contentsOf: Self.file(for: listed, in: folder))
                let statements = try #require(
                    try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
                let targets = statements.compactMap { $0["target"] as? [String: Any] }
                let domain = Self.file(for: listed, in: folder)
                for app in manifest.settings.android {
                    let target = targets.first { $0["package_name"] as? String == app.package }
                    // The apps that open a host whose file is this one.
                    let sharing = app.hosts.contains { Self.file(for: hosts[$0], in: folder) == domain }
                    if app.hosts.contains(origin) {
                        #expect(
                            target?["sha256_cert_fingerprints"] as? [String] == app.fingerprints, "\(listed)")
                        named += 1
                    } else if !sharing {
                        #expect(
                            target == nil,
                            "\(listed)'s file names \(app.package), which opens none of its hosts")
                        absent += 1
                    }
                }
            }
        }
        print("AndroidDynamicRulesTests: \(named) hosts' files name their apps, \(absent) leave others out")
        #expect(named >= 7)
        #expect(absent >= 3)
        #expect(try verifiedHosts() >= 8)
    }

    /// Android verifies every host of an `autoVerify` filter (before Android 12, one that fails
    /// fails them all): each host an app's filters write has a file, fetched from the host or, for
    /// `*.domain`, from the domain, that names the app with its fingerprints.
    func verifiedHosts() throws -> Int {
        var verified = 0
        for compiled in CompiledManifest.all {
            let manifest = try compiled.load()
            guard let links = AndroidAppLinks(manifest) else { continue }
            let folder = repository.appendingPathComponent(compiled.output)
            for (index, app) in manifest.settings.android.enumerated() {
                let xml = try String(
                    contentsOf: folder.appendingPathComponent(links.intentFiltersName(of: index)),
                    encoding: .utf8)
                for host in AndroidFilterOracle(xml: xml).filters.flatMap(\.hosts) {
                    let domain = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
                    let one = folder.appendingPathComponent("assetlinks.json")
                    let file =
                        FileManager.default.fileExists(atPath: one.path)
                        ? one : folder.appendingPathComponent("assetlinks.\(domain).json")
                    let statements = try #require(
                        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]],
                        "\(host) of \(app.package) has no file to verify it")
                    #expect(
                        statements.contains {
                            let target = $0["target"] as? [String: Any]
                            return target?["package_name"] as? String == app.package
                                && target?["sha256_cert_fingerprints"] as? [String] == app.fingerprints
                        }, "\(file.lastPathComponent) does not verify \(host) for \(app.package)")
                    verified += 1
                }
            }
        }
        return verified
    }

    /// The documented wildcards, as the oracle reads them.
    @Test func theOracleReadsTheDocumentedWildcards() {
        #expect(AndroidDynamicRulesOracle.matches("/products/*", "/products/a/b"))
        #expect(AndroidDynamicRulesOracle.matches("/p/?*", "/p/x"))
        #expect(!AndroidDynamicRulesOracle.matches("/p/?*", "/p/"))
        #expect(AndroidDynamicRulesOracle.matches("/a/?*/b", "/a/x/b"))
        // `*` stops at the first `/`: no backtracking.
        #expect(!AndroidDynamicRulesOracle.matches("/a/?*/b", "/a/x/y/b"))
        #expect(!AndroidDynamicRulesOracle.matches("/?*.json", "/a.b.json"))
        #expect(AndroidDynamicRulesOracle.matches("?", "x") && !AndroidDynamicRulesOracle.matches("?", "xy"))
    }
}

/// Android 15 looks a link's rules up by its host, then by a wildcard over it (AOSP's
/// `DomainVerificationService`): a host whose own file said none took the rules of `*.wiki.example`,
/// whose exclude of `/confirm/?*` sent `https://click.wiki.example/confirm/abc`, which the parser
/// reads as `click`, to the browser.
@Suite struct AndroidRuleLookupTests {
    @Test func aHostTakesNoWildcardsRulesItWasNotWrittenFor() throws {
        let folder = repository.appendingPathComponent("Tests/Reference/wiki")
        let manifest = try CompiledManifest.all.first { $0.output == "Tests/Reference/wiki" }!.load()
        let byHost = try Dictionary(
            manifest.settings.hosts.map { listed in
                (
                    AndroidAppLinks.androidHost(listed),
                    try AndroidDynamicRulesOracle(
                        json: Data(contentsOf: AndroidDynamicRulesTests.file(for: listed, in: folder)))
                )
            }, uniquingKeysWith: { first, _ in first })
        let click = URL(string: "https://click.wiki.example/confirm/abc")!
        #expect(try WikiRoute(url: click) == .click(target: "confirm/abc"))
        let rules = try #require(AndroidDynamicRulesOracle.lookup("click.wiki.example", in: byHost))
        #expect(rules.opensApp(click) == true, "the click host's own rules open it")
        // The wildcard's own hosts keep their exclude.
        let confirm = URL(string: "https://de.wiki.example/confirm/abc")!
        #expect(AndroidDynamicRulesOracle.lookup("de.wiki.example", in: byHost)?.opensApp(confirm) == false)
        // The lookup AOSP makes: the host, then `*` and the rest after each dot while a dot follows.
        #expect(AndroidAppLinks.parentWildcards(of: "click.wiki.example") == ["*.wiki.example"])
        #expect(AndroidAppLinks.parentWildcards(of: "*.users.wiki.example") == ["*.wiki.example"])
        #expect(AndroidAppLinks.parentWildcards(of: "wiki.example").isEmpty)
    }
}
