import Foundation
@_spi(Generated) import RouteKit

/// The app's own settings: the enum name, schemes, hosts, tabs and declared types.
extension ManifestValidator {
    mutating func checkEnumName() {
        let name = manifest.enumName
        if checkIdentifier(name, role: "enum name", suffix: "Route"),
            TypeReference.builtins.contains(name.value)
                || ["RouteKit", "URL", "Foundation"].contains(name.value)
        {
            diagnostics.error(
                "enum name '\(name.value)' would shadow a type the generated code uses; "
                    + "choose an app-specific name such as 'AppRoute'", at: name.location)
        }
    }

    mutating func checkSchemes() {
        var seen: [String: SourceLocation] = [:]
        for scheme in app.schemes {
            let text = scheme.value
            if text.hasSuffix("://") || text.hasSuffix(":") {
                let bare = text.replacingOccurrences(of: "://", with: "").replacingOccurrences(
                    of: ":", with: "")
                diagnostics.error("write the scheme without ':' or '://': '\(bare)'", at: scheme.location)
                continue
            }
            guard text.range(of: "^[A-Za-z][A-Za-z0-9+.-]*$", options: .regularExpression) != nil else {
                diagnostics.error(
                    "'\(text)' is not a valid URL scheme; a scheme is a letter followed by letters, digits, "
                        + "'+', '-' or '.'", at: scheme.location)
                continue
            }
            let lowered = text.lowercased()
            if lowered == "http" || lowered == "https" {
                diagnostics.error(
                    "scheme '\(text)' is reserved; list web domains under 'hosts:' for universal links",
                    at: scheme.location)
            } else if Self.reservedSchemes.contains(lowered) {
                diagnostics.error(
                    "scheme '\(text)' is reserved by the system and would not open the app; "
                        + "choose an app-specific scheme", at: scheme.location)
            }
            reportRepeat(
                scheme, key: lowered, in: &seen,
                "scheme '\(text)' is listed twice (schemes compare case-insensitively)")
        }
    }

    /// Host-form schemes need 1.1 and hosts to carry; a scheme's `form:` needs 1.1 and a scheme
    /// whose links name the route by path.
    mutating func checkHostSchemes() {
        for (scheme, form) in app.schemeForms.sorted(by: { $0.value.location < $1.value.location }) {
            if requireVersion1_1(for: "a scheme's 'form'", at: form.location),
                app.hostSchemes.contains(where: { $0.value == scheme }),
                !app.optionalHostSchemes.contains(where: { $0.value == scheme })
            {
                diagnostics.error(
                    "scheme '\(scheme)' carries a host first ('host: true'), so its links are written "
                        + "'\(scheme)://host/path'; remove 'form'", at: form.location)
            }
        }
        guard let first = app.hostSchemes.first else { return }
        let flag = app.optionalHostSchemes.first == first ? "host: optional" : "host: true"
        if requireVersion1_1(for: "a scheme with '\(flag)'", at: first.location), app.hosts.isEmpty {
            diagnostics.error(
                "scheme '\(first.value)' carries one of the app's hosts first ('\(flag)'), and it lists none; "
                    + "add 'hosts:' or remove '\(flag)'", at: first.location)
        }
    }

    mutating func checkHosts() {
        if let formats = manifest.formats { requireVersion1_1(for: "'formats'", at: formats.location) }
        if let http = manifest.http, http.value {
            if requireVersion1_1(for: "'http'", at: http.location), app.hosts.isEmpty {
                diagnostics.error(
                    "'http: true' reads http links to the app's hosts, and it lists none; add 'hosts:' or remove 'http'",
                    at: http.location)
            }
        }
        var seen: [String: SourceLocation] = [:]
        for host in app.hosts {
            if let problem = Self.hostProblem(host.value) {
                diagnostics.error(problem, at: host.location)
                continue
            }
            if host.value.hasPrefix("{") {
                requireVersion1_1(for: "a host that carries a value ('\(host.value)')", at: host.location)
            }
            reportRepeat(
                host, key: host.value.lowercased(), in: &seen,
                "host '\(host.value)' is listed twice (hosts compare case-insensitively)")
        }
        if let first = manifest.exclusiveHosts.first {
            requireVersion1_1(for: "an exclusive host", at: first.location)
        }
        if let first = app.hosts.first, app.appIDs.isEmpty {
            diagnostics.error(
                "'hosts' needs 'appIDs' for the apple-app-site-association file, "
                    + "e.g. appIDs: [ABCDE12345.com.example.app]", at: first.location)
        }
        for clip in manifest.aasa.appClips
        where clip.value.range(
            of: "^[A-Z0-9]{10}\\.[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$", options: .regularExpression) == nil
        {
            diagnostics.error(
                "App Clip ID '\(clip.value)' is not PREFIX.bundle-id, e.g. 'ABCDE12345.com.example.app.Clip'",
                at: clip.location)
        }
        for appID in app.appIDs
        where appID.value.range(
            of: "^[A-Z0-9]{10}\\.[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$", options: .regularExpression)
            == nil
        {
            diagnostics.error(
                "appID '\(appID.value)' is not PREFIX.bundle-id (a 10-character app ID prefix in capitals "
                    + "and digits, a dot, the bundle ID), e.g. 'ABCDE12345.com.example.app'",
                at: appID.location)
        }
    }

    /// What is wrong with a host entry, or `nil`.
    static func hostProblem(_ host: String) -> String? {
        if let range = host.range(of: "://") {
            let bare = host[range.upperBound...].split(separator: "/").first.map(String.init) ?? ""
            return "host '\(host)' must not include a scheme; write '\(bare)'"
        }
        if let slash = host.firstIndex(of: "/") {
            return "host '\(host)' must not include a path; write '\(host[..<slash])'"
        }
        if host.contains("@") {
            return "host '\(host)' must not include user info; write only the domain"
        }
        if let colon = host.firstIndex(of: ":") {
            return
                "host '\(host)' must not include a port (universal links use 443); write '\(host[..<colon])'"
        }
        var domain = Substring(host)
        if host.hasPrefix("*.") {
            domain = domain.dropFirst(2)
        } else if host.hasPrefix("{") {
            guard let close = host.firstIndex(of: "}"), host[host.index(after: close)...].hasPrefix("."),
                SwiftIdentifier.isValid(String(host[host.index(after: host.startIndex)..<close]))
            else {
                return "host '\(host)' names its value as a whole first label, e.g. '{lang}.example.com'"
            }
            domain = host[host.index(close, offsetBy: 2)...]
        }
        if domain.contains("{") || domain.contains("}") {
            return "host '\(host)' may carry one value, its first label, e.g. '{lang}.example.com'"
        }
        if domain.contains("*") {
            return "wildcard host '\(host)' is not supported; only a leading '*.' is, e.g. '*.example.com'"
        }
        if domain.unicodeScalars.contains(where: { !$0.isASCII }) {
            return
                "host '\(host)' must be written in ASCII; write internationalized domains in Punycode (xn--...)"
        }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        let labelIsValid = { (label: Substring) -> Bool in
            !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
        if labels.count < 2 || !labels.allSatisfy(labelIsValid) {
            return "'\(host)' is not a valid host name; write a domain such as 'example.com'"
        }
        return nil
    }

    mutating func checkTabs() {
        var seen: [String: SourceLocation] = [:]
        for tab in app.tabs {
            checkIdentifier(tab, role: "tab name", suffix: "Tab")
            reportRepeat(tab, key: tab.value, in: &seen, "tab '\(tab.value)' is listed twice")
        }
    }

    /// Types the generated files name unqualified: a declared type of the same name would be
    /// found first and break them.
    static let namesTheGeneratedCodeUses: Set<String> = [
        "URL", "UUID", "Foundation", "RouteKit", "Route", "RouteError", "RouteLink", "RouteQuery",
        "RouteNavigation", "RouteURLBuilder", "RouteParameter", "LinkScope", "Tab", "Set", "Array",
        "Optional", "LinkContext", "Handler",
    ]

    mutating func checkTypes() {
        for declaration in manifest.types {
            let name = declaration.name
            guard checkIdentifier(name, role: "type name", suffix: "Value") else { continue }
            if TypeReference.builtins.contains(name.value) {
                diagnostics.error(
                    "type '\(name.value)' is built in; declare types under 'types:' with names of their own",
                    at: name.location)
                continue
            }
            if name.value == manifest.enumName.value {
                diagnostics.error(
                    "type '\(name.value)' has the same name as the generated enum; rename one of them",
                    at: name.location)
                continue
            }
            if let route = manifest.route(named: name.value) {
                diagnostics.error(
                    "type '\(name.value)' has the name of route '\(route.name.value)', and both are members of "
                        + "'\(manifest.enumName.value)'; rename the type, e.g. '\(name.value.capitalizedFirst)Value'",
                    at: name.location)
                continue
            }
            if Self.namesTheGeneratedCodeUses.contains(name.value) {
                diagnostics.error(
                    "type '\(name.value)' would shadow the '\(name.value)' the generated code uses; rename it, "
                        + "e.g. '\(manifest.enumName.value.replacingOccurrences(of: "Route", with: ""))\(name.value)'",
                    at: name.location)
                continue
            }
            switch declaration.kind {
            case .stringEnum(let values):
                checkEnumValues(values, of: name)
                var declared = StringEnum(
                    name: name.value, values: values.map(\.value), enclosingEnum: manifest.enumName.value)
                declared.caseNames = declared.values.map(enumCaseName)
                enums[name.value] = declared
            case .external(let swiftName):
                let parts = swiftName.value.split(separator: ".", omittingEmptySubsequences: false)
                if parts.contains(where: { !SwiftIdentifier.isValid(String($0)) }) {
                    diagnostics.error(
                        "'\(swiftName.value)' is not a Swift type name; write e.g. 'UserID' or 'MyModule.UserID'",
                        at: swiftName.location)
                }
                externals[name.value] = swiftName.value
            }
        }
    }

    /// A string-enum value's Swift case in this manifest's version.
    func enumCaseName(_ value: String) -> String {
        SwiftNames.caseName(forEnumValue: value, camelCase: app.version.value >= .v1_1)
    }

    mutating func checkEnumValues(_ values: [Located<String>], of name: Located<String>) {
        if values.isEmpty {
            diagnostics.error("type '\(name.value)' needs at least one value", at: name.location)
        }
        var seenValues: [String: SourceLocation] = [:]
        var seenCases: [String: (value: String, location: SourceLocation)] = [:]
        for value in values {
            if value.value.isEmpty {
                diagnostics.error("a value of type '\(name.value)' is empty", at: value.location)
                continue
            }
            if let first = seenValues[value.value] {
                diagnostics.error(
                    "value '\(value.value)' of type '\(name.value)' is listed twice", at: value.location,
                    notes: [Diagnostic.Note("first listed here", at: first)])
                continue
            }
            seenValues[value.value] = value.location
            let caseName = enumCaseName(value.value)
            if let other = seenCases[caseName] {
                diagnostics.error(
                    "values '\(other.value)' and '\(value.value)' of type '\(name.value)' both become the Swift "
                        + "case '\(caseName)'; rename one", at: value.location,
                    notes: [Diagnostic.Note("'\(other.value)' is here", at: other.location)])
            } else {
                seenCases[caseName] = (value.value, value.location)
            }
        }
    }
}
