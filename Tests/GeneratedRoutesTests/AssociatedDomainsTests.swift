import AppRouterRoutes
import EduGoRoutes
import EventsRoutes
import Foundation
import JumpstartRoutes
import RouteGenCore
import RouteKit
import RouteKitTesting
import SchoolRoutes
import ShellRoutes
import ShopRoutes
import SwiftRoutingRoutes
import Testing
import WikiRoutes

/// The repository root, from this file.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A compiled manifest: its files, and its generated parser as a function.
struct CompiledManifest: CustomTestStringConvertible, Sendable {
    var manifest: String
    var output: String
    var parse: @Sendable (URL) throws -> String  // the route's name
    /// Parses a URL, then checks `url` and `universalLink()` parse back to the same route; returns
    /// the route's name and its universal link, if any.
    var roundTrip: @Sendable (URL) throws -> (name: String, universal: URL?)

    var testDescription: String { manifest }

    init<R: RouteKit.Route>(manifest: String, output: String, _ type: R.Type) {
        self.manifest = manifest
        self.output = output
        parse = { try R(url: $0).name }
        roundTrip = { url in
            let route = try R(url: url)
            try RouteCheck.roundTrip(route)
            return (route.name, route.universalLink(host: nil))
        }
    }

    static let all: [CompiledManifest] = [
        CompiledManifest(manifest: "Manifests/edugo.yaml", output: "Generated/edugo", EduGoRoute.self),
        CompiledManifest(
            manifest: "Manifests/jumpstart.yaml", output: "Generated/jumpstart", JumpstartRoute.self),
        CompiledManifest(
            manifest: "Manifests/approuter.yaml", output: "Generated/approuter", AppRouterRoute.self),
        CompiledManifest(manifest: "Manifests/shell.yaml", output: "Generated/shell", ShellRoute.self),
        CompiledManifest(
            manifest: "Manifests/swiftrouting.yaml", output: "Generated/swiftrouting", SwiftRoutingRoute.self),
        CompiledManifest(
            manifest: "Tests/Reference/shop.yaml", output: "Tests/Reference/shop", ShopRoute.self),
        CompiledManifest(
            manifest: "Tests/Reference/events.yaml", output: "Tests/Reference/events", EventRoute.self),
        CompiledManifest(
            manifest: "Tests/Reference/wiki.yaml", output: "Tests/Reference/wiki", WikiRoute.self),
        CompiledManifest(
            manifest: "Tests/Reference/school.yaml", output: "Tests/Reference/school", SchoolRoute.self),
    ]

    /// The manifests with hosts, which have an AASA (one file, or one per host): known from the
    /// manifest, so a missing file fails its tests instead of skipping them.
    static let withAASA = all.filter { (try? $0.load())?.settings.hosts.isEmpty == false }

    func load() throws -> ValidatedManifest {
        let bytes = try [UInt8](Data(contentsOf: repository.appendingPathComponent(manifest)))
        return try ManifestLoader.load(bytes, file: manifest) { path in
            (try? Data(contentsOf: repository.appendingPathComponent(path))).map { [UInt8]($0) }
        }
    }

    func oracle() throws -> AASAOracle {
        try AASAOracle(folder: repository.appendingPathComponent(output))
    }
}

@Suite struct AASAOracleCases {
    /// Apple's documented matching cases.
    @Test func matchingRulesFromTheReference() {
        func one(
            _ path: String, exclude: Bool = false, caseSensitive: Bool = true, query: [String: String] = [:]
        )
            -> AASAOracle
        {
            AASAOracle(components: [
                .init(path: path, query: query, exclude: exclude, caseSensitive: caseSensitive, comment: nil)
            ])
        }
        func url(_ path: String) -> URL { URL(string: "https://example.com" + path)! }
        for path in ["/buy/42", "/buy/", "/buy"] { #expect(one("/buy/*").sendsToApp(url(path)), "\(path)") }
        for path in ["/buyer", "/bu"] { #expect(!one("/buy/*").sendsToApp(url(path)), "\(path)") }
        #expect(!one("/a/*/c").sendsToApp(url("/a/c")))
        let wholeQuery = AASAOracle(components: [
            .init(path: nil, query: [:], exclude: false, caseSensitive: true, comment: nil)
        ])
        #expect(wholeQuery.sendsToApp(url("/anything")))
        #expect(!one("*", query: ["b": "?*"]).sendsToApp(url("/x?a=1")))
        #expect(!one("*", query: ["id": "42"]).sendsToApp(url("/x?id=7&id=42")))
        #expect(one("/foo", caseSensitive: false).sendsToApp(url("/FOO")))
        let excludeFirst = AASAOracle(components: [
            .init(path: "/help/website/*", query: [:], exclude: true, caseSensitive: true, comment: nil),
            .init(path: "/help/*", query: [:], exclude: false, caseSensitive: true, comment: nil),
        ])
        #expect(!excludeFirst.sendsToApp(url("/help/website/faq")))
        #expect(excludeFirst.sendsToApp(url("/help/other")))
    }
}

@Suite struct AssociatedDomainsTests {
    /// For every example URL: the parser accepts it; over https, the AASA sends it to the app exactly
    /// when the route is a universal link, and its first matching component names that route.
    @Test func everyManifestWithHostsHasItsAASA() throws {
        #expect(CompiledManifest.withAASA.count >= 7)
        for compiled in CompiledManifest.all {
            // Each loads, so none is left out of `withAASA` by an error.
            _ = try compiled.load()
            let names = try FileManager.default.contentsOfDirectory(
                atPath: repository.appendingPathComponent(compiled.output).path)
            let hasFile = names.contains { $0.hasPrefix("apple-app-site-association") }
            #expect(
                hasFile == CompiledManifest.withAASA.contains { $0.manifest == compiled.manifest },
                "\(compiled.manifest)")
        }
    }

    @Test(arguments: CompiledManifest.withAASA)
    func theAASASendsExactlyWhatTheParserAccepts(_ compiled: CompiledManifest) throws {
        let manifest = try compiled.load()
        let oracle = try compiled.oracle()
        let examples = ExampleURLs.all(manifest)
        #expect(examples.count >= manifest.app.routes.count)
        for (route, url) in examples {
            let isUniversal = url.scheme == "https"
            if isUniversal {
                #expect(oracle.sendsToApp(url) == route.opensAsUniversalLink, "\(url)")
                if route.opensAsUniversalLink {
                    let decided = oracle.decide(url)
                    #expect(
                        decided?.exclude == false && manifest.aasaMayName(decided?.comment, for: route.name),
                        "\(url) reaches \(route.name), the AASA names \(decided?.comment ?? "none")")
                }
            }
            if route.reach.carriedOnly {
                // Reached only inside another link: on its own, no route matches it.
                let failure = Result { try compiled.parse(url) }.mapError { $0 as! RouteError }
                guard case .failure(.notFound) = failure else {
                    Issue.record("\(url): \(failure), not notFound")
                    continue
                }
            } else if let reason = route.removed, !isUniversal || route.reach.web {
                #expect(throws: RouteError.removed(route: route.name, reason: reason)) {
                    try compiled.parse(url)
                }
            } else if !isUniversal || route.reach.web {
                #expect(try compiled.parse(url) == route.name, "\(url)")
            } else {
                #expect(throws: RouteError.notFound(path: url.path(percentEncoded: true))) {
                    try compiled.parse(url)
                }
            }
        }
    }

    /// URLs the parser refuses that the AASA still sends owe it only to `?*` and `*` crossing `/`
    /// (documented): with each wildcard held to one segment, the component no longer matches.
    /// Every refused variant is checked: the AASA sends it to Safari, or over-reaches that way.
    @Test(arguments: CompiledManifest.withAASA)
    func theAASAOverreachesOnlyByCrossingSlashes(_ compiled: CompiledManifest) throws {
        let manifest = try compiled.load()
        let oracle = try compiled.oracle()
        var refused = 0
        var overreaching = 0
        for (_, url) in ExampleURLs.all(manifest) where url.scheme == "https" {
            let path = url.path(percentEncoded: true)
            for variant in ["/zz-unknown" + path, path + "/zz-extra", path + "/a/b"] {
                var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
                components.percentEncodedPath = variant
                let mutated = components.url!
                // Only "no route matches" counts: a value failing its type is the parser's to refuse.
                var notFound = false
                do { _ = try compiled.parse(mutated) } catch let error as RouteError {
                    if case .notFound = error { notFound = true }
                }
                guard notFound else { continue }
                refused += 1
                guard let component = oracle.decide(mutated), !component.exclude else { continue }
                overreaching += 1
                // Each wildcard held to one segment; the text between them literal.
                let strict = component.path!.components(separatedBy: "?*").map {
                    $0.components(separatedBy: "/*").map(NSRegularExpression.escapedPattern)
                        .joined(separator: "(/[^/]+)*")
                }.joined(separator: "[^/]+")
                let regex = "^" + strict + "/?$"
                #expect(
                    variant.range(of: regex, options: .regularExpression) == nil,
                    "\(mutated) is sent by \(component.path!) though no route matches it")
            }
        }
        print(
            "\(compiled.manifest): \(refused) refused variants, \(overreaching) sent by an over-reaching component"
        )
        #expect(refused >= manifest.allRoutes.filter(\.route.reach.web).count)
    }

    @Test(arguments: CompiledManifest.all)
    func routeTableExamplesParse(_ compiled: CompiledManifest) throws {
        let manifest = try compiled.load()
        let table = try String(
            contentsOf: repository.appendingPathComponent("\(compiled.output)/\(manifest.enumName).md"),
            encoding: .utf8)
        let lines = table.split(separator: "\n").filter { $0.hasPrefix("xcrun simctl openurl booted \"") }
        #expect(lines.count >= manifest.app.routes.filter { !$0.reach.carriedOnly }.count)
        var section = ""
        for line in table.split(separator: "\n") {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            guard line.hasPrefix("xcrun simctl openurl booted \"") else { continue }
            let url = URL(string: String(line.dropFirst(29).dropLast()))!
            if let reason = manifest.allRoutes.first(where: { $0.route.name == section })?.route.removed {
                #expect(throws: RouteError.removed(route: section, reason: reason)) {
                    try compiled.parse(url)
                }
            } else {
                #expect(try compiled.parse(url) == section, "\(url)")
            }
        }
    }

    @Test(arguments: CompiledManifest.withAASA)
    func plistFragmentsAreValidPropertyLists(_ compiled: CompiledManifest) throws {
        let manifest = try compiled.load()
        let folder = repository.appendingPathComponent(compiled.output)
        let entitlements =
            try PropertyListSerialization.propertyList(
                from: Data(
                    contentsOf: folder.appendingPathComponent(
                        "\(manifest.enumName).entitlements-fragment.plist")),
                format: nil) as! [String: Any]
        let domains = entitlements["com.apple.developer.associated-domains"] as! [String]
        #expect(!manifest.settings.hosts.isEmpty)
        // Apple's entitlement names a domain or `*.domain`: a host whose first label is a value is
        // claimed as its domain's wildcard.
        for host in manifest.settings.hosts {
            let claimed = host.hasPrefix("{") ? "*" + host.drop { $0 != "." } : host
            #expect(domains.contains("applinks:\(claimed)"))
        }
        #expect(domains.allSatisfy { !$0.contains("{") })
        #expect(domains.contains { $0.hasSuffix("?mode=developer") } == manifest.settings.aasa.developerMode)
        let info =
            try PropertyListSerialization.propertyList(
                from: Data(
                    contentsOf: folder.appendingPathComponent("\(manifest.enumName).info-fragment.plist")),
                format: nil) as! [String: Any]
        let types = info["CFBundleURLTypes"] as! [[String: Any]]
        #expect(types.first?["CFBundleURLSchemes"] as? [String] == manifest.settings.schemes)
    }

    @Test func aasaFormat() throws {
        let text = try String(
            contentsOf: repository.appendingPathComponent("Generated/edugo/apple-app-site-association"),
            encoding: .utf8)
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        let applinks = json["applinks"] as! [String: Any]
        #expect(applinks["apps"] == nil && applinks["defaults"] == nil)
        let details = applinks["details"] as! [[String: Any]]
        #expect(details.count == 1 && details[0]["paths"] == nil && details[0]["appID"] == nil)
        #expect(details[0]["appIDs"] as? [String] == ["ABCDE12345.com.edugo.app"])
        #expect(
            (json["webcredentials"] as? [String: Any])?["apps"] as? [String] == ["ABCDE12345.com.edugo.app"])
        #expect(
            (json["appclips"] as? [String: Any])?["apps"] as? [String] == ["ABCDE12345.com.edugo.app.Clip"])
        #expect(text.hasSuffix("}\n") && text.contains("\n  \"applinks\": {"))
        let shop = try String(
            contentsOf: repository.appendingPathComponent("Tests/Reference/shop/apple-app-site-association"),
            encoding: .utf8)
        #expect(shop.contains("\"defaults\": {\n      \"caseSensitive\": false\n    }"))
        #expect(shop.contains("\"/\": \"/%C3%BCber-uns\""))
    }
}
