import Foundation
@_spi(Generated) import RouteKit

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
        try check(url, parsesTo: expected, "\(url)")
        try roundTrip(expected)
    }

    /// `route`'s custom-scheme link, and its universal link when it has one, parse back to it.
    public static func roundTrip<R: Route>(_ route: R) throws(RouteCheckFailure) {
        for url in [route.url] + [route.universalLink(host: nil)].compactMap({ $0 }) {
            try check(url, parsesTo: route, "\(route) builds \(url), which")
        }
    }

    /// Throws "`subject` does not parse: …" or "`subject` parses to …, expected …".
    private static func check<R: Route>(
        _ url: URL, parsesTo expected: R, _ subject: String
    ) throws(RouteCheckFailure) {
        let parsed: R
        do {
            parsed = try R(url: url)
        } catch {
            // A route type nests as deep as the app likes; a parser reads links carried so deep only.
            if case .invalidParameter(_, _, NestedLink.tooDeep) = error {
                throw RouteCheckFailure(
                    "\(subject) does not parse: \(expected) carries links deeper than a parser reads "
                        + "(\(NestedLink.tooDeep)), so no app opens it; carry at most "
                        + "\(NestedLink.maximumDepth) links one inside another")
            }
            throw RouteCheckFailure("\(subject) does not parse: \(error); expected \(expected)")
        }
        guard parsed == expected else {
            throw RouteCheckFailure("\(subject) parses to \(parsed), expected \(expected)")
        }
    }
}
