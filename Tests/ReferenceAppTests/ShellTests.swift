import Foundation
import RouteKit
import ShellRoutes
import Testing

/// The app's auth guard from seed 003: a session, a lock, permissions and identity setup.
struct ShellAuthGuard: AccessPolicy {
    var locked: Set<String> = []
    var permissions: [String: Set<String>] = [:]
    var identityIncomplete: Set<String> = []

    func decide(
        _ route: ShellRoute, for auth: AuthState, from provenance: LinkProvenance
    ) async -> AccessDecision {
        guard route.requiresAuth else { return .allowed }
        guard case .signedIn(let user) = auth else { return .denied(.unauthenticated) }
        if locked.contains(user) { return .denied(.locked) }
        let missing = route.permissions.subtracting(permissions[user] ?? [])
        if !missing.isEmpty { return .denied(.missingPermissions(missing)) }
        if identityIncomplete.contains(user), route.name != "identitySetup" {
            return .denied(.moreInformationRequired("identity setup"))
        }
        return .allowed
    }
}

/// Seed 003, "Test 04": public sign-in screens, protected screens, enum values, parameter
/// validation, the access policy's four denials, the host allowlist, both link kinds.
@MainActor @Suite struct ShellTests {
    /// The document maps the empty path to home: the root link on the scheme and on each host.
    @Test func theEmptyPathIsHome() throws {
        for link in [
            "shell://", "shell:///", "https://shell.app", "https://shell.app/", "https://www.shell.app/",
        ] {
            #expect(try parse(link, as: ShellRoute.self).get() == .home, "\(link)")
        }
        #expect(ShellRoute.home.url.absoluteString == "shell://")
    }

    @Test func signInScreensArePublicTheRestProtected() {
        for route: ShellRoute in [.login, .signup, .forgotPassword] { #expect(!route.requiresAuth) }
        for route: ShellRoute in [.home, .profile(userID: "ana"), .settings(), .identitySetup()] {
            #expect(route.requiresAuth)
        }
    }

    @Test func enumValuesAndInvalidOnesAsTheDocumentHandlesThem() throws {
        #expect(
            try parse("shell://settings/privacy", as: ShellRoute.self).get() == .settings(section: .privacy))
        #expect(try parse("shell://settings", as: ShellRoute.self).get() == .settings(section: nil))
        // SettingsSection(rawValue:) is nil for an unknown section: settings without one.
        #expect(try parse("shell://settings/billing", as: ShellRoute.self).get() == .settings(section: nil))
        #expect(
            try parse("shell://identity/avatar", as: ShellRoute.self).get() == .identitySetup(step: .avatar))
        #expect(try parse("shell://identity/selfie", as: ShellRoute.self).get() == .identitySetup(step: nil))
    }

    @Test func userIDsHaveAtLeastThreeCharacters() throws {
        #expect(try parse("shell://profile/ana", as: ShellRoute.self).get() == .profile(userID: "ana"))
        #expect(
            parse("shell://profile/ab", as: ShellRoute.self)
                == .failure(
                    .invalidParameter(name: "userID", value: "ab", expected: "String with minLength 3")))
        #expect(parse("shell://profile", as: ShellRoute.self) == .failure(.notFound(path: "/profile")))
    }

    @Test func theAccessPolicysFourDenials() async {
        let policy = ShellAuthGuard(
            locked: ["locked"], permissions: ["ana": ["identity"], "newbie": ["identity"]],
            identityIncomplete: ["newbie"])
        let h = AppHarness<ShellRoute>(policy: policy)
        await h.attach()
        h.router.signOut()
        #expect(await h.open("https://shell.app/") == .deferred(.signInRequired))
        h.router.signIn(user: "locked")
        await h.advance(.milliseconds(300))
        #expect(h.log.contains("denied home: account locked"))
        h.router.signIn(user: "bo")
        #expect(await h.open("shell://identity") == .rejected(.denied(.missingPermissions(["identity"]))))
        h.router.signIn(user: "newbie")
        #expect(
            await h.open("shell://settings") == .rejected(.denied(.moreInformationRequired("identity setup")))
        )
        #expect(await h.open("shell://identity/birthday") == .routed(.identitySetup(step: .birthday)))
        h.router.signIn(user: "ana")
        #expect(await h.open("shell://profile/ana") == .routed(.profile(userID: "ana")))
        #expect(await h.open("shell://login") == .routed(.login))
    }

    @Test func onlyTheListedHostsAndTheScheme() throws {
        #expect(try parse("https://shell.app/login", as: ShellRoute.self).get() == .login)
        #expect(try parse("https://www.shell.app/login", as: ShellRoute.self).get() == .login)
        #expect(try parse("shell://login", as: ShellRoute.self).get() == .login)
        for host in ["evil.com", "shell.app.evil.com", "api.shell.app", "shell.apps"] {
            #expect(parse("https://\(host)/login", as: ShellRoute.self) == .failure(.unknownHost(host)))
        }
        #expect(parse("other://login", as: ShellRoute.self) == .failure(.unsupportedScheme("other")))
    }

    @Test func oneChainForBothLinkKinds() async {
        let h = AppHarness<ShellRoute>(policy: ShellAuthGuard())
        var handled: [ShellRoute] = []
        await h.router.attach { handled.append($0) }
        await h.open("https://www.shell.app/signup")
        await h.open("shell://forgot-password")
        #expect(
            await h.open("http://shell.app/signup") == .rejected(.invalidLink(.unsupportedScheme("http"))))
        #expect(handled == [.signup, .forgotPassword])
        #expect(
            h.log.contains("routed signup (universalLink)") && h.log.contains("routed forgotPassword (url)"))
    }
}
