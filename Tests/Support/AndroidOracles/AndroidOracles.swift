import Foundation
@_spi(Generated) import RouteKit

// Independent oracles of how platforms read links, written from their documentation, shared by the
// reference apps' tests and the combination test.

/// Android's matching of a link against intent filters, written from the documentation of
/// `<intent-filter>`, `<data>` and `PatternMatcher`, apart from routegen's emitter: a filter claims
/// a link when its scheme, host and path each match one of the filter's (a filter without hosts
/// or paths takes any); a scheme compares as written, a host ignoring case, a host `*.domain` covers every
/// name that ends with `.domain` (the host read decoded, as `Uri.getHost()` gives it); `android:path` is the whole decoded path, `android:pathPattern`
/// a simple glob over it: `.` any character, `x*` any number of `x` (`.*` any text), `\` an escape;
/// `android:pathAdvancedPattern` the advanced glob: `.` any character, `[…]` a class (ranges, `^`
/// excludes), each followed by `*`, `+` or `{m,n}`, `\` an escape. Its documentation does not say
/// whether a repeat gives characters back (Android's matcher does not), so it is read both ways.
/// The file's XML and manifest-string escapes are undone first.
public struct AndroidFilterOracle {
    public struct Filter {
        public var schemes: [String] = []
        public var hosts: [String] = []
        public var paths: [String] = []
        public var patterns: [String] = []
        public var advancedPatterns: [String] = []
    }

    /// How a pattern's repeats are read.
    public enum Reading: CaseIterable, Sendable {
        /// As the documentation reads like a regular expression: a repeat gives back characters
        /// when what follows needs them.
        case backtracking
        /// As Android's `PatternMatcher` runs: a repeat takes what it can and gives nothing back; a
        /// simple glob's `.*` skips to the first place the next character is, and once the path runs
        /// out only a final `.*` still matches (and outside `.*` an escaped `.` takes any character).
        case greedy
    }

    public var filters: [Filter] = []
    /// Attributes of a `<data>` element the oracle does not read (none is expected).
    public var unexpected: [String] = []

    public init(xml: String) {
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
            case "android:pathAdvancedPattern": current?.advancedPatterns.append(value)
            default: unexpected.append(String(attribute))
            }
        }
    }

    /// XML's entities, then a manifest string's `\x` escapes.
    public static func unescape(_ text: String) -> String {
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

    /// Whether some filter claims `url` under every reading of the documentation.
    public func claims(_ url: URL) -> Bool {
        Reading.allCases.allSatisfy { claims(url, reading: $0) }
    }

    /// Whether some filter claims `url` under some reading of the documentation.
    public func mayClaim(_ url: URL) -> Bool {
        Reading.allCases.contains { claims(url, reading: $0) }
    }

    /// Whether some filter claims `url`, reading `pathAdvancedPattern` as `reading` says.
    public func claims(_ url: URL, reading: Reading) -> Bool {
        guard let scheme = url.scheme else { return false }
        // Android reads the host decoded (`Uri.getHost()`), as a browser canonicalizes it.
        let host = (url.host(percentEncoded: false) ?? "").lowercased()
        let path = Self.decodedPath(url)
        return filters.contains { filter in
            guard filter.schemes.contains(scheme) else { return false }
            if filter.hosts.isEmpty { return true }
            let hostMatches = filter.hosts.contains { listed in
                listed.hasPrefix("*.") ? host.hasSuffix(listed.dropFirst()) : host == listed
            }
            guard hostMatches else { return false }
            if filter.paths.isEmpty && filter.patterns.isEmpty && filter.advancedPatterns.isEmpty {
                return true
            }
            return filter.paths.contains(path)
                || filter.patterns.contains { Self.glob($0, path, reading: reading) }
                || filter.advancedPatterns.contains { Self.advancedGlob($0, path, reading: reading) }
        }
    }

    /// The path as `Uri.getPath()` gives it: percent-decoded as UTF-8, a sequence that is not
    /// UTF-8 read as U+FFFD (`Uri.decode`), not dropped.
    static func decodedPath(_ url: URL) -> String {
        let encoded = Array(url.path(percentEncoded: true).utf8)
        var bytes: [UInt8] = []
        var index = 0
        while index < encoded.count {
            if encoded[index] == UInt8(ascii: "%"), index + 2 < encoded.count,
                let byte = UInt8(
                    String(decoding: encoded[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            {
                bytes.append(byte)
                index += 3
            } else {
                bytes.append(encoded[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `PatternMatcher`'s simple glob: `.` any character, a character followed by `*` any number of
    /// it, `\` makes the next character literal.
    public static func glob(_ pattern: String, _ text: String, reading: Reading = .backtracking) -> Bool {
        reading == .backtracking ? backtrackingGlob(pattern, text) : greedyGlob(pattern, text)
    }

    /// The simple glob as Android runs it, over UTF-16 units.
    static func greedyGlob(_ pattern: String, _ text: String) -> Bool {
        // (unit, escaped, repeated); "." unescaped is any unit.
        var tokens: [(unit: UInt16, escaped: Bool, repeated: Bool)] = []
        var units = Array(pattern.utf16)[...]
        while let first = units.popFirst() {
            var token = (unit: first, escaped: false, repeated: false)
            if first == 0x5C, let next = units.popFirst() { token = (next, true, false) }
            if units.first == 0x2A {
                token.repeated = true
                units = units.dropFirst()
            }
            tokens.append(token)
        }
        let input = Array(text.utf16)
        var (t, i) = (0, 0)
        while t < tokens.count, i < input.count {
            let token = tokens[t]
            let anyUnit = token.unit == 0x2E
            if !token.repeated {
                guard anyUnit || input[i] == token.unit else { return false }
                (t, i) = (t + 1, i + 1)
            } else if !anyUnit || token.escaped {
                while i < input.count, input[i] == token.unit { i += 1 }
                t += 1
            } else {
                // `.*`: the end matches all; else skip to the next token's unit and take it.
                guard t + 1 < tokens.count else { return true }
                let next = tokens[t + 1].unit
                guard let found = input[i...].firstIndex(of: next) else { return false }
                (t, i) = (t + 2, found + 1)
            }
        }
        if t == tokens.count, i == input.count { return true }
        let last = tokens.last
        return t == tokens.count - 1 && last?.unit == 0x2E && last?.escaped == false && last?.repeated == true
    }

    /// The simple glob as its documentation reads, any repeat giving back what the rest needs.
    static func backtrackingGlob(_ pattern: String, _ text: String) -> Bool {
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

extension AndroidFilterOracle {
    /// One token of an advanced glob: the characters it takes, and how many times.
    struct Token {
        var takes: (Character) -> Bool
        var least = 1
        var most = 1
    }

    /// `PatternMatcher`'s advanced glob over the whole text.
    public static func advancedGlob(_ pattern: String, _ text: String, reading: Reading) -> Bool {
        var tokens: [Token] = []
        var characters = Array(pattern)[...]
        while let first = characters.popFirst() {
            var token: Token
            switch first {
            case "\\":
                let literal = characters.popFirst() ?? "\\"
                token = Token(takes: { $0 == literal })
            case ".": token = Token(takes: { _ in true })
            case "[":
                var body = Array(characters.prefix { $0 != "]" })
                characters = characters.dropFirst(body.count + 1)
                let excludes = body.first == "^"
                if excludes { body.removeFirst() }
                var ranges: [ClosedRange<Character>] = []
                var index = 0
                while index < body.count {
                    if index + 2 < body.count, body[index + 1] == "-" {
                        ranges.append(body[index]...body[index + 2])
                        index += 3
                    } else {
                        ranges.append(body[index]...body[index])
                        index += 1
                    }
                }
                token = Token(takes: { character in ranges.contains { $0.contains(character) } != excludes })
            default: token = Token(takes: { $0 == first })
            }
            switch characters.first {
            case "*":
                (token.least, token.most) = (0, Int.max)
                characters = characters.dropFirst()
            case "+":
                (token.least, token.most) = (1, Int.max)
                characters = characters.dropFirst()
            case "{":
                let bound = characters.dropFirst().prefix { $0 != "}" }
                characters = characters.dropFirst(bound.count + 2)
                let parts = bound.split(separator: ",", omittingEmptySubsequences: false)
                token.least = Int(String(parts[0])) ?? 0
                token.most = parts.count == 1 ? token.least : Int(String(parts[1])) ?? Int.max
            default: break
            }
            tokens.append(token)
        }
        let input = Array(text)
        func match(_ t: Int, _ i: Int) -> Bool {
            guard t < tokens.count else { return i == input.count }
            let token = tokens[t]
            var taken = 0
            while taken < token.most, i + taken < input.count, token.takes(input[i + taken]) { taken += 1 }
            guard taken >= token.least else { return false }
            if reading == .greedy { return match(t + 1, i + taken) }
            return (token.least...taken).reversed().contains { match(t + 1, i + $0) }
        }
        return match(0, 0)
    }
}

/// Android 15's dynamic rules (`dynamic_app_link_components`) as Android's documentation describes
/// them, apart from routegen's emitter: the rules are tried in order and the first that matches
/// decides — the app, or the browser when it says `exclude` — and a link no rule matches opens the
/// browser. A rule matches when its `/` matches the path, each item of its `?` matches an item of
/// the query of that name, and its `#` the fragment. In a pattern `*` matches zero or more
/// characters up to the first place the pattern's next character is found (no backtracking), `?`
/// one character, `?*` one or more.
public struct AndroidDynamicRulesOracle {
    public let rules: [[String: Any]]

    /// The rules of an `assetlinks.json`; empty when it has none.
    public init(json: Data) throws {
        let statements = try JSONSerialization.jsonObject(with: json) as? [[String: Any]] ?? []
        let extensions = statements.first?["relation_extensions"] as? [String: Any]
        let relation = extensions?["delegate_permission/common.handle_all_urls"] as? [String: Any]
        rules = relation?["dynamic_app_link_components"] as? [[String: Any]] ?? []
    }

    /// Whether the rules open `url` in the app (`nil` when there are none: the filters decide).
    public func opensApp(_ url: URL) -> Bool? {
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

    /// The rules Android 15 applies to a link on `host`, looked up as AOSP's
    /// `DomainVerificationService.getUriRelativeFilterGroups` does: those stored for the host as
    /// written, else for `*` and the rest of the host after each of its dots, while a dot follows
    /// (`click.wiki.example`: `*.wiki.example`, not `*.example`); `nil` where none is stored, and
    /// the filters decide. `byHost` holds each host of the app's verified filters, as the filter
    /// writes it, with the rules of the file Android fetched for it; a file without rules stores
    /// none.
    public static func lookup(
        _ host: String, in byHost: [String: AndroidDynamicRulesOracle]
    )
        -> AndroidDynamicRulesOracle?
    {
        if let own = byHost[host], !own.rules.isEmpty { return own }
        let text = Array(host)
        var first = text.firstIndex(of: ".")
        var second = first.flatMap { f in text[(f + 1)...].firstIndex(of: ".") }
        while let f = first, let s = second, f > 0 {
            if let rules = byHost["*" + String(text[f...])], !rules.rules.isEmpty { return rules }
            first = s
            second = text[(s + 1)...].firstIndex(of: ".")
        }
        return nil
    }

    /// The documented pattern matching, over the whole text.
    public static func matches(_ pattern: String, _ text: String) -> Bool {
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

/// A link as routegen writes one, for matchers that read only that spelling (Apple's and Android
/// 15's patterns).
public enum LinkSpelling {
    /// `url` with its path spelled as routegen writes one: empty segments dropped, each segment
    /// percent-decoded and encoded again (escaped letters become letters, hex becomes capital).
    public static func canonical(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        let segments = components.percentEncodedPath.split(separator: "/").map { segment in
            segment.removingPercentEncoding.map(RouteURLBuilder.encodePathText) ?? segment.uppercased()
        }
        components.percentEncodedPath = "/" + segments.joined(separator: "/")
        return components.url ?? url
    }
}
