import RouteKit

/// The app's handler: one method per route of routes.yaml. Adding a route there makes this fail to
/// compile until the route is handled.
@MainActor
public final class Navigator: BookshelfRouteHandler {
    public private(set) var state = NavigationState<BookshelfRoute>(selectedTab: .library)
    public private(set) var log: [String] = []

    public init() {}

    public func open(_ route: BookshelfRoute) {
        route.dispatch(to: self)
        state.apply(route)
    }

    public func library() { log.append("library") }
    public func book(id: Int) { log.append("book \(id)") }
    public func author(slug: String) { log.append("author \(slug)") }
    public func search(q: String, page: Int) { log.append("search \(q) page \(page)") }
    public func account() { log.append("account") }
}
