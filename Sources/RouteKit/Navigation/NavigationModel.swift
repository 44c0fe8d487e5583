#if canImport(Observation)
import Observation

/// ``NavigationState`` for SwiftUI: observable and main-actor bound, with a settable property for
/// each thing a view binds:
///
/// - ``selectedTab`` for `TabView(selection:)`;
/// - ``path`` (the selected tab's stack) for one `NavigationStack(path:)`, or ``path(for:)`` and
///   ``setPath(_:for:)`` for a stack per tab (`pathBinding(for:)` in SwiftUI);
/// - ``sheet`` and ``cover``, `Identifiable`, for `.sheet(item:)` and `.fullScreenCover(item:)`.
///
/// A view that pops or dismisses writes through these; a link applied with ``apply(_:)`` replaces
/// them as the route's navigation says. Attach it to a ``DeepLinkRouter``:
/// `await router.attach { model.apply($0) }`. Needs Observation (iOS 17, macOS 14); the rest of
/// RouteKit runs from iOS 16 and macOS 13.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class NavigationModel<R: Route> {
    public var state: NavigationState<R>

    public init(selectedTab: R.Tab? = nil) {
        state = NavigationState(selectedTab: selectedTab)
    }

    /// The selected tab; `nil` for apps without tabs.
    public var selectedTab: R.Tab? {
        get { state.selectedTab }
        set { state.selectedTab = newValue }
    }

    /// The selected tab's stack.
    public var path: [R] {
        get { state.path }
        set { state.path = newValue }
    }

    /// The sheet shown, if any; setting `nil` dismisses it.
    public var sheet: NavigationState<R>.Modal? {
        get { state.sheet }
        set { state.sheet = newValue }
    }

    /// The full-screen cover shown, if any; setting `nil` dismisses it.
    public var cover: NavigationState<R>.Modal? {
        get { state.cover }
        set { state.cover = newValue }
    }

    /// The stack of `tab`, whichever tab is selected.
    public func path(for tab: R.Tab?) -> [R] { state[path: tab] }

    /// Replaces the stack of `tab`, as its `NavigationStack` does on a pop.
    public func setPath(_ path: [R], for tab: R.Tab?) { state[path: tab] = path }

    public func apply(_ route: R) { state.apply(route) }
    public func push(_ route: R, tab: R.Tab? = nil) { state.push(route, tab: tab) }
    public func pop(tab: R.Tab? = nil) { state.pop(tab: tab) }
    public func popToRoot(tab: R.Tab? = nil) { state.popToRoot(tab: tab) }
    public func updateRoot(_ route: R) { state.updateRoot(route) }
    public func select(_ tab: R.Tab) { state.select(tab) }
    public func dismissModals() { state.dismissModals() }
}
#endif
