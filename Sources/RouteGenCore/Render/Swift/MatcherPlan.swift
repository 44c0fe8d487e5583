@_spi(Generated) import RouteKit

/// What the generated matcher does, decided from the trie before any text is printed: which
/// functions it has, and at each node what is tested in which order. Tests inspect it without
/// reading Swift; ``ParsingFileEmitter`` prints it.
struct MatcherPlan: Equatable {
    /// `match` first (trie node 0), then each exclusive host's, by origin, then each subtree read by
    /// a function of its own, by node.
    var functions: [Function]

    /// `match`, `matchHost<origin>` or `match<node>`: the steps tried in order, then `return nil`.
    struct Function: Equatable {
        var node: Int
        /// The exclusive host whose links the function reads, by origin; `nil` for the others.
        var host: Int? = nil
        var steps: [Step]

        /// Whether a return of the function tests the link's origin, which it then reads first.
        var readsOrigin: Bool { steps.contains(where: \.readsOrigin) }
    }

    /// One test of the matcher; a step that fails falls through to the next (the trie's backtracking).
    indirect enum Step: Equatable {
        /// `if count == depth { … }`: the path ends after `depth` segments.
        case ifPathEnds(at: Int, [Step])
        /// `if count > depth { … }`: segment `depth` exists.
        case ifSegment(at: Int, [Step])
        /// The hash of segment `depth`, searched for `cases` (sorted by hash); each case confirms its
        /// literals' bytes.
        case hashSearch(depth: Int, cases: [HashCase])
        /// `if link.segment(depth, is: text)`, then `steps`; `pathEnds` adds `count == depth + 1`.
        case literal(depth: Int, text: String, pathEnds: Bool, [Step])
        /// `if link.segment(depth, is: text), let route = try match<node>(link) { return route }`.
        case callFunction(depth: Int, text: String, node: Int)
        /// `if origin == host { return try matchHost<host>(link) }`: an exclusive host's own matcher.
        case callHost(Int)
        /// The route, its path values read at the given segment positions.
        case returnRoute(Return)

        /// Whether the step, or one inside it, tests the link's origin (a call reads its own).
        var readsOrigin: Bool {
            switch self {
            case .ifPathEnds(_, let steps), .ifSegment(_, let steps), .literal(_, _, _, let steps):
                return steps.contains(where: \.readsOrigin)
            case .hashSearch(_, let cases):
                return cases.contains { $0.literals.contains(where: \.readsOrigin) }
            case .callFunction: return false
            case .callHost: return true
            case .returnRoute(let value): return value.origins != nil
            }
        }
    }

    /// The literals whose segments hash to one value.
    struct HashCase: Equatable {
        var hash: UInt32
        var literals: [Step]
    }

    /// A pattern that ends here.
    struct Return: Equatable {
        var terminal: RouteTrie.Terminal
        /// The segment index of each path parameter, in the route's order (`nil`: absent).
        var positions: [(name: String, segment: Int?)]
        /// A scheme-only route: a universal link falls through to the next alternative.
        var schemeOnly: Bool
        /// The query conditions that choose the route: a link that fails one falls through.
        var conditions: [QueryCondition] = []
        /// The origins that reach the route (listed hosts, `RouteTrie.noHost`); `nil` for every one.
        var origins: Set<Int>? = nil

        /// Whether a link can fail this return's tests and fall through to the next alternative.
        var falls: Bool { schemeOnly || !conditions.isEmpty || origins != nil }

        static func == (lhs: Return, rhs: Return) -> Bool {
            lhs.terminal == rhs.terminal && lhs.schemeOnly == rhs.schemeOnly
                && lhs.conditions == rhs.conditions && lhs.origins == rhs.origins
                && lhs.positions.map(\.name) == rhs.positions.map(\.name)
                && lhs.positions.map(\.segment) == rhs.positions.map(\.segment)
        }
    }

    /// Subtrees of 64 or more routes below a node of over 256 get a function of their own, so that
    /// no function grows with the app's size.
    static let splitBelow = 256
    static let splitAtLeast = 64

    /// The plan for the app's trie, which spans every file.
    init(_ manifest: ValidatedManifest) {
        let builder = Builder(manifest: manifest)
        var split: [Int: (depth: Int, parameterDepths: [Int])] = [:]
        builder.findSplits(node: 0, depth: 0, parameterDepths: [], into: &split)
        let exclusive = manifest.settings.exclusiveOrigins.sorted()
        let planner = Planner(builder: builder, split: split, filter: .main(exclusive: Set(exclusive)))
        // An exclusive host's links go to its own matcher first; routes on any path are chosen by
        // their items before the path is read.
        func start(_ planner: Planner) -> [Step] {
            planner.returns(planner.included(manifest.trie.anyPath), parameterDepths: [], restFrom: nil)
                + planner.steps(0, depth: 0, parameterDepths: [])
        }
        functions =
            [Function(node: 0, steps: exclusive.map(Step.callHost) + start(planner))]
            + exclusive.map { host in
                Function(
                    node: 0, host: host,
                    steps: start(Planner(builder: builder, split: [:], filter: .host(host))))
            }
            + split.keys.sorted().map { node in
                Function(
                    node: node,
                    steps: planner.steps(
                        node, depth: split[node]!.depth, parameterDepths: split[node]!.parameterDepths))
            }
    }

    private struct Builder {
        let manifest: ValidatedManifest
        var trie: RouteTrie { manifest.trie }

        /// Terminals in the subtree of `node`.
        func size(_ node: Int) -> Int {
            let current = trie.nodes[node]
            return current.terminals.count + current.catchAlls.count
                + current.literals.reduce(0) { $0 + size($1.child) } + (current.parameter.map(size) ?? 0)
        }

        func findSplits(
            node: Int, depth: Int, parameterDepths: [Int],
            into split: inout [Int: (depth: Int, parameterDepths: [Int])]
        ) {
            let current = trie.nodes[node]
            let total = size(node)
            for literal in current.literals {
                if total > MatcherPlan.splitBelow, size(literal.child) >= MatcherPlan.splitAtLeast {
                    split[literal.child] = (depth + 1, parameterDepths)
                }
                findSplits(
                    node: literal.child, depth: depth + 1, parameterDepths: parameterDepths, into: &split)
            }
            if let child = current.parameter {
                findSplits(
                    node: child, depth: depth + 1, parameterDepths: parameterDepths + [depth], into: &split)
            }
        }
    }

    /// Which links a function reads: those of every host but the exclusive ones (and custom
    /// schemes'), or those of one exclusive host.
    enum Filter {
        case main(exclusive: Set<Int>)
        case host(Int)
    }

    private struct Planner {
        let builder: Builder
        let split: [Int: (depth: Int, parameterDepths: [Int])]
        let filter: Filter
        /// The nodes whose subtree holds a terminal the function can return; `nil` for every node.
        let live: Set<Int>?
        var trie: RouteTrie { builder.trie }

        init(builder: Builder, split: [Int: (depth: Int, parameterDepths: [Int])], filter: Filter) {
            self.builder = builder
            self.split = split
            self.filter = filter
            if case .main(let exclusive) = filter, exclusive.isEmpty {
                live = nil
            } else {
                var live: Set<Int> = []
                let trie = builder.trie
                func mark(_ node: Int, _ includes: (RouteTrie.Terminal) -> Bool) -> Bool {
                    let current = trie.nodes[node]
                    var found = (current.terminals + current.catchAlls).contains(where: includes)
                    for child in current.literals.map(\.child) + [current.parameter].compactMap({ $0 }) {
                        found = mark(child, includes) || found
                    }
                    if found { live.insert(node) }
                    return found
                }
                _ = mark(0) { Self.includes($0, filter: filter, trie: trie) }
                self.live = live
            }
        }

        /// Whether a link the function reads can reach `terminal`.
        static func includes(_ terminal: RouteTrie.Terminal, filter: Filter, trie: RouteTrie) -> Bool {
            guard let origins = trie.guarding(terminal).origins else { return true }
            switch filter {
            case .main(let exclusive): return !origins.isSubset(of: exclusive)
            case .host(let host): return origins.contains(host)
            }
        }

        func included(_ terminals: [RouteTrie.Terminal]) -> [RouteTrie.Terminal] {
            terminals.filter { Self.includes($0, filter: filter, trie: trie) }
        }

        func isLive(_ node: Int) -> Bool { live?.contains(node) ?? true }

        /// The origins a return tests, among those the function reads: none when the route is on
        /// every one of them.
        func testedOrigins(_ terminal: RouteTrie.Terminal) -> Set<Int>? {
            guard case .main(let exclusive) = filter, let origins = trie.guarding(terminal).origins else {
                return nil
            }
            let read = Set(builder.manifest.settings.hosts.indices + [RouteTrie.noHost]).subtracting(
                exclusive)
            return read.isSubset(of: origins) ? nil : origins.subtracting(exclusive)
        }

        func steps(_ node: Int, depth: Int, parameterDepths: [Int]) -> [Step] {
            let current = trie.nodes[node]
            let terminals = included(current.terminals)
            let catchAlls = included(current.catchAlls)
            let literals = current.literals.filter { isLive($0.child) }
            let parameter = current.parameter.flatMap { isLive($0) ? $0 : nil }
            // Only catch-alls below a literal: they take whatever follows, nothing included.
            if node != 0, !catchAlls.isEmpty, terminals.isEmpty, literals.isEmpty, parameter == nil {
                return returns(catchAlls, parameterDepths: parameterDepths, restFrom: depth)
            }
            var steps: [Step] = []
            if !terminals.isEmpty || !catchAlls.isEmpty {
                var ends = returns(terminals, parameterDepths: parameterDepths, restFrom: nil)
                if ends.last.map(falls) ?? true {
                    ends += returns(catchAlls, parameterDepths: parameterDepths, restFrom: depth)
                }
                steps.append(.ifPathEnds(at: depth, ends))
            }
            if !literals.isEmpty {
                let groups = Dictionary(grouping: literals) {
                    ParsingFileEmitter.hash($0.key, ignoringCase: !trie.caseSensitive)
                }
                let cases = groups.keys.sorted().map { hash in
                    HashCase(
                        hash: hash,
                        literals: groups[hash]!.map {
                            literal(($0.key, $0.child), depth: depth, parameterDepths: parameterDepths)
                        })
                }
                steps.append(.ifSegment(at: depth, [.hashSearch(depth: depth, cases: cases)]))
            }
            if let child = parameter {
                if let leaf = leafTerminals(child) {
                    steps.append(
                        .ifPathEnds(
                            at: depth + 1,
                            returns(leaf, parameterDepths: parameterDepths + [depth], restFrom: nil)))
                } else {
                    steps.append(
                        .ifSegment(
                            at: depth,
                            self.steps(child, depth: depth + 1, parameterDepths: parameterDepths + [depth])))
                }
            }
            if !catchAlls.isEmpty {
                steps.append(
                    .ifSegment(
                        at: depth, returns(catchAlls, parameterDepths: parameterDepths, restFrom: depth)))
            }
            return steps
        }

        /// A return per terminal, in order, up to the first that no link falls through.
        func returns(_ terminals: [RouteTrie.Terminal], parameterDepths: [Int], restFrom: Int?) -> [Step] {
            var steps: [Step] = []
            for terminal in terminals where steps.last.map(falls) ?? true {
                steps.append(
                    .returnRoute(ret(terminal, parameterDepths: parameterDepths, restFrom: restFrom)))
            }
            return steps
        }

        /// Whether a step can fall through (a scheme-only or conditioned return does for some links).
        func falls(_ step: Step) -> Bool {
            if case .returnRoute(let value) = step { return value.falls }
            return true
        }

        func literal(_ literal: (key: String, child: Int), depth: Int, parameterDepths: [Int]) -> Step {
            if split[literal.child] != nil {
                return .callFunction(depth: depth, text: literal.key, node: literal.child)
            }
            if let leaf = leafTerminals(literal.child) {
                return .literal(
                    depth: depth, text: literal.key, pathEnds: true,
                    returns(leaf, parameterDepths: parameterDepths, restFrom: nil))
            }
            return .literal(
                depth: depth, text: literal.key, pathEnds: false,
                steps(literal.child, depth: depth + 1, parameterDepths: parameterDepths))
        }

        /// The terminals of a node that has nothing else: they match only when the path ends there.
        func leafTerminals(_ node: Int) -> [RouteTrie.Terminal]? {
            let current = trie.nodes[node]
            let terminals = included(current.terminals)
            guard !current.literals.contains(where: { isLive($0.child) }),
                !(current.parameter.map(isLive) ?? false),
                included(current.catchAlls).isEmpty, !terminals.isEmpty
            else {
                return nil
            }
            return terminals
        }

        func ret(_ terminal: RouteTrie.Terminal, parameterDepths: [Int], restFrom: Int?) -> Return {
            let route = builder.manifest.route(terminal)
            var positions: [String: Int?] = [:]
            var walked = parameterDepths.makeIterator()
            for segment in route.patterns[terminal.pattern].segments {
                switch segment {
                case .parameter(let name), .optionalParameter(let name):
                    positions[name] = .some(walked.next())
                case .catchAll(let name): positions[name] = .some(restFrom)
                case .literal: continue
                }
            }
            return Return(
                terminal: terminal,
                positions: route.parameters.filter(\.isPathParameter).map {
                    ($0.name, positions[$0.name] ?? nil)
                },
                schemeOnly: !route.universalLink && !builder.manifest.settings.hosts.isEmpty,
                conditions: trie.guarding(terminal).conditions, origins: testedOrigins(terminal))
        }
    }
}
