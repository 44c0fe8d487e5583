/// The one route trie that the generated parser, the AASA file and `explain` are rendered from.
///
/// Each node holds literal children, at most one parameter child (routes whose placeholders sit
/// at the same place share it, whatever their names), a catch-all and a terminal. Matching
/// prefers a literal, then a parameter, then a catch-all at every segment, and backtracks: a
/// URL reaches the route whose pattern matches it even when a literal branch taken first dead-ends.
/// A node is visited at most once per match, so matching is linear in the trie's size.
public struct RouteTrie: Sendable, Equatable {
    /// Which pattern of which route ends here.
    public struct Terminal: Hashable, Sendable {
        /// Index into the file's routes.
        public var route: Int
        /// 0 for the route's path, 1... for its aliases.
        public var pattern: Int
        /// The ``RouteFile/id`` of the file that declares the route: 0 for the app's.
        public var file: Int

        public init(route: Int, pattern: Int, file: Int = 0) {
            self.route = route
            self.pattern = pattern
            self.file = file
        }
    }

    public struct Node: Sendable, Equatable {
        /// Literal children in insertion order (keys lowercased when matching ignores case).
        public private(set) var literals: [(key: String, child: Int)] = []
        /// The same children by key, so a lookup does not scan thousands of siblings.
        private var literalIndex: [String: Int] = [:]
        public var parameter: Int?
        /// A `{name...}` ending here: matches the rest of the path, possibly nothing.
        public var catchAll: Terminal?
        /// A pattern ending exactly here.
        public var terminal: Terminal?

        public func literal(_ key: String) -> Int? { literalIndex[key] }

        mutating func addLiteral(_ key: String, child: Int) {
            literals.append((key, child))
            literalIndex[key] = child
        }

        public static func == (lhs: Node, rhs: Node) -> Bool {
            lhs.literals.map(\.key) == rhs.literals.map(\.key)
                && lhs.literals.map(\.child) == rhs.literals.map(\.child)
                && lhs.parameter == rhs.parameter && lhs.catchAll == rhs.catchAll
                && lhs.terminal == rhs.terminal
        }
    }

    /// Two patterns that no URL can tell apart.
    public struct Conflict: Equatable, Sendable {
        /// The pattern inserted first.
        public var existing: Terminal
        /// The pattern whose insertion found the clash.
        public var new: Terminal
        /// Path segments of a URL both match (samples stand in for parameters).
        public var example: [String]

        public init(existing: Terminal, new: Terminal, example: [String]) {
            self.existing = existing
            self.new = new
            self.example = example
        }
    }

    /// `nodes[0]` is the root.
    public private(set) var nodes: [Node] = [Node()]
    public let caseSensitive: Bool

    public init(caseSensitive: Bool) {
        self.caseSensitive = caseSensitive
    }

    /// The key a literal is stored and looked up under: with ASCII letters lowercased when matching
    /// ignores case, as the generated parser folds only ASCII (`ÜBER` is not `über`).
    public func key(_ literal: String) -> String {
        guard !caseSensitive else { return literal }
        return String(decoding: literal.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Adds `pattern` ending in `terminal`. `sample` gives a stand-in value for a placeholder, used
    /// in the example of a conflict. Returns the conflicts found (the existing pattern is kept).
    @discardableResult
    public mutating func insert(
        _ pattern: PathPattern, as terminal: Terminal, sample: (String) -> String = { _ in "x" }
    ) -> [Conflict] {
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
            case .optionalParameter(let name):
                // Ends both without the segment and with it.
                if let conflict = setTerminal(terminal, at: node, example: walked) {
                    conflicts.append(conflict)
                }
                walked.append(sample(name))
                node = parameterChild(of: node)
            case .catchAll(let name):
                walked.append(sample(name))
                if let existing = nodes[node].catchAll {
                    conflicts.append(Conflict(existing: existing, new: terminal, example: walked))
                } else {
                    nodes[node].catchAll = terminal
                }
                return conflicts
            }
        }
        if let conflict = setTerminal(terminal, at: node, example: walked) { conflicts.append(conflict) }
        return conflicts
    }

    private mutating func parameterChild(of node: Int) -> Int {
        if let child = nodes[node].parameter { return child }
        nodes.append(Node())
        nodes[node].parameter = nodes.count - 1
        return nodes.count - 1
    }

    private mutating func setTerminal(_ terminal: Terminal, at node: Int, example: [String]) -> Conflict? {
        if let existing = nodes[node].terminal {
            return Conflict(existing: existing, new: terminal, example: example)
        }
        nodes[node].terminal = terminal
        return nil
    }

    /// A successful match: the pattern, and the raw text of each placeholder that took a value,
    /// in path order (an absent optional segment takes none; a catch-all takes the rest joined by `/`).
    public struct Match: Equatable, Sendable {
        public var terminal: Terminal
        public var values: [String]
    }

    /// Matches percent-decoded, non-empty path segments; terminals `accept` refuses are passed
    /// over as if absent (the generated parser does so for scheme-only routes on https).
    public func match(_ segments: [String], accept: (Terminal) -> Bool = { _ in true }) -> Match? {
        var values: [String] = []
        var deepest = 0
        return search(node: 0, index: 0, segments, &values, accept, &deepest)
    }

    /// How many leading segments some pattern matches, when the whole path matches none: where
    /// a failed match went wrong.
    public func matchedPrefixLength(_ segments: [String], accept: (Terminal) -> Bool = { _ in true }) -> Int {
        var values: [String] = []
        var deepest = 0
        _ = search(node: 0, index: 0, segments, &values, accept, &deepest)
        return deepest
    }

    private func search(
        node: Int, index: Int, _ segments: [String], _ values: inout [String], _ accept: (Terminal) -> Bool,
        _ deepest: inout Int
    ) -> Match? {
        deepest = max(deepest, index)
        let current = nodes[node]
        let catchAll = current.catchAll.flatMap { accept($0) ? $0 : nil }
        guard index < segments.count else {
            if let terminal = current.terminal, accept(terminal) {
                return Match(terminal: terminal, values: values)
            }
            if let catchAll { return Match(terminal: catchAll, values: values + [""]) }
            return nil
        }
        if let child = current.literal(key(segments[index])),
            let found = search(node: child, index: index + 1, segments, &values, accept, &deepest)
        {
            return found
        }
        if let child = current.parameter {
            values.append(segments[index])
            if let found = search(node: child, index: index + 1, segments, &values, accept, &deepest) {
                return found
            }
            values.removeLast()
        }
        if let catchAll {
            return Match(terminal: catchAll, values: values + [segments[index...].joined(separator: "/")])
        }
        return nil
    }
}
