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

/// `read: [raw]` on a catch-all (wiki's `talk`): the rest of the path as the link writes it, a `/`
/// inside a title kept as the `%2F` the wiki writes, and built back so; top level and carried.
@Suite struct WikiRawCatchAllTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func theRestIsKeptAsWritten() throws {
        let cases: [(String, String)] = [
            ("https://wiki.example/talk/AC%2FDC", "AC%2FDC"),
            ("https://wiki.example/talk/AC%2FDC/archive", "AC%2FDC/archive"),
            ("wiki://wiki.example/talk/a%20b", "a%20b"),
            ("wikiapp://talk/Rome", "Rome"),
            ("https://wiki.example/talk", ""),
        ]
        for (link, title) in cases {
            let route = try parse(link)
            #expect(route == .talk(title: title), "\(link)")
            // Built back as it was written.
            #expect(try WikiRoute(url: route.url) == route)
        }
        #expect(cases.count >= 5)
        #expect(
            WikiRoute.talk(title: "AC%2FDC/archive").url.absoluteString
                == "wiki://wiki.example/talk/AC%2FDC/archive")
        // A value whose escapes decode to no text is refused, as any value kept as written is.
        #expect(throws: RouteError.self) { try parse("https://wiki.example/talk/%FF") }
        // What no link can hold as written is built so that no reader takes it.
        #expect((try? WikiRoute(url: WikiRoute.talk(title: "a//b").url)) == nil)
    }

    @Test func carriedItIsKeptAsWrittenToo() throws {
        let carried = "/talk/AC%2FDC".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        #expect(try parse("https://wiki.example/go?to=\(carried)") == .go(to: .talk(title: "AC%2FDC")))
        #expect(try parse("wikiapp://go?to=\(carried)") == .go(to: .talk(title: "AC%2FDC")))
        let route = WikiRoute.go(to: .talk(title: "AC%2FDC"))
        #expect(try WikiRoute(url: route.url) == route)
    }
}
