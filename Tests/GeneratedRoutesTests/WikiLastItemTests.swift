import Foundation
@_spi(Generated) import RouteKit
import Testing
import WikiRoutes

/// `read: [last]` (wiki's `browse.genre`): of an item given more than once, the last counts, as a
/// filter form that appends the field again means; every other scalar item still reads its first.
/// The same whether the link is opened or carried inside another link of the app.
@Suite struct WikiLastItemTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func theLastInstanceCounts() throws {
        let cases: [(String, WikiRoute)] = [
            ("https://wiki.example/browse?genre=1&genre=3", .browse(genre: 3, filters: [:])),
            (
                "https://wiki.example/browse?genre=1&sort=new&genre=3",
                .browse(genre: 3, filters: ["sort": "new"])
            ),
            ("wiki://wiki.example/browse?genre=2", .browse(genre: 2, filters: [:])),
            // An instance no reader takes counts for nothing when a later one follows.
            ("https://wiki.example/browse?genre=%ZZ&genre=4", .browse(genre: 4, filters: [:])),
            ("https://wiki.example/browse?genre=x&genre=", .browse(genre: nil, filters: [:])),
        ]
        for (link, route) in cases {
            #expect(try parse(link) == route, "\(link)")
        }
        #expect(cases.count >= 5)
        // The last instance is read as any item is: one that is not an Int is refused.
        #expect(throws: RouteError.self) { try parse("https://wiki.example/browse?genre=4&genre=x") }
        // The built link writes the value once, and reads back.
        let route = WikiRoute.browse(genre: 3, filters: ["sort": "new"])
        #expect(try WikiRoute(url: route.url) == route)
    }

    @Test func carriedTheLastInstanceCountsToo() throws {
        let inner = "/browse?genre=1&genre=3"
        let encoded = inner.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        #expect(
            try parse("https://wiki.example/go?to=\(encoded)") == .go(to: .browse(genre: 3, filters: [:])))
        #expect(try parse("wikiapp://go?to=\(encoded)") == .go(to: .browse(genre: 3, filters: [:])))
    }
}
