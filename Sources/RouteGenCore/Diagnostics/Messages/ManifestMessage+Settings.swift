extension ManifestMessage {
    /// The app's settings: version, schemes, hosts as listed, app IDs, tabs and `aasa:`.
    package enum Settings: Hashable, Sendable {
        /// `feature` is written in a manifest older than 1.1.
        case needsVersion1_1(Version1_1Feature)
        /// A key of manifest 1.2 (`read`, `range`), written in an older one.
        case needsVersion1_2(key: String)
        /// A scheme written with its separator; `bare` is the scheme without it.
        case schemeWithSeparator(bare: String)
        case invalidScheme(String)
        case webScheme(String)
        case reservedScheme(String)
        case schemeListedTwice(String)
        /// More custom schemes than a parser tells apart, `maximum`.
        case tooManySchemes(count: Int, maximum: Int)
        case formOnHostScheme(scheme: String)
        /// A scheme that carries a host first (`flag` is `host: true` or `host: optional`), in an
        /// app without hosts.
        /// A scheme that carries a host (`optional`: may carry one) where the app lists none.
        case hostSchemeWithoutHosts(scheme: String, optional: Bool)
        case httpWithoutHosts
        case hostListedTwice(String)
        /// Hosts without app IDs; `apple`: the manifest writes them under `apple:` (1.2).
        case hostsWithoutAppIDs
        case invalidAppClipID(String)
        case invalidAppID(String)
        case tabListedTwice(String)
        case excludeWithoutSlash(pattern: String)

        /// How the manifest's version says that a scheme carries a host, or may.
        private func hostFlag(optional: Bool) -> String {
            optional
                ? ManifestMessage.spelled("host: optional", "optionalHost")
                : ManifestMessage.spelled("host: true", "host")
        }

        package var text: String {
            switch self {
            case .needsVersion1_1(let feature):
                "\(feature.text) needs manifest version 1.1; write 'version: 1.1' at the top"
            case .needsVersion1_2(let key):
                "'\(key)' needs manifest version 1.2; write 'version: 1.2' at the top, or run "
                    + "'routegen migrate' on a 1.1 manifest"
            case .schemeWithSeparator(let bare):
                "write the scheme without ':' or '://': '\(bare)'"
            case .invalidScheme(let scheme):
                "'\(scheme)' is not a valid URL scheme; a scheme is a letter followed by letters, digits, "
                    + "'+', '-' or '.'"
            case .webScheme(let scheme):
                "scheme '\(scheme)' is reserved; list web domains under 'hosts:' for universal links"
            case .reservedScheme(let scheme):
                "scheme '\(scheme)' is reserved by the system and would not open the app; "
                    + "choose an app-specific scheme"
            case .schemeListedTwice(let scheme):
                "scheme '\(scheme)' is listed twice (schemes compare case-insensitively)"
            case .tooManySchemes(let count, let maximum):
                "the app lists \(count) custom schemes; a parser tells at most \(maximum) apart, as a link's reach "
                    + "names each — list fewer"
            case .formOnHostScheme(let scheme):
                "scheme '\(scheme)' carries a host first (\(spelled("'host: true'", "'host'"))), so its links are written "
                    + "'\(scheme)://host/path'; remove \(spelled("'form'", "its form word"))"
            case .hostSchemeWithoutHosts(let scheme, let optional):
                "scheme '\(scheme)' carries one of the app's hosts first ('\(hostFlag(optional: optional))'), and it "
                    + "lists none; add 'hosts:' or remove '\(hostFlag(optional: optional))'"
            case .httpWithoutHosts:
                "\(spelled("'http: true'", "'http' among the schemes")) reads http links to the app's hosts, and it "
                    + "lists none; add 'hosts:' or remove 'http'"
            case .hostListedTwice(let host):
                "host '\(host)' is listed twice (hosts compare case-insensitively)"
            case .hostsWithoutAppIDs:
                spelled(
                    "'hosts' needs 'appIDs' for the apple-app-site-association file, e.g. appIDs: "
                        + "[ABCDE12345.com.example.app]",
                    "'hosts' needs the app IDs for the apple-app-site-association file, e.g. apple: { apps: "
                        + "[ABCDE12345.com.example.app] }")
            case .invalidAppClipID(let id):
                "App Clip ID '\(id)' is not PREFIX.bundle-id, e.g. 'ABCDE12345.com.example.app.Clip'"
            case .invalidAppID(let id):
                "appID '\(id)' is not PREFIX.bundle-id (a 10-character app ID prefix in capitals "
                    + "and digits, a dot, the bundle ID), e.g. 'ABCDE12345.com.example.app'"
            case .tabListedTwice(let tab):
                "tab '\(tab)' is listed twice"
            case .excludeWithoutSlash(let pattern):
                "\(spelled("aasa.exclude", "apple: exclude")) pattern '\(pattern)' must start with '/', e.g. '/\(pattern)'"
            }
        }
    }
}

/// What a manifest older than 1.1 may not write, as its message names it.
package enum Version1_1Feature: Hashable, Sendable {
    /// A key of 1.1 (`strict`, `carriedOnly`, `formats`, `http`, `context:`), as written.
    case key(String)
    case routeHosts
    case routeSchemes
    case anyPath
    /// A query item of a type 1.1 reads (`[String: String]`).
    case itemType(String)
    /// A query item of the app's route type, which carries a link.
    case carriedLink(type: String)
    /// A host that carries a value (`{lang}.example.com`), as listed.
    case hostValue(String)
    /// A scheme written `host: true` or `host: optional`.
    case hostScheme(flag: String)
    case schemeForm
    case exclusiveHost
    /// A group (`routes:` or `include:` under a route), by its name.
    case group(String)
    /// A value inside a segment (`@{user}`), as written.
    case valueInsideASegment(String)
    /// A fragment's path (`fragment: "/@{user}"`), as written.
    case fragmentPath(String)

    package var text: String {
        switch self {
        case .key(let key): "'\(key)'"
        case .routeHosts: "'hosts' on a route"
        case .routeSchemes: "'schemes' on a route"
        case .anyPath: "'path: \"*\"'"
        case .itemType(let type): "a '\(type)' query item"
        case .carriedLink(let type): "a query item of the app's route type '\(type)'"
        case .hostValue(let host): "a host that carries a value ('\(host)')"
        case .hostScheme(let flag): "a scheme with '\(flag)'"
        case .schemeForm: "a scheme's 'form'"
        case .exclusiveHost: "an exclusive host"
        case .group(let name): "group '\(name)' ('routes:' or 'include:' under a route)"
        case .valueInsideASegment(let segment): "a value inside a segment ('\(segment)')"
        case .fragmentPath(let pattern): "a fragment's path ('fragment: \"\(pattern)\"')"
        }
    }
}
