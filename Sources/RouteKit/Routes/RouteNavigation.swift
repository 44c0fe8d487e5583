/// How a route is shown on top of what is already on screen.
public enum RoutePresentation: String, Hashable, Sendable, CaseIterable {
    /// Pushed onto the current navigation stack.
    case push
    /// Presented as a sheet.
    case sheet
    /// Presented as a full-screen cover.
    case cover
    /// Made the root of its tab, whose stack is emptied: a link that names a tab or a home screen.
    case root
    /// Nothing is shown: modals close and the tab pops to its root (a "reset" link).
    case reset
    /// Replaces the tab's root and nothing else: the stack and any modal stay.
    case updateRoot
}

/// Where a route goes: which tab, which routes beneath it, and how it is presented.
public struct RouteNavigation<R: Route>: Hashable, Sendable {
    /// The tab to select first, if the route belongs to one.
    public var tab: R.Tab?
    /// The root to set for that tab before anything is pushed (the manifest's `root:`).
    public var root: R?
    /// Routes pushed beneath this one, outermost first (the manifest's `stack:`).
    public var stack: [R]
    /// The route shown, when it is another route than the one opened (the manifest's `shows:`).
    public var destination: R?
    public var presentation: RoutePresentation
    /// For a sheet or cover: whether it has a navigation stack of its own (so it can push).
    public var modalHasStack: Bool

    public init(
        tab: R.Tab? = nil, root: R? = nil, stack: [R] = [], destination: R? = nil,
        presentation: RoutePresentation = .push, modalHasStack: Bool = true
    ) {
        self.tab = tab
        self.root = root
        self.stack = stack
        self.destination = destination
        self.presentation = presentation
        self.modalHasStack = modalHasStack
    }

    /// The plan of a route that carries a link (a query item of the app's route type) and has
    /// no navigation of its own: `route`, the carried route, shown as its own plan says
    /// (`/go?to=/items/42` shows the item where `/items/42` would).
    public init(showing route: R) {
        self = route.navigation
        if destination == nil { destination = route }
    }

    /// The same plan with every route transformed, e.g. a feature's routes wrapped in the app's
    /// enum: `profile.navigation.map(AppRoute.profile)`.
    public func map<T: Route>(_ transform: (R) -> T) -> RouteNavigation<T> where T.Tab == R.Tab {
        RouteNavigation<T>(
            tab: tab, root: root.map(transform), stack: stack.map(transform),
            destination: destination.map(transform),
            presentation: presentation, modalHasStack: modalHasStack)
    }
}
