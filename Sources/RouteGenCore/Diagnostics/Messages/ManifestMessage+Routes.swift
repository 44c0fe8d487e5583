@_spi(Generated) import RouteKit

extension ManifestMessage {
    /// A route's own settings: links, removal, access, `strict`, `carriedOnly`, navigation and
    /// aliases.
    package enum Routes: Hashable, Sendable {
        case universalLinkWithoutHosts
        case removedWithoutReason
        case removedAndDeprecated(route: String)
        case emptyPermission
        /// A strict route with `percentEncoded` on value `value`.
        case strictWithPercentEncoded(route: String, value: String)
        /// A route that checks its links have no fragment (`strict: [fragment]`) and reads one
        /// (`key`: `fragment`, `fragmentItems` or `when`).
        case strictRefusesItsFragment(route: String, key: String)
        /// `strict: []`, or a check named twice (`check`).
        case strictChecksEmptyOrTwice(check: String?)
        /// A route reached only inside another link that refuses carried links.
        case strictCarriedOnly(route: String)
        /// A `strict:` check no route may name, with the closest name.
        case unknownStrictCheck(String, suggestion: String?)
        /// A strict route whose item `item` takes every other item.
        case strictWithOtherItems(route: String, item: String)
        case carriedOnlyOnAnyPath(route: String)
        case carriedOnlyNotCarried(route: String, enumName: String)
        case tabWithoutTabs(route: String, tab: String)
        case unknownTab(String, suggestion: String?, declared: [String])
        case modalStackOnPush(route: String)
        /// A route naming itself in `key` (`stack`, `root` or `shows`).
        case namesItself(route: String, key: String)
        case unknownRoute(String, key: String, suggestion: String?)
        case namesRemovedRoute(String, key: String)
        /// Route `target`, named in `key` of `route`, needs `parameter` of type `type`, which
        /// `route` lacks or (`has`) holds as another type or optional.
        case missingParameter(
            target: String, key: String, parameter: String, type: String, route: String, has: String?)
        /// Route `target`, named in `key` of `route`, is built with `route`'s value of the same
        /// Swift name, which `route` names `swiftName` (the value `parameter` in its links).
        case referenceRenamed(
            target: String, key: String, parameter: String, route: String, swiftName: String, expected: String
        )
        /// `route` shows `target` in `key`, which needs what `route` does not say (a warning):
        /// sign-in and/or the `permissions` it lacks.
        case showsMoreAccess(route: String, target: String, key: String, signIn: Bool, permissions: [String])
        /// A route whose plan shows a route fewer links reach: the links it loses.
        case showsNarrowerReach(route: String, target: String, key: String, reached: String, lost: String)
        /// An alias whose placeholders differ from the path's `expected` ones.
        case aliasPlaceholders(alias: String, path: String, expected: [String])
        /// An alias reading `value` inside a segment where `path` reads it as a whole one, or the
        /// other way round.
        case aliasReadsValueOtherwise(alias: String, path: String, value: String, route: String)

        package var text: String {
            switch self {
            case .universalLinkWithoutHosts:
                spelled(
                    "'universalLink: true' needs universal-link domains under 'hosts:'",
                    "'web' in 'reach:' needs universal-link domains under the top-level 'hosts:'")
            case .removedWithoutReason:
                "'removed' needs a reason, e.g. removed: \"Replaced by /offers in 2026\""
            case .removedAndDeprecated(let route):
                "route '\(route)' is removed and deprecated; a removed route has no case to deprecate — "
                    + "keep 'removed' or 'deprecated'"
            case .emptyPermission:
                "a permission must not be empty"
            case .strictWithPercentEncoded(let route, let value):
                "route '\(route)' is strict, so it refuses needless escapes, and '\(value)' "
                    + "is built as written (\(spelled("'percentEncoded'", "'read: [raw]'"))), escapes and all; remove one "
                    + "of them"
            case .strictRefusesItsFragment(let route, let key):
                "route '\(route)' refuses links with a fragment ('strict: [fragment]'), and reads the "
                    + "fragment (" + spelled("'\(key)'", key == "when" ? "'when'" : "the path's '#'")
                    + "); remove one of them"
            case .strictChecksEmptyOrTwice(let check):
                check.map { "'strict' names '\($0)' twice; name each check once" }
                    ?? "'strict: []' names no check; name the checks the route keeps, or remove 'strict'"
            case .strictCarriedOnly(let route):
                "route '\(route)' is reached only inside another link (\(spelled("'carriedOnly'", "'reach: [carried]'"))), "
                    + "and refuses carried "
                    + "links ('strict' checks 'carried'), so no link reaches it; name its checks without 'carried'"
            case .unknownStrictCheck(let name, let suggestion):
                "'\(name)' is no check of 'strict'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                    + " — name some of "
                    + StrictLink.Checks.named.map { "'\($0.name)'" }.joined(separator: ", ")
                    + ", or write 'strict: true' for all but 'fragment'"
            case .strictWithOtherItems(let route, let item):
                "route '\(route)' is strict, so it refuses items it does not read, and '\(item)' "
                    + "takes every other item; remove one of them"
            case .carriedOnlyOnAnyPath(let route):
                "route '\(route)' is matched on any path, so excluding its links from the AASA would "
                    + "keep every link with its item from the app; remove \(spelled("'carriedOnly'", "'carried'")) or give "
                    + "it a path"
            case .carriedOnlyNotCarried(let route, let enumName):
                "route '\(route)' is reached only inside another link, and no route of the app's "
                    + "manifest carries one; add one that does (e.g. "
                    + spelled(
                        "'go: { path: /go, query: { to: \(enumName)? } }'",
                        "'go: { path: \"/go?to={to}\", params: { to: \(enumName)? } }'")
                    + ") or remove \(spelled("'carriedOnly'", "'carried' from its reach"))"
            case .tabWithoutTabs(let route, let tab):
                "route '\(route)' names tab '\(tab)' but the manifest declares no 'tabs:'"
            case .unknownTab(let tab, let suggestion, let declared):
                "unknown tab '\(tab)'"
                    + didYouMean(
                        suggestion, otherwise: "; declared tabs: \(declared.joined(separator: ", "))")
            case .modalStackOnPush(let route):
                "'modalStack' applies to 'presentation: sheet' or 'cover'; route '\(route)' is pushed"
            case .namesItself(let route, let key):
                "route '\(route)' names itself in '\(key)'; '\(key)' names another route"
            case .unknownRoute(let name, let key, let suggestion):
                "'\(key)' names unknown route '\(name)'" + didYouMean(suggestion)
            case .namesRemovedRoute(let name, let key):
                "'\(key)' names route '\(name)', which is removed; name a route the app still has"
            case .missingParameter(let target, let key, let parameter, let type, let route, let has?)
            where has == type + "?":
                "route '\(target)' in '\(key)' needs parameter '\(parameter)' (\(type)) in every link, "
                    + "which route '\(route)' has as \(has); give it a default in '\(route)' or "
                    + "remove '\(target)'"
            case .missingParameter(let target, let key, let parameter, let type, let route, let has?):
                "route '\(target)' in '\(key)' needs parameter '\(parameter)' (\(type)), which route "
                    + "'\(route)' has as \(has); give '\(parameter)' type \(type) in '\(route)' or "
                    + "remove '\(target)'"
            case .missingParameter(let target, let key, let parameter, let type, let route, nil):
                "route '\(target)' in '\(key)' needs parameter '\(parameter)' (\(type)), which route "
                    + "'\(route)' does not have; add '\(parameter): \(type)' to '\(route)' or "
                    + "remove '\(target)'"
            case .referenceRenamed(let target, let key, let parameter, let route, let swiftName, let expected):
                "route '\(target)' in '\(key)' is built with the value '\(expected)' in Swift, and route "
                    + "'\(route)' names its '\(parameter)' '\(swiftName)'; give them one Swift name ("
                    + spelled("'swift:'", "in the path's braces") + ") "
                    + "or remove '\(target)'"
            case .showsMoreAccess(let route, let target, let key, let signIn, let permissions):
                "route '\(route)' shows '\(target)' ('\(key)'), which needs "
                    + "\(Self.needs(signIn: signIn, permissions: permissions)), so the router "
                    + "\(signIn ? "defers its links until sign-in" : "checks them for its links"); say so on "
                    + "'\(route)' (\(signIn ? "'needs: [signIn]', 1.1's 'auth: true'" : "'needs:', 1.1's 'permissions:'")) "
                    + "or show a route that does not "
                    + "need it"
            case .showsNarrowerReach(let route, let target, let key, let reached, let lost):
                "route '\(route)' shows '\(target)' ('\(key)'), which \(reached), so \(lost) of '\(route)' "
                    + "are refused too, as a link of it shows both; show a route those links reach, or say "
                    + "so on '\(route)'"
            case .aliasPlaceholders(let alias, let path, let expected):
                "alias '\(alias)' must use the same placeholders as path '\(path)' ("
                    + (expected.isEmpty ? "none" : expected.joined(separator: ", ")) + ")"
            case .aliasReadsValueOtherwise(let alias, let path, let value, let route):
                "alias '\(alias)' reads '\(value)' otherwise than path '\(path)' (inside a segment in one, "
                    + "as a whole segment in the other), and an alias reads each value as its path does; keep "
                    + "those links with a route of their own that shows this one: "
                    + "{ path: \"\(alias)\", shows: \(route.split(separator: ".").last ?? "") }"
            }
        }

        /// `sign-in and permissions 'a', 'b'`.
        private static func needs(signIn: Bool, permissions: [String]) -> String {
            var needs: [String] = []
            if signIn { needs.append("sign-in") }
            if !permissions.isEmpty {
                needs.append("permissions " + permissions.map { "'\($0)'" }.joined(separator: ", "))
            }
            return needs.joined(separator: " and ")
        }
    }
}
