extension ManifestMessage {
    /// Routes that some link reaches both or neither of, found on the route trie; `example` is
    /// such a link.
    package enum Conflicts: Hashable, Sendable {
        /// What chooses a route beside its path, where a fragment's path chooses the other.
        package enum Chooser: String, Hashable, Sendable {
            case conditions = "its 'when:'"
            case schemes = "its schemes"
            case hosts = "its hosts"
        }

        case samePatternTwice(route: String, example: String)
        /// Two routes whose fragments' paths (`firstFragment`, `secondFragment`) take one fragment.
        case sameFragment(
            first: String, second: String, firstFragment: String, secondFragment: String, example: String)
        case fragmentPathAndItems(
            first: String, second: String, byPath: String, byItems: String, example: String)
        case fragmentPathAndOther(
            first: String, second: String, byPath: String, other: String, chooser: Chooser, example: String)
        case conditionsHoldAtOnce(first: String, second: String, example: String)
        /// A route limited to its hosts or schemes (`bySchemes`) and one chosen by its query.
        case originsAndQuery(
            first: String, second: String, byOrigin: String, byQuery: String, bySchemes: Bool, example: String
        )
        case sameURLsOnASharedHost(first: String, second: String, example: String)
        case sameURLs(first: String, second: String, example: String)
        /// A route reading `item` (its `role`: "query item", …) that chooses route `chooser` on
        /// any path.
        case itemChoosesAnyPathRoute(route: String, role: String, item: String, chooser: String)
        /// A prefix route (`path: "…/*"`) whose link, built without a rest (`path`), is route
        /// `taker`'s.
        case prefixTakenAtItsPath(route: String, taker: String, path: String)
        /// A route whose fragment value or item `value` is kept as written beside route `other`,
        /// chosen by a fragment's path without a leading `/`, which such a value could take.
        case encodedFragmentBesideUnrootedPath(route: String, value: String, other: String)
        /// A route reached only on the custom schemes (`schemes`) that route `taker` takes whole.
        case takenByAnyPathRoute(route: String, taker: String, schemes: [String])

        package var text: String {
            switch self {
            case .samePatternTwice(let route, let example):
                "two patterns of route '\(route)' match the same URLs (e.g. \(example)); remove one"
            case .prefixTakenAtItsPath(let route, let taker, let path):
                "route '\(route)' takes every path after '\(path)' ('*'), and its links, built as '\(path)', "
                    + "reach route '\(taker)'; give one of them another path"
            case .encodedFragmentBesideUnrootedPath(let route, let value, let other):
                "route '\(route)' writes '\(value)' in the fragment as given (\(spelled("'percentEncoded'", "'read: [raw]'"))), "
                    + "and route "
                    + "'\(other)' is chosen by a fragment's path without a leading '/', which such a value can "
                    + "hold; start that path with '/', or remove \(spelled("'percentEncoded'", "'raw'"))"
            case .sameFragment(let first, let second, let firstFragment, let secondFragment, let example):
                "\(Self.both(first, second)) both match some URLs (e.g. \(example)): fragments' paths "
                    + "'\(firstFragment)' and '\(secondFragment)' take the same fragment — change one of them (a "
                    + "literal segment tells them apart)"
            case .fragmentPathAndItems(let first, let second, let byPath, let byItems, let example):
                "\(Self.both(first, second)) both match some URLs (e.g. \(example)): '\(byPath)' is chosen by its "
                    + "fragment's path and '\(byItems)' by the fragment's items — choose the routes at one path by "
                    + "the fragment one way, or give one another path"
            case .fragmentPathAndOther(let first, let second, let byPath, let other, let chooser, let example):
                "\(Self.both(first, second)) both match some URLs (e.g. \(example)): '\(byPath)' is chosen by its "
                    + "fragment's path and '\(other)' by \(chooser.rawValue), so neither is narrower — give "
                    + "'\(other)' a fragment's path too, or another path"
            case .conditionsHoldAtOnce(let first, let second, let example):
                "\(Self.both(first, second)) are both chosen by some URLs (e.g. \(example)); their 'when:' "
                    + "conditions can hold at once — make one exclude the other (e.g. an item present in one, "
                    + "absent in the other)"
            case .originsAndQuery(
                let first, let second, let byOrigin, let byQuery, let bySchemes, let example):
                "\(Self.both(first, second)) both match some URLs (e.g. \(example)): '\(byOrigin)' is limited to "
                    + "its \(bySchemes ? "schemes" : "hosts") and '\(byQuery)' chosen by its query, so neither is "
                    + "narrower — limit '\(byQuery)' to \(bySchemes ? "schemes" : "hosts") too, or give "
                    + "'\(byOrigin)' a 'when:'"
            case .sameURLsOnASharedHost(let first, let second, let example):
                "\(Self.both(first, second)) match the same URLs on a host they share (e.g. \(example)); change "
                    + "one of the paths, or the hosts of one"
            case .sameURLs(let first, let second, let example):
                "\(Self.both(first, second)) match the same URLs (e.g. \(example)); no URL can tell them apart — "
                    + "change one of the paths"
            case .itemChoosesAnyPathRoute(let route, let role, let item, let chooser):
                "route '\(route)' reads \(role) '\(item)', which chooses route '\(chooser)' on any path, so its "
                    + "links with it open '\(chooser)'; rename the item, or choose '\(chooser)' by another"
            case .takenByAnyPathRoute(let route, let taker, let schemes):
                "route '\(route)' is reached only on links that route '\(taker)' takes (every link on "
                    + "\(schemes.map { "'\($0):'" }.joined(separator: ", ")), 'path: \"*\"'), so no link reaches "
                    + "it; name another scheme, or choose '\(taker)' by an item ('when:')"
            }
        }

        private static func both(_ first: String, _ second: String) -> String {
            "routes '\(first)' and '\(second)'"
        }
    }
}
