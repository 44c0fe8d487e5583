import RouteGenCore
import Testing

/// What a manifest fragment generates, declaration by declaration: the first place to look when
/// the printer changes. Each case is a few routes under `version: 1.1` and `schemes: [app]`, the
/// file the declaration is in, and the exact Swift of it (from its first line to its last, without
/// its doc comment), as a reviewer reads it in a diff.
///
/// After an intended change to the printer, update the case here and `make reference generate`.
@Suite struct SnippetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The manifest after `version: 1.1` and `schemes: [app]`.
        var manifest: String
        /// The generated file's name after the enum's: `+Parsing.swift`.
        var file: String
        /// The declaration: its first line names it, the rest are compared exactly.
        var swift: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a reader converts the path's and the query's values",
            manifest: """
                routes:
                  article:
                    path: /articles/{id}
                    params: { id: Int }
                    query: { ref: String? }
                """,
            file: "+Parsing.swift",
            swift: """
                static func article(
                    _ link: borrowing RouteKit.RouteLink, idAt indexId: Int
                ) throws(RouteKit.RouteError) -> Route {
                    let query = link.query()
                    let id: Int = try link.value(at: indexId, name: "id")
                    let ref: String? = try query.optional("ref")
                    return .article(id: id, ref: ref)
                }
                """),
        Case(
            name: "a reader checks a constraint",
            manifest: """
                routes:
                  user:
                    path: /users/{name}
                    params: { name: { type: String, pattern: "^[a-z]+$" } }
                """,
            file: "+Parsing.swift",
            swift: """
                static func user(
                    _ link: borrowing RouteKit.RouteLink, nameAt indexName: Int
                ) throws(RouteKit.RouteError) -> Route {
                    let name: String = try link.value(at: indexName, name: "name")
                    try RouteKit.RouteConstraint.check(name, name: "name", pattern: "^[a-z]+$")
                    return .user(name: name)
                }
                """),
        Case(
            name: "the builder writes the canonical path and query",
            manifest: """
                routes:
                  article:
                    path: /articles/{id}
                    aliases: ["/a/{id}"]
                    params: { id: Int }
                    query: { ref: String? }
                  home:
                    path: /
                """,
            file: "+Parsing.swift",
            swift: """
                static func write(_ route: Route, to builder: inout RouteKit.RouteURLBuilder) {
                    switch route {
                    case .article(let id, let ref):
                        builder.literal("articles")
                        builder.segment(id)
                        builder.query("ref", ref)
                    case .home:
                        break
                    }
                }
                """),
        Case(
            name: "a deprecated case is built by a shim that warns only apps",
            manifest: """
                routes:
                  old:
                    path: /old/{id}
                    params: { id: Int }
                    deprecated: "Use article."
                """,
            file: "+Parsing.swift",
            swift: """
                nonisolated protocol RouteDeprecatedCases {
                    static func makeOld(id: Int) -> Self
                }

                nonisolated extension Route: RouteDeprecatedCases {
                    @available(*, deprecated)
                    static func makeOld(id: Int) -> Self {
                        .old(id: id)
                    }
                }

                nonisolated func deprecatedOld<R: RouteDeprecatedCases>(_ type: R.Type, id: Int) -> R {
                    R.makeOld(id: id)
                }
                """),
        Case(
            name: "context items are read beside any route",
            manifest: """
                context:
                  utm_source: { type: String?, swift: source }
                routes:
                  home:
                    path: /
                """,
            file: "+Parsing.swift",
            swift: """
                struct LinkContext: RouteKit.RouteLinkContext {
                    /// `?utm_source=`
                    var source: String? = nil

                    /// No items: the context of a route opened in code.
                    init() {}

                    /// The items given; the others absent (or their default).
                    init(source: String? = nil) {
                        self.source = source
                    }

                    /// The items `url` carries; a value that does not convert reads as absent.
                    init(url: URL) {
                        self.init()
                        let read = { (link: borrowing RouteKit.RouteLink) -> LinkContext in
                            let query = link.query()
                            return LinkContext(source: (try? query.optional("utm_source")) ?? nil)
                        }
                        if let context = try? RouteKit.RouteLink.read(url, in: RouteParser.scope, read) {
                            self = context
                        }
                    }
                }
                """),
        Case(
            name: "a group's shared values are read once, around the member",
            manifest: """
                routes:
                  course:
                    path: /courses/{course}
                    params: { course: String }
                    routes:
                      lesson:
                        path: /lessons/{n}
                        params: { n: Int }
                      quiz:
                        path: /quiz
                """,
            file: "+Parsing.swift",
            swift: """
                static func course(
                    _ link: borrowing RouteKit.RouteLink,
                    courseAt indexCourse: Int,
                    _ member: @autoclosure () throws(RouteKit.RouteError) -> Route.Course
                ) throws(RouteKit.RouteError) -> Route {
                    let course: String = try link.value(at: indexCourse, name: "course")
                    return .course(course: course, try member())
                }
                """),
        Case(
            name: "a group's links are matched by a function named for it",
            manifest: """
                routes:
                  course:
                    path: /courses/{course}
                    params: { course: String }
                    routes:
                      lesson:
                        path: /lessons/{n}
                        params: { n: Int }
                      quiz:
                        path: /quiz
                """,
            file: "+Parsing.swift",
            swift: """
                static func matchCourse(_ link: borrowing RouteKit.RouteLink) throws(RouteKit.RouteError) -> Route? {
                    let count = link.count
                    if count > 2 {
                        switch link.hash(at: 2) {
                        case 0x7300_0B1C where link.segment(2, is: "lessons"):
                            if count == 4 {
                                return try Values.course(link, courseAt: 1, Values.courseLesson(link, nAt: 3))
                            }
                        case 0x7A69_7575 where count == 3 && link.segment(2, is: "quiz"):
                            return try Values.course(link, courseAt: 1, .quiz)
                        default:
                            break
                        }
                    }
                    return nil
                }
                """),
        Case(
            name: "hosts are named, and a route on some hosts tests the link's",
            manifest: """
                appIDs: [ABCDE12345.com.example.app]
                hosts: [app.example, "{lang}.wiki.example"]
                routes:
                  article:
                    path: /articles/{id}
                    params: { id: Int }
                  translation:
                    path: /translate
                    hosts: ["{lang}.wiki.example"]
                    params: { lang: { type: String, pattern: "^[a-z]{2}$" } }
                """,
            file: "+Parsing.swift",
            swift: """
                enum Origin: Int {
                    /// A custom scheme's link, which names no listed host.
                    case customScheme = -1
                    /// `app.example`
                    case appExample
                    /// `{lang}.wiki.example`
                    case langWikiExample
                }

                /// The route whose pattern matches the link's path: literal before parameter before catch-all.
                static func match(_ link: borrowing RouteKit.RouteLink) throws(RouteKit.RouteError) -> Route? {
                    let count = link.count
                    let origin = Origin(rawValue: link.origin(in: scope)) ?? .customScheme
                    if count > 0 {
                        switch link.hash(at: 0) {
                        case 0x1A11_1E0A where link.segment(0, is: "articles"):
                            if count == 2 {
                                return try Values.article(link, idAt: 1)
                            }
                        case 0xA8FA_0B26 where count == 1 && link.segment(0, is: "translate"):
                            if origin == .langWikiExample {
                                return try Values.translation(link)
                            }
                        default:
                            break
                        }
                    }
                    return nil
                }
                """),
        Case(
            name: "values inside a segment are found, then read where they are",
            manifest: """
                routes:
                  post:
                    path: /p/{slug}-{id}
                    params: { id: Int }
                  profile:
                    path: /@{user}
                """,
            file: "+Parsing.swift",
            swift: """
                static func match(_ link: borrowing RouteKit.RouteLink) throws(RouteKit.RouteError) -> Route? {
                    let count = link.count
                    if count == 2, link.segment(0, is: "p"), let pieces1 = link.pieces(at: 1, "", "-", "") {
                        return try Values.post(link, slugAt: pieces1.0, idAt: pieces1.1)
                    }
                    if count == 1, let pieces0 = link.piece(at: 0, "@", "") {
                        return try Values.profile(link, userAt: pieces0)
                    }
                    return nil
                }
                """),
        Case(
            name: "a value inside a segment is read from its range",
            manifest: """
                routes:
                  post:
                    path: /p/{slug}-{id}
                    params: { id: Int }
                """,
            file: "+Parsing.swift",
            swift: """
                static func post(
                    _ link: borrowing RouteKit.RouteLink, slugAt rangeSlug: Range<Int>, idAt rangeId: Range<Int>
                ) throws(RouteKit.RouteError) -> Route {
                    let slug: String = try link.value(in: rangeSlug, name: "slug")
                    let id: Int = try link.value(in: rangeId, name: "id")
                    return .post(slug: slug, id: id)
                }
                """),
        Case(
            name: "the fragment's path chooses a route and hands its values on",
            manifest: """
                routes:
                  user:
                    path: /app
                    fragment: "/@{name}"
                  app:
                    path: /app
                """,
            file: "+Parsing.swift",
            swift: """
                if count == 1, link.segment(0, is: "app") {
                    if let fragment = link.fragmentPath([.pieces(["@", ""])]) {
                        return try Values.user(link, nameAt: fragment[0])
                    }
                    return .app
                }
                """),
        Case(
            name: "a route's own item never keeps the value that chooses a sibling at its path",
            manifest: """
                routes:
                  settings:
                    path: /settings
                    query: { tab: String? }
                  privacy:
                    path: /settings
                    when: { tab: privacy }
                """,
            file: "+Parsing.swift",
            swift: """
                case .settings(let tab):
                    builder.literal("settings")
                    builder.query("tab", tab)
                    builder.removingQuery("tab", equalTo: ["privacy"])
                """),
        Case(
            name: "a value of the fragment's path is converted by name",
            manifest: """
                routes:
                  doc:
                    path: /app
                    fragment: "/docs/{id}"
                    params: { id: Int }
                """,
            file: "+Parsing.swift",
            swift: """
                static func doc(
                    _ link: borrowing RouteKit.RouteLink, idAt textId: String?
                ) throws(RouteKit.RouteError) -> Route {
                    let id: Int = try RouteKit.FragmentPath.value(textId, name: "id")
                    return .doc(id: id)
                }
                """),
    ]

    @Test func everyKindOfSnippetIsCovered() {
        #expect(Self.cases.count >= 10)
    }

    @Test(arguments: cases)
    func fragmentGeneratesExactly(_ snippet: Case) throws {
        let manifest = try load("version: 1.1\nschemes: [app]\n" + snippet.manifest)
        let file = try #require(Generator.files(for: manifest).first { $0.name == "Route" + snippet.file })
        let expected = snippet.swift.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(
            lines.firstIndex { $0.drop { $0 == " " } == expected[0] },
            "Route\(snippet.file) has no line '\(expected[0])':\n\(file.contents)")
        let indent = lines[start].prefix { $0 == " " }.count
        let found = lines[start...].prefix(expected.count).map { $0.dropFirst(min(indent, $0.count)) }
        let actual = found.joined(separator: "\n")
        #expect(actual == snippet.swift, "generated:\n\(actual)")
    }
}
