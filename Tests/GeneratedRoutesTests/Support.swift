import EduGoRoutes
import Foundation
import RouteKit
import ShopRoutes

/// Parses `text` as a route of type `R`.
func parse<R: RouteKit.Route>(_ text: String, as type: R.Type) throws(RouteError) -> R {
    guard let url = URL(string: text) else { throw .malformedURL(reason: "test URL did not parse: \(text)") }
    return try R(url: url)
}

/// The error parsing `text` as `R` throws, or `nil` when it parses.
func failure<R: RouteKit.Route>(_ text: String, as type: R.Type) -> RouteError? {
    do {
        _ = try parse(text, as: type)
        return nil
    } catch {
        return error
    }
}

func parse(_ text: String) throws(RouteError) -> EduGoRoute { try parse(text, as: EduGoRoute.self) }
func failure(_ text: String) -> RouteError? { failure(text, as: EduGoRoute.self) }
func shop(_ text: String) throws(RouteError) -> ShopRoute { try parse(text, as: ShopRoute.self) }
func shopFailure(_ text: String) -> RouteError? { failure(text, as: ShopRoute.self) }
