import Foundation
@_spi(Generated) import RouteKit
import Testing
import WikiModels
import WikiRoutes

/// A catch-all of an app type (`{title...}` as `ArticleTitle`): it reads the rest of the path its
/// own way (`_` for a space, NFC, `/` kept) and builds back its own spelling.
@Suite struct TypedCatchAllTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }
    func title(_ text: String) -> ArticleTitle { ArticleTitle(text)! }

    @Test func theRestOfThePathIsTheAppsType() throws {
        #expect(try parse("wikiapp://wiki/AC/DC") == .page(title: title("AC/DC"), section: nil))
        #expect(
            try parse("https://wiki.example/wiki/Early_history#Sources")
                == .page(title: title("Early history"), section: "Sources"))
        let decomposed = try parse("wikiapp://wiki/Caf%65%CC%81")
        guard case .page(let read, _) = decomposed else {
            Issue.record("\(decomposed)")
            return
        }
        #expect(read.text.unicodeScalars.count == 4, "NFC: é is one scalar")
        #expect(read.text == "Café")
    }

    @Test func itBuildsBackTheAppsSpelling() {
        #expect(
            WikiRoute.page(title: title("Early history"), section: nil).url.absoluteString
                == "wiki://wiki.example/wiki/Early_history")
        #expect(
            WikiRoute.page(title: title("AC/DC"), section: nil).universalLink()?.absoluteString
                == "https://wiki.example/wiki/AC/DC")
    }

    @Test func aRestThatIsNotATitleIsAnError() {
        #expect(throws: RouteError.invalidParameter(name: "title", value: "", expected: "ArticleTitle")) {
            try parse("wikiapp://wiki")
        }
        #expect(throws: RouteError.invalidParameter(name: "title", value: "_", expected: "ArticleTitle")) {
            try parse("wikiapp://wiki/_")
        }
    }

    /// Titles of every kind, `/` (leading, doubled, trailing), `_`, `%`, spaces and accents included.
    @Test func everyTitleRoundTrips() throws {
        var values = RandomValues(seed: 0x7171)
        var checked = 0
        for _ in 0..<500 {
            guard let title = ArticleTitle(values.rest() + values.string(minLength: 1)) else { continue }
            let route = WikiRoute.page(title: title, section: values.optional { $0.string(minLength: 1) })
            #expect(try WikiRoute(url: route.url) == route, "\(route.url)")
            #expect(try WikiRoute(url: route.universalLink()!) == route)
            checked += 1
        }
        #expect(checked >= 450)
    }
}

/// A catch-all of type `[String]` (`/source/{file...}`): one element a segment, so that an
/// element's `/` is written `%2F` and read back inside its segment.
@Suite struct SegmentListCatchAllTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func eachSegmentIsAnElement() throws {
        #expect(
            try parse("https://wiki.example/source/docs/intro.md") == .source(file: ["docs", "intro.md"]))
        #expect(try parse("wikiapp://source/docs/a%2Fb.md") == .source(file: ["docs", "a/b.md"]))
        // Empty segments are ignored, as everywhere in a path.
        #expect(try parse("https://wiki.example/source//docs/") == .source(file: ["docs"]))
        #expect(throws: RouteError.invalidParameter(name: "file", value: "", expected: "[String]")) {
            try parse("https://wiki.example/source")
        }
        #expect(
            WikiRoute.source(file: ["docs", "a/b.md"]).url.absoluteString
                == "wiki://wiki.example/source/docs/a%2Fb.md")
    }

    /// Elements of every kind, `/` and `%2F` included, read back as they were; an empty list or
    /// element is written so that no route reads it.
    @Test func everyListRoundTrips() throws {
        var values = RandomValues(seed: 0x5E61)
        var checked = 0
        for _ in 0..<300 {
            let route = WikiRoute.source(file: (0..<values.int(in: 1...4)).map { _ in values.segment() })
            #expect(try WikiRoute(url: route.url) == route, "\(route.url)")
            #expect(try WikiRoute(url: route.universalLink()!) == route)
            checked += 1
        }
        #expect(checked == 300)
        for refused in [WikiRoute.source(file: []), .source(file: ["a", ""])] {
            #expect(throws: RouteError.self, "\(refused.url)") { try WikiRoute(url: refused.url) }
        }
    }
}
