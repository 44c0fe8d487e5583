@_spi(Generated) import RouteKit

/// Each route's value readers: its path and query values converted and checked, then the case built.
extension ParsingFileEmitter {
    /// `static func route(_ link:, param: Int) throws -> Enum`: reads the route's values.
    func printMake(_ route: ResolvedRoute, _ p: inout CodePrinter) {
        let pathParameters = route.parameters.filter(\.isPathParameter)
        let parameters =
            ["_ link: borrowing RouteKit.RouteLink"]
            + pathParameters.map { parameter in
                "\(parameter.name)At index\(parameter.name.capitalizedFirst): Int"
                    + (parameter.source == .optionalPath ? "?" : "")
            }
        let tail = " throws(RouteKit.RouteError) -> \(context.enumName)"
        p.wrappedBlock("static func \(route.identifier)", parameters, tail) { p in
            if route.parameters.contains(where: \.isQueryItem) {
                p.line("let query = link.query()")
            }
            for parameter in route.parameters {
                p.line("let \(parameter.name): \(parameter.swiftType) = \(read(parameter, of: route))")
                printConstraintChecks(parameter, &p)
            }
            if route.deprecated != nil {
                // Deprecated cases are built through a protocol witness so the parser compiles
                // without deprecation warnings; apps that build them still get the warning.
                p.wrapped(
                    "return deprecated\(route.identifier.capitalizedFirst)",
                    ["\(context.enumName).self"] + context.forwardedArgumentList(route.parameters), "")
            } else {
                p.expression(context.construction(route), prefix: "return ")
            }
        }
    }

    /// The expression that reads one value from the link or its query.
    func read(_ parameter: ResolvedParameter, of route: ResolvedRoute? = nil) -> String {
        let name = SwiftSyntax.stringLiteral(parameter.urlName)
        let index = "index\(parameter.name.capitalizedFirst)"
        switch parameter.source {
        case .path:
            return "try link.value(at: \(index), name: \(name))"
        case .optionalPath:
            // `ignoreInvalid`: a value that does not convert reads as absent.
            let read =
                parameter.ignoreInvalid
                ? "(try? link.optionalValue(at: \(index), name: \(name))) ?? nil"
                : "try link.optionalValue(at: \(index), name: \(name))"
            if let value = parameter.defaultValue {
                return read + " ?? " + context.literal(value, of: parameter.type)
            }
            return read
        case .catchAll:
            return "try link.rest(from: \(index), name: \(name))"
        case .query where parameter.type.isLink:
            return reading(
                "link.requiredNestedLink(\(name), in: query, parse: \(parameter.type.swiftName).init(url:))",
                orIfInvalid: "nil")
        case .query, .fragment:
            let (withDefault, required) =
                parameter.isFragment ? ("link.fragment", "link.fragment") : ("query.value", "query.required")
            guard let value = parameter.defaultValue else { return "try \(required)(\(name))" }
            let literal = context.literal(value, of: parameter.type)
            return reading("\(withDefault)(\(name), default: \(literal))", orIfInvalid: literal)
        case .optionalQuery:
            if parameter.type.isLink {
                return reading(
                    "link.nestedLink(\(name), in: query, parse: \(parameter.type.swiftName).init(url:))",
                    orIfInvalid: "nil")
            }
            return reading("query.optional(\(name))", orIfInvalid: "nil")
        case .repeatedQuery:
            return reading("query.repeated(\(name))", orIfInvalid: "[]")
        case .otherQueryItems:
            let named = route.map { context.root.namedItems(of: $0, in: context.file) } ?? []
            return "query.others(excluding: \(stringArray(named)))"
        case .optionalFragment:
            return reading("link.optionalFragment(\(name))", orIfInvalid: "nil")
        case .host:
            return "try link.hostValue(name: \(name))"
        }

        /// `try call`, or with `ignoreInvalid` the fallback when the value does not convert.
        func reading(_ call: String, orIfInvalid fallback: String) -> String {
            parameter.ignoreInvalid ? "(try? \(call)) ?? \(fallback)" : "try \(call)"
        }
    }

    /// `try RouteConstraint.check(...)` for a parameter's constraints, per value when it may be
    /// absent or repeated.
    func printConstraintChecks(_ parameter: ResolvedParameter, _ p: inout CodePrinter) {
        let constraints = parameter.constraints
        var arguments: [String] = []
        let number = { (value: Double) -> String in
            parameter.type == .int ? ManifestValidator.format(value) : "\(value)"
        }
        if let min = constraints.min { arguments.append("min: \(number(min.value))") }
        if let max = constraints.max { arguments.append("max: \(number(max.value))") }
        if let length = constraints.minLength { arguments.append("minLength: \(length.value)") }
        if let length = constraints.maxLength { arguments.append("maxLength: \(length.value)") }
        if let pattern = constraints.pattern {
            arguments.append("pattern: \(SwiftSyntax.stringLiteral(pattern.value))")
        }
        guard !arguments.isEmpty else { return }
        let name = SwiftSyntax.stringLiteral(parameter.errorName)
        let check = { (p: inout CodePrinter, value: String) in
            p.wrapped("try RouteKit.RouteConstraint.check", [value, "name: \(name)"] + arguments, "")
        }
        if parameter.isOptional {
            p.block("if let \(parameter.name)") { p in check(&p, parameter.name) }
        } else if parameter.source == .repeatedQuery {
            p.block("for value in \(parameter.name)") { p in check(&p, "value") }
        } else {
            check(&p, parameter.name)
        }
    }
}
