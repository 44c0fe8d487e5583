import Foundation
import RouteGenCore
@_spi(Generated) import RouteKit
import Testing

/// Android's matching of a link against intent filters, written from the documentation of
/// `<intent-filter>`, `<data>` and `PatternMatcher`, apart from routegen's emitter: a filter claims
/// a link when its scheme, host and path each match one of the filter's (a filter without hosts
/// or paths takes any); a scheme compares as written, a host ignoring case, a host `*.domain` covers every
/// name that ends with `.domain`; `android:path` is the whole decoded path, `android:pathPattern`
/// a simple glob over it: `.` any character, `x*` any number of `x` (`.*` any text), `\` an escape.
/// The file's XML and manifest-string escapes are undone first.
struct AndroidFilterOracle {
    struct Filter {
        var schemes: [String] = []
        var hosts: [String] = []
        var paths: [String] = []
        var patterns: [String] = []
    }

    var filters: [Filter] = []

    init(xml: String) {
        var current: Filter?
        for line in xml.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("<intent-filter") { current = Filter() }
            if line == "</intent-filter>", let filter = current {
                filters.append(filter)
                current = nil
            }
            guard line.hasPrefix("<data "), let equals = line.firstIndex(of: "=") else { continue }
            let attribute = line[line.index(line.startIndex, offsetBy: 6)..<equals]
            let quoted = line[line.index(after: equals)...].dropFirst().prefix { $0 != "\"" }
            let value = Self.unescape(String(quoted))
            switch attribute {
            case "android:scheme": current?.schemes.append(value)
            case "android:host": current?.hosts.append(value)
            case "android:path": current?.paths.append(value)
            case "android:pathPattern": current?.patterns.append(value)
            default: Issue.record("unexpected attribute \(attribute)")
            }
        }
    }

    /// XML's entities, then a manifest string's `\x` escapes.
    static func unescape(_ text: String) -> String {
        let xml = text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&lt;", with: "<"
        )
        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
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

    /// Whether some filter claims `url`.
    func claims(_ url: URL) -> Bool {
        guard let scheme = url.scheme else { return false }
        let host = (url.host(percentEncoded: true) ?? "").lowercased()
        let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.path ?? ""
        return filters.contains { filter in
            guard filter.schemes.contains(scheme) else { return false }
            if filter.hosts.isEmpty { return true }
            let hostMatches = filter.hosts.contains { listed in
                listed.hasPrefix("*.") ? host.hasSuffix(listed.dropFirst()) : host == listed
            }
            guard hostMatches else { return false }
            if filter.paths.isEmpty && filter.patterns.isEmpty { return true }
            return filter.paths.contains(path) || filter.patterns.contains { Self.glob($0, path) }
        }
    }

    /// `PatternMatcher`'s simple glob: `.` any character, a character followed by `*` any number of
    /// it, `\` makes the next character literal.
    static func glob(_ pattern: String, _ text: String) -> Bool {
        var tokens: [(character: Character?, repeats: Bool)] = []  // nil: any character
        var characters = Array(pattern)[...]
        while let first = characters.popFirst() {
            var token: Character? = first
            if first == "\\", let next = characters.popFirst() {
                token = next
            } else if first == "." {
                token = nil
            }
            let repeats = characters.first == "*"
            if repeats { characters = characters.dropFirst() }
            tokens.append((token, repeats))
        }
        let input = Array(text)
        func match(_ t: Int, _ i: Int) -> Bool {
            guard t < tokens.count else { return i == input.count }
            let (character, repeats) = tokens[t]
            let fits = { (index: Int) in
                index < input.count && (character == nil || input[index] == character)
            }
            if !repeats { return fits(i) && match(t + 1, i + 1) }
            var index = i
            while true {
                if match(t + 1, index) { return true }
                guard fits(index) else { return false }
                index += 1
            }
        }
        return match(0, 0)
    }
}

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
