// The combination test's harness: compiled with the generated code of every random manifest and
// with RouteKit, it opens each manifest's links as an app would and holds what happens to the
// manifest's own model (truth.json, written by make-manifests.py from Docs/Manifest.md's rules), not to
// the generated code's answers:
// - a benign link reaches the route it was written for;
// - a link read at any depth is on a listed scheme, and on a listed host where it has one, as
//   Foundation resolves a carried link against the link that carries it (oracle.mjs does the same
//   with WHATWG's URL);
// - no route a link shows (its route, its plan's, each link it carries at any depth) is shown
//   from where the manifest's reach says no: each link down to it came by one of its channels;
// - a real DeepLinkRouter with the app's policy (which refuses some routes by their case),
//   signed out, hands no route whose link shows a screen needing sign-in, a permission or that
//   the policy refuses; signed in, it replays what it deferred, asking again, and opens the link
//   from a notification by the same rules; a link every rule allows is routed;
// - every route read back from its url and universal links, and every route built in code with
//   hostile values, is itself again (or refused, where a value cannot be in a link);
// It prints one JSON line per link for oracle.mjs, and failures as `FAIL` lines.
import Foundation
import RouteKit
import RouteKitTesting

struct Truth: Decodable {
    struct Manifest: Decodable {
        var id: String
        var schemes: [String]
        var hostSchemes: [String]
        /// Those of `hostSchemes` whose links name a screen when their host is not listed.
        var optionalHostSchemes: [String]
        var hosts: [String]
        var http: Bool
        var sampleHosts: [String]
        var routes: [String: RouteTruth]
        /// The routes the app's policy refuses by their case, whatever shows them.
        var denied: [String]
        var links: [Link]
    }
    struct RouteTruth: Decodable {
        var auth: Bool
        var permissions: [String]
        var plan: [String]
        var carries: [String]
        /// Reached only inside another link (`carriedOnly`).
        var carriedOnly: Bool?
        /// Content links on any host reach it too (`reach: [anyHost]`).
        var anyHost: Bool?
        /// The spelling rules its links keep (`strict`), by name.
        var strict: [String]?
        /// Where its links may come from, met with the routes its plan shows.
        var reach: Reach
    }
    struct Reach: Decodable {
        var web: Bool
        var schemes: [String]
        var carriedOnly: Bool

        /// Whether a link that came by `channels` (the outermost first, then each link inside
        /// it, down to its own) may show the route: each is one of its channels, and it is
        /// carried where it must be.
        func admits(_ channels: [String]) -> Bool {
            channels.allSatisfy { $0 == "web" ? web : schemes.contains($0) }
                && (!carriedOnly || channels.count > 1)
        }
    }
    struct Link: Decodable {
        var url: String
        var expect: String?
        /// A route the link would show from where its reach says no, read naively: no reading
        /// may show it so.
        var keptOut: String?
        /// Opened as a content link, `init(contentLink:)`.
        var content: Bool?
    }
    var manifests: [Manifest]
}

/// A route enum whose manifest's test values are built in code.
protocol CombinationConstructible {
    static var constructed: [(route: Self, valid: Bool)] { get }
}

protocol CombinationRunner {
    @MainActor static func run(_ manifest: Truth.Manifest, _ report: Report) async
}

/// What the harness found: counts, failures, and the lines oracle.mjs reads.
@MainActor final class Report {
    var counts: [String: Int] = [:]
    var failures: [String] = []
    var lines: [String] = []

    func count(_ key: String, _ amount: Int = 1) { counts[key, default: 0] += amount }
    func fail(_ manifest: String, _ message: String) { failures.append("FAIL \(manifest): \(message)") }
}

/// One carried link as read: the item that held it and the route it reached.
struct Carried: Encodable {
    var item: String
    var route: String
    var carried: [Carried]
}

struct Line: Encodable {
    var manifest: String
    var url: String
    var route: String?
    var carried: [Carried]
    var built: [String]
    /// Opened as a content link: its host may be any, for a route read on any host.
    var content: Bool? = nil
}

/// The host patterns of a manifest, matched as the README says: a domain, every subdomain of a
/// `*.domain`, one label before a `{name}.domain`.
struct Hosts {
    var patterns: [String]
    func isListed(_ host: String) -> Bool {
        let host = host.lowercased()
        return patterns.contains { pattern in
            if pattern.hasPrefix("*.") {
                return host.hasSuffix(pattern.dropFirst(1)) && host.count > pattern.count - 1
            }
            if pattern.hasPrefix("{"), let close = pattern.firstIndex(of: "}") {
                let domain = pattern[pattern.index(after: close)...]
                guard host.hasSuffix(domain) else { return false }
                let label = host.dropLast(domain.count)
                return !label.isEmpty && !label.contains(".")
            }
            return host == pattern
        }
    }
}

@MainActor enum Runner<R: Route & CombinationConstructible>: CombinationRunner {
    @MainActor static func run(_ manifest: Truth.Manifest, _ report: Report) async {
        let hosts = Hosts(patterns: manifest.hosts)
        for link in manifest.links {
            report.count("links")
            guard let url = URL(string: link.url) else {
                report.count("not URLs")
                continue
            }
            let route: R
            do {
                route = try link.content == true ? R(contentLink: url) : R(url: url)
            } catch {
                if let expected = link.expect {
                    report.fail(manifest.id, "\(link.url) is refused (\(error)), expected \(expected)")
                }
                report.lines.append(
                    encode(Line(manifest: manifest.id, url: link.url, route: nil, carried: [], built: [])))
                if link.keptOut != nil { report.count("kept out by reach (refused)") }
                continue
            }
            report.count("accepted")
            if link.content == true { report.count("content links accepted") }
            if manifest.routes[route.name]?.carriedOnly == true {
                report.fail(manifest.id, "\(link.url) reaches \(route.name) on its own, which is carriedOnly")
            }
            // Read by Foundation: a strict route's link keeps the rules it names that Foundation sees.
            if let checks = manifest.routes[route.name]?.strict {
                let host = url.host(percentEncoded: true) ?? ""
                let path = url.path(percentEncoded: true)
                let broken = [
                    checks.contains("port") && url.port != nil,
                    checks.contains("lowercase") && host != host.lowercased(),
                    checks.contains("emptySegment") && path.contains("//"),
                    checks.contains("trailingSlash") && path.count > 1 && path.hasSuffix("/"),
                    checks.contains("fragment") && url.fragment != nil,
                ]
                if broken.contains(true) {
                    report.fail(
                        manifest.id, "\(link.url) reaches strict \(route.name) though not spelled exactly")
                }
                report.count("strict")
            }
            if let expected = link.expect, route.name != expected {
                report.fail(manifest.id, "\(link.url) reaches \(route.name), expected \(expected)")
            }
            let carried = carriedLinks(in: route, manifest)
            report.count("carried", countCarried(carried))
            checkFoundation(url, carried: route, manifest, hosts, report)
            let chain = shown(url, route, manifest)
            checkReach(link, chain, manifest, report)
            await checkAccess(url, route, chain, manifest, report, content: link.content == true)
            let built = roundTrip(route, manifest, report, source: link.url)
            report.lines.append(
                encode(
                    Line(
                        manifest: manifest.id, url: link.url, route: route.name, carried: carried,
                        built: built, content: link.content)))
        }
        for (route, valid) in R.constructed {
            report.count("constructed")
            let built = roundTrip(route, manifest, report, source: "\(route)", valid: valid)
            report.lines.append(
                encode(Line(manifest: manifest.id, url: "", route: nil, carried: [], built: built)))
        }
    }

    /// The routes carried in `route`'s values, found by reflection (not by generated code).
    static func carried(in value: Any) -> [R] {
        var found: [R] = []
        for child in Mirror(reflecting: value).children {
            if let route = child.value as? R {
                found.append(route)
            } else {
                found += carried(in: child.value)
            }
        }
        return found
    }

    static func carriedLinks(in route: R, _ manifest: Truth.Manifest) -> [Carried] {
        let item = manifest.routes[route.name]?.carries.first ?? "?"
        return carried(in: route).map {
            Carried(item: item, route: $0.name, carried: carriedLinks(in: $0, manifest))
        }
    }

    static func countCarried(_ carried: [Carried]) -> Int {
        carried.reduce(0) { $0 + 1 + countCarried($1.carried) }
    }

    /// How a link came, as the manifest's reach names it: `web` for https and http, else its scheme.
    static func channel(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        return scheme == "https" || scheme == "http" ? "web" : scheme
    }

    /// The link carried in `route`'s item of `url`, as Foundation resolves it against `url`.
    static func resolved(in url: URL, of route: R, _ manifest: Truth.Manifest) -> URL? {
        guard let item = manifest.routes[route.name]?.carries.first,
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let value = components.percentEncodedQueryItems?.first(where: { $0.name == item })?.value?
                .removingPercentEncoding
        else { return nil }
        return URL(string: value, relativeTo: url)?.absoluteURL
    }

    /// Every route the link shows, by the manifest, each with the channels of the links down to
    /// the one that holds it, the outermost first: its route and the routes its plan shows, then
    /// each link it carries (read by reflection, resolved by Foundation) with theirs.
    static func shown(
        _ url: URL, _ route: R, _ manifest: Truth.Manifest, outer: [String] = []
    ) -> [(name: String, channels: [String])] {
        let channels = outer + [channel(of: url)]
        let own = ([route.name] + (manifest.routes[route.name]?.plan ?? [])).map {
            (name: $0, channels: channels)
        }
        guard let inner = carried(in: route).first, let link = resolved(in: url, of: route, manifest) else {
            return own
        }
        return own + shown(link, inner, manifest, outer: channels)
    }

    /// No route the link shows is shown from where its reach says no: every link down to it came
    /// by one of its channels, and it is carried where it must be.
    static func checkReach(
        _ link: Truth.Link, _ chain: [(name: String, channels: [String])], _ manifest: Truth.Manifest,
        _ report: Report
    ) {
        for (name, channels) in chain {
            guard let reach = manifest.routes[name]?.reach else { continue }
            report.count("reach checks")
            if !reach.admits(channels) {
                report.fail(
                    manifest.id,
                    "\(link.url) shows \(name) by \(channels.joined(separator: " › ")), which its reach excludes"
                )
            }
        }
        if let kept = link.keptOut, !chain.dropFirst().contains(where: { $0.name == kept }) {
            report.count("kept out by reach (read as another route)")
        }
    }

    /// The app's policy: it refuses the manifest's denied routes by their case, whatever shows
    /// them, and is otherwise RouteKit's default, a signed-in user having every permission.
    struct DenyByCase: AccessPolicy {
        let denied: Set<String>

        func decide(_ route: R, for auth: AuthState, from provenance: LinkProvenance) async -> AccessDecision
        {
            if denied.contains(route.name) { return .denied(.missingPermissions(["staff"])) }
            return await DefaultAccessPolicy<R>(permissions: { auth in
                auth.isSignedIn ? ["admin", "editor", "billing"] : []
            })
            .decide(route, for: auth, from: provenance)
        }
    }

    /// A real router with the app's policy, signed out, then signed in: it routes, defers or
    /// refuses as the manifest says the whole link needs (every route it shows: sign-in,
    /// permissions, the policy's refusals), replays what it deferred, asking again, and opens the
    /// same link from a notification by the same rules.
    @MainActor static func checkAccess(
        _ url: URL, _ route: R, _ chain: [(name: String, channels: [String])], _ manifest: Truth.Manifest,
        _ report: Report, content: Bool
    ) async {
        let names = chain.map(\.name)
        let needsAuth = names.contains { manifest.routes[$0]?.auth == true }
        let permissions = Set(names.flatMap { manifest.routes[$0]?.permissions ?? [] })
        let denied = Set(manifest.denied)
        let refusedByPolicy = chain.enumerated().filter { denied.contains($0.element.name) }
        for (index, shown) in refusedByPolicy.prefix(1) {
            report.count(
                shown.channels.count > 1
                    ? "denied by the policy (carried)"
                    : index == 0
                        ? "denied by the policy (the link's route)" : "denied by the policy (its plan)")
        }
        let clock = TestClock()
        let router = DeepLinkRouter<R>(clock: clock, policy: DenyByCase(denied: denied))
        var handled: [R] = []
        await router.attach { handled.append($0) }
        router.signOut()
        let outcome = await router.open(url, source: content ? .content : nil)
        report.count(content ? "router opens of content links" : "router opens")
        func category(_ outcome: DeepLinkOutcome<R>) -> String {
            switch outcome {
            case .routed(let routed): routed == route ? "routed" : "routed \(routed.name)"
            case .deferred: "deferred"
            case .rejected(.denied): "denied"
            case .rejected(let error): "rejected (\(error))"
            case .queued: "queued"
            }
        }
        let signedOut =
            needsAuth ? "deferred" : refusedByPolicy.isEmpty && permissions.isEmpty ? "routed" : "denied"
        if category(outcome) != signedOut {
            report.fail(manifest.id, "\(url) signed out: \(outcome), expected \(signedOut)")
        }
        if needsAuth {
            report.count("deferred for sign-in")
        } else if signedOut == "denied" {
            report.count("refused signed out")
        }
        if signedOut != "routed", !handled.isEmpty {
            report.fail(manifest.id, "\(url) reached the handler signed out, and shows a screen it may not")
        }
        let signedIn = refusedByPolicy.isEmpty ? "routed" : "denied"
        if needsAuth {
            router.signIn(user: "ana")
            await router.advance(clock, by: router.settleDelay)
            report.count("replays")
            let expected: [R] = signedIn == "routed" ? [route] : []
            if handled != expected {
                report.fail(manifest.id, "\(url) replayed after sign-in as \(handled), expected \(expected)")
            }
        } else if !content {
            router.signIn(user: "ana")
            let notified = await router.open(NotificationLink(userInfo: ["deeplink": url.absoluteString]))
            report.count("notification opens")
            if category(notified) != signedIn {
                report.fail(
                    manifest.id, "\(url) from a notification, signed in: \(notified), expected \(signedIn)")
            }
        }
    }

    /// Each carried link, as Foundation resolves it against the link that carries it, is on a
    /// listed scheme and host.
    static func checkFoundation(
        _ url: URL, carried route: R, _ manifest: Truth.Manifest, _ hosts: Hosts, _ report: Report
    ) {
        guard let item = manifest.routes[route.name]?.carries.first, let inner = carried(in: route).first
        else {
            return
        }
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let value = components.percentEncodedQueryItems?.first(where: { $0.name == item })?.value?
                .removingPercentEncoding
        else { return }
        guard let resolved = URL(string: value, relativeTo: url)?.absoluteURL else { return }
        report.count("Foundation resolutions")
        let scheme = resolved.scheme?.lowercased() ?? ""
        let web = scheme == "https" || (scheme == "http" && manifest.http)
        let host = resolved.host(percentEncoded: false) ?? ""
        let namesScreen = manifest.optionalHostSchemes.contains(scheme) && !hosts.isListed(host)
        if web || (manifest.hostSchemes.contains(scheme) && !namesScreen) {
            if !host.isEmpty, !hosts.isListed(host) {
                report.fail(manifest.id, "\(url) carries a link Foundation reads on \(host)")
            }
        } else if !(manifest.schemes + manifest.hostSchemes).contains(scheme)
            && !(scheme.hasPrefix("http") && web)
        {
            report.fail(manifest.id, "\(url) carries a link Foundation reads on scheme \(scheme)")
        }
        checkFoundation(resolved, carried: inner, manifest, hosts, report)
    }

    /// `R(url: r.url) == r`, and the same for its universal link on every sample host; the links
    /// built, for oracle.mjs. An invalid value must never read back as a route.
    static func roundTrip(
        _ route: R, _ manifest: Truth.Manifest, _ report: Report, source: String, valid: Bool = true
    ) -> [String] {
        var built = [route.url]
        built += ([nil] + manifest.sampleHosts).compactMap { route.universalLink(host: $0) }
        for link in built {
            report.count("round trips")
            let read = try? R(url: link)
            if valid, read != route {
                report.fail(manifest.id, "\(source): \(link) reads back as \(String(describing: read))")
            }
            if !valid, read != nil {
                report.fail(manifest.id, "\(source): \(link) of an invalid value reads back as \(read!)")
            }
        }
        return built.map(\.absoluteString)
    }

    static func encode(_ line: Line) -> String {
        String(decoding: try! JSONEncoder().encode(line), as: UTF8.self)
    }
}

@MainActor func main() async {
    let arguments = CommandLine.arguments
    let truth = try! JSONDecoder().decode(
        Truth.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
    let report = Report()
    for manifest in truth.manifests {
        guard let runner = registry[manifest.id] else { continue }
        report.count("manifests")
        report.count("routes", manifest.routes.count)
        await runner.run(manifest, report)
    }
    try! report.lines.joined(separator: "\n").write(toFile: arguments[2], atomically: true, encoding: .utf8)
    for failure in report.failures.prefix(50) { print(failure) }
    print(
        "harness: "
            + report.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            + ", failures \(report.failures.count)")
}

await main()
