/// `LinkContext`: the manifest's `context:` items, read from any link beside its route.
extension ParsingFileEmitter {
    func printLinkContext(_ p: inout CodePrinter) {
        let access = context.access
        let items = context.settings.context
        p.block(SwiftContext.topLevel + "extension \(context.enumName)") { p in
            p.docComment([
                "The manifest's `context:` items: read from any link beside its route, never part of it",
                "or of its URL. `DeepLink<\(context.enumName)>(url:)` and `DeepLinkRouter` hand it to handlers.",
            ])
            p.block("\(access)struct LinkContext: RouteKit.RouteLinkContext") { p in
                for item in items {
                    p.docComment(["`?\(item.urlName)=`"])
                    p.line(
                        "\(access)var \(item.name): \(item.swiftType) = \(context.defaultExpression(item) ?? "nil")"
                    )
                }
                p.line()
                p.docComment(["No items: the context of a route opened in code."])
                p.line("\(access)init() {}")
                p.line()
                p.docComment(["The items given; the others absent (or their default)."])
                p.wrappedBlock("\(access)init", context.caseParameters(items), "") { p in
                    for item in items { p.line("self.\(item.name) = \(item.name)") }
                }
                p.line()
                p.docComment(["The items `url` carries; a value that does not convert reads as absent."])
                p.block("\(access)init(url: URL)") { p in
                    p.line("self.init()")
                    p.line("let read = { (link: borrowing RouteKit.RouteLink) -> LinkContext in")
                    p.indented { p in
                        p.line("let query = link.query()")
                        p.expression(
                            .call(
                                .code("return LinkContext"),
                                items.map { SwiftExpr.Argument($0.name, .code(lenientRead($0))) }))
                    }
                    p.line("}")
                    // A content link's items too: its route accepted it on any host.
                    let scope = context.settings.anyHostOrigin == nil ? "scope" : "contentScope"
                    p.line(
                        "if let context = try? RouteKit.RouteLink.read(url, in: \(parserName).\(scope), read) {"
                    )
                    p.indented { p in p.line("self = context") }
                    p.line("}")
                }
            }
        }
    }

    /// A context item's read: a value that does not convert reads as absent, never as an error.
    private func lenientRead(_ item: ResolvedParameter) -> String {
        var item = item
        item.ignoreInvalid = true
        return read(item)
    }
}
