import Foundation
import RouteGenCore
@_spi(Generated) import RouteKit
import Testing

/// Android 15's dynamic rules (`dynamic_app_link_components`) as Android's documentation describes
/// them, apart from routegen's emitter: the rules are tried in order and the first that matches
/// decides — the app, or the browser when it says `exclude` — and a link no rule matches opens the
/// browser. A rule matches when its `/` matches the path, each item of its `?` matches an item of
/// the query of that name, and its `#` the fragment. In a pattern `*` matches zero or more
/// characters up to the first place the pattern's next character is found (no backtracking), `?`
/// one character, `?*` one or more.
struct AndroidDynamicRulesOracle {
    let rules: [[String: Any]]

    /// The rules of an `assetlinks.json`; empty when it has none.
    init(json: Data) throws {
        let statements = try JSONSerialization.jsonObject(with: json) as? [[String: Any]] ?? []
        let extensions = statements.first?["relation_extensions"] as? [String: Any]
        let relation = extensions?["delegate_permission/common.handle_all_urls"] as? [String: Any]
        rules = relation?["dynamic_app_link_components"] as? [[String: Any]] ?? []
    }

    /// Whether the rules open `url` in the app (`nil` when there are none: the filters decide).
    func opensApp(_ url: URL) -> Bool? {
        guard !rules.isEmpty else { return nil }
        let path = url.path(percentEncoded: true).isEmpty ? "/" : url.path(percentEncoded: true)
        let items = (URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? [])
            .map { (name: $0.name, value: $0.value ?? "") }
        let fragment = url.fragment(percentEncoded: false) ?? ""
        for rule in rules {
            if let pattern = rule["/"] as? String, !Self.matches(pattern, path) { continue }
            if let fragmentPattern = rule["#"] as? String, !Self.matches(fragmentPattern, fragment) {
                continue
            }
            if let query = rule["?"] as? [String: String],
                !query.allSatisfy({ name, pattern in
                    items.contains { $0.name == name && Self.matches(pattern, $0.value) }
                })
            {
                continue
            }
            return !(rule["exclude"] as? Bool ?? false)
        }
        return false
    }

    /// The documented pattern matching, over the whole text.
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var i = 0, j = 0
        while i < p.count {
            switch p[i] {
            case "?" where i + 1 < p.count && p[i + 1] == "*":
                guard j < t.count else { return false }
                j += 1
                i += 1  // on to the `*`, which takes the rest up to the next character
            case "?":
                guard j < t.count else { return false }
                j += 1
                i += 1
            case "*":
                guard i + 1 < p.count else { return true }
                guard let found = t[j...].firstIndex(of: p[i + 1]) else { return false }
                j = found
                i += 1
            default:
                guard j < t.count, t[j] == p[i] else { return false }
                i += 1
                j += 1
            }
        }
        return j == t.count
    }
}

/// Every https link the parser reads opens the app under the generated dynamic rules of its host's
/// `assetlinks.json`, and a link the AASA excludes stays in the browser wherever Android can say it.
@Suite struct AndroidDynamicRulesTests {
    @Test func theRulesOpenEveryLinkTheParserReads() throws {
        var checked = 0, excluded = 0
        for compiled in CompiledManifest.all {
            let manifest = try compiled.load()
            guard manifest.settings.android != nil else { continue }
            let folder = repository.appendingPathComponent(compiled.output)
            let aasa = AppSiteAssociation(manifest)
            var r = RandomValues(seed: 0xD1A7)
            // As written canonically, as the AASA's tests read them: a trailing `/`, `//` and needless
            // escapes are spellings the parser reads and neither Apple's nor Android's patterns claim.
            for written in (0..<8).flatMap({ _ in ThreeMatchersTests.links(manifest, &r) }) {
                let url = ThreeMatchersTests.canonical(written)
                guard url.scheme == "https", let host = url.host(percentEncoded: false)?.lowercased() else {
                    continue
                }
                let origin = manifest.scope.origin(ofHost: host)
                guard origin >= 0 else { continue }
                let one = folder.appendingPathComponent("assetlinks.json")
                let file =
                    FileManager.default.fileExists(atPath: one.path)
                    ? one
                    : folder.appendingPathComponent(
                        AndroidAppLinks.fileName(of: manifest.settings.hosts[origin]))
                let oracle = try AndroidDynamicRulesOracle(json: Data(contentsOf: file))
                // A host without rules (no route there is chosen by an item or a fragment, none is
                // excluded) is the filters' alone, which AndroidFilterTests checks.
                guard let opens = oracle.opensApp(url) else { continue }
                if let name = try? compiled.parse(url) {
                    #expect(opens, "\(url) reaches \(name), and the dynamic rules keep it in the browser")
                    checked += 1
                } else if let first = aasa.firstMatch(url)?.component, first.exclude,
                    AndroidAppLinks.pattern(
                        first.path, exact: true, ignoresCase: !manifest.settings.caseSensitive)
                        != nil, first.fragment == nil, first.query.isEmpty
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
        #expect(excluded >= 20)
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
