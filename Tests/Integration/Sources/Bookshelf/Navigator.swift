import RouteKit

/// The app's handler: one method per route of routes.yaml. Adding a route there makes this fail to
/// compile until the route is handled.
@MainActor
public final class Navigator: BookshelfRouteHandler {
    public private(set) var state = NavigationState<BookshelfRoute>(selectedTab: .library)
    public private(set) var log: [String] = []

    /// The reader feature's handler, owned by its team.
    public let readerHandler = ReaderNavigator()

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

/// Handles ReaderRoute, the feature routes.yaml includes.
@MainActor
public final class ReaderNavigator: ReaderRouteHandler {
    public private(set) var log: [String] = []

    public func chapter(id: Int, number: Int) { log.append("chapter \(number) of \(id)") }
    public func contents(id: Int) { log.append("contents of \(id)") }
}
