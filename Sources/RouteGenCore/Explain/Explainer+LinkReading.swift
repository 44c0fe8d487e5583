@_spi(Generated) import RouteKit

extension Explainer {
    /// What an explanation needs of a ``RouteLink``, copied out while it is lent: how it came and
    /// where it is, for the lines about the link as a whole. Values are read on the link itself
    /// (``Explainer/reading(of:match:url:named:manifest:scope:channels:)``).
    struct LinkReading {
        var path: String
        /// What a strict route checks, as written.
        var spelling: StrictLink.Spelling
        /// The host, as compared with the listed ones, when the link carries one.
        var host: String?
        /// The listed host it is on (an index in the manifest's hosts), or `RouteTrie.noHost`.
        var origin: Int
        /// How it came: by the web, or on one of `schemes`.
        var channel: RouteReach.Channel
        /// The link as the matcher reads it, opened on its own.
        var planned: MatcherPlan.Link

        init(_ link: borrowing RouteLink, scope: LinkScope, schemes: [String]) {
            planned = MatcherPlan.Link(link, scope: scope, schemes: schemes)
            channel = planned.channels[0]
            host = link.host
            origin = link.origin(in: scope)
            path = link.path
            spelling = link.spelling
        }
    }
}
