/// An app's navigation as a value: the selected tab, a stack per tab, a root per tab, and at
/// most one sheet and one full-screen cover. ``path`` is what `NavigationStack(path:)` binds to.
///
/// ``apply(_:)`` shows a route the way its ``RouteNavigation`` says: close any modal, select the
/// route's tab, then either replace that tab's stack with the back stack and the route (push),
/// replace it with the back stack and present the route above it (sheet, cover), make the route
/// the tab's root above the back stack (root), or show nothing and pop to the root (reset).
public struct NavigationState<R: Route>: Hashable, Sendable {
    /// A route shown modally; `Identifiable` by its route, for `.sheet(item:)` and
    /// `.fullScreenCover(item:)`.
    public struct Modal: Hashable, Sendable, Identifiable {
        public var route: R
        /// Whether the modal has a navigation stack of its own.
        public var hasStack: Bool
        /// Routes pushed inside the modal (empty when it has no stack).
        public var path: [R]

        /// The presented route: another route is another presentation.
        public var id: R { route }

        public init(route: R, hasStack: Bool = true, path: [R] = []) {
            self.route = route
            self.hasStack = hasStack
            self.path = path
        }
    }

    /// `nil` for apps without tabs.
    public var selectedTab: R.Tab?
    /// Each tab's stack; apps without tabs use the `nil` key.
    public var stacks: [R.Tab?: [R]]
    /// Each tab's root, when one was set with ``updateRoot(_:)``.
    public var roots: [R.Tab?: R]
    public var sheet: Modal?
    public var cover: Modal?

    public init(selectedTab: R.Tab? = nil) {
        self.selectedTab = selectedTab
        stacks = [:]
        roots = [:]
    }

    /// The selected tab's stack.
    public var path: [R] {
        get { stacks[selectedTab] ?? [] }
        set { stacks[selectedTab] = newValue.isEmpty ? nil : newValue }
    }

    /// The selected tab's root, if set.
    public var root: R? { roots[selectedTab] }

    /// The stack of `tab`.
    public func stack(for tab: R.Tab?) -> [R] { stacks[tab] ?? [] }

    /// The stack of `tab`, settable: what a tab's `NavigationStack(path:)` binds to, so that a
    /// back swipe in one tab shortens that tab's stack only.
    public subscript(path tab: R.Tab?) -> [R] {
        get { stacks[tab] ?? [] }
        set { stacks[tab] = newValue.isEmpty ? nil : newValue }
    }

    /// The route on top: the cover's, the sheet's, or the selected stack's last.
    public var topRoute: R? {
        if let cover { return cover.path.last ?? cover.route }
        if let sheet { return sheet.path.last ?? sheet.route }
        return path.last ?? root
    }

    /// Shows `route` as its manifest says (`tab:`, `stack:`, `presentation:`).
    public mutating func apply(_ route: R) {
        apply(route.navigation, to: route)
    }

    /// Shows `route` with `navigation`: closes any modal, selects the tab, sets its root when
    /// given, replaces its stack with the back stack, then shows the route (or the one it `shows`).
    public mutating func apply(_ navigation: RouteNavigation<R>, to route: R) {
        if navigation.presentation == .updateRoot {
            if let tab = navigation.tab { selectedTab = tab }
            roots[selectedTab] = navigation.shows ?? route
            return
        }
        dismissModals()
        if let tab = navigation.tab { selectedTab = tab }
        if let root = navigation.root { roots[selectedTab] = root }
        let shown = navigation.shows ?? route
        switch navigation.presentation {
        case .push:
            path = navigation.stack + [shown]
        case .sheet, .plainSheet:
            path = navigation.stack
            sheet = Modal(route: shown, hasStack: navigation.presentation.hasStack)
        case .cover, .plainCover:
            path = navigation.stack
            cover = Modal(route: shown, hasStack: navigation.presentation.hasStack)
        case .tabRoot:
            roots[selectedTab] = shown
            path = navigation.stack
        case .reset:
            path = navigation.stack
        case .updateRoot:
            break  // handled above: nothing but the root changes
        }
    }

    /// Pushes `route` onto the top stack: the modal's when it has one, else the selected tab's;
    /// with `tab`, onto that tab's stack whatever is selected or presented.
    public mutating func push(_ route: R, tab: R.Tab? = nil) {
        if let tab {
            stacks[tab, default: []].append(route)
        } else if var modal = cover, modal.hasStack {
            modal.path.append(route)
            cover = modal
        } else if var modal = sheet, cover == nil, modal.hasStack {
            modal.path.append(route)
            sheet = modal
        } else {
            path.append(route)
        }
    }

    /// Pops the top stack's last route, if any; with `tab`, that tab's stack's.
    public mutating func pop(tab: R.Tab? = nil) {
        if let tab {
            guard var stack = stacks[tab], !stack.isEmpty else { return }
            stack.removeLast()
            stacks[tab] = stack.isEmpty ? nil : stack
        } else if var modal = cover, !modal.path.isEmpty {
            modal.path.removeLast()
            cover = modal
        } else if var modal = sheet, cover == nil, !modal.path.isEmpty {
            modal.path.removeLast()
            sheet = modal
        } else if !path.isEmpty {
            path.removeLast()
        }
    }

    /// Empties the stack of `tab`, keeping its root; without `tab`, closes any modal and empties
    /// the selected tab's stack. Another tab's stack is emptied without touching what is shown.
    public mutating func popToRoot(tab: R.Tab? = nil) {
        if tab == nil || tab == selectedTab { dismissModals() }
        stacks[tab ?? selectedTab] = nil
    }

    /// Replaces the selected tab's root, keeping its stack.
    public mutating func updateRoot(_ route: R) {
        roots[selectedTab] = route
    }

    /// Selects `tab`, keeping every tab's stack.
    public mutating func select(_ tab: R.Tab) {
        selectedTab = tab
    }

    public mutating func dismissModals() {
        sheet = nil
        cover = nil
    }
}
