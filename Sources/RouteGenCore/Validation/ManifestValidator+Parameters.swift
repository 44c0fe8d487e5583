import Foundation
@_spi(Generated) import RouteKit

/// Path parameters and query items resolved into typed values, with their defaults and constraints.
extension ManifestValidator {
    /// The route's values in path then query order, and each placeholder's Swift name where it
    /// differs from the name written in the path.
    mutating func resolveParameters(
        _ route: Route, path: Located<PathPattern>, hostValue: Located<String>? = nil
    ) -> (parameters: [ResolvedParameter], renamed: [String: String]) {
        var renamed: [String: String] = [:]
        var placeholders: [String: SourceLocation] = [:]
        var resolved: [ResolvedParameter] = []
        if let hostValue {
            // The host's first label: the route's first value, as the host comes before the path.
            placeholders[hostValue.value] = hostValue.location
            let declaration = route.params.first { $0.name.value == hostValue.value }
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
                        for:
                            "a value inside a segment ('\(PathPattern(segments: [segment]).description.dropFirst())')",
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
                            "placeholder '\(placeholder)' is declared twice in path '\(path.value)'"
                                + (inFragment ? " and fragment '\(pattern.value)'" : ""), at: at,
                            notes: [Diagnostic.Note("first declared here", at: first)])
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
        for parameter in route.params where placeholders[parameter.name.value] == nil {
            var message =
                "parameter '\(parameter.name.value)' under 'params' has no placeholder in path "
                + "'\(path.value)'"
            if let suggestion = NearMiss.suggestion(
                for: parameter.name.value,
                among: path.value.parameterNames + (route.fragmentPath?.value.parameterNames ?? []))
            {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; add '{\(parameter.name.value)}' to the path, or move it under 'query:'"
            }
            diagnostics.error(message, at: parameter.name.location)
        }
        for parameter in route.query {
            if let item = resolveItem(parameter, role: "query item", placeholders: &placeholders) {
                resolved.append(item)
            }
        }
        if let declaration = route.fragment, var fragment = resolveFragment(declaration, route: route) {
            if let first = placeholders[declaration.name.value] {
                diagnostics.error(
                    "'\(declaration.name.value)' is declared twice: as the fragment and as another value of the route",
                    at: declaration.name.location, notes: [Diagnostic.Note("the other is here", at: first)])
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
                "route '\(route.name.value)' has two '[String: String]' query items, '\(allItems[0].urlName)' and "
                    + "'\(allItems[1].urlName)'; one takes every other item, so keep one",
                at: second.name.location)
        }
        var swiftNames: [String: String] = [:]
        for parameter in resolved {
            if let other = swiftNames[parameter.name] {
                diagnostics.error(
                    "'\(other)' and '\(parameter.urlName)' of route '\(route.name.value)' are both '\(parameter.name)' in "
                        + "Swift; name one with 'swift:', e.g. { type: ..., swift: \(parameter.name)2 }",
                    at: route.name.location)
            }
            swiftNames[parameter.name] = parameter.urlName
        }
        return (resolved, renamed)
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
        let why = SwiftIdentifier.keywords.contains(derived) ? "a Swift keyword" : "not a Swift identifier"
        diagnostics.error(
            "\(role) '\(urlName.value)' becomes the Swift name '\(derived)', \(why); name it with 'swift:', e.g. "
                + "{ type: String, swift: \(SwiftIdentifier.suggestion(for: derived, keywordSuffix: "Value")) }",
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
                diagnostics.error(
                    "catch-all '\(name)' cannot hold links to the app's routes; declare it under 'query:'",
                    at: type.location)
                return nil
            }
            if !declaration.constraints.isEmpty {
                diagnostics.error(
                    "catch-all '\(name)' is a list, which takes no constraints ('min', 'max', 'minLength', "
                        + "'maxLength', 'pattern'); check its elements in the app, or make it one value",
                    at: declaration.name.location)
                return nil
            }
            var resolved = finish(declaration, type: elementType, source: source)
            resolved?.isSegmentList = true
            return resolved
        case .optional where source == .pathPiece || source == .fragmentPath:
            let place =
                source == .pathPiece
                ? "is inside a segment" : "is in the fragment's path, which chooses the route"
            diagnostics.error(
                "path parameter '\(name)' \(place), so it is always there: it cannot be "
                    + "'\(type.value)'; write the type as '\(type.value.name)'", at: type.location)
            return nil
        case .optional:
            diagnostics.error(
                "path parameter '\(name)' cannot be '\(type.value)'; make the last segment optional with "
                    + "'{\(name)?}' and write the type as '\(type.value.name)'", at: type.location)
            return nil
        case .array:
            diagnostics.error(
                "path parameter '\(name)' cannot be a list '\(type.value)'; repeated values go under 'query:', "
                    + "or a catch-all '{\(name)...}' (1.1) holds one a segment",
                at: type.location)
            return nil
        case .dictionary:
            diagnostics.error(
                "path parameter '\(name)' cannot be '\(type.value)', which holds query items; declare it under "
                    + "'query:'", at: type.location)
            return nil
        }
        guard let elementType = resolveType(type) else { return nil }
        if case .link = elementType {
            diagnostics.error(
                "path parameter '\(name)' cannot hold a link to one of the app's routes; declare it under 'query:' "
                    + "as '\(type.value.name)?'", at: type.location)
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

    /// An item of the query or, for `role` "fragment item", of the fragment: named in Swift, and
    /// the only value of the route by its name (`placeholders` holds where each name is declared).
    mutating func resolveItem(
        _ declaration: Parameter, role: String, placeholders: inout [String: SourceLocation]
    ) -> ResolvedParameter? {
        let name = declaration.name
        guard let swiftName = swiftName(of: name, declared: declaration.swiftName, role: role + " name")
        else {
            return nil
        }
        if let first = placeholders[name.value] {
            diagnostics.error(
                "'\(name.value)' is declared twice: as a \(role) and as another value of the route; a name is one "
                    + "value of a route", at: name.location,
                notes: [Diagnostic.Note("the other is here", at: first)])
            return nil
        }
        placeholders[name.value] = name.location
        guard var item = resolveQueryItem(declaration, role: role) else { return nil }
        if swiftName != item.name { item.urlKey = item.name }
        item.name = swiftName
        item.inFragment = role == "fragment item"
        return item
    }

    mutating func resolveQueryItem(
        _ declaration: Parameter, role: String = "query item"
    ) -> ResolvedParameter? {
        let type = declaration.type
        guard let elementType = resolveType(type) else { return nil }
        let source: ResolvedParameter.Source
        switch type.value.shape {
        case .single: source = .query
        case .optional: source = .optionalQuery
        case .array: source = .repeatedQuery
        case .dictionary:
            return resolveOtherItems(declaration, role: role, elementType: elementType)
        }
        if case .link = elementType {
            return resolveCarriedLink(declaration, role: role, source: source)
        }
        if let defaultValue = declaration.defaultValue {
            if source == .repeatedQuery {
                diagnostics.error(
                    "a repeated \(role) defaults to an empty list; remove 'default'",
                    at: defaultValue.location)
                return nil
            }
            if source == .optionalQuery {
                diagnostics.error(
                    "\(role) '\(declaration.name.value)' has a default, so it is never absent; write its type "
                        + "as '\(type.value.name)' instead of '\(type.value)'", at: type.location)
                return nil
            }
        }
        return finish(declaration, type: elementType, source: source)
    }

    /// `[String: String]` (1.1): the items the route and the context do not read, as they are.
    mutating func resolveOtherItems(
        _ declaration: Parameter, role: String, elementType: ParameterType
    ) -> ResolvedParameter? {
        let type = declaration.type
        guard requireVersion1_1(for: "a '\(type.value)' query item", at: type.location) else { return nil }
        guard role == "query item" else {
            let holds = role == "fragment item" ? "a value or a list" : "one value"
            diagnostics.error(
                "\(role) '\(declaration.name.value)' holds \(holds), not '\(type.value)'; every other item "
                    + "is read by a route's query item of that type", at: type.location)
            return nil
        }
        guard elementType == .string else {
            diagnostics.error(
                "query item '\(declaration.name.value)' takes every other item as it is written; its type is "
                    + "'[String: String]', not '\(type.value)'", at: type.location)
            return nil
        }
        if declaration.defaultValue != nil || declaration.example != nil || declaration.ignoreInvalid != nil
            || !declaration.constraints.isEmpty || declaration.percentEncoded != nil
            || declaration.lowercased != nil
        {
            diagnostics.error(
                "query item '\(declaration.name.value)' takes every other item as it is written; it has no "
                    + "'default', 'example', 'ignoreInvalid', 'lowercased', 'percentEncoded' or constraints",
                at: declaration.name.location)
            return nil
        }
        return ResolvedParameter(
            name: declaration.name.value, type: .string, source: .otherQueryItems, defaultValue: nil,
            example: nil, constraints: Constraints())
    }

    /// A query item of the app's own route type (1.1): a link carried inside the link, optional
    /// or required.
    mutating func resolveCarriedLink(
        _ declaration: Parameter, role: String, source: ResolvedParameter.Source
    ) -> ResolvedParameter? {
        let type = declaration.type
        let name = declaration.name.value
        guard
            requireVersion1_1(
                for: "a query item of the app's route type '\(type.value.name)'", at: type.location)
        else { return nil }
        guard role == "query item", source == .optionalQuery || source == .query else {
            let message =
                role == "query item"
                ? "query item '\(name)' holds one link to one of the app's routes, not a list; write its type as "
                    + "'\(type.value.name)', or '\(type.value.name)?' for an optional one"
                : "\(role) '\(name)' holds a link to one of the app's routes, which only a query item carries; "
                    + "declare it under a route's 'query:'"
            diagnostics.error(message, at: type.location)
            return nil
        }
        if declaration.defaultValue != nil || declaration.example != nil || !declaration.constraints.isEmpty {
            diagnostics.error(
                "query item '\(name)' holds a link to one of the app's routes; it takes 'type', 'swift' and "
                    + "'ignoreInvalid' only", at: declaration.name.location)
            return nil
        }
        return finish(declaration, type: .link(enumName: type.value.name), source: source)
    }

    /// Checks the default and constraints of a parameter whose type resolved.
    mutating func finish(
        _ declaration: Parameter, type: ParameterType, source: ResolvedParameter.Source
    ) -> ResolvedParameter? {
        let name = declaration.name.value
        let constraints = declaration.constraints
        var ok = checkConstraints(constraints, of: name, type: type)
        var value: ParameterValue?
        if let text = declaration.defaultValue {
            if type.isAppDecided {
                diagnostics.error(
                    "parameter '\(name)' of external type '\(type.manifestName)' cannot have a default; "
                        + "routegen cannot check it — make the item optional instead", at: text.location)
                ok = false
            } else {
                value = check(
                    text, role: "default", of: "parameter '\(name)'", type: type,
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
                text, role: "example", of: "parameter '\(name)'", type: type,
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
            if value != nil || source == .optionalPath || source == .optionalQuery
                || source == .optionalFragment
            {
                ignoreInvalid = true
            } else {
                diagnostics.error(
                    "'ignoreInvalid' needs a parameter that may be absent: an optional segment '{\(name)?}', an "
                        + "optional query item, or one with a default", at: flag.location)
                ok = false
            }
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
        resolved.lowercased = lowercased == true
        resolved.percentEncoded = percentEncoded == true
        return resolved
    }

    mutating func resolveType(_ type: Located<TypeReference>) -> ParameterType? {
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
        if name == manifest.enumName.value, !isFeature { return .link(enumName: name) }
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

}
