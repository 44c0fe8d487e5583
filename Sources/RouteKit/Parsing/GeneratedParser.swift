import Foundation

/// The parser routegen generates for an app's route enum (`AppRouteParser`): what reading and
/// building a link carried inside a link of the app needs of it.
@_spi(Generated) public protocol GeneratedParser {
    associatedtype Parsed: Route
    /// The custom schemes and universal-link hosts the parser accepts.
    static var scope: LinkScope { get }
    /// The route whose pattern matches `link`, or `nil`.
    static func match(_ link: borrowing RouteLink) throws(RouteError) -> Parsed?
    /// Writes `route`'s path, query and fragment to `builder`.
    static func write(_ route: Parsed, to builder: inout RouteURLBuilder)
}

extension GeneratedParser {
    /// Reads `url` carried in links that `carriers` describe: a route it reaches must be reached
    /// by the channels they came by too.
    static func parse(_ url: URL, carriedBy carriers: LinkCarriers) throws(RouteError) -> Parsed {
        try RouteLink.parse(url, in: scope, carriedBy: carriers, match: match)
    }
}
