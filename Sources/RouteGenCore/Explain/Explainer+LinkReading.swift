@_spi(Generated) import RouteKit

extension Explainer {
    /// What an explanation needs of a ``RouteLink``, copied out while it is lent.
    struct LinkReading {
        var isUniversalLink: Bool
        /// What a link carried in the link is resolved against.
        var base: LinkReference.Base
        var segments: [String]
        /// The segments that are not UTF-8 once decoded, as ``segments`` shows them (with U+FFFD):
        /// no value of any type.
        var undecodable: Set<String>
        var path: String
        var queryItems: [RouteQuery.DecodedItem]
        /// The items of a fragment written as a query.
        var fragmentItems: [RouteQuery.DecodedItem]
        /// What a strict route checks, as written.
        var spelling: StrictLink.Spelling
        var fragment: String?
        /// The fragment still percent-encoded, as a fragment's path is read (`fragment: "/@{user}"`).
        var encodedFragment: String?
        /// The segments, query items and fragment items as written, for values read so
        /// (`percentEncoded: true`).
        var encodedSegments: [String]
        var encodedQueryItems: [(name: String, value: String)]
        var encodedFragmentItems: [(name: String, value: String)]
        /// The host, as compared with the listed ones, when the link carries one.
        var host: String?
        /// The listed host it is on (an index in the manifest's hosts), or `RouteTrie.noHost`.
        var origin: Int
        /// How it came: by the web, or on one of `schemes`.
        var channel: RouteReach.Channel
        /// The link as the matcher reads it, opened on its own.
        var planned: MatcherPlan.Link

        init(_ link: borrowing RouteLink, scope: LinkScope, schemes: [String]) {
            isUniversalLink = link.isUniversalLink
            planned = MatcherPlan.Link(link, scope: scope, schemes: schemes)
            channel = planned.channels[0]
            base = link.referenceBase
            host = link.host
            origin = link.origin(in: scope)
            var undecodable: Set<String> = []
            segments = (0..<link.count).map { index in
                if let text = link.text(at: index) { return text }
                let shown = link.shownText(at: index)
                undecodable.insert(shown)
                return shown
            }
            self.undecodable = undecodable
            path = link.path
            queryItems = link.query().items
            fragmentItems = link.fragmentItems().items
            spelling = link.spelling
            fragment = link.fragment
            encodedFragment = link.encodedFragmentText
            encodedSegments = link.writtenSegmentTexts
            encodedQueryItems = link.query().encodedItems
            encodedFragmentItems = link.fragmentItems().encodedItems
        }
    }
}
