import Foundation
@_spi(Generated) import RouteKit

/// A route's values — its host's, its path's, its query items, its fragment's — and the app's
/// context items, resolved into typed values with their Swift names, defaults and constraints.
struct ParameterResolver: ValueChecking {
    let scope: ValidationScope
    var diagnostics = DiagnosticCollector()

    init(scope: ValidationScope) { self.scope = scope }

    /// The values `route` (a route or a group) adds to those of its group (`group`), in path then
    /// query order; each placeholder's Swift name where it differs from the name written in the
    /// path; and where each value of the group and the route is declared, by its name in the URL.
    /// `path` is the route's own, which continues its group's; `hostValue` the value of the hosts
    /// the route is reached on, which it holds unless `holdsHostValue` is false (a group that
    /// passes it on to its routes, whose `params:` may still type it for them).
    mutating func resolveParameters(
        _ route: Route, path: Located<PathPattern>, in group: GroupScope = GroupScope(),
        hostValue: Located<String>? = nil, holdsHostValue: Bool = true
    ) -> (parameters: [ResolvedParameter], renamed: [String: String], placeholders: [String: SourceLocation])
    {
        var renamed: [String: String] = [:]
        var placeholders = group.placeholders
        var resolved: [ResolvedParameter] = []
        // Messages name the path a link has: the group's and the route's.
        let shownPath = "\(group.joined(path).value)"
        for parameter in route.params {
            guard let holder = group.holders[parameter.name.value] else { continue }
            diagnostics.error(
                .groups(.groupValueTypedByRoute(value: parameter.name.value, group: holder)),
                at: parameter.name.location)
        }
        if let hostValue, let first = placeholders[hostValue.value] {
            diagnostics.error(
                .parameters(.placeholderTwice(hostValue.value, path: shownPath, fragment: nil)),
                at: hostValue.location, notes: [Diagnostic.Note(.firstDeclared, at: first)])
        } else if let hostValue, holdsHostValue {
            // The host's first label: the route's first value, as the host comes before the path.
            placeholders[hostValue.value] = hostValue.location
            let declaration =
                route.params.first { $0.name.value == hostValue.value }
                ?? group.declaration(of: hostValue.value)
            if let swiftName = swiftName(of: hostValue, declared: declaration?.swiftName),
                var parameter = resolvePathParameter(
                    hostValue.value, source: .host, declaration: declaration),
                checkHostValue(parameter, at: declaration?.type.location ?? hostValue.location)
            {
                if swiftName != parameter.name { parameter.urlKey = parameter.name }
                parameter.name = swiftName
                resolved.append(parameter)
            }
        }
        // The fragment's path's values come after the path's: both are placeholders of `params:`.
        let patterns = [(path, false)] + (route.fragmentPath.map { [($0, true)] } ?? [])
        for (pattern, inFragment) in patterns {
            for (index, segment) in pattern.value.segments.enumerated() {
                if case .pieces = segment {
                    requireVersion1_1(
                        for: .valueInsideASegment(
                            String(PathPattern(segments: [segment]).description.dropFirst())),
                        at: pattern.value.location(ofSegment: index, from: pattern.location))
                }
                for placeholder in segment.valueNames {
                    let at = pattern.value.location(ofSegment: index, from: pattern.location)
                    let declaration = route.params.first { $0.name.value == placeholder }
                    guard
                        let swiftName = swiftName(
                            of: Located(placeholder, at: at), declared: declaration?.swiftName)
                    else { continue }
                    if let first = placeholders[placeholder] {
                        diagnostics.error(
                            .parameters(
                                .placeholderTwice(
                                    placeholder, path: shownPath,
                                    fragment: inFragment ? "\(pattern.value)" : nil)),
                            at: at, notes: [Diagnostic.Note(.firstDeclared, at: first)])
                        continue
                    }
                    placeholders[placeholder] = at
                    let source: ResolvedParameter.Source
                    switch segment {
                    case _ where inFragment: source = .fragmentPath
                    case .optionalParameter: source = .optionalPath
                    case .catchAll: source = .catchAll
                    case .pieces: source = .pathPiece
                    default: source = .path
                    }
                    if var parameter = resolvePathParameter(
                        placeholder, source: source, declaration: declaration)
                    {
                        // Patterns are resolved with Swift names; errors and messages name a value as the
                        // manifest writes it.
                        parameter.name = swiftName
                        if swiftName != placeholder {
                            renamed[placeholder] = swiftName
                            parameter.urlKey = placeholder
                        }
                        resolved.append(parameter)
                    }
                }
            }
        }
        // A group's value typed here is reported above; a host value passed on is typed here.
        for parameter in route.params
        where placeholders[parameter.name.value] == nil && parameter.name.value != hostValue?.value {
            let suggestion = NearMiss.suggestion(
                for: parameter.name.value,
                among: group.joined(path).value.parameterNames
                    + (route.fragmentPath?.value.parameterNames ?? []))
            diagnostics.error(
                .parameters(
                    .paramWithoutPlaceholder(parameter.name.value, path: shownPath, suggestion: suggestion)),
                at: parameter.name.location)
        }
        for parameter in route.query {
            if let holder = group.holders[parameter.name.value] {
                diagnostics.error(
                    .groups(.valueOfGroupAlready(value: parameter.name.value, group: holder)),
                    at: parameter.name.location)
                continue
            }
            if let item = resolveItem(parameter, role: "query item", placeholders: &placeholders) {
                resolved.append(item)
            }
        }
        if let declaration = route.fragment, var fragment = resolveFragment(declaration, route: route) {
            if let first = placeholders[declaration.name.value] {
                diagnostics.error(
                    .parameters(.fragmentNamedLikeValue(declaration.name.value)),
                    at: declaration.name.location,
                    notes: [Diagnostic.Note(.otherValue, at: first)])
            } else if let swiftName = swiftName(
                of: declaration.name, declared: declaration.swiftName, role: "fragment name")
            {
                fragment.name = swiftName
                resolved.append(fragment)
            }
        }
        resolved += resolveFragmentItems(route, placeholders: &placeholders)
        let allItems = resolved.filter { $0.source == .otherQueryItems }
        if allItems.count > 1, let second = route.query.first(where: { $0.name.value == allItems[1].urlName })
        {
            diagnostics.error(
                .parameters(
                    .twoOtherItemsValues(
                        route: route.name.value, first: allItems[0].urlName, second: allItems[1].urlName)),
                at: second.name.location)
        }
        var swiftNames = Dictionary(
            group.values.map { ($0.name, $0.urlName) }, uniquingKeysWith: { first, _ in first })
        for parameter in resolved {
            if let other = swiftNames[parameter.name] {
                diagnostics.error(
                    .names(
                        .valuesShareSwiftName(
                            first: other, second: parameter.urlName, route: route.name.value,
                            swiftName: parameter.name)),
                    at: route.name.location)
            }
            swiftNames[parameter.name] = parameter.urlName
        }
        return (resolved, renamed, placeholders)
    }

    /// A value's Swift name: `swift:` when given, else in manifest 1.1 its URL name in
    /// lowerCamelCase, else the URL name as written; `nil` (reported) when it is not usable.
    mutating func swiftName(
        of urlName: Located<String>, declared: Located<String>?, role: String = "parameter name"
    ) -> String? {
        if let declared {
            return checkIdentifier(declared, role: "Swift name", suffix: "Value") ? declared.value : nil
        }
        guard app.version.value >= .v1_1 else {
            return checkIdentifier(urlName, role: role, suffix: "Value") ? urlName.value : nil
        }
        let derived = SwiftNames.lowerCamel(urlName.value)
        guard SwiftIdentifier.problem(with: derived, role: "Swift name", keywordSuffix: "Value") != nil else {
            return derived
        }
        diagnostics.error(
            .names(
                .derivedSwiftName(
                    role: role, name: urlName.value, derived: derived,
                    isKeyword: SwiftIdentifier.keywords.contains(derived),
                    suggestion: SwiftIdentifier.suggestion(for: derived, keywordSuffix: "Value"))),
            at: urlName.location)
        return nil
    }

    mutating func resolvePathParameter(
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
        case .array where source == .catchAll && app.version.value >= .v1_1:
            // One element a segment.
            guard let elementType = resolveType(type) else { return nil }
            if case .link = elementType {
                diagnostics.error(.parameters(.catchAllOfLinks(name)), at: type.location)
                return nil
            }
            if !declaration.constraints.isEmpty {
                diagnostics.error(.parameters(.catchAllListConstraints(name)), at: declaration.name.location)
                return nil
            }
            var resolved = finish(declaration, type: elementType, source: source)
            resolved?.isSegmentList = true
            return resolved
        case .optional where source == .pathPiece || source == .fragmentPath:
            diagnostics.error(
                .parameters(
                    .alwaysPresentOptional(
                        name, inFragment: source == .fragmentPath, type: "\(type.value)",
                        element: type.value.name)),
                at: type.location)
            return nil
        case .optional:
            diagnostics.error(
                .parameters(.optionalPathParameter(name, type: "\(type.value)", element: type.value.name)),
                at: type.location)
            return nil
        case .array:
            diagnostics.error(.parameters(.listPathParameter(name, type: "\(type.value)")), at: type.location)
            return nil
        case .dictionary:
            diagnostics.error(
                .parameters(.itemsPathParameter(name, type: "\(type.value)")), at: type.location)
            return nil
        }
        guard let elementType = resolveType(type) else { return nil }
        if case .link = elementType {
            diagnostics.error(
                .parameters(.linkPathParameter(name, element: type.value.name)), at: type.location)
            return nil
        }
        if let defaultValue = declaration.defaultValue, source != .optionalPath {
            diagnostics.error(.parameters(.pathParameterDefault(name)), at: defaultValue.location)
            return nil
        }
        return finish(declaration, type: elementType, source: source)
    }

    /// Checks the default and constraints of a parameter whose type resolved.
    mutating func finish(
        _ declaration: Parameter, type: ParameterType, source: ResolvedParameter.Source
    ) -> ResolvedParameter? {
        let name = declaration.name.value
        var constraints = declaration.constraints
        var ok =
            resolveRange(&constraints, of: name, type: type)
            && checkConstraints(constraints, of: name, type: type)
        var value: ParameterValue?
        if let text = declaration.defaultValue {
            if type.isAppDecided {
                diagnostics.error(.values(.externalDefault(name, type: type.manifestName)), at: text.location)
                ok = false
            } else {
                value = check(
                    text, role: .defaultValue, of: .parameter(name), type: type,
                    constraints: ok ? constraints : nil)
                ok = ok && value != nil
            }
        }
        var example: String?
        if let text = declaration.example {
            // An external type's example is checked by the app's type when the example URL is parsed.
            if type.isAppDecided {
                example = text.value
            } else if check(
                text, role: .example, of: .parameter(name), type: type,
                constraints: ok ? constraints : nil)
                != nil
            {
                example = text.value
            } else {
                ok = false
            }
        }
        var ignoreInvalid = false
        if let flag = declaration.ignoreInvalid, flag.value {
            if value != nil || source == .optionalPath || source.isOptionalItem
                || source == .optionalFragment
            {
                ignoreInvalid = true
            } else {
                diagnostics.error(.values(.ignoreInvalidAlwaysPresent(name)), at: flag.location)
                ok = false
            }
        }
        if let flag = declaration.last, flag.value {
            ok = checkLast(flag, of: name, type: type, source: source) && ok
        }
        let lowercased = declaration.lowercased.map {
            checkLowercased($0, of: declaration, type: type, source: source)
        }
        let percentEncoded = declaration.percentEncoded.map {
            checkPercentEncoded($0, of: declaration, type: type, source: source)
        }
        guard ok, lowercased != false, percentEncoded != false else { return nil }
        var resolved = ResolvedParameter(
            name: name, type: type, source: source, defaultValue: value, example: example,
            constraints: constraints)
        resolved.ignoreInvalid = ignoreInvalid
        // `lowercased: false` and `percentEncoded: false` say the default (both read as set before).
        resolved.lowercased = declaration.lowercased?.value == true
        resolved.percentEncoded = declaration.percentEncoded?.value == true
        resolved.last = declaration.last?.value == true
        return resolved
    }

    /// A host value's type: a string enum whose values are host labels, or a String with a pattern
    /// (its values are built into the host as they are, so they must be labels).
    mutating func checkHostValue(_ parameter: ResolvedParameter, at location: SourceLocation) -> Bool {
        switch parameter.type {
        case .stringEnum(let declaration):
            guard let bad = declaration.values.first(where: { !Manifest.isHostLabel($0) }) else {
                return true
            }
            diagnostics.error(
                .hosts(.hostValueNotLabel(value: parameter.name, bad: bad, type: declaration.name)),
                at: location)
        case .string where parameter.constraints.pattern != nil:
            return true
        case .string:
            diagnostics.error(.hosts(.hostValueStringWithoutPattern(value: parameter.name)), at: location)
        default:
            diagnostics.error(
                .hosts(.hostValueOfType(value: parameter.name, type: parameter.type.manifestName)),
                at: location)
        }
        return false
    }
}
