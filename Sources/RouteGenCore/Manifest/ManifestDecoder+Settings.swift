@_spi(Generated) import RouteKit

/// The app's settings at the top level: schemes and hosts in their long forms, `aasa:`, `android:`,
/// `spelling:` and 1.1's `formats:`.
extension ManifestDecoder {
    /// 1.2's words of an entry of `schemes:` (`{ sgnl: host }`, `{ wiki: [optionalHost, pathForm] }`)
    /// and of `hosts:` (`{ mail.example.com: exclusive }`), each with the 1.1 long form's key and
    /// value it says.
    static let entryWords: [String: [(word: String, key: String, value: String)]] = [
        "schemes": [
            ("host", "host", "true"), ("optionalHost", "host", "optional"), ("pathForm", "form", "path"),
            ("opaqueForm", "form", "opaque"),
        ],
        "hosts": [("exclusive", "exclusive", "true")],
    ]

    /// `schemes:` or `hosts:`: each a name, or a name with its words (`{ sgnl: host }`, 1.2), or
    /// 1.1's `{ name: …, <flag>: true }` — a scheme whose links carry a listed host first
    /// (`host`), a host that serves only the routes that name it (`exclusive`). The names, and
    /// those flagged, located at their flag. In `schemes:`, `http` (1.2) reads http links to the
    /// hosts (1.1's `http: true`), and is no scheme.
    mutating func names(
        _ node: YAMLNode, key: String, flag: String, example: String, http: inout Located<Bool>?
    ) -> (names: [Located<String>], flagged: [Located<String>], optional: [Located<String>]) {
        var names: [Located<String>] = []
        var flagged: [Located<String>] = []
        // `host: optional` on a scheme (1.1): flagged too.
        var optional: [Located<String>] = []
        for item in list(node, key: key) {
            guard case .mapping(let entries) = item.kind else {
                guard let name = string(item, key: key) else { continue }
                if key == "schemes", name.value == "http" {
                    http = Located(true, at: name.location)
                    versionedKeys.append(VersionedKey(key: name, spelling: .since1_2))
                } else {
                    names.append(name)
                }
                continue
            }
            let what = key == "schemes" ? "a scheme" : "a host"
            let keys = key == "schemes" ? ["name", flag, "form"] : ["name", flag]
            // One entry named other than a key of 1.1's long form (which then lacks its name).
            if entries.count == 1, !keys.contains(entries[0].key.value) {
                // 1.2: `{ name: word }` or `{ name: [words] }`.
                let name = entries[0].key
                names.append(name)
                versionedKeys.append(
                    VersionedKey(key: Located("{ \(name.value): … }", at: name.location), spelling: .since1_2)
                )
                let known = Self.entryWords[key] ?? []
                let said = words(entries[0].value, key: name.value, allowed: known.map(\.word))
                // Two words of one 1.1 key (`host` and `optionalHost`, two forms) say two things.
                for (index, value) in said.enumerated() {
                    let key = known.first { $0.word == value.value }?.key
                    if let other = said[..<index].first(where: { word in
                        known.first { $0.word == word.value }?.key == key
                    }) {
                        diagnostics.error(
                            .keys(
                                .contradictoryWords(name: name.value, first: other.value, second: value.value)
                            ),
                            at: value.location)
                    }
                }
                for value in said {
                    guard let word = known.first(where: { $0.word == value.value }) else { continue }
                    let at = Located(name.value, at: value.location)
                    switch word.value {
                    case "optional":
                        flagged.append(at)
                        optional.append(at)
                    case "true": flagged.append(at)
                    default:
                        schemeForms[name.value] = Located(
                            SchemeForm(rawValue: word.value)!, at: value.location)
                    }
                }
                continue
            }
            guard
                let fields = mapping(item, named: what, keys: keys, context: "in \(what)"),
                let nameNode = fields["name"] ?? missing("name", in: item, example: example),
                let name = string(nameNode, key: "name")
            else { continue }
            names.append(name)
            recordLongForm(item, fields, name: name.value, key: key)
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

    /// Records 1.1's `{ name: wiki, host: optional }` with the entry 1.2 writes for it,
    /// `{ wiki: optionalHost }` (or the bare name, when it says only defaults).
    private mutating func recordLongForm(_ item: YAMLNode, _ fields: Fields, name: String, key: String) {
        let words = (Self.entryWords[key] ?? []).filter { word in
            guard let value = fields[word.key]?.scalar else { return false }
            return value == word.value || word.value == "true" && Self.boolLiteral(fields[word.key]!) == true
        }.map(\.word)
        // A name YAML would read otherwise unquoted (`*.example.com`, `{lang}.example.com`) is quoted.
        let key = Self.flowScalar(name)
        let text =
            words.isEmpty
            ? key
            : words.count == 1 ? "{ \(key): \(words[0]) }" : "{ \(key): [\(words.joined(separator: ", "))] }"
        let edit = TextEdit.replace(item.span.lowerBound..<item.textEnd, with: text)
        for (index, entry) in fields.entries.enumerated() {
            versionedKeys.append(
                VersionedKey(
                    key: entry.key, spelling: .replacedIn1_2(replacement: text),
                    edits: index == 0 ? [edit] : []))
        }
    }

    /// Records 1.1's top-level `http: true` with what 1.2 writes: `http` among the schemes.
    mutating func recordHTTP(_ fields: Fields) {
        guard let entry = fields.entries.first(where: { $0.key.value == "http" }) else { return }
        var edits = [TextEdit.remove(entry)]
        if Self.boolLiteral(entry.value) == true {
            if let schemes = fields["schemes"], case .sequence(let items) = schemes.kind {
                if schemes.isFlow {
                    let at = schemes.span.upperBound - 1
                    edits.append(
                        TextEdit(
                            range: at..<at, text: "http",
                            kind: .appendToFlowList(listStart: schemes.span.lowerBound)))
                } else if let last = items.last {
                    let at = last.textEnd
                    edits.append(
                        TextEdit(
                            range: at..<at, text: "http",
                            kind: .appendToBlockList(itemStart: last.span.lowerBound)))
                }
            } else if fields["schemes"] == nil {
                edits = [.replace(entry, with: "schemes: [http]")]
            }
        }
        versionedKeys.append(
            VersionedKey(
                key: entry.key,
                // `http: false` says the default, which 1.2 leaves out.
                spelling: .replacedIn1_2(
                    replacement: Self.boolLiteral(entry.value) == false ? "" : "schemes: [..., http]"),
                edits: edits))
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

    /// `apple:` (1.2): the app IDs, App Clips, excluded paths and services of the AASA and the
    /// entitlement, read into what 1.1's `appIDs:` and `aasa:` set.
    mutating func apple(_ node: YAMLNode, into manifest: inout Manifest) {
        guard let fields = mapping(node, named: "'apple'", keys: Self.appleKeys, context: "in 'apple'") else {
            return
        }
        if let apps = fields["apps"] { manifest.appIDs = stringList(apps, key: "apps") }
        if let clips = fields["clips"] { manifest.aasa.appClips = stringList(clips, key: "clips") }
        if let exclude = fields["exclude"] { manifest.aasa.exclude = stringList(exclude, key: "exclude") }
        if let services = fields["services"] {
            for word in words(services, key: "services", allowed: Self.appleServices) {
                if word.value == "webcredentials" { manifest.aasa.webcredentials = true }
                if word.value == "developerMode" { manifest.aasa.developerMode = true }
            }
        }
    }

    /// Records `apple:` as 1.2's, and 1.1's `appIDs:` and `aasa:` with the one `apple:` that says
    /// the same, written where `appIDs:` (else `aasa:`) was.
    mutating func recordAppleKeys(_ fields: Fields) {
        if let entry = fields.entries.first(where: { $0.key.value == "apple" }) {
            versionedKeys.append(VersionedKey(key: entry.key, spelling: .since1_2))
        }
        let entries = fields.entries.filter { $0.key.value == "appIDs" || $0.key.value == "aasa" }
        guard !entries.isEmpty else { return }
        // A list as 1.2 writes it: `nil` for an empty one (a null reads as one), which 1.2 leaves out.
        var valid = fields["apple"] == nil
        let list = { (node: YAMLNode?) -> String? in
            guard let node, !node.isNull else { return nil }
            guard case .sequence(let items) = node.kind else {
                valid = false
                return nil
            }
            if items.isEmpty { return nil }
            return "[" + items.compactMap(\.scalar).map(Self.flowScalar).joined(separator: ", ") + "]"
        }
        var parts: [String] = []
        if let apps = list(fields["appIDs"]) { parts.append("apps: \(apps)") }
        if let aasa = fields["aasa"], !aasa.isNull {
            if case .mapping(let options) = aasa.kind {
                let option = { (key: String) in options.first { $0.key.value == key }?.value }
                if let clips = list(option("appClips")) { parts.append("clips: \(clips)") }
                if let exclude = list(option("exclude")) { parts.append("exclude: \(exclude)") }
                let services = Self.appleServices.filter { option($0).flatMap(Self.boolLiteral) == true }
                if !services.isEmpty { parts.append("services: [\(services.joined(separator: ", "))]") }
            } else {
                valid = false
            }
        }
        record(
            entries,
            as: !valid ? "apple:" : parts.isEmpty ? "" : "apple: { \(parts.joined(separator: ", ")) }")
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

    /// 1.2's words of `spelling:`, how the app's links are spelled where they may differ from the
    /// default: `anyCase` (literal segments in any case, 1.1's `caseSensitive: false`),
    /// `lowercaseUUID` and `numericBool` (1.1's `formats: { UUID: lowercase, Bool: number }`).
    static let spellingWords = ["anyCase", "lowercaseUUID", "numericBool"]

    /// `spelling: [anyCase, lowercaseUUID, numericBool]`, or one word.
    mutating func spelling(_ node: YAMLNode, into manifest: inout Manifest) {
        var format = manifest.formats?.value ?? .standard
        for word in words(node, key: "spelling", allowed: Self.spellingWords) {
            switch word.value {
            case "anyCase": manifest.caseSensitive = false
            case "lowercaseUUID": format.lowercaseUUIDs = true
            default: format.numericBools = true
            }
        }
        if format != .standard { manifest.formats = Located(format, at: node.location) }
    }

    /// Records `spelling:` as 1.2's, and 1.1's `caseSensitive:` and `formats:` with the
    /// `spelling:` that says the same.
    mutating func recordSpellingKeys(_ fields: Fields) {
        if let entry = fields.entries.first(where: { $0.key.value == "spelling" }) {
            versionedKeys.append(VersionedKey(key: entry.key, spelling: .since1_2))
        }
        let entries = fields.entries.filter { $0.key.value == "caseSensitive" || $0.key.value == "formats" }
        var words: [String] = []
        if let node = fields["caseSensitive"], Self.boolLiteral(node) == false { words.append("anyCase") }
        if case .mapping(let formats) = fields["formats"]?.kind {
            for entry in formats {
                switch (entry.key.value, entry.value.scalar) {
                case ("UUID", "lowercase"): words.append("lowercaseUUID")
                case ("Bool", "number"): words.append("numericBool")
                default: break
                }
            }
        }
        record(entries, as: words.isEmpty ? "" : "spelling: [\(words.joined(separator: ", "))]")
    }

    /// `formats: { UUID: … }`.
    private enum UUIDFormat: String, CaseIterable { case uppercase, lowercase }
    /// `formats: { Bool: … }`.
    private enum BoolFormat: String, CaseIterable { case word, number }
}
