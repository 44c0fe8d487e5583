@_spi(Generated) import RouteKit

/// Which route a link reaches, decided once from the route trie: the generated matcher prints this
/// value, and `explain` runs it (``run(_:)``), so the two cannot disagree. Built by
/// ``MatcherPlanner``, then ``simplified()``.
struct MatcherPlan: Equatable, Sendable {
    /// Whether a literal segment is compared ignoring ASCII case.
    var caseSensitive: Bool
    /// The listed hosts, named, where a test reads the link's origin: `origins[i]` is host `i`.
    var origins: [Origin]
    /// The custom schemes, named, when routes differ by scheme: `schemes[i]` is origin
    /// `RouteTrie.noHost - i`. Empty when every custom-scheme link is on ``customSchemeOrigin``.
    var schemes: [Origin] = []
    /// `match` first, then each exclusive host's matcher, then each subtree read by a function of
    /// its own, in path order.
    var functions: [Function]
    /// The reach of a route that says nothing of it: the app's channels.
    var everyChannel = RouteReach(web: false, schemes: [])

    /// A listed host, or a custom scheme, under the name the matcher tests it by.
    struct Origin: Equatable, Sendable {
        /// `langWikiExample` for `{lang}.wiki.example`, `appScheme` for `app:`.
        var name: String
        /// `{lang}.wiki.example`, or `app:`.
        var host: String
    }

    /// The name of a link's origin that is no listed host: a custom-scheme link's.
    static let customSchemeOrigin = "customScheme"

    /// The origins of custom-scheme links: one per named scheme, or ``RouteTrie/noHost`` alone.
    var customOrigins: [Int] {
        schemes.isEmpty ? [RouteTrie.noHost] : schemes.indices.map { RouteTrie.noHost - $0 }
    }

    /// The name an origin is tested by: a host's, a scheme's, or ``customSchemeOrigin``.
    func name(ofOrigin origin: Int) -> String {
        guard origin < 0 else { return origins[origin].name }
        return schemes.isEmpty ? Self.customSchemeOrigin : schemes[RouteTrie.noHost - origin].name
    }

    /// The reaches the matcher tests, each once, sorted by name: what the printer declares.
    var reaches: [RouteReach] {
        var found: Set<RouteReach> = []
        func visit(_ steps: [Step]) {
            for step in steps {
                switch step {
                case .when(let tests, let body):
                    for case .reach(let reach) in tests { found.insert(reach) }
                    visit(body)
                case .hashSwitch(_, let cases):
                    for entry in cases {
                        for case .reach(let reach) in entry.tests { found.insert(reach) }
                        visit(entry.steps)
                    }
                case .call, .returnRoute: continue
                }
            }
        }
        functions.forEach { visit($0.steps) }
        return found.sorted { name(of: $0) < name(of: $1) }
    }

    /// The name the matcher tests a reach by, from what it says, never from a position:
    /// `events`, `webEvents`, `customSchemes`, `carried`, `customSchemesCarried`, `noLink`.
    func name(of reach: RouteReach) -> String {
        if reach.isUnreachable { return "noLink" }
        var words: [String]
        if reach.web == everyChannel.web && reach.schemes == everyChannel.schemes {
            words = []
        } else if !reach.web && reach.schemes == everyChannel.schemes {
            words = ["customSchemes"]
        } else {
            words = (reach.web ? ["web"] : []) + reach.schemes.map(MatcherNames.name(ofHost:))
        }
        if reach.carriedOnly { words.append("carried") }
        return words.enumerated().map { $0 == 0 ? $1 : $1.capitalizedFirst }.joined()
    }

    /// One function of the matcher: its steps are tried in order, then it returns `nil`.
    struct Function: Equatable, Sendable {
        /// `match`, `matchClickWikiExample`, `matchCourseLesson`.
        var name: String
        /// Its doc comment: which links it reads.
        var summary: String
        /// The segments every link it reads has: those of the path above its subtree.
        var depth: Int = 0
        var steps: [Step]

        /// Whether a step tests the link's origin, which the function then reads first.
        var readsOrigin: Bool {
            steps.contains { $0.tests { if case .origin = $0 { true } else { false } } }
        }

        /// Whether a step tests the path's length, which the function then reads first.
        var readsCount: Bool {
            steps.contains {
                $0.tests {
                    switch $0 {
                    case .pathEnds, .pathLonger: true
                    default: false
                    }
                }
            }
        }
    }

    /// One test of the matcher; a step that returns nothing falls through to the next one (the
    /// trie's backtracking).
    indirect enum Step: Equatable, Sendable {
        /// `if tests { steps }`.
        case when([Test], [Step])
        /// `switch link.hash(at: depth)`: each case confirms its literal's bytes with its tests.
        case hashSwitch(depth: Int, cases: [HashCase])
        /// The named function's route; on to the next step when it returns `nil` and `fallsThrough`,
        /// else `nil` too (an exclusive host's links, a call that nothing follows).
        case call(String, fallsThrough: Bool)
        /// The route: returned, or thrown when it was removed.
        case returnRoute(Return)

        /// Whether the step, or one inside it, has a test that meets `condition`.
        func tests(_ condition: (Test) -> Bool) -> Bool {
            switch self {
            case .when(let tests, let steps):
                return tests.contains(where: condition) || steps.contains { $0.tests(condition) }
            case .hashSwitch(_, let cases):
                return cases.contains {
                    $0.tests.contains(where: condition) || $0.steps.contains { $0.tests(condition) }
                }
            case .call, .returnRoute: return false
            }
        }

        /// Whether no link gets past the steps: they end in a route returned or thrown, or in a
        /// call whose result is returned.
        static func alwaysReturns(_ steps: [Step]) -> Bool {
            switch steps.last {
            case .returnRoute, .call(_, fallsThrough: false): return true
            default: return false
            }
        }
    }

    /// The literals whose segments hash to one value; each is its own case, confirmed by `tests`.
    struct HashCase: Equatable, Sendable {
        var hash: UInt32
        var tests: [Test]
        var steps: [Step]
    }

    /// What a step tests of the link.
    enum Test: Hashable, Sendable {
        /// `count == n`: the path has exactly `n` segments.
        case pathEnds(at: Int)
        /// `count > n`: segment `n` exists.
        case pathLonger(than: Int)
        /// Segment `depth` is the literal (ignoring ASCII case unless the plan is case-sensitive).
        case segment(Int, is: String)
        /// Segment `depth` holds values between `texts` (RouteKit's `SegmentPieces`); the test
        /// binds where they are, `pieces<depth>`, for the returns below it.
        case pieces(Int, texts: [String])
        /// The link, and every link that carries it, came by the route's channels, and it is
        /// carried where the route must be: the test of a route not every link reaches.
        case reach(RouteReach)
        /// The link's origin is one of these: indices of the listed hosts, or
        /// ``RouteTrie/noHost`` for a custom scheme's link.
        case origin(in: Set<Int>)
        /// A query condition (`when:`).
        case condition(QueryCondition)
        /// The fragment holds a path that fits these segments (RouteKit's `FragmentPath`, literal
        /// texts as the trie keys them), after a `/` when `rooted`; the test binds its values,
        /// `fragment`, for the return below.
        case fragmentPath([FragmentPath.Segment], rooted: Bool)
    }

    /// A pattern that ends here, and the value the matcher returns for it.
    struct Return: Equatable, Sendable {
        var terminal: RouteTrie.Terminal
        /// The segment of each path value, in the route's order (`nil`: absent).
        var positions: [Position]
        var value: Value
        /// For a `strict` route, the check a link passes before the route is made.
        var strict: Strict? = nil
        /// Whether the route is matched on any path (`path: "*"`): by its items or its scheme, which
        /// a reading of the path alone does not pass over.
        var anyPath = false
    }

    /// A strict route refuses a link not spelled exactly, or with an item it does not read.
    struct Strict: Equatable, Sendable {
        /// The route's name, which the error names.
        var route: String
        /// The query items it reads: its own, the context's, and those that choose it.
        var items: [String]
        /// The spelling rules it keeps.
        var checks: StrictLink.Checks
    }

    /// Where a path value is read: `titleAt: 1`, or inside a segment, `idAt: pieces1[1]`.
    struct Position: Equatable, Sendable {
        var name: String
        var segment: Int?
        /// Which of the segment's values, for a value inside a segment.
        var piece: Int? = nil
        /// How many values the segment holds, for a value inside a segment.
        var pieces = 0
        /// Which value of the fragment's path, for a value read there (`fragment: "/@{user}"`).
        var fragmentValue: Int? = nil
    }

    /// How the returned route is made.
    /// What the matcher returns for a terminal, by case names and readers; the Swift printer
    /// spells it.
    indirect enum Value: Equatable, Sendable {
        /// The route of a terminal that holds no values, its groups' cases around it
        /// (`.catalog(.index)`).
        case route(RouteTrie.Terminal)
        /// A case without values: `index` inside `catalog(…)`.
        case constant(case: String)
        /// A case holding another: `quiz(member)`, or a feature's `organizer(member)`.
        case wrapped(case: String, Value)
        /// A reader that converts and checks values from the link, at `positions`
        /// (`Values.course(link, schoolAt: 1, courseAt: 2, member)`); a group's takes the member it
        /// holds.
        case reader(Reader, [Position], member: Value?)
        /// A route `removed:`: the error that names it.
        case removed(route: String, reason: String)
    }

    /// A reader of the generated code: the route's or group's `identifier`, in the readers of its
    /// file's parser (`feature`, the feature's enum, `nil` for the app's).
    struct Reader: Equatable, Sendable {
        var feature: String?
        var identifier: String
    }
}

extension MatcherPlan {
    /// The plan of `manifest`'s matcher, simplified: what the parser prints and `explain` runs.
    init(_ manifest: ValidatedManifest) {
        self = MatcherPlanner(manifest: manifest).plan().simplified()
    }

    /// What RouteKit's `RouteLink.hash(at:)` (or `hashIgnoringCase(at:)`) gives for a segment
    /// whose bytes are `text`'s UTF-8.
    static func hash(_ text: String, ignoringCase: Bool) -> UInt32 {
        var text = text
        return text.withUTF8 { RouteKit.SegmentHash.hash(of: $0, ignoringCase: ignoringCase) }
    }
}

extension FragmentPath.Segment {
    /// A segment of a fragment's path pattern (literal texts already keyed, as the trie's guards
    /// hold them), as RouteKit matches it.
    init(_ segment: PathPattern.Segment) {
        switch segment {
        case .literal(let text): self = .literal(text)
        case .pieces(let texts, _): self = .pieces(texts)
        case .parameter, .optionalParameter, .catchAll: self = .value
        }
    }
}
