/// A group of routes (`routes:` under a route): a case of its parent that carries the values its
/// routes share, holding an enum nested in the parent's (`ShopRoute.Course`) with one case per
/// member. A feature manifest is the same idea in a file of its own, without shared values.
package struct RouteGroup: Sendable, Equatable {
    /// The group's name: its key, after its enclosing groups' (`course.enroll`).
    package var name: String
    /// The parent's case that holds the group: `enroll`.
    package var caseName: String
    /// The nested enum, qualified: `ShopRoute.Course.Enroll`.
    package var swiftName: String
    package var location: SourceLocation
    package var description: String?
    /// The path its routes continue, the enclosing groups' included.
    package var path: PathPattern
    /// The enclosing group's index in ``RouteFile/groups``; `nil` when the file's enum holds it.
    package var parent: Int?
    /// The values this group adds for all its routes, in path then query order (the enclosing
    /// groups' are theirs).
    package var shared: [ResolvedParameter]
    /// Routes and groups, in manifest order.
    package var members: [RouteMember]
    /// `hosts:` written on the group: the hosts its routes are reached on, as ``AppSettings/hosts``
    /// lists them; `nil` when it names none (its routes may take an enclosing group's) (1.1).
    package var hosts: [String]? = nil

    /// The enum's own name: `Enroll`.
    package var typeName: String { String(swiftName.split(separator: ".").last ?? "") }
}

/// A route or a group, where an enum lists its cases.
package enum RouteMember: Sendable, Equatable {
    /// An index in ``RouteFile/routes``.
    case route(Int)
    /// An index in ``RouteFile/groups``.
    case group(Int)
}
