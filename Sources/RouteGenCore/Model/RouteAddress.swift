/// Where a route is in the tree: the case names from the app's enum down to the route's own —
/// `profile`, `settings`, `edit` for route `edit` of group `settings` of the feature held by case
/// `profile`. Unique across every file; every stage after validation names a route by it (the
/// trie's terminals, the plan's returns, `explain`, `diff`), and ``ValidatedManifest`` finds the
/// route, its file and its groups from it.
package struct RouteAddress: Hashable, Sendable, CustomStringConvertible {
    /// The case names, outermost first.
    package var cases: [String]

    package init(_ cases: [String]) { self.cases = cases }

    /// `profile.settings.edit`.
    package var description: String { cases.joined(separator: ".") }
}
