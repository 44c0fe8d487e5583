/// One manifest file's part of the app: its enum, routes and types, and where it sits in the
/// feature tree (the app's file is the root; each `include:` adds a child).
package struct RouteFile: Sendable {
    /// The file's index in ``ValidatedManifest/files``; 0 is the app's.
    package let id: Int
    /// The manifest path: as the user gave it for the app, relative to it for features.
    package let path: String
    /// The generated enum: `ShopRoute`.
    package let enumName: String
    /// Where `enum:` is written (or the file's start).
    package let enumLocation: SourceLocation
    /// The routes in manifest order, resolved.
    package let routes: [ResolvedRoute]
    /// The groups, outer before inner, in manifest order.
    package let groups: [RouteGroup]
    /// The enum's cases: routes and groups, in manifest order.
    package let members: [RouteMember]
    /// The string enums declared under `types:`, in manifest order.
    package let enums: [StringEnum]
    /// The enum that holds this one, and the case that does; `nil` for the app's.
    package let parent: Parent?
    /// The files this one includes, in `include:` order.
    package let features: [Int]

    /// Where a feature's enum sits in its parent's.
    package struct Parent: Sendable, Equatable {
        /// The parent file's ``RouteFile/id``.
        package var file: Int
        /// The parent's case that holds this enum: `profile` for `ProfileRoute`.
        package var caseName: String
    }

    package var isFeature: Bool { parent != nil }

    /// The groups that hold `route`, outermost first.
    package func groups(of route: ResolvedRoute) -> [RouteGroup] {
        var chain: [RouteGroup] = []
        var current = route.group
        while let index = current {
            chain.insert(groups[index], at: 0)
            current = groups[index].parent
        }
        return chain
    }

    /// The values the cases of `group` are read with: its enclosing groups' shared values, then its own.
    package func values(through group: RouteGroup) -> [ResolvedParameter] {
        (group.parent.map { values(through: groups[$0]) } ?? []) + group.shared
    }

    /// The segments `route` adds to its group's path: all of them outside groups.
    package func ownSegments(of route: ResolvedRoute) -> ArraySlice<PathPattern.Segment> {
        route.path.segments.dropFirst(route.group.map { groups[$0].path.segments.count } ?? 0)
    }

    /// The segments `group` adds to its enclosing group's path.
    package func ownSegments(of group: RouteGroup) -> ArraySlice<PathPattern.Segment> {
        group.path.segments.dropFirst(group.parent.map { groups[$0].path.segments.count } ?? 0)
    }

    /// The values `route` adds to its groups': its case's associated values.
    package func ownParameters(of route: ResolvedRoute) -> ArraySlice<ResolvedParameter> {
        route.parameters.dropFirst(groups(of: route).reduce(0) { $0 + $1.shared.count })
    }
}
