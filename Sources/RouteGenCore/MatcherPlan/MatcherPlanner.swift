@_spi(Generated) import RouteKit

/// Builds the ``MatcherPlan`` of an app from its route trie: at each node the path's end, then its
/// literals by hash, then its parameter, then its catch-alls, each a step that falls through to
/// the next; a terminal that a link may fail (scheme-only, on some hosts, chosen by its query)
/// returns under its tests.
///
/// A subtree gets a function of its own where a group's routes start (named for the group), and
/// where a large app's subtree would make one function grow with the app (named for its path). An
/// exclusive host's links go to a function of their own first.
struct MatcherPlanner {
    let manifest: ValidatedManifest
    var trie: RouteTrie { manifest.trie }

    /// A subtree read by a function of its own.
    struct Split {
        var name: String
        var summary: String
        /// The segments above the subtree's node.
        var depth: Int
        /// Where the parameters above it stand.
        var parameterDepths: [Int]
    }

    /// Subtrees of 64 or more routes below a node of over 256 get a function of their own, so that
    /// no function grows with the app's size.
    static let splitBelow = 256
    static let splitAtLeast = 64

    /// The plan as the trie gives it, before ``MatcherPlan/simplified()``.
    func plan() -> MatcherPlan {
        let names = MatcherNames(manifest)
        let splits = findSplits(names)
        let exclusive = manifest.settings.ownMatcherOrigins
        let main = Planner(manifest: manifest, split: splits, filter: .main(exclusive: Set(exclusive)))
        // An exclusive host's links go to its own matcher first; routes on any path are chosen by
        // their items before the path is read.
        func start(_ planner: Planner) -> [MatcherPlan.Step] {
            planner.returns(planner.included(trie.anyPath), parameterDepths: [], restFrom: nil)
                + planner.steps(0, depth: 0, parameterDepths: [])
        }
        let hostCalls = exclusive.map {
            MatcherPlan.Step.when([.origin(in: [$0])], [.call(names.hostFunction($0), fallsThrough: false)])
        }
        var functions = [
            MatcherPlan.Function(
                name: "match",
                summary:
                    "The route whose pattern matches the link's path: literal before parameter before catch-all.",
                steps: hostCalls + start(main))
        ]
        for host in exclusive {
            functions.append(
                MatcherPlan.Function(
                    name: names.hostFunction(host),
                    summary: host == manifest.settings.anyHostOrigin
                        ? "The content links on hosts the app does not list, which only the routes read on any host take."
                        : "The links on `\(manifest.settings.hosts[host])`, which serves only the routes that name it.",
                    steps: start(Planner(manifest: manifest, split: [:], filter: .host(host)))))
        }
        for node in splits.keys.sorted(by: { splits[$0]!.name < splits[$1]!.name }) {
            let split = splits[node]!
            functions.append(
                MatcherPlan.Function(
                    name: split.name, summary: split.summary, depth: split.depth,
                    steps: main.steps(node, depth: split.depth, parameterDepths: split.parameterDepths)))
        }
        return MatcherPlan(
            caseSensitive: trie.caseSensitive,
            origins: manifest.readsOrigin ? names.origins : [],
            schemes: manifest.settings.routesDifferByScheme ? names.schemes : [],
            functions: functions, everyChannel: manifest.settings.everyChannel)
    }

    // MARK: - Functions of their own

    /// Terminals in the subtree of `node`.
    func size(_ node: Int) -> Int {
        let current = trie.nodes[node]
        return current.terminals.count + current.catchAlls.count
            + current.children.reduce(0) { $0 + size($1) }
    }

    /// The nodes where a group's routes start, and the large subtrees of a large app.
    func findSplits(_ names: MatcherNames) -> [Int: Split] {
        var split: [Int: Split] = [:]
        func visit(_ node: Int, depth: Int, parameterDepths: [Int], isRoot: Bool) {
            let current = trie.nodes[node]
            let total = size(node)
            for literal in current.literals {
                if total > Self.splitBelow, size(literal.child) >= Self.splitAtLeast {
                    split[literal.child] = names.split(
                        literal.child, depth: depth + 1, parameterDepths: parameterDepths)
                }
                visit(literal.child, depth: depth + 1, parameterDepths: parameterDepths, isRoot: false)
            }
            // Below a segment with values inside, no function of its own: it would need the values'
            // ranges, which only the function that found them holds.
            if let child = current.parameter {
                visit(child, depth: depth + 1, parameterDepths: parameterDepths + [depth], isRoot: false)
            }
            if !isRoot, split[node] == nil, names.isGroupStart(node) {
                split[node] = names.split(node, depth: depth, parameterDepths: parameterDepths)
            }
        }
        visit(0, depth: 0, parameterDepths: [], isRoot: true)
        var taken = Set(["match"] + manifest.settings.ownMatcherOrigins.map(names.hostFunction))
        for node in split.keys.sorted() {
            split[node]!.name = MatcherNames.unique(split[node]!.name, in: &taken)
        }
        return split
    }

    /// Which links a function reads: those of every host but the exclusive ones (and custom
    /// schemes'), or those of one exclusive host.
    enum Filter {
        case main(exclusive: Set<Int>)
        case host(Int)
    }

    private struct Planner {
        let manifest: ValidatedManifest
        let split: [Int: Split]
        let filter: Filter
        /// The nodes whose subtree holds a terminal the function can return; `nil` for every node.
        let live: Set<Int>?
        var trie: RouteTrie { manifest.trie }

        init(manifest: ValidatedManifest, split: [Int: Split], filter: Filter) {
            self.manifest = manifest
            self.split = split
            self.filter = filter
            if case .main(let exclusive) = filter, exclusive.isEmpty {
                live = nil
            } else {
                var live: Set<Int> = []
                let trie = manifest.trie
                func mark(_ node: Int, _ includes: (RouteTrie.Terminal) -> Bool) -> Bool {
                    let current = trie.nodes[node]
                    var found = (current.terminals + current.catchAlls).contains(where: includes)
                    for child in current.children {
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
            let read = Set(manifest.settings.hosts.indices + manifest.settings.customOrigins).subtracting(
                exclusive)
            return read.isSubset(of: origins) ? nil : origins.subtracting(exclusive)
        }

        func steps(_ node: Int, depth: Int, parameterDepths: [Int]) -> [MatcherPlan.Step] {
            let current = trie.nodes[node]
            let terminals = included(current.terminals)
            let catchAlls = included(current.catchAlls)
            let literals = current.literals.filter { isLive($0.child) }
            let parameter = current.parameter.flatMap { isLive($0) ? $0 : nil }
            // Only catch-alls below a literal: they take whatever follows, nothing included.
            if node != 0, !catchAlls.isEmpty, terminals.isEmpty, literals.isEmpty, parameter == nil {
                return returns(catchAlls, parameterDepths: parameterDepths, restFrom: depth)
            }
            var steps: [MatcherPlan.Step] = []
            if !terminals.isEmpty || !catchAlls.isEmpty {
                var ends = returns(terminals, parameterDepths: parameterDepths, restFrom: nil)
                if !MatcherPlan.Step.alwaysReturns(ends) {
                    ends += returns(catchAlls, parameterDepths: parameterDepths, restFrom: depth)
                }
                steps.append(.when([.pathEnds(at: depth)], ends))
            }
            if !literals.isEmpty {
                let groups = Dictionary(grouping: literals) {
                    MatcherPlan.hash($0.key, ignoringCase: !trie.caseSensitive)
                }
                let cases = groups.keys.sorted().flatMap { hash in
                    groups[hash]!.map {
                        literal(
                            ($0.key, $0.child), hash: hash, depth: depth, parameterDepths: parameterDepths)
                    }
                }
                steps.append(.when([.pathLonger(than: depth)], [.hashSwitch(depth: depth, cases: cases)]))
            }
            for (texts, child) in current.pieces where isLive(child) {
                steps.append(
                    .when(
                        [.pathLonger(than: depth), .pieces(depth, texts: texts)],
                        self.steps(child, depth: depth + 1, parameterDepths: parameterDepths + [depth])))
            }
            if let child = parameter {
                let below = parameterDepths + [depth]
                if let function = split[child] {
                    steps.append(
                        .when([.pathLonger(than: depth)], [.call(function.name, fallsThrough: true)]))
                } else if let leaf = leafTerminals(child) {
                    steps.append(
                        .when(
                            [.pathEnds(at: depth + 1)], returns(leaf, parameterDepths: below, restFrom: nil)))
                } else {
                    steps.append(
                        .when(
                            [.pathLonger(than: depth)],
                            self.steps(child, depth: depth + 1, parameterDepths: below)))
                }
            }
            if !catchAlls.isEmpty {
                steps.append(
                    .when(
                        [.pathLonger(than: depth)],
                        returns(catchAlls, parameterDepths: parameterDepths, restFrom: depth)))
            }
            return steps
        }

        /// A return per terminal, in order, up to the first that no link falls through.
        func returns(
            _ terminals: [RouteTrie.Terminal], parameterDepths: [Int], restFrom: Int?
        ) -> [MatcherPlan.Step] {
            var steps: [MatcherPlan.Step] = []
            for terminal in terminals where !MatcherPlan.Step.alwaysReturns(steps) {
                let tests = self.tests(terminal)
                let step = MatcherPlan.Step.returnRoute(
                    ret(terminal, parameterDepths: parameterDepths, restFrom: restFrom))
                steps.append(tests.isEmpty ? step : .when(tests, [step]))
            }
            return steps
        }

        /// What a link must meet beyond its path to reach `terminal`, on the origins the function reads.
        func tests(_ terminal: RouteTrie.Terminal) -> [MatcherPlan.Test] {
            MatcherPlan.guards(of: terminal, in: manifest, origins: testedOrigins(terminal))
        }

        func literal(
            _ literal: (key: String, child: Int), hash: UInt32, depth: Int, parameterDepths: [Int]
        ) -> MatcherPlan.HashCase {
            let test = MatcherPlan.Test.segment(depth, is: literal.key)
            if let function = split[literal.child] {
                return .init(hash: hash, tests: [test], steps: [.call(function.name, fallsThrough: true)])
            }
            if let leaf = leafTerminals(literal.child) {
                return .init(
                    hash: hash, tests: [.pathEnds(at: depth + 1), test],
                    steps: returns(leaf, parameterDepths: parameterDepths, restFrom: nil))
            }
            return .init(
                hash: hash, tests: [test],
                steps: steps(literal.child, depth: depth + 1, parameterDepths: parameterDepths))
        }

        /// The terminals of a node that has nothing else: they match only when the path ends there.
        func leafTerminals(_ node: Int) -> [RouteTrie.Terminal]? {
            let current = trie.nodes[node]
            let terminals = included(current.terminals)
            guard !current.literals.contains(where: { isLive($0.child) }),
                !current.pieces.contains(where: { isLive($0.child) }),
                !(current.parameter.map(isLive) ?? false),
                included(current.catchAlls).isEmpty, !terminals.isEmpty
            else {
                return nil
            }
            return terminals
        }

        func ret(_ terminal: RouteTrie.Terminal, parameterDepths: [Int], restFrom: Int?) -> MatcherPlan.Return
        {
            let route = manifest.route(terminal)
            var segments: [String: MatcherPlan.Position] = [:]
            var walked = parameterDepths.makeIterator()
            for segment in route.patterns[terminal.pattern].segments {
                switch segment {
                case .parameter(let name), .optionalParameter(let name):
                    segments[name] = MatcherPlan.Position(name: name, segment: walked.next())
                case .catchAll(let name): segments[name] = MatcherPlan.Position(name: name, segment: restFrom)
                case .pieces(_, let names):
                    let depth = walked.next()
                    for (piece, name) in names.enumerated() {
                        segments[name] = MatcherPlan.Position(
                            name: name, segment: depth, piece: piece, pieces: names.count)
                    }
                case .literal: continue
                }
            }
            for (index, name) in (route.fragmentPath?.parameterNames ?? []).enumerated() {
                segments[name] = MatcherPlan.Position(name: name, segment: nil, fragmentValue: index)
            }
            let positions = route.parameters.filter { $0.isPathParameter || $0.isFragmentPathValue }.map {
                segments[$0.name] ?? MatcherPlan.Position(name: $0.name, segment: nil)
            }
            return MatcherPlan.Return(
                terminal: terminal, positions: positions,
                value: ReturnValue(manifest: manifest, terminal: terminal).value(positions),
                strict: route.strict.isEmpty
                    ? nil
                    : MatcherPlan.Strict(
                        route: route.name, items: route.namedItems(context: manifest.settings.context),
                        checks: route.strict),
                anyPath: route.anyPath)
        }
    }
}

/// How the matcher makes the route of a terminal: a constant, or readers that convert its values;
/// a group with shared values has one reader, which takes the member it holds.
struct ReturnValue {
    let manifest: ValidatedManifest
    let terminal: RouteTrie.Terminal

    var file: RouteFile { manifest.file(of: terminal.route) }
    var route: ResolvedRoute { manifest.route(terminal) }

    /// The reader `identifier` of the route's file.
    func reader(_ identifier: String) -> MatcherPlan.Reader {
        MatcherPlan.Reader(feature: file.isFeature ? file.enumName : nil, identifier: identifier)
    }

    func value(_ positions: [MatcherPlan.Position]) -> MatcherPlan.Value {
        if let reason = route.removed { return .removed(route: route.name, reason: reason) }
        func at(_ parameters: some Sequence<ResolvedParameter>) -> [MatcherPlan.Position] {
            let names = Set(parameters.filter { $0.isPathParameter || $0.isFragmentPathValue }.map(\.name))
            return positions.filter { names.contains($0.name) }
        }
        let groups = file.groups(of: route)
        var value: MatcherPlan.Value
        if !Self.readsGroupsApart(route, groups) {
            value =
                route.parameters.isEmpty && route.deprecated == nil
                ? .route(terminal)
                : .reader(reader(route.identifier), at(route.parameters), member: nil)
        } else {
            let own = route.ownParameters
            value =
                own.isEmpty
                ? .constant(case: route.caseName)
                : .reader(reader(route.identifier), at(own), member: nil)
            for group in groups.reversed() {
                value =
                    group.shared.isEmpty
                    ? .wrapped(case: group.caseName, value)
                    : .reader(reader(Self.identifier(of: group)), at(group.shared), member: value)
            }
        }
        var current = file
        while let parent = current.parent {
            value = .wrapped(case: parent.caseName, value)
            current = manifest.files[parent.file]
        }
        return value
    }

    /// Whether a route's groups read their shared values in readers of their own: not for a
    /// deprecated route (its case is built through the deprecation shim, with every value), nor
    /// under a group that shares the items no route names, which differ by route.
    static func readsGroupsApart(_ route: ResolvedRoute, _ groups: [RouteNode]) -> Bool {
        route.deprecated == nil && groups.contains { !$0.shared.isEmpty }
            && !groups.contains { $0.shared.contains { $0.source == .otherQueryItems } }
    }

    /// The reader of a group's shared values: `courseLesson` for `course.lesson`.
    static func identifier(of group: RouteNode) -> String {
        group.name.split(separator: ".").enumerated().map {
            $0 == 0 ? String($1) : String($1).capitalizedFirst
        }
        .joined()
    }
}
