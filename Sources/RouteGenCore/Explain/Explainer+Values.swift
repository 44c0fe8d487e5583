import Foundation
@_spi(Generated) import RouteKit

/// One line per associated value, with `✗` where the generated parser would throw: each value read
/// by running its ``ValueReader`` — the RouteKit call the generated parser makes — on the link.
extension Explainer {
    /// What reading a route's values gave: a finding per value, each value as shown by name, and
    /// the first failure.
    struct ValueReading {
        var findings: [Explanation.Finding] = []
        var values: [String: String] = [:]
        /// The first error, as the parser throws it.
        var error: RouteError?
        /// The explanation of each link carried in the link.
        var carried: [Explanation] = []
        /// The link carried in the route's first carried item, which a route without navigation of
        /// its own shows (`RouteNavigation(showing:)`), when the link has it.
        var shownCarried: Explanation?

        /// Records `value` of `name`, of Swift type `type` (none for a context item).
        mutating func read(_ name: String, type: String?, _ value: String) {
            findings.append(.value(name: name, type: type, shown: value))
            values[name] = value
        }

        mutating func fail(_ error: RouteError) {
            findings.append(.refused(error))
            self.error = self.error ?? error
        }
    }

    /// Reads `route`'s values from the link `url` as the generated parser does: where the plan's
    /// `match` found each, with the reader the parser calls.
    static func reading(
        of route: ResolvedRoute, match: MatcherPlan.Return, url: URL, named: [String],
        manifest: ValidatedManifest, scope: LinkScope, channels: [RouteReach.Channel]
    ) -> ValueReading {
        var reading = ValueReading()
        // The link was read once already, in `scope`; reading it again cannot fail.
        try? RouteLink.read(url, in: scope) { (routeLink) throws(RouteError) in
            let place = ValuePlace(
                route: route, match: match, link: routeLink,
                manifest: manifest)
            for parameter in route.parameters {
                let type = parameter.swiftType
                switch parameter.reader {
                case .otherItems:
                    let others = routeLink.query().others(excluding: named)
                    let shown = others.keys.sorted().map { "\"\($0)\": \"\(others[$0]!)\"" }
                    reading.read(
                        parameter.name, type: type,
                        shown.isEmpty ? "[:]" : "[\(shown.joined(separator: ", "))]")
                case .carriedLink(let required):
                    readCarriedLink(
                        parameter, required: required, of: route, routeLink, type: type,
                        into: &reading, manifest: manifest, channels: channels)
                default:
                    read(parameter, type: type, routeLink, at: place, into: &reading)
                }
            }
        }
        return reading
    }

    /// Where the plan found each path value of a link: a segment, a range inside one, or a value
    /// of the fragment's path.
    struct ValuePlace {
        var segments: [String: Int] = [:]
        var ranges: [String: Range<Int>] = [:]
        var fragmentTexts: [String: String?] = [:]

        /// No path values: where only items are read (the manifest's `context:`).
        init() {}

        init(
            route: ResolvedRoute, match: MatcherPlan.Return, link: borrowing RouteLink,
            manifest: ValidatedManifest
        ) {
            let pattern = route.patterns[match.terminal.pattern]
            let caseSensitive = manifest.settings.caseSensitive
            let fragmentValues =
                manifest.trie.guarding(match.terminal).fragmentValues(
                    link.encodedFragmentText, caseSensitive: caseSensitive)
                ?? []
            for position in match.positions {
                if let value = position.fragmentValue {
                    fragmentTexts[position.name] = value < fragmentValues.count ? fragmentValues[value] : nil
                } else if let segment = position.segment, let piece = position.piece,
                    case .pieces(let texts, _) = pattern.segments[segment]
                {
                    ranges[position.name] =
                        link.pieces(
                            at: segment, texts: texts.map(manifest.trie.key), ignoringCase: !caseSensitive)?[
                            piece]
                } else if let segment = position.segment {
                    segments[position.name] = segment
                }
            }
        }
    }

    /// Reads one value that is no carried link and records it, its default or why it fails: a
    /// value that does not convert (and only that) reads as absent with `ignoreInvalid`, as the
    /// parser's `try?` around the read; constraints are checked after, as the parser checks them.
    static func read(
        _ parameter: ResolvedParameter, type: String?, _ link: borrowing RouteLink, at place: ValuePlace,
        into reading: inout ValueReading
    ) {
        let values: [ParameterValue]
        do throws(RouteError) {
            values = try converted(parameter, link, at: place)
        } catch {
            if parameter.ignoreInvalid, case .invalidParameter(_, let text, _) = error {
                let fallback =
                    parameter.source.isRepeatedItem
                    ? "[]" : parameter.defaultValue.map(ExampleURLs.text) ?? "nil"
                reading.read(
                    parameter.name, type: type,
                    "\(fallback) ('\(text)' does not read as \(parameter.type.manifestName); ignored)")
            } else {
                reading.fail(error)
            }
            return
        }
        var shown: [String] = []
        for value in values {
            if let expected = parameter.constraints.violation(by: value) {
                return reading.fail(
                    .invalidParameter(
                        name: parameter.errorName, value: ExampleURLs.text(value), expected: expected))
            }
            switch (parameter.type, value) {
            case (.external, .string(let text)):
                let reader =
                    parameter.reader == .rest(list: false) ? "init?(routePath:)" : "init?(routeParameter:)"
                shown.append("\"\(text)\" (an app type: the app's \(reader) decides)")
            case (_, .string(let text)): shown.append("\"\(text)\"")
            default: shown.append(ExampleURLs.text(value))
            }
        }
        if parameter.source.isRepeatedItem || parameter.isSegmentList {
            reading.read(parameter.name, type: type, "[\(shown.joined(separator: ", "))]")
        } else if let value = shown.first {
            reading.read(parameter.name, type: type, value)
        } else if let value = parameter.defaultValue {
            reading.read(parameter.name, type: type, "\(ExampleURLs.text(value)) (default)")
        } else {
            reading.read(parameter.name, type: type, "nil")
        }
    }

    /// Each value `parameter`'s reader gives, converted: none when it is absent, several for a
    /// list. Converted with RouteKit's type of the same reading; a string enum or an app's type
    /// as ``DeclaredValue``, which converts as the generated enum does (an app's type: any text).
    private static func converted(
        _ parameter: ResolvedParameter, _ link: borrowing RouteLink, at place: ValuePlace
    ) throws(RouteError) -> [ParameterValue] {
        func typed<T: RouteParameter>(
            _ type: T.Type, _ value: (T) -> ParameterValue
        ) throws(RouteError) -> [ParameterValue] {
            if parameter.lowercased {
                return try run(parameter, Lowercased<T>.self, link, at: place).map { value($0.value) }
            }
            return try run(parameter, T.self, link, at: place).map(value)
        }
        func declared(
            _ values: [String]?, _ make: (String) -> ParameterValue
        ) throws(RouteError) -> [ParameterValue] {
            // A string enum is named with its values, as RouteKit names a generated one.
            let typeName =
                values.map { parameter.type.manifestName + " (" + RouteError.alternatives($0) + ")" }
                ?? parameter.type.manifestName
            let declaration = DeclaredValue.Declaration(values: values, typeName: typeName)
            let result = DeclaredValue.$declaration.withValue(declaration) {
                Result { () throws(RouteError) in try typed(DeclaredValue.self) { make($0.text) } }
            }
            return try result.get()
        }
        switch parameter.type {
        case .string: return try typed(String.self) { .string($0) }
        case .int: return try typed(Int.self) { .int($0) }
        case .double: return try typed(Double.self) { .double($0) }
        case .bool: return try typed(Bool.self) { .bool($0) }
        case .uuid: return try typed(UUID.self) { .uuid($0.uuidString) }
        case .stringEnum(let declaration): return try declared(declaration.values) { .enumCase($0) }
        case .external: return try declared(nil) { .string($0) }
        case .link: preconditionFailure("a carried link is read by readCarriedLink")
        }
    }

    /// A value of a string enum the manifest declares, or of an app's type, as RouteKit's readers
    /// convert it: one of the declaration's values (any text for an app's type), named by the
    /// declaration's type in errors — as the generated enum's `RouteParameter` conformance reads.
    struct DeclaredValue: RouteParameter {
        struct Declaration: Sendable {
            var values: [String]?
            var typeName: String
        }

        /// The declaration values are read against, for the read under way.
        @TaskLocal static var declaration = Declaration(values: nil, typeName: "String")

        var text: String

        init?(routeParameter text: String) {
            guard Self.declaration.values?.contains(text) ?? true else { return nil }
            self.text = text
        }

        var routeParameter: String { text }
        static var routeParameterTypeName: String { declaration.typeName }
    }

    /// Runs `parameter`'s ``ValueReader`` on `link` with `T`: the call the generated parser makes.
    private static func run<T: RouteParameter>(
        _ parameter: ResolvedParameter, _ type: T.Type, _ link: borrowing RouteLink, at place: ValuePlace
    ) throws(RouteError) -> [T] {
        let name = parameter.urlName
        let segment = place.segments[parameter.name]
        func items(_ items: ValueReader.Items) -> RouteQuery {
            let all = items == .fragment ? link.fragmentItems() : link.query()
            return parameter.last ? all.fromLast(name) : all
        }
        if parameter.percentEncoded {
            // A String as the link writes it (validation keeps `percentEncoded` to a String).
            let text: String?
            switch parameter.reader {
            case .segment: text = try link.encodedText(at: segment!, name: name)
            case .optionalSegment: text = try link.optionalEncodedText(at: segment, name: name)
            case .rest(list: false): text = try link.encodedRest(from: segment!, name: name)
            case .fragment(.required): text = try link.encodedFragment(name)
            case .fragment: text = try link.optionalEncodedFragment(name)
            case .item(let list, .required): text = try items(list).requiredEncoded(name)
            case .item(let list, _): text = try items(list).optionalEncoded(name)
            case .rest(list: true), .piece, .hostLabel, .fragmentPath, .repeatedItem, .otherItems,
                .carriedLink:
                preconditionFailure(
                    "validation keeps percentEncoded to a segment, a catch-all, an item or the fragment")
            }
            return text.flatMap(T.init(routeParameter:)).map { [$0] } ?? []
        }
        switch parameter.reader {
        case .segment: return [try link.value(at: segment!, name: name, as: T.self)]
        case .optionalSegment:
            return try link.optionalValue(at: segment, name: name, as: T.self).map { [$0] } ?? []
        case .rest(list: false): return [try link.rest(from: segment!, name: name, as: T.self)]
        case .rest(list: true): return try link.restSegments(from: segment!, name: name, as: T.self)
        case .piece:
            guard let range = place.ranges[parameter.name] else { throw .notFound(path: link.path) }
            return [try link.value(in: range, name: name, as: T.self)]
        case .hostLabel: return [try link.hostValue(name: name, as: T.self)]
        case .fragmentPath:
            return [
                try FragmentPath.value(place.fragmentTexts[parameter.name] ?? nil, name: name, as: T.self)
            ]
        case .fragment(.required): return [try link.fragment(name, as: T.self)]
        case .fragment: return try link.optionalFragment(name, as: T.self).map { [$0] } ?? []
        case .item(let list, .required): return [try items(list).required(name, as: T.self)]
        case .item(let list, _): return try items(list).optional(name, as: T.self).map { [$0] } ?? []
        case .repeatedItem(let list): return try items(list).repeated(name, as: T.self)
        case .otherItems, .carriedLink: preconditionFailure("read apart: no value of one type")
        }
    }

    /// A carried link, resolved as the parser resolves it and explained as a link of its own.
    private static func readCarriedLink(
        _ parameter: ResolvedParameter, required: Bool, of route: ResolvedRoute, _ link: borrowing RouteLink,
        type: String?, into reading: inout ValueReading, manifest: ValidatedManifest,
        channels: [RouteReach.Channel]
    ) {
        // `ignoreInvalid`: whatever the parser refuses reads as absent (its `try?` around the read).
        func refuse(_ error: RouteError) {
            guard parameter.ignoreInvalid else { return reading.fail(error) }
            reading.read(parameter.name, type: type, "nil (\(error); ignored)")
        }
        let text: String?
        do throws(RouteError) {
            text = try link.query().optional(parameter.urlName, as: String.self)
        } catch {
            guard case .invalidParameter(let name, let value, _) = error else { return refuse(error) }
            return refuse(.invalidParameter(name: name, value: value, expected: "a link"))
        }
        guard let text else {
            if required { return refuse(.missingParameter(name: parameter.errorName)) }
            return reading.read(parameter.name, type: type, "nil")
        }
        let url: URL
        do throws(RouteError) {
            try NestedLink.checkDepth(channels.count - 1, of: text, in: parameter.errorName)
            url = try NestedLink.url(of: text, in: parameter.errorName, against: link.referenceBase)
        } catch {
            return refuse(error)
        }
        let inner = explain(url.absoluteString, in: manifest, aasa: nil, carriers: channels)
        guard inner.parses, let name = inner.route else {
            // A link carried too deep is reported where it is, as the parser reports it.
            if case .invalidParameter(_, _, NestedLink.tooDeep)? = inner.error {
                return refuse(inner.error!)
            }
            refuse(
                .invalidParameter(
                    name: parameter.errorName, value: text,
                    expected: "a link of the app (\(inner.failure ?? "no route"))"))
            // Why, in the carried link's own words: which test turned it away, and at depth two, why
            // its own carried link was turned away.
            if let why = inner.findings.first(where: \.isRefusal) {
                reading.findings.append(.carried(why, depth: 1))
            }
            for case .carried(let why, let depth) in inner.findings {
                reading.findings.append(.carried(why, depth: depth + 1))
            }
            return
        }
        reading.carried.append(inner)
        if parameter.name == route.carriedLinks.first?.name { reading.shownCarried = inner }
        reading.read(parameter.name, type: type, "\"\(text)\" → \(url.absoluteString): route \(name)")
    }
}
