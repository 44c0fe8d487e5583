import Foundation
import Testing

@_spi(Generated) @testable import RouteKit

/// RouteKit reads `url.absoluteString` itself to decide whether a link is the app's own. This holds
/// that reading to the two others a link meets: the WHATWG URL Standard (what browsers follow), as
/// the web-platform-tests URL suite and node's `URL` give it, and Foundation's `URL` and
/// `URLComponents`.
///
/// Inputs: the suite's 891 cases (`Conformance/wpt-urltestdata.json`, with their expectations) and
/// each of them re-hosted onto the listed hosts as an attacker would (`Conformance/wpt-variants.json`,
/// written by `make-variants.mjs` with node's `URL` as the oracle). For every input Foundation makes
/// a `URL` of, RouteKit's verdict is compared:
/// - **fail-open**: RouteKit accepts the link as the app's own, and WHATWG or Foundation calls it
///   invalid, puts it on a host that is not listed, or gives it user info or another port;
/// - **reading**: an accepted link's segments or query items differ from Foundation's
///   split-then-decode reading, or from WHATWG's beyond the differences RouteKit's URL semantics
///   set, listed in ``Difference``.
@Suite struct URLConformanceTests {
    /// `{lang}.example.net`: one label before the domain, which a route reads as its value.
    static let hosts = [
        "example.com", "*.example.org", "xn--bcher-kva.example", "{lang}.example.net", "mail.example.com",
    ]
    /// `hs` carries a listed host first, as a web link does (`hs://example.com/x`).
    static let scope = LinkScope(schemes: ["app", "sc", "hs"], hosts: hosts, hostSchemes: ["hs"])

    /// Whether `url`'s host is a host rather than the first segment: https, or `hs`.
    static func readsHost(_ url: URL, isUniversalLink: Bool) -> Bool {
        isUniversalLink || url.scheme?.lowercased() == "hs"
    }
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Conformance")

    /// One input and WHATWG's reading of it.
    struct Case: Decodable {
        var input: String
        var base: String?
        var failure: Bool?
        var `protocol`: String?
        var username: String?
        var password: String?
        var hostname: String?
        var port: String?
        var pathname: String?
        var search: String?
    }

    /// The suite's cases, then the re-hosted variants.
    static func cases() throws -> [Case] {
        func read(_ name: String) throws -> [Case] {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            // The suite's file has comment strings between the cases.
            let entries = try JSONSerialization.jsonObject(with: data) as? [Any] ?? []
            let objects = entries.filter { $0 is [String: Any] }
            return try JSONDecoder().decode(
                [Case].self, from: JSONSerialization.data(withJSONObject: objects))
        }
        return try read("wpt-urltestdata.json") + read("wpt-variants.json")
    }

    /// Whether `host` (lowercased, ASCII or the Unicode form Foundation gives) is listed.
    static func isListed(_ host: String) -> Bool {
        let host = host.lowercased()
        let listed = hosts + hosts.compactMap { unicodeForm(of: $0) }
        return listed.contains { listed in
            if listed.hasPrefix("{") {
                // One label, no dot in it, before ".example.net".
                let domain = listed.drop { $0 != "." }
                return host.hasSuffix(domain) && host.count > domain.count
                    && !host.dropLast(domain.count).contains(".")
            }
            guard listed.hasPrefix("*.") else { return host == listed }
            let domain = listed.dropFirst()  // ".example.org": the apex itself is not covered
            return host.hasSuffix(domain) && host.count > domain.count
        }
    }

    /// Whether `input` starts with a scheme (after the C0 controls and spaces WHATWG strips).
    static func hasScheme(_ input: String) -> Bool {
        let trimmed = input.unicodeScalars.drop { $0.value <= 0x20 }
        let scheme = trimmed.prefix {
            $0.isASCII && ($0.properties.isAlphabetic || "0123456789+-.".unicodeScalars.contains($0))
        }
        guard let first = scheme.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return trimmed.dropFirst(scheme.count).first == ":"
    }

    /// How Foundation's `URLComponents` spells an IDNA host (`bücher.example`).
    static func unicodeForm(of host: String) -> String? {
        guard host.contains("xn--"), !host.hasPrefix("*.") else { return nil }
        return URLComponents(string: "https://\(host)/")?.host
    }

    /// What RouteKit made of a link.
    enum Verdict {
        /// `value`: the first label of the host, where the link is on `{lang}.example.net`.
        case accepted(isUniversalLink: Bool, segments: [[UInt8]], items: [Item], value: String?)
        case refused(RouteError)
    }

    /// The origin of `{lang}.example.net` in ``scope``.
    static let valueHost = hosts.firstIndex { $0.hasPrefix("{") }!

    /// A query item's decoded name and value: `nil` where they do not decode.
    struct Item: Equatable, CustomStringConvertible {
        var name: [UInt8]?
        var value: [UInt8]?
        var description: String {
            "\(name.map { String(decoding: $0, as: UTF8.self) } ?? "<?>")="
                + "\(value.map { String(decoding: $0, as: UTF8.self) } ?? "<?>")"
        }
    }

    static func routeKitVerdict(_ url: URL) -> Verdict {
        do {
            return try RouteLink.read(url, in: scope) { (link) throws(RouteError) in
                let segments = (0..<link.count).map { Array(link.segment($0)) }
                var items: [Item] = []
                var reader = RouteQuery.Items(link.query().query)
                while let item = reader.next() {
                    items.append(Item(name: decoded(item.name), value: decoded(item.value)))
                }
                let value: String? =
                    link.origin(in: scope) == valueHost
                    ? try link.hostValue(name: "lang", as: String.self) : nil
                return .accepted(
                    isUniversalLink: link.isUniversalLink, segments: segments, items: items, value: value)
            }
        } catch {
            return .refused(error)
        }
    }

    /// Percent-decoded bytes, or `nil` for a malformed escape; with `lenient`, a `%` that starts
    /// no escape is kept, as WHATWG's percent-decode does.
    static func decoded<Bytes: Collection<UInt8>>(_ encoded: Bytes, lenient: Bool = false) -> [UInt8]? {
        if lenient {
            var bytes: [UInt8] = []
            var index = encoded.startIndex
            while index != encoded.endIndex {
                let next = encoded.index(after: index)
                if encoded[index] == UInt8(ascii: "%"),
                    encoded.distance(from: next, to: encoded.endIndex) >= 2,
                    let high = hexValue(encoded[next]),
                    let low = hexValue(encoded[encoded.index(after: next)])
                {
                    bytes.append(high << 4 | low)
                    index = encoded.index(next, offsetBy: 2)
                } else {
                    bytes.append(encoded[index])
                    index = next
                }
            }
            return bytes
        }
        var bytes: [UInt8] = []
        var iterator = encoded.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue)
            else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    /// Foundation's split-then-decode reading of an accepted link's segments.
    static func foundationSegments(_ url: URL, isUniversalLink: Bool) -> [[UInt8]?] {
        var written = url.path(percentEncoded: true)
        // A custom scheme's host is the first segment; URL spells an IDNA one percent-encoded here.
        if !readsHost(url, isUniversalLink: isUniversalLink) {
            written = (url.host(percentEncoded: true) ?? "") + "/" + written
        }
        return written.utf8.split(separator: UInt8(ascii: "/")).map { decoded($0) }
    }

    /// Foundation's query items, each decoded; an item without `=` has the empty value.
    static func foundationItems(_ url: URL) -> [Item] {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems ?? []
        return items.filter { !($0.name.isEmpty && $0.value == nil) }.map {
            Item(name: decoded($0.name.utf8), value: decoded(($0.value ?? "").utf8))
        }
    }

    /// WHATWG's path, split and decoded as RouteKit splits a path.
    static func whatwgSegments(_ reading: Case, readsHost: Bool) -> [[UInt8]?] {
        var written = reading.pathname ?? ""
        if !readsHost { written = (reading.hostname ?? "") + "/" + written }
        return written.utf8.split(separator: UInt8(ascii: "/")).map { decoded($0, lenient: true) }
    }

    /// Where an accepted link's reading may differ from WHATWG's, each for a reason RouteKit's URL
    /// semantics (Docs/Security.md) give.
    enum Difference: String, CaseIterable {
        /// WHATWG removes tabs and newlines from a link, and the controls and spaces at its ends;
        /// Foundation percent-encodes them, so they stay in their segment.
        case whitespace = "tabs, newlines and the spaces around a link are kept, encoded"
        /// WHATWG reads `\` as `/` in http(s) links; Foundation percent-encodes it, so it stays in
        /// its segment and matches no literal.
        case backslash = "a backslash is not a separator"
        /// Foundation percent-encodes every `%` of a URL in which one `%` starts no escape (`%2e%2`
        /// becomes `%252e%252`); WHATWG keeps the escapes. RouteKit reads the URL it is given.
        case strayPercent = "Foundation encoded every % beside a stray one"
        /// WHATWG resolves `.` and `..` segments (also as `%2e`); RouteKit matches them as written,
        /// so they match no literal (and `explain` says so).
        case dotSegments = "dot segments are not resolved"
        /// WHATWG reads a custom scheme's host as an opaque host; RouteKit reads it as the first
        /// segment, as Foundation gives it.
        case customSchemeHost = "a custom scheme's host is a segment as written"
        /// The URL Foundation made of the input is another string (Foundation maps full-width
        /// forms as it reads), and WHATWG's reading of that string is the app's own: RouteKit reads
        /// the URL it is given.
        case foundationMadeAnotherURL = "Foundation made another URL of the input, which WHATWG accepts"
    }

    /// The differences that, applied in turn to the path RouteKit read (Foundation's, which
    /// RouteKit's segments are checked against first), give WHATWG's segments; `nil` when they do not.
    static func explanation(
        _ url: URL, input: String, whatwg: [[UInt8]?], isUniversalLink: Bool
    ) -> [Difference]? {
        var path = url.path(percentEncoded: true)
        var applied: [Difference] = []
        func apply(_ difference: Difference, _ change: (String) -> String) {
            let changed = change(path)
            if changed != path { applied.append(difference) }
            path = changed
        }
        apply(.whitespace) { path in
            var path = ["%09", "%0A", "%0D"].reduce(path) {
                $0.replacingOccurrences(of: $1, with: "", options: .caseInsensitive)
            }
            // The controls and spaces WHATWG strips from a link's end, here at its path's end.
            while path.count >= 3, path.dropLast(2).last == "%",
                let byte = UInt8(path.suffix(2), radix: 16), byte <= 0x20
            {
                path.removeLast(3)
            }
            return path
        }
        if isUniversalLink {
            apply(.backslash) { $0.replacingOccurrences(of: "%5C", with: "/", options: .caseInsensitive) }
        }
        if !input.contains("%25") {
            // Foundation encodes every `%` of a string in which one starts no escape.
            apply(.strayPercent) { $0.replacingOccurrences(of: "%25", with: "%") }
        }
        apply(.dotSegments) { path in
            var resolved: [Substring] = []
            let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            for (index, segment) in segments.enumerated() {
                let isLast = index == segments.count - 1
                switch segment.lowercased() {
                case ".", "%2e":
                    if isLast { resolved.append("") }
                case "..", ".%2e", "%2e.", "%2e%2e":
                    if !resolved.isEmpty { resolved.removeLast() }
                    if isLast { resolved.append("") }
                default: resolved.append(segment)
                }
            }
            return resolved.isEmpty ? path : "/" + resolved.joined(separator: "/")
        }
        var written = path
        let readsHost = readsHost(url, isUniversalLink: isUniversalLink)
        if !readsHost { written = (url.host(percentEncoded: true) ?? "") + "/" + written }
        let segments = written.utf8.split(separator: UInt8(ascii: "/")).map { decoded($0, lenient: true) }
        if segments == whatwg { return applied }
        if !readsHost, segments.dropFirst() == whatwg.dropFirst() {
            return applied + [.customSchemeHost]
        }
        return nil
    }

    @Test func routeKitReadsLinksAsTheWebAndFoundationDo() throws {
        let cases = try Self.cases()
        var foundationAccepts = 0
        var whatwgAccepts = 0
        var routeKitAccepts = 0
        var hostFormAccepts = 0
        var valueAccepts = 0
        var failOpen: [String: [String]] = [:]
        var unexplained: [String: [String]] = [:]
        var explained: [Difference: Int] = [:]
        let readingDifferences = Difference.allCases.filter { $0 != .foundationMadeAnotherURL }
        let byInput = Dictionary(cases.map { ($0.input, $0) }, uniquingKeysWith: { first, _ in first })
        for reading in cases {
            if reading.failure != true { whatwgAccepts += 1 }
            // A reference that needs its base to be a URL is no link on its own: it is left out.
            if reading.base != nil, !Self.hasScheme(reading.input) { continue }
            guard let url = URL(string: reading.input) else { continue }
            foundationAccepts += 1
            guard
                case .accepted(let isUniversalLink, let segments, let items, let value) =
                    Self.routeKitVerdict(url)
            else { continue }
            routeKitAccepts += 1
            if let value {
                valueAccepts += 1
                // The value is the first label of the host WHATWG reads of the URL Foundation made,
                // and that host is of the pattern.
                let made = byInput[url.absoluteString].flatMap { $0.failure == true ? nil : $0 } ?? reading
                let host = made.hostname?.lowercased() ?? ""
                if made.failure != true, host != value + ".example.net" {
                    failOpen["a host value other than WHATWG's first label", default: []].append(
                        "\(reading.input): \(value)")
                }
            }
            if !isUniversalLink, Self.readsHost(url, isUniversalLink: false) { hostFormAccepts += 1 }
            let shown = "\(reading.input) (URL: \(url.absoluteString))"
            let problems = Self.failOpenProblems(url, reading, isUniversalLink: isUniversalLink)
            if !problems.isEmpty, url.absoluteString != reading.input,
                let made = byInput[url.absoluteString], made.failure != true,
                Self.failOpenProblems(url, made, isUniversalLink: isUniversalLink).isEmpty
            {
                // Foundation made another URL of the input than WHATWG would (it maps full-width
                // forms first), and WHATWG reads the URL RouteKit was given as the app's own.
                explained[.foundationMadeAnotherURL, default: 0] += 1
            } else {
                for problem in problems { failOpen[problem, default: []].append(shown) }
            }
            let fromFoundation = Self.foundationSegments(url, isUniversalLink: isUniversalLink)
            if fromFoundation != segments.map(Optional.some) {
                unexplained["segments differ from Foundation's", default: []].append(
                    "\(shown): \(segments.map { String(decoding: $0, as: UTF8.self) })")
            }
            if Self.foundationItems(url) != items {
                unexplained["query items differ from Foundation's", default: []].append(
                    "\(shown): \(items) against \(Self.foundationItems(url))")
            }
            guard reading.failure != true else { continue }
            let fromWHATWG = Self.whatwgSegments(
                reading, readsHost: Self.readsHost(url, isUniversalLink: isUniversalLink))
            if fromWHATWG != segments.map(Optional.some) {
                if let reasons = Self.explanation(
                    url, input: reading.input, whatwg: fromWHATWG, isUniversalLink: isUniversalLink)
                {
                    for reason in reasons { explained[reason, default: 0] += 1 }
                } else {
                    unexplained["segments differ from WHATWG's", default: []].append(
                        "\(shown): \(segments.map { String(decoding: $0, as: UTF8.self) })")
                }
            }
        }
        print(
            """
            URL conformance: \(cases.count) inputs (891 web-platform-tests cases and their re-hosted variants)
              valid to WHATWG: \(whatwgAccepts); made a URL by Foundation: \(foundationAccepts); \
            accepted by RouteKit as the app's own: \(routeKitAccepts) \
            (\(hostFormAccepts) on hs, which carries the host; \(valueAccepts) on {lang}.example.net)
              fail-open: \(failOpen.values.map(\.count).reduce(0, +))\
            \(failOpen.keys.sorted().map { "\n    \($0): \(failOpen[$0]!.count)" }.joined()) \
            (and \(explained[.foundationMadeAnotherURL] ?? 0) where \(Difference.foundationMadeAnotherURL.rawValue))
              reading differences, explained: \(readingDifferences.map { explained[$0] ?? 0 }.reduce(0, +))\
            \(readingDifferences.filter { explained[$0] != nil }.map { "\n    \($0.rawValue): \(explained[$0]!)" }.joined())
              reading differences, unexplained: \(unexplained.values.map(\.count).reduce(0, +))
            """)
        for (problem, inputs) in failOpen.sorted(by: { $0.key < $1.key }) {
            Issue.record(
                "fail-open, \(problem): \(inputs.count)\n\(inputs.prefix(20).joined(separator: "\n"))")
        }
        for (problem, inputs) in unexplained.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(problem): \(inputs.count)\n\(inputs.prefix(20).joined(separator: "\n"))")
        }
        #expect(cases.count > 7_000)
        #expect(foundationAccepts > 4_000)
        #expect(routeKitAccepts > 900)
        #expect(hostFormAccepts > 100)
        #expect(valueAccepts > 100)
    }

    /// Why WHATWG or Foundation says an accepted link is not the app's own, if they do. An http
    /// link is a universal link's reading where the parser reads http (port 80).
    static func failOpenProblems(_ url: URL, _ reading: Case, isUniversalLink: Bool) -> [String] {
        var problems: [String] = []
        let isHTTP = url.scheme?.lowercased() == "http"
        if reading.failure == true {
            problems.append("WHATWG: invalid")
        } else {
            if isUniversalLink {
                if reading.protocol != (isHTTP ? "http:" : "https:") {
                    problems.append("WHATWG: another scheme")
                }
                if !isListed(reading.hostname ?? "") { problems.append("WHATWG: another host") }
            } else if readsHost(url, isUniversalLink: false) {
                if reading.protocol != "hs:" { problems.append("WHATWG: another scheme") }
                if !isListed(reading.hostname ?? "") { problems.append("WHATWG: another host") }
            }
            if reading.username != "" || reading.password != "" { problems.append("WHATWG: user info") }
            if reading.port != "" { problems.append("WHATWG: a port") }
        }
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        if isUniversalLink {
            // URLComponents keeps an IP literal's brackets, decodes escapes, and gives an IDNA host
            // in Unicode; Foundation's URL maps a Unicode host to its IDNA form.
            guard var host = components?.host else { return problems + ["Foundation: no host"] }
            if !host.unicodeScalars.allSatisfy(\.isASCII), !host.hasPrefix("["),
                let mapped = URL(string: "https://\(host)/")?.host(percentEncoded: false)
            {
                host = mapped
            }
            if !isListed(host) { problems.append("Foundation: another host") }
            if let port = url.port, port != (isHTTP ? 80 : 443) {
                problems.append("Foundation: another port")
            }
        } else if url.port != nil {
            problems.append("Foundation: a port")
        }
        if !isUniversalLink, readsHost(url, isUniversalLink: false), !isListed(components?.host ?? "") {
            problems.append("Foundation: another host")
        }
        if url.user(percentEncoded: true) != nil { problems.append("Foundation: user info") }
        return problems
    }
}
