import Foundation

/// The one entry for every deep link — custom-scheme URLs, universal links, notification
/// payloads — that decides, for each, whether to route it now, queue it, defer it or refuse it.
///
/// Readiness goes `notReady` → `handlerAttached` → `authResolved`:
/// - before a handler is attached, links are queued and delivered in order when one is;
/// - public links route as soon as a handler is attached;
/// - a link to a route that `requiresAuth` while signed out (or before auth is known) is deferred:
///   kept (newest wins), dropped after ``deferralLifetime``, discarded on sign-out, and replayed
///   after sign-in once ``settleDelay`` has passed, so navigation is ready for it;
/// - the ``AccessPolicy`` is asked about every route a link shows (``Route/routesShown``: its
///   route, the routes its plan shows, the links it carries at every depth), with the link's
///   ``LinkProvenance``; a denial other than sign-in is a rejection.
///   When it asks for sign-in while someone is signed in (an expired session), the link is kept
///   until the next ``signIn(user:)``, never replayed on its own;
///
/// Links are processed one at a time in the order they were opened, so outcomes, events and the
/// handler's calls follow arrival order even when the policy suspends, and a link that does not
/// parse is rejected in its turn too.
///
/// Events carry the links they are about; their `description` leaves out the values a link
/// carries (one-time tokens in magic sign-in links, say) for logs, and `unredactedDescription`
/// has them.
@MainActor
public final class DeepLinkRouter<R: Route> {
    public private(set) var readiness: DeepLinkReadiness = .notReady
    public private(set) var auth: AuthState = .unknown
    /// Routes waiting for a handler, oldest first.
    public var queue: [R] { queued.map(\.route) }
    /// Wait after sign-in before replaying a deferred link.
    public let settleDelay: Duration
    /// How long a deferred link is kept.
    public let deferralLifetime: Duration
    /// The key of a notification payload that holds the link.
    public let notificationKey: String
    /// Called with every event, in order.
    public var onEvent: (@MainActor (DeepLinkEvent<R>) -> Void)?
    /// Every event, in order (the newest 1,000 are kept when nobody reads).
    public let events: AsyncStream<DeepLinkEvent<R>>

    private let eventContinuation: AsyncStream<DeepLinkEvent<R>>.Continuation
    private let policy: any AccessPolicy<R>
    private let elapsed: @Sendable () -> Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    private var handler: (@MainActor (DeepLink<R>) -> Void)?
    private var queued: [DeepLink<R>] = []
    private var pending: PendingLink<R>?
    private var replay: Task<Void, Never>?
    /// Which scheduled replay is the current one, so that a cancelled one clears nothing.
    private var replayGeneration = 0
    /// The last link being processed: each new one waits for it, so processing is serial.
    private var tail: Task<Void, Never>?

    /// A router on the system's continuous clock.
    public convenience init(
        policy: (any AccessPolicy<R>)? = nil, settleDelay: Duration = .milliseconds(300),
        deferralLifetime: Duration = .seconds(600), notificationKey: String = "deeplink"
    ) {
        self.init(
            clock: ContinuousClock(), policy: policy, settleDelay: settleDelay,
            deferralLifetime: deferralLifetime,
            notificationKey: notificationKey)
    }

    /// A router on `clock` — a test clock in tests, so no test sleeps.
    public init<C: Clock>(
        clock: C, policy: (any AccessPolicy<R>)? = nil, settleDelay: Duration = .milliseconds(300),
        deferralLifetime: Duration = .seconds(600), notificationKey: String = "deeplink"
    ) where C.Duration == Duration {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleep = { delay in try await clock.sleep(until: clock.now.advanced(by: delay), tolerance: nil) }
        self.policy = policy ?? DefaultAccessPolicy<R>()
        self.settleDelay = settleDelay
        self.deferralLifetime = deferralLifetime
        self.notificationKey = notificationKey
        (events, eventContinuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1000))
    }

    /// When the replay scheduled by a sign-in runs, in time since the router started on its clock;
    /// `nil` when none is scheduled or running. It stays set until the replayed link has been
    /// processed, so a test can wait for that.
    public private(set) var replayDeadline: Duration?

    /// The deferred link, if one is waiting and has not expired.
    public var pendingLink: PendingLink<R>? {
        guard let pending, elapsed() < pending.expiresAt else { return nil }
        return pending
    }

    // MARK: - Readiness

    /// Attaches the handler that shows routes, and delivers the queued links to it in order.
    public func attach(_ handler: @escaping @MainActor (R) -> Void) async {
        await attach { route, _ in handler(route) }
    }

    /// Attaches a handler that gets each route with its link — the URL, its source, the manifest's
    /// `context:` items and the fragment — and delivers the queued links to it in order. A link
    /// deferred for sign-in is replayed with the link it came with.
    public func attach(_ handler: @escaping @MainActor (R, DeepLink<R>) -> Void) async {
        self.handler = { link in handler(link.route, link) }
        if readiness == .notReady { setReadiness(auth == .unknown ? .handlerAttached : .authResolved) }
        let waiting = queued
        queued = []
        for link in waiting {
            _ = await serially { await self.process(link) }
        }
    }

    /// Detaches the handler: links are queued again until one is attached.
    public func detach() {
        handler = nil
        setReadiness(.notReady)
    }

    /// A user signed in: a link deferred for sign-in is replayed after ``settleDelay``.
    public func signIn(user: String) {
        setAuth(.signedIn(user: user))
        guard let pending = pendingLink else {
            discardExpired()
            return
        }
        if let owner = pending.user, owner != user {
            discardPending(because: "deferred for another user")
            return
        }
        scheduleReplay(of: pending.route)
    }

    /// Nobody is signed in. When someone was, this is a sign-out and any deferred link is
    /// discarded; when auth was unknown (the app just launched), a deferred link now waits for sign-in.
    public func signOut() {
        let wasSignedIn = auth.isSignedIn
        setAuth(.signedOut)
        if wasSignedIn {
            if pending != nil { discardPending(because: "signed out") }
        } else if pending?.reason == .awaitingAuth {
            pending?.reason = .signInRequired
        }
    }

    /// Completes when every link opened so far has been processed.
    public func idle() async {
        while let current = tail {
            await current.value
            if tail == current { return }
        }
    }

    private func setAuth(_ state: AuthState) {
        guard auth != state else { return }
        auth = state
        emit(.authChanged(state))
        if handler != nil { setReadiness(state == .unknown ? .handlerAttached : .authResolved) }
    }

    private func setReadiness(_ state: DeepLinkReadiness) {
        guard readiness != state else { return }
        readiness = state
        emit(.readinessChanged(state))
    }

    // MARK: - Opening links

    /// Opens a custom-scheme URL or a universal link.
    @discardableResult
    public func open(_ url: URL, source: LinkSource? = nil) async -> DeepLinkOutcome<R> {
        let source = source ?? (url.scheme?.lowercased() == "https" ? .universalLink : .url)
        emit(.received(url, source))
        let link: DeepLink<R>
        do {
            link = try DeepLink(url: url, source: source)
        } catch {
            return await serially { self.reject(.invalidLink(error), source) }
        }
        return await serially { await self.process(link) }
    }

    /// Opens the link in a push notification's payload, under ``notificationKey``. From a
    /// nonisolated notification delegate, read a ``NotificationLink`` there and open that.
    @discardableResult
    public func open(notification userInfo: [AnyHashable: Any]) async -> DeepLinkOutcome<R> {
        await open(NotificationLink(userInfo: userInfo, key: notificationKey))
    }

    /// Opens a link read from a notification's payload, or rejects the payload that had none.
    @discardableResult
    public func open(_ notification: NotificationLink) async -> DeepLinkOutcome<R> {
        switch notification.url {
        case .success(let url): return await open(url, source: .notification)
        case .failure(let error): return await serially { self.reject(error, .notification) }
        }
    }

    /// Opens a route built in code, through the same checks as a link.
    @discardableResult
    public func open(_ route: R) async -> DeepLinkOutcome<R> {
        await serially { await self.process(DeepLink(route: route)) }
    }

    fileprivate func reject(_ error: DeepLinkError, _ source: LinkSource) -> DeepLinkOutcome<R> {
        emit(.rejected(error, source))
        return .rejected(error)
    }

    /// Runs `work` after every link opened before it has been processed.
    private func serially(
        _ work: @escaping @MainActor () async -> DeepLinkOutcome<R>
    ) async -> DeepLinkOutcome<R> {
        let previous = tail
        let task = Task { @MainActor in
            await previous?.value
            return await work()
        }
        tail = Task { @MainActor in _ = await task.value }
        return await task.value
    }

    private func process(_ link: DeepLink<R>) async -> DeepLinkOutcome<R> {
        discardExpired()
        guard handler != nil else { return enqueue(link) }
        let shown = link.route.routesShown
        if !auth.isSignedIn, shown.contains(where: \.requiresAuth) {
            return deferLink(link, auth == .unknown ? .awaitingAuth : .signInRequired)
        }
        // The policy is asked about every screen the link shows, in order; the first it refuses
        // decides.
        let authAtDecision = auth
        for route in shown {
            let decision = await policy.decide(route, for: authAtDecision, from: link.provenance)
            if auth != authAtDecision {
                // Auth changed while the policy decided: decide again with the current state.
                return await process(link)
            }
            switch decision {
            case .allowed:
                continue
            case .denied(.unauthenticated):
                // Signed in, yet asked to sign in (an expired session): kept for the next sign-in.
                return deferLink(link, auth.isSignedIn ? .reauthenticationRequired : .signInRequired)
            case .denied(let denial):
                emit(.denied(route, denial))
                return .rejected(.denied(denial))
            }
        }
        guard let handler else { return enqueue(link) }
        handler(link)
        emit(.routed(link.route, link.source))
        return .routed(link.route)
    }

    private func enqueue(_ link: DeepLink<R>) -> DeepLinkOutcome<R> {
        queued.append(link)
        emit(.queued(link.route, position: queued.count))
        return .queued
    }

    // MARK: - Deferral

    private func deferLink(_ link: DeepLink<R>, _ reason: DeferralReason) -> DeepLinkOutcome<R> {
        if let old = pendingLink { emit(.pendingReplaced(old: old.route, new: link.route)) }
        var user: String?
        if case .signedIn(let current) = auth { user = current }
        pending = PendingLink(
            link: link, reason: reason, user: user, expiresAt: elapsed() + deferralLifetime)
        emit(.deferred(link.route, reason))
        // Nothing is replayed here: a replay waits for a sign-in, so a policy that keeps asking
        // for one cannot make a loop.
        return .deferred(reason)
    }

    private func scheduleReplay(of route: R) {
        replay?.cancel()
        replayGeneration += 1
        let generation = replayGeneration
        replayDeadline = elapsed() + settleDelay
        emit(.replayScheduled(route, after: settleDelay))
        let delay = settleDelay
        let sleep = self.sleep
        replay = Task { @MainActor [weak self] in
            defer { if let self, self.replayGeneration == generation { self.replayDeadline = nil } }
            do {
                if delay > .zero { try await sleep(delay) }
            } catch {
                return  // cancelled: signed out, or a newer replay took over
            }
            guard let self, !Task.isCancelled, self.auth.isSignedIn else { return }
            guard let pending = self.pendingLink, pending.route == route else {
                self.discardExpired()
                return
            }
            self.pending = nil
            self.emit(.replaying(route))
            _ = await self.serially { await self.process(pending.link) }
        }
    }

    private func discardPending(because reason: String) {
        replay?.cancel()
        replay = nil
        replayDeadline = nil
        if let route = pending?.route { emit(.pendingDiscarded(route, because: reason)) }
        pending = nil
    }

    private func discardExpired() {
        if let pending, elapsed() >= pending.expiresAt {
            self.pending = nil
            emit(.pendingExpired(pending.route))
        }
    }

    private func emit(_ event: DeepLinkEvent<R>) {
        onEvent?(event)
        eventContinuation.yield(event)
    }
}

#if canImport(Darwin)
extension DeepLinkRouter {
    /// Opens the universal link of a web-browsing `NSUserActivity` (from `onContinueUserActivity`
    /// or `scene(_:continue:)`).
    @discardableResult
    public func open(userActivity: NSUserActivity) async -> DeepLinkOutcome<R> {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL
        else {
            return reject(
                .malformedPayload("the activity is not a web-browsing activity with a URL"), .universalLink)
        }
        return await open(url, source: .universalLink)
    }
}
#endif
