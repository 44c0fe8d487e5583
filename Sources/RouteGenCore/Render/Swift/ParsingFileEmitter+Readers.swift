@_spi(Generated) import RouteKit

/// Each route's value readers: its path and query values converted and checked, then the case built.
extension ParsingFileEmitter {
    /// The readers of `members`, in manifest order: a group's before its members'.
    func valueReaders(_ members: [RouteNode.Member]) -> [RouteNode.Member] {
        members.flatMap { member -> [RouteNode.Member] in
            switch member {
            case .route(let route):
                let own =
                    readsGroupsApart(route) ? Array(route.ownParameters) : route.parameters
                return !own.isEmpty || route.deprecated != nil ? [member] : []
            case .node(let group):
                let shares =
                    !group.shared.isEmpty
                    && context.cases.contains {
                        context.file.groups(of: $0).contains { $0.swiftName == group.swiftName }
                            && readsGroupsApart($0)
                    }
                return (shares ? [member] : []) + valueReaders(context.members(of: group))
            }
        }
    }

    /// Whether `route`'s groups read their shared values (``ReturnValue/readsGroupsApart(_:_:)``).
    func readsGroupsApart(_ route: ResolvedRoute) -> Bool {
        ReturnValue.readsGroupsApart(route, context.file.groups(of: route))
    }

    /// `static func route(_ link:, paramAt: Int) throws -> Enum`: reads the route's values and
    /// builds its case; in a group whose reader reads the shared values, only its own, building
    /// the group's member.
    func printMake(_ route: ResolvedRoute, _ p: inout CodePrinter) {
        let apart = readsGroupsApart(route)
        let parameters = apart ? Array(route.ownParameters) : route.parameters
        let type = apart ? context.file.groups(of: route).last!.swiftName : context.enumName
        p.wrappedBlock(
            "static func \(route.identifier)", readerParameters(parameters),
            " throws(RouteKit.RouteError) -> \(type)"
        ) { p in
            printReads(parameters, of: route, &p)
            if route.deprecated != nil {
                // Deprecated cases are built through a protocol witness so the parser compiles
                // without deprecation warnings; apps that build them still get the warning.
                p.wrapped(
                    "return deprecated\(route.identifier.capitalizedFirst)",
                    ["\(context.enumName).self"] + context.forwardedArgumentList(route.parameters), "")
            } else if apart {
                let own = parameters.map { SwiftExpr.Argument($0.name, .code($0.name)) }
                p.expression(
                    own.isEmpty ? .code("." + route.caseName) : .call(.code("." + route.caseName), own),
                    prefix: "return ")
            } else {
                p.expression(context.construction(route), prefix: "return ")
            }
        }
    }

    /// A group's reader: its shared values, read once, around the member it is given.
    func printGroupReader(_ group: RouteNode, _ p: inout CodePrinter) {
        let parent = context.file.enclosingName(of: group)
        p.docComment(["`\(group.name)`'s shared values, read once for whichever of its routes the link is."])
        p.wrappedBlock(
            "static func \(ReturnValue.identifier(of: group))",
            readerParameters(group.shared)
                + ["_ member: @autoclosure () throws(RouteKit.RouteError) -> \(group.swiftName)"],
            " throws(RouteKit.RouteError) -> \(parent)"
        ) { p in
            printReads(group.shared, of: nil, &p)
            let shared = group.shared.map { SwiftExpr.Argument($0.name, .code($0.name)) }
            p.expression(
                .call(.code("." + group.caseName), shared + [.code("try member()")]), prefix: "return ")
        }
    }

    /// `_ link:` and where each path value is: `titleAt indexTitle: Int`.
    private func readerParameters(_ parameters: [ResolvedParameter]) -> [String] {
        ["_ link: borrowing RouteKit.RouteLink"]
            + parameters.filter { $0.isPathParameter || $0.isFragmentPathValue }.map { parameter in
                if parameter.isFragmentPathValue {
                    return "\(parameter.name)At text\(parameter.name.capitalizedFirst): String?"
                }
                return parameter.source == .pathPiece
                    ? "\(parameter.name)At range\(parameter.name.capitalizedFirst): Range<Int>"
                    : "\(parameter.name)At index\(parameter.name.capitalizedFirst): Int"
                        + (parameter.source == .optionalPath ? "?" : "")
            }
    }

    /// Each value read into a constant of its name, and checked.
    private func printReads(
        _ parameters: [ResolvedParameter], of route: ResolvedRoute?, _ p: inout CodePrinter
    ) {
        if parameters.contains(where: \.isQueryItem) {
            p.line("let query = link.query()")
        }
        if parameters.contains(where: \.isFragmentItem) {
            p.line("let fragmentItems = link.fragmentItems()")
        }
        for parameter in parameters {
            let declaration = "let \(parameter.name): \(parameter.swiftType) ="
            let value = read(parameter, of: route)
            if p.fits(declaration + " " + value) {
                p.line(declaration + " " + value)
            } else {
                p.line(declaration)
                p.indented { p in Self.printCall(value, &p) }
            }
            printConstraintChecks(parameter, &p)
        }
    }

    /// `call` on one line, or where it is too long its arguments wrapped: `head(`, the arguments,
    /// `)tail`.
    static func printCall(_ call: String, _ p: inout CodePrinter) {
        guard !p.fits(call), let open = call.firstIndex(of: "(") else { return p.line(call) }
        var depth = 0
        var close: String.Index?
        var arguments: [String] = []
        var start = call.index(after: open)
        for index in call.indices[call.index(after: open)...] {
            switch call[index] {
            case "(", "[", "<": depth += 1
            case ")" where depth == 0: close = index
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                arguments.append(call[start..<index].trimmingCharacters(in: .whitespaces))
                start = call.index(after: index)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return p.line(call) }
        arguments.append(call[start..<close].trimmingCharacters(in: .whitespaces))
        p.wrapped(String(call[...open].dropLast()), arguments, String(call[call.index(after: close)...]))
    }

    /// The expression that reads one value: its ``ValueReader`` as one RouteKit call.
    func read(_ parameter: ResolvedParameter, of route: ResolvedRoute? = nil) -> String {
        let name = SwiftSyntax.stringLiteral(parameter.urlName)
        let items = { (list: ValueReader.Items) in itemsRead(list, for: parameter) }
        let index = "index\(parameter.name.capitalizedFirst)"
        let folded = "RouteKit.Lowercased<\(parameter.type.swiftName)>"
        if parameter.percentEncoded { return readEncoded(parameter) }
        switch parameter.reader {
        case .segment:
            return "try " + call("link.value", "at: \(index), name: \(name)")
        case .optionalSegment:
            // `ignoreInvalid`: a value that does not convert reads as absent.
            let optional = call("link.optionalValue", "at: \(index), name: \(name)", taking: "?.value")
            let read = parameter.ignoreInvalid ? "(try? \(optional)) ?? nil" : "try \(optional)"
            if let value = parameter.defaultValue {
                return read + " ?? " + context.literal(value, of: parameter.type)
            }
            return read
        case .rest(list: true):
            return "try link.restSegments(from: \(index), name: \(name))"
        case .rest(list: false):
            return "try link.rest(from: \(index), name: \(name))"
        case .piece:
            return "try " + call("link.value", "in: range\(parameter.name.capitalizedFirst), name: \(name)")
        case .hostLabel:
            return "try link.hostValue(name: \(name))"
        case .fragmentPath:
            return "try "
                + call("RouteKit.FragmentPath.value", "text\(parameter.name.capitalizedFirst), name: \(name)")
        case .carriedLink(let required):
            let reader = required ? "link.requiredNestedLink" : "link.nestedLink"
            return reading("\(reader)(\(name), in: query, \(carriedParser(parameter)))", orIfInvalid: "nil")
        case .item(let list, .required):
            return "try " + call("\(items(list)).required", name)
        case .fragment(.required):
            return "try " + call("link.fragment", name)
        case .item(let list, .defaulted):
            return defaulted("\(items(list)).value")
        case .fragment(.defaulted):
            return defaulted("link.fragment")
        case .item(let list, .optional):
            return reading(call("\(items(list)).optional", name, taking: "?.value"), orIfInvalid: "nil")
        case .fragment(.optional):
            return reading(call("link.optionalFragment", name, taking: "?.value"), orIfInvalid: "nil")
        case .repeatedItem(let list):
            return reading(call("\(list.local).repeated", name, taking: ".map(\\.value)"), orIfInvalid: "[]")
        case .otherItems:
            let named = route.map { context.root.namedItems(of: $0) } ?? []
            return "query.others(excluding: \(stringArray(named)))"
        }

        /// `reader(name, default: literal)`, or with `ignoreInvalid` the default when the value
        /// does not convert.
        func defaulted(_ reader: String) -> String {
            let literal = context.literal(parameter.defaultValue!, of: parameter.type)
            guard parameter.lowercased else {
                return reading("\(reader)(\(name), default: \(literal))", orIfInvalid: literal)
            }
            return reading("\(reader)(\(name), default: \(folded)(\(literal))).value", orIfInvalid: literal)
        }

        /// `reader(arguments)`, or for a value read lowercased (`lowercased: true`) the reader of
        /// `Lowercased<T>` and what `taking` takes of it: its value, of one that may be absent or
        /// of each in a list.
        func call(_ reader: String, _ arguments: String, taking: String = ".value") -> String {
            guard parameter.lowercased else { return "\(reader)(\(arguments))" }
            return "\(reader)(\(arguments), as: \(folded).self)\(taking)"
        }

        /// `try call`, or with `ignoreInvalid` the fallback when the value does not convert.
        func reading(_ call: String, orIfInvalid fallback: String) -> String {
            parameter.ignoreInvalid ? "(try? \(call)) ?? \(fallback)" : "try \(call)"
        }
    }

    /// The items `parameter` is read from: `query`, or from its last instance on (`read: [last]`).
    private func itemsRead(_ list: ValueReader.Items, for parameter: ResolvedParameter) -> String {
        list.local + (parameter.last ? ".fromLast(\(SwiftSyntax.stringLiteral(parameter.urlName)))" : "")
    }

    /// `parser: AppRouteParser.self`: what reads a link carried in an item of the app's enum.
    private func carriedParser(_ parameter: ResolvedParameter) -> String {
        guard case .link(let enumName) = parameter.type else { preconditionFailure("no carried link") }
        return "parser: \(enumName)Parser.self"
    }

    /// The expression that reads a value as the link writes it (`percentEncoded: true`): a whole
    /// segment, an item of the query or the fragment's, or the fragment.
    private func readEncoded(_ parameter: ResolvedParameter) -> String {
        let name = SwiftSyntax.stringLiteral(parameter.urlName)
        let index = "index\(parameter.name.capitalizedFirst)"
        let call: String
        let items = { (list: ValueReader.Items) in itemsRead(list, for: parameter) }
        switch parameter.reader {
        case .segment: call = "link.encodedText(at: \(index), name: \(name))"
        case .optionalSegment: call = "link.optionalEncodedText(at: \(index), name: \(name))"
        case .rest(list: false): call = "link.encodedRest(from: \(index), name: \(name))"
        case .fragment(.required): call = "link.encodedFragment(\(name))"
        case .fragment: call = "link.optionalEncodedFragment(\(name))"
        case .item(let list, .required): call = "\(items(list)).requiredEncoded(\(name))"
        case .item(let list, _): call = "\(items(list)).optionalEncoded(\(name))"
        case .rest(list: true), .piece, .hostLabel, .fragmentPath, .repeatedItem, .otherItems, .carriedLink:
            preconditionFailure(
                "validation keeps percentEncoded to a segment, a catch-all, an item or the fragment")
        }
        // `ignoreInvalid`: a text not written as a link writes it reads as absent.
        let read = parameter.ignoreInvalid ? "(try? \(call)) ?? nil" : "try \(call)"
        return read + (parameter.defaultValue.map { " ?? " + context.literal($0, of: parameter.type) } ?? "")
    }

    /// `try RouteConstraint.check(...)` for a parameter's constraints, per value when it may be
    /// absent or repeated.
    func printConstraintChecks(_ parameter: ResolvedParameter, _ p: inout CodePrinter) {
        let constraints = parameter.constraints
        var arguments: [String] = []
        let number = { (value: Double) -> String in
            parameter.type == .int ? value.manifestText : "\(value)"
        }
        if let min = constraints.min { arguments.append("min: \(number(min.value))") }
        if let max = constraints.max { arguments.append("max: \(number(max.value))") }
        if let length = constraints.minLength { arguments.append("minLength: \(length.value)") }
        if let length = constraints.maxLength { arguments.append("maxLength: \(length.value)") }
        if let pattern = constraints.pattern {
            arguments.append("pattern: \(SwiftSyntax.stringLiteral(pattern.value))")
        }
        guard !arguments.isEmpty else { return }
        let name = SwiftSyntax.stringLiteral(parameter.errorName)
        let check = { (p: inout CodePrinter, value: String) in
            p.wrapped("try RouteKit.RouteConstraint.check", [value, "name: \(name)"] + arguments, "")
        }
        if parameter.isOptional {
            p.block("if let \(parameter.name)") { p in check(&p, parameter.name) }
        } else if parameter.source.isRepeatedItem {
            p.block("for value in \(parameter.name)") { p in check(&p, "value") }
        } else {
            check(&p, parameter.name)
        }
    }
}

extension ValueReader.Items {
    /// The generated reader's constant holding these items (``ParsingFileEmitter`` reads them once).
    fileprivate var local: String { self == .fragment ? "fragmentItems" : "query" }
}
