import Foundation

/// What a manifest's `context:` reads from any link: query items beside the route (referral tags,
/// campaign items), never part of its identity or its URL. routegen generates one per route enum
/// that declares `context:` (`ShopRoute.LinkContext`).
public protocol RouteLinkContext: Hashable, Sendable {
    /// No items: the context of a route opened in code.
    init()
    /// The items `url` carries; a value that does not convert reads as absent.
    init(url: URL)
}

/// The context of routes whose manifest declares no `context:`: it holds nothing.
public struct NoLinkContext: RouteLinkContext {
    public init() {}
    public init(url: URL) {}
}

/// A route with the link it came from: what a handler needs beyond the route — the URL itself (to
/// open it in a web view, to record attribution), where it came from, the manifest's `context:`
/// items and the fragment. ``DeepLinkRouter`` hands it to handlers that take it, and keeps it
/// when it defers a link and replays it.
public struct DeepLink<R: Route>: Hashable, Sendable {
    public var route: R
    /// The URL as opened; `nil` for a route opened in code.
    public var url: URL?
    public var source: LinkSource
    /// The manifest's `context:` items the link carries.
    public var context: R.LinkContext
    /// The URL's fragment (after `#`), if it has one.
    public var fragment: String?

    /// Parses `url`: its route, its context items and its fragment. `source` defaults to
    /// ``LinkSource/universalLink`` for https and ``LinkSource/url`` otherwise; a
    /// ``LinkSource/content`` link is read as ``Route/init(contentLink:)`` reads it.
    public init(url: URL, source: LinkSource? = nil) throws(RouteError) {
        route = try source == .content ? R(contentLink: url) : R(url: url)
        self.url = url
        self.source = source ?? (url.scheme?.lowercased() == "https" ? .universalLink : .url)
        context = R.LinkContext(url: url)
        fragment = url.fragment
    }

    /// Where the link came from, as the access policy is told: its source and its URL.
    public var provenance: LinkProvenance { LinkProvenance(source: source, url: url) }

    /// A route opened in code: no URL, no context items.
    public init(route: R, source: LinkSource = .app) {
        self.route = route
        url = nil
        self.source = source
        context = R.LinkContext()
        fragment = nil
    }
}
