@_spi(Generated) import RouteKit

/// What `routegen explain` finds of one URL, as values: `lint`, `diff` and the tests read its
/// fields and findings; ``ExplanationPrinter`` prints it for people.
package struct Explanation: Sendable, Equatable {
    package var url: String
    /// Whether the generated parser accepts the URL.
    package var parses: Bool
    /// The route whose pattern matches the URL, whether or not its values convert.
    package var route: String?
    /// What `explain` says of the link, in the order it says it.
    package var findings: [Finding] = []
    /// Whether its text names what manifest 1.2 writes (the manifest is 1.2 or later).
    package var spells1_2 = false
    /// Each value the route gets, by parameter name, as shown: `42`, `"abc"`, `nil (default)`.
    package var values: [String: String] = [:]
    /// Why the URL does not parse, as the parser's error says it; `nil` when it parses.
    package var failure: String?
    /// The parser's error, where the URL is one but is no link of the app.
    package var error: RouteError?
    /// For an https link, whether the AASA sends it to the app (when the AASA was asked).
    package var aasaSendsToApp: Bool?
    /// Whether showing the link needs sign-in, and the permissions it needs: its route's, its
    /// plan's and those of the links it carries (what the router checks).
    package var requiresAuth = false
    package var permissions: [String] = []
    /// Every route the link shows, in the order the router asks the access policy about them.
    package var shows: [Explainer.ShownRoute] = []

    /// Whether the generated parser gives the URL to route `name`.
    package func accepts(_ name: String) -> Bool { parses && route == name }

    /// The findings, a line each, as `explain` prints them under the URL.
    package var lines: [String] {
        ManifestMessage.$spells1_2.withValue(spells1_2) { findings.map(ExplanationPrinter.line) }
    }

    /// The URL, then each finding's line indented.
    package var text: String {
        ManifestMessage.$spells1_2.withValue(spells1_2) { ExplanationPrinter.text(of: self) }
    }

    /// One thing `explain` says of a link.
    package indirect enum Finding: Sendable, Equatable {
        /// The text is no URL.
        case notAURL
        /// The parser refuses the link or one of its values: its error, and what to look at.
        case refused(RouteError, hint: String = "")
        /// No route takes the link's path.
        case noRoute(NoRoute)
        /// The route whose pattern (as written) the link's path matches, and, for a removed or a
        /// strict route, why it refuses the link.
        case route(String, pattern: String?, refusing: RouteRefusal? = nil)
        /// The `when:` conditions that chose the route, each as written.
        case conditions([String])
        /// The host the link is on and the listed host it matched, where routes differ by host.
        case host(String, listedAs: String?)
        /// The groups that hold the route, outermost first, with the values each gives it.
        case group(cases: [String], shared: [[String]])
        /// A value, as read: its name, its Swift type (none for a context item), what it is.
        case value(name: String, type: String?, shown: String)
        /// Why a link carried `depth` links down was turned away, in its own words.
        case carried(Finding, depth: Int)
        /// What showing the link needs and how it is shown.
        case access(Access)
        /// How the link came: by the web (on a host) or on a scheme.
        case provenance(RouteReach.Channel, host: String?)
        /// A route the link shows, with its reach and access.
        case shows(Explainer.ShownRoute)
        /// The items the app reads beside the route (`context:`), and a fragment no route reads.
        case context([Finding], fragment: String?)
        /// Whether iOS sends the link to the app.
        case apple(AppleVerdict)
        /// Whether Android opens the link in the app, as its intent filters say.
        case android(String)
    }

}

extension Explanation.Finding {
    /// A refusal of the link, or of one of its values: what a carried link's refusal reports.
    package var isRefusal: Bool {
        switch self {
        case .notAURL, .refused, .noRoute: true
        default: false
        }
    }
}

extension Explanation {
    /// Why a route the link's path reaches refuses it.
    package enum RouteRefusal: String, Sendable, Equatable {
        case removed, strict
    }

    /// How far a link's path matched, and what turned the route its path reaches away.
    package struct NoRoute: Sendable, Equatable {
        package var path: String
        /// Where the patterns stopped, or that they took every segment and wanted more; `nil` when
        /// a route's pattern took the path, and only its tests turned the link away.
        package var stop: Stop?
        /// Why the segment they stopped at does not fit a pattern with values inside it.
        package var unfit: String?
        /// The route the path alone reaches, and what it needs that the link lacks.
        package var turnedAway: TurnedAway?
        /// The route that takes the link where literal segments are compared in any case.
        package var inAnyCase: String?

        package enum Stop: Sendable, Equatable {
            case noPatternStarts(with: String)
            case noneContinues(after: String, with: String)
            case segmentsMissing
        }

        package struct TurnedAway: Sendable, Equatable {
            package var route: String
            /// In the manifest's words: `needs ref=a ('when:')`, `is reached on 'app:' links only`.
            package var needs: String
        }
    }

    /// What a link needs to be shown, and how it is shown.
    package struct Access: Sendable, Equatable {
        package var requiresAuth: Bool
        /// The carried routes that need sign-in where the route does not.
        package var signInFor: [String]
        package var permissions: [String]
        /// How it is shown: the route's presentation, or the carried route's (`as`) it shows.
        package var shown: String
        package var shownAs: String?
        /// `section = home, tracked = true`, where the app declares metadata.
        package var metadata: String?
    }

    /// What iOS does with a link, by the AASA built from the manifest.
    package enum AppleVerdict: Sendable, Equatable {
        /// An http link: read where the app intercepts links (`http: true`), never universal.
        case http(intercepted: Bool)
        /// A custom scheme's link, which the AASA has no part in.
        case customScheme(carryingHost: Bool)
        /// No AASA is served for the host.
        case noneServed(host: String)
        case noComponent
        /// `component` (its number, pattern, comment and file) excludes it.
        case excluded(component: String)
        /// `component` sends it to the app.
        case sends(component: String)

        package var sendsToApp: Bool { if case .sends = self { true } else { false } }
    }
}
