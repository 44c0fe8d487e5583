@_spi(Generated) import RouteKit

/// The matcher, printed from its ``MatcherPlan``: each function's steps in order, literals found by
/// a `switch` on the segment's hash, then `return nil`.
extension ParsingFileEmitter {
    /// The parser's scope, the hosts named, and every function of the plan.
    func printMatcher(_ plan: MatcherPlan, _ p: inout CodePrinter) {
        p.docComment(["The custom schemes and universal-link hosts the parser accepts."])
        let strings = { (values: [String]) in SwiftExpr.array(values.map(SwiftExpr.string)) }
        var arguments = [
            SwiftExpr.Argument("schemes", strings(context.schemes)),
            SwiftExpr.Argument("hosts", strings(context.hosts)),
        ]
        if context.settings.acceptsHTTP { arguments.append(.init("acceptsHTTP", .code("true"))) }
        if !context.settings.hostSchemes.isEmpty {
            arguments.append(.init("hostSchemes", strings(context.settings.hostSchemes)))
        }
        if !context.settings.optionalHostSchemes.isEmpty {
            arguments.append(.init("optionalHostSchemes", strings(context.settings.optionalHostSchemes)))
        }
        if !context.settings.exclusiveHosts.isEmpty {
            arguments.append(.init("exclusiveHosts", strings(context.settings.exclusiveHosts)))
        }
        if context.settings.routesDifferByScheme {
            arguments.append(.init("distinguishesSchemes", .code("true")))
        }
        p.expression(.call(.code("RouteKit.LinkScope"), arguments), prefix: "static let scope = ")
        if context.settings.anyHostOrigin != nil {
            p.line()
            p.docComment(["`scope`, reading web links on any host too: content links (`init(contentLink:)`)."]
            )
            p.line("static let contentScope = scope.readingAnyHost()")
        }
        if let host = declaredDefaultHost {
            p.line()
            p.docComment(["The host a link is built on when its route names none."])
            p.line("static let defaultHost = \(SwiftSyntax.stringLiteral(host))")
        }
        if !plan.origins.isEmpty || !plan.schemes.isEmpty {
            p.line()
            printOrigins(plan, &p)
        }
        if !plan.reaches.isEmpty {
            p.line()
            printReaches(plan, &p)
        }
        for function in plan.functions {
            p.line()
            p.docComment([function.summary])
            p.wrapped(
                "static func \(function.name)", ["_ link: borrowing RouteKit.RouteLink"],
                " throws(RouteKit.RouteError) -> \(context.enumName)? {")
            p.indented { p in
                if function.readsCount { p.line("let count = link.count") }
                if function.readsOrigin {
                    p.line(
                        "let origin = Origin(rawValue: link.origin(in: scope)) ?? .\(plan.name(ofOrigin: RouteTrie.noHost))"
                    )
                }
                let printer = StepPrinter(plan: plan, context: context)
                for step in function.steps { printer.print(step, &p) }
                if !MatcherPlan.Step.alwaysReturns(function.steps) { p.line("return nil") }
            }
            p.line("}")
        }
    }

    /// `enum Reach`: where the routes that not every link reaches may be reached from, by name.
    private func printReaches(_ plan: MatcherPlan, _ p: inout CodePrinter) {
        p.docComment([
            "Where the routes that not every link reaches are reached from: the channels a link, and",
            "every link carrying it, may have come by, and whether it must be carried.",
        ])
        p.block("enum Reach") { p in
            for (index, reach) in plan.reaches.enumerated() {
                if index > 0 { p.line() }
                let channels =
                    reach.web == plan.everyChannel.web && reach.schemes == plan.everyChannel.schemes
                    ? "Links by any channel" : "Links by \(reach.channelsDescription)"
                let summary =
                    reach.isUnreachable
                    ? "No link: the app shows the route in code only."
                    : channels + (reach.carriedOnly ? ", inside another link only." : ", carried or not.")
                p.docComment([summary])
                var arguments = [
                    SwiftExpr.Argument("web", .code(reach.web ? "true" : "false")),
                    SwiftExpr.Argument("schemes", .array(reach.schemes.map(SwiftExpr.string))),
                ]
                if reach.carriedOnly { arguments.append(.init("carriedOnly", .code("true"))) }
                arguments.append(.init("in", .code("scope")))
                p.expression(
                    .call(.code("RouteKit.LinkReach"), arguments),
                    prefix: "static let \(plan.name(of: reach)) = ")
            }
        }
    }

    /// `enum Origin`: the listed hosts by name, in `scope`'s order, which `link.origin(in:)` gives.
    private func printOrigins(_ plan: MatcherPlan, _ p: inout CodePrinter) {
        p.docComment([
            plan.schemes.isEmpty
                ? "The host a link is on: `scope`'s hosts in order, which `link.origin(in: scope)` counts."
                : "The host or custom scheme a link is on: `scope`'s hosts in order, then its schemes, which "
                    + "`link.origin(in: scope)` counts."
        ])
        p.block("enum Origin: Int") { p in
            if plan.schemes.isEmpty {
                p.docComment(["A custom scheme's link, which names no listed host."])
                p.line("case \(MatcherPlan.customSchemeOrigin) = \(RouteTrie.noHost)")
            }
            // Hosts count from 0, so that a host added renumbers none in the source.
            for (index, origin) in plan.origins.enumerated() {
                let isAnyHost = index == context.settings.anyHostOrigin
                p.docComment([
                    isAnyHost
                        ? "A content link on a host the app does not list (`init(contentLink:)`)."
                        : "`\(origin.host)`"
                ])
                p.line("case \(origin.name)")
            }
            for (index, scheme) in plan.schemes.enumerated() {
                p.docComment(["A link on `\(scheme.host)` that names no listed host."])
                p.line("case \(scheme.name) = \(RouteTrie.noHost - index)")
            }
        }
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

    /// The Swift test of a query condition on `link`.
    static func test(_ condition: QueryCondition) -> String {
        let name = SwiftSyntax.stringLiteral(condition.name)
        let items = condition.inFragment ? "link.fragmentItems()" : "link.query()"
        switch condition.test {
        case .present: return "\(items).hasValue(\(name))"
        case .absent: return "!\(items).hasValue(\(name))"
        case .equals(let value):
            let test = condition.lowercased ? "lowercasedIs" : "is"
            return "\(items).item(\(name), \(test): \(SwiftSyntax.stringLiteral(value)))"
        }
    }
}

/// Prints the steps of one function.
private struct StepPrinter {
    let plan: MatcherPlan
    let context: SwiftContext

    func print(_ step: MatcherPlan.Step, _ p: inout CodePrinter) {
        switch step {
        case .when(let tests, let steps):
            p.ifBlock(conditions(tests)) { p in
                for step in steps { print(step, &p) }
            }
        case .hashSwitch(let depth, let cases):
            let read = "link.\(plan.caseSensitive ? "hash" : "hashIgnoringCase")(at: \(depth))"
            if cases.count > ParsingFileEmitter.casesPerSwitch {
                p.line("let hash\(depth) = \(read)")
                printSwitches("hash\(depth)", cases[...], &p)
            } else {
                printSwitch(read, cases[...], &p)
            }
        case .call(let name, let fallsThrough):
            p.line(
                fallsThrough
                    ? "if let route = try \(name)(link) { return route }" : "return try \(name)(link)")
        case .returnRoute(let value):
            printReturn(value, &p)
        }
    }

    /// Over ``ParsingFileEmitter/casesPerSwitch`` cases, an `if` splits them in two, each side a
    /// whole number of switches: Swift compiles a long `switch` on an integer into 64-case
    /// searches tried one after the other.
    private func printSwitches(
        _ hash: String, _ cases: ArraySlice<MatcherPlan.HashCase>, _ p: inout CodePrinter
    ) {
        let size = ParsingFileEmitter.casesPerSwitch
        guard cases.count > size else { return printSwitch(hash, cases, &p) }
        let switches = (cases.count + size - 1) / size
        var middle = cases.startIndex + switches / 2 * size
        // Cases of one hash stay in one switch.
        while middle > cases.startIndex, cases[middle].hash == cases[middle - 1].hash { middle -= 1 }
        p.block("if \(hash) < \(ParsingFileEmitter.hexLiteral(cases[middle].hash))", closer: "} else {") {
            p in
            printSwitches(hash, cases[..<middle], &p)
        }
        p.indented { p in printSwitches(hash, cases[middle...], &p) }
        p.line("}")
    }

    private func printSwitch(
        _ subject: String, _ cases: ArraySlice<MatcherPlan.HashCase>, _ p: inout CodePrinter
    ) {
        p.switchBlock(subject) { p in
            for entry in cases {
                p.caseBlock(
                    "case \(ParsingFileEmitter.hexLiteral(entry.hash)) where "
                        + conditions(entry.tests).joined(separator: " && ") + ":"
                ) { p in
                    for step in entry.steps { print(step, &p) }
                }
            }
            p.caseBlock("default:") { p in p.line("break") }
        }
    }

    /// Each test as Swift, in order.
    func conditions(_ tests: [MatcherPlan.Test]) -> [String] {
        tests.flatMap { test -> [String] in
            switch test {
            case .pathEnds(let count): return ["count == \(count)"]
            case .pathLonger(let count): return ["count > \(count)"]
            case .segment(let depth, let text):
                let method = plan.caseSensitive ? "is" : "isIgnoringCase"
                return ["link.segment(\(depth), \(method): \(SwiftSyntax.stringLiteral(text)))"]
            case .pieces(let depth, let texts):
                // One or two values, the common shapes, without an array.
                let strings = texts.map(SwiftSyntax.stringLiteral)
                let arguments =
                    texts.count <= 3
                    ? strings.joined(separator: ", ") : "[" + strings.joined(separator: ", ") + "]"
                let folding = plan.caseSensitive ? "" : ", ignoringCase: true"
                let method = texts.count == 2 ? "piece" : "pieces"
                return ["let pieces\(depth) = link.\(method)(at: \(depth), \(arguments)\(folding))"]
            case .reach(let reach): return ["link.isReached(by: Reach.\(plan.name(of: reach)), in: scope)"]
            case .origin(let origins): return originTests(origins)
            case .condition(let condition): return [ParsingFileEmitter.test(condition)]
            case .fragmentPath(let segments, let rooted): return [fragmentTest(segments, rooted: rooted)]
            }
        }
    }

    /// `let fragment = link.fragmentPath([.literal("u"), .value])`: the fragment's path fits, and
    /// its values, in order.
    private func fragmentTest(_ segments: [FragmentPath.Segment], rooted: Bool) -> String {
        let strings = { (texts: [String]) in
            "[" + texts.map(SwiftSyntax.stringLiteral).joined(separator: ", ") + "]"
        }
        let pattern = segments.map { segment in
            switch segment {
            case .literal(let text): ".literal(\(SwiftSyntax.stringLiteral(text)))"
            case .value: ".value"
            case .pieces(let texts): ".pieces(\(strings(texts)))"
            }
        }
        let folding = plan.caseSensitive ? "" : ", ignoringCase: true"
        let root = rooted ? "" : ", rooted: false"
        return "let fragment = link.fragmentPath([\(pattern.joined(separator: ", "))]\(folding)\(root))"
    }

    /// That the link's origin is one of `origins`: the shorter of naming them or the others.
    private func originTests(_ origins: Set<Int>) -> [String] {
        let name = { (origin: Int) in "." + plan.name(ofOrigin: origin) }
        let all = Set(plan.customOrigins + plan.origins.indices)
        let others = all.subtracting(origins)
        if others.count < origins.count { return others.sorted().map { "origin != \(name($0))" } }
        if origins.count == 1 { return ["origin == \(name(origins.first!))"] }
        return ["[\(origins.sorted().map(name).joined(separator: ", "))].contains(origin)"]
    }

    /// `return` and the route made from the link (a strict route's link checked first), or `throw`
    /// and the error of a removed route.
    private func printReturn(_ plan: MatcherPlan.Return, _ p: inout CodePrinter) {
        if case .removed(let route, let reason) = plan.value {
            let error = SwiftExpr.call(
                .code("RouteKit.RouteError.removed"),
                [.init("route", .string(route)), .init("reason", .string(reason))])
            p.expression(error, prefix: "throw ")
            return
        }
        if let strict = plan.strict {
            p.wrapped(
                "try link.checkStrict",
                [
                    "route: \(SwiftSyntax.stringLiteral(strict.route))",
                    "items: \(ParsingFileEmitter.stringArray(strict.items))",
                ]
                    + (strict.checks == .exact
                        ? []
                        : [
                            "checks: ["
                                + StrictLink.Checks.named.filter { strict.checks.contains($0.check) }.map {
                                    "." + $0.name
                                }.joined(separator: ", ") + "]"
                        ]),
                "")
        }
        p.expression(expression(plan.value), prefix: plan.value.readsLink ? "return try " : "return ")
    }

    private func expression(_ value: MatcherPlan.Value) -> SwiftExpr {
        switch value {
        case .route(let terminal):
            let file = context.root.file(of: terminal.route)
            return SwiftContext(root: context.root, file: file).construction(context.root.route(terminal))
        case .constant(let name): return .code("." + name)
        case .wrapped(let name, let inner): return .call(.code("." + name), [.init(nil, expression(inner))])
        case .reader(let reader, let positions, let member):
            let name = (reader.feature.map { $0 + "Parser." } ?? "") + "Values." + reader.identifier
            let arguments = positions.map { position in
                if let value = position.fragmentValue {
                    return SwiftExpr.Argument(position.name + "At", .code("fragment[\(value)]"))
                }
                let at = position.segment.map { segment in
                    guard let piece = position.piece else { return "\(segment)" }
                    switch position.pieces {
                    case 1: return "pieces\(segment)"
                    case 2: return "pieces\(segment).\(piece)"
                    default: return "pieces\(segment)[\(piece)]"
                    }
                }
                return SwiftExpr.Argument(position.name + "At", .code(at ?? "nil"))
            }
            return .call(
                .code(name), [.code("link")] + arguments + (member.map { [.init(nil, expression($0))] } ?? [])
            )
        case .removed: preconditionFailure("a removed route is thrown")
        }
    }
}

extension MatcherPlan.Value {
    /// Whether making the value reads the link, and may throw.
    var readsLink: Bool {
        switch self {
        case .route, .constant, .removed: return false
        case .wrapped(_, let inner): return inner.readsLink
        case .reader: return true
        }
    }
}
