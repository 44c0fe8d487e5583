import AndroidOracles
import Foundation
import RouteGenCore
@_spi(Generated) import RouteKit
import Testing

/// The generated intent filters claim every https link the parser reads (its scheme in lowercase,
/// as Android compares it), and no link of a host the app does not list; the pitfalls Android's
/// documentation warns of are cases of their own.
@Suite struct AndroidFilterTests {
    @Test func everyLinkTheParserReadsIsClaimed() throws {
        var checked = 0
        for compiled in CompiledManifest.all {
            let manifest = try compiled.load()
            guard manifest.settings.android != nil else { continue }
            let file = repository.appendingPathComponent(compiled.output)
                .appendingPathComponent(manifest.enumName + ".intent-filters.xml")
            let oracle = AndroidFilterOracle(xml: try String(contentsOf: file, encoding: .utf8))
            #expect(oracle.filters.count >= 2)
            #expect(oracle.unexpected.isEmpty, "attributes the oracle does not read: \(oracle.unexpected)")
            var r = RandomValues(seed: 0xA11D)
            for url in ThreeMatchersTests.links(manifest, &r) + ThreeMatchersTests.links(manifest, &r) {
                guard url.scheme == "https" else { continue }
                switch Result(catching: { try compiled.parse(url) }) {
                case .success(let name):
                    // A route on any path is chosen by an item, which no filter says (lint notes it).
                    if manifest.allRoutes.contains(where: { $0.route.name == name && $0.route.anyPath }) {
                        continue
                    }
                    #expect(oracle.claims(url), "\(url) reaches \(name), and no filter claims it")
                    checked += 1
                case .failure(let error):
                    if case .unknownHost = error as? RouteError {
                        #expect(!oracle.claims(url), "\(url) is on no listed host, and a filter claims it")
                    }
                }
            }
        }
        print("AndroidFilterTests: \(checked) links the parser reads, each claimed by the filters")
        #expect(checked >= 900)
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
            AndroidAppLinks.androidPaths(literal, caseSensitive: true) == [.pattern("/*settings/*privacy/*")])
        #expect(
            AndroidAppLinks.androidPaths(literal, caseSensitive: false) == [.pattern("/*......../*......./*")]
        )
        let root = try PathPattern.parse("/").get()
        #expect(AndroidAppLinks.androidPaths(root, caseSensitive: true) == [.pattern("/*")])
        #expect(AndroidFilterOracle.glob("/*", "") && AndroidFilterOracle.glob("/*", "/"))
    }
}
