import EduGoRoutes
import Foundation
import RouteGenCore
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

extension ValidatedManifest {
    /// Whether the AASA component that sends a link of route `name` may name route `other`: the
    /// route itself, or one whose patterns it shares when a fragment item tells the two apart
    /// (Apple's `#` is one pattern over the whole fragment, which cannot say which items it holds).
    /// Whether `url` repeats an item whose value chooses route `name`: the parser reads the first,
    /// Apple's matcher asks every one to match, so another component may send the link, or none.
    func repeatsChoosingItem(of name: String, in url: URL) -> Bool {
        guard let route = files.flatMap(\.routes).first(where: { $0.name == name }) else { return false }
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return route.conditions.contains { condition in
            guard case .equals = condition.test, !condition.inFragment else { return false }
            return items.filter { $0.name == condition.name }.count > 1
        }
    }

    func aasaMayName(_ other: String?, for name: String) -> Bool {
        guard other != name else { return true }
        let routes = files.flatMap(\.routes)
        guard let route = routes.first(where: { $0.name == name }),
            let named = routes.first(where: { $0.name == other })
        else { return false }
        // Routes a fragment tells apart (its items, or its path) share what iOS sends.
        return named.patterns == route.patterns
            && ((route.conditions + named.conditions).contains(where: \.inFragment)
                || route.fragmentPath != nil || named.fragmentPath != nil)
    }
}
