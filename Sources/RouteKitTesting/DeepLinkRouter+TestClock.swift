import Foundation
import RouteKit

extension DeepLinkRouter {
    /// Moves `clock` (the router's own) on by `duration`, and returns once every link opened so far,
    /// and a replay whose time has come, has been processed. A replay scheduled for later is first
    /// seen sleeping on the clock, so that the time moved reaches it: no guessed number of yields.
    public func advance(_ clock: TestClock, by duration: Duration) async {
        await idle()
        let now = clock.now.offset
        if let deadline = replayDeadline, deadline > now { await clock.waitForSleepers(1) }
        clock.advance(by: duration)
        if let deadline = replayDeadline, deadline <= now + duration {
            while replayDeadline != nil { await Task.yield() }
        }
        await idle()
    }
}

extension DeepLinkRouter {
    /// Opens `url`, which must be deferred for sign-in; signs `user` in, lets the settle delay pass
    /// on `clock`, and returns the route the replay hands to the handler (which must be attached).
    /// Throws saying which step did not happen.
    public func expectReplay(
        of url: URL, signingIn user: String, on clock: TestClock
    ) async throws(RouteCheckFailure) -> R {
        let outcome = await open(url)
        guard case .deferred(let reason) = outcome else {
            throw RouteCheckFailure("\(url) was not deferred for sign-in: \(outcome)")
        }
        let previous = onEvent
        var replayed: [R] = []
        onEvent = { event in
            if case .routed(let route, _) = event { replayed.append(route) }
            previous?(event)
        }
        defer { onEvent = previous }
        signIn(user: user)
        await advance(clock, by: settleDelay)
        guard let route = replayed.first else {
            throw RouteCheckFailure(
                "\(url), deferred (\(reason)), was not replayed after \(user) signed in and \(settleDelay) passed"
            )
        }
        return route
    }
}
