import Foundation
import RoutingKit

/// routing-kit's `TrieRouter` used as a Vapor app uses it: the URL is split into path components,
/// the router finds the route's closure, and the closure converts the string parameters (and the
/// query, through URLComponents, when the route has one) into the typed route.
public final class RoutingKitMatcher<Route>: @unchecked Sendable {
    public typealias Make = @Sendable (Parameters, URL) -> Route?
    private let router = TrieRouter<Make>()
    private let scheme: String
    /// `Parameters()` makes a Logger each time; Vapor passes the request's, so one is reused here.
    private let emptyParameters = Parameters()

    public init(scheme: String) { self.scheme = scheme }

    /// Registers `make` for `path`; the first component is the link's host.
    public func register(_ path: [PathComponent], _ make: @escaping Make) {
        router.register(make, at: path)
    }

    public func match(_ url: URL) -> Route? {
        guard url.scheme?.lowercased() == scheme, let host = url.host(percentEncoded: false) else {
            return nil
        }
        var path = [host]
        for segment in url.path(percentEncoded: false).split(separator: "/") { path.append(String(segment)) }
        var parameters = emptyParameters
        guard let make = router.route(path: path, parameters: &parameters) else { return nil }
        return make(parameters, url)
    }
}

/// One NSRegularExpression per route, tried in order against `/host/path`; the first that matches
/// converts its captures into the typed route.
public final class RegexMatcher<Route>: @unchecked Sendable {
    public typealias Make = @Sendable ([String], URL) -> Route?
    private var entries: [(NSRegularExpression, Make)] = []
    private let scheme: String

    public init(scheme: String) { self.scheme = scheme }

    public func register(_ pattern: String, _ make: @escaping Make) {
        entries.append((try! NSRegularExpression(pattern: pattern), make))
    }

    public func match(_ url: URL) -> Route? {
        guard url.scheme?.lowercased() == scheme, let host = url.host(percentEncoded: false) else {
            return nil
        }
        let path = "/" + host + url.path(percentEncoded: false)
        let whole = NSRange(path.startIndex..., in: path)
        for (regex, make) in entries {
            guard let match = regex.firstMatch(in: path, range: whole) else { continue }
            let captures = (1..<match.numberOfRanges).map {
                String(path[Range(match.range(at: $0), in: path)!])
            }
            return make(captures, url)
        }
        return nil
    }
}
