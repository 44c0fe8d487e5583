/// `<Enum>+Handling.swift`: a handler protocol with one requirement per route and a `dispatch`
/// that switches over every case with no `default`, so a new route is a compile error in every
/// handler until it is handled.
struct HandlingFileEmitter {
    let context: SwiftContext

    var protocolName: String { context.enumName + "Handler" }

    func render() -> GeneratedFile {
        var p = CodePrinter()
        let access = context.access
        context.printPrologue(&p)
        p.docComment([
            "Handles every `\(context.enumName)`: one requirement per route. Adding a route to",
            "\(context.source) makes the compiler point at each handler that must handle it.",
        ])
        p.line("@MainActor")
        p.block("\(access)protocol \(protocolName)") { p in
            printRequirements(context.enumCases(), &p)
        }
        p.line()
        p.block(SwiftContext.topLevel + "extension \(context.enumName)") { p in
            printDispatch(context.enumCases(), handler: protocolName, &p)
        }
        printGroupHandlers(context.members(), &p)
        return GeneratedFile(name: "\(context.fileStem)+Handling.swift", contents: p.text)
    }

    /// One requirement a route; for a group, one that takes its values and returns its handler;
    /// for a feature, its handler.
    private func printRequirements(_ members: [RouteNode.Member], _ p: inout CodePrinter) {
        for (index, member) in members.enumerated() {
            if index > 0 { p.line() }
            switch member {
            case .node(let feature) where feature.isFeature:
                let handler = feature.caseName.capitalizedFirst + "Handler"
                p.docComment(["The handler of \(feature.filePath)'s routes (`\(feature.swiftName)`)."])
                p.line("associatedtype \(handler): \(feature.swiftName)Handler")
                p.line("var \(feature.caseName)Handler: \(handler) { get }")
            case .route(let route):
                p.docComment(context.docComment(route))
                p.wrapped(
                    "func \(route.caseName)",
                    context.requirementParameters(route.ownParameters), "")
            case .node(let group):
                p.docComment(
                    context.docComment(group) + [
                        "",
                        group.shared.isEmpty
                            ? "The handler of its routes."
                            : "Returns the handler of its routes, given the values they share.",
                    ])
                p.line("associatedtype \(group.typeName)Handler: \(group.swiftName).Handler")
                if group.shared.isEmpty {
                    // Like a feature's handler: with no values to take, the app holds one.
                    p.line("var \(group.caseName)Handler: \(group.typeName)Handler { get }")
                } else {
                    p.wrapped(
                        "func \(group.caseName)", context.requirementParameters(group.shared),
                        " -> \(group.typeName)Handler")
                }
            }
        }
    }

    /// `dispatch(to:)`: a switch over the enum's cases, a group's handing its enum to its handler.
    private func printDispatch(_ members: [RouteNode.Member], handler: String, _ p: inout CodePrinter) {
        p.docComment(["Calls the requirement of `handler` that matches this route, with its values."])
        p.line("@MainActor")
        p.block("\(context.access)func dispatch(to handler: some \(handler))") { p in
            p.switchBlock("self") { p in
                for member in members {
                    switch member {
                    case .node(let feature) where feature.isFeature:
                        p.line("case .\(feature.caseName)(let route):")
                        p.indented { p in p.line("route.dispatch(to: handler.\(feature.caseName)Handler)") }
                    case .route(let route):
                        let values = route.ownParameters
                        if values.isEmpty {
                            p.line("case .\(route.caseName):")
                        } else {
                            p.wrapped("case .\(route.caseName)", values.map { "let \($0.name)" }, ":")
                        }
                        p.indented { p in
                            p.wrapped("handler.\(route.caseName)", context.forwardedArgumentList(values), "")
                        }
                    case .node(let group):
                        p.wrapped(
                            "case .\(group.caseName)", group.shared.map { "let \($0.name)" } + ["let nested"],
                            ":")
                        p.indented { p in
                            let nested: SwiftExpr =
                                group.shared.isEmpty
                                ? .code("handler.\(group.caseName)Handler")
                                : .call(
                                    .code("handler.\(group.caseName)"),
                                    context.forwardedArgumentList(group.shared).map(SwiftExpr.Argument.code))
                            p.expression(.call(.code("nested.dispatch"), [.init("to", nested)]))
                        }
                    }
                }
            }
        }
    }

    /// Each group's `Handler` protocol and `dispatch(to:)`, in an extension of its enum.
    private func printGroupHandlers(_ members: [RouteNode.Member], _ p: inout CodePrinter) {
        for case .node(let group) in members {
            let members = context.members(of: group)
            p.line()
            p.block(SwiftContext.topLevel + "extension \(group.swiftName)") { p in
                p.docComment([
                    "Handles every route of group `\(group.name)`: one requirement per route. Adding a route to the",
                    "group makes the compiler point at each handler that must handle it.",
                ])
                p.line("@MainActor")
                p.block("\(context.access)protocol Handler") { p in printRequirements(members, &p) }
                p.line()
                printDispatch(members, handler: "Handler", &p)
            }
            printGroupHandlers(members, &p)
        }
    }

    /// A type conforming to the handler protocol with every requirement stubbed, for
    /// `routegen stubs`: paste it into the app and fill in each body.
    func renderStubs() -> String {
        var p = CodePrinter()
        p.line("import Foundation")
        p.line("import RouteKit")
        p.line()
        printStub(&p)
        for feature in context.root.files.dropFirst() where !context.isFeature {
            p.line()
            HandlingFileEmitter(context: SwiftContext(root: context.root, file: feature)).printStub(&p)
        }
        return p.text
    }

    private func printStub(_ p: inout CodePrinter) {
        p.docComment([
            "Handles every `\(context.enumName)` of \(context.source). Replace each body with navigation."
        ])
        p.block("struct \(context.enumName)Navigator: \(protocolName)") { p in
            printStubRequirements(context.enumCases(), &p)
        }
        printGroupStubs(context.members(), &p)
    }

    /// `<Group>Navigator`: a group's handler, holding the values its routes share.
    private func printGroupStubs(_ members: [RouteNode.Member], _ p: inout CodePrinter) {
        for case .node(let group) in members {
            let members = context.members(of: group)
            p.line()
            p.docComment(["Handles the routes of group `\(group.name)`, under `\(group.path)`."])
            p.block("struct \(Self.stubName(group)): \(group.swiftName).Handler") { p in
                for value in group.shared { p.line("let \(value.name): \(value.swiftType)") }
                if !group.shared.isEmpty { p.line() }
                printStubRequirements(members, &p)
            }
            printGroupStubs(members, &p)
        }
    }

    private func printStubRequirements(_ members: [RouteNode.Member], _ p: inout CodePrinter) {
        for (index, member) in members.enumerated() {
            if index > 0 { p.line() }
            switch member {
            case .node(let feature) where feature.isFeature:
                p.line("let \(feature.caseName)Handler = \(feature.swiftName)Navigator()")
            case .route(let route):
                let values = route.ownParameters
                p.wrappedBlock("func \(route.caseName)", context.requirementParameters(values), "") { p in
                    p.line("// \(route.shownPath)" + (route.requiresAuth ? " (needs sign-in)" : ""))
                }
            case .node(let group) where group.shared.isEmpty:
                p.line("let \(group.caseName)Handler = \(Self.stubName(group))()")
            case .node(let group):
                let name = Self.stubName(group)
                p.wrappedBlock(
                    "func \(group.caseName)", context.requirementParameters(group.shared), " -> \(name)"
                ) { p in
                    p.wrapped(name, context.forwardedArgumentList(group.shared), "")
                }
            }
        }
    }

    private static func stubName(_ group: RouteNode) -> String {
        group.swiftName.split(separator: ".").joined() + "Navigator"
    }
}
