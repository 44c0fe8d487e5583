@_spi(Generated) import RouteKit

/// The app's settings at the top level: schemes and hosts in their long forms, `aasa:`, `android:`
/// and `formats:`.
extension ManifestDecoder {
    /// `schemes:` or `hosts:`: each a name, or `{ name: …, <flag>: true }` — a scheme whose links
    /// carry a listed host first (`host`), a host that serves only the routes that name it
    /// (`exclusive`) (1.1). The names, and those flagged, located at their flag.
    mutating func names(
        _ node: YAMLNode, key: String, flag: String, example: String
    ) -> (names: [Located<String>], flagged: [Located<String>], optional: [Located<String>]) {
        var names: [Located<String>] = []
        var flagged: [Located<String>] = []
        // `host: optional` on a scheme (1.1): flagged too.
        var optional: [Located<String>] = []
        for item in list(node, key: key) {
            guard case .mapping = item.kind else {
                if let name = string(item, key: key) { names.append(name) }
                continue
            }
            let what = key == "schemes" ? "a scheme" : "a host"
            let keys = key == "schemes" ? ["name", flag, "form"] : ["name", flag]
            guard
                let fields = mapping(item, named: what, keys: keys, context: "in \(what)"),
                let nameNode = fields["name"] ?? missing("name", in: item, example: example),
                let name = string(nameNode, key: "name")
            else { continue }
            names.append(name)
            if let formNode = fields["form"], let form = choice(formNode, key: "form", SchemeForm.self) {
                schemeForms[name.value] = form
            }
            guard let flagNode = fields[flag] else { continue }
            if key == "schemes", let text = flagNode.scalar,
                !["true", "false", "True", "False", "TRUE", "FALSE"].contains(text)
                    || flagNode.kind != .scalar(text, .plain)
            {
                if text == "optional" {
                    flagged.append(Located(name.value, at: flagNode.location))
                    optional.append(Located(name.value, at: flagNode.location))
                } else {
                    diagnostics.error(.keys(.hostFlag(found: text)), at: flagNode.location)
                }
            } else if let value = bool(flagNode, key: flag), value {
                flagged.append(Located(name.value, at: flagNode.location))
            }
        }
        return (names, flagged, optional)
    }

    /// Reports a required key that `node` lacks; returns `nil`.
    mutating func missing(_ key: String, in node: YAMLNode, example: String) -> YAMLNode? {
        diagnostics.error(.keys(.missingKey(key, example: example)), at: node.location)
        return nil
    }

    /// `android:`: one app, or a list of them.
    mutating func androidApps(_ node: YAMLNode) -> [AndroidOptions] {
        guard case .sequence(let items) = node.kind else { return android(node).map { [$0] } ?? [] }
        if items.isEmpty {
            diagnostics.error(.keys(.androidWithoutApps), at: node.location)
        }
        return items.compactMap { android($0) }
    }

    private mutating func android(_ node: YAMLNode) -> AndroidOptions? {
        guard let fields = mapping(node, named: "'android'", keys: Self.androidKeys, context: "in 'android'"),
            let packageNode = fields["package"]
                ?? missing(
                    "package", in: node,
                    example: "android: { package: com.example.app, fingerprints: [\"14:6D:…\"] }"),
            let package = string(packageNode, key: "package")
        else { return nil }
        var app = AndroidOptions(
            package: package, fingerprints: stringList(fields["fingerprints"], key: "fingerprints"),
            location: node.location)
        if let hosts = fields["hosts"] {
            app.hosts = stringList(hosts, key: "android.hosts")
            if app.hosts.isEmpty {
                diagnostics.error(.keys(.androidAppWithoutHosts(package: package.value)), at: hosts.location)
            }
        }
        if let node = fields["minSdk"], let level = integer(node, key: "minSdk") {
            app.minSdk = Located(level, at: node.location)
        }
        return app
    }

    mutating func aasa(_ node: YAMLNode) -> AASAOptions {
        guard let fields = mapping(node, named: "'aasa'", keys: Self.aasaKeys, context: "in 'aasa'") else {
            return AASAOptions()
        }
        var options = AASAOptions(exclude: stringList(fields["exclude"], key: "aasa.exclude"))
        if let node = fields["webcredentials"], let value = bool(node, key: "webcredentials") {
            options.webcredentials = value
        }
        options.appClips = stringList(fields["appClips"], key: "appClips")
        if let node = fields["developerMode"], let value = bool(node, key: "developerMode") {
            options.developerMode = value
        }
        return options
    }

    // MARK: - Routes

    /// `formats:` — how built links spell the types that have more than one spelling (1.1).
    mutating func formats(_ node: YAMLNode) -> Located<RouteValueFormat>? {
        guard let fields = mapping(node, named: "'formats'", keys: nil, context: "") else { return nil }
        var format = RouteValueFormat.standard
        for entry in fields.entries {
            switch entry.key.value {
            case "UUID":
                guard let choice = choice(entry.value, key: "formats: UUID", UUIDFormat.self) else {
                    continue
                }
                format.lowercaseUUIDs = choice.value == .lowercase
            case "Bool":
                guard let choice = choice(entry.value, key: "formats: Bool", BoolFormat.self) else {
                    continue
                }
                format.numericBools = choice.value == .number
            default:
                diagnostics.error(.keys(.formatOfOneSpelling(type: entry.key.value)), at: entry.key.location)
            }
        }
        return Located(format, at: node.location)
    }

    /// `formats: { UUID: … }`.
    private enum UUIDFormat: String, CaseIterable { case uppercase, lowercase }
    /// `formats: { Bool: … }`.
    private enum BoolFormat: String, CaseIterable { case word, number }
}
