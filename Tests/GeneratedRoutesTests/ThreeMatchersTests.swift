import AndroidOracles
import Foundation
import RouteGenCore
@_spi(Generated) import RouteKit
import Testing

/// The three matchers of a manifest give one answer: the generated parser (compiled), the matcher
/// plan `routegen explain` runs (the value the parser is printed from), and the AASA built from the
/// route trie (routegen's own matcher, and the independent ``AASAOracle``). Over random links of every route and seeded
/// mutations of them (case, Unicode capitals, escapes, dot segments, inserted, dropped and
/// replaced segments, other hosts), they agree on the route or on refusing it. The AASA differs in
/// the two ways README documents: it over-matches where a `?*` or `*` crosses `/`, and it reads a
/// path as written, so it is held to the canonical spelling of each link (segments as routegen
/// writes them: no empty segment, no escaped letter, capital hex).
@Suite struct ThreeMatchersTests {
    static let mutationsPerLink = 6

    @Test(arguments: CompiledManifest.all)
    func parserTrieAndAASAAgree(_ compiled: CompiledManifest) throws {
        let manifest = try compiled.load()
        let hasAASA = CompiledManifest.withAASA.contains { $0.manifest == compiled.manifest }
        let aasa = hasAASA ? AppSiteAssociation(manifest) : nil
        let oracle = hasAASA ? try compiled.oracle() : nil
        var r = RandomValues(seed: 0x3_3A7C + UInt64(compiled.manifest.utf8.count))
        let links = Self.links(manifest, &r)
        var checked = 0
        var universal = 0
        var respelled = 0
        var valueErrors = 0
        for url in links {
            checked += 1
            let parsed = Result { try compiled.parse(url) }.mapError { $0 as! RouteError }
            let explanation = Explainer.explain(url.absoluteString, in: manifest)
            let explained = explanation.route
            switch parsed {
            case .success(let name):
                #expect(
                    explained == name && explanation.parses,
                    "\(url): parser \(name), explain \(explanation.text)")
            case .failure(.removed(let route, _)):
                #expect(explained == route && !explanation.parses, "\(url): explain \(explanation.text)")
            case .failure(let error) where error.isValueError:
                // An app type's values are the app's to check: explain says so and goes on.
                let appType = explanation.text.contains("an app type")
                #expect(
                    explained != nil && (!explanation.parses || appType),
                    "\(url): parser \(parsed), explain \(explanation.text)")
                // explain runs the parser's own value readers: it fails as the parser does, word for word.
                if !appType {
                    #expect(
                        explanation.error == error, "\(url): parser \(error), explain \(explanation.text)")
                    valueErrors += 1
                }
            case .failure:
                #expect(explained == nil, "\(url): parser \(parsed), explain \(explanation.text)")
            }
            guard let aasa, let oracle, url.scheme == "https" else { continue }
            if case .failure(.unknownHost) = parsed { continue }
            if case .failure(.malformedURL) = parsed { continue }
            universal += 1
            let canonical = LinkSpelling.canonical(url)
            if canonical != url { respelled += 1 }
            let component = aasa.firstMatch(canonical)?.component
            let sends = component.map { !$0.exclude } ?? false
            #expect(
                oracle.sendsToApp(canonical) == sends,
                "\(canonical): routegen's AASA matcher and the oracle differ")
            switch parsed {
            case .success(let name):
                #expect(
                    (sends && manifest.aasaMayName(component?.comment, for: name))
                        || manifest.repeatsChoosingItem(of: name, in: canonical),
                    "\(canonical): parser \(name), AASA \(String(describing: component))")
            case .failure(.removed(let name, _)):
                // A removed route's links still reach the app, which says they are gone.
                #expect(
                    sends && component?.comment == name,
                    "\(canonical): removed \(name), AASA \(String(describing: component))")
            case .failure(.invalidParameter), .failure(.missingParameter):
                // The AASA cannot check a value's type, and asks for required items: the route's
                // own component sends the link, or none does.
                #expect(
                    !sends || component?.comment == explained
                        || Self.crossesSlash(component!.path, canonical.path(percentEncoded: true)),
                    "\(canonical): \(parsed), AASA \(String(describing: component))")
            case .failure:
                guard sends, let component else { continue }
                // A component that compares without case (a `when:` value compared lowercased)
                // sends its path in any case too, as Docs/Manifest.md says.
                let byCase =
                    component.caseSensitive == false
                    && AASAPattern.matchesPath(
                        component.path, canonical.path(percentEncoded: true).lowercased())
                #expect(
                    Self.crossesSlash(component.path, canonical.path(percentEncoded: true)) || byCase,
                    "\(canonical): no route matches it, yet \(component.path) sends it without crossing '/'")
            }
        }
        print(
            "\(compiled.manifest): \(checked) links (\(universal) universal, \(respelled) of them respelled "
                + "for the AASA) read alike by the three matchers; \(valueErrors) value errors alike in explain"
        )
        #expect(checked >= manifest.allRoutes.count * 20 * (1 + Self.mutationsPerLink) / 2)
        // The AASA half checked universal links too, where the manifest has hosts.
        if hasAASA { #expect(universal >= manifest.allRoutes.filter(\.route.reach.web).count * 10) }
    }

    /// Whether the AASA `pattern` matches `path` only by a wildcard crossing `/`: with each `?*`
    /// held to one segment and each `*` to whole segments, it no longer does.
    static func crossesSlash(_ pattern: String, _ path: String) -> Bool {
        let strict = NSRegularExpression.escapedPattern(for: pattern)
            .replacingOccurrences(of: "\\?\\*", with: "[^/]+")
            .replacingOccurrences(of: "/\\*", with: "(/[^/]+)*")
        return path.range(of: "^" + strict + "/?$", options: [.regularExpression, .caseInsensitive]) == nil
    }

    /// For every route: random links on the first scheme and, where there are hosts, on each host
    /// (a wildcard as a subdomain), then seeded mutations of each.
    static func links(_ manifest: ValidatedManifest, _ r: inout RandomValues) -> [URL] {
        // A scheme whose host is the first segment, which the mutations below move into a web link.
        let settings = manifest.settings
        let scheme = settings.schemes.first { !settings.hostSchemes.contains($0) } ?? settings.schemes[0]
        let hosts = manifest.settings.hosts.map(AppSettings.concreteHost)
        let pieces = Self.pieces(manifest)
        var links: [URL] = []
        for (_, route) in manifest.allRoutes {
            for _ in 0..<20 {
                let built = AllManifestsRoundTripTests.url(route, scheme: scheme, in: manifest, &r)
                var components = URLComponents(url: built, resolvingAgainstBaseURL: false)!
                if !hosts.isEmpty, r.bool() {
                    // The custom scheme's host is the first segment: move it into the path.
                    let first = components.percentEncodedHost ?? ""
                    components.scheme = "https"
                    components.percentEncodedHost = r.element(hosts)
                    components.percentEncodedPath = "/" + first + components.percentEncodedPath
                }
                guard let link = components.url else { continue }
                links.append(link)
                for _ in 0..<Self.mutationsPerLink {
                    if let mutated = mutate(link, pieces: pieces, hosts: hosts, scheme: scheme, &r) {
                        links.append(mutated)
                    }
                }
            }
        }
        return links
    }

    /// Percent-encoded path segments a mutation puts in: the manifest's literals as written, in
    /// capitals (ASCII and Unicode), with an escaped letter; dot segments; odd bytes.
    static func pieces(_ manifest: ValidatedManifest) -> [String] {
        var literals: Set<String> = []
        for (_, route) in manifest.allRoutes {
            for pattern in route.patterns {
                for segment in pattern.segments { literals.formUnion(segment.texts.filter { !$0.isEmpty }) }
            }
        }
        var pieces = ["..", ".", "%2E", "%2F", "x", "%C3%BC", "%C3%9C", "%FF", "~", "%20", "0", "-1", "true"]
        for literal in literals.sorted() {
            pieces.append(RouteURLBuilder.encode(literal))
            pieces.append(RouteURLBuilder.encode(literal.uppercased()))
            if let first = literal.utf8.first, first < 0x80 {
                pieces.append(
                    String(format: "%%%02X", first) + RouteURLBuilder.encode(String(literal.dropFirst())))
            }
        }
        return pieces
    }

    static func mutate(
        _ url: URL, pieces: [String], hosts: [String], scheme: String, _ r: inout RandomValues
    ) -> URL? {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        let isCustom = components.scheme == scheme
        var segments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
            .dropFirst().map(String.init)
        if isCustom, let host = components.percentEncodedHost, !host.isEmpty { segments.insert(host, at: 0) }
        let index = segments.isEmpty ? 0 : r.int(in: 0...(segments.count - 1))
        switch r.int(in: 0...7) {
        case 0 where !segments.isEmpty: segments[index] = segments[index].uppercased()
        case 1 where !segments.isEmpty: segments[index] = r.element(pieces)
        case 2: segments.insert(r.element(pieces), at: segments.isEmpty ? 0 : index)
        case 3 where !segments.isEmpty: segments.remove(at: index)
        case 4: segments.insert("", at: segments.isEmpty ? 0 : index)
        case 5: segments.append(r.element(pieces))
        case 6 where !hosts.isEmpty:
            return URL(string: "https://\(r.element(hosts))/" + segments.joined(separator: "/"))
        default: return URL(string: "\(scheme)://" + segments.joined(separator: "/"))
        }
        if isCustom {
            return URL(
                string: "\(scheme)://" + segments.joined(separator: "/")
                    + (components.percentEncodedQuery.map { "?" + $0 } ?? ""))
        }
        components.percentEncodedPath = "/" + segments.joined(separator: "/")
        return components.url
    }
}

extension RouteError {
    /// An error of a route's value: the link reached a route, whose reader refused it.
    fileprivate var isValueError: Bool {
        switch self {
        case .invalidParameter, .missingParameter: true
        default: false
        }
    }
}
