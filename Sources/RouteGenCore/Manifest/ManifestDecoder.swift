import Foundation
@_spi(Generated) import RouteKit

/// Reads a ``YAMLNode`` tree into a ``Manifest``: the shape of the file (known keys, value
/// kinds, scalars read by the schema). Meaning — references, identifiers, conflicts — is
/// checked afterwards by ``ManifestValidator``. Every problem is collected, none stops the walk.
package struct ManifestDecoder {
    /// The keys of a manifest's top level, in the order the schema and messages list them.
    package static let topLevelKeys = [
        "version", "enum", "access", "imports", "schemes", "hosts", "apple", "appIDs", "spelling",
        "caseSensitive",
        "http", "formats",
        "tabs", "types", "metadata", "context", "routes", "aasa", "android", "include",
    ]
    /// The keys of 1.1 that 1.2 writes otherwise (as `read:`, `range:` and `spelling:`), wherever
    /// they stand (`UUID` and `Bool` under `formats:`).
    package static let keysReplacedIn1_2: Set<String> = [
        "lowercased", "percentEncoded", "ignoreInvalid", "min", "max", "minLength", "maxLength",
        "caseSensitive", "formats", "UUID", "Bool", "name", "host", "form", "exclusive", "http", "modalStack",
        "query", "fragment", "fragmentItems",
        "auth", "permissions", "universalLink", "carriedOnly", "appIDs", "aasa", "webcredentials", "appClips",
        "developerMode",
    ]
    /// The keys of a route that 1.2 writes as words of `reach:`; `hosts` and `schemes` stay names
    /// of the app's settings.
    package static let reachKeys = ["hosts", "schemes", "universalLink", "carriedOnly"]
    /// The keys of `android:`.
    package static let androidKeys = ["package", "fingerprints", "hosts", "minSdk"]
    /// Keys and words that only 1.2 writes: never suggested to a manifest before 1.2.
    static let wordsSince1_2: Set<String> = [
        "read", "range", "spelling", "reach", "needs", "apple", "apps", "clips", "services", "plainSheet",
        "plainCover", "tabRoot",
    ]

    /// Whether `word`, a key or a word of a choice, is one the manifest's version writes: a
    /// replaced one is not in 1.2, a new one not before.
    func isWritten(_ word: String) -> Bool {
        spells1_2
            ? !Self.keysReplacedIn1_2.contains(word) : !Self.wordsSince1_2.contains(word)
    }

    /// The keys of an included feature manifest: the app's settings stay in the app's file.
    package static let featureKeys = ["version", "enum", "types", "routes", "include"]
    /// The keys of one route.
    package static let routeKeys = [
        "path", "params", "query", "fragment", "fragmentItems", "needs", "auth", "permissions", "tab", "root",
        "stack",
        "shows",
        "presentation", "modalStack", "description", "deprecated", "removed", "universalLink", "aliases",
        "metadata", "when", "reach", "hosts", "schemes",
        "carriedOnly", "strict", "routes", "include",
    ]
    /// The keys of a route that a group (`routes:`, or `include:` for routes in a file of their own)
    /// has too: its routes inherit them.
    package static let groupKeys = [
        "path", "params", "query", "needs", "auth", "permissions", "tab", "presentation", "description",
        "metadata",
        "reach", "hosts", "aliases", "routes", "include",
    ]
    /// The keys of a parameter's long form.
    package static let parameterKeys = [
        "type", "default", "example", "read", "range", "ignoreInvalid", "lowercased", "percentEncoded", "min",
        "max", "minLength", "maxLength", "pattern", "swift",
    ]
    /// The keys of `aasa:`.
    package static let aasaKeys = ["exclude", "webcredentials", "appClips", "developerMode"]
    /// The keys of `apple:` (1.2), which replaces `appIDs:` and `aasa:`.
    package static let appleKeys = ["apps", "clips", "exclude", "services"]
    /// The words of `apple:`'s `services:`: the AASA's `webcredentials` section, and the
    /// entitlement's `?mode=developer` hosts.
    package static let appleServices = ["webcredentials", "developerMode"]
    /// The keys of an external type declaration.
    package static let externalTypeKeys = ["swift"]

    var diagnostics = DiagnosticCollector()
    /// Whether the manifest is 1.2 or later: what its messages name and suggest. A feature's is
    /// its app's, read while the app's manifest is validated.
    var spells1_2 = ManifestMessage.spells1_2
    /// The keys written in one version's spelling only (``Manifest/versionedKeys``).
    var versionedKeys: [VersionedKey] = []
    /// The schemes' `form:`s, as ``names(_:key:flag:example:)`` reads them.
    var schemeForms: [String: Located<SchemeForm>] = [:]
    private let file: String
    private let isFeature: Bool

    private init(file: String, isFeature: Bool) {
        self.file = file
        self.isFeature = isFeature
    }

    /// Decodes `root`; returns the model and every diagnostic found (the model is partial when
    /// there are errors).
    /// A feature manifest (`isFeature`, named by another's `include:`) has only `enum`, `types`,
    /// `routes` and `include`.
    package static func decode(
        _ root: YAMLNode, file: String, isFeature: Bool = false
    ) -> (Manifest, [Diagnostic]) {
        // Its messages name what its version writes: a feature's is its app's.
        var spells1_2 = ManifestMessage.spells1_2
        if !isFeature, case .mapping(let entries) = root.kind,
            let text = entries.first(where: { $0.key.value == "version" })?.value.scalar
        {
            spells1_2 = (ManifestVersion(text) ?? .v1) >= .v1_2
        }
        return ManifestMessage.$spells1_2.withValue(spells1_2) {
            var decoder = ManifestDecoder(file: file, isFeature: isFeature)
            var manifest = decoder.manifest(root)
            manifest.versionedKeys = decoder.versionedKeys
            return (manifest, decoder.diagnostics.diagnostics)
        }
    }

    // MARK: - Top level

    /// Only a feature manifest's keys, and an enum: a feature file given on its own.
    private static func isFeatureGivenAlone(_ fields: Fields) -> Bool {
        fields["schemes"] == nil && fields["hosts"] == nil && fields["enum"] != nil
            && fields.entries.allSatisfy { featureKeys.contains($0.key.value) }
    }

    private mutating func manifest(_ root: YAMLNode) -> Manifest {
        let start = SourceLocation(file: file, line: 1, column: 1)
        var manifest = Manifest(
            file: file, version: Located(.v1, at: start), enumName: Located("Route", at: start))
        let keys = isFeature ? Self.featureKeys : Self.topLevelKeys
        let context =
            isFeature
            ? "in an included manifest (schemes, hosts and the like belong to the app's)" : "at the top level"
        guard let fields = mapping(root, named: "the manifest", keys: keys, context: context) else {
            return manifest
        }
        manifest.includes = stringList(fields["include"], key: "include")
        if isFeature, fields["enum"] == nil {
            diagnostics.error(.keys(.featureWithoutEnum), at: root.location)
        }

        if let node = fields["version"] {
            if case .scalar(let text, .plain) = node.kind, let version = ManifestVersion(text) {
                manifest.version = Located(version, at: node.location)
                spells1_2 = version >= .v1_2
                manifest.versionSpan = node.span
            } else if case .scalar(let text, .plain) = node.kind, !text.isEmpty,
                text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
            {
                diagnostics.error(.keys(.unsupportedVersion(text)), at: node.location)
            } else {
                diagnostics.error(.keys(.versionNotANumber(found: node.describedValue)), at: node.location)
            }
        } else if !isFeature && !Self.isFeatureGivenAlone(fields) {
            // A feature given alone is told so below; its includer has the version.
            diagnostics.error(.keys(.missingVersion), at: root.location)
        }
        if let node = fields["enum"], let name = string(node, key: "enum") {
            manifest.enumName = name
        }
        if let node = fields["access"], let access = choice(node, key: "access", AccessLevel.self) {
            manifest.access = access.value
        }
        manifest.imports = stringList(fields["imports"], key: "imports")
        var http: Located<Bool>?
        if let node = fields["schemes"] {
            (manifest.schemes, manifest.hostSchemes, manifest.optionalHostSchemes) = names(
                node, key: "schemes", flag: "host", example: "{ name: myapp, host: true }", http: &http)
            manifest.schemeForms = schemeForms
        }
        if let node = fields["hosts"] {
            (manifest.hosts, manifest.exclusiveHosts, _) = names(
                node, key: "hosts", flag: "exclusive",
                example: "{ name: click.example.com, exclusive: true }",
                http: &http)
        }
        manifest.http = http
        recordHTTP(fields)
        manifest.appIDs = stringList(fields["appIDs"], key: "appIDs")
        if let node = fields["apple"] { apple(node, into: &manifest) }
        recordAppleKeys(fields)
        if let node = fields["caseSensitive"], let value = bool(node, key: "caseSensitive") {
            manifest.caseSensitive = value
        }
        if let node = fields["http"], let value = bool(node, key: "http") {
            manifest.http = Located(value, at: node.location)
        }
        if let node = fields["formats"] { manifest.formats = formats(node) }
        if let node = fields["spelling"] { spelling(node, into: &manifest) }
        recordSpellingKeys(fields)
        if !isFeature && fields["schemes"] == nil && fields["hosts"] == nil {
            diagnostics.error(
                .keys(
                    .noSchemesOrHosts(
                        looksLikeFeature: Self.isFeatureGivenAlone(fields),
                        file: (file as NSString).lastPathComponent)),
                at: root.location)
        }
        manifest.tabs = stringList(fields["tabs"], key: "tabs")
        if let node = fields["types"] { manifest.types = types(node) }
        // A metadata key is declared as a parameter is: a type, or { type, default }.
        if let node = fields["metadata"] { manifest.metadata = parameters(node, key: "metadata") }
        if let node = fields["context"] { manifest.context = parameters(node, key: "context") }
        if let node = fields["aasa"] { manifest.aasa = aasa(node) }
        if let node = fields["android"] { manifest.android = androidApps(node) }
        if let node = fields["routes"] {
            manifest.routes = routes(node)
        } else {
            diagnostics.error(.keys(.missingRoutes), at: root.location)
        }
        return manifest
    }

    private mutating func types(_ node: YAMLNode) -> [TypeDeclaration] {
        guard let fields = mapping(node, named: "'types'", keys: nil, context: "") else { return [] }
        var declarations: [TypeDeclaration] = []
        for entry in fields.entries {
            let value = entry.value
            switch value.kind {
            case .sequence:
                let cases = stringList(value, key: "the cases of '\(entry.key.value)'")
                declarations.append(TypeDeclaration(name: entry.key, kind: .stringEnum(cases)))
            case .mapping:
                guard
                    let typeFields = mapping(
                        value, named: "type '\(entry.key.value)'", keys: Self.externalTypeKeys,
                        context: "in type '\(entry.key.value)'")
                else { continue }
                guard let swiftNode = typeFields["swift"] else {
                    diagnostics.error(
                        .keys(.externalTypeWithoutSwift(type: entry.key.value)), at: value.location)
                    continue
                }
                if let swiftName = string(swiftNode, key: "swift") {
                    declarations.append(
                        TypeDeclaration(name: entry.key, kind: .external(swiftName: swiftName)))
                }
            case .scalar:
                diagnostics.error(
                    .keys(.typeNotValuesOrSwift(type: entry.key.value, found: value.kindDescription)),
                    at: value.location)
            }
        }
        return declarations
    }

    /// `enclosing`: what the routes' groups set that 1.1's keys on one of them qualify, for their
    /// 1.2 spelling (``Enclosing``).
    private mutating func routes(_ node: YAMLNode, enclosing: Enclosing = Enclosing()) -> [Route] {
        guard let fields = mapping(node, named: "'routes'", keys: nil, context: "") else { return [] }
        if fields.entries.isEmpty {
            diagnostics.error(.keys(.emptyRoutes), at: node.location)
        }
        return fields.entries.compactMap { route(named: $0.key, $0.value, enclosing: enclosing) }
    }

    private mutating func route(
        named name: Located<String>, _ node: YAMLNode, enclosing: Enclosing
    ) -> Route? {
        let context = "in route '\(name.value)'"
        guard
            let fields = mapping(
                node, named: "route '\(name.value)'", keys: Self.routeKeys, context: context,
                replacedIn1_2: Set(Self.reachKeys))
        else { return nil }
        guard let pathNode = fields["path"] else {
            diagnostics.error(.keys(.routeWithoutPath(route: name.value)), at: node.location)
            return nil
        }
        var (route, template) = self.route(named: name, path: pathNode)
        if let node = fields["when"] { route.conditions = conditions(node) }
        if let node = fields["hosts"] { route.hosts = stringList(node, key: "hosts") }
        if let node = fields["schemes"] { route.schemes = stringList(node, key: "schemes") }
        if let node = fields["reach"] {
            let items: [YAMLNode] = if case .sequence(let items) = node.kind { items } else { [node] }
            route.reach = Located(items.compactMap { string($0, key: "reach") }, at: node.location)
        }
        recordReach(fields)
        let presentation = fields["presentation"].flatMap { presentationWord($0) }
        if let node = fields["needs"] { needs(node, into: &route) }
        if let node = fields["auth"], let value = bool(node, key: "auth") { route.auth = value }
        if let node = fields["permissions"] { route.permissions = stringList(node, key: "permissions") }
        recordNeeds(fields, of: route, named: name.value, enclosing: enclosing)
        if let node = fields["routes"] {
            var inner = enclosing
            inner.presentation = presentation?.value.presentation ?? enclosing.presentation
            inner.access = route.access(over: enclosing.access)
            route.routes = routes(node, enclosing: inner)
        }
        if let node = fields["include"] { route.include = string(node, key: "include") }
        if fields["routes"] != nil, let include = fields["include"] {
            diagnostics.error(.keys(.groupWithRoutesAndInclude(group: name.value)), at: include.location)
        }
        if fields["routes"] != nil || fields["include"] != nil {
            for entry in fields.entries where !Self.groupKeys.contains(entry.key.value) {
                diagnostics.error(
                    .keys(.routeKeyOnGroup(key: entry.key.value, group: name.value)), at: entry.key.location)
            }
        }
        if let params = fields["params"] {
            route.params = parameters(params, key: "params")
        }
        if let query = fields["query"] { route.query = parameters(query, key: "query") }
        if let node = fields["fragment"], case .scalar(let text, _) = node.kind {
            // A path holds a `/` or a value: one word alone is a value's name written as a path.
            guard text.contains("/") || text.contains("{") else {
                diagnostics.error(.keys(.fragmentNotNameOrPath), at: node.location)
                return nil
            }
            route.fragmentPath = pathPattern(node, key: "fragment", parse: PathPattern.parseFragment)
        } else if let node = fields["fragment"] {
            let values = parameters(node, key: "fragment")
            if values.count != 1 {
                diagnostics.error(.keys(.fragmentOfSeveralValues), at: node.location)
            }
            route.fragment = values.first
        }
        if let node = fields["fragmentItems"] {
            route.fragmentItems = parameters(node, key: "fragmentItems")
            route.fragmentItemsLocation = node.location
        }
        recordTemplate(fields, of: route, written: template)
        if let template { placeValues(of: template, at: pathNode, into: &route) }
        if template?.fragment != nil, fields["routes"] != nil || fields["include"] != nil {
            diagnostics.error(.keys(.fragmentOnGroup(group: name.value)), at: pathNode.location)
        }
        if let node = fields["strict"] {
            if case .sequence = node.kind {
                route.strict = Located(stringList(node, key: "strict"), at: node.location)
            } else if Self.boolLiteral(node) == nil {
                diagnostics.error(.keys(.strictNotBoolOrList(found: node.describedValue)), at: node.location)
            } else if Self.boolLiteral(node) == true {
                let exact = StrictLink.Checks.named.filter { StrictLink.Checks.exact.contains($0.check) }
                route.strict = Located(exact.map { Located($0.name, at: node.location) }, at: node.location)
            }
        }
        if let node = fields["carriedOnly"], let value = bool(node, key: "carriedOnly") {
            route.carriedOnly = Located(value, at: node.location)
        }
        if let node = fields["tab"] { route.tab = string(node, key: "tab") }
        route.stack = stringList(fields["stack"], key: "stack")
        if let node = fields["root"] { route.root = string(node, key: "root") }
        if let node = fields["shows"] { route.shows = string(node, key: "shows") }
        if let node = fields["modalStack"], let value = bool(node, key: "modalStack") {
            route.modalStack = Located(value, at: node.location)
        }
        if let node = fields["presentation"], let word = presentation {
            route.presentation = Located(word.value.presentation, at: word.location)
            if !word.value.hasStack {
                route.modalStack = Located(false, at: word.location)
                if fields["routes"] != nil || fields["include"] != nil {
                    diagnostics.error(.keys(.plainPresentationOnGroup(group: name.value)), at: node.location)
                }
            }
        }
        recordPresentation(fields, of: name.value, enclosing: enclosing.presentation)
        if let node = fields["description"] { route.description = string(node, key: "description")?.value }
        if let node = fields["deprecated"] { route.deprecated = string(node, key: "deprecated")?.value }
        if let node = fields["removed"] { route.removed = string(node, key: "removed") }
        if let node = fields["metadata"],
            let entries = mapping(node, named: "'metadata' of route '\(name.value)'", keys: nil, context: "")
        {
            route.metadata = entries.entries.compactMap { entry in
                string(entry.value, key: entry.key.value).map { MetadataValue(key: entry.key, value: $0) }
            }
        }
        if let node = fields["universalLink"], let value = bool(node, key: "universalLink") {
            route.universalLink = Located(value, at: node.location)
        }
        if let aliases = fields["aliases"] {
            route.aliases = list(aliases, key: "aliases").compactMap { pathPattern($0, key: "alias") }
        }
        return route
    }

    mutating func pathPattern(
        _ node: YAMLNode, key: String,
        parse: (String) -> Result<PathPattern, PathPattern.SyntaxError> = { PathPattern.parse($0) }
    ) -> Located<PathPattern>? {
        guard let text = string(node, key: key) else { return nil }
        return pattern(text.value, in: node, at: 0, parse: parse)
    }
}
