import Foundation
@_spi(Generated) import RouteKit

/// The AASA read as iOS reads it: which component of the file a link's host serves matches the
/// link first, for `explain`, lint and the tests.
extension AppSiteAssociation {
    /// The origin of the host of `url` whose file decides it, where hosts serve different files.
    func origin(of url: URL) -> Int? {
        guard !byOrigin.isEmpty, let host = url.host(percentEncoded: false)?.lowercased() else { return nil }
        return manifest.scope.origin(ofHost: host)
    }

    /// The name of the file served on `url`'s host, where hosts serve different files.
    package func fileName(for url: URL) -> String? {
        guard !isOneFile, let origin = origin(of: url), origin != LinkScope.noHost else { return nil }
        return Self.fileName(of: manifest.settings.hosts[origin])
    }

    /// The first component matching a URL's encoded path, query items as the URL writes them
    /// (Apple's `percentEncoded` default compares the encoded text) and decoded fragment, with its
    /// index.
    package func firstMatch(
        path: String, query: [(name: String, value: String)], fragment: String? = nil, origin: Int? = nil
    ) -> (index: Int, component: AASAComponent)? {
        let caseSensitive = manifest.settings.caseSensitive
        for (index, component) in (origin.map(components(on:)) ?? components).enumerated()
        where component.matches(path: path, query: query, fragment: fragment, caseSensitive: caseSensitive) {
            return (index, component)
        }
        return nil
    }

    /// The first component matching `url`, an https link, with its index: in the file its host
    /// serves, where hosts serve different files.
    package func firstMatch(_ url: URL) -> (index: Int, component: AASAComponent)? {
        let items = (URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems ?? [])
            .map { (name: $0.name.removingPercentEncoding ?? $0.name, value: $0.value ?? "") }
        return firstMatch(
            path: url.path(percentEncoded: true), query: items, fragment: url.fragment(percentEncoded: false),
            origin: origin(of: url))
    }
}
