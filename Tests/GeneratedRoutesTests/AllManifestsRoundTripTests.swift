import Foundation
@_spi(Generated) import RouteGenCore
@_spi(Generated) import RouteKit
import Testing

/// For every route of every example manifest (and of each feature): URLs built from random values
/// parse to that route, `url` and `universalLink()` parse back to the same route, and the AASA
/// (by the independent oracle) sends the universal link to the app.
@Suite struct AllManifestsRoundTripTests {
    static let casesPerRoute = 200

    /// A random value for `parameter` that meets its constraints, as URL text.
    /// Random values of a segment's `names` that read back between its `texts`: a later value
    /// holding the text before it is refused, and `SegmentPiecesTests` has those.
    static func readableValues(
        _ names: [String], _ texts: [String], _ route: ResolvedRoute, _ settings: AppSettings,
        _ r: inout RandomValues
    ) -> [String] {
        var values: [String] = []
        for _ in 0..<50 {
            values = names.map { name in random(route.parameters.first { $0.name == name }!, &r) }
            if SegmentPieces.readsBack(values, texts: texts, ignoringCase: !settings.caseSensitive) { break }
        }
        return values
    }

    static func random(_ parameter: ResolvedParameter, _ r: inout RandomValues) -> String {
        let c = parameter.constraints
        if parameter.example != nil, case .external = parameter.type { return ExampleURLs.sample(parameter) }
        switch parameter.type {
        case .string:
            if c.pattern != nil { return ExampleURLs.sample(parameter) }
            if parameter.source == .catchAll {
                // Kept as written (`read: [raw]`), no piece is `.` or `..`, as for a segment below.
                guard parameter.percentEncoded else { return r.rest() }
                return r.rest().split(separator: "/", omittingEmptySubsequences: false).map {
                    $0.allSatisfy { $0 == "." } ? $0 + "x" : $0
                }.joined(separator: "/")
            }
            // A value of the fragment's path may hold `/`, written `%2F` in its segment.
            var text = parameter.isPathParameter || parameter.isFragmentPathValue ? r.segment() : r.string()
            if parameter.isPathParameter { text.removeAll { $0 == "/" } }
            // An empty segment is none, and an empty `#` reads as no fragment.
            if text.isEmpty
                && (parameter.isPathParameter || parameter.isFragmentPathValue
                    || parameter.source == .fragment)
            {
                text = "x"
            }
            // A value kept as written is never `.` or `..`, which no link carries as a value.
            if parameter.percentEncoded && text.allSatisfy({ $0 == "." }) { text += "x" }
            if let min = c.minLength?.value, text.count < min {
                text += String(repeating: "m", count: min - text.count)
            }
            if let max = c.maxLength?.value, text.count > max { text = String(text.prefix(max)) }
            return text
        case .int:
            let low = c.min.map { Int($0.value) } ?? -1_000_000,
                high = c.max.map { Int($0.value) } ?? 1_000_000
            return String(r.int(in: low...high))
        case .double:
            let low = c.min?.value ?? -1e6, high = c.max?.value ?? 1e6
            return (low + (high - low) * Double(r.int(in: 0...1000)) / 1000).routeParameter
        case .bool: return r.bool() ? "true" : "false"
        case .uuid: return r.uuid().uuidString
        case .stringEnum(let declaration): return r.element(declaration.values)
        case .external, .link: return ExampleURLs.sample(parameter)
        }
    }

    /// A URL for `route`'s path with random values, on `scheme` (after its host when it carries one),
    /// or where the generated `url` builds it when `scheme` does not reach it (routes differ by scheme).
    static func url(
        _ route: ResolvedRoute, scheme: String, in manifest: ValidatedManifest, _ r: inout RandomValues
    ) -> URL {
        let settings = manifest.settings
        var builder = RouteURLBuilder()
        let builtOn = ExampleURLs.builtOn(route, in: manifest)
        if let schemes = builtOn.schemes { builder.schemes(schemes) }
        if builtOn.web { builder.web() }
        if let hosts = route.hosts {
            if let value = route.parameters.first(where: \.isHostValue) {
                builder.hosts(hosts, value: random(value, &r))
            } else {
                builder.hosts(hosts)
            }
        }
        for segment in route.path.segments {
            switch segment {
            case .literal(let text): builder.literal(RouteURLBuilder.encodePathText(text))
            case .parameter(let name), .optionalParameter(let name):
                builder.segment(random(route.parameters.first { $0.name == name }!, &r))
            case .catchAll(""):
                // `*`: whatever follows is ignored.
                for _ in 0..<r.int(in: 0...2) { builder.segment(r.segment()) }
            case .catchAll(let name):
                let parameter = route.parameters.first { $0.name == name }!
                if parameter.isSegmentList {
                    // One non-empty element a segment; `/` in one is written `%2F`.
                    builder.restSegments((0..<r.int(in: 1...3)).map { _ in r.segment() })
                } else {
                    builder.rest(random(parameter, &r))
                }
            case .pieces(let texts, let names):
                builder.pieces(
                    texts, readableValues(names, texts, route, settings, &r),
                    ignoringCase: !settings.caseSensitive)
            }
        }
        // The fragment's path, when the route is chosen by one (with or without a leading `/`).
        if route.fragmentPath?.isRooted == false { builder.unrootedFragmentPath() }
        for segment in route.fragmentPath?.segments ?? [] {
            switch segment {
            case .literal(let text): builder.fragmentLiteral(text)
            case .pieces(let texts, let names):
                builder.fragmentPieces(
                    texts, readableValues(names, texts, route, settings, &r),
                    ignoringCase: !settings.caseSensitive)
            case .parameter(let name), .optionalParameter(let name), .catchAll(let name):
                builder.fragmentSegment(random(route.parameters.first { $0.name == name }!, &r))
            }
        }
        // The items `when:` sets (a present one is a required item, an absent one is left out).
        for condition in route.conditions {
            guard case .equals(let value) = condition.test else { continue }
            if condition.inFragment {
                builder.fragmentItem(condition.name, value)
            } else {
                builder.query(condition.name, value)
            }
        }
        for parameter in route.parameters
        where !parameter.isPathParameter && !parameter.isHostValue && !parameter.isFragmentPathValue {
            let required = parameter.source.isSingleItem || parameter.source == .fragment
            guard required && parameter.defaultValue == nil || r.bool() else { continue }
            if parameter.isFragment {
                builder.fragment(random(parameter, &r))
            } else if parameter.isFragmentItem {
                builder.fragmentItem(parameter.urlName, random(parameter, &r))
            } else {
                builder.query(parameter.urlName, random(parameter, &r))
            }
        }
        return settings.url(builder, scheme: scheme)
    }

    @Test(arguments: CompiledManifest.all)
    func everyRouteRoundTrips(_ compiled: CompiledManifest) throws {
        let manifest = try compiled.load()
        let oracle =
            CompiledManifest.withAASA.contains { $0.manifest == compiled.manifest }
            ? try compiled.oracle() : nil
        var r = RandomValues(seed: UInt64(compiled.manifest.utf8.count))
        let scheme = manifest.settings.schemes[0]
        #expect(manifest.allRoutes.count >= 5, "every example manifest has routes to round-trip")
        // A route reached only inside another link is round-tripped inside one by the reference
        // apps' own tests (CarriedOnlyRouteTests).
        // No link reaches a route of `schemes: []` (WholeLinkTests).
        for (_, route) in manifest.allRoutes
        where route.removed == nil && !route.reach.carriedOnly && !route.reach.isUnreachable {
            for _ in 0..<Self.casesPerRoute {
                let url = Self.url(route, scheme: scheme, in: manifest, &r)
                let (name, universal) = try compiled.roundTrip(url)
                #expect(name == route.name, "\(url)")
                #expect((universal != nil) == (route.reach.web && oracle != nil), "\(url)")
                if let universal, let oracle { #expect(oracle.sendsToApp(universal), "\(universal)") }
            }
        }
    }
}
