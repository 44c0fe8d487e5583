import Foundation
import RouteKit
import RouteKitTesting
import Testing

/// A router over EduGo's generated routes on a test clock, recording what it routes and logs.
@MainActor
final class Harness {
    let clock: TestClock
    let router: DeepLinkRouter<TestRoute>
    var routed: [TestRoute] = []
    var log: [String] = []

    init(
        policy: (any AccessPolicy<TestRoute>)? = nil, settleDelay: Duration = .milliseconds(300),
        clock: TestClock = TestClock()
    ) {
        self.clock = clock
        router = DeepLinkRouter(clock: clock, policy: policy, settleDelay: settleDelay)
        router.onEvent = { [weak self] event in self?.log.append(event.description) }
    }

    func attach() async {
        await router.attach { [weak self] route in self?.routed.append(route) }
    }

    @discardableResult
    func open(_ text: String) async -> DeepLinkOutcome<TestRoute> {
        await router.open(URL(string: text)!)
    }

    /// The router's event stream so far: as many events as the log has.
    func streamedEvents() async -> [DeepLinkEvent<TestRoute>] {
        var events: [DeepLinkEvent<TestRoute>] = []
        for await event in router.events {
            events.append(event)
            if events.count == log.count { break }
        }
        return events
    }

    /// Advances the clock and lets the replay, if any, finish.
    func advance(_ duration: Duration) async {
        await router.advance(clock, by: duration)
    }
}

@MainActor @Suite struct DeepLinkRouterTests {
    @Test func linksBeforeAHandlerAreQueuedAndDeliveredInOrder() async {
        let h = Harness()
        #expect(h.router.readiness == .notReady)
        #expect(await h.open("edugo://dashboard") == .queued)
        #expect(await h.open("edugo://search?q=swift") == .queued)
        #expect(h.router.queue == [.dashboard, .search(q: "swift")])
        #expect(h.routed.isEmpty)
        await h.attach()
        #expect(h.router.readiness == .handlerAttached)
        #expect(h.routed == [.dashboard, .search(q: "swift")])
        #expect(h.router.queue.isEmpty)
    }

    @Test func publicLinksRouteAsSoonAsAHandlerIsAttached() async {
        let h = Harness()
        await h.attach()
        #expect(await h.open("https://edugo.app/dashboard") == .routed(.dashboard))
        #expect(h.routed == [.dashboard])
        #expect(h.log.last == "routed dashboard (universalLink)")
    }

    @Test func aProtectedLinkWaitsForAuthThenForTheSettleDelay() async {
        let h = Harness()
        await h.attach()
        #expect(await h.open("edugo://materials/\(material)") == .deferred(.awaitingAuth))
        h.router.signOut()
        #expect(h.router.pendingLink?.route == .materialDetail(materialId: material))
        h.router.signIn(user: "ana")
        await h.advance(.milliseconds(299))
        #expect(h.routed.isEmpty, "not before the settle delay")
        await h.advance(.milliseconds(1))
        #expect(h.routed == [.materialDetail(materialId: material)])
        #expect(h.router.pendingLink == nil)
    }

    @Test func seed000Scenario2TellsItsWholeStoryInEvents() async {
        // A protected link while signed out → sign in → navigated after 300 ms.
        let h = Harness()
        await h.attach()
        h.router.signOut()
        #expect(await h.open("edugo://profile/\(learner)") == .deferred(.signInRequired))
        h.router.signIn(user: "ana")
        await h.advance(.milliseconds(300))
        #expect(h.routed == [.profile(userId: learner)])
        #expect(
            h.log == [
                "readiness: handlerAttached", "auth: signed out", "readiness: authResolved",
                "received edugo://profile/• (url)", "deferred profile: sign-in required",
                "auth: signed in as ana", "replaying profile in 300 ms", "replaying profile",
                "routed profile (url)",
            ])
    }

    @Test func theEventStreamTellsTheSameStory() async {
        let h = Harness()
        await h.attach()
        await h.open("edugo://dashboard")
        await h.open("edugo://nowhere")
        let streamed = await h.streamedEvents().map(\.description)
        #expect(streamed == h.log)
        #expect(streamed.last == "rejected url link: invalid link: no route matches the path")
    }

    @Test func aZeroSettleDelayReplaysAtOnce() async {
        let h = Harness(settleDelay: .zero)
        await h.attach()
        h.router.signOut()
        await h.open("edugo://settings/privacy")
        h.router.signIn(user: "ana")
        await h.advance(.zero)
        #expect(h.routed == [.settings(section: .privacy)])
    }

    @Test func theNewestDeferredLinkWins() async {
        let h = Harness()
        await h.attach()
        h.router.signOut()
        await h.open("edugo://materials/\(material)")
        await h.open("edugo://settings")
        #expect(h.log.contains("pending materialDetail replaced by settings"))
        h.router.signIn(user: "ana")
        await h.advance(.milliseconds(300))
        #expect(h.routed == [.settings()])
    }

    @Test func aDeferredLinkExpires() async {
        let h = Harness()
        await h.attach()
        h.router.signOut()
        await h.open("edugo://settings")
        await h.advance(.seconds(599))
        #expect(h.router.pendingLink != nil)
        await h.advance(.seconds(1))
        #expect(h.router.pendingLink == nil)
        h.router.signIn(user: "ana")
        await h.advance(.milliseconds(300))
        #expect(h.routed.isEmpty)
        #expect(h.log.contains("pending settings expired"))
    }

    @Test func signingOutDiscardsTheDeferredLinkEvenDuringTheSettleDelay() async {
        let h = Harness()
        await h.attach()
        h.router.signOut()
        await h.open("edugo://settings")
        h.router.signIn(user: "ana")
        await h.advance(.milliseconds(100))
        h.router.signOut()
        #expect(h.log.contains("pending settings discarded: signed out"))
        h.router.signIn(user: "ana")
        await h.advance(.seconds(1))
        #expect(h.routed.isEmpty)
    }

    @Test func aLinkDeferredForOneUserIsNotReplayedForAnother() async {
        // The policy asks for sign-in again (a stale session) while ana is signed in.
        let h = Harness(policy: ScriptedPolicy([.denied(.unauthenticated)]))
        await h.attach()
        h.router.signIn(user: "ana")
        #expect(await h.open("edugo://settings") == .deferred(.reauthenticationRequired))
        h.router.signIn(user: "bo")
        await h.advance(.seconds(1))
        #expect(h.routed.isEmpty)
        #expect(h.log.contains("pending settings discarded: deferred for another user"))
    }

    /// A policy that asks for sign-in while someone is signed in (an expired token) gets an
    /// outcome, not a loop: the link is kept until the next sign-in, replayed once then, and
    /// dropped when it expires.
    @Test func aPolicyThatAlwaysAsksForSignInEndsInAnOutcome() async {
        let h = Harness(policy: ScriptedPolicy(always: .denied(.unauthenticated)), settleDelay: .zero)
        await h.attach()
        h.router.signIn(user: "ana")
        #expect(await h.open("edugo://settings") == .deferred(.reauthenticationRequired))
        await h.advance(.seconds(5))
        #expect(h.log.filter { $0.hasPrefix("replaying") }.isEmpty, "nothing replays without a sign-in")
        #expect(h.router.pendingLink?.reason == .reauthenticationRequired)
        // The app refreshes the session: one replay, denied again, kept again.
        h.router.signIn(user: "ana")
        await h.advance(.seconds(5))
        #expect(h.log.filter { $0 == "replaying settings" }.count == 1)
        #expect(h.log.last == "deferred settings: sign-in required again")
        #expect(h.routed.isEmpty)
        await h.advance(.seconds(600))
        #expect(h.router.pendingLink == nil, "it expires like any deferred link")
    }

    /// A link that does not parse is rejected in its turn: after the links opened before it.
    @Test func aLinkThatDoesNotParseIsRejectedInArrivalOrder() async {
        let clock = TestClock()
        let h = Harness(policy: SlowPolicy(clock: clock, delay: .milliseconds(50)), clock: clock)
        await h.attach()
        var outcomes: [String] = []
        let first = Task { @MainActor in
            _ = await h.open("edugo://dashboard")
            outcomes.append("dashboard")
        }
        await clock.waitForSleepers(1)  // the policy is deciding on the first link
        let second = Task { @MainActor in
            _ = await h.open("edugo://nowhere")
            outcomes.append("nowhere")
        }
        let third = Task { @MainActor in
            _ = await h.router.open(notification: ["other": "x"])
            outcomes.append("payload")
        }
        for _ in 0..<5 { await Task.yield() }
        #expect(outcomes.isEmpty, "the rejections wait for the link before them")
        clock.advance(by: .milliseconds(50))
        await first.value
        await second.value
        await third.value
        #expect(outcomes == ["dashboard", "nowhere", "payload"])
        let steps = h.log.filter { $0.hasPrefix("routed") || $0.hasPrefix("rejected") }
        #expect(
            steps == [
                "routed dashboard (url)", "rejected url link: invalid link: no route matches the path",
                "rejected notification link: malformed payload: no 'deeplink' key",
            ])
    }

    /// Events name routes and keep a link's shape, not its values; the unredacted text has them.
    @Test func eventsLeaveOutALinksValuesUnlessAsked() async {
        let h = Harness()
        await h.attach()
        await h.open("https://edugo.app/join/SECRET1?utm_source=mail&token=t0k3n#frag")
        await h.open("edugo://assessments/\(material)?userId=not-a-uuid")
        await h.open("https://edugo.app/private/t0k3n")
        let events = await h.streamedEvents()
        let redacted = events.map(\.description)
        #expect(redacted.contains("received https://edugo.app/•/•?utm_source=•&token=• (universalLink)"))
        #expect(redacted.contains("rejected url link: invalid link: parameter 'userId' is not UUID"))
        #expect(redacted.contains("rejected universalLink link: invalid link: no route matches the path"))
        for secret in ["SECRET1", "t0k3n", "not-a-uuid", "frag", material.uuidString] {
            #expect(!redacted.contains { $0.contains(secret) }, "\(secret) is in a redacted event")
            #expect(events.map(\.unredactedDescription).contains { $0.contains(secret) } || secret == "frag")
        }
    }

    @Test func policyDenialsAreReportedWithTheirReasons() async {
        let denials: [AccessDenial] = [
            .locked, .missingPermissions(["member"]), .moreInformationRequired("identity"),
        ]
        let h = Harness(policy: ScriptedPolicy(denials.map(AccessDecision.denied)))
        await h.attach()
        h.router.signIn(user: "ana")
        for denial in denials {
            #expect(await h.open("edugo://profile/\(learner)") == .rejected(.denied(denial)))
        }
        #expect(h.routed.isEmpty)
        #expect(h.log.contains("denied profile: missing permissions [\"member\"]"))
    }

    @Test func theDefaultPolicyChecksPermissions() async {
        let policy = DefaultAccessPolicy<TestRoute> { auth in
            auth == .signedIn(user: "ana") ? ["member"] : []
        }
        let h = Harness(policy: policy)
        await h.attach()
        h.router.signIn(user: "bo")
        #expect(
            await h.open("edugo://profile/\(learner)") == .rejected(.denied(.missingPermissions(["member"]))))
        h.router.signIn(user: "ana")
        #expect(await h.open("edugo://profile/\(learner)") == .routed(.profile(userId: learner)))
    }

    @Test func invalidLinksAreRejectedWithTheParserError() async {
        let h = Harness()
        await h.attach()
        #expect(await h.open("edugo://nowhere") == .rejected(.invalidLink(.notFound(path: "/nowhere"))))
        #expect(
            await h.open("http://edugo.app/dashboard") == .rejected(.invalidLink(.unsupportedScheme("http"))))
        #expect(h.routed.isEmpty)
    }

    @Test func notificationPayloads() async {
        let h = Harness()
        await h.attach()
        #expect(
            await h.router.open(notification: ["deeplink": "edugo://dashboard", "aps": ["alert": "Hi"]])
                == .routed(.dashboard))
        #expect(
            await h.router.open(notification: ["aps": ["alert": "Hi"]])
                == .rejected(.malformedPayload("no 'deeplink' key")))
        #expect(
            await h.router.open(notification: ["deeplink": 42])
                == .rejected(.malformedPayload("'deeplink' is not a URL")))
        #expect(
            await h.router.open(notification: ["deeplink": "edugo://materials/42"])
                == .rejected(
                    .invalidLink(.invalidParameter(name: "materialId", value: "42", expected: "UUID"))))
        #expect(h.routed == [.dashboard])
        #expect(h.log.contains("routed dashboard (notification)"))
    }

    @Test func theNotificationKeyIsConfigurable() async {
        let router = DeepLinkRouter<TestRoute>(clock: TestClock(), notificationKey: "link")
        var routed: [TestRoute] = []
        await router.attach { routed.append($0) }
        #expect(
            await router.open(notification: ["link": URL(string: "edugo://dashboard")!])
                == .routed(.dashboard))
        #expect(routed == [.dashboard])
    }

    @Test func detachingQueuesAgain() async {
        let h = Harness()
        await h.attach()
        h.router.detach()
        #expect(await h.open("edugo://dashboard") == .queued)
        await h.attach()
        #expect(h.routed == [.dashboard])
    }

    @Test func manyLinksFromManyTasksEndConsistent() async {
        let h = Harness(policy: SuspendingPolicy())
        await h.attach()
        h.router.signIn(user: "ana")
        let links = (0..<200).map { index -> String in
            switch index % 4 {
            case 0: return "edugo://materials/\(UUID())"
            case 1: return "edugo://search?q=\(index)"
            case 2: return "edugo://nowhere/\(index)"
            default: return "edugo://settings/about"
            }
        }
        let outcomes = await withTaskGroup(of: DeepLinkOutcome<TestRoute>.self) { group in
            for link in links {
                group.addTask { await h.router.open(URL(string: link)!) }
            }
            var outcomes: [DeepLinkOutcome<TestRoute>] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        let routedOutcomes = outcomes.compactMap { outcome -> TestRoute? in
            if case .routed(let route) = outcome { return route }
            return nil
        }
        #expect(outcomes.count == 200)
        #expect(routedOutcomes.count == 150)
        #expect(
            outcomes.filter { $0 == .rejected(.invalidLink(.notFound(path: "/nowhere/0"))) || $0.isRejected }
                .count == 50)
        // Every routed outcome reached the handler exactly once, and nothing else did.
        #expect(Set(h.routed.map(\.url)) == Set(routedOutcomes.map(\.url)))
        #expect(h.routed.count == 150)
        #expect(h.log.filter { $0.hasPrefix("routed") }.count == 150)
    }
}

extension DeepLinkOutcome {
    var isRejected: Bool {
        if case .rejected = self { return true }
        return false
    }
}

/// Answers from a script, then allows.
final class ScriptedPolicy: AccessPolicy, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [AccessDecision]
    private let always: AccessDecision?

    init(_ answers: [AccessDecision]) {
        self.answers = answers
        always = nil
    }

    /// A policy that gives `answer` every time.
    init(always answer: AccessDecision) {
        answers = []
        always = answer
    }

    func decide(
        _ route: TestRoute, for auth: AuthState, from provenance: LinkProvenance
    ) async -> AccessDecision {
        lock.withLock { always ?? (answers.isEmpty ? .allowed : answers.removeFirst()) }
    }
}

/// Allows everything, but suspends first, as a policy reading a session store would.
struct SuspendingPolicy: AccessPolicy {
    func decide(
        _ route: TestRoute, for auth: AuthState, from provenance: LinkProvenance
    ) async -> AccessDecision {
        await Task.yield()
        return .allowed
    }
}

/// A policy that takes `delay` on the test clock to allow every route.
struct SlowPolicy: AccessPolicy {
    let clock: TestClock
    let delay: Duration

    func decide(
        _ route: TestRoute, for auth: AuthState, from provenance: LinkProvenance
    ) async -> AccessDecision {
        try? await clock.sleep(until: clock.now.advanced(by: delay), tolerance: nil)
        return .allowed
    }
}
