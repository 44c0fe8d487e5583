/// Where a route's links may come from: by which channels — the web, each custom scheme — a link
/// of the route, and every link that carries it, may have come, and whether it must be carried.
/// Computed once per route, from its `universalLink:`, `schemes:` and `carriedOnly:` and those of
/// the routes its plan shows; the matcher plan tests it, and the builder, the AASA, Android's
/// files, `explain` and lint read it.
///
/// A carried link is never more trusted than the link that carries it: a route is reached only
/// when every link of the chain came by one of its channels, so a route kept off the web is not
/// reached from a web link that carries a custom-scheme link of it.
package struct RouteReach: Hashable, Sendable {
    /// Whether web links reach it: universal links on its hosts, and http links with `http: true`.
    package var web: Bool
    /// The custom schemes whose links reach it, in the app's order.
    package var schemes: [String]
    /// Whether only a link carried inside another reaches it (`carriedOnly: true`).
    package var carriedOnly: Bool

    package init(web: Bool, schemes: [String], carriedOnly: Bool = false) {
        self.web = web
        self.schemes = schemes
        self.carriedOnly = carriedOnly
    }

    /// How one link came: by the web, or on a custom scheme (as the app lists it).
    package enum Channel: Hashable, Sendable {
        case web
        case scheme(String)

        /// The scheme a custom scheme's link came on; `nil` for the web.
        package var scheme: String? {
            if case .scheme(let name) = self { name } else { nil }
        }
    }

    /// Whether a link that came by `channel` may be one of the route's chain.
    package func admits(_ channel: Channel) -> Bool {
        switch channel {
        case .web: web
        case .scheme(let name): schemes.contains(name)
        }
    }

    /// Whether a link that came by `channels` (its own first, then those of the links carrying it)
    /// reaches the route: each came by one of its channels, and it is carried where it must be.
    package func admits(_ channels: [Channel]) -> Bool {
        channels.allSatisfy(admits) && (!carriedOnly || channels.count > 1)
    }

    /// What reaches both this and `other`: the reach of a route whose plan shows a route of
    /// `other`'s reach, as a link of it shows both.
    package func meeting(_ other: RouteReach) -> RouteReach {
        RouteReach(
            web: web && other.web, schemes: schemes.filter(other.schemes.contains),
            carriedOnly: carriedOnly || other.carriedOnly)
    }

    /// Whether no link reaches the route: the app shows it in code only.
    package var isUnreachable: Bool { !web && schemes.isEmpty }

    /// Whether it is narrower than `all`, the reach of a route that says nothing of it: then the
    /// matcher tests it.
    package func isNarrower(than all: RouteReach) -> Bool {
        carriedOnly || (all.web && !web) || all.schemes.contains { !schemes.contains($0) }
    }

    /// The channels, for people: `the web, 'events:'`, or `no link`.
    package var channelsDescription: String {
        let channels = (web ? ["the web"] : []) + schemes.map { "'\($0):'" }
        return channels.isEmpty ? "no link" : channels.joined(separator: ", ")
    }
}
