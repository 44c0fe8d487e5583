@_spi(Generated) import RouteKit

/// What every Swift emitter of one manifest needs: names, access, and how routes and
/// parameters are spelled in Swift.
struct SwiftContext {
    /// The whole app: settings, every file, the trie.
    let root: ValidatedManifest
    /// The file whose enum this context renders.
    let file: RouteFile
    /// How the Swift files are named.
    var naming: Generator.FileNaming = .byEnum

    var settings: AppSettings { root.settings }
    var isFeature: Bool { file.isFeature }
    /// The manifest path named in headers and doc comments.
    var source: String { file.path }

    /// How a value of the rendered enum is wrapped up to the app's: `.profile(.settings(` and `))`.
    var wrappingInTheApp: (prefix: String, suffix: String) {
        let cases = sequence(first: file) { $0.parent.map { root.files[$0.file] } }.compactMap(
            \.parent?.caseName)
        return (cases.reversed().map { "." + $0 + "(" }.joined(), String(repeating: ")", count: cases.count))
    }

    init(root: ValidatedManifest, file: RouteFile, naming: Generator.FileNaming = .byEnum) {
        self.root = root
        self.file = file
        self.naming = naming
    }

    var enumName: String { file.enumName }
    /// Every route with a case, its groups' included: every route but those `removed:`.
    var cases: [ResolvedRoute] { file.routes.filter { $0.removed == nil } }

    /// The cases of the file's enum (`nil`) or of a group's, in manifest order, but its removed
    /// routes: routes, groups' nodes and features' nodes (a feature's where its `include:` is).
    func enumCases(of group: RouteNode? = nil) -> [RouteNode.Member] {
        (group ?? file.node).members.filter { member in
            if case .route(let route) = member { return route.removed == nil }
            return true
        }
    }

    /// The cases of ``enumCases(of:)`` whose code is this file's: routes and groups' nodes (a
    /// feature's enum is rendered from its own file).
    func members(of group: RouteNode? = nil) -> [RouteNode.Member] {
        enumCases(of: group).filter { member in
            if case .node(let node) = member { return node.isGroup }
            return true
        }
    }

    /// The route as a value, inside its groups' cases:
    /// `.course(school: school, ref: ref, .enroll(.edit))`. `argument` spells each value: the
    /// route's own, then each group's shared ones, innermost group first.
    func spelling(of route: ResolvedRoute, _ argument: (ResolvedParameter) -> SwiftExpr.Argument) -> SwiftExpr
    {
        var expression: SwiftExpr = .code("." + route.caseName)
        if !route.ownParameters.isEmpty { expression = .call(expression, route.ownParameters.map(argument)) }
        for group in file.groups(of: route).reversed() {
            expression = .call(
                .code("." + group.caseName),
                group.shared.map(argument) + [SwiftExpr.Argument(nil, expression)])
        }
        return expression
    }

    /// `.course(school: school, .reviews(page: page))`: the route built from values of the same names.
    func construction(_ route: ResolvedRoute) -> SwiftExpr {
        spelling(of: route) { SwiftExpr.Argument($0.name, .code($0.name)) }
    }
    /// What every top-level declaration of generated code starts with. Routes are values that any
    /// isolation reads (a notification delegate, a background task, a test), also in a target whose
    /// default isolation is the main actor (an Xcode 26 app target, SE-0466), where a declaration
    /// without it would be main-actor isolated and its `Route` conformance would cross into it;
    /// handlers say `@MainActor` themselves. Swift 6.1 and later read it on types and extensions.
    static let topLevel = "nonisolated "

    /// What the Swift file names start with: `ShopRoute`, or `shop.routes.yaml`.
    var fileStem: String { naming == .byEnum ? file.enumName : Generator.manifestFileName(file.path) }
    /// `public ` / `package ` / `` — the prefix for every declaration.
    var access: String {
        switch settings.access {
        case .public: return "public "
        case .package: return "package "
        case .internal: return ""
        }
    }
    var hasTabs: Bool { !settings.tabs.isEmpty }

    /// `RouteKit.RouteURLBuilder()`, given the manifest's `formats:` where it sets one.
    var newBuilder: String {
        let format = settings.format
        var arguments: [String] = []
        if format.lowercaseUUIDs { arguments.append("lowercaseUUIDs: true") }
        if format.numericBools { arguments.append("numericBools: true") }
        guard !arguments.isEmpty else { return "RouteKit.RouteURLBuilder()" }
        return "RouteKit.RouteURLBuilder(format: .init(\(arguments.joined(separator: ", "))))"
    }
    var schemes: [String] { settings.schemes.map { $0.lowercased() } }
    var hosts: [String] { settings.hosts.map { $0.lowercased() } }

    /// The imports of a generated file: Foundation, RouteKit, then the manifest's in its order.
    var imports: [String] {
        var modules = ["Foundation", "RouteKit"]
        for module in settings.imports where !modules.contains(module) {
            modules.append(module)
        }
        return modules
    }

    /// The fixed header and the imports.
    func printPrologue(_ p: inout CodePrinter) {
        p.line(SwiftSyntax.header(source: source))
        p.line()
        for module in imports {
            // RouteKit's generated-code helpers are SPI, out of the app's autocomplete.
            p.line(module == "RouteKit" ? "@_spi(Generated) import RouteKit" : "import \(module)")
        }
        p.line()
    }

    /// The Swift type of a parameter: `UUID`, `Int?`, `[String]`.

    /// The default written after `=` in a case declaration, if any.
    func defaultExpression(_ parameter: ResolvedParameter) -> String? {
        if let value = parameter.defaultValue { return literal(value, of: parameter.type) }
        if parameter.source.isRepeatedItem { return "[]" }
        if parameter.source == .otherQueryItems { return "[:]" }
        if parameter.isOptional { return "nil" }
        return nil
    }

    /// A Swift expression for a checked default value.
    func literal(_ value: ParameterValue, of type: ParameterType) -> String {
        switch value {
        case .string(let text): return SwiftSyntax.stringLiteral(text)
        case .int(let int): return String(int)
        case .double(let double): return "\(double)"
        case .bool(let bool): return bool ? "true" : "false"
        case .uuid(let text): return "UUID(uuidString: \(SwiftSyntax.stringLiteral(text)))!"
        case .enumCase(let raw):
            guard case .stringEnum(let declaration) = type else {
                return "." + SwiftNames.caseName(forEnumValue: raw)
            }
            return "." + declaration.caseName(of: raw)
        }
    }

    /// `materialId: UUID`, `attempt: Int = 1`: the associated values of a case declaration.
    func caseParameters(_ parameters: some Collection<ResolvedParameter>) -> [String] {
        parameters.map { parameter in
            var text = "\(parameter.name): \(parameter.swiftType)"
            if let value = defaultExpression(parameter) { text += " = \(value)" }
            return text
        }
    }

    /// `materialId: UUID`: the parameters of a handler requirement (no defaults).
    func requirementParameters(_ parameters: some Collection<ResolvedParameter>) -> [String] {
        parameters.map { "\($0.name): \($0.swiftType)" }
    }

    /// `materialId: materialId`: every bound value passed on.
    func forwardedArgumentList(_ parameters: some Collection<ResolvedParameter>) -> [String] {
        parameters.map { "\($0.name): \($0.name)" }
    }

    /// The doc comment of a group's case: its description, then its path and enum.
    func docComment(_ group: RouteNode) -> [String] {
        var lines: [String] = []
        if let description = group.description {
            lines += SwiftSyntax.docLines(description)
            lines.append("")
        }
        lines.append("`\(group.path)`: the routes of `\(group.typeName)`.")
        return lines
    }

    /// The doc comment of a route: its description, then its patterns.
    func docComment(_ route: ResolvedRoute) -> [String] {
        var lines: [String] = []
        if let description = route.description {
            lines += SwiftSyntax.docLines(description)
            lines.append("")
        }
        lines.append(
            "`\(route.shownPath)`"
                + (route.aliases.isEmpty
                    ? "" : ", also " + route.aliases.map { "`\(route.shown($0))`" }.joined(separator: ", "))
        )
        if let deprecated = route.deprecated {
            lines.append("")
            lines.append("- Warning: Deprecated. \(deprecated)")
        }
        return lines
    }

    /// What one case of a switch over an enum's members does.
    enum CaseResult {
        case expression(SwiftExpr)
        case statements([String])
    }

    /// Prints `switch subject` over the cases of the file's enum (`group` `nil`) or of `group`'s,
    /// one case a line in manifest order, with no `default`; where every case has one value, that
    /// value alone. A switch never spans an enum: the
    /// case of a group or a feature hands its enum on, so each switch is as long as one enum (Swift
    /// checks a long switch over nested patterns slowly).
    /// - `route` gives a route's result and the names of its values it uses; the pattern binds the
    ///   route's own, and its groups' are the enclosing function's parameters of the same names.
    /// - `node` gives the result of a group's or a feature's case, which binds its enum as
    ///   ``bound(_:)`` names it and, for a group when `binding`, its shared values by name.
    func printSwitch(
        _ p: inout CodePrinter, subject: String = "self", of group: RouteNode? = nil,
        node: (RouteNode) -> (result: CaseResult, binding: Bool),
        route value: (ResolvedRoute) -> (result: CaseResult, names: Set<String>)
    ) {
        var cases: [(pattern: SwiftExpr, result: CaseResult, binds: Bool)] = []
        for member in (group ?? file.node).members {
            switch member {
            case .route(let route):
                guard route.removed == nil else { continue }
                let (result, names) = value(route)
                cases.append((ownPattern(route, binding: names), result, !names.isEmpty))
            case .node(let inner):
                let (result, binding) = node(inner)
                let values = inner.shared.map {
                    SwiftExpr.Argument.code(binding ? "let \($0.name)" : "_")
                }
                let enumValue = SwiftExpr.Argument.code("let " + Self.bound(inner))
                cases.append((.call(.code("." + inner.caseName), values + [enumValue]), result, true))
            }
        }
        // The same value for every case is written once, as a reader would write it.
        if let first = cases.first, case .expression(let value) = first.result,
            !cases.contains(where: \.binds),
            cases.allSatisfy({
                if case .expression(let other) = $0.result { other.text == value.text } else { false }
            })
        {
            p.expression(value)
            return
        }
        p.switchBlock(subject) { p in
            for (pattern, result, _) in cases { printCase(pattern, result, &p) }
        }
    }

    /// The name a switch binds the enum of a group's case (`nested`) or a feature's (`route`) to.
    static func bound(_ node: RouteNode) -> String { node.isGroup ? "nested" : "route" }

    /// As above, for a member every enum has under one name: a route's result is `value`, a
    /// group's and a feature's their enum's member.
    func printSwitch(
        _ p: inout CodePrinter, of group: RouteNode? = nil, member: String,
        _ value: (ResolvedRoute) -> String
    ) {
        printSwitch(
            &p, of: group, node: { (.expression(.code("\(Self.bound($0)).\(member)")), false) },
            route: { (.expression(.code(value($0))), []) })
    }

    /// `case pattern: result` on one line where it fits, else the result indented below.
    private func printCase(_ pattern: SwiftExpr, _ result: CaseResult, _ p: inout CodePrinter) {
        switch result {
        case .expression(let expression):
            let single = "case \(pattern.text): \(expression.text)"
            if !single.contains("\n"), single.count + 8 <= CodePrinter.lineLimit {
                p.line(single)
            } else {
                p.expression(pattern, prefix: "case ", suffix: ":")
                p.indented { p in p.expression(expression) }
            }
        case .statements(let statements):
            p.expression(pattern, prefix: "case ", suffix: ":")
            p.indented { p in
                for statement in statements.isEmpty ? ["break"] : statements { p.line(statement) }
            }
        }
    }

    /// `.reviews(let page)` or `.edit`: the route's case in its group's enum, binding the own
    /// values named (the others `_`).
    func ownPattern(_ route: ResolvedRoute, binding names: Set<String>) -> SwiftExpr {
        let own = route.ownParameters
        guard own.contains(where: { names.contains($0.name) }) else { return .code("." + route.caseName) }
        return .call(
            .code("." + route.caseName), own.map { .code(names.contains($0.name) ? "let \($0.name)" : "_") })
    }
}
