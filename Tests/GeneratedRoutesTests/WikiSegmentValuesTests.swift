import Foundation
@_spi(Generated) import RouteKit
import Testing
import WikiModels
import WikiRoutes

/// Values inside a segment (`/@{user}`, `/revisions/{slug}-{id}`, `/compare/{from}..{to}`,
/// `/exports/{title}.json`), through the compiled wiki parser: read, built, and round-tripped on
/// hostile values, where a value that cannot read back is refused rather than read as another.
@Suite struct WikiSegmentValuesTests {
    func parse(_ text: String) throws(RouteError) -> WikiRoute { try WikiRoute(url: URL(string: text)!) }

    @Test func valuesAreReadFromInsideTheSegment() throws {
        #expect(try parse("https://wiki.example/@ana") == .profile(user: "ana"))
        #expect(try parse("wikiapp:///@ana") == .profile(user: "ana"))
        #expect(throws: RouteError.self, "'@' after '//' starts user info, not a segment") {
            try parse("wikiapp://@ana")
        }
        #expect(
            try parse("https://wiki.example/%40ana") == .profile(user: "ana"), "read decoded, as literals are"
        )
        #expect(
            try parse("https://wiki.example/revisions/rome-early-history-42")
                == .revision(slug: "rome-early-history", id: 42), "the last '-' splits")
        #expect(try parse("wikiapp://compare/41..42") == .compare(from: 41, to: 42))
        #expect(try parse("wikiapp://compare/-3..42") == .compare(from: -3, to: 42))
        #expect(throws: RouteError.invalidParameter(name: "from", value: "1.", expected: "Int")) {
            try parse("https://wiki.example/compare/1...2")
        }
        #expect(
            try parse("https://wiki.example/exports/Early_history.json")
                == .export(title: ArticleTitle("Early history")!))
        #expect(
            try parse("https://wiki.example/exports/a.json.json") == .export(title: ArticleTitle("a.json")!))
    }

    @Test func aSegmentThatDoesNotFitIsNoRoute() {
        for path in [
            "/@", "/revisions/rome-", "/revisions/-42", "/revisions/42", "/compare/1..", "/compare/..2",
            "/exports/.json", "/exports/Rome.JSON", "/@ana/more",
        ] {
            #expect(throws: RouteError.notFound(path: path)) { try parse("https://wiki.example" + path) }
        }
        #expect(throws: RouteError.invalidParameter(name: "id", value: "x", expected: "Int")) {
            try parse("https://wiki.example/revisions/rome-x")
        }
        #expect(throws: RouteError.self, "the pattern's check still applies") {
            try parse("https://wiki.example/@A")
        }
    }

    @Test func valuesAreBuiltInsideTheSegment() {
        #expect(WikiRoute.profile(user: "ana").universalLink()?.absoluteString == "https://wiki.example/@ana")
        #expect(
            WikiRoute.revision(slug: "rome history", id: 42).url.absoluteString
                == "wiki://wiki.example/revisions/rome%20history-42")
        #expect(
            WikiRoute.compare(from: 41, to: 42).url.absoluteString == "wiki://wiki.example/compare/41..42")
        #expect(
            WikiRoute.export(title: ArticleTitle("Early history")!).url.absoluteString
                == "wiki://wiki.example/exports/Early_history.json")
    }

    /// A value that would read back as another (a later value holding the text before it, or an
    /// empty one) is written so that the link is refused: never another route, never other values.
    @Test func aValueThatCannotReadBackIsRefused() throws {
        let refused: [WikiRoute] = [
            .revision(slug: "rome", id: -42), .revision(slug: "", id: 1), .profile(user: ""),
        ]
        var checked = 0
        for route in refused {
            checked += 1
            #expect(throws: RouteError.self, "\(route.url)") { _ = try WikiRoute(url: route.url) }
        }
        #expect(checked == 3)
        // An empty value in a segment of its own, likewise: it is not dropped (which would move the
        // next segment up and could read as another route) but written as a byte no reader takes.
        let empty = WikiRoute.chapter(book: "", chapter: 1)
        #expect(empty.url.absoluteString.contains("/books/%FF/chapters"), "\(empty.url)")
        #expect(throws: RouteError.self, "\(empty.url)") { _ = try WikiRoute(url: empty.url) }
        let profile = try #require(WikiRoute.profile(user: "").universalLink())
        #expect(throws: RouteError.self, "\(profile)") { _ = try WikiRoute(url: profile) }
    }

    /// Hostile values — every character with a meaning in URLs, the separators themselves, dots —
    /// round-trip whenever the rule says they can, and are refused otherwise.
    @Test func hostileValuesRoundTripOrAreRefused() throws {
        var r = RandomValues(seed: 0x5E6_0001)
        var roundTrips = 0
        var refusals = 0
        for _ in 0..<2_000 {
            let slug = r.string(maxLength: 8) + (r.bool() ? "-" : "") + r.string(maxLength: 4)
            let id = r.int()
            let route = WikiRoute.revision(slug: slug, id: id)
            let reads = SegmentPieces.readsBack(
                [slug, String(id)], texts: ["", "-", ""], ignoringCase: false)
            if reads {
                roundTrips += 1
                #expect(try WikiRoute(url: route.url) == route, "\(route.url)")
                #expect(try WikiRoute(url: route.universalLink()!) == route)
            } else {
                refusals += 1
                #expect(throws: RouteError.self, "\(route.url)") { _ = try WikiRoute(url: route.url) }
            }
            let from = r.int()
            let to = r.int()
            #expect(
                try WikiRoute(url: WikiRoute.compare(from: from, to: to).url) == .compare(from: from, to: to))
        }
        #expect(roundTrips >= 1_000)
        #expect(refusals >= 100, "negative ids and empty slugs")
    }
}
