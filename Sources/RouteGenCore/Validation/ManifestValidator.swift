import Foundation
@_spi(Generated) import RouteKit

/// Checks a decoded ``Manifest`` for meaning — names, references, types, defaults, hosts,
/// conflicts — and resolves it into a ``ValidatedManifest``. Every problem is reported.
package struct ManifestValidator {
    /// Types the generated files name unqualified: a declared type of the same name would be
    /// found first and break them.
    static let namesTheGeneratedCodeUses: Set<String> = [
        "URL", "UUID", "Foundation", "RouteKit", "Route", "RouteError", "RouteLink", "RouteQuery",
        "RouteNavigation", "RouteURLBuilder", "RouteParameter", "LinkScope", "Tab", "Set", "Array",
        "Optional", "LinkContext", "Handler",
    ]

    /// Members the generated enum declares; a route named like one would not compile.
    package static let reservedRouteNames: Set<String> = [
        "url", "universalLink", "requiresAuth", "permissions", "navigation", "name", "dispatch", "allCases",
        "hashValue", "hash",
    ]

    /// The manifest, as decoded.
    let manifest: Manifest
    /// The app's manifest, whose settings (schemes, hosts, tabs, access, version) every file's
    /// routes are checked against: this one for the app, the including app's for a feature.
    let app: Manifest
    let isFeature: Bool
    /// The group that includes this feature manifest (`include:` under a route): its path and
    /// settings apply to every route of the file.
    let outerGroup: Route?
    /// What the earlier phases resolved, which this one reads and never changes.
    let scope: Scope
    /// What this phase reports; ``validate(_:isFeature:metadata:outerGroup:app:)`` joins every
    /// phase's.
    var diagnostics = DiagnosticCollector()

    /// The types declared under `types:`, by name.
    struct DeclaredTypes {
        var enums: [String: StringEnum] = [:]
        /// Each app type's Swift name.
        var externals: [String: String] = [:]
    }

    /// What a file's routes are checked against, resolved phase by phase before them: each
    /// phase is a validator of its own, given the scope so far, and returns its part.
    struct Scope {
        var types = DeclaredTypes()
        /// The app's metadata keys: resolved by the app's validation, handed to its features'.
        var metadataFields: [MetadataField] = []
        /// The URL names of the app's `context:` items, which no route reads or is chosen by.
        var contextItems: [String] = []
        /// Every route as a URL reaches it, its groups' path, values and settings joined in
        /// (``flatten(_:)``).
        var routes: [Route] = []
    }

    var enums: [String: StringEnum] { scope.types.enums }
    var externals: [String: String] { scope.types.externals }
    var metadataFields: [MetadataField] { scope.metadataFields }
    var contextItems: [String] { scope.contextItems }
    var routes: [Route] { scope.routes }

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
        outerGroup: Route? = nil, app: Manifest? = nil
    ) -> (File, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        /// Runs `body` on a validator of `scope`, keeping what it reports.
        func phase<Value>(_ scope: Scope, _ body: (inout ManifestValidator) -> Value) -> Value {
            var validator = ManifestValidator(
                manifest: manifest, app: app ?? manifest, isFeature: isFeature, outerGroup: outerGroup,
                scope: scope)
            let value = body(&validator)
            diagnostics += validator.diagnostics.diagnostics
            return value
        }
        var scope = Scope(metadataFields: metadata)
        var settings = SettingsResolver(manifest: manifest, app: app ?? manifest, isFeature: isFeature)
        scope.types = settings.resolve()
        diagnostics += settings.diagnostics.diagnostics
        if !isFeature { scope.metadataFields = phase(scope) { $0.resolveMetadataFields() } }
        let context = isFeature ? [] : phase(scope) { $0.resolveContext() }
        scope.contextItems = context.map(\.urlName)
        var groups = GroupResolver(
            manifest: manifest, app: app ?? manifest, isFeature: isFeature, outerGroup: outerGroup)
        let flat = groups.flatten(manifest.routes)
        diagnostics += groups.diagnostics.diagnostics
        scope.routes = flat.routes
        let node = phase(scope) { $0.resolveNode(flat) }
        let file = File(
            manifest: manifest, node: node, metadata: scope.metadataFields, context: context,
            includedGroups: flat.included)
        return (file, diagnostics)
    }

    /// The file's enum: its routes resolved, in groups as written.
    mutating func resolveNode(_ flat: GroupResolver.Flattened) -> RouteNode {
        if !isFeature { checkExclusiveHosts(flat.routes) }
        checkScreenHosts(flat.routes)
        var routes: [ResolvedRoute] = []
        /// The group of each resolved route: an index in `flat.groups`.
        var groupOfRoute: [Int?] = []
        var resolvedIndex: [Int: Int] = [:]
        for (index, route) in flat.routes.enumerated() {
            guard let path = route.path else { continue }  // its syntax error is already reported
            var resolved = resolve(route, path: path)
            let group = flat.groupOfRoute[index].map { flat.groups[$0].route }
            (resolved.conditions, resolved.parameters) = resolveConditions(
                route, parameters: resolved.parameters, group: group,
                inGroup: group != nil || outerGroup != nil)
            resolved.anyPath = route.anyPath != nil
            resolved.ownParameters = resolved.parameters
            resolved.ownSegments = resolved.path.segments
            if let group = flat.groupOfRoute[index] {
                let levels = Self.byGroup(resolved.parameters, groups: Self.chain(group, in: flat.groups))
                resolved.parameters = levels.flatMap { $0 }
                resolved.ownParameters = levels.last ?? []
                let groupPath = flat.groups[group].route.path?.value.segments.count ?? 0
                resolved.ownSegments = Array(resolved.path.segments.dropFirst(groupPath))
            }
            resolvedIndex[index] = routes.count
            routes.append(resolved)
            groupOfRoute.append(flat.groupOfRoute[index])
        }
        routes = resolvingReferences(routes)
        func nodeMembers(_ members: [GroupResolver.Member]) -> [RouteNode.Member] {
            members.compactMap { member -> RouteNode.Member? in
                switch member {
                case .route(let index):
                    return resolvedIndex[index].map { RouteNode.Member.route(routes[$0]) }
                case .group(let index):
                    // Its values are those its routes share, as its first route resolved them.
                    let first = routes.indices.first { route in
                        var current = groupOfRoute[route]
                        while let candidate = current, candidate != index {
                            current = flat.groups[candidate].parent
                        }
                        return current == index
                    }
                    return .node(
                        resolvedGroup(
                            index, of: flat, first: first.map { routes[$0] },
                            members: nodeMembers(flat.groups[index].members)))
                }
            }
        }
        return RouteNode(
            kind: .file(
                id: 0, path: manifest.file, enums: manifest.types.compactMap { enums[$0.name.value] }),
            name: manifest.enumName.value, caseName: "", swiftName: manifest.enumName.value,
            location: manifest.enumName.location, path: outerGroup?.path?.value ?? PathPattern(segments: []),
            ownSegments: [], members: nodeMembers(flat.members))
    }

    // MARK: - Routes

    mutating func resolve(_ route: Route, path: Located<PathPattern>) -> ResolvedRoute {
        let name = route.name
        let hosts = resolveHosts(route)
        let (parameters, renamed) = resolveParameters(route, path: path, hostValue: hosts.value)
        checkNavigation(route)
        checkAliases(route, path: path.value)
        if let universalLink = route.universalLink, universalLink.value, app.hosts.isEmpty {
            diagnostics.error(.routes(.universalLinkWithoutHosts), at: universalLink.location)
        }
        if let removed = route.removed {
            if removed.value.isEmpty {
                diagnostics.error(.routes(.removedWithoutReason), at: removed.location)
            }
            if route.deprecated != nil {
                diagnostics.error(.routes(.removedAndDeprecated(route: name.value)), at: removed.location)
            }
        }
        for permission in route.permissions ?? [] where permission.value.isEmpty {
            diagnostics.error(.routes(.emptyPermission), at: permission.location)
        }
        let metadata = resolveMetadata(route)
        var resolved = ResolvedRoute(
            name: name.value, location: name.location, path: path.value.renaming(renamed),
            aliases: route.aliases.map { $0.value.renaming(renamed) },
            patternLocations: [path.location] + route.aliases.map(\.location), parameters: parameters,
            requiresAuth: route.auth ?? false, permissions: (route.permissions ?? []).map(\.value),
            tab: route.tab?.value, stack: [], root: nil, shows: nil,
            modalHasStack: route.modalStack?.value ?? true,
            presentation: route.presentation?.value ?? .push,
            description: route.description, deprecated: route.deprecated, removed: route.removed?.value,
            universalLink: route.universalLink?.value ?? (!app.hosts.isEmpty && route.schemes == nil))
        resolved.metadata = metadata
        resolved.hosts = hosts.hosts?.map { app.hosts[$0].value }
        resolved.schemes = resolveSchemes(route)
        resolved.carriedOnly = checkCarriedOnly(route)
        resolved.fragmentPath = resolveFragmentPath(route, renamed: renamed)
        resolved.fragmentPathLocation = route.fragmentPath?.location
        resolved.strict = checkStrict(route, parameters: parameters)
        return resolved
    }

    /// `strict: true` (1.1): links spelled exactly only, so no item may take every other one.
    mutating func checkStrict(_ route: Route, parameters: [ResolvedParameter]) -> Bool {
        guard let flag = route.strict, flag.value else { return false }
        guard requireVersion1_1("strict", at: flag.location) else { return false }
        if let encoded = (route.params + route.query + [route.fragment].compactMap { $0 }).first(where: {
            $0.percentEncoded?.value == true
        }) {
            diagnostics.error(
                .routes(.strictWithPercentEncoded(route: route.name.value, value: encoded.name.value)),
                at: encoded.percentEncoded!.location)
            return false
        }
        if let fragment = route.fragmentPath {
            diagnostics.error(
                .routes(.strictWithFragmentPath(route: route.name.value)), at: fragment.location)
            return false
        }
        if let others = parameters.first(where: { $0.source == .otherQueryItems }) {
            diagnostics.error(
                .routes(.strictWithOtherItems(route: route.name.value, item: others.urlName)),
                at: flag.location)
            return false
        }
        return true
    }

    /// `carriedOnly: true` (1.1): the route is reached only inside a link that another route
    /// carries, so some route must carry one.
    mutating func checkCarriedOnly(_ route: Route) -> Bool {
        guard let flag = route.carriedOnly, flag.value else { return false }
        guard requireVersion1_1(for: "'carriedOnly'", at: flag.location) else { return false }
        if route.anyPath != nil {
            diagnostics.error(.routes(.carriedOnlyOnAnyPath(route: route.name.value)), at: flag.location)
            return false
        }
        // A feature's routes are carried by the app's, which its own check cannot see.
        if isFeature { return true }
        func carries(_ routes: [Route]) -> Bool {
            routes.contains { route in
                route.query.contains { $0.type.value.name == manifest.enumName.value }
                    || carries(route.routes)
            }
        }
        if !carries(manifest.routes) {
            diagnostics.error(
                .routes(.carriedOnlyNotCarried(route: route.name.value, enumName: manifest.enumName.value)),
                at: flag.location)
            return false
        }
        return true
    }
}

extension ManifestValidator: ManifestChecking {}
