/// The whole link, as the router judges it: where it came from, and every route it shows — its
/// route, the routes its plan shows, each link it carries at any depth — with the presentation
/// the runtime uses, the reach that let it through and what access it needs.
extension Explainer {
    /// One route a link shows.
    package struct ShownRoute: Sendable, Equatable {
        package var route: String
        /// How the link shows it: `the link's route`, `in go's stack`, `carried in go`.
        package var role: String
        /// How the runtime shows it (its plan's presentation; a carrying route's is the carried one's).
        package var presentation: String
        package var reach: RouteReach
        package var requiresAuth: Bool
        package var permissions: [String]
    }

    /// What the link shows: `route`, read from `file`, then the routes its plan shows, then those
    /// the links it carries show; a route without navigation of its own is shown as the link in
    /// its first carried item (`shownCarried`) is.
    static func shows(
        _ route: ResolvedRoute, in file: RouteFile, carried: [Explanation], shownCarried: Explanation?,
        role: String
    ) -> [ShownRoute] {
        // As the generated `navigation` says: the first carried item's route, when the link has one.
        let carriedFirst = shownCarried?.shows.first
        let presentation =
            route.hasDefaultNavigation && carriedFirst != nil
            ? "as the route it carries is shown (\(carriedFirst!.presentation))" : route.presentationSummary
        var shown = [entry(route, role: role, presentation: presentation)]
        let plan =
            route.stack.map { ($0, "in \(route.name)'s stack") }
            + [
                route.root.map { ($0, "the root under \(route.name)") },
                route.shows.map { ($0, "shown for \(route.name)") },
            ]
            .compactMap { $0 }
        for (reference, planRole) in plan {
            let target = file.routes[reference.route]
            shown.append(entry(target, role: planRole, presentation: target.presentationSummary))
        }
        for inner in carried {
            shown += inner.shows.enumerated().map { index, entry in
                var entry = entry
                if index == 0 { entry.role = "carried in \(route.name)" }
                return entry
            }
        }
        return shown
    }

    /// A route as a link shows it, with its reach and access.
    private static func entry(_ route: ResolvedRoute, role: String, presentation: String) -> ShownRoute {
        ShownRoute(
            route: route.name, role: role, presentation: presentation, reach: route.reach,
            requiresAuth: route.requiresAuth, permissions: route.permissions)
    }
}
