#if canImport(Observation)
import Observation

/// ``NavigationState`` for SwiftUI: observable, main-actor bound. Read `state.path` (the selected
/// tab's stack) for `NavigationStack(path:)`, `state.sheet` and `state.cover` for the modal
/// modifiers, and attach it to a ``DeepLinkRouter``: `await router.attach { model.apply($0) }`.
/// Needs Observation (iOS 17, macOS 14); the rest of RouteKit runs from iOS 16 and macOS 13.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class NavigationModel<R: Route> {
    public var state: NavigationState<R>

    public init(selectedTab: R.Tab? = nil) {
        state = NavigationState(selectedTab: selectedTab)
    }

    public func apply(_ route: R) { state.apply(route) }
    public func push(_ route: R, tab: R.Tab? = nil) { state.push(route, tab: tab) }
    public func pop(tab: R.Tab? = nil) { state.pop(tab: tab) }
    public func popToRoot(tab: R.Tab? = nil) { state.popToRoot(tab: tab) }
    public func updateRoot(_ route: R) { state.updateRoot(route) }
    public func select(_ tab: R.Tab) { state.select(tab) }
    public func dismissModals() { state.dismissModals() }
}
#endif
