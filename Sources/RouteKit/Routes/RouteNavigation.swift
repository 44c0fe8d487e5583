/// How a route is shown on top of what is already on screen: the manifest's `presentation:` words.
public enum RoutePresentation: String, Hashable, Sendable, CaseIterable {
    /// Pushed onto the current navigation stack.
    case push
    /// Presented as a sheet with a navigation stack of its own, so it can push.
    case sheet
    /// Presented as a full-screen cover with a navigation stack of its own.
    case cover
    /// Presented as a sheet without a navigation stack.
    case plainSheet
    /// Presented as a full-screen cover without a navigation stack.
    case plainCover
    /// Made the root of its tab, whose stack is emptied: a link that names a tab or a home screen.
    case tabRoot
    /// Nothing is shown: modals close and the tab pops to its root (a "reset" link).
    case reset
    /// Replaces the tab's root and nothing else: the stack and any modal stay.
    case updateRoot

    /// The root of its tab: manifest 1.1's word.
    @available(*, deprecated, renamed: "tabRoot")
    public static var root: RoutePresentation { .tabRoot }

    /// The presentation named `rawValue`; RouteKit 1.1's `root` is ``tabRoot``, so that a value
    /// stored before reads as it did.
    public init?(rawValue: String) {
        guard
            let found = Self.allCases.first(where: { $0.rawValue == rawValue })
                ?? (rawValue == "root" ? .tabRoot : nil)
        else { return nil }
        self = found
    }

    /// Whether it is a sheet or a cover that has a navigation stack of its own (`sheet`,
    /// `cover`); `false` for every other presentation.
    public var hasStack: Bool { self == .sheet || self == .cover }

    /// This presentation, or where `without` is true its form without a stack: a sheet's is
    /// ``plainSheet``, a cover's ``plainCover``; any other is itself.
    public func withoutStack(_ without: Bool = true) -> RoutePresentation {
        switch (self, without) {
        case (.sheet, true): .plainSheet
        case (.cover, true): .plainCover
        default: self
        }
    }
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
    public var shows: R?
    public var presentation: RoutePresentation

    public init(
        tab: R.Tab? = nil, root: R? = nil, stack: [R] = [], shows: R? = nil,
        presentation: RoutePresentation = .push
    ) {
        self.tab = tab
        self.root = root
        self.stack = stack
        self.shows = shows
        self.presentation = presentation
    }

    /// The route shown instead of the one opened: ``shows``.
    @available(*, deprecated, renamed: "shows")
    public var destination: R? {
        get { shows }
        set { shows = newValue }
    }

    /// RouteKit 1.1's flag: `false` for ``RoutePresentation/plainSheet`` and
    /// ``RoutePresentation/plainCover``, `true` for every other presentation (where
    /// ``RoutePresentation/hasStack`` is true for a sheet or cover with a stack only).
    @available(
        *, deprecated, message: "a sheet or cover without a stack is presented .plainSheet or .plainCover"
    )
    public var modalHasStack: Bool { presentation != .plainSheet && presentation != .plainCover }

    /// RouteKit 1.1's initializer: a sheet or cover without a stack is `.plainSheet` or `.plainCover`.
    @available(*, deprecated, renamed: "init(tab:root:stack:shows:presentation:)")
    public init(
        tab: R.Tab? = nil, root: R? = nil, stack: [R] = [], destination: R?,
        presentation: RoutePresentation = .push, modalHasStack: Bool = true
    ) {
        self.init(
            tab: tab, root: root, stack: stack, shows: destination,
            presentation: presentation.withoutStack(!modalHasStack))
    }

    /// RouteKit 1.1's initializer of a sheet or cover without a stack: `.plainSheet`, `.plainCover`.
    @available(
        *, deprecated, message: "present .plainSheet or .plainCover for a sheet or cover without a stack"
    )
    public init(
        tab: R.Tab? = nil, root: R? = nil, stack: [R] = [], presentation: RoutePresentation = .push,
        modalHasStack: Bool
    ) {
        self.init(
            tab: tab, root: root, stack: stack, shows: nil,
            presentation: presentation.withoutStack(!modalHasStack))
    }

    /// The plan of a route that carries a link (a query item of the app's route type) and has
    /// no navigation of its own: `route`, the carried route, shown as its own plan says
    /// (`/go?to=/items/42` shows the item where `/items/42` would).
    public init(showing route: R) {
        self = route.navigation
        if shows == nil { shows = route }
    }

    /// The same plan with every route transformed, e.g. a feature's routes wrapped in the app's
    /// enum: `profile.navigation.map(AppRoute.profile)`.
    public func map<T: Route>(_ transform: (R) -> T) -> RouteNavigation<T> where T.Tab == R.Tab {
        RouteNavigation<T>(
            tab: tab, root: root.map(transform), stack: stack.map(transform), shows: shows.map(transform),
            presentation: presentation)
    }
}
