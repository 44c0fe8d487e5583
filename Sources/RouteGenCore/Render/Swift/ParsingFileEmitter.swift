import Foundation
import RouteKit

/// `<Enum>+Parsing.swift`: `init(url:)`, `url` and `universalLink(host:)`.
///
/// The parser is rendered from the route trie as nested `if`s over the decoded path segments of a
/// `RouteLink`: a literal is a byte comparison, a parameter takes any segment, a catch-all the rest.
/// An alternative that dead-ends falls through to the next one, which is the trie's backtracking.
/// Nodes with many literal children switch on the segment's hash first.
struct ParsingFileEmitter {
    let context: SwiftContext

    /// Literal children above this count are found by a `switch` on the segment's hash.
    static let switchThreshold = 4
    /// The most cases one hash `switch` holds. Swift compiles a `switch` on an integer into a chain
    /// of 64-case searches tried one after the other, so a miss among 500 literals cost 50
    /// comparisons; larger sets are split by `if`s into ranges of at most this many, searched in
    /// about nine.
    static let casesPerSwitch = 32

    /// The routes of the enum being rendered.
    private var routes: [ResolvedRoute] { context.manifest.routes }
    /// The trie across every file: only the root's parser matches.
    private var trie: RouteTrie { context.root.trie }
    private var parserName: String { context.enumName + "Parser" }

    /// Trie nodes whose subtree the matcher reads in a function of its own, so that no function
    /// grows with the app's size: literal subtrees of 64 or more routes below one of over 256.
    private let split: [Int: (depth: Int, parameterDepths: [Int])]

    /// The version of RouteKit's generated-code interface this generator writes for.
    static let runtimeVersion = 1

    func render() -> GeneratedFile {
        var p = CodePrinter()
        context.printPrologue(&p)
        // A compiler error on this line says the RouteKit linked is not the one the file was made for.
        p.line(
            "private struct \(context.enumName)RuntimeCheck: RouteKit.RouteKitGeneratedCodeVersion\(Self.runtimeVersion) {}"
                + "  // an error here: RouteKit changed; regenerate this file with routegen")
        p.line()
        printPublicAPI(&p)
        p.line()
        printParser(&p)
        return GeneratedFile(name: "\(context.enumName)+Parsing.swift", contents: p.text)
    }

    // MARK: - init(url:), url, universalLink(host:)

    init(context: SwiftContext) {
        self.context = context
        var split: [Int: (Int, [Int])] = [:]
        if !context.isFeature {
            Self.findSplits(context.root.trie, node: 0, depth: 0, parameterDepths: [], into: &split)
        }
        self.split = split
    }

    /// Terminals in the subtree of `node`.
    private static func size(_ trie: RouteTrie, _ node: Int) -> Int {
        let current = trie.nodes[node]
        return (current.terminal == nil ? 0 : 1) + (current.catchAll == nil ? 0 : 1)
            + current.literals.reduce(0) { $0 + size(trie, $1.child) }
            + (current.parameter.map { size(trie, $0) } ?? 0)
    }

    @discardableResult
    private static func findSplits(
        _ trie: RouteTrie, node: Int, depth: Int, parameterDepths: [Int],
        into split: inout [Int: (Int, [Int])]
    ) -> Int {
        let current = trie.nodes[node]
        let total = size(trie, node)
        for literal in current.literals {
            if total > 256, size(trie, literal.child) >= 64 {
                split[literal.child] = (depth + 1, parameterDepths)
            }
            findSplits(
                trie, node: literal.child, depth: depth + 1, parameterDepths: parameterDepths, into: &split)
        }
        if let child = current.parameter {
            findSplits(
                trie, node: child, depth: depth + 1, parameterDepths: parameterDepths + [depth], into: &split)
        }
        return total
    }

    private func printPublicAPI(_ p: inout CodePrinter) {
        let access = context.access
        if context.isFeature {
            printFeatureAPI(&p)
            return
        }
        p.block("extension \(context.enumName)") { p in
            p.docComment([
                "Parses a link on one of the app's custom schemes or universal-link hosts.",
                "",
                "- Schemes: \(list(context.schemes))",
                "- Hosts: \(list(context.hosts))",
                "- Throws: `RouteError` naming the scheme, host, path or parameter that did not fit.",
            ])
            p.block("\(access)init(url: borrowing URL) throws(RouteKit.RouteError)") { p in
                p.wrapped(
                    "self = try RouteKit.RouteLink.parse",
                    [
                        "url", "in: \(parserName).scope", "match: \(parserName).match",
                    ], "")
            }
            p.line()
            if let scheme = context.schemes.first {
                p.docComment(["The canonical link, on `\(scheme)://`."])
                p.block("\(access)var url: URL") { p in
                    p.line("var builder = RouteKit.RouteURLBuilder()")
                    p.line("\(parserName).write(self, to: &builder)")
                    p.line("return builder.url(scheme: \(SwiftSyntax.stringLiteral(scheme)))")
                }
            } else {
                let host = defaultHost ?? ""
                p.docComment([
                    "The canonical link, on `https://\(host)` (the manifest lists no custom scheme)."
                ])
                p.block("\(access)var url: URL") { p in
                    p.line("var builder = RouteKit.RouteURLBuilder()")
                    p.line("\(parserName).write(self, to: &builder)")
                    p.line("return builder.url(host: \(SwiftSyntax.stringLiteral(host)))")
                }
            }
            p.line()
            p.docComment([
                "The universal link on `host` (default: \(defaultHost.map { "`\($0)`" } ?? "none; name one")), or `nil` when",
                "the host is not listed or the route is scheme-only (`universalLink: false`).",
            ])
            p.block("\(access)func universalLink(host: String? = nil) -> URL?") { p in
                p.line("guard \(parserName).isUniversalLink(self) else { return nil }")
                if let defaultHost {
                    p.line("let host = host?.lowercased() ?? \(SwiftSyntax.stringLiteral(defaultHost))")
                } else {
                    p.line("guard let host = host?.lowercased() else { return nil }")
                }
                p.line("guard \(parserName).scope.isListed(host) else { return nil }")
                p.line("var builder = RouteKit.RouteURLBuilder()")
                p.line("\(parserName).write(self, to: &builder)")
                p.line("return builder.url(host: host)")
            }
        }
    }

    /// The first listed host that is not a wildcard.
    private var defaultHost: String? { context.hosts.first { !$0.hasPrefix("*.") } }

    private func list(_ values: [String]) -> String {
        values.isEmpty ? "none" : values.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// A feature's parser entry and builders go through the app's enum, whose trie spans every file.
    private func printFeatureAPI(_ p: inout CodePrinter) {
        let access = context.access
        let app = context.root.enumName
        let (prefix, suffix) = context.root.wrapping(context.owner)
        p.block("extension \(context.enumName)") { p in
            p.docComment([
                "Parses a link with `\(app)`'s parser, whose trie spans every feature file.",
                "",
                "- Throws: `RouteError`; `notFound` when the link is another feature's or the app's own.",
            ])
            p.block("\(access)init(url: borrowing URL) throws(RouteKit.RouteError)") { p in
                p.block("guard case \(prefix)let route\(suffix) = try \(app)(url: url) else") { p in
                    p.wrapped(
                        "let path = try RouteKit.RouteLink.read",
                        ["url", "in: \(app)Parser.scope"], " { $0.path }")
                    p.line("throw .notFound(path: path)")
                }
                p.line("self = route")
            }
            p.line()
            p.docComment(["The canonical link: `\(app)`'s, for this route."])
            p.block("\(access)var url: URL") { p in
                p.line("\(app)\(prefix)self\(suffix).url")
            }
            p.line()
            p.docComment(["The universal link on `host`: `\(app)`'s, for this route."])
            p.block("\(access)func universalLink(host: String? = nil) -> URL?") { p in
                p.line("\(app)\(prefix)self\(suffix).universalLink(host: host)")
            }
        }
    }

    // MARK: - The parser enum

    private func printParser(_ p: inout CodePrinter) {
        let deprecated = routes.filter { $0.deprecated != nil }
        p.docComment(["The matcher and builder of `\(context.enumName)`, rendered from its route trie."])
        // Internal, not private: with `include:`, the app's matcher calls each feature's readers.
        p.block("enum \(parserName)") { p in
            if !context.isFeature {
                printMatcher(&p)
            }
            let valueReaders = routes.filter { !$0.parameters.isEmpty || $0.deprecated != nil }
            if !valueReaders.isEmpty {
                if !context.isFeature { p.line() }
                p.docComment([
                    "One reader per route with values: converts and checks them, then builds the case."
                ])
                p.block("enum Values") { p in
                    for (index, route) in valueReaders.enumerated() {
                        if index > 0 { p.line() }
                        printMake(route, &p)
                    }
                }
            }
            if !valueReaders.isEmpty || !context.isFeature { p.line() }
            printWrite(&p)
            p.line()
            p.docComment(["Whether the route is reachable over https (`universalLink:`)."])
            p.block("static func isUniversalLink(_ route: \(context.enumName)) -> Bool") { p in
                context.printSwitch(
                    &p, subject: "route", child: { "\($0.enumName)Parser.isUniversalLink(route)" }
                ) { $0.universalLink ? "true" : "false" }
            }
        }
        if !deprecated.isEmpty { printDeprecatedFactory(deprecated, &p) }
    }

    /// The app's matcher over the trie of every file, and the functions it hands subtrees to.
    private func printMatcher(_ p: inout CodePrinter) {
        p.docComment(["The custom schemes and universal-link hosts the parser accepts."])
        p.wrapped(
            "static let scope = RouteKit.LinkScope",
            [
                "schemes: [\(context.schemes.map(SwiftSyntax.stringLiteral).joined(separator: ", "))]",
                "hosts: [\(context.hosts.map(SwiftSyntax.stringLiteral).joined(separator: ", "))]",
            ], "")
        p.line()
        p.docComment([
            "The route whose pattern matches the link's path: literal before parameter before catch-all."
        ])
        p.block(
            "static func match(_ link: borrowing RouteKit.RouteLink) throws(RouteKit.RouteError) -> \(context.enumName)?"
        ) { p in
            p.line("let count = link.count")
            printNode(0, depth: 0, parameterDepths: [], &p)
            p.line("return nil")
        }
        for node in split.keys.sorted() {
            let (depth, parameterDepths) = split[node]!
            p.line()
            p.block(
                "static func match\(node)(_ link: borrowing RouteKit.RouteLink) throws(RouteKit.RouteError) -> \(context.enumName)?"
            ) { p in
                p.line("let count = link.count")
                printNode(node, depth: depth, parameterDepths: parameterDepths, &p)
                p.line("return nil")
            }
        }
    }

    /// The code for trie node `node`, reached after `depth` segments; `parameterDepths` holds the
    /// segment index of each placeholder passed on the way.
    private func printNode(_ node: Int, depth: Int, parameterDepths: [Int], _ p: inout CodePrinter) {
        let current = trie.nodes[node]
        // Only a catch-all below a literal: it takes whatever follows, nothing included.
        if node != 0, let catchAll = current.catchAll, current.terminal == nil, current.literals.isEmpty,
            current.parameter == nil
        {
            printReturn(catchAll, parameterDepths: parameterDepths, restFrom: depth, &p)
            return
        }
        if current.terminal != nil || current.catchAll != nil {
            p.block("if count == \(depth)") { p in
                var returned = false
                if let terminal = current.terminal {
                    returned = printReturn(terminal, parameterDepths: parameterDepths, restFrom: nil, &p)
                }
                if let catchAll = current.catchAll, !returned {
                    printReturn(catchAll, parameterDepths: parameterDepths, restFrom: depth, &p)
                }
            }
        }
        let literals = current.literals
        if !literals.isEmpty {
            if literals.count > Self.switchThreshold {
                // One step to the right literal among many: switch on the segment's hash (a binary
                // search, as no switch exceeds `casesPerSwitch`), then confirm the bytes.
                let method = trie.caseSensitive ? "hash" : "hashIgnoringCase"
                let groups = Dictionary(grouping: literals) {
                    Self.hash($0.key, ignoringCase: !trie.caseSensitive)
                }
                p.block("if count > \(depth)") { p in
                    p.line("let hash\(depth) = link.\(method)(at: \(depth))")
                    printHashSearch(
                        "hash\(depth)", groups.keys.sorted()[...], groups: groups, depth: depth,
                        parameterDepths: parameterDepths, &p)
                }
            } else {
                for literal in literals {
                    printLiteral(literal, depth: depth, parameterDepths: parameterDepths, guarded: true, &p)
                }
            }
        }
        if let child = current.parameter {
            if let leaf = leafTerminal(child) {
                p.block("if count == \(depth + 1)") { p in
                    printReturn(leaf, parameterDepths: parameterDepths + [depth], restFrom: nil, &p)
                }
            } else {
                p.block("if count > \(depth)") { p in
                    printNode(child, depth: depth + 1, parameterDepths: parameterDepths + [depth], &p)
                }
            }
        }
        if let catchAll = current.catchAll {
            p.block("if count > \(depth)") { p in
                printReturn(catchAll, parameterDepths: parameterDepths, restFrom: depth, &p)
            }
        }
    }

    /// A `switch` on `hash` over `values` (sorted), whose cases test `groups`' literals; over
    /// ``casesPerSwitch`` values, an `if` splits them in two, each side a whole number of switches.
    private func printHashSearch(
        _ hash: String, _ values: ArraySlice<UInt32>, groups: [UInt32: [(key: String, child: Int)]],
        depth: Int, parameterDepths: [Int], _ p: inout CodePrinter
    ) {
        guard values.count > Self.casesPerSwitch else {
            p.switchBlock(hash) { p in
                for value in values {
                    let names = groups[value]!.map(\.key).joined(separator: ", ")
                    p.caseBlock("case \(Self.hexLiteral(value)):  // \(names)") { p in
                        for literal in groups[value]! {
                            printLiteral(
                                literal, depth: depth, parameterDepths: parameterDepths, guarded: false, &p)
                        }
                    }
                }
                p.caseBlock("default:") { p in p.line("break") }
            }
            return
        }
        let switches = (values.count + Self.casesPerSwitch - 1) / Self.casesPerSwitch
        let middle = values.startIndex + switches / 2 * Self.casesPerSwitch
        p.block("if \(hash) < \(Self.hexLiteral(values[middle]))", closer: "} else {") { p in
            printHashSearch(
                hash, values[..<middle], groups: groups, depth: depth, parameterDepths: parameterDepths, &p)
        }
        p.indented { p in
            printHashSearch(
                hash, values[middle...], groups: groups, depth: depth, parameterDepths: parameterDepths, &p)
        }
        p.line("}")
    }

    private func printLiteral(
        _ literal: (key: String, child: Int), depth: Int, parameterDepths: [Int], guarded: Bool,
        _ p: inout CodePrinter
    ) {
        let method = trie.caseSensitive ? "is" : "isIgnoringCase"
        let test = "link.segment(\(depth), \(method): \(SwiftSyntax.stringLiteral(literal.key)))"
        if split[literal.child] != nil {
            let guardCount = guarded ? "count > \(depth), " : ""
            p.line("if \(guardCount)\(test), let route = try match\(literal.child)(link) { return route }")
            return
        }
        if let leaf = leafTerminal(literal.child) {
            p.block("if count == \(depth + 1), \(test)") { p in
                printReturn(leaf, parameterDepths: parameterDepths, restFrom: nil, &p)
            }
            return
        }
        p.block(guarded ? "if count > \(depth), \(test)" : "if \(test)") { p in
            printNode(literal.child, depth: depth + 1, parameterDepths: parameterDepths, &p)
        }
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

    /// The terminal of a node that has nothing else: it matches only when the path ends there.
    private func leafTerminal(_ node: Int) -> RouteTrie.Terminal? {
        let current = trie.nodes[node]
        guard current.literals.isEmpty, current.parameter == nil, current.catchAll == nil else { return nil }
        return current.terminal
    }

    /// `return ...` for a pattern that ends here; guarded when the route is scheme-only, so a
    /// universal link falls through to the next alternative. Returns whether it always returns.
    @discardableResult
    private func printReturn(
        _ terminal: RouteTrie.Terminal, parameterDepths: [Int], restFrom: Int?, _ p: inout CodePrinter
    ) -> Bool {
        let route = context.root.route(terminal)
        let pattern = route.patterns[terminal.pattern]
        var positions: [String: String] = [:]
        var walked = parameterDepths.makeIterator()
        for segment in pattern.segments {
            switch segment {
            case .parameter(let name), .optionalParameter(let name):
                positions[name] = walked.next().map(String.init) ?? "nil"
            case .catchAll(let name):
                positions[name] = restFrom.map(String.init) ?? "nil"
            case .literal:
                continue
            }
        }
        // A feature's route is built by its own readers and wrapped in its cases: .profile(...).
        let (prefix, suffix) = context.root.wrapping(terminal.owner)
        let readers =
            terminal.owner == 0 ? "Values" : context.root.owner(terminal.owner).enumName + "Parser.Values"
        let call: SwiftContext.Call
        if route.parameters.isEmpty && route.deprecated == nil {
            call = SwiftContext.Call(head: "return " + prefix + "." + route.name + suffix)
        } else {
            let arguments = route.parameters.filter(\.isPathParameter).map {
                "\($0.name)At: \(positions[$0.name] ?? "nil")"
            }
            call = SwiftContext.Call(
                head: "return try \(prefix)\(readers).\(route.name)", arguments: ["link"] + arguments,
                tail: suffix)
        }
        if !route.universalLink && !context.hosts.isEmpty {
            p.block("if !link.isUniversalLink") { p in call.print(&p) }
            return false
        }
        call.print(&p)
        return true
    }

    /// `static func route(_ link:, param: Int) throws -> Enum`: reads the route's values.
    private func printMake(_ route: ResolvedRoute, _ p: inout CodePrinter) {
        let pathParameters = route.parameters.filter(\.isPathParameter)
        let parameters =
            ["_ link: borrowing RouteKit.RouteLink"]
            + pathParameters.map { parameter in
                "\(parameter.name)At index\(parameter.name.capitalizedFirst): Int"
                    + (parameter.source == .optionalPath ? "?" : "")
            }
        let tail = " throws(RouteKit.RouteError) -> \(context.enumName)"
        p.wrappedBlock("static func \(route.name)", parameters, tail) { p in
            if route.parameters.contains(where: { !$0.isPathParameter }) {
                p.line("let query = link.query()")
            }
            for parameter in route.parameters {
                p.line("let \(parameter.name): \(parameter.swiftType) = \(read(parameter))")
                printConstraintChecks(parameter, &p)
            }
            if route.deprecated != nil {
                // Deprecated cases are built through a protocol witness so the parser compiles
                // without deprecation warnings; apps that build them still get the warning.
                p.wrapped(
                    "return deprecated\(route.name.capitalizedFirst)",
                    ["\(context.enumName).self"] + context.forwardedArgumentList(route), "")
            } else {
                p.wrapped("return .\(route.name)", context.forwardedArgumentList(route), "")
            }
        }
    }

    /// The expression that reads one value from the link or its query.
    private func read(_ parameter: ResolvedParameter) -> String {
        let name = SwiftSyntax.stringLiteral(parameter.name)
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
        case .query:
            if let value = parameter.defaultValue {
                let literal = context.literal(value, of: parameter.type)
                if parameter.ignoreInvalid {
                    return "(try? query.value(\(name), default: \(literal))) ?? \(literal)"
                }
                return "try query.value(\(name), default: \(literal))"
            }
            return "try query.required(\(name))"
        case .optionalQuery:
            return parameter.ignoreInvalid
                ? "(try? query.optional(\(name))) ?? nil" : "try query.optional(\(name))"
        case .repeatedQuery:
            return "try query.repeated(\(name))"
        }
    }

    /// `try RouteConstraint.check(...)` for a parameter's constraints, per value when it may be
    /// absent or repeated.
    private func printConstraintChecks(_ parameter: ResolvedParameter, _ p: inout CodePrinter) {
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
        let name = SwiftSyntax.stringLiteral(parameter.name)
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

    // MARK: - The builder

    private func printWrite(_ p: inout CodePrinter) {
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

    private func writeStatements(_ route: ResolvedRoute) -> [String] {
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
        for parameter in route.parameters where !parameter.isPathParameter {
            let name = SwiftSyntax.stringLiteral(parameter.name)
            if let value = parameter.defaultValue {
                statements.append(
                    "builder.query(\(name), \(parameter.name), default: \(context.literal(value, of: parameter.type)))"
                )
            } else {
                statements.append("builder.query(\(name), \(parameter.name))")
            }
        }
        return statements
    }

    // MARK: - Deprecated routes

    private func printDeprecatedFactory(_ deprecated: [ResolvedRoute], _ p: inout CodePrinter) {
        let protocolName = "\(context.enumName)DeprecatedCases"
        p.line()
        p.docComment([
            "Builds deprecated cases without a deprecation warning in generated code (the parser, and",
            "stacks that name them): the witnesses are deprecated, the requirements are not. Apps that",
            "build these cases still get the warning.",
        ])
        p.block("protocol \(protocolName)") { p in
            for route in deprecated {
                let name = "make" + route.name.capitalizedFirst
                p.wrapped("static func \(name)", context.requirementParameters(route), " -> Self")
            }
        }
        p.line()
        p.block("extension \(context.enumName): \(protocolName)") { p in
            for (index, route) in deprecated.enumerated() {
                if index > 0 { p.line() }
                p.line("@available(*, deprecated)")
                let name = "make" + route.name.capitalizedFirst
                p.wrappedBlock(
                    "static func \(name)", context.requirementParameters(route), " -> Self"
                ) {
                    p in
                    if route.parameters.isEmpty {
                        p.line(".\(route.name)")
                    } else {
                        p.wrapped(".\(route.name)", context.forwardedArgumentList(route), "")
                    }
                }
            }
        }
        for route in deprecated {
            p.line()
            // Named apart from the requirement, so that the enum's own code reaches this one.
            p.wrappedBlock(
                "func deprecated\(route.name.capitalizedFirst)<R: \(protocolName)>",
                ["_ type: R.Type"] + context.requirementParameters(route),
                " -> R"
            ) { p in
                p.wrapped("R.make\(route.name.capitalizedFirst)", context.forwardedArgumentList(route), "")
            }
        }
    }
}

extension String {
    /// `materialId` → `MaterialId`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
