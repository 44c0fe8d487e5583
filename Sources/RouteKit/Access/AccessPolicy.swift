/// Who is using the app, as far as deep links care.
public enum AuthState: Hashable, Sendable, CustomStringConvertible {
    /// Not known yet (the app is still restoring its session).
    case unknown
    case signedOut
    /// Signed in; `user` identifies the account, so a link deferred for one user is not replayed for another.
    case signedIn(user: String)

    public var isSignedIn: Bool {
        if case .signedIn = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .unknown: return "unknown"
        case .signedOut: return "signed out"
        case .signedIn(let user): return "signed in as \(user)"
        }
    }
}

/// Why a route may not be shown now.
public enum AccessDenial: Hashable, Sendable, CustomStringConvertible {
    /// Sign-in needed: the router defers the link and replays it after sign-in.
    case unauthenticated
    /// The account is locked.
    case locked
    /// The user lacks these permissions (the route's `permissions:`).
    case missingPermissions(Set<String>)
    /// The user must provide more information first (e.g. finish identity setup).
    case moreInformationRequired(String)

    public var description: String {
        switch self {
        case .unauthenticated: return "sign-in required"
        case .locked: return "account locked"
        case .missingPermissions(let permissions): return "missing permissions \(permissions.sorted())"
        case .moreInformationRequired(let what): return "more information required: \(what)"
        }
    }
}

/// An access policy's answer.
public enum AccessDecision: Hashable, Sendable {
    case allowed
    case denied(AccessDenial)
}

/// The app's rules for who may see which screen. The router asks it about every route a link
/// shows — the route the link reaches, each route its plan shows (`root`, `stack`, the route shown
/// in its place) and each link it carries, at every depth — so a policy that matches cases holds
/// however the screen is reached:
///
/// ```swift
/// struct StaffOnly: AccessPolicy {
///     let isStaff: @Sendable (AuthState) async -> Bool
///
///     func decide(_ route: AppRoute, for auth: AuthState, from provenance: LinkProvenance) async -> AccessDecision {
///         if case .debugReset = route, await !isStaff(auth) { return .denied(.missingPermissions(["staff"])) }
///         return await DefaultAccessPolicy().decide(route, for: auth, from: provenance)
///     }
/// }
/// ```
///
/// It may suspend (to read a session store, say); when sign-in changes meanwhile, the router asks
/// again. A link deferred for sign-in is asked about again when it is replayed.
public protocol AccessPolicy<R>: Sendable {
    associatedtype R: Route
    /// Whether `auth` may see `route`, one of the routes a link from `provenance` shows.
    func decide(_ route: R, for auth: AuthState, from provenance: LinkProvenance) async -> AccessDecision
}

/// The policy a router uses when the app gives none: a route that `requiresAuth` needs a signed-in
/// user; a route's `permissions` are checked against `permissions(for:)` when given.
public struct DefaultAccessPolicy<R: Route>: AccessPolicy {
    private let permissions: @Sendable (AuthState) async -> Set<String>?

    /// `permissions` returns a user's permissions, or `nil` to skip the permission check.
    public init(permissions: @escaping @Sendable (AuthState) async -> Set<String>? = { _ in nil }) {
        self.permissions = permissions
    }

    public func decide(
        _ route: R, for auth: AuthState, from provenance: LinkProvenance
    ) async -> AccessDecision {
        if route.requiresAuth && !auth.isSignedIn { return .denied(.unauthenticated) }
        if !route.permissions.isEmpty, let granted = await permissions(auth) {
            let missing = route.permissions.subtracting(granted)
            if !missing.isEmpty { return .denied(.missingPermissions(missing)) }
        }
        return .allowed
    }
}
