import RouteKit

/// An access policy that records every question a router asks it and answers with `decide`
/// (by default as ``DefaultAccessPolicy`` does): for tests that check what was asked, and when.
public actor RecordingAccessPolicy<R: Route>: AccessPolicy {
    /// One question and its answer.
    public struct Decision: Hashable, Sendable {
        public var route: R
        public var auth: AuthState
        public var provenance: LinkProvenance
        public var answer: AccessDecision
    }

    /// Every question asked so far, oldest first.
    public private(set) var decisions: [Decision] = []
    private let answer: @Sendable (R, AuthState, LinkProvenance) async -> AccessDecision

    /// A policy that answers with `decide`.
    public init(decide: @escaping @Sendable (R, AuthState, LinkProvenance) async -> AccessDecision) {
        answer = decide
    }

    /// A policy that answers as ``DefaultAccessPolicy`` without permissions does.
    public init() {
        let policy = DefaultAccessPolicy<R>()
        answer = { route, auth, provenance in await policy.decide(route, for: auth, from: provenance) }
    }

    public func decide(
        _ route: R, for auth: AuthState, from provenance: LinkProvenance
    ) async -> AccessDecision {
        let decision = await answer(route, auth, provenance)
        decisions.append(Decision(route: route, auth: auth, provenance: provenance, answer: decision))
        return decision
    }
}
