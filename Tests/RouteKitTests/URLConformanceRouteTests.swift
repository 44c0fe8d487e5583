import ConformanceRoutes
import Foundation
import RouteKitTesting
import Testing

@_spi(Generated) @testable import RouteKit

/// The URL conformance suite read as the app reads it: through a generated parser
/// (`Tests/Reference/conformance.yaml`, the suite's schemes and hosts, with `http: true`, a route
/// behind sign-in, a route on the `{lang}` hosts and the exclusive host's own), so that the route a
/// link reaches is checked, not only whether it is the app's; and every input carried inside a link
/// (`/go?to=`), with the references WHATWG resolves against the carrying link (`//host`, `/\host`,
/// tabs, dot segments, `https:x`) from `Conformance/carried-variants.json`.
@Suite struct URLConformanceRouteTests {
    typealias Suite = URLConformanceTests

    /// Each reference of `carried-variants.json` resolved against an outer link (its `base`), as
    /// node's `URL` resolves it.
    static func carried() throws -> [Suite.Case] {
        try JSONDecoder().decode(
            [Suite.Case].self,
            from: Data(contentsOf: Suite.folder.appendingPathComponent("carried-variants.json")))
    }

    /// The first label of `host` where it is on `{lang}.example.net`.
    static func valueLabel(_ host: String) -> String? {
        let host = host.lowercased()
        guard host.hasSuffix(".example.net") else { return nil }
        let label = host.dropLast(".example.net".count)
        return label.isEmpty || label.contains(".") ? nil : String(label)
    }

    /// A WHATWG hostname as the domain it names: an opaque host (a custom scheme's) decoded and
    /// mapped as an https host is (case, IDNA).
    static func domain(_ hostname: String) -> String {
        let decoded = hostname.removingPercentEncoding ?? hostname
        return URL(string: "https://\(decoded)/")?.host(percentEncoded: false)?.lowercased()
            ?? decoded.lowercased()
    }

    /// What is wrong with `route` as the reading of a link WHATWG reads as `reading`: the
    /// exclusive host's links reach its route and no other's; a `{lang}` host's value is its label.
    static func routeProblems(_ route: ConformanceRoute, _ reading: Suite.Case) -> [String] {
        let scheme = reading.protocol ?? ""
        guard ["https:", "http:", "hs:"].contains(scheme) else {
            if case .click = route { return ["the exclusive host's route on a custom scheme"] }
            if case .local = route { return ["a value host's route on a custom scheme"] }
            return []
        }
        let host = domain(reading.hostname ?? "")
        var problems: [String] = []
        if case .click = route, host != "mail.example.com" {
            problems.append("the exclusive host's route elsewhere")
        }
        if host == "mail.example.com", !(route.name == "click") {
            problems.append("another route on the exclusive host")
        }
        if case .local(let lang, _) = route, valueLabel(host) != lang {
            problems.append("a value other than the label")
        }
        if case .admin = route, !route.requiresAuth {
            problems.append("a route behind sign-in that needs none")
        }
        return problems
    }

    @Test func everyInputReachesTheRouteItsHostAndPathChoose() throws {
        let cases = try Suite.cases()
        let byInput = Dictionary(cases.map { ($0.input, $0) }, uniquingKeysWith: { first, _ in first })
        var accepted: [String: Int] = [:]
        var problems: [String: [String]] = [:]
        for reading in cases {
            if reading.base != nil, !Suite.hasScheme(reading.input) { continue }
            guard let url = URL(string: reading.input), let route = try? ConformanceRoute(url: url) else {
                continue
            }
            accepted[route.name, default: 0] += 1
            // As the suite does: where Foundation made another URL of the input, WHATWG reads that one.
            let made = url.absoluteString == reading.input ? reading : byInput[url.absoluteString] ?? reading
            let isUniversalLink = ["https", "http"].contains(url.scheme?.lowercased() ?? "")
            var found = Suite.failOpenProblems(url, reading, isUniversalLink: isUniversalLink)
            if !found.isEmpty, made.input != reading.input,
                Suite.failOpenProblems(url, made, isUniversalLink: isUniversalLink).isEmpty
            {
                found = []
            }
            found += Self.routeProblems(route, made)
            for problem in found { problems[problem, default: []].append("\(reading.input) → \(route.name)") }
        }
        let total = accepted.values.reduce(0, +)
        print(
            "URL conformance through a generated parser: \(total) of \(cases.count) inputs accepted ("
                + accepted.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
                + "); fail-open or wrong route: \(problems.values.map(\.count).reduce(0, +))")
        for (problem, inputs) in problems.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(problem): \(inputs.count)\n\(inputs.prefix(20).joined(separator: "\n"))")
        }
        #expect(total > 1_500)
        #expect(
            (accepted["click"] ?? 0) > 50 && (accepted["local"] ?? 0) > 100 && (accepted["page"] ?? 0) > 500)
    }

    /// A universal link is built only on a host name a listed host covers.
    @Test func aUniversalLinkIsBuiltOnAListedHostName() throws {
        for host in [
            "evil.com/.example.org", "evil.com@a.example.org", "a b.example.org", "a.example.org:1",
            "evil.com",
        ] {
            #expect(ConformanceRoute.home.universalLink(host: host) == nil, "\(host)")
        }
        #expect(
            ConformanceRoute.home.universalLink(host: "a.b.example.org")?.absoluteString
                == "https://a.b.example.org/")
    }

    /// The outers a carried link is tried in, and the base WHATWG resolves against for each.
    static let outers = [
        ("https://example.com/go", "https://example.com/go"),
        ("http://example.com/go", "http://example.com/go"),
        ("hs://example.com/go", "hs://example.com/go"),
        ("https://en.example.net/go", "https://en.example.net/go"),
        ("https://mail.example.com/go", "https://mail.example.com/go"), ("app://go", "app:/go"),
    ]

    /// Every input of the suite, and every reference an attacker would write, carried inside a
    /// link: what the app accepts is what WHATWG resolves onto a listed scheme and host, and a
    /// link carrying a route behind sign-in needs sign-in.
    @MainActor @Test func everyCarriedInputIsReadAsTheWebResolvesIt() async throws {
        let cases = try Suite.cases()
        // Readings of full links on their own (a suite case with a base was read against it).
        let byInput = Dictionary(
            cases.filter { $0.base == nil }.map { ($0.input, $0) }, uniquingKeysWith: { first, _ in first })
        let resolved = try Self.carried()
        let byPair = Dictionary(
            resolved.map { ("\($0.base ?? "") \($0.input)", $0) },
            uniquingKeysWith: { first, _ in first })
        // A full link resolves to its own reading whatever carries it (the outer's special scheme
        // without `//` aside, which carried-variants.json lists); a reference without a scheme
        // only to what carried-variants.json gives.
        let references =
            Array(Set(resolved.map(\.input))).sorted() + cases.map(\.input).filter(Suite.hasScheme)
        var tried = 0
        var carriedRoutes = 0
        var gated: [URL] = []
        var problems: [String: [String]] = [:]
        for (outer, base) in Self.outers {
            for reference in references {
                tried += 1
                let link = outer + "?to=" + RouteURLBuilder.encode(reference)
                guard let url = URL(string: link), let route = try? ConformanceRoute(url: url) else {
                    continue
                }
                guard case .go(let inner?) = route else {
                    if outer.contains("mail."), route.name != "click" {
                        problems["another route on the exclusive host", default: []].append(link)
                    }
                    continue
                }
                carriedRoutes += 1
                guard
                    let reading = byPair["\(base) \(reference)"]
                        ?? (Suite.hasScheme(reference) ? byInput[reference] : nil)
                else {
                    problems["no WHATWG reading of the carried reference", default: []].append(link)
                    continue
                }
                var found: [String] = []
                if reading.failure == true {
                    found.append("WHATWG: not a link")
                } else {
                    let scheme = reading.protocol ?? ""
                    if !["https:", "http:", "hs:", "app:", "sc:"].contains(scheme) {
                        found.append("WHATWG: another scheme")
                    }
                    if ["https:", "http:", "hs:"].contains(scheme),
                        !Suite.isListed(Self.domain(reading.hostname ?? ""))
                    {
                        found.append("WHATWG: another host")
                    }
                    if reading.username != "" || reading.password != "" { found.append("WHATWG: user info") }
                    if reading.port != "" { found.append("WHATWG: a port") }
                    found += Self.routeProblems(inner, reading)
                }
                if route.requiresAuth != inner.requiresAuth {
                    found.append("the carried route's sign-in is not the link's")
                }
                if inner.requiresAuth, gated.count < 40 { gated.append(url) }
                for problem in found { problems[problem, default: []].append("\(link) → \(inner.name)") }
            }
        }
        // Signed out, a real router defers every link that carries a route behind sign-in.
        let router = DeepLinkRouter<ConformanceRoute>(clock: TestClock())
        await router.attach { route in Issue.record("routed \(route) signed out") }
        router.signOut()
        for url in gated {
            #expect(await router.open(url) == .deferred(.signInRequired), "\(url)")
        }
        print(
            "URL conformance of carried links: \(tried) carried in \(Self.outers.count) outer links, \(carriedRoutes) "
                + "read as a route of the app (\(gated.count) behind sign-in deferred by a router); fail-open or "
                + "wrong route: \(problems.values.map(\.count).reduce(0, +))")
        for (problem, inputs) in problems.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(problem): \(inputs.count)\n\(inputs.prefix(20).joined(separator: "\n"))")
        }
        #expect(tried > 100_000)
        #expect(carriedRoutes > 5_000)
        #expect(gated.count == 40)
    }
}
