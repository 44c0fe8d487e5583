import Foundation
@_spi(Generated) import RouteKit

/// One line per associated value, with `✗` where the generated parser would throw: each value read
/// and converted as RouteKit's readers do.
extension Explainer {
    /// What reading a route's values gave: a line per value, each value as shown by name, and the
    /// first failure.
    struct ValueReading {
        var lines: [String] = []
        var values: [String: String] = [:]
        /// The first error, as the parser throws it.
        var error: RouteError?
        /// The explanation of each link carried in the link.
        var carried: [Explanation] = []
        /// The link carried in the route's first carried item, which a route without navigation of
        /// its own shows (`RouteNavigation(showing:)`), when the link has it.
        var shownCarried: Explanation?

        /// Records `value` of `name` under `label` (`name: Type`).
        mutating func read(_ name: String, label: String, _ value: String) {
            lines.append("\(label) = \(value)")
            values[name] = value
        }

        mutating func fail(_ error: RouteError) {
            lines.append("✗ \(error)")
            self.error = self.error ?? error
        }
    }

    static func values(
        of route: ResolvedRoute, pattern: PathPattern, match: MatcherPlan.Return, link: LinkReading,
        named: [String], manifest: ValidatedManifest, channels: [RouteReach.Channel]
    ) -> ValueReading {
        var pathValues: [String: String] = [:]
        // A `[T]` catch-all's segments, one value each.
        var segmentLists: [String: [String]] = [:]
        let catchAll = pattern.segments.lazy.compactMap {
            if case .catchAll(let name) = $0 { name } else { nil }
        }.first
        var undecodable: Set<String> = []
        let fragmentValues =
            manifest.trie.guarding(match.terminal).fragmentValues(
                link.encodedFragment, caseSensitive: manifest.settings.caseSensitive) ?? []
        for position in match.positions {
            if let value = position.fragmentValue {
                // A value that is no UTF-8 is shown with U+FFFD, and converts to nothing.
                pathValues[position.name] = fragmentValues[value] ?? "\u{FFFD}"
                if fragmentValues[value] == nil { undecodable.insert(position.name) }
                continue
            }
            guard let segment = position.segment else { continue }
            if let piece = position.piece, case .pieces(let texts, _) = pattern.segments[segment] {
                pathValues[position.name] =
                    SegmentPieces.split(
                        link.segments[segment], texts: texts.map(manifest.trie.key),
                        ignoringCase: !manifest.settings.caseSensitive)?[piece]
                continue
            }
            let percentEncoded = route.parameters.contains { $0.name == position.name && $0.percentEncoded }
            pathValues[position.name] =
                position.name == catchAll
                ? link.segments[segment...].joined(separator: "/")
                : percentEncoded ? link.encodedSegments[segment] : link.segments[segment]
            if position.name == catchAll { segmentLists[position.name] = Array(link.segments[segment...]) }
        }
        let items = link.queryItems
        var reading = ValueReading()
        for parameter in route.parameters {
            let label = "\(parameter.name): \(parameter.swiftType)"
            if parameter.source == .otherQueryItems {
                var others: [String: String] = [:]
                for item in items where item.isUTF8 && !named.contains(item.name) && others[item.name] == nil
                {
                    others[item.name] = item.value
                }
                let shown = others.keys.sorted().map { "\"\($0)\": \"\(others[$0]!)\"" }
                reading.read(
                    parameter.name, label: label, shown.isEmpty ? "[:]" : "[\(shown.joined(separator: ", "))]"
                )
                continue
            }
            /// Each value, and whether it decodes to UTF-8.
            var texts: [(text: String, isUTF8: Bool)]
            switch parameter.source {
            case .catchAll where parameter.isSegmentList:
                texts = (segmentLists[parameter.name] ?? []).map { value in
                    (value, !link.undecodable.contains(value))
                }
                // No segment is no value, as for a catch-all of one value.
                if texts.isEmpty {
                    reading.fail(
                        .invalidParameter(
                            name: parameter.errorName, value: "", expected: "[\(parameter.type.manifestName)]"
                        ))
                    continue
                }
            case .fragmentPath:
                texts = pathValues[parameter.name].map { [($0, !undecodable.contains(parameter.name))] } ?? []
            case .path where parameter.percentEncoded, .optionalPath where parameter.percentEncoded:
                texts = pathValues[parameter.name].map { [($0, RouteURLBuilder.isWrittenEncoded($0))] } ?? []
            case .path, .catchAll, .optionalPath, .pathPiece:
                texts =
                    pathValues[parameter.name].map { value in
                        [(value, !link.undecodable.contains { value.contains($0) })]
                    } ?? []
            case .query where parameter.percentEncoded, .optionalQuery where parameter.percentEncoded:
                let items = parameter.inFragment ? link.encodedFragmentItems : link.encodedQueryItems
                texts =
                    items.first { $0.name == parameter.urlName }.map {
                        [($0.value, RouteURLBuilder.isWrittenEncoded($0.value))]
                    } ?? []
                if parameter.source == .optionalQuery || parameter.defaultValue != nil {
                    texts.removeAll { $0.text.isEmpty }
                }
            case .query, .optionalQuery:
                let items = parameter.inFragment ? link.fragmentItems : items
                texts = items.first { $0.name == parameter.urlName }.map { [($0.value, $0.isUTF8)] } ?? []
                // An optional or defaulted item that is empty is absent.
                if parameter.source == .optionalQuery || parameter.defaultValue != nil {
                    texts.removeAll { $0.text.isEmpty }
                }
            case .repeatedQuery, .otherQueryItems:
                let items = parameter.inFragment ? link.fragmentItems : items
                texts = items.filter { $0.name == parameter.urlName }.map { ($0.value, $0.isUTF8) }
            case .fragment where parameter.percentEncoded, .optionalFragment where parameter.percentEncoded:
                texts = link.encodedFragment.map { [($0, RouteURLBuilder.isWrittenEncoded($0))] } ?? []
            case .fragment, .optionalFragment:
                texts = link.fragment.map { [($0, !$0.contains("\u{FFFD}"))] } ?? []
            case .host:
                // A host's value is a DNS label or nothing, as RouteKit's `hostValue` reads it.
                texts =
                    link.host.map { host in
                        let label = String(host.prefix { $0 != "." })
                        return [(label, HostPattern.isLabel(label))]
                    } ?? []
            }
            if texts.isEmpty {
                if let value = parameter.defaultValue {
                    reading.read(parameter.name, label: label, "\(ExampleURLs.text(value)) (default)")
                } else if parameter.isRequiredItem {
                    reading.fail(.missingParameter(name: parameter.errorName))
                } else {
                    reading.read(
                        parameter.name, label: label, parameter.source == .repeatedQuery ? "[]" : "nil")
                }
                continue
            }
            var shown: [String] = []
            for (text, isUTF8) in texts {
                // A value that does not decode to UTF-8 is invalid for every type.
                if case .external = parameter.type, isUTF8 {
                    let reader =
                        parameter.source == .catchAll && !parameter.isSegmentList
                        ? "init?(routePath:)" : "init?(routeParameter:)"
                    shown.append("\"\(text)\" (an app type: the app's \(reader) decides)")
                    continue
                }
                if case .link = parameter.type, isUTF8 {
                    // Resolved as the parser resolves it, and explained as a link of its own.
                    let url: URL
                    do throws(RouteError) {
                        try NestedLink.checkDepth(channels.count - 1, of: text, in: parameter.errorName)
                        url = try NestedLink.url(of: text, in: parameter.errorName, against: link.base)
                    } catch {
                        reading.fail(error)
                        break
                    }
                    let inner = explain(url.absoluteString, in: manifest, aasa: nil, carriers: channels)
                    guard inner.parses, let name = inner.route else {
                        // A link carried too deep is reported where it is, as the parser reports it.
                        if case .invalidParameter(_, _, NestedLink.tooDeep)? = inner.error {
                            reading.fail(inner.error!)
                        } else {
                            reading.fail(
                                .invalidParameter(
                                    name: parameter.errorName, value: text,
                                    expected: "a link of the app (\(inner.failure ?? "no route"))"))
                            // Why, in the carried link's own words: which test turned it away, and at
                            // depth two, why its own carried link was turned away.
                            if let why = inner.lines.first(where: { $0.hasPrefix("✗") }) {
                                reading.lines.append("  the carried link: " + why)
                            }
                            reading.lines += inner.lines.filter { $0.hasPrefix("  the carried link: ") }.map {
                                "  " + $0
                            }
                        }
                        break
                    }
                    reading.carried.append(inner)
                    if parameter.name == route.carriedLinks.first?.name { reading.shownCarried = inner }
                    shown.append("\"\(text)\" → \(url.absoluteString): route \(name)")
                    continue
                }
                // `lowercased: true`: the text is lowercased before it is converted.
                let read = parameter.lowercased ? text.lowercased() : text
                guard isUTF8, let value = parameter.type.value(reading: read) else {
                    if parameter.ignoreInvalid {
                        let fallback = parameter.defaultValue.map(ExampleURLs.text) ?? "nil"
                        reading.read(
                            parameter.name, label: label,
                            "\(fallback) ('\(text)' is not a \(parameter.type.manifestName); ignored)")
                        shown = []
                        texts = []
                        break
                    }
                    reading.fail(
                        .invalidParameter(
                            name: parameter.errorName, value: text, expected: parameter.type.manifestName))
                    break
                }
                if let expected = parameter.constraints.violation(by: value) {
                    reading.fail(
                        .invalidParameter(name: parameter.errorName, value: text, expected: expected))
                    break
                }
                shown.append(parameter.type == .string ? "\"\(read)\"" : ExampleURLs.text(value))
            }
            if !texts.isEmpty, shown.count == texts.count {
                reading.read(
                    parameter.name, label: label,
                    parameter.source == .repeatedQuery || parameter.isSegmentList
                        ? "[\(shown.joined(separator: ", "))]" : shown[0])
            }
        }
        return reading
    }
}
