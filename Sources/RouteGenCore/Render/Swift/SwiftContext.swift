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

    /// A feature enum held by the enum being rendered.
    struct Child {
        /// The case that holds it: `profile`.
        var caseName: String
        /// Its enum: `ProfileRoute`.
        var enumName: String
        /// Its manifest path.
        var path: String
        var file: RouteFile
    }

    /// The feature enums the rendered enum holds, in `include:` order.
    var children: [Child] {
        file.features.map { id in
            let feature = root.files[id]
            return Child(
                caseName: feature.parent!.caseName, enumName: feature.enumName, path: feature.path,
                file: feature)
        }
    }

    init(root: ValidatedManifest, file: RouteFile, naming: Generator.FileNaming = .byEnum) {
        self.root = root
        self.file = file
        self.naming = naming
    }

    var enumName: String { file.enumName }
    /// Every route with a case, its groups' included: every route but those `removed:`.
    var cases: [ResolvedRoute] { file.routes.filter { $0.removed == nil } }

    /// A case of an enum: a route, or a group that holds its own enum.
    enum Member {
        case route(ResolvedRoute)
        case group(RouteGroup)
    }

    /// The cases of the file's enum (`nil`) or of a group's, in manifest order.
    func members(of group: RouteGroup? = nil) -> [Member] {
        (group?.members ?? file.members).compactMap { member in
            switch member {
            case .route(let index):
                let route = file.routes[index]
                return route.removed == nil ? .route(route) : nil
            case .group(let index):
                return .group(file.groups[index])
            }
        }
    }

    /// The route as a value or a pattern, inside its groups' cases:
    /// `.course(school: school, ref: ref, .enroll(.edit))`. `argument` spells each value, in
    /// ``ResolvedRoute/parameters`` order; `leafValues` false leaves the route's own out (`.edit`
    /// matches whatever they are).
    func spelling(
        of route: ResolvedRoute, leafValues: Bool = true,
        _ argument: (ResolvedParameter) -> SwiftExpr.Argument
    ) -> SwiftExpr {
        let groups = file.groups(of: route)
        var end = route.parameters.count
        let own = file.ownParameters(of: route)
        var expression: SwiftExpr = .code("." + route.caseName)
        if leafValues && !own.isEmpty { expression = .call(expression, own.map(argument)) }
        end -= own.count
        for group in groups.reversed() {
            let shared = route.parameters[(end - group.shared.count)..<end]
            end -= group.shared.count
            expression = .call(
                .code("." + group.caseName), shared.map(argument) + [SwiftExpr.Argument(nil, expression)])
        }
        return expression
    }

    /// `.course(let school, _, .enroll(.edit))`: a pattern binding the values named.
    func pattern(_ route: ResolvedRoute, binding names: Set<String>) -> SwiftExpr {
        let bindsOwn = file.ownParameters(of: route).contains { names.contains($0.name) }
        return spelling(of: route, leafValues: bindsOwn) {
            .code(names.contains($0.name) ? "let \($0.name)" : "_")
        }
    }

    /// `.course(school: school, .reviews(page: page))`: the route built from values of the same names.
    func construction(_ route: ResolvedRoute) -> SwiftExpr {
        spelling(of: route) { SwiftExpr.Argument($0.name, .code($0.name)) }
    }
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
        if parameter.source == .repeatedQuery { return "[]" }
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
        case .enumCase(let raw): return "." + SwiftNames.caseName(forEnumValue: raw)
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

    /// `case .assessment(let assessmentId, let userId):` or `case .dashboard:`, inside its groups'
    /// cases.
    func printBindingPattern(_ route: ResolvedRoute, _ p: inout CodePrinter) {
        p.expression(pattern(route, binding: Set(route.parameters.map(\.name))), prefix: "case ", suffix: ":")
    }

    /// The doc comment of a group's case: its description, then its path and enum.
    func docComment(_ group: RouteGroup) -> [String] {
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
            "`\(route.path)`"
                + (route.aliases.isEmpty
                    ? "" : ", also " + route.aliases.map { "`\($0)`" }.joined(separator: ", ")))
        if let deprecated = route.deprecated {
            lines.append("")
            lines.append("- Warning: Deprecated. \(deprecated)")
        }
        return lines
    }

    /// Prints `switch self` over every route, grouping routes with the same result in one case
    /// (in the order each result first appears), with no `default`.
    func printSwitch(
        _ p: inout CodePrinter, subject: String = "self", child: (Child) -> String,
        _ value: (ResolvedRoute) -> String
    ) {
        printSwitch(&p, subject: subject, child: child) { (.code(value($0)), []) }
    }

    /// As above, for results that use some of the route's values: those routes get a case of
    /// their own that binds the named values (the others `_`).
    /// `child` gives the result for a feature's case, which binds its value as `route`.
    func printSwitch(
        _ p: inout CodePrinter, subject: String = "self", child: (Child) -> String,
        _ value: (ResolvedRoute) -> (SwiftExpr, Set<String>)
    ) {
        p.switchBlock(subject) { p in
            for feature in children {
                p.line("case .\(feature.caseName)(let route):")
                p.indented { p in p.line(child(feature)) }
            }
            // One case a line, in the manifest's order, even where values repeat: a route added
            // or changed is one line in a reviewer's diff.
            for route in cases {
                let (result, names) = value(route)
                let pattern = pattern(route, binding: names)
                let single = "case \(pattern.text): \(result.text)"
                if names.isEmpty, single.count + 8 <= CodePrinter.lineLimit {
                    p.line(single)
                } else {
                    p.expression(pattern, prefix: "case ", suffix: ":")
                    p.indented { p in p.expression(result) }
                }
            }
        }
    }
}
