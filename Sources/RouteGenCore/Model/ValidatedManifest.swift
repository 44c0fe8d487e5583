/// What validation hands to every later stage: the app's settings, every route file as a tree,
/// and the one trie over all of them. Built once by ``ManifestLoader`` and never changed; emitters
/// read it and never look a name up again.
public struct ValidatedManifest: Sendable {
    /// The app manifest's settings, shared by every feature.
    public let settings: AppSettings
    /// Every file's routes: the app's at index 0, then included features depth-first. A file's
    /// ``RouteFile/id`` is its index here.
    public let files: [RouteFile]
    /// The one route trie the parser, the AASA and `explain` all come from; it spans every file.
    public let trie: RouteTrie

    init(settings: AppSettings, files: [RouteFile], trie: RouteTrie) {
        self.settings = settings
        self.files = files
        self.trie = trie
    }

    /// The app manifest's own file.
    public var app: RouteFile { files[0] }
    /// The app's route enum: `ShopRoute`.
    public var enumName: String { app.enumName }

    /// The route a trie terminal names.
    public func route(_ terminal: RouteTrie.Terminal) -> ResolvedRoute {
        files[terminal.file].routes[terminal.route]
    }

    /// Every route of every file, in file order then manifest order.
    public var allRoutes: [(file: RouteFile, route: ResolvedRoute)] {
        files.flatMap { file in file.routes.map { (file, $0) } }
    }

    /// How a value of `file`'s enum is wrapped up to the app's enum: `.profile(.settings(` and `))`.
    public func wrapping(_ file: RouteFile) -> (prefix: String, suffix: String) {
        var cases: [String] = []  // innermost first
        var current = file
        while let parent = current.parent {
            cases.append(parent.caseName)
            current = files[parent.file]
        }
        return (cases.reversed().map { "." + $0 + "(" }.joined(), String(repeating: ")", count: cases.count))
    }
}
