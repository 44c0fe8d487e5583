extension ManifestMessage {
    /// Host entries as written, the hosts and schemes a route is reached on, and the value a
    /// host's first label carries.
    package enum Hosts: Hashable, Sendable {
        /// A host written with a scheme; `bare` is the host without it.
        case hostWithScheme(host: String, bare: String)
        case hostWithPath(host: String, bare: String)
        case hostWithUserInfo(host: String)
        case hostWithPort(host: String, bare: String)
        case hostValueNotFirstLabel(host: String)
        case hostWithSecondValue(host: String)
        case unsupportedWildcard(host: String)
        case hostNotASCII(host: String)
        case invalidHostName(host: String)
        case routeHostsEmpty(route: String)
        /// A route's host that the app's `hosts:` (`listed`) does not list.
        case routeHostNotListed(host: String, route: String, listed: [String])
        case routeHostsCarryDifferentValues(route: String, first: String, other: String)
        case hostValueNotLabel(value: String, bad: String, type: String)
        case hostValueStringWithoutPattern(value: String)
        case hostValueOfType(value: String, type: String)
        case exclusiveHostUnnamed(host: String)
        /// A route whose first segment `segment` is covered by listed `host`, on scheme `scheme`
        /// with `host: optional`.
        case routeStartsLikeHost(route: String, segment: String, host: String, scheme: String)
        case routeStartsWithValue(route: String, scheme: String)
        case schemesRouteWithHosts(route: String)
        case schemesRouteIsUniversalLink(route: String)
        case routeSchemeNotListed(scheme: String, route: String, listed: [String])
        case routeSchemeCarriesHost(scheme: String, route: String)
        /// A word of a route's `reach:` that is no listed scheme or host, `web` or `carried`.
        case reachWordUnknown(word: String, route: String, schemes: [String], hosts: [String])
        /// A scheme beside hosts in `reach:` whose links carry no host.
        case reachSchemeWithoutHost(scheme: String, route: String)
        /// `web` or `carried` in a `reach:`, where the app lists a scheme of that name too.
        case reachWordIsAScheme(word: String)
        /// `anyHost` in the reach of a route that no web link reaches.
        case anyHostOffTheWeb(route: String, appHasHosts: Bool)
        /// A word of `reach:` written twice.
        case reachWordTwice(word: String, route: String)
        /// `schemes` (every custom scheme) beside a channel of its own.
        case reachSchemesWithChannel(word: String, route: String)
        /// `anyHost` beside `carried`: content links on any host are never carried.
        case anyHostCarried(route: String)
        /// `anyHost` on a route that reads a value from its host's first label.
        case anyHostReadsHostValue(route: String, value: String)
        /// An `optionalHost` scheme beside the web or a scheme that always carries a host, without
        /// hosts: whether its screen links or its links on hosts are meant is not said.
        case reachOptionalHostBesideWeb(scheme: String, route: String)
        /// A group's `reach:` that names more than hosts.
        case groupReachNotHosts(word: String, group: String)

        package var text: String {
            switch self {
            case .hostWithScheme(let host, let bare):
                "host '\(host)' must not include a scheme; write '\(bare)'"
            case .hostWithPath(let host, let bare):
                "host '\(host)' must not include a path; write '\(bare)'"
            case .hostWithUserInfo(let host):
                "host '\(host)' must not include user info; write only the domain"
            case .hostWithPort(let host, let bare):
                "host '\(host)' must not include a port (universal links use 443); write '\(bare)'"
            case .hostValueNotFirstLabel(let host):
                "host '\(host)' names its value as a whole first label, e.g. '{lang}.example.com'"
            case .hostWithSecondValue(let host):
                "host '\(host)' may carry one value, its first label, e.g. '{lang}.example.com'"
            case .unsupportedWildcard(let host):
                "wildcard host '\(host)' is not supported; only a leading '*.' is, e.g. '*.example.com'"
            case .hostNotASCII(let host):
                "host '\(host)' must be written in ASCII; write internationalized domains in Punycode (xn--...)"
            case .invalidHostName(let host):
                "'\(host)' is not a valid host name; write a domain such as 'example.com'"
            case .routeHostsEmpty(let route):
                "'hosts' of route '\(route)' is empty; name at least one of the app's hosts, or remove it"
            case .routeHostNotListed(let host, let route, let listed):
                "host '\(host)' of route '\(route)' is not one of the app's hosts (\(quotedList(listed))); "
                    + "list it under the top-level 'hosts:', or write it as listed there"
            case .routeHostsCarryDifferentValues(let route, let first, let other):
                "the hosts of route '\(route)' carry different values ('\(first)', '\(other)'); "
                    + "a route's hosts carry the same value, or none — give the route one kind of host"
            case .hostValueNotLabel(let value, let bad, let type):
                "host value '\(value)' is a host's first label, and '\(bad)' of type '\(type)' is "
                    + "not one; host labels are lowercase letters, digits and '-'"
            case .hostValueStringWithoutPattern(let value):
                "host value '\(value)' is a host's first label; give the String a 'pattern' that only "
                    + "labels meet, e.g. { type: String, pattern: '^[a-z]{2}$' }, or make it a string enum"
            case .hostValueOfType(let value, let type):
                "host value '\(value)' is a host's first label, which is no '\(type)'; "
                    + "make it a string enum of labels or a String with a 'pattern'"
            case .exclusiveHostUnnamed(let host):
                "host '\(host)' is exclusive, and no route names it under \(spelled("'hosts:'", "'reach:'")), so none of "
                    + "its links "
                    + "would open; name it on the routes it serves, or remove 'exclusive'"
            case .routeStartsLikeHost(let route, let segment, let host, let scheme):
                "route '\(route)' starts with '\(segment)', which host '\(host)' covers, so "
                    + "'\(scheme)://\(segment)' would read as the web link, not the screen; rename the "
                    + "segment, or make the scheme \(spelled("'host: true'", "'{ \(scheme): host }'"))"
            case .routeStartsWithValue(let route, let scheme):
                "route '\(route)' starts with a value, which scheme '\(scheme)' (\(spelled("'host: optional'", "'optionalHost'"))) "
                    + "could not tell from a listed host; start its path with a literal segment"
            case .schemesRouteWithHosts(let route):
                spelled(
                    "route '\(route)' is reached on some schemes only ('schemes:'), so on no host; remove 'hosts' here "
                        + "or on its group, or remove 'schemes'",
                    "route '\(route)' is reached on some schemes only ('reach:'), so on no host, and its group "
                        + "names hosts; move the route out of the group, or name a scheme that carries a host"
                )
            case .schemesRouteIsUniversalLink(let route):
                "route '\(route)' is reached on some schemes only ('schemes:'), so it is no universal link; "
                    + "remove 'universalLink: true'"  // 1.1 only: 1.2's reach says both at once
            case .routeSchemeNotListed(let scheme, let route, let listed):
                "scheme '\(scheme)' of route '\(route)' is not one of the app's schemes "
                    + "(\(quotedList(listed))); list it under the top-level 'schemes:', or write it as "
                    + "listed there"
            case .reachWordUnknown(let word, let route, let schemes, let hosts):
                "'\(word)' in the reach of route '\(route)' is none of its words: 'web', 'schemes', 'anyHost', "
                    + "'carried', a scheme "
                    + "the app lists (\(schemes.isEmpty ? "none" : quotedList(schemes))) or a host it lists "
                    + "(\(hosts.isEmpty ? "none" : quotedList(hosts))); write one of them as listed"
            case .reachSchemeWithoutHost(let scheme, let route):
                "scheme '\(scheme)' carries no host, so its links are on none of the hosts route '\(route)' "
                    + "is reached on ('reach:', its own or its group's); make it '{ \(scheme): optionalHost }' at the top, or remove it or the "
                    + "hosts"
            case .reachWordIsAScheme(let word):
                "'\(word)' in 'reach:' is a word of its own, "
                    + "yet the app lists a scheme '\(word)' too; rename the scheme, or write the route in manifest 1.1"
            case .anyHostOffTheWeb(let route, let appHasHosts):
                "route '\(route)' reads content links on any host ('anyHost'), which are web links, yet no web "
                    + "link reaches it; "
                    + (appHasHosts
                        ? "add 'web' to its reach, or remove 'anyHost'"
                        : "list the app's own hosts under the top-level 'hosts:', or remove 'anyHost'")
            case .reachWordTwice(let word, let route):
                "'\(word)' is written twice in the reach of route '\(route)'; remove one"
            case .reachSchemesWithChannel(let word, let route):
                "the reach of route '\(route)' names every custom scheme ('schemes'), and '\(word)' too; write "
                    + "'schemes' alone to keep the route off the web, or name the channels that reach it"
            case .anyHostCarried(let route):
                "route '\(route)' reads content links on any host ('anyHost'), which are never carried, and is "
                    + "reached only inside another link ('carried'); remove one of the two"
            case .anyHostReadsHostValue(let route, let value):
                "route '\(route)' reads '\(value)' from its host, and content links on any host ('anyHost') would "
                    + "give it whatever host a link names; remove 'anyHost', or read the value from the path"
            case .reachOptionalHostBesideWeb(let scheme, let route):
                "scheme '\(scheme)' names screens or carries a host ('optionalHost'), and the reach of route "
                    + "'\(route)' does not say which of its links: name it alone (or with other schemes that "
                    + "carry no host) for its screen links, or add the hosts its links carry"
            case .groupReachNotHosts(let word, let group):
                "the reach of group '\(group)' names hosts only, not '\(word)'; write it on each of its routes"
            case .routeSchemeCarriesHost(let scheme, let route):
                spelled(
                    "scheme '\(scheme)' carries a host first ('host: true'), so its links reach the routes of "
                        + "their host, never route '\(route)'; name a scheme whose links name the route by path, or "
                        + "make it 'host: optional'",
                    "scheme '\(scheme)' carries a host first ('host'), so its links reach the routes of "
                        + "their host, never route '\(route)'; name a scheme whose links name the route by path, or "
                        + "make it 'optionalHost'")
            }
        }
    }
}
