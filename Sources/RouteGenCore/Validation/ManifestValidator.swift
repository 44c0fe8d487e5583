/// Checks a decoded ``Manifest`` for meaning — names, references, types, defaults, hosts,
/// conflicts — and resolves it into its enum's node of the route tree. Every problem is reported.
///
/// It runs value-returning resolvers in phases: the settings and declared types
/// (``SettingsResolver``), the metadata keys (``MetadataResolver``), the context items
/// (``ParameterResolver``), the groups checked and listed (``GroupResolver``), then the file's node
/// (``TreeResolver``, which resolves each route with ``RouteResolver``). Each is given the scope
/// the phases before it resolved, and returns its part and what it reports.
enum ManifestValidator {
    /// Types the generated files name unqualified: a declared type of the same name would be
    /// found first and break them.
    static let namesTheGeneratedCodeUses: Set<String> = [
        "URL", "UUID", "Foundation", "RouteKit", "Route", "RouteError", "RouteLink", "RouteQuery",
        "RouteNavigation", "RouteURLBuilder", "RouteParameter", "LinkScope", "Tab", "Set", "Array",
        "Optional", "LinkContext", "Handler",
    ]

    /// Members the generated enum declares; a route named like one would not compile.
    static let reservedRouteNames: Set<String> = [
        "url", "universalLink", "requiresAuth", "permissions", "navigation", "name", "dispatch", "allCases",
        "hashValue", "hash",
    ]

    /// One file, validated: its enum's node, before ``ManifestLoader`` gives it its place in the
    /// tree (its id, and the features it holds).
    struct File {
        /// As written: groups are routes with `routes:`.
        var manifest: Manifest
        /// The file's enum: its routes and groups, resolved, in manifest order.
        var node: RouteNode
        /// The app's metadata keys (a feature's are its app's).
        var metadata: [MetadataField]
        /// The app's `context:` items (a feature has none of its own).
        var context: [ResolvedParameter] = []
        /// The groups whose routes are feature manifests, in manifest order.
        var includedGroups: [GroupResolver.IncludedGroup] = []
    }

    /// Validates `manifest`. With errors, the file holds the routes that resolved, so that conflicts
    /// between them are reported with the rest. A feature manifest is checked against `app`'s
    /// schemes, hosts and tabs, which the app's own validation checks.
    static func validate(
        _ manifest: Manifest, isFeature: Bool = false, metadata: [MetadataField] = [],
        outerGroup: GroupResolver.IncludedGroup? = nil, app: Manifest? = nil
    ) -> (File, [Diagnostic]) {
        var scope = ValidationScope(
            manifest: manifest, app: app ?? manifest, isFeature: isFeature, includingGroup: outerGroup,
            metadataFields: metadata)
        var diagnostics: [Diagnostic] = []
        /// What `body` returns from a resolver of the scope so far, keeping what it reports.
        func phase<Resolver: ManifestChecking, Value>(
            _ resolver: Resolver.Type, _ body: (inout Resolver) -> Value
        ) -> Value {
            var resolver = Resolver(scope: scope)
            let value = body(&resolver)
            diagnostics += resolver.diagnostics.diagnostics
            return value
        }
        scope.types = phase(SettingsResolver.self) { $0.resolve() }
        if !isFeature { scope.metadataFields = phase(MetadataResolver.self) { $0.resolveFields() } }
        let context = isFeature ? [] : phase(ParameterResolver.self) { $0.resolveContext() }
        scope.contextItems = context.map(\.urlName)
        let flat = phase(GroupResolver.self) { $0.list(manifest.routes) }
        scope.routes = flat.routes
        let (node, included) = phase(TreeResolver.self) { $0.resolveNode(flat) }
        let file = File(
            manifest: manifest, node: node, metadata: scope.metadataFields, context: context,
            includedGroups: included)
        return (file, diagnostics)
    }
}
