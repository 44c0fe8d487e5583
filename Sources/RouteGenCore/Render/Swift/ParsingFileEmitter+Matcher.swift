@_spi(Generated) import RouteKit

/// The matcher, printed from the route trie: literals by hash search or `if`s, then parameters and catch-alls, falling through to the next alternative.
extension ParsingFileEmitter {
    /// The app's matcher over the trie of every file, and the functions it hands subtrees to.
    func printMatcher(_ p: inout CodePrinter) {
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
    func printNode(_ node: Int, depth: Int, parameterDepths: [Int], _ p: inout CodePrinter) {
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
            // One step to the right literal: switch on the segment's hash (a binary search, as no
            // switch exceeds `casesPerSwitch`), then confirm the bytes.
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
    func printHashSearch(
        _ hash: String, _ values: ArraySlice<UInt32>, groups: [UInt32: [(key: String, child: Int)]],
        depth: Int, parameterDepths: [Int], _ p: inout CodePrinter
    ) {
        guard values.count > Self.casesPerSwitch else {
            p.switchBlock(hash) { p in
                for value in values {
                    let names = groups[value]!.map(\.key).joined(separator: ", ")
                    p.caseBlock("case \(Self.hexLiteral(value)):  // \(names)") { p in
                        for literal in groups[value]! {
                            printLiteral(literal, depth: depth, parameterDepths: parameterDepths, &p)
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

    func printLiteral(
        _ literal: (key: String, child: Int), depth: Int, parameterDepths: [Int], _ p: inout CodePrinter
    ) {
        let method = trie.caseSensitive ? "is" : "isIgnoringCase"
        let test = "link.segment(\(depth), \(method): \(SwiftSyntax.stringLiteral(literal.key)))"
        if split[literal.child] != nil {
            p.line("if \(test), let route = try match\(literal.child)(link) { return route }")
            return
        }
        if let leaf = leafTerminal(literal.child) {
            p.block("if count == \(depth + 1), \(test)") { p in
                printReturn(leaf, parameterDepths: parameterDepths, restFrom: nil, &p)
            }
            return
        }
        p.block("if \(test)") { p in
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
    func leafTerminal(_ node: Int) -> RouteTrie.Terminal? {
        let current = trie.nodes[node]
        guard current.literals.isEmpty, current.parameter == nil, current.catchAll == nil else { return nil }
        return current.terminal
    }

    /// `return ...` for a pattern that ends here; guarded when the route is scheme-only, so a
    /// universal link falls through to the next alternative. Returns whether it always returns.
    @discardableResult
    func printReturn(
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
        let owner = context.root.files[terminal.file]
        let (prefix, suffix) = context.root.wrapping(owner)
        let readers = owner.isFeature ? owner.enumName + "Parser.Values" : "Values"
        let value: SwiftExpr
        if route.parameters.isEmpty && route.deprecated == nil {
            value = .code(prefix + "." + route.name + suffix)
        } else {
            let positions = route.parameters.filter(\.isPathParameter).map {
                SwiftExpr.Argument($0.name + "At", .code(positions[$0.name] ?? "nil"))
            }
            value = .call(
                .code("try \(prefix)\(readers).\(route.name)"), [.code("link")] + positions, trailing: suffix)
        }
        if !route.universalLink && !context.hosts.isEmpty {
            p.block("if !link.isUniversalLink") { p in p.expression(value, prefix: "return ") }
            return false
        }
        p.expression(value, prefix: "return ")
        return true
    }
}
