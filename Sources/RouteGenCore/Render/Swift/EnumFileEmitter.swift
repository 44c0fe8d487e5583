/// `<Enum>.swift`: the route enum with its tab enum and the manifest's string enums nested in it, and the
/// `RouteKit.Route` metadata as exhaustive switches.
struct EnumFileEmitter {
    let context: SwiftContext

    func render() -> GeneratedFile {
        var p = CodePrinter()
        context.printPrologue(&p)
        printEnum(&p)
        p.line()
        printMetadata(&p)
        return GeneratedFile(name: "\(context.fileStem).swift", contents: p.text)
    }

    private func printEnum(_ p: inout CodePrinter) {
        let access = context.access
        p.docComment(
            context.isFeature
                ? [
                    "The routes of \(context.source), a feature of `\(context.root.enumName)`: one case per route."
                ]
                : ["Every deep link of the app: one case per route of \(context.source)."])
        p.block(SwiftContext.topLevel + "\(access)enum \(context.enumName): Hashable, Sendable") { p in
            let members = context.members()
            printCases(context.enumCases(), &p)
            if context.isFeature && !context.settings.context.isEmpty {
                p.line()
                p.docComment(["The app's `context:` items, read beside every link."])
                p.line("\(access)typealias LinkContext = \(context.root.enumName).LinkContext")
            }
            if context.hasTabs && context.isFeature {
                p.line()
                p.docComment(["The app's tabs."])
                p.line("\(access)typealias Tab = \(context.root.enumName).Tab")
            } else if context.hasTabs {
                p.line()
                p.docComment(["The app's tabs, in manifest order."])
                p.block("\(access)enum Tab: String, Hashable, Sendable, CaseIterable") { p in
                    for tab in context.settings.tabs {
                        p.line("case \(tab)")
                    }
                }
            }
            for declaration in context.file.enums {
                p.line()
                printStringEnum(declaration, &p)
            }
            printGroupEnums(members, &p)
        }
    }

    /// One case a route, for a group one that carries its values and its enum, and for a feature
    /// one that holds its file's enum.
    private func printCases(_ members: [RouteNode.Member], _ p: inout CodePrinter) {
        for (index, member) in members.enumerated() {
            if index > 0 { p.line() }
            switch member {
            case .node(let feature) where feature.isFeature:
                p.docComment([
                    "The routes of \(feature.filePath), handled by its own `\(feature.swiftName)Handler`."
                ])
                p.line("case \(feature.caseName)(\(feature.swiftName))")
            case .route(let route):
                p.docComment(context.docComment(route))
                if let message = route.deprecated {
                    p.line("@available(*, deprecated, message: \(SwiftSyntax.stringLiteral(message)))")
                }
                let values = route.ownParameters
                if values.isEmpty {
                    p.line("case \(route.caseName)")
                } else {
                    p.wrapped("\(indirect(values))case \(route.caseName)", context.caseParameters(values), "")
                }
            case .node(let group):
                p.docComment(context.docComment(group))
                p.wrapped(
                    "\(indirect(group.shared))case \(group.caseName)",
                    context.caseParameters(group.shared) + [group.typeName], "")
            }
        }
    }

    /// `indirect ` for a case that holds a link carried inside a link, which is a route itself.
    private func indirect(_ values: some Collection<ResolvedParameter>) -> String {
        values.contains { if case .link = $0.type { true } else { false } } ? "indirect " : ""
    }

    /// The enums of the groups among `members`, each with its own groups' nested in it.
    private func printGroupEnums(_ members: [RouteNode.Member], _ p: inout CodePrinter) {
        for case .node(let group) in members {
            p.line()
            p.docComment([
                "The routes of group `\(group.name)`, under `\(group.path)`: one case per route.",
                "The values they share are the group's case's.",
            ])
            p.block("\(context.access)enum \(group.typeName): Hashable, Sendable") { p in
                let members = context.members(of: group)
                printCases(members, &p)
                printGroupEnums(members, &p)
            }
        }
    }

    private func printStringEnum(_ declaration: StringEnum, _ p: inout CodePrinter) {
        p.docComment([
            "`\(declaration.name)` from \(context.source): read from and written to URLs as its raw value."
        ])
        p.block(
            "\(context.access)enum \(declaration.name): String, Hashable, Sendable, CaseIterable, RouteKit.RouteParameter"
        ) { p in
            for (value, caseName) in zip(declaration.values, declaration.caseNames) {
                p.line(
                    caseName == value
                        ? "case \(value)" : "case \(caseName) = \(SwiftSyntax.stringLiteral(value))")
            }
        }
    }

    private func printMetadata(_ p: inout CodePrinter) {
        p.block(SwiftContext.topLevel + "extension \(context.enumName): RouteKit.Route") { p in
            printMembers(of: nil, &p)
        }
        printGroupMembers(context.members(), &p)
    }

    /// Each group's part of the `Route` members, which its parent's switches hand its enum to:
    /// private to this file, `navigation` taking the values the group's enum does not hold.
    private func printGroupMembers(_ members: [RouteNode.Member], _ p: inout CodePrinter) {
        for case .node(let group) in members {
            p.line()
            p.docComment([
                "The `Route` members of `\(group.name)`'s routes, for the switches of its enclosing enum."
            ])
            p.block(SwiftContext.topLevel + "extension \(group.swiftName)") { p in
                printMembers(of: group, &p)
            }
            printGroupMembers(context.members(of: group), &p)
        }
    }

    /// `name`, `requiresAuth`, `permissions`, `navigation` and the metadata keys: package on the
    /// file's enum, file-private on a group's.
    private func printMembers(of group: RouteNode?, _ p: inout CodePrinter) {
        let access = group == nil ? context.access : "fileprivate "
        p.docComment(["The route's key in the manifest."])
        p.block("\(access)var name: String") { p in
            context.printSwitch(&p, of: group, member: "name") { SwiftSyntax.stringLiteral($0.name) }
        }
        p.line()
        p.docComment([
            "Whether showing the link needs a signed-in user: the route's `auth:`, a route its plan shows",
            "(`stack`, `root`, `shows`), or a link it carries.",
        ])
        p.block("\(access)var requiresAuth: Bool") { p in
            printAccessSwitch(of: group, member: "requiresAuth", &p) { route in
                let carried = route.carriedLinks
                if route.requiresAuth || carried.isEmpty {
                    return (route.requiresAuth ? "true" : "false", [])
                }
                let tests = carried.map {
                    $0.isOptional ? "\($0.name)?.requiresAuth == true" : "\($0.name).requiresAuth"
                }
                return (tests.joined(separator: " || "), Set(carried.map(\.name)))
            }
        }
        p.line()
        p.docComment([
            "The permissions the app's access policy checks: the route's `permissions:`, those of the",
            "routes its plan shows, and those of a link it carries.",
        ])
        p.block("\(access)var permissions: Set<String>") { p in
            printAccessSwitch(of: group, member: "permissions", &p) { route in
                // The carried links' sets first: an array literal has no `union`.
                var terms = route.carriedLinks.map {
                    $0.isOptional ? "\($0.name)?.permissions ?? []" : "\($0.name).permissions"
                }
                if !route.permissions.isEmpty || terms.isEmpty {
                    terms.append(
                        "[" + route.permissions.map(SwiftSyntax.stringLiteral).joined(separator: ", ") + "]")
                }
                let head = terms.count > 1 && terms[0].contains("??") ? "(\(terms[0]))" : terms[0]
                return (
                    head + terms.dropFirst().map { ".union(\($0))" }.joined(),
                    Set(route.carriedLinks.map(\.name))
                )
            }
        }
        p.line()
        p.docComment([
            "The routes of the links the route carries, which the router asks the access policy about."
        ])
        p.block("\(access)var carriedRoutes: [\(context.enumName)]") { p in
            context.printSwitch(
                &p, of: group,
                node: { inner in
                    let member = "\(SwiftContext.bound(inner)).carriedRoutes"
                    // A feature's routes are its own enum's, wrapped in this one's case.
                    let code = inner.isGroup ? member : "\(member).map(\(context.enumName).\(inner.caseName))"
                    return (.expression(.code(code)), false)
                },
                route: { route in
                    let carried = route.carriedLinks
                    let list = "[" + carried.map(\.name).joined(separator: ", ") + "]"
                    let code = carried.contains(where: \.isOptional) ? list + ".compactMap { $0 }" : list
                    return (.expression(.code(code)), Set(carried.map(\.name)))
                })
        }
        p.line()
        p.docComment(["Where the route is shown: tab, back stack (`stack:`) and presentation."])
        let type = "RouteKit.RouteNavigation<\(context.enumName)>"
        let values = group.map { context.file.values(through: $0) } ?? []
        let declaration = { (p: inout CodePrinter, body: (inout CodePrinter) -> Void) in
            if values.isEmpty && group == nil {
                p.block("\(access)var navigation: \(type)", body)
            } else {
                p.wrappedBlock(
                    "\(access)func navigation", context.requirementParameters(values), " -> \(type)", body)
            }
        }
        declaration(&p) { p in
            context.printSwitch(
                &p, of: group,
                node: { inner in
                    guard inner.isGroup else {
                        return (
                            .expression(.code("route.navigation.map(\(context.enumName).\(inner.caseName))")),
                            false
                        )
                    }
                    let passed = context.forwardedArgumentList(context.file.values(through: inner))
                    return (
                        .expression(.call(.code("nested.navigation"), passed.map(SwiftExpr.Argument.code))),
                        true
                    )
                },
                route: { route in
                    let (result, names) = navigation(route)
                    return (.expression(result), names)
                })
        }
        for field in context.settings.metadata {
            p.line()
            let fallback =
                field.defaultValue.map { "`\(ExampleURLs.text($0))`" }
                ?? (field.isOptional ? "`nil`" : nil)
            p.docComment(
                [
                    "The route's `\(field.name)` (`metadata:`)"
                        + (fallback.map { "; \($0) unless it sets one." } ?? ".")
                ])
            p.block("\(access)var \(field.name): \(field.swiftType)") { p in
                context.printSwitch(&p, of: group, member: field.name) { route in
                    guard let value = route.metadata[field.name] ?? field.defaultValue else {
                        return "nil"
                    }
                    return context.literal(value, of: field.type)
                }
            }
        }
    }

    /// A switch of `member` over the routes of the file's enum or `group`'s, where a route's result
    /// may read the links it carries (named in what `value` returns).
    private func printAccessSwitch(
        of group: RouteNode?, member: String, _ p: inout CodePrinter,
        _ value: (ResolvedRoute) -> (String, Set<String>)
    ) {
        context.printSwitch(
            &p, of: group, node: { (.expression(.code("\(SwiftContext.bound($0)).\(member)")), false) },
            route: { route in
                let (result, names) = value(route)
                return (.expression(.code(result)), names)
            })
    }

    /// `RouteNavigation(tab: .home, stack: [.dashboard], presentation: .sheet)`, leaving out defaults,
    /// and the names of this route's values it uses. A route that carries a link and says nothing of
    /// where it is shown shows the carried route (its first carried item's, when it holds one).
    private func navigation(_ route: ResolvedRoute) -> (SwiftExpr, Set<String>) {
        if route.hasDefaultNavigation, let carried = route.carriedLinks.first {
            let shown =
                carried.isOptional
                ? "\(carried.name).map(RouteKit.RouteNavigation.init(showing:)) ?? RouteKit.RouteNavigation()"
                : "RouteKit.RouteNavigation(showing: \(carried.name))"
            return (.code(shown), [carried.name])
        }
        var arguments: [SwiftExpr.Argument] = []
        if let tab = route.tab { arguments.append(.init("tab", .code("." + tab))) }
        if let root = route.root { arguments.append(.init("root", expression(root))) }
        if !route.stack.isEmpty { arguments.append(.init("stack", .array(route.stack.map(expression)))) }
        if let shows = route.shows { arguments.append(.init("shows", expression(shows))) }
        if route.presentation != .push {
            arguments.append(.init("presentation", .code("." + route.presentation.rawValue)))
        }
        let references = route.stack + [route.root, route.shows].compactMap { $0 }
        return (
            arguments.isEmpty
                ? .code("RouteKit.RouteNavigation()") : .call(.code("RouteKit.RouteNavigation"), arguments),
            references.reduce(into: Set()) { $0.formUnion($1.boundValues) }
        )
    }

    /// The referenced route, built from the referring route's values and defaults.
    private func expression(_ reference: RouteReference) -> SwiftExpr {
        let target = context.file.routes[reference.route]
        let values = Dictionary(
            zip(target.parameters, reference.arguments).map { parameter, argument -> (String, SwiftExpr) in
                switch argument {
                case .value(let name): return (parameter.name, .code(name))
                case .defaultValue:
                    return (parameter.name, .code(context.defaultExpression(parameter) ?? "nil"))
                }
            }, uniquingKeysWith: { first, _ in first })
        // A deprecated case is built through the parser's factory, which warns only apps.
        guard target.deprecated != nil else {
            return context.spelling(of: target) { SwiftExpr.Argument($0.name, values[$0.name]!) }
        }
        return .call(
            .code("deprecated\(target.identifier.capitalizedFirst)"),
            [.code("\(context.enumName).self")]
                + target.parameters.map { SwiftExpr.Argument($0.name, values[$0.name]!) })
    }
}
