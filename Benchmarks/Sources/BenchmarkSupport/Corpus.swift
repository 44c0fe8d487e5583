import Foundation

/// One app of the benchmark corpus: its URL sets and the contenders that parse and build them.
public struct Corpus: Sendable {
    /// How many routes the app has.
    public let routes: Int
    /// URLs that each name one route (`hitNames`), with fresh values.
    public let hits: [URL]
    public let hitNames: [String]
    /// URLs that no route matches.
    public let misses: [URL]
    /// URLs of literal-only routes: no parameter, no query.
    public let literals: [URL]
    public let parsers: [Contender]
    public let builders: [Builder]

    public init(
        routes: Int, hits: [String], hitNames: [String], misses: [String], literals: [String],
        parsers: [Contender], builders: [Builder]
    ) {
        self.routes = routes
        self.hits = hits.map { URL(string: $0)! }
        self.hitNames = hitNames
        self.misses = misses.map { URL(string: $0)! }
        self.literals = literals.map { URL(string: $0)! }
        self.parsers = parsers
        self.builders = builders
    }

    /// Checks that every contender parses every hit to the route it names, and no miss: a benchmark
    /// of parsers that disagree would compare different work. Returns the disagreements.
    public func disagreements() -> [String] {
        var problems: [String] = []
        for contender in parsers {
            for (url, name) in zip(hits, hitNames) where contender.routeName(url) != name {
                problems.append(
                    "\(contender.name), \(routes) routes: \(url) → \(contender.routeName(url) ?? "nil"), not \(name)"
                )
            }
            for url in misses where contender.routeName(url) != nil {
                problems.append("\(contender.name), \(routes) routes: \(url) should not parse")
            }
        }
        return problems
    }
}

/// A parser under test: URL → typed route.
public struct Contender: Sendable {
    public let name: String
    /// The name of the route `url` parses to (for ``Corpus/disagreements()``).
    public let routeName: @Sendable (URL) -> String?
    /// Parses every URL and returns how many parsed: the measured loop.
    public let parseAll: @Sendable ([URL]) -> Int

    /// Inlinable, so that the measured loop is specialized for each contender's route type: the
    /// generic loop's witness calls cost every contender about 150 instructions per URL, which
    /// is measurement, not parsing.
    @inlinable public init<Route>(
        name: String, parse: @escaping @Sendable (URL) -> Route?,
        name routeName: @escaping @Sendable (Route) -> String
    ) {
        self.name = name
        self.routeName = { url in parse(url).map(routeName) }
        self.parseAll = { urls in
            var parsed = 0
            for url in urls {
                let route = parse(url)
                if route != nil { parsed += 1 }
                sink(route)
            }
            return parsed
        }
    }
}

/// A URL builder under test: typed route → URL.
public struct Builder: Sendable {
    public let name: String
    /// Parses the URLs into routes (not measured) and returns the measured loop, which builds each
    /// route's URL and returns how many it built.
    public let prepare: @Sendable ([URL]) -> @Sendable () -> Int

    public init<Route: Sendable>(
        name: String, parse: @escaping @Sendable (URL) -> Route?, build: @escaping @Sendable (Route) -> URL
    ) {
        self.name = name
        self.prepare = { urls in
            let routes = urls.compactMap(parse)
            return {
                for route in routes { sink(build(route)) }
                return routes.count
            }
        }
    }
}

/// The name of an enum case, descending into a case that wraps another enum (`.f00(.r00x1(id: 1))`
/// → `r00x1`): how the hand-written routes are compared with routegen's `name`.
public func caseName(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard let child = mirror.children.first, let label = child.label else { return String(describing: value) }
    let inner = Mirror(reflecting: child.value)
    if inner.displayStyle == .enum { return caseName(child.value) }
    return label
}

/// Keeps `value` from being optimized away, as package-benchmark's `blackHole` does. Defined here
/// so that this target does not link package-benchmark: `MatchLoop`, which counts instructions
/// and profiles, then runs without its malloc interposer, which adds a header and a count to every
/// malloc and free, and which no app has.
@inline(never) public func sink<T>(_ value: T) {}
