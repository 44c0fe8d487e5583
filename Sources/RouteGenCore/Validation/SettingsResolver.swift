import Foundation
@_spi(Generated) import RouteKit

/// The validator's first phase: the app's own settings, which a feature shares, checked (its enum
/// name, imports, schemes, hosts, Android apps, tabs and the AASA's excludes), and the types
/// `types:` declares, resolved.
struct SettingsResolver: ManifestChecking {
    /// Schemes the system owns; an app cannot claim them.
    static let reservedSchemes: Set<String> = [
        "http", "https", "file", "ftp", "mailto", "tel", "sms", "facetime", "facetime-audio", "data",
        "javascript", "about", "blob", "ws", "wss", "maps", "itms", "itms-apps", "itms-services",
        "app-settings",
        "shortcuts", "message", "webcal",
    ]

    let scope: ValidationScope
    var diagnostics = DiagnosticCollector()

    init(scope: ValidationScope) { self.scope = scope }

    /// The declared types; what is wrong with the settings or the types is in ``diagnostics``.
    mutating func resolve() -> ValidationScope.DeclaredTypes {
        checkSettings()
        return resolveTypes()
    }

    /// The app's own settings, which a feature shares: its enum name, imports, schemes, hosts,
    /// Android apps, tabs and the AASA's excludes.
    mutating func checkSettings() {
        checkEnumName()
        checkVersionedKeys()
        guard !isFeature else { return }
        for module in app.imports {
            checkIdentifier(module, role: "import", suffix: "Module")
        }
        checkSchemes()
        checkHosts()
        checkHostSchemes()
        checkAndroid()
        checkTabs()
        for pattern in manifest.aasa.exclude where !pattern.value.hasPrefix("/") {
            diagnostics.error(.settings(.excludeWithoutSlash(pattern: pattern.value)), at: pattern.location)
        }
    }

    /// Each key spelled by one manifest version only, against the app's version (a feature's is
    /// its app's): 1.2's keys need 1.2, and 1.1's that 1.2 replaced are named with 1.2's text.
    mutating func checkVersionedKeys() {
        guard VersionedKey.isChecked else { return }
        let version = app.version.value
        for versioned in manifest.versionedKeys {
            let key = versioned.key
            switch versioned.spelling {
            case .since1_2 where version < .v1_2:
                diagnostics.error(.settings(.needsVersion1_2(key: key.value)), at: key.location)
            case .cannotMigrate(let reason) where version >= .v1_2:
                diagnostics.error(.migration(reason), at: key.location)
            case .replacedIn1_2(let replacement) where version >= .v1_2:
                diagnostics.error(
                    .keys(.replacedIn1_2(key: key.value, replacement: replacement)), at: key.location)
            case .replacedIn1_2(let replacement) where VersionedKey.warnsOfOlderSpellings:
                diagnostics.warning(
                    .keys(.replacedIn1_2(key: key.value, replacement: replacement)), at: key.location)
            default:
                break
            }
        }
    }

    mutating func checkEnumName() {
        let name = manifest.enumName
        if checkIdentifier(name, role: "enum name", suffix: "Route"),
            TypeReference.builtins.contains(name.value)
                || ["RouteKit", "URL", "Foundation"].contains(name.value)
        {
            diagnostics.error(.names(.enumShadowsType(name: name.value)), at: name.location)
        }
    }

    mutating func checkSchemes() {
        var seen: [String: SourceLocation] = [:]
        for scheme in app.schemes {
            let text = scheme.value
            if text.hasSuffix("://") || text.hasSuffix(":") {
                let bare = text.replacingOccurrences(of: "://", with: "").replacingOccurrences(
                    of: ":", with: "")
                diagnostics.error(.settings(.schemeWithSeparator(bare: bare)), at: scheme.location)
                continue
            }
            guard Manifest.isScheme(text) else {
                diagnostics.error(.settings(.invalidScheme(text)), at: scheme.location)
                continue
            }
            let lowered = text.lowercased()
            if lowered == "http" || lowered == "https" {
                diagnostics.error(.settings(.webScheme(text)), at: scheme.location)
            } else if Self.reservedSchemes.contains(lowered) {
                diagnostics.error(.settings(.reservedScheme(text)), at: scheme.location)
            }
            reportRepeat(scheme, key: lowered, in: &seen, .settings(.schemeListedTwice(text)))
        }
        // A route's reach names each scheme by a bit of RouteKit's `LinkChannels`.
        let maximum = LinkChannels.maximumSchemes
        if app.schemes.count > maximum {
            diagnostics.error(
                .settings(.tooManySchemes(count: app.schemes.count, maximum: maximum)),
                at: app.schemes[maximum].location)
        }
    }

    /// Host-form schemes need 1.1 and hosts to carry; a scheme's `form:` needs 1.1 and a scheme
    /// whose links name the route by path.
    mutating func checkHostSchemes() {
        for (scheme, form) in app.schemeForms.sorted(by: { $0.value.location < $1.value.location }) {
            if requireVersion1_1(for: .schemeForm, at: form.location),
                app.hostSchemes.contains(where: { $0.value == scheme }),
                !app.optionalHostSchemes.contains(where: { $0.value == scheme })
            {
                diagnostics.error(.settings(.formOnHostScheme(scheme: scheme)), at: form.location)
            }
        }
        guard let first = app.hostSchemes.first else { return }
        let optional = app.optionalHostSchemes.first == first
        let flag = optional ? "host: optional" : "host: true"
        if requireVersion1_1(for: .hostScheme(flag: flag), at: first.location), app.hosts.isEmpty {
            diagnostics.error(
                .settings(.hostSchemeWithoutHosts(scheme: first.value, optional: optional)),
                at: first.location)
        }
    }

    mutating func checkHosts() {
        if let formats = manifest.formats { requireVersion1_1(for: .key("formats"), at: formats.location) }
        if let http = manifest.http, http.value {
            if requireVersion1_1(for: .key("http"), at: http.location), app.hosts.isEmpty {
                diagnostics.error(.settings(.httpWithoutHosts), at: http.location)
            }
        }
        var seen: [String: SourceLocation] = [:]
        for host in app.hosts {
            if let problem = Manifest.hostProblem(host.value) {
                diagnostics.error(.hosts(problem), at: host.location)
                continue
            }
            if host.value.hasPrefix("{") {
                requireVersion1_1(for: .hostValue(host.value), at: host.location)
            }
            reportRepeat(
                host, key: host.value.lowercased(), in: &seen, .settings(.hostListedTwice(host.value)))
        }
        if let first = manifest.exclusiveHosts.first {
            requireVersion1_1(for: .exclusiveHost, at: first.location)
        }
        if let first = app.hosts.first, app.appIDs.isEmpty {
            diagnostics.error(
                .settings(.hostsWithoutAppIDs), at: first.location)
        }
        for clip in manifest.aasa.appClips where !Manifest.isAppID(clip.value) {
            diagnostics.error(.settings(.invalidAppClipID(clip.value)), at: clip.location)
        }
        for appID in app.appIDs where !Manifest.isAppID(appID.value) {
            diagnostics.error(.settings(.invalidAppID(appID.value)), at: appID.location)
        }
    }

    mutating func checkTabs() {
        var seen: [String: SourceLocation] = [:]
        for tab in app.tabs {
            checkIdentifier(tab, role: "tab name", suffix: "Tab")
            reportRepeat(tab, key: tab.value, in: &seen, .settings(.tabListedTwice(tab.value)))
        }
    }

    /// The types declared under `types:`, each checked.
    mutating func resolveTypes() -> ValidationScope.DeclaredTypes {
        var types = ValidationScope.DeclaredTypes()
        for declaration in manifest.types {
            let name = declaration.name
            guard checkIdentifier(name, role: "type name", suffix: "Value") else { continue }
            if TypeReference.builtins.contains(name.value) {
                diagnostics.error(.names(.typeIsBuiltIn(type: name.value)), at: name.location)
                continue
            }
            if name.value == manifest.enumName.value {
                diagnostics.error(.names(.typeNamedLikeEnum(type: name.value)), at: name.location)
                continue
            }
            if let route = manifest.route(named: name.value) {
                diagnostics.error(
                    .names(
                        .typeNamedLikeRoute(
                            type: name.value, route: route.name.value, enumName: manifest.enumName.value)),
                    at: name.location)
                continue
            }
            if ManifestValidator.namesTheGeneratedCodeUses.contains(name.value) {
                diagnostics.error(
                    .names(.typeShadowsGeneratedName(type: name.value, enumName: manifest.enumName.value)),
                    at: name.location)
                continue
            }
            switch declaration.kind {
            case .stringEnum(let values):
                checkEnumValues(values, of: name)
                var declared = StringEnum(
                    name: name.value, values: values.map(\.value), enclosingEnum: manifest.enumName.value)
                declared.caseNames = declared.values.map(enumCaseName)
                types.enums[name.value] = declared
            case .external(let swiftName):
                let parts = swiftName.value.split(separator: ".", omittingEmptySubsequences: false)
                if parts.contains(where: { !SwiftIdentifier.isValid(String($0)) }) {
                    diagnostics.error(.names(.notASwiftTypeName(swiftName.value)), at: swiftName.location)
                }
                types.externals[name.value] = swiftName.value
            }
        }
        return types
    }

    mutating func checkEnumValues(_ values: [Located<String>], of name: Located<String>) {
        if values.isEmpty {
            diagnostics.error(.names(.enumWithoutValues(type: name.value)), at: name.location)
        }
        var seenValues: [String: SourceLocation] = [:]
        var seenCases: [String: (value: String, location: SourceLocation)] = [:]
        for value in values {
            if value.value.isEmpty {
                diagnostics.error(.names(.emptyEnumValue(type: name.value)), at: value.location)
                continue
            }
            if let first = seenValues[value.value] {
                diagnostics.error(
                    .names(.enumValueListedTwice(value: value.value, type: name.value)), at: value.location,
                    notes: [Diagnostic.Note(.firstListed, at: first)])
                continue
            }
            seenValues[value.value] = value.location
            let caseName = enumCaseName(value.value)
            if let other = seenCases[caseName] {
                diagnostics.error(
                    .names(
                        .enumValuesShareCase(
                            first: other.value, second: value.value, type: name.value, caseName: caseName)),
                    at: value.location, notes: [Diagnostic.Note(.value(other.value), at: other.location)])
            } else {
                seenCases[caseName] = (value.value, value.location)
            }
        }
    }
}
