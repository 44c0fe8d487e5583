@_spi(Generated) import RouteKit

/// The builder (`route → URL`) and the factory that builds deprecated cases without warnings.
extension ParsingFileEmitter {
    func printWrite(_ p: inout CodePrinter) {
        p.docComment(["Writes the route's canonical path and query: built from `path`, never from an alias."])
        p.block("static func write(_ route: \(context.enumName), to builder: inout RouteKit.RouteURLBuilder)")
        { p in
            p.switchBlock("route") { p in
                for feature in context.children {
                    p.line("case .\(feature.caseName)(let route):")
                    p.indented { p in p.line("\(feature.enumName)Parser.write(route, to: &builder)") }
                }
                for route in routes {
                    context.printBindingPattern(route, &p)
                    p.indented { p in
                        let statements = writeStatements(route)
                        if statements.isEmpty { p.line("break") }
                        for statement in statements { p.line(statement) }
                    }
                }
            }
        }
    }

    func writeStatements(_ route: ResolvedRoute) -> [String] {
        var statements: [String] = []
        for segment in route.path.segments {
            switch segment {
            case .literal(let text):
                statements.append(
                    "builder.literal(\(SwiftSyntax.stringLiteral(RouteURLBuilder.encode(text))))")
            case .parameter(let name):
                statements.append("builder.segment(\(name))")
            case .optionalParameter(let name):
                let parameter = route.parameters.first { $0.name == name }
                statements.append(
                    parameter?.isOptional == false
                        ? "builder.segment(\(name))" : "if let \(name) { builder.segment(\(name)) }")
            case .catchAll(let name):
                statements.append("builder.rest(\(name))")
            }
        }
        for parameter in route.parameters where parameter.isQueryItem {
            let name = SwiftSyntax.stringLiteral(parameter.urlName)
            if let value = parameter.defaultValue {
                statements.append(
                    "builder.query(\(name), \(parameter.name), default: \(context.literal(value, of: parameter.type)))"
                )
            } else {
                statements.append("builder.query(\(name), \(parameter.name))")
            }
        }
        for parameter in route.parameters where parameter.isFragment {
            let value =
                parameter.defaultValue.map { ", default: " + context.literal($0, of: parameter.type) } ?? ""
            statements.append("builder.fragment(\(parameter.name)\(value))")
        }
        return statements
    }

    // MARK: - Deprecated routes

    func printDeprecatedFactory(_ deprecated: [ResolvedRoute], _ p: inout CodePrinter) {
        let protocolName = "\(context.enumName)DeprecatedCases"
        p.line()
        p.docComment([
            "Builds deprecated cases without a deprecation warning in generated code (the parser, and",
            "stacks that name them): the witnesses are deprecated, the requirements are not. Apps that",
            "build these cases still get the warning.",
        ])
        p.block("protocol \(protocolName)") { p in
            for route in deprecated {
                let name = "make" + route.identifier.capitalizedFirst
                p.wrapped("static func \(name)", context.requirementParameters(route.parameters), " -> Self")
            }
        }
        p.line()
        p.block("extension \(context.enumName): \(protocolName)") { p in
            for (index, route) in deprecated.enumerated() {
                if index > 0 { p.line() }
                p.line("@available(*, deprecated)")
                let name = "make" + route.identifier.capitalizedFirst
                p.wrappedBlock(
                    "static func \(name)", context.requirementParameters(route.parameters), " -> Self"
                ) {
                    p in
                    p.expression(context.construction(route))
                }
            }
        }
        for route in deprecated {
            p.line()
            // Named apart from the requirement, so that the enum's own code reaches this one.
            p.wrappedBlock(
                "func deprecated\(route.identifier.capitalizedFirst)<R: \(protocolName)>",
                ["_ type: R.Type"] + context.requirementParameters(route.parameters),
                " -> R"
            ) { p in
                p.wrapped(
                    "R.make\(route.identifier.capitalizedFirst)",
                    context.forwardedArgumentList(route.parameters), "")
            }
        }
    }
}
