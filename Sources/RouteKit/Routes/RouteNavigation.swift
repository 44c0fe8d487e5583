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
}

/// Where a route goes: which tab, which routes beneath it, and how it is presented.
public struct RouteNavigation<R: Route>: Hashable, Sendable {
    /// The tab to select first, if the route belongs to one.
    public var tab: R.Tab?
    /// Routes pushed beneath this one, outermost first (the manifest's `stack:`).
    public var stack: [R]
    public var presentation: RoutePresentation
    /// For a sheet or cover: whether it has a navigation stack of its own (so it can push).
    public var modalHasStack: Bool

    public init(
        tab: R.Tab? = nil, stack: [R] = [], presentation: RoutePresentation = .push,
        modalHasStack: Bool = true
    ) {
        self.tab = tab
        self.stack = stack
        self.presentation = presentation
        self.modalHasStack = modalHasStack
    }
}
