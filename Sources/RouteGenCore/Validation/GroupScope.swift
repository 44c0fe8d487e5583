@_spi(Generated) import RouteKit

/// What a group gives each route in it, resolved once, on the group: its name, path and other
/// paths, the values its case holds, its hosts and its settings, each with its enclosing groups'.
/// A route is resolved relative to it (``RouteResolver``): its own path, values and settings,
/// continued from these. The top of a file has one too: empty, or a feature's including group's.
struct GroupScope {
    /// The innermost group's name, for messages; `nil` at the top of a file.
    var name: String?
    /// Whether the routes are in a group: one written in place, or a feature's.
    var isGroup = false
    /// The path its routes' paths continue, placeholders as written (the URL's names).
    var path: Located<PathPattern>?
    /// The part of ``path`` the innermost group writes (the including group's, at a feature's top).
    var ownPath = PathPattern(segments: [])
    /// Its other paths (`aliases:`), each in full: its routes are matched under each too.
    var aliases: [Located<PathPattern>] = []
    /// The values its case holds, outermost group first, named in Swift.
    var values: [ResolvedParameter] = []
    /// The values the innermost group adds: those its case holds.
    var ownValues: [ResolvedParameter] = []
    /// Where each of those values is declared, by its name in the URL.
    var placeholders: [String: SourceLocation] = [:]
    /// The group that holds each of those values, by its name in the URL.
    var holders: [String: String] = [:]
    /// The Swift name of each path value whose name in the URL differs.
    var renamed: [String: String] = [:]
    /// Its `params:` and query items as written, outermost group first.
    var declarations: [Parameter] = []
    /// Its query items' names in the URL.
    var itemNames: Set<String> = []
    /// The hosts it names, or its enclosing group's.
    var hosts: Hosts?
    var auth: Bool?
    var permissions: [Located<String>]?
    var tab: Located<String>?
    var presentation: Located<Presentation>?
    /// Its metadata values (a route's own replace them key by key).
    var metadata: [String: ParameterValue] = [:]

    /// Hosts named under `hosts:`, as written and resolved.
    struct Hosts {
        var written: [Located<String>]
        /// Their indices in the app's hosts; `nil` when none resolved.
        var indices: [Int]?
        /// The value their first label carries (`lang` of `{lang}.example.com`).
        var value: Located<String>?
    }

    /// The value of the hosts its routes are reached on when no group holds it: a group that
    /// includes a feature holds none, so each of the feature's routes holds it as its own.
    var unheldHostValue: Located<String>? {
        hosts?.value.flatMap { placeholders[$0.value] == nil ? $0 : nil }
    }

    /// The group's declaration (`params:` or a query item) of the value named `name` in the URL.
    func declaration(of name: String) -> Parameter? {
        declarations.last { $0.name.value == name }
    }

    /// The path `path` continues, with where each segment is written.
    func joined(_ path: Located<PathPattern>) -> Located<PathPattern> {
        self.path.map { PathPattern.joining($0, path) } ?? path
    }

    /// Every path a route of `path` and `aliases` is matched under, its own first: the group's
    /// path before each, then each of the group's other paths before each.
    func joinedAliases(path: Located<PathPattern>?, aliases: [Located<PathPattern>]) -> [Located<PathPattern>]
    {
        let patterns = path.map { [$0] + aliases } ?? aliases
        return aliases.map(joined)
            + self.aliases.flatMap { alias in patterns.map { PathPattern.joining(alias, $0) } }
    }
}
