extension ManifestMessage {
    /// What the files routegen writes for the web servers and the Android apps would do that the
    /// manifest does not mean: lint's warnings and notes on them.
    package enum Files: Hashable, Sendable {
        case aasaTooLarge(file: String, bytes: Int, maximum: Int)
        /// An `aasa.exclude` pattern that also hides universal-link `route`, e.g. at `url`.
        case excludeHidesRoute(pattern: String, route: String, url: String)
        /// A route kept from the AASA (`owner`, scheme-only or carried-only) whose exclude also
        /// hides universal-link `route`.
        case excludedRouteHidesRoute(
            owner: String, ownerPath: String, carriedOnly: Bool, route: String, url: String)
        case androidPathsIgnoringCase
        case androidAnyPathRoute(route: String)
        case androidAppOpensNoLink(package: String)
        /// An Android app's wildcard host `listed`, which Android also matches on `other`.
        case androidWildcardCoversHost(package: String, listed: String, other: String)

        package var text: String {
            switch self {
            case .aasaTooLarge(let file, let bytes, let maximum):
                "the \(file) file would be \(bytes) bytes; iOS reads at most \(maximum) — set "
                    + spelled("'universalLink: false'", "'reach: [schemes]'")
                    + " on routes the web does not link to"
            case .excludeHidesRoute(let pattern, let route, let url):
                "\(spelled("aasa.exclude", "apple: exclude")) pattern '\(pattern)' also keeps universal-link route "
                    + "'\(route)' from the app, e.g. \(url); set \(spelled("'universalLink: false'", "'reach: [schemes]'")) "
                    + "on '\(route)' too, or change a path"
            case .excludedRouteHidesRoute(let owner, let ownerPath, let carriedOnly, let route, let url):
                "\(carriedOnly ? "carried-only" : "scheme-only") route '\(owner)' (\(ownerPath)), excluded from "
                    + "the AASA first, also keeps universal-link route '\(route)' from the app, e.g. \(url); "
                    + (carriedOnly
                        ? "change a path, or remove \(spelled("'carriedOnly'", "'carried'")) from '\(owner)'"
                        : "set \(spelled("'universalLink: false'", "'reach: [schemes]'")) on '\(route)' too, or change "
                            + "a path")
            case .androidPathsIgnoringCase:
                "literal segments are matched ignoring case (\(spelled("'caseSensitive: false'", "'spelling: [anyCase]'"))), "
                    + "which an Android path "
                    + "pattern cannot say, so each letter is written as any character and the filters claim web "
                    + "paths no route reads (the app answers them notFound)"
            case .androidAnyPathRoute(let route):
                "route '\(route)' is chosen by a query item on any path, which an Android intent filter "
                    + "cannot say (it matches paths only), so on Android its links open the app only on paths "
                    + "other routes claim, and the browser elsewhere"
            case .androidAppOpensNoLink(let package):
                "Android app '\(package)' opens no link: no route a universal link reaches is on its hosts; "
                    + "give it hosts that have one, or remove it"
            case .androidWildcardCoversHost(let package, let listed, let other):
                "Android app '\(package)' opens '\(listed)', which Android also matches on '\(other)', "
                    + "a host the app does not open: links there are offered to it too"
            }
        }
    }
}
