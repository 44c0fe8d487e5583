import Foundation
import RouteKit

/// What a check of routes found wrong, said so a failing test reads as the fix.
public struct RouteCheckFailure: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) { self.description = description }
}

/// Checks an app's tests make of its generated routes, usable from Swift Testing
/// (`#expect(throws: Never.self) { try … }`, or just `try`) and XCTest alike.
public enum RouteCheck {
    /// `url` parses to `expected`, and `expected` builds a link that parses back to it.
    public static func expect<R: Route>(_ url: URL, routesTo expected: R) throws(RouteCheckFailure) {
        let parsed: R
        do {
            parsed = try R(url: url)
        } catch {
            throw RouteCheckFailure("\(url) does not parse: \(error); expected \(expected)")
        }
        guard parsed == expected else {
            throw RouteCheckFailure("\(url) parses to \(parsed), expected \(expected)")
        }
        try roundTrip(expected)
    }

    /// `route`'s custom-scheme link, and its universal link when it has one, parse back to it.
    public static func roundTrip<R: Route>(_ route: R) throws(RouteCheckFailure) {
        for url in [route.url] + [route.universalLink(host: nil)].compactMap({ $0 }) {
            let parsed: R
            do {
                parsed = try R(url: url)
            } catch {
                throw RouteCheckFailure("\(route) builds \(url), which does not parse: \(error)")
            }
            guard parsed == route else {
                throw RouteCheckFailure("\(route) builds \(url), which parses to \(parsed)")
            }
        }
    }
}
