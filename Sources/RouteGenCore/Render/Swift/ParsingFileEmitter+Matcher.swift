@_spi(Generated) import RouteKit

/// The matcher, printed from its ``MatcherPlan``: literals by hash search, then parameters and
/// catch-alls, falling through to the next alternative.
extension ParsingFileEmitter {
    /// The app's matcher over the trie of every file, and the functions it hands subtrees to.
    func printMatcher(_ plan: MatcherPlan, _ p: inout CodePrinter) {
        p.docComment(["The custom schemes and universal-link hosts the parser accepts."])
        p.wrapped(
            "static let scope = RouteKit.LinkScope",
            [
                "schemes: [\(context.schemes.map(SwiftSyntax.stringLiteral).joined(separator: ", "))]",
                "hosts: [\(context.hosts.map(SwiftSyntax.stringLiteral).joined(separator: ", "))]",
            ] + (context.settings.acceptsHTTP ? ["acceptsHTTP: true"] : [])
                + (context.settings.hostSchemes.isEmpty
                    ? []
                    : [
                        "hostSchemes: [\(context.settings.hostSchemes.map(SwiftSyntax.stringLiteral).joined(separator: ", "))]"
                    ])
                + (context.settings.exclusiveHosts.isEmpty
                    ? []
                    : [
                        "exclusiveHosts: [\(context.settings.exclusiveHosts.map(SwiftSyntax.stringLiteral).joined(separator: ", "))]"
                    ]),
            "")
        p.line()
        p.docComment([
            "The route whose pattern matches the link's path: literal before parameter before catch-all."
        ])
        p.block(
            "static func match(_ link: borrowing RouteKit.RouteLink) throws(RouteKit.RouteError) -> \(context.enumName)?"
        ) { p in
            printBody(plan.functions[0], &p)
        }
        for function in plan.functions.dropFirst() {
            p.line()
            if let host = function.host {
                p.docComment([
                    "The links on `\(context.settings.hosts[host])`, which serves only the routes that name it."
                ])
            }
            p.block(
                "static func \(name(of: function))(_ link: borrowing RouteKit.RouteLink) throws(RouteKit.RouteError) -> \(context.enumName)?"
            ) { p in printBody(function, &p) }
        }
    }

    /// `match<node>` for a subtree's function, `matchHost<origin>` for an exclusive host's.
    private func name(of function: MatcherPlan.Function) -> String {
        function.host.map { "matchHost\($0)" } ?? "match\(function.node)"
    }

    private func printBody(_ function: MatcherPlan.Function, _ p: inout CodePrinter) {
        p.line("let count = link.count")
        if function.readsOrigin { p.line("let origin = link.origin(in: scope)") }
        for step in function.steps { printStep(step, &p) }
        p.line("return nil")
    }

    private func printStep(_ step: MatcherPlan.Step, _ p: inout CodePrinter) {
        let method = trie.caseSensitive ? "is" : "isIgnoringCase"
        let test = { (depth: Int, text: String) in
            "link.segment(\(depth), \(method): \(SwiftSyntax.stringLiteral(text)))"
        }
        switch step {
        case .ifPathEnds(let depth, let steps):
            p.block("if count == \(depth)") { p in for step in steps { printStep(step, &p) } }
        case .ifSegment(let depth, let steps):
            p.block("if count > \(depth)") { p in for step in steps { printStep(step, &p) } }
        case .hashSearch(let depth, let cases):
            p.line(
                "let hash\(depth) = link.\(trie.caseSensitive ? "hash" : "hashIgnoringCase")(at: \(depth))")
            printHashSearch("hash\(depth)", cases[...], &p)
        case .literal(let depth, let text, let pathEnds, let steps):
            p.block(pathEnds ? "if count == \(depth + 1), \(test(depth, text))" : "if \(test(depth, text))") {
                p in
                for step in steps { printStep(step, &p) }
            }
        case .callFunction(let depth, let text, let node):
            p.line("if \(test(depth, text)), let route = try match\(node)(link) { return route }")
        case .callHost(let host):
            p.line(
                "if origin == \(host) { return try matchHost\(host)(link) }  // \(context.settings.hosts[host])"
            )
        case .returnRoute(let value):
            printReturn(value, &p)
        }
    }

    /// A `switch` on `hash` over `cases`; over ``casesPerSwitch`` cases, an `if` splits them in two,
    /// each side a whole number of switches.
    private func printHashSearch(
        _ hash: String, _ cases: ArraySlice<MatcherPlan.HashCase>, _ p: inout CodePrinter
    ) {
        guard cases.count > Self.casesPerSwitch else {
            p.switchBlock(hash) { p in
                for entry in cases {
                    let names = entry.literals.compactMap { step -> String? in
                        switch step {
                        case .literal(_, let text, _, _), .callFunction(_, let text, _): return text
                        default: return nil
                        }
                    }
                    p.caseBlock("case \(Self.hexLiteral(entry.hash)):  // \(names.joined(separator: ", "))") {
                        p in
                        for literal in entry.literals { printStep(literal, &p) }
                    }
                }
                p.caseBlock("default:") { p in p.line("break") }
            }
            return
        }
        let switches = (cases.count + Self.casesPerSwitch - 1) / Self.casesPerSwitch
        let middle = cases.startIndex + switches / 2 * Self.casesPerSwitch
        p.block("if \(hash) < \(Self.hexLiteral(cases[middle].hash))", closer: "} else {") { p in
            printHashSearch(hash, cases[..<middle], &p)
        }
        p.indented { p in printHashSearch(hash, cases[middle...], &p) }
        p.line("}")
    }

    /// What RouteKit's `RouteLink.hash(at:)` (or `hashIgnoringCase(at:)`) gives for a segment
    /// whose bytes are `text`'s UTF-8.
    static func hash(_ text: String, ignoringCase: Bool) -> UInt32 {
        var text = text
        return text.withUTF8 { RouteKit.SegmentHash.hash(of: $0, ignoringCase: ignoringCase) }
    }

    /// `0x0123_4567`.
    static func hexLiteral(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 8 - digits.count) + digits
        return "0x"
            + stride(from: 0, to: 8, by: 4).map { start in
                let from = padded.index(padded.startIndex, offsetBy: start)
                return String(padded[from..<padded.index(from, offsetBy: 4)])
            }.joined(separator: "_")
    }
    /// `return ...` for a pattern that ends here; inside an `if` when a link may fail the route's
    /// tests — a scheme-only route on a universal link, a query condition — so that it falls
    /// through to the next alternative.
    private func printReturn(_ plan: MatcherPlan.Return, _ p: inout CodePrinter) {
        let statement = returnStatement(plan)
        let tests =
            (plan.schemeOnly ? ["!link.isUniversalLink"] : [])
            + (plan.origins.map(originTest).map { [$0] } ?? [])
            + plan.conditions.map(Self.test)
        if tests.isEmpty {
            p.expression(statement.value, prefix: statement.keyword)
        } else {
            p.block("if " + tests.joined(separator: ", ")) { p in
                p.expression(statement.value, prefix: statement.keyword)
            }
        }
    }

    /// The Swift test that `origin` is one of `origins`: the shorter of naming them or the others
    /// (every listed host, and `-1` for a custom scheme's link, which carries none).
    private func originTest(_ origins: Set<Int>) -> String {
        let all = Set([RouteTrie.noHost] + context.settings.hosts.indices)
        let others = all.subtracting(origins)
        if others.count < origins.count {
            return others.sorted().map { "origin != \($0)" }.joined(separator: ", ")
        }
        if origins.count == 1 { return "origin == \(origins.first!)" }
        return "[\(origins.sorted().map(String.init).joined(separator: ", "))].contains(origin)"
    }

    /// The Swift test of a query condition on `link`.
    static func test(_ condition: QueryCondition) -> String {
        let name = SwiftSyntax.stringLiteral(condition.name)
        switch condition.test {
        case .present: return "link.query().hasValue(\(name))"
        case .absent: return "!link.query().hasValue(\(name))"
        case .equals(let value): return "link.query().item(\(name), is: \(SwiftSyntax.stringLiteral(value)))"
        }
    }

    /// `return` and the route built from its values, or, for a removed route, `throw` and the error
    /// that names it, so the app can say the link is gone.
    private func returnStatement(_ plan: MatcherPlan.Return) -> (keyword: String, value: SwiftExpr) {
        let route = context.root.route(plan.terminal)
        if let reason = route.removed {
            let error = SwiftExpr.call(
                .code("RouteKit.RouteError.removed"),
                [.init("route", .string(route.name)), .init("reason", .string(reason))])
            return ("throw ", error)
        }
        // A feature's route is built by its own readers and wrapped in its cases: .profile(...).
        let owner = context.root.files[plan.terminal.file]
        let (prefix, suffix) = context.root.wrapping(owner)
        guard !route.parameters.isEmpty || route.deprecated != nil else {
            let value = SwiftContext(root: context.root, file: owner).construction(route)
            return ("return ", .code(prefix + value.text + suffix))
        }
        let readers = owner.isFeature ? owner.enumName + "Parser.Values" : "Values"
        let positions = plan.positions.map {
            SwiftExpr.Argument($0.name + "At", .code($0.segment.map(String.init) ?? "nil"))
        }
        return (
            "return ",
            .call(
                .code("try \(prefix)\(readers).\(route.identifier)"), [.code("link")] + positions,
                trailing: suffix)
        )
    }
}
