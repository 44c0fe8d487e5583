import Foundation
import RouteKit

/// Checks a decoded ``Manifest`` for meaning — names, references, types, defaults, hosts,
/// conflicts — and resolves it into a ``ValidatedManifest``. Every problem is reported.
public struct ManifestValidator {
    /// Schemes the system owns; an app cannot claim them.
    public static let reservedSchemes: Set<String> = [
        "http", "https", "file", "ftp", "mailto", "tel", "sms", "facetime", "facetime-audio", "data",
        "javascript", "about", "blob", "ws", "wss", "maps", "itms", "itms-apps", "itms-services",
        "app-settings",
        "shortcuts", "message", "webcal",
    ]
    /// Members the generated enum declares; a route named like one would not compile.
    public static let reservedRouteNames: Set<String> = [
        "url", "universalLink", "requiresAuth", "permissions", "navigation", "name", "dispatch", "allCases",
        "hashValue", "hash",
    ]

    private let manifest: Manifest
    private let isFeature: Bool
    private var diagnostics = DiagnosticCollector()
    private var enums: [String: StringEnum] = [:]
    private var externals: [String: String] = [:]

    private init(manifest: Manifest, isFeature: Bool) {
        self.manifest = manifest
        self.isFeature = isFeature
    }

    /// Validates `manifest`; the result is `nil` when any error was found. A feature manifest
    /// carries its app's schemes, hosts and tabs, which the app's own validation checks.
    public static func validate(
        _ manifest: Manifest, isFeature: Bool = false
    ) -> (ValidatedManifest?, [Diagnostic]) {
        var validator = ManifestValidator(manifest: manifest, isFeature: isFeature)
        let result = validator.run()
        return (validator.diagnostics.hasErrors ? nil : result, validator.diagnostics.diagnostics)
    }

    private mutating func run() -> ValidatedManifest {
        checkEnumName()
        if !isFeature {
            for module in manifest.imports {
                checkIdentifier(module, role: "import", suffix: "Module")
            }
            checkSchemes()
            checkHosts()
            checkTabs()
        }
        checkTypes()
        for pattern in manifest.aasa.exclude where !isFeature && !pattern.value.hasPrefix("/") {
            diagnostics.error(
                "aasa.exclude pattern '\(pattern.value)' must start with '/', e.g. '/\(pattern.value)'",
                at: pattern.location)
        }
        var routes: [(declaration: Route, path: Located<PathPattern>, resolved: ResolvedRoute)] = []
        for route in manifest.routes {
            checkRouteName(route.name)
            guard let path = route.path else { continue }  // its syntax error is already reported
            routes.append((route, path, resolve(route, path: path)))
        }
        let trie = buildTrie(routes)
        let declaredEnums = manifest.types.compactMap { enums[$0.name.value] }
        return ValidatedManifest(
            manifest: manifest, routes: routes.map(\.resolved), enums: declaredEnums, trie: trie)
    }

    // MARK: - Top level

    private mutating func checkEnumName() {
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

    private mutating func checkSchemes() {
        var seen: [String: SourceLocation] = [:]
        for scheme in manifest.schemes {
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

    private mutating func checkHosts() {
        var seen: [String: SourceLocation] = [:]
        for host in manifest.hosts {
            if let problem = Self.hostProblem(host.value) {
                diagnostics.error(problem, at: host.location)
                continue
            }
            reportRepeat(
                host, key: host.value.lowercased(), in: &seen,
                "host '\(host.value)' is listed twice (hosts compare case-insensitively)")
        }
        if let first = manifest.hosts.first, manifest.appIDs.isEmpty {
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
        for appID in manifest.appIDs
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

    private mutating func checkTabs() {
        var seen: [String: SourceLocation] = [:]
        for tab in manifest.tabs {
            checkIdentifier(tab, role: "tab name", suffix: "Tab")
            reportRepeat(tab, key: tab.value, in: &seen, "tab '\(tab.value)' is listed twice")
        }
    }

    /// Types the generated files name unqualified: a declared type of the same name would be
    /// found first and break them.
    static let namesTheGeneratedCodeUses: Set<String> = [
        "URL", "UUID", "Foundation", "RouteKit", "Route", "RouteError", "RouteLink", "RouteQuery",
        "RouteNavigation", "RouteURLBuilder", "RouteParameter", "LinkScope", "Tab", "Set", "Array",
        "Optional",
    ]

    private mutating func checkTypes() {
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
                enums[name.value] = StringEnum(name: name.value, values: values.map(\.value))
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

    private mutating func checkEnumValues(_ values: [Located<String>], of name: Located<String>) {
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
            let caseName = Self.caseName(forEnumValue: value.value)
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

    /// The Swift case a string-enum value becomes: itself when it is a valid identifier.
    public static func caseName(forEnumValue value: String) -> String {
        SwiftIdentifier.isValid(value)
            ? value : SwiftIdentifier.suggestion(for: value, keywordSuffix: "Value")
    }

    // MARK: - Routes

    private mutating func checkRouteName(_ name: Located<String>) {
        if checkIdentifier(name, role: "route name", suffix: "Route"),
            Self.reservedRouteNames.contains(name.value)
        {
            diagnostics.error(
                "route name '\(name.value)' clashes with the generated member "
                    + "'\(manifest.enumName.value).\(name.value)'; rename the route, e.g. '\(name.value)Route'",
                at: name.location)
        }
    }

    private mutating func resolve(_ route: Route, path: Located<PathPattern>) -> ResolvedRoute {
        let name = route.name
        let parameters = resolveParameters(route, path: path)
        checkNavigation(route)
        checkAliases(route, path: path.value)
        if let universalLink = route.universalLink, universalLink.value, manifest.hosts.isEmpty {
            diagnostics.error(
                "'universalLink: true' needs universal-link domains under 'hosts:'",
                at: universalLink.location)
        }
        for permission in route.permissions where permission.value.isEmpty {
            diagnostics.error("a permission must not be empty", at: permission.location)
        }
        return ResolvedRoute(
            name: name.value, location: name.location, path: path.value, aliases: route.aliases.map(\.value),
            parameters: parameters, requiresAuth: route.auth, permissions: route.permissions.map(\.value),
            tab: route.tab?.value, stack: route.stack.map(\.value), root: route.root?.value,
            shows: route.shows?.value,
            modalHasStack: route.modalStack?.value ?? true,
            presentation: route.presentation?.value ?? .push,
            description: route.description, deprecated: route.deprecated,
            universalLink: route.universalLink?.value ?? !manifest.hosts.isEmpty)
    }

    private mutating func resolveParameters(_ route: Route, path: Located<PathPattern>) -> [ResolvedParameter]
    {
        var placeholders: [String: SourceLocation] = [:]
        var resolved: [ResolvedParameter] = []
        for (index, segment) in path.value.segments.enumerated() {
            guard let placeholder = segment.parameterName else { continue }
            let at =
                path.value.offsets.indices.contains(index)
                ? SourceLocation(
                    file: path.location.file, line: path.location.line,
                    column: path.location.column + path.value.offsets[index])
                : path.location
            let located = Located(placeholder, at: at)
            guard checkIdentifier(located, role: "parameter name", suffix: "Value") else { continue }
            if let first = placeholders[placeholder] {
                diagnostics.error(
                    "placeholder '\(placeholder)' is declared twice in path '\(path.value)'", at: at,
                    notes: [Diagnostic.Note("first declared here", at: first)])
                continue
            }
            placeholders[placeholder] = at
            let source: ResolvedParameter.Source
            switch segment {
            case .optionalParameter: source = .optionalPath
            case .catchAll: source = .catchAll
            default: source = .path
            }
            let declaration = route.params.first { $0.name.value == placeholder }
            if let parameter = resolvePathParameter(placeholder, source: source, declaration: declaration) {
                resolved.append(parameter)
            }
        }
        for parameter in route.params where placeholders[parameter.name.value] == nil {
            var message =
                "parameter '\(parameter.name.value)' under 'params' has no placeholder in path "
                + "'\(path.value)'"
            if let suggestion = NearMiss.suggestion(
                for: parameter.name.value, among: path.value.parameterNames)
            {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; add '{\(parameter.name.value)}' to the path, or move it under 'query:'"
            }
            diagnostics.error(message, at: parameter.name.location)
        }
        for parameter in route.query {
            guard checkIdentifier(parameter.name, role: "query item name", suffix: "Value") else { continue }
            if let first = placeholders[parameter.name.value] {
                diagnostics.error(
                    "parameter '\(parameter.name.value)' is declared twice: as a path placeholder and as a query item",
                    at: parameter.name.location,
                    notes: [Diagnostic.Note("the placeholder is here", at: first)])
                continue
            }
            placeholders[parameter.name.value] = parameter.name.location
            if let query = resolveQueryItem(parameter) { resolved.append(query) }
        }
        return resolved
    }

    private mutating func resolvePathParameter(
        _ name: String, source: ResolvedParameter.Source, declaration: Parameter?
    ) -> ResolvedParameter? {
        guard let declaration else {
            return ResolvedParameter(
                name: name, type: .string, source: source, defaultValue: nil, example: nil,
                constraints: Constraints())
        }
        let type = declaration.type
        switch type.value.shape {
        case .single: break
        case .optional:
            diagnostics.error(
                "path parameter '\(name)' cannot be '\(type.value)'; make the last segment optional with "
                    + "'{\(name)?}' and write the type as '\(type.value.name)'", at: type.location)
            return nil
        case .array:
            diagnostics.error(
                "path parameter '\(name)' cannot be a list '\(type.value)'; repeated values go under 'query:'",
                at: type.location)
            return nil
        }
        guard let elementType = resolveType(type) else { return nil }
        if source == .catchAll, elementType != .string {
            diagnostics.error(
                "catch-all '{\(name)...}' takes the rest of the path as a String; its type cannot be "
                    + "'\(type.value)'", at: type.location)
            return nil
        }
        if let defaultValue = declaration.defaultValue, source != .optionalPath {
            diagnostics.error(
                "path parameter '\(name)' always has a value; a default applies only to an optional segment "
                    + "'{\(name)?}' or a query item", at: defaultValue.location)
            return nil
        }
        return finish(declaration, type: elementType, source: source)
    }

    private mutating func resolveQueryItem(_ declaration: Parameter) -> ResolvedParameter? {
        let type = declaration.type
        guard let elementType = resolveType(type) else { return nil }
        let source: ResolvedParameter.Source
        switch type.value.shape {
        case .single: source = .query
        case .optional: source = .optionalQuery
        case .array: source = .repeatedQuery
        }
        if let defaultValue = declaration.defaultValue {
            if source == .repeatedQuery {
                diagnostics.error(
                    "a repeated query item defaults to an empty list; remove 'default'",
                    at: defaultValue.location)
                return nil
            }
            if source == .optionalQuery {
                diagnostics.error(
                    "query item '\(declaration.name.value)' has a default, so it is never absent; write its type "
                        + "as '\(type.value.name)' instead of '\(type.value)'", at: type.location)
                return nil
            }
        }
        return finish(declaration, type: elementType, source: source)
    }

    /// Checks the default and constraints of a parameter whose type resolved.
    private mutating func finish(
        _ declaration: Parameter, type: ParameterType, source: ResolvedParameter.Source
    ) -> ResolvedParameter? {
        let name = declaration.name.value
        let constraints = declaration.constraints
        var ok = checkConstraints(constraints, of: name, type: type)
        var value: ParameterValue?
        if let text = declaration.defaultValue {
            if case .external = type {
                diagnostics.error(
                    "parameter '\(name)' of external type '\(type.manifestName)' cannot have a default; "
                        + "routegen cannot check it — make the item optional instead", at: text.location)
                ok = false
            } else {
                value = check(
                    text, role: "default", of: name, type: type, constraints: ok ? constraints : nil)
                ok = ok && value != nil
            }
        }
        var example: String?
        if let text = declaration.example {
            // An external type's example is checked by the app's type when the example URL is parsed.
            if case .external = type {
                example = text.value
            } else if check(text, role: "example", of: name, type: type, constraints: ok ? constraints : nil)
                != nil
            {
                example = text.value
            } else {
                ok = false
            }
        }
        var ignoreInvalid = false
        if let flag = declaration.ignoreInvalid, flag.value {
            if value != nil || source == .optionalPath || source == .optionalQuery {
                ignoreInvalid = true
            } else {
                diagnostics.error(
                    "'ignoreInvalid' needs a parameter that may be absent: an optional segment '{\(name)?}', an "
                        + "optional query item, or one with a default", at: flag.location)
                ok = false
            }
        }
        guard ok else { return nil }
        var resolved = ResolvedParameter(
            name: name, type: type, source: source, defaultValue: value, example: example,
            constraints: constraints)
        resolved.ignoreInvalid = ignoreInvalid
        return resolved
    }

    /// Reads a default or example as `type` and checks it against `constraints`; reports and
    /// returns `nil` when it does not fit.
    private mutating func check(
        _ text: Located<String>, role: String, of name: String, type: ParameterType, constraints: Constraints?
    ) -> ParameterValue? {
        guard let value = Self.parse(text.value, as: type) else {
            let expected: String
            if case .stringEnum(let declaration) = type {
                expected = "one of \(declaration.values.joined(separator: ", "))"
            } else {
                expected = "a valid \(type.manifestName)"
            }
            diagnostics.error(
                "\(role) '\(text.value)' of parameter '\(name)' is not \(expected)", at: text.location)
            return nil
        }
        if let constraints, let violation = Self.violation(of: constraints, by: value) {
            diagnostics.error(
                "\(role) '\(text.value)' of parameter '\(name)' breaks its constraint: expected \(violation)",
                at: text.location)
            return nil
        }
        return value
    }

    private mutating func checkConstraints(
        _ constraints: Constraints, of name: String, type: ParameterType
    ) -> Bool {
        var ok = true
        let numeric = type == .int || type == .double
        for bound in [constraints.min, constraints.max].compactMap({ $0 }) where !numeric {
            diagnostics.error(
                "'min' and 'max' apply to Int and Double parameters; '\(name)' is \(type.manifestName)",
                at: bound.location)
            ok = false
        }
        for bound in [constraints.min, constraints.max].compactMap({ $0 })
        where type == .int && bound.value.rounded() != bound.value {
            diagnostics.error("a bound of Int parameter '\(name)' must be a whole number", at: bound.location)
            ok = false
        }
        if let min = constraints.min, let max = constraints.max, min.value > max.value {
            diagnostics.error(
                "'min' (\(Self.format(min.value))) is greater than 'max' (\(Self.format(max.value)))",
                at: max.location)
            ok = false
        }
        let lengths = [constraints.minLength, constraints.maxLength].compactMap { $0 }
        for length in lengths {
            if type != .string {
                diagnostics.error(
                    "'minLength' and 'maxLength' apply to String parameters; '\(name)' is \(type.manifestName)",
                    at: length.location)
                ok = false
            } else if length.value < 0 {
                diagnostics.error("a length must not be negative", at: length.location)
                ok = false
            }
        }
        if let min = constraints.minLength, let max = constraints.maxLength, min.value > max.value {
            diagnostics.error(
                "'minLength' (\(min.value)) is greater than 'maxLength' (\(max.value))", at: max.location)
            ok = false
        }
        if let pattern = constraints.pattern {
            if type != .string {
                diagnostics.error(
                    "'pattern' applies to String parameters; '\(name)' is \(type.manifestName)",
                    at: pattern.location)
                ok = false
            } else if (try? NSRegularExpression(pattern: pattern.value)) == nil {
                diagnostics.error(
                    "'pattern' '\(pattern.value)' is not a valid regular expression", at: pattern.location)
                ok = false
            }
        }
        return ok
    }

    private mutating func resolveType(_ type: Located<TypeReference>) -> ParameterType? {
        let name = type.value.name
        switch name {
        case "String": return .string
        case "Int": return .int
        case "Double": return .double
        case "Bool": return .bool
        case "UUID": return .uuid
        default: break
        }
        if let declaration = enums[name] { return .stringEnum(declaration) }
        if let swiftName = externals[name] { return .external(name: name, swiftName: swiftName) }
        let known = TypeReference.builtins + manifest.types.map(\.name.value)
        var message = "unknown type '\(name)'"
        // Names other languages use for the built-ins: 'Integer' suggests 'Int'.
        let synonyms = [
            "Integer": "Int", "Boolean": "Bool", "Float": "Double", "Number": "Double", "Str": "String",
        ]
        if let suggestion = NearMiss.suggestion(for: name, among: known)
            ?? NearMiss.suggestion(for: name, among: Array(synonyms.keys)).flatMap({ synonyms[$0] })
        {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; use String, Int, Double, Bool or UUID, or declare it under 'types:'"
        }
        diagnostics.error(message, at: type.location)
        return nil
    }

    /// Reads `text` as a value of `type` with RouteKit's own conversions: the rules the generated
    /// parser applies.
    public static func parse(_ text: String, as type: ParameterType) -> ParameterValue? {
        switch type {
        case .string: return .string(text)
        case .int: return Int(routeParameter: text).map(ParameterValue.int)
        case .double: return Double(routeParameter: text).map(ParameterValue.double)
        case .bool: return Bool(routeParameter: text).map(ParameterValue.bool)
        case .uuid: return UUID(routeParameter: text).map { .uuid($0.uuidString) }
        case .stringEnum(let declaration): return declaration.values.contains(text) ? .enumCase(text) : nil
        case .external: return nil
        }
    }

    /// What `value` should have been when it breaks `constraints` — RouteKit's own check and
    /// wording, e.g. "Int with max 100" — or `nil` when it meets them.
    public static func violation(of constraints: Constraints, by value: ParameterValue) -> String? {
        do throws(RouteError) {
            switch value {
            case .int(let int):
                try RouteConstraint.check(
                    int, name: "", min: constraints.min.map { Int($0.value) },
                    max: constraints.max.map { Int($0.value) })
            case .double(let double):
                try RouteConstraint.check(
                    double, name: "", min: constraints.min?.value, max: constraints.max?.value)
            case .string(let string):
                try RouteConstraint.check(
                    string, name: "", minLength: constraints.minLength?.value,
                    maxLength: constraints.maxLength?.value,
                    pattern: constraints.pattern?.value)
            case .bool, .uuid, .enumCase:
                return nil
            }
        } catch {
            if case .invalidParameter(_, _, let expected) = error { return expected }
        }
        return nil
    }

    static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    private mutating func checkNavigation(_ route: Route) {
        if let tab = route.tab {
            if manifest.tabs.isEmpty {
                diagnostics.error(
                    "route '\(route.name.value)' names tab '\(tab.value)' but the manifest declares no 'tabs:'",
                    at: tab.location)
            } else if !manifest.tabs.contains(where: { $0.value == tab.value }) {
                var message = "unknown tab '\(tab.value)'"
                let tabs = manifest.tabs.map(\.value)
                if let suggestion = NearMiss.suggestion(for: tab.value, among: tabs) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; declared tabs: \(tabs.joined(separator: ", "))"
                }
                diagnostics.error(message, at: tab.location)
            }
        }
        for entry in route.stack { checkReference(entry, key: "stack", from: route) }
        if let root = route.root { checkReference(root, key: "root", from: route) }
        if let shows = route.shows { checkReference(shows, key: "shows", from: route) }
        if let modalStack = route.modalStack, ![.sheet, .cover].contains(route.presentation?.value ?? .push) {
            diagnostics.error(
                "'modalStack' applies to 'presentation: sheet' or 'cover'; route '\(route.name.value)' is pushed",
                at: modalStack.location)
        }
    }

    /// Checks a route named under `stack`, `root` or `shows`: it exists, is not `route` itself, and
    /// every value it requires can be taken from a parameter of `route` with the same name and type.
    private mutating func checkReference(_ entry: Located<String>, key: String, from route: Route) {
        if entry.value == route.name.value {
            diagnostics.error(
                "route '\(route.name.value)' names itself in '\(key)'; '\(key)' names another route",
                at: entry.location)
            return
        }
        guard let target = manifest.route(named: entry.value) else {
            var message = "'\(key)' names unknown route '\(entry.value)'"
            if let suggestion = NearMiss.suggestion(
                for: entry.value, among: manifest.routes.map(\.name.value))
            {
                message += "; did you mean '\(suggestion)'?"
            }
            diagnostics.error(message, at: entry.location)
            return
        }
        for (name, type) in Self.requiredParameters(of: target)
        where Self.valueType(of: name, in: route) != type {
            diagnostics.error(
                "route '\(entry.value)' in '\(key)' needs parameter '\(name)' (\(type)), which route "
                    + "'\(route.name.value)' does not have; add '\(name): \(type)' to '\(route.name.value)' or "
                    + "remove '\(entry.value)'", at: entry.location)
        }
    }

    /// The parameters a URL must supply for `route`, with their type names.
    static func requiredParameters(of route: Route) -> [(name: String, type: String)] {
        var result: [(String, String)] = []
        for segment in route.path?.value.segments ?? [] {
            switch segment {
            case .parameter(let name), .catchAll(let name):
                result.append(
                    (name, route.params.first { $0.name.value == name }?.type.value.name ?? "String"))
            case .literal, .optionalParameter: continue
            }
        }
        for item in route.query where item.type.value.shape == .single && item.defaultValue == nil {
            result.append((item.name.value, item.type.value.name))
        }
        return result
    }

    /// The type name of a value `route` always has under `name` (not optional), if any.
    static func valueType(of name: String, in route: Route) -> String? {
        for segment in route.path?.value.segments ?? [] {
            switch segment {
            case .parameter(let placeholder) where placeholder == name,
                .catchAll(let placeholder) where placeholder == name:
                return route.params.first { $0.name.value == name }?.type.value.name ?? "String"
            case .optionalParameter(let placeholder) where placeholder == name:
                let declaration = route.params.first { $0.name.value == name }
                return declaration?.defaultValue == nil ? nil : declaration?.type.value.name
            default: continue
            }
        }
        guard let item = route.query.first(where: { $0.name.value == name }) else { return nil }
        return item.type.value.shape == .single || item.defaultValue != nil ? item.type.value.name : nil
    }

    private mutating func checkAliases(_ route: Route, path: PathPattern) {
        let expected = path.segments.compactMap { $0.parameterName == nil ? nil : $0 }
        for alias in route.aliases {
            let placeholders = alias.value.segments.compactMap { $0.parameterName == nil ? nil : $0 }
            if Set(placeholders) != Set(expected) || placeholders.count != expected.count {
                let want = expected.map { PathPattern(segments: [$0]).description.dropFirst() }
                diagnostics.error(
                    "alias '\(alias.value)' must use the same placeholders as path '\(path)' ("
                        + (want.isEmpty ? "none" : want.joined(separator: ", ")) + ")", at: alias.location)
            }
        }
    }

    // MARK: - Trie and conflicts

    private mutating func buildTrie(
        _ routes: [(declaration: Route, path: Located<PathPattern>, resolved: ResolvedRoute)]
    ) -> RouteTrie {
        var trie = RouteTrie(caseSensitive: manifest.caseSensitive)
        for (index, (route, path, resolved)) in routes.enumerated() {
            let locations = [path.location] + route.aliases.map(\.location)
            for (patternIndex, pattern) in resolved.patterns.enumerated() {
                let conflicts = trie.insert(
                    pattern, as: RouteTrie.Terminal(route: index, pattern: patternIndex),
                    sample: { name in Self.sample(for: resolved.parameters.first { $0.name == name }) })
                for conflict in conflicts {
                    let (existing, existingPath, _) = routes[conflict.existing.route]
                    let existingLocation =
                        conflict.existing.pattern == 0
                        ? existingPath.location : existing.aliases[conflict.existing.pattern - 1].location
                    let example = exampleURL(conflict.example)
                    let message: String
                    if conflict.existing.route == index {
                        message =
                            "two patterns of route '\(route.name.value)' match the same URLs (e.g. \(example)); "
                            + "remove one"
                    } else {
                        message =
                            "routes '\(existing.name.value)' and '\(route.name.value)' match the same URLs "
                            + "(e.g. \(example)); no URL can tell them apart — change one of the paths"
                    }
                    diagnostics.error(
                        message, at: locations[patternIndex],
                        notes: [
                            Diagnostic.Note("'\(existing.name.value)' is declared here", at: existingLocation)
                        ])
                }
            }
        }
        return trie
    }

    private static func sample(for parameter: ResolvedParameter?) -> String {
        guard let parameter else { return "abc" }
        if parameter.source == .catchAll { return "a/b" }
        switch parameter.type {
        case .string, .external: return "abc"
        case .int: return "1"
        case .double: return "1.5"
        case .bool: return "true"
        case .uuid: return "00000000-0000-0000-0000-000000000001"
        case .stringEnum(let declaration): return declaration.values.first ?? "abc"
        }
    }

    /// A URL for `segments` on the manifest's first scheme, else its first host.
    private func exampleURL(_ segments: [String]) -> String {
        let path = segments.joined(separator: "/")
        if let scheme = manifest.schemes.first?.value { return "\(scheme)://\(path)" }
        if let host = manifest.hosts.first?.value {
            let concrete = host.hasPrefix("*.") ? "www." + host.dropFirst(2) : host
            return "https://\(concrete)/\(path)"
        }
        return "/" + path
    }

    // MARK: - Helpers

    /// Reports `item` when `key` was seen before (with a note at the first), else records it.
    private mutating func reportRepeat(
        _ item: Located<String>, key: String, in seen: inout [String: SourceLocation], _ message: String
    ) {
        if let first = seen[key] {
            diagnostics.error(
                message, at: item.location, notes: [Diagnostic.Note("first listed here", at: first)])
        } else {
            seen[key] = item.location
        }
    }

    /// Reports `name` if it is not a usable Swift identifier; returns whether it is.
    @discardableResult
    private mutating func checkIdentifier(_ name: Located<String>, role: String, suffix: String) -> Bool {
        guard let problem = SwiftIdentifier.problem(with: name.value, role: role, keywordSuffix: suffix)
        else {
            return true
        }
        diagnostics.error(problem, at: name.location)
        return false
    }
}
