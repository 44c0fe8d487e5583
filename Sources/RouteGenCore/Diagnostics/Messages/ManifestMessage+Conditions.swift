extension ManifestMessage {
    /// What chooses a route besides its path: `when:` conditions, `path: "*"` and a fragment's
    /// path.
    package enum Conditions: Hashable, Sendable {
        case withoutItemName
        case contextItem(item: String, route: String)
        /// `spelled` is the item as messages name it (`#name` for a fragment item).
        case lowercasedWithCapitals(spelled: String, value: String)
        case equalsEmpty(item: String)
        /// `present` on an item the route does not declare under `key` (`query` or
        /// `fragmentItems`).
        case presentItemNotRead(spelled: String, inFragment: Bool, item: String, route: String, key: String)
        /// `present` on an item whose `role` ("query item", …) may be absent from its links.
        case presentItemOptional(role: String, item: String, route: String, type: String)
        case equalsOnOwnValue(spelled: String, route: String, value: String, key: String)
        case absentOnOwnValue(spelled: String, route: String, key: String)
        /// A condition on a group's shared item other than `equals`; `example` is a value of it.
        case sharedItemNotEquals(item: String, group: String, example: String)
        case sharedItemNotOne(item: String, group: String, repeated: Bool)
        case sharedItemSpellings(item: String, group: String, type: String)
        case sharedItemWrongType(value: String, type: String, item: String, group: String)
        /// A value the shared item's constraint refuses, with what it allows (`violation`).
        case sharedItemConstraint(value: String, item: String, group: String, violation: String)
        case sharedItemLowercased(item: String, group: String, value: String)
        /// A condition on a group's item whose last instance counts: the condition reads the first.
        case sharedItemLast(item: String, group: String)
        /// `when: { x: present }` on a route's own item whose last instance counts.
        case presentItemLast(item: String, route: String)
        case anyPathInGroup(route: String)
        case anyPathUnchosen(route: String)
        case anyPathWithAliases(route: String)
        case fragmentPathOnAnyPath(route: String)
        case fragmentPathWithItems(route: String)
        case fragmentPathWithConditions(route: String)
        /// A segment (`segment`, as written) a fragment's path cannot hold.
        case fragmentPathSegment(segment: String)
        /// A fragment item whose name (`name`) holds `/`, which a fragment's path would read.
        case fragmentItemNamedLikeAPath(name: String)
        /// A fragment's path written with the `#` that starts the fragment (`pattern`, as written).
        case fragmentPathWithHash(pattern: String)
        /// A fragment's path without a leading `/` (`pattern`, as written) of one segment.
        case unrootedFragmentPathOfOneSegment(pattern: String)

        package var text: String {
            switch self {
            case .withoutItemName:
                "a condition needs an item name"
            case .contextItem(let item, let route):
                "'\(item)' is a context item, read beside every route and never part of one, so it cannot "
                    + "choose route '\(route)'; remove it from 'when:' or from 'context:'"
            case .lowercasedWithCapitals(let spelled, let value):
                "condition '\(spelled)' compares the item lowercased, so '\(value)' would never match; write "
                    + "'\(value.lowercased())'"
            case .equalsEmpty(let item):
                "condition '\(item)' needs a value to equal; write 'present' for an item with any value"
            case .presentItemNotRead(let spelled, let inFragment, let item, let route, let key):
                "'when: { \(inFragment ? "\"\(spelled)\"" : item): present }' chooses route '\(route)' by an item "
                    + "it does not read; "
                    + ManifestMessage.spelled(
                        "declare it under '\(key):' (e.g. '\(item): String')",
                        "name it in the path ('\(inFragment ? "#" : "?")\(item)={\(item)}')")
                    + ", so that its links carry it"
            case .presentItemOptional(let role, let item, let route, let type):
                "\(role) '\(item)' of route '\(route)' is present in every link that chooses it; declare "
                    + "it required ('\(item): \(type)'), not optional, repeated or with a default"
            case .equalsOnOwnValue(let spelled, let route, let value, let key):
                "'\(spelled)' of route '\(route)' is '\(value)' in every link that chooses it, so it is no value "
                    + "of the route; remove it from "
                    + ManifestMessage.spelled("'\(key):'", "the path's items")
            case .absentOnOwnValue(let spelled, let route, let key):
                "'\(spelled)' is absent from every link of route '\(route)', which also reads it; remove it from "
                    + ManifestMessage.spelled("'\(key):'", "the path's items") + " or from 'when:'"
            case .sharedItemNotEquals(let item, let group, let example):
                "'\(item)' is a query item of group '\(group)', which its routes share, so it chooses a route "
                    + "by its value only; write e.g. 'when: { \(item): \(example) }', or declare the "
                    + "item on the route instead of the group"
            case .sharedItemNotOne(let item, let group, let repeated):
                "'\(item)' of group '\(group)' is \(repeated ? "repeated" : "not one item"), "
                    + "so no one value of it chooses a route; choose the route by another item"
            case .sharedItemSpellings(let item, let group, let type):
                "'\(item)' of group '\(group)' is \(type), whose values have more than one "
                    + "spelling (the link's is read, the value's is built), so its value chooses no route; choose "
                    + "by a String or string-enum item"
            case .sharedItemWrongType(let value, let type, let item, let group):
                "'\(value)' is no \(type), so no link of '\(item)' (a query item of group "
                    + "'\(group)') chooses the route with it; write a value of its type"
            case .sharedItemConstraint(let value, let item, let group, let violation):
                "'\(value)' breaks the constraint of '\(item)' (a query item of group '\(group)'), so no link "
                    + "chooses the route with it; write a value it allows (\(violation))"
            case .presentItemLast(let item, let route):
                "'when: { \(item): present }' reads the item's first instance, and route '\(route)' reads its "
                    + "last ('read: [last]'), so a link could be chosen by one and hold the other; remove 'last'"
            case .sharedItemLast(let item, let group):
                "'when: { \(item): … }' reads the item's first instance, and group '\(group)' reads its last "
                    + "('read: [last]'), so a link could choose this route by one and hold the other; remove 'last'"
            case .sharedItemLowercased(let item, let group, let value):
                "'\(item)' of group '\(group)' is read lowercased, so it is compared lowercased too: write "
                    + "'when: { \(item): { equals: \(value.lowercased()), \(spelled("lowercased: true", "read: [lowercased]")) } }'"
            case .anyPathInGroup(let route):
                "route '\(route)' is matched on any path ('path: \"*\"'), which no group's path can continue; "
                    + "move it to the top of 'routes:'"
            case .anyPathUnchosen(let route):
                "route '\(route)' is matched on any path ('path: \"*\"'), so an item must choose it, or it takes "
                    + "every link; add e.g. 'when: { search: present }', or \(spelled("'schemes:'", "'reach:'")) for every link on some schemes"
            case .anyPathWithAliases(let route):
                "route '\(route)' is matched on any path, so it has no aliases; remove 'aliases'"
            case .fragmentPathOnAnyPath(let route):
                "route '\(route)' is matched on any path, by its items; a fragment's path chooses "
                    + "among the routes at one path — give it a path, or remove "
                    + spelled("'fragment'", "the fragment's path")
            case .fragmentPathWithItems(let route):
                "route '\(route)' reads the fragment both as a path without a leading '/' "
                    + spelled("('fragment:') and as items ('fragmentItems:')", "and as the items after it")
                    + "; start the path with '/', which its items follow after '?', or keep one"
            case .fragmentPathWithConditions(let route):
                "route '\(route)' reads the fragment as a path without a leading '/', so it has no items "
                    + "for 'when:' to test; start the path with '/', which its items follow after '?', or test "
                    + "a query item"
            case .fragmentPathSegment(let segment):
                "a fragment's path holds literal segments and values ('/{room}', '/@{user}'), so that it "
                    + "chooses one route; '\(segment)' cannot be in it — declare a route for each length instead"
            case .fragmentItemNamedLikeAPath(let name):
                "a fragment's '/' separates a path's segments, and a path's items follow its '?', so no "
                    + "fragment item's name holds '/'; rename '\(name)'"
            case .fragmentPathWithHash(let pattern):
                "a fragment's path is what follows the link's '#', so it does not start with one; write '\(pattern.dropFirst())'"
            case .unrootedFragmentPathOfOneSegment(let pattern):
                "a fragment's path without a leading '/' has two segments or more ('p/{phone}'), so that "
                    + "it is told from a fragment that holds one value; write '/\(pattern)' for a path of one"
            }
        }
    }
}
