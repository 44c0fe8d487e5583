@_spi(Generated) import RouteKit

/// The one route trie that the generated parser, the AASA file and `explain` are rendered from.
///
/// Each node holds literal children, children for segments with values inside (`@{name}`, one per
/// spelling of the texts around the values), at most one parameter child (routes whose
/// placeholders sit at the same place share it, whatever their names), catch-alls and terminals.
/// Matching prefers a literal, then a segment with values inside, then a parameter, then a
/// catch-all at every segment, and backtracks: a URL reaches the
/// route whose pattern matches it even when a literal branch taken first dead-ends. A node is
/// visited at most once per match, so matching is linear in the trie's size.
///
/// Several patterns may end at one node when a ``Guard`` tells them apart: they are reached on
/// different hosts, or chosen by query conditions (1.1). A node's terminals are tried in order,
/// those with a present or equals condition first, then those with only absent conditions, then
/// the rest; a terminal whose guard fails is passed over as if absent.
package struct RouteTrie: Sendable, Equatable {
    /// Which pattern of which route ends here.
    package struct Terminal: Hashable, Sendable {
        /// The route's address in the tree.
        package var route: RouteAddress
        /// 0 for the route's path, 1... for its aliases.
        package var pattern: Int

        package init(route: RouteAddress, pattern: Int) {
            self.route = route
            self.pattern = pattern
        }
    }

    /// What a pattern needs of a link besides its path: the hosts it is reached on, and the query
    /// conditions that choose it.
    package struct Guard: Hashable, Sendable {
        /// The origins that reach it — indices of the listed hosts, and ``RouteTrie/noHost`` for a
        /// custom-scheme link that carries none; `nil` for every one.
        package var origins: Set<Int>?
        /// Whether the route names its hosts (`hosts:`), rather than being on every one that is not
        /// exclusive: it is then narrower than one that does not.
        package var isLimited: Bool
        package var conditions: [QueryCondition]
        /// The path the fragment must hold (`fragment: "/@{user}"`, 1.1), its literal texts as the
        /// trie keys them; in a conflict's witness, the segments of a fragment both routes take.
        package var fragment: PathPattern?

        package init(
            origins: Set<Int>? = nil, isLimited: Bool = false, conditions: [QueryCondition] = [],
            fragment: PathPattern? = nil
        ) {
            self.origins = origins
            self.isLimited = isLimited
            self.conditions = conditions
            self.fragment = fragment
        }

        /// Whether a link that meets both is this one's: it is chosen by conditions or its
        /// fragment's path where the other is by neither, or limited to hosts where the other is
        /// not, and no wider in the other way.
        func isNarrower(than other: Guard) -> Bool {
            let mine = (conditions.isEmpty && fragment == nil ? 1 : 0, isLimited ? 0 : 1)
            let theirs = (other.conditions.isEmpty && other.fragment == nil ? 1 : 0, other.isLimited ? 0 : 1)
            return mine.0 <= theirs.0 && mine.1 <= theirs.1 && mine != theirs
        }

        /// The order a node tries its terminals in: a fragment's path first, then a present or
        /// equals condition, then only absent ones, then none (``QueryCondition/rank(_:)``); a
        /// route limited to hosts before one that is not.
        var order: (Int, Int, Int) {
            (fragment == nil ? 1 : 0, QueryCondition.rank(conditions), isLimited ? 0 : 1)
        }

        /// The values of the path in `fragment` (percent-encoded, without `#`) where it fits this
        /// guard's fragment path, as the generated parser reads them; `[]` without one.
        package func fragmentValues(_ fragment: String?, caseSensitive: Bool) -> [String?]? {
            guard let pattern = self.fragment else { return [] }
            return fragment.flatMap {
                FragmentPath.values(
                    of: Array($0.utf8), matching: pattern.segments.map(FragmentPath.Segment.init),
                    ignoringCase: !caseSensitive, rooted: pattern.isRooted)
            }
        }

        /// Whether this guard's fragment path is tried before `other`'s, as a trie over the two
        /// would try them: at the first segment where they differ in kind, a literal before values
        /// inside a segment, before a value.
        func fragmentPrecedes(_ other: Guard) -> Bool {
            guard let mine = fragment?.segments, let theirs = other.fragment?.segments else { return false }
            func rank(_ segment: PathPattern.Segment) -> Int {
                switch segment {
                case .literal: 0
                case .pieces: 1
                case .parameter, .optionalParameter, .catchAll: 2
                }
            }
            for (a, b) in zip(mine, theirs) where rank(a) != rank(b) { return rank(a) < rank(b) }
            return false
        }

        /// A guard that both meet (an origin they share, the conditions of both, a fragment both
        /// fragment paths take), or `nil` when no link can meet both, or their fragment paths tell
        /// them apart (a literal is tried first, as in a path).
        func overlap(_ other: Guard) -> Guard? {
            var origins = self.origins
            if let theirs = other.origins {
                origins = origins.map { $0.intersection(theirs) } ?? theirs
                if origins!.isEmpty { return nil }
            }
            guard let conditions = QueryCondition.both(self.conditions, other.conditions) else { return nil }
            var fragment = self.fragment ?? other.fragment
            if let mine = self.fragment, let theirs = other.fragment {
                guard let both = RouteTrieBuilder.fragment(matching: mine, theirs) else { return nil }
                fragment = both
            }
            return Guard(
                origins: origins, isLimited: isLimited || other.isLimited, conditions: conditions,
                fragment: fragment.map(RouteTrieBuilder.witness))
        }
    }

    /// The origin of a custom-scheme link that carries no host.
    package static let noHost = -1

    package struct Node: Sendable, Equatable {
        /// Literal children in insertion order (keys lowercased when matching ignores case).
        package private(set) var literals: [(key: String, child: Int)] = []
        /// The same children by key, so a lookup does not scan thousands of siblings.
        private var literalIndex: [String: Int] = [:]
        /// Segments with values inside (`@{name}`, `{slug}-{id}`), by their texts (lowercased when
        /// matching ignores case), in insertion order: tried after the literals, before the parameter.
        package private(set) var pieces: [(texts: [String], child: Int)] = []
        package var parameter: Int?
        /// The `{name...}` patterns ending here, in the order they are tried: each matches the
        /// rest of the path, possibly nothing.
        package var catchAlls: [Terminal] = []
        /// The patterns ending exactly here, in the order they are tried.
        package var terminals: [Terminal] = []

        package func literal(_ key: String) -> Int? { literalIndex[key] }

        /// Every child: the literals', those of segments with values inside, the parameter's.
        package var children: [Int] {
            literals.map(\.child) + pieces.map(\.child) + (parameter.map { [$0] } ?? [])
        }

        mutating func addPieces(_ texts: [String], child: Int) {
            pieces.append((texts, child))
        }

        mutating func addLiteral(_ key: String, child: Int) {
            literals.append((key, child))
            literalIndex[key] = child
        }

        package static func == (lhs: Node, rhs: Node) -> Bool {
            lhs.literals.map(\.key) == rhs.literals.map(\.key)
                && lhs.literals.map(\.child) == rhs.literals.map(\.child)
                && lhs.pieces.map(\.texts) == rhs.pieces.map(\.texts)
                && lhs.pieces.map(\.child) == rhs.pieces.map(\.child)
                && lhs.parameter == rhs.parameter && lhs.catchAlls == rhs.catchAlls
                && lhs.terminals == rhs.terminals
        }
    }

    /// Two patterns that no URL can tell apart.
    package struct Conflict: Equatable, Sendable {
        /// The pattern inserted first.
        package var existing: Terminal
        /// The pattern whose insertion found the clash.
        package var new: Terminal
        /// Path segments of a URL both match (samples stand in for parameters).
        package var example: [String]
        /// What else the URL meets: an origin both share, and the query conditions of both.
        package var witness: Guard

        package init(existing: Terminal, new: Terminal, example: [String], witness: Guard = Guard()) {
            self.existing = existing
            self.new = new
            self.example = example
            self.witness = witness
        }
    }

    /// `nodes[0]` is the root.
    package private(set) var nodes: [Node] = [Node()]
    /// The routes matched on any path (`path: "*"`), chosen by their query conditions before the
    /// path is looked at, in the order they are tried.
    package private(set) var anyPath: [Terminal] = []
    /// Each terminal's guard; absent for a terminal that needs nothing beyond its path.
    package private(set) var guards: [Terminal: Guard] = [:]
    package let caseSensitive: Bool

    package init(caseSensitive: Bool) {
        self.caseSensitive = caseSensitive
    }

    /// `terminal`'s guard.
    package func guarding(_ terminal: Terminal) -> Guard { guards[terminal] ?? Guard() }

    /// The key a literal is stored and looked up under: with ASCII letters lowercased when matching
    /// ignores case, as the generated parser folds only ASCII (`ÜBER` is not `über`).
    package func key(_ literal: String) -> String {
        guard !caseSensitive else { return literal }
        return String(decoding: literal.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Adds `pattern` ending in `terminal`, reached only where `guard` holds. `sample` gives a
    /// stand-in value for a placeholder, used in the example of a conflict. Returns the conflicts
    /// found (the existing pattern is kept).
    @discardableResult
    package mutating func insert(
        _ pattern: PathPattern, as terminal: Terminal, guard: Guard = Guard(),
        sample: (String) -> String = { _ in "x" }
    ) -> [Conflict] {
        if `guard` != Guard() { guards[terminal] = `guard` }
        var conflicts: [Conflict] = []
        var node = 0
        var walked: [String] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                walked.append(text)
                if let child = nodes[node].literal(key(text)) {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].addLiteral(key(text), child: nodes.count - 1)
                    node = nodes.count - 1
                }
            case .parameter(let name):
                walked.append(sample(name))
                node = parameterChild(of: node)
            case .pieces(let texts, let names):
                walked.append(texts[0] + zip(names, texts.dropFirst()).map { sample($0) + $1 }.joined())
                let keys = texts.map(key)
                if let child = nodes[node].pieces.first(where: { $0.texts == keys })?.child {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].addPieces(keys, child: nodes.count - 1)
                    node = nodes.count - 1
                }
            case .optionalParameter(let name):
                // Ends both without the segment and with it.
                conflicts += Self.add(terminal, to: &nodes[node].terminals, guards: guards, example: walked)
                walked.append(sample(name))
                node = parameterChild(of: node)
            case .catchAll(let name):
                walked.append(sample(name))
                conflicts += Self.add(terminal, to: &nodes[node].catchAlls, guards: guards, example: walked)
                return conflicts
            }
        }
        conflicts += Self.add(terminal, to: &nodes[node].terminals, guards: guards, example: walked)
        return conflicts
    }

    /// Adds a route matched on any path, before every path is looked at.
    @discardableResult
    package mutating func insertAnyPath(_ terminal: Terminal, guard: Guard) -> [Conflict] {
        guards[terminal] = `guard`
        return Self.add(terminal, to: &anyPath, guards: guards, example: [])
    }

    private mutating func parameterChild(of node: Int) -> Int {
        if let child = nodes[node].parameter { return child }
        nodes.append(Node())
        nodes[node].parameter = nodes.count - 1
        return nodes.count - 1
    }

    /// Puts `terminal` in its place among `list`, reporting each one a link can reach as well as
    /// it (their guards overlap) when neither is narrower (``Guard/isNarrower(than:)``). Static,
    /// so that changing one node's list does not copy the trie's nodes.
    private static func add(
        _ terminal: Terminal, to list: inout [Terminal], guards: [Terminal: Guard], example: [String]
    ) -> [Conflict] {
        func guarding(_ terminal: Terminal) -> Guard { guards[terminal] ?? Guard() }
        let mine = guarding(terminal)
        var conflicts: [Conflict] = []
        for existing in list {
            let theirs = guarding(existing)
            guard !mine.isNarrower(than: theirs), !theirs.isNarrower(than: mine),
                let witness = theirs.overlap(mine)
            else { continue }
            conflicts.append(Conflict(existing: existing, new: terminal, example: example, witness: witness))
        }
        guard conflicts.isEmpty else { return conflicts }
        // Fragments' paths are ordered as the trie orders paths, before hosts and conditions: a
        // literal of the fragment comes first wherever the routes are limited or chosen.
        let index =
            list.firstIndex {
                let theirs = guarding($0)
                if mine.fragmentPrecedes(theirs) { return true }
                if theirs.fragmentPrecedes(mine) { return false }
                return theirs.order > mine.order
            } ?? list.endIndex
        list.insert(terminal, at: index)
        return []
    }
}
