@_spi(Generated) import RouteKit

/// The builder (`route → URL`) and the factory that builds deprecated cases without warnings.
extension ParsingFileEmitter {
    /// Writes a route of the enum, or of a group's after the group's own segments and items: a
    /// group's case writes the part of the path and query it holds, then hands its enum on.
    func printWrite(of group: RouteNode? = nil, _ p: inout CodePrinter) {
        p.docComment([
            group == nil
                ? "Writes the route's canonical path and query: built from `path`, never from an alias."
                : "Writes `\(group!.name)`'s part of the path and query, then its route's."
        ])
        let shared = group.map { context.requirementParameters($0.shared) } ?? []
        p.wrappedBlock(
            "static func write",
            ["_ route: \(group?.swiftName ?? context.enumName)"] + shared
                + ["to builder: inout RouteKit.RouteURLBuilder"], ""
        ) { p in
            // A group's or a feature's part of the path, written once. A feature that a feature's
            // top-level `include:` lists writes its whole path, so it starts the path again.
            let node = group ?? context.file.node
            let absolute = Set(node.absoluteFeatures.map(\.caseName))
            for statement in writeStatements(node.ownSegments, node.shared, hosts: node.hosts) {
                p.line(statement)
            }
            context.printSwitch(
                &p, subject: "route", of: group,
                node: { inner in
                    guard inner.isGroup else {
                        let restart = absolute.contains(inner.caseName) ? ["builder.restartPath()"] : []
                        return (
                            .statements(restart + ["\(inner.swiftName)Parser.write(route, to: &builder)"]),
                            false
                        )
                    }
                    let arguments =
                        ["nested"] + context.forwardedArgumentList(inner.shared) + ["to: &builder"]
                    return (.statements(["write(\(arguments.joined(separator: ", ")))"]), true)
                },
                route: { route in
                    let own = route.ownParameters
                    let builtOn = ExampleURLs.builtOn(route, in: context.root)
                    let shared = Set(route.parameters.filter { $0.isItem && !$0.inFragment }.map(\.urlName))
                    // A value of a shared item that chooses a sibling at this path is left out.
                    var chosen: [String: [String]] = [:]
                    for sibling in context.file.routes
                    where sibling.name != route.name && sibling.path == route.path {
                        for condition in sibling.conditions
                        where !condition.inFragment && shared.contains(condition.name) {
                            if case .equals(let value) = condition.test, !route.conditions.contains(condition)
                            {
                                chosen[condition.name, default: []].append(value)
                            }
                        }
                    }
                    let groupHosts = context.file.groups(of: route).contains { $0.hosts != nil }
                    // A fragment value or item beside routes chosen by the fragment's path holds none.
                    let besideFragmentPaths =
                        route.parameters.contains(where: { $0.isFragment || $0.isFragmentItem })
                        && context.root.allRoutes.contains {
                            $0.route.fragmentPath != nil && $0.route.patterns.contains(route.path)
                        }
                    return (
                        .statements(
                            writeStatements(
                                route.ownSegments, own,
                                named: context.root.namedItems(of: route),
                                conditions: route.conditions,
                                shared: shared, chosenBySiblings: chosen,
                                hosts: groupHosts ? nil : route.hosts, schemes: builtOn.schemes,
                                web: builtOn.web, fragmentPath: route.fragmentPath,
                                fragmentHoldsNoPath: besideFragmentPaths)),
                        Set(own.map(\.name))
                    )
                })
        }
    }

    /// The builder calls for the `schemes` of a route on some schemes only (or `web` where no
    /// scheme reaches it), the `hosts` the route or group names (with the value the host
    /// carries, among `parameters`), `segments`, then for the items `conditions` set to a value
    /// (replacing one of the `shared` items a group wrote), then for the query items and fragment among `parameters`; a `[String: String]` item leaves
    /// out the `named` ones.
    func writeStatements(
        _ segments: some Collection<PathPattern.Segment>, _ parameters: some Collection<ResolvedParameter>,
        named: [String] = [], conditions: [QueryCondition] = [], shared: Set<String> = [],
        chosenBySiblings: [String: [String]] = [:], hosts: [String]? = nil, schemes: [String]? = nil,
        web: Bool = false, fragmentPath: PathPattern? = nil, fragmentHoldsNoPath: Bool = false
    ) -> [String] {
        var statements: [String] = []
        if let schemes {
            let form = context.settings.formArgument(of: schemes[0]).map { ", form: " + $0 } ?? ""
            statements.append("builder.schemes(\(stringArray(schemes))\(form))")
        }
        if web { statements.append("builder.web()") }
        // A String read lowercased is written lowercased, so that `url` is the link it reads back as.
        func written(_ name: String, mayBeAbsent: Bool = false) -> String {
            guard let parameter = parameters.first(where: { $0.name == name }), parameter.lowercased,
                parameter.type == .string
            else { return name }
            if parameter.source.isRepeatedItem { return "\(name).map { $0.lowercased() }" }
            return mayBeAbsent && parameter.isOptional ? "\(name)?.lowercased()" : "\(name).lowercased()"
        }
        // A value kept as the link writes it is written so (`percentEncoded: true`).
        func segmentCall(_ name: String) -> String {
            parameters.first { $0.name == name }?.percentEncoded == true ? "encodedSegment" : "segment"
        }
        if let hosts {
            let patterns = stringArray(hosts)
            if let value = parameters.first(where: \.isHostValue) {
                statements.append("builder.hosts(\(patterns), value: \(value.name))")
            } else {
                statements.append("builder.hosts(\(patterns))")
            }
        }
        let folding = context.root.settings.caseSensitive ? "" : ", ignoringCase: true"
        for segment in segments {
            switch segment {
            case .literal(let text):
                statements.append(
                    "builder.literal(\(SwiftSyntax.stringLiteral(RouteURLBuilder.encodePathText(text))))")
            case .parameter(let name):
                statements.append("builder.\(segmentCall(name))(\(written(name)))")
            case .optionalParameter(let name):
                let parameter = parameters.first { $0.name == name }
                let call = segmentCall(name)
                statements.append(
                    parameter?.isOptional == false
                        ? "builder.\(call)(\(written(name)))"
                        : "if let \(name) { builder.\(call)(\(written(name))) }")
            case .catchAll(""):
                continue  // `*`: the rest is ignored, and built empty
            case .catchAll(let name):
                let isList = parameters.first { $0.name == name }?.isSegmentList == true
                let call =
                    isList ? "restSegments" : segmentCall(name) == "encodedSegment" ? "encodedRest" : "rest"
                statements.append("builder.\(call)(\(name))")
            case .pieces(let texts, let names):
                let values = names.map { written($0) }.joined(separator: ", ")
                statements.append("builder.pieces(\(stringArray(texts)), [\(values)]\(folding))")
            }
        }
        if fragmentPath?.isRooted == false { statements.append("builder.unrootedFragmentPath()") }
        for segment in fragmentPath?.segments ?? [] {
            switch segment {
            case .literal(let text):
                statements.append("builder.fragmentLiteral(\(SwiftSyntax.stringLiteral(text)))")
            case .pieces(let texts, let names):
                let values = names.map { written($0) }.joined(separator: ", ")
                statements.append("builder.fragmentPieces(\(stringArray(texts)), [\(values)]\(folding))")
            case .parameter(let name), .optionalParameter(let name), .catchAll(let name):
                statements.append("builder.fragmentSegment(\(written(name)))")
            }
        }
        // Before the fragment's items and value, whose `/` it writes `%2F`.
        if fragmentHoldsNoPath { statements.append("builder.fragmentHoldsNoPath()") }
        for condition in conditions {
            guard case .equals(let value) = condition.test else { continue }
            // An item the group shares, which its case wrote already, is replaced.
            let call =
                condition.inFragment
                ? "builder.fragmentItem"
                : shared.contains(condition.name) ? "builder.replacingQuery" : "builder.query"
            statements.append(
                "\(call)(\(SwiftSyntax.stringLiteral(condition.name)), \(SwiftSyntax.stringLiteral(value)))")
        }
        for parameter in parameters where parameter.isItem {
            var call = parameter.inFragment ? "builder.fragmentItem" : "builder.query"
            if parameter.percentEncoded {
                call = parameter.inFragment ? "builder.encodedFragmentItem" : "builder.encodedQuery"
            }
            let name = SwiftSyntax.stringLiteral(parameter.urlName)
            if case .link(let enumName) = parameter.type {
                statements.append("builder.link(\(name), \(parameter.name), parser: \(enumName)Parser.self)")
            } else if parameter.source == .otherQueryItems {
                statements.append(
                    "builder.query(others: \(parameter.name), excluding: \(stringArray(named)))")
            } else if let value = parameter.defaultValue {
                let literal = context.literal(value, of: parameter.type)
                statements.append("\(call)(\(name), \(written(parameter.name)), default: \(literal))")
            } else {
                statements.append("\(call)(\(name), \(written(parameter.name, mayBeAbsent: true)))")
            }
        }
        // After the route's own items too: none may hold a value that chooses a sibling.
        for (name, values) in chosenBySiblings.sorted(by: { $0.key < $1.key }) {
            statements.append(
                "builder.removingQuery(\(SwiftSyntax.stringLiteral(name)), equalTo: \(stringArray(values)))")
        }
        for parameter in parameters where parameter.isFragment {
            let value =
                parameter.defaultValue.map { ", default: " + context.literal($0, of: parameter.type) } ?? ""
            let call = parameter.percentEncoded ? "builder.encodedFragment" : "builder.fragment"
            statements.append("\(call)(\(written(parameter.name, mayBeAbsent: true))\(value))")
        }
        return statements
    }

    /// `["a", "b"]`.
    func stringArray(_ strings: [String]) -> String {
        Self.stringArray(strings)
    }

    /// `["a", "b"]`.
    static func stringArray(_ strings: [String]) -> String {
        "[" + strings.map(SwiftSyntax.stringLiteral).joined(separator: ", ") + "]"
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
        p.block(SwiftContext.topLevel + "protocol \(protocolName)") { p in
            for route in deprecated {
                let name = "make" + route.identifier.capitalizedFirst
                p.wrapped("static func \(name)", context.requirementParameters(route.parameters), " -> Self")
            }
        }
        p.line()
        p.block(SwiftContext.topLevel + "extension \(context.enumName): \(protocolName)") { p in
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
                SwiftContext.topLevel
                    + "func deprecated\(route.identifier.capitalizedFirst)<R: \(protocolName)>",
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
