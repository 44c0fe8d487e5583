import Foundation

/// Where a link came from, as the access policy sees it: how its outermost link reached the app,
/// and that link. A route carried inside the link, or shown by its plan, has the provenance of
/// the link that holds it: a carried link is never more trusted than the link that carries it.
public struct LinkProvenance: Hashable, Sendable {
    /// How the outermost link was handed to the router: a universal link, a URL (`onOpenURL`,
    /// which may be an https or http link the app's web view passes on), a notification's
    /// payload, or the app's own code. Whether it came from the web is ``isWebLink``.
    public var source: LinkSource
    /// The outermost link as opened; `nil` for a route opened in code.
    public var url: URL?

    public init(source: LinkSource, url: URL?) {
        self.source = source
        self.url = url
    }

    /// A route the app opened in code.
    public static let app = LinkProvenance(source: .app, url: nil)

    /// Whether the outermost link is a web link (https, or http where the app reads it), which
    /// anyone can write on any page; `false` for a custom-scheme link, which any app or page can
    /// open too, and for a route opened in code.
    public var isWebLink: Bool {
        guard let scheme = url?.scheme?.lowercased() else { return false }
        return scheme == "https" || scheme == "http"
    }
}
