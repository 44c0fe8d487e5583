/// One manifest file's part of the tree: its enum's node, and what the trie and the emitters walk,
/// derived from it: the file's routes and groups in manifest order, and the file that holds it.
package struct RouteFile: Sendable {
    /// The file's enum.
    package let node: RouteNode
    /// The file's index in ``ValidatedManifest/files``; 0 is the app's.
    package let id: Int
    /// The manifest path: as the user gave it for the app, relative to it for features.
    package let path: String
    /// The string enums declared under `types:`, in manifest order.
    package let enums: [StringEnum]
    /// The routes in manifest order, its groups' included (not its features').
    package let routes: [ResolvedRoute]
    /// The groups, outer before inner, in manifest order.
    package let groups: [RouteNode]
    /// The enum that holds this one, and the case that does; `nil` for the app's.
    package let parent: Parent?
    /// The groups that hold each route, outermost first, by its address.
    private let groupsOfRoute: [RouteAddress: [RouteNode]]
    /// Each group and those that hold it, outermost first, by Swift name.
    private let groupsOfGroup: [String: [RouteNode]]

    /// Where a feature's enum sits in its parent's.
    package struct Parent: Sendable, Equatable {
        /// The parent file's ``RouteFile/id``.
        package var file: Int
        /// The parent's case that holds this enum: `profile` for `ProfileRoute`.
        package var caseName: String
    }

    /// Every file of the tree rooted at `root`, in depth-first order: each at its ``id``.
    static func files(of root: RouteNode) -> [RouteFile] {
        var files: [RouteFile] = []
        func visit(_ node: RouteNode, parent: Parent?) {
            let file = RouteFile(node, parent: parent)
            files.append(file)
            for case .node(let member) in node.members where !member.isGroup {
                visit(member, parent: Parent(file: file.id, caseName: member.caseName))
            }
        }
        visit(root, parent: nil)
        return files
    }

    private init(_ node: RouteNode, parent: Parent?) {
        guard case .file(let id, let path, let enums) = node.kind else {
            preconditionFailure("a group's enum is not a file")
        }
        self.node = node
        self.id = id
        self.path = path
        self.enums = enums
        self.parent = parent
        var routes: [ResolvedRoute] = []
        var groups: [RouteNode] = []
        var groupsOfRoute: [RouteAddress: [RouteNode]] = [:]
        var groupsOfGroup: [String: [RouteNode]] = [:]
        func walk(_ members: [RouteNode.Member], chain: [RouteNode]) {
            for member in members {
                switch member {
                case .route(let route):
                    routes.append(route)
                    groupsOfRoute[route.address] = chain
                case .node(let inner):
                    guard inner.isGroup else { continue }  // a feature's routes are its file's
                    groups.append(inner)
                    groupsOfGroup[inner.swiftName] = chain + [inner]
                    walk(inner.members, chain: chain + [inner])
                }
            }
        }
        walk(node.members, chain: [])
        self.routes = routes
        self.groups = groups
        self.groupsOfRoute = groupsOfRoute
        self.groupsOfGroup = groupsOfGroup
    }

    /// The generated enum: `ShopRoute`.
    package var enumName: String { node.swiftName }
    /// Where `enum:` is written (or the file's start).
    package var enumLocation: SourceLocation { node.location }
    package var isFeature: Bool { parent != nil }

    /// The groups that hold `route`, outermost first.
    package func groups(of route: ResolvedRoute) -> [RouteNode] {
        groupsOfRoute[route.address] ?? []
    }

    /// The enum that holds `group`'s: its enclosing group's, or the file's.
    package func enclosingName(of group: RouteNode) -> String {
        (groupsOfGroup[group.swiftName] ?? []).dropLast().last?.swiftName ?? enumName
    }

    /// The values the cases of `group` are read with: its enclosing groups' shared values, then its own.
    package func values(through group: RouteNode) -> [ResolvedParameter] {
        (groupsOfGroup[group.swiftName] ?? []).flatMap(\.shared)
    }
}

extension [RouteFile] {
    /// Every route of these files by its address, with the ``RouteFile/id`` of the file that
    /// declares it.
    func routesByAddress() -> [RouteAddress: (file: Int, route: ResolvedRoute)] {
        Dictionary(
            flatMap { file in file.routes.map { ($0.address, (file.id, $0)) } },
            uniquingKeysWith: { first, _ in first })
    }
}
