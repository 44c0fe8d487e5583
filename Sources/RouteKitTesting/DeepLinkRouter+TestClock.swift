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
