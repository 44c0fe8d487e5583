/// One enum of the generated code, with its cases in manifest order: the app's, a feature's (an
/// enum in a file of its own, held by a case of the enum that includes it) or a group's (nested in
/// its file's enum, its case carrying the values its routes share). Validation builds the tree
/// once, the app's enum at its root; every later stage reads it, and the flat lists the trie and
/// the emitters walk (``RouteFile``) are derived from it.
package struct RouteNode: Sendable {
    /// What the enum is.
    package enum Kind: Sendable {
        /// A manifest file's enum (the app's or a feature's): its ``RouteFile/id``, the manifest
        /// path (as the user gave it for the app, relative to it for features), and the string
        /// enums declared under its `types:`.
        case file(id: Int, path: String, enums: [StringEnum])
        /// A group's enum (`routes:` under a route), nested in its file's.
        case group
    }

    /// A case of the enum: a route, or an enum of its own (a group or a feature).
    package enum Member: Sendable {
        case route(ResolvedRoute)
        case node(RouteNode)
    }

    package let kind: Kind
    /// The manifest's name for it: a group's key after its enclosing groups' (`course.enroll`),
    /// a file's enum name.
    package let name: String
    /// The case of the enclosing enum that holds it (`enroll`, `profile`); empty for the app's.
    package let caseName: String
    /// The enum, qualified: `ShopRoute.Course.Enroll`, `ProfileRoute`.
    package let swiftName: String
    /// Where a group's key or a file's `enum:` is written.
    package let location: SourceLocation
    package let description: String?
    /// The path its routes continue, the enclosing groups' included: a group's, or the path of the
    /// group that includes a feature.
    package let path: PathPattern
    /// The segments it adds to its enclosing enum's path, which it writes before its routes' own:
    /// a group's path as written, or the path of the group that includes a feature.
    package let ownSegments: [PathPattern.Segment]
    /// The values its case carries for all its routes, in path then query order (the enclosing
    /// groups' are theirs); a file's enum carries none.
    package let shared: [ResolvedParameter]
    /// `hosts:` written on a group: the hosts its routes are reached on, as ``AppSettings/hosts``
    /// lists them; `nil` when it names none (its routes may take an enclosing group's) (1.1).
    package let hosts: [String]?
    /// Routes and enums, in manifest order: a file's features where their `include:` is written,
    /// those of its `include:` list first.
    package let members: [Member]

    package init(
        kind: Kind, name: String, caseName: String, swiftName: String, location: SourceLocation,
        description: String? = nil, path: PathPattern, ownSegments: [PathPattern.Segment],
        shared: [ResolvedParameter] = [], hosts: [String]? = nil, members: [Member]
    ) {
        self.kind = kind
        self.name = name
        self.caseName = caseName
        self.swiftName = swiftName
        self.location = location
        self.description = description
        self.path = path
        self.ownSegments = ownSegments
        self.shared = shared
        self.hosts = hosts
        self.members = members
    }

    /// Whether it is a feature's enum, held by a case of the enum that includes it.
    package var isFeature: Bool { !isGroup && !caseName.isEmpty }

    /// The manifest path of a file's enum; empty for a group's.
    package var filePath: String {
        if case .file(_, let path, _) = kind { return path }
        return ""
    }

    /// Whether it is a group's enum, nested in its file's.
    package var isGroup: Bool {
        if case .group = kind { return true }
        return false
    }

    /// The features it holds whose paths do not continue its own: those a feature's top-level
    /// `include:` lists, which write their whole path.
    package var absoluteFeatures: [RouteNode] {
        members.compactMap { member in
            guard case .node(let node) = member, node.isFeature,
                !node.path.segments.starts(with: path.segments)
            else { return nil }
            return node
        }
    }

    /// The enum's own name: `Enroll`.
    package var typeName: String { String(swiftName.split(separator: ".").last ?? "") }

    /// This enum with the ``ResolvedRoute/address`` of each route in it set: `prefix` (the case
    /// names of the enums that hold it), its own case, then the route's.
    func addressed(_ prefix: [String] = []) -> RouteNode {
        let here = caseName.isEmpty ? prefix : prefix + [caseName]
        let addressed = members.map { member -> Member in
            switch member {
            case .route(var route):
                route.address = RouteAddress(here + [route.caseName])
                return .route(route)
            case .node(let node):
                return .node(node.addressed(here))
            }
        }
        return RouteNode(
            kind: kind, name: name, caseName: caseName, swiftName: swiftName, location: location,
            description: description, path: path, ownSegments: ownSegments, shared: shared, hosts: hosts,
            members: addressed)
    }

    /// This file's enum as file `id` of the tree, the case `caseName` of the enum that includes it
    /// (empty for the app's), holding `features` each where its `include:` is written: before
    /// the case at `slot` (0 for the file's own `include:` list, first).
    func placed(id: Int, as caseName: String, holding features: [(slot: Int, node: RouteNode)]) -> RouteNode {
        guard case .file(_, let path, let enums) = kind else { return self }
        var placed: [Member] = []
        for slot in 0...members.count {
            placed += features.filter { min($0.slot, members.count) == slot }.map { .node($0.node) }
            if slot < members.count { placed.append(members[slot]) }
        }
        return RouteNode(
            kind: .file(id: id, path: path, enums: enums), name: name, caseName: caseName,
            swiftName: swiftName, location: location, description: description, path: self.path,
            ownSegments: ownSegments, shared: shared, hosts: hosts, members: placed)
    }
}
