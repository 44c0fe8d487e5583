import AndroidOracles
import Foundation
import RouteGenCore
@_spi(Generated) import RouteKit
import Testing

/// The generated intent filters claim every https link the parser reads (its scheme in lowercase,
/// as Android compares it), and no link of a host the app does not list; the pitfalls Android's
/// documentation warns of are cases of their own.
@Suite struct AndroidFilterTests {
    /// Each app's filters claim every https link the parser reads on the hosts it opens, and no
    /// link on a host it does not (where none of its own hosts covers it) or on no listed host.
    @Test func everyLinkTheParserReadsIsClaimed() throws {
        var checked = 0, refused = 0, advanced = 0
        for compiled in CompiledManifest.all {
            let manifest = try compiled.load()
            guard let links = AndroidAppLinks(manifest) else { continue }
            for (index, app) in manifest.settings.android.enumerated() {
                let file = repository.appendingPathComponent(compiled.output)
                    .appendingPathComponent(links.intentFiltersName(of: index))
                let oracle = AndroidFilterOracle(xml: try String(contentsOf: file, encoding: .utf8))
                #expect(oracle.filters.count >= 1)
                #expect(
                    oracle.unexpected.isEmpty, "attributes the oracle does not read: \(oracle.unexpected)")
                advanced += oracle.filters.flatMap(\.advancedPatterns).count
                // The domains of the app's hosts: a link on a host under none of them is not its.
                let domains = app.hosts.map { HostPattern(manifest.settings.hosts[$0]).domain.lowercased() }
                var r = RandomValues(seed: 0xA11D)
                for url in ThreeMatchersTests.links(manifest, &r) + ThreeMatchersTests.links(manifest, &r) {
                    guard url.scheme == "https", let host = url.host(percentEncoded: false)?.lowercased()
                    else {
                        continue
                    }
                    let origin = manifest.scope.origin(ofHost: host)
                    switch Result(catching: { try compiled.parse(url) }) {
                    case .success(let name):
                        // A route on any path is chosen by an item, which no filter says (lint notes it).
                        if manifest.allRoutes.contains(where: { $0.route.name == name && $0.route.anyPath }) {
                            continue
                        }
                        if app.hosts.contains(origin) {
                            #expect(
                                oracle.claims(url),
                                "\(url) reaches \(name), and no filter of \(app.package) claims it")
                            checked += 1
                        } else if !domains.contains(where: { host == $0 || host.hasSuffix("." + $0) }) {
                            #expect(!oracle.mayClaim(url), "\(url) is on a host \(app.package) does not open")
                            refused += 1
                        }
                    case .failure(let error):
                        if case .unknownHost = error as? RouteError {
                            #expect(
                                !oracle.mayClaim(url), "\(url) is on no listed host, and a filter claims it")
                            refused += 1
                        }
                    }
                }
            }
        }
        print(
            "AndroidFilterTests: \(checked) links the parser reads, each claimed by the filters of the apps that "
                + "open their host (\(advanced) pathAdvancedPatterns); \(refused) links of other hosts not claimed"
        )
        #expect(checked >= 900)
        #expect(refused >= 50)
        #expect(advanced >= 20)
    }

    /// `.` and `*` in a literal are escaped in a pattern (`/v1.0/{id}` does not claim `/v1x0/7`);
    /// a host that carries a value is a `*` label; each `/` is `/*`, so that `//v1.0/7`, a trailing
    /// `/` and an empty path are claimed as the parser reads them.
    @Test func thePitfallsAreEscaped() throws {
        let pattern = try PathPattern.parse("/v1.0/{id}").get()
        let paths = AndroidAppLinks.androidPaths(pattern, caseSensitive: true)
        #expect(paths == [.pattern("/*v1\\.0/.*")])
        #expect(AndroidFilterOracle.glob("/*v1\\.0/.*", "/v1.0/7"))
        #expect(AndroidFilterOracle.glob("/*v1\\.0/.*", "//v1.0/7"))
        #expect(!AndroidFilterOracle.glob("/*v1\\.0/.*", "/v1x0/7"))
        #expect(!AndroidFilterOracle.glob("/*v1\\.0/.*", "/v1.0"))
        let star = try PathPattern.parse("/a*b/{id}").get()
        #expect(AndroidAppLinks.androidPaths(star, caseSensitive: true) == [.pattern("/*a\\*b/.*")])
        #expect(
            !AndroidFilterOracle.glob("/*a\\*b/.*", "/ab/1")
                && AndroidFilterOracle.glob("/*a\\*b/.*", "/a*b/1"))
        #expect(AndroidAppLinks.androidHost("{lang}.wiki.example") == "*.wiki.example")
        let literal = try PathPattern.parse("/settings/privacy").get()
        #expect(
            AndroidAppLinks.androidPaths(literal, caseSensitive: true).map(\.text) == [
                "/*settings/*privacy", "/*settings/*privacy/*",
            ])
        #expect(
            AndroidAppLinks.androidPaths(literal, caseSensitive: false).map(\.text) == [
                "/*......../*.......", "/*......../*......./*",
            ])
        // Android's matcher stops where the path runs out: `/*settings/*privacy/*` alone would not
        // claim `/settings/privacy`.
        #expect(!AndroidFilterOracle.glob("/*settings/*privacy/*", "/settings/privacy", reading: .greedy))
        // The parser ignores the case of ASCII letters only: `é` is itself.
        let cafe = try PathPattern.parse("/Café/menu").get()
        #expect(AndroidAppLinks.androidPaths(cafe, caseSensitive: false).map(\.text).first == "/*...é/*....")
        // A catch-all's rest may be empty.
        let legal = try PathPattern.parse("/legal/{document...}").get()
        let patterns = AndroidAppLinks.androidPaths(legal, caseSensitive: true).map(\.text)
        #expect(patterns == ["/*legal", "/*legal/.*"])
        #expect(
            ["/legal", "/legal/", "/legal/a/b"].allSatisfy { path in
                patterns.contains { AndroidFilterOracle.glob($0, path) }
            })
        let root = try PathPattern.parse("/").get()
        #expect(AndroidAppLinks.androidPaths(root, caseSensitive: true) == [.pattern("/*")])
        #expect(AndroidFilterOracle.glob("/*", "") && AndroidFilterOracle.glob("/*", "/"))
    }

    /// Where every Android version the app runs on reads `pathAdvancedPattern` (`minSdk: 31`), a
    /// route is said a segment at a time: a value that cannot hold a `/` is `[^/]+`, a String's
    /// (which may be `%2F`, a `/` in the decoded path Android matches) `.*` to the end, a letter
    /// `[aA]` where literals ignore case, the glob's own characters escaped. Each reads alike
    /// whether a repeat gives back characters or not.
    @Test func advancedPatternsSayEachSegment() throws {
        func paths(_ text: String, caseSensitive: Bool = true, slash: Set<String> = []) throws -> [String] {
            AndroidAppLinks.advancedPaths(try PathPattern.parse(text).get(), caseSensitive: caseSensitive) {
                slash.contains($0)
            }.map(\.text)
        }
        func claims(_ patterns: [String], _ path: String) -> Bool {
            let readings = AndroidFilterOracle.Reading.allCases.map { reading in
                patterns.contains { AndroidFilterOracle.advancedGlob($0, path, reading: reading) }
            }
            #expect(Set(readings).count == 1, "\(patterns) reads \(path) two ways")
            return readings[0]
        }
        let product = try paths("/products/{id}")
        #expect(product == ["/+products/+[^/]+/*"])
        #expect(claims(product, "/products/7") && claims(product, "//products//7/"))
        #expect(
            !claims(product, "/products/7/reviews") && !claims(product, "/products")
                && !claims(product, "/productsx/7"))
        let article = try paths("/articles/{title}", slash: ["title"])
        #expect(article == ["/+articles/.*"])
        #expect(claims(article, "/articles/a/b") && claims(article, "/articles//"))
        let help = try paths("/Help/v1.0/{id}", caseSensitive: false)
        #expect(help == ["/+[hH][eE][lL][pP]/+[vV]1\\.0/+[^/]+/*"])
        #expect(claims(help, "/hELP/V1.0/3") && !claims(help, "/help/v1x0/3"))
        let list = try paths("/list/{page?}")
        #expect(list == ["/+list/*", "/+list/+[^/]+/*"])
        #expect(claims(list, "/list") && claims(list, "/list/2/") && !claims(list, "/list/2/3"))
        let user = try paths("/@{user}", slash: ["user"])
        #expect(user == ["/+@.*"])
        let version = try paths("/v{major}.json")
        #expect(version == ["/+v.*"])
        #expect(claims(version, "/v2.json"))
        let files = try paths("/files/{rest...}")
        #expect(claims(files, "/files") && claims(files, "/files/a/b/") && !claims(files, "/filesx"))
        let star = try paths("/a*b+[c]/{id}")
        #expect(star == ["/+a\\*b\\+\\[c\\]/+[^/]+/*"])
        #expect(claims(star, "/a*b+[c]/1") && !claims(star, "/aab+[c]/1"))
    }

    /// Lint says when an app's filters claim no link, and when an app's wildcard host covers a host
    /// it does not open, whose links Android then offers it too.
    @Test func lintNamesAppsThatOpenNothingOrMore() throws {
        let fingerprints = "[\"" + Array(repeating: "AB", count: 32).joined(separator: ":") + "\"]"
        let text = """
            version: 1.1
            enum: ShopRoute
            hosts: ["*.shop.example", kids.shop.example, { name: mail.shop.example, exclusive: true }]
            appIDs: [ABCDE12345.com.example.shop]
            android:
              - { package: com.example.shop, fingerprints: \(fingerprints), hosts: ["*.shop.example"] }
              - { package: com.example.kids, fingerprints: \(fingerprints), hosts: [kids.shop.example] }
              - { package: com.example.mail, fingerprints: \(fingerprints), hosts: [mail.shop.example] }
            routes:
              home: { path: / }
              track: { path: "/t/{id}", hosts: [mail.shop.example], universalLink: false }
            """
        let manifest = try ManifestLoader.load([UInt8](text.utf8), file: "shop.yaml")
        let messages = manifest.warnings.map(\.message)
        #expect(
            messages.contains {
                $0.hasPrefix(
                    "Android app 'com.example.shop' opens '*.shop.example', which Android also matches on "
                        + "'kids.shop.example'")
            }, "\(messages)")
        #expect(
            messages.contains { $0.hasPrefix("Android app 'com.example.mail' opens no link") }, "\(messages)")
        #expect(!messages.contains { $0.hasPrefix("Android app 'com.example.kids'") }, "\(messages)")
    }

    /// A value read with `ignoreInvalid` takes any text, `a%2Fb` (`a/b` to Android) too, so its
    /// segment is no `[^/]+`.
    @Test func aValueThatIgnoresWhatDoesNotConvertMayHoldASlash() throws {
        let fingerprints = "[\"" + Array(repeating: "AB", count: 32).joined(separator: ":") + "\"]"
        let text = """
            version: 1.1
            enum: PageRoute
            hosts: [example.com]
            appIDs: [ABCDE12345.com.example.app]
            android: { package: com.example.app, fingerprints: \(fingerprints), minSdk: 31 }
            routes:
              page: { path: "/page/{n?}", params: { n: { type: Int, ignoreInvalid: true } } }
              item: { path: "/items/{id}", params: { id: Int } }
            """
        let manifest = try ManifestLoader.load([UInt8](text.utf8), file: "page.yaml")
        let links = try #require(AndroidAppLinks(manifest))
        let patterns = links.filters.flatMap(\.paths).map(\.text)
        #expect(patterns == ["/+page/*", "/+page/.*", "/+items/+[^/]+/*"])
        #expect(links.claim(try #require(URL(string: "https://example.com/page/a%2Fb"))) != nil)
    }
}
