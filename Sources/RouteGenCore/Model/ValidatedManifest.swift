@_spi(Generated) import RouteKit

/// What validation hands to every later stage: the app's settings, every route file as a tree,
/// and the one trie over all of them. Built once by ``ManifestLoader`` and never changed; emitters
/// read it and never look a name up again.
public struct ValidatedManifest: Sendable {
    /// The app manifest's settings, shared by every feature.
    package let settings: AppSettings
    /// The app's enum, holding its routes, groups and features: the tree everything is read from.
    package let tree: RouteNode
    /// Every file's part of ``tree``: the app's at index 0, then included features depth-first. A file's
    /// ``RouteFile/id`` is its index here.
    package let files: [RouteFile]
    /// The one route trie the parser, the AASA and `explain` all come from; it spans every file.
    package let trie: RouteTrie

    /// For each route's canonical path (pattern 0), the items that choose another route for some
    /// of its links: those a route on any path is chosen by, and those the routes ending where it
    /// ends are chosen by (`when:`).
    private let choosingItems: [RouteTrie.Terminal: [String]]
    /// Each route by its address, with its file's id.
    private let places: [RouteAddress: (file: Int, route: ResolvedRoute)]
    /// Whether some routes are reached on some hosts only (a route's `hosts:`, an exclusive host):
    /// the parser then reads a link's origin, and `url` and `universalLink(host:)` each route's host.
    package let routesDifferByHost: Bool
    /// Whether the parser reads a link's origin: routes differ by host or by scheme.
    package let readsOrigin: Bool
    /// The schemes and hosts the generated parser accepts, as it reads them.
    package let scope: LinkScope
    /// What lint warns about in a valid manifest, in file order: what works, but maybe not as meant.
    package internal(set) var warnings: [Diagnostic] = []
    /// Which route a link reaches: the plan the generated matcher prints and `explain` runs, made
    /// by the loader from the model once it is validated (``MatcherPlanner``).
    internal(set) var plan = MatcherPlan(caseSensitive: false, origins: [], functions: [])

    init(settings: AppSettings, tree: RouteNode, files: [RouteFile], trie: RouteTrie) {
        self.settings = settings
        self.tree = tree
        self.files = files
        self.trie = trie
        places = files.routesByAddress()
        routesDifferByHost =
            !settings.exclusiveHosts.isEmpty || settings.anyHostOrigin != nil
            || files.contains { $0.routes.contains { $0.hosts != nil } }
        readsOrigin = routesDifferByHost || settings.routesDifferByScheme
        scope = settings.scope
        func tested(_ terminals: [RouteTrie.Terminal]) -> [String] {
            terminals.flatMap {
                trie.guarding($0).conditions.filter { $0.test != .absent && !$0.inFragment }.map(\.name)
            }
        }
        let everywhere = tested(trie.anyPath)
        var choosing: [RouteTrie.Terminal: [String]] = [:]
        for node in trie.nodes {
            for list in [node.terminals, node.catchAlls] where list.count > 1 || !everywhere.isEmpty {
                let names = everywhere + tested(list)
                for terminal in list where terminal.pattern == 0 { choosing[terminal, default: []] += names }
            }
        }
        choosingItems = choosing
    }

    /// The items a `[String: String]` item of `route` leaves out, reading and writing: the
    /// route's own (``ResolvedRoute/namedItems(context:)``), and those that would choose another
    /// route for its link.
    package func namedItems(of route: ResolvedRoute) -> [String] {
        let own = route.namedItems(context: settings.context)
        guard let choosing = choosingItems[RouteTrie.Terminal(route: route.address, pattern: 0)] else {
            return own
        }
        var seen = Set(own)
        return own + choosing.filter { seen.insert($0).inserted }
    }

    /// The app manifest's own file.
    package var app: RouteFile { files[0] }
    /// The app's route enum: `ShopRoute`.
    package var enumName: String { app.enumName }

    /// The route a trie terminal names.
    package func route(_ terminal: RouteTrie.Terminal) -> ResolvedRoute {
        places[terminal.route]!.route
    }

    /// The enums that hold the route at `address`, outermost first: the feature's that holds it,
    /// if one does, and its groups'.
    package func enclosingNodes(of address: RouteAddress) -> [RouteNode] {
        var nodes: [RouteNode] = []
        var current = tree
        for name in address.cases.dropLast() {
            let next = current.members.lazy.compactMap { member -> RouteNode? in
                if case .node(let node) = member, node.caseName == name { node } else { nil }
            }.first
            guard let next else { break }
            nodes.append(next)
            current = next
        }
        return nodes
    }

    /// The file that declares the route at `address`.
    package func file(of address: RouteAddress) -> RouteFile {
        files[places[address]!.file]
    }

    /// Whether a route carries a link of the app: links may then come carried by any channel.
    package var carriesLinks: Bool { allRoutes.contains { !$0.route.carriedLinks.isEmpty } }

    /// Every route of every file, in file order then manifest order.
    package var allRoutes: [(file: RouteFile, route: ResolvedRoute)] {
        files.flatMap { file in file.routes.map { (file, $0) } }
    }

}
