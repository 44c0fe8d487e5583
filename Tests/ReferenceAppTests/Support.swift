import Foundation
import RouteKit
import RouteKitTesting

/// A router over generated routes on a test clock, recording what it routes and logs.
@MainActor
final class AppHarness<R: RouteKit.Route> {
    let clock: TestClock
    let router: DeepLinkRouter<R>
    var navigation: NavigationState<R>
    var log: [String] = []

    init(
        tab: R.Tab? = nil, policy: (any AccessPolicy<R>)? = nil, settleDelay: Duration = .milliseconds(300),
        clock: TestClock = TestClock()
    ) {
        self.clock = clock
        router = DeepLinkRouter(clock: clock, policy: policy, settleDelay: settleDelay)
        navigation = NavigationState(selectedTab: tab)
        router.onEvent = { [weak self] event in self?.log.append(event.description) }
    }

    /// Attaches a handler that applies each route to the navigation state.
    func attach() async {
        await router.attach { [weak self] route in self?.navigation.apply(route) }
    }

    @discardableResult
    func open(_ text: String) async -> DeepLinkOutcome<R> {
        guard let url = URL(string: text) else { return .rejected(.malformedPayload("not a URL: \(text)")) }
        return await router.open(url)
    }

    /// Moves the clock on and lets a due replay finish.
    func advance(_ duration: Duration) async {
        await router.advance(clock, by: duration)
    }
}

/// Parses `text` as `R`, or returns the error.
func parse<R: RouteKit.Route>(_ text: String, as type: R.Type) -> Result<R, RouteError> {
    guard let url = URL(string: text) else { return .failure(.malformedURL(reason: "not a URL")) }
    do {
        return .success(try R(url: url))
    } catch {
        return .failure(error)
    }
}
