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
            for feature in context.children {
                p.docComment(["The handler of \(feature.path)'s routes (`\(feature.enumName)`)."])
                p.line(
                    "associatedtype \(feature.caseName.capitalizedFirst)Handler: \(feature.enumName)Handler")
                p.line("var \(feature.caseName)Handler: \(feature.caseName.capitalizedFirst)Handler { get }")
                p.line()
            }
            for (index, route) in context.cases.enumerated() {
                if index > 0 { p.line() }
                p.docComment(context.docComment(route))
                p.wrapped("func \(route.name)", context.requirementParameters(route), "")
            }
        }
        p.line()
        p.block("extension \(context.enumName)") { p in
            p.docComment(["Calls the requirement of `handler` that matches this route, with its values."])
            p.line("@MainActor")
            p.block("\(access)func dispatch(to handler: some \(protocolName))") { p in
                p.switchBlock("self") { p in
                    for feature in context.children {
                        p.line("case .\(feature.caseName)(let route):")
                        p.indented { p in p.line("route.dispatch(to: handler.\(feature.caseName)Handler)") }
                    }
                    for route in context.cases {
                        context.printBindingPattern(route, &p)
                        p.indented { p in
                            p.wrapped("handler.\(route.name)", context.forwardedArgumentList(route), "")
                        }
                    }
                }
            }
        }
        return GeneratedFile(name: "\(context.fileStem)+Handling.swift", contents: p.text)
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
            for feature in context.children {
                p.line("let \(feature.caseName)Handler = \(feature.enumName)Navigator()")
                p.line()
            }
            for (index, route) in context.cases.enumerated() {
                if index > 0 { p.line() }
                p.wrappedBlock("func \(route.name)", context.requirementParameters(route), "") { p in
                    p.line("// \(route.path)" + (route.requiresAuth ? " (needs sign-in)" : ""))
                }
            }
        }
    }
}
