import Foundation
import Testing

@testable import RouteGenCore

/// Manifest 1.2's `path:` names every value where the link holds it — path, `?` items, `#`
/// fragment — and `params:` types them: read into the model 1.1's `query:`, `fragment:` and
/// `fragmentItems:` made, and written so by `routegen migrate`.
@Suite struct PathTemplateTests {
    /// `app.yaml`, a manifest without features, migrated.
    func migrate(_ text: String) throws -> [ManifestMigration.File] {
        try ManifestMigration.migrate(Array(text.utf8), file: "app.yaml") { _ in nil }
    }

    @Test func splitsTheLinkWhereItHoldsEachValue() throws {
        let cases: [(String, PathTemplate)] = [
            ("/users/{id?}", PathTemplate(path: "/users/{id?}")),
            (
                "/search?q={query}&{rest...}",
                PathTemplate(
                    path: "/search",
                    items: [
                        .init(name: "q", value: "query", isRest: false, offset: 8),
                        .init(name: "rest", value: "rest", isRest: true, offset: 18),
                    ], itemsOffset: 7)
            ),
            (
                "/docs/{page}#{section}",
                PathTemplate(path: "/docs/{page}", fragment: .value("section", offset: 13))
            ),
            ("/#/#{alias}", PathTemplate(path: "/", fragment: .path("/#{alias}", offset: 2, items: []))),
            (
                "/#/!{room}?via={via}",
                PathTemplate(
                    path: "/",
                    fragment: .path(
                        "/!{room}", offset: 2,
                        items: [.init(name: "via", value: "via", isRest: false, offset: 11)]))
            ),
            (
                "/auth#access_token={token}",
                PathTemplate(
                    path: "/auth",
                    fragment: .items(
                        [.init(name: "access_token", value: "token", isRest: false, offset: 6)], offset: 6))
            ),
            (
                "*?find={find}",
                PathTemplate(
                    path: "*", items: [.init(name: "find", value: "find", isRest: false, offset: 2)],
                    itemsOffset: 1)
            ),
        ]
        for (text, expected) in cases {
            let template = try PathTemplate.parse(text).get()
            #expect(template == expected, "\(text)")
            #expect(try PathTemplate.parse(template.text).get().text == text, "\(text) reads back")
        }
        #expect(cases.count == 7)
        for bad in ["/search?q", "/search?q=x", "/s?={q}", "/s?a={b}&", "/s#a={b}&c"] {
            guard case .failure(let error) = PathTemplate.parse(bad) else {
                Issue.record("\(bad) was read")
                continue
            }
            #expect(error.message.text.contains("name={value}"), "\(bad)")
        }
    }

    /// The template's values are the model 1.1's keys made: the same route, value for value.
    @Test func aTemplateReadsAsTheKeysItReplaces() throws {
        func route(_ text: String) throws -> Route {
            let root = try YAMLReader.read(Array(text.utf8), file: "app.yaml")
            let (manifest, diagnostics) = ManifestMessage.$spells1_2.withValue(true) {
                ManifestDecoder.decode(root, file: "app.yaml")
            }
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            return try #require(manifest.routes.first)
        }
        let old = try route(
            """
            version: 1.1
            schemes: [app]
            routes:
              r:
                path: /r/{id}
                params: { id: Int }
                query: { q: { type: String?, swift: query }, page: { type: Int, default: 1 } }
                fragment: "/!{room}"
                fragmentItems: { via: "[String]" }
            """)
        let new = try route(
            """
            version: 1.2
            schemes: [app]
            routes:
              r:
                path: "/r/{id}?q={query}&page={page}#/!{room}?via={via}"
                params: { id: Int, query: String?, page: { type: Int, default: 1 }, via: "[String]" }
            """)
        #expect(new.path?.value == old.path?.value)
        #expect(new.fragmentPath?.value == old.fragmentPath?.value)
        #expect(new.params.map(\.name.value) == old.params.map(\.name.value))
        for (a, b) in zip(new.query + new.fragmentItems, old.query + old.fragmentItems) {
            #expect(a.name.value == b.name.value && a.swiftName?.value == b.swiftName?.value)
            #expect(a.type.value == b.type.value && a.defaultValue?.value == b.defaultValue?.value)
        }
        #expect(new.query.count == 2 && new.fragmentItems.count == 1)
    }

    /// Every shape of 1.1's keys, migrated: each value named in the path and typed in `params:`,
    /// the layout and comments kept where the values already stood, and no link read otherwise.
    @Test func migrateNamesEachValueInThePath() throws {
        let before = """
            version: 1.1
            schemes: [app]
            routes:
              search:
                path: /search
                query: { q: { type: String?, swift: query }, extras: "[String: String]" }
              doc: { path: "/docs/{page}", params: { page: String }, fragment: { section: String? } }
              user: { path: /, fragment: "/@{user}" }
              room: { path: /r, fragment: "/!{room}", fragmentItems: { via: "[String]" } }
              auth:
                path: /auth   # the callback
                fragmentItems:
                  access_token: String   # the token
                  state: { type: String?, lowercased: true }
              sorted:
                path: /b/{id}
                params:
                  id: Int
                query:
                  sort: { type: String, default: name }
              any: { path: "*", when: { find: present }, query: { find: String } }
              matrix:
                path: /m
                fragment: "/!{room}"
                query:
                  ref: String?   # who shared it
                fragmentItems:
                  via: "[String]"   # servers
              shop:
                path: /shop
                query: { ref: String? }
                routes:
                  item: { path: "/item/{n}", params: { n: Int } }

            """
        let after = """
            version: 1.2
            schemes: [app]
            routes:
              search:
                path: "/search?q={query}&{extras...}"
                params: { query: String?, extras: "[String: String]" }
              doc: { path: "/docs/{page}#{section}", params: { page: String, section: String? } }
              user: { path: "/#/@{user}" }
              room: { path: "/r#/!{room}?via={via}", params: { via: "[String]" } }
              auth:
                path: "/auth#access_token={access_token}&state={state}"   # the callback
                params:
                  access_token: String   # the token
                  state: { type: String?, read: [lowercased] }
              sorted:
                path: "/b/{id}?sort={sort}"
                params:
                  id: Int
                  sort: { type: String, default: name }
              any: { path: "*?find={find}", when: { find: present }, params: { find: String } }
              matrix:
                path: "/m?ref={ref}#/!{room}?via={via}"
                params:
                  ref: String?   # who shared it
                  via: "[String]"   # servers
              shop:
                path: "/shop?ref={ref}"
                params: { ref: String? }
                routes:
                  item: { path: "/item/{n}", params: { n: Int } }

            """
        let files = try migrate(before)
        #expect(files.map(\.text) == [after])
        let old = try ManifestLoader.load(Array(before.utf8), file: "app.yaml")
        let new = try ManifestLoader.load(Array(after.utf8), file: "app.yaml")
        #expect(LinkDiff.compare(old: old, new: new).isEmpty)
        #expect(Generator.files(for: old) == Generator.files(for: new))
    }

    /// What the review found: an empty `params:` takes the values, a value that a flow mapping
    /// would read otherwise is quoted, and what 1.2 cannot write is refused by name, not as a bug.
    @Test func migrateQuotesWhatAFlowReadsOtherwiseAndRefusesWhat1_2CannotSay() throws {
        let before = """
            version: 1.1
            schemes: [app]
            routes:
              a:
                params: {}
                path: /a
                query:
                  q:
                    type: String?
                    example: hello, world
                    pattern: "[a-z, ]{2,}"
              b: { path: /b, query: { utm.source: String? } }

            """
        let after = """
            version: 1.2
            schemes: [app]
            routes:
              a:
                params: { q: { type: String?, example: "hello, world", pattern: "[a-z, ]{2,}" } }
                path: "/a?q={q}"
              b: { path: "/b?utm.source={utmSource}", params: { utmSource: String? } }

            """
        let files = try migrate(before)
        #expect(files.map(\.text) == [after])
        let refused: [(String, ManifestMessage.Migration)] = [
            (
                "  p: { path: \"/p/{user_id}\", params: { user_id: { type: Int, swift: userID } } }",
                .valueRenamed(value: "user_id", swiftName: "userID")
            ),
            ("  q: { path: /q, query: { \"a#b\": String? } }", .itemNameUnwritable(item: "a#b")),
        ]
        for (route, reason) in refused {
            let text = "version: 1.1\nschemes: [app]\nroutes:\n\(route)\n"
            #expect {
                try migrate(text)
            } throws: { error in
                (error as? DiagnosticError)?.diagnostics.map(\.kind) == [.migration(reason)]
            }
        }
        #expect(refused.count == 2)
    }

    /// From version 1 a value's Swift name becomes 1.1's, its links the same: the migration checks
    /// them against the original read as 1.1, where only the Swift names differ.
    @Test func fromVersion1OnlySwiftNamesChange() throws {
        let before = """
            version: 1
            schemes: [app]
            routes:
              gift:
                path: /g/{gift_token}
                query: { page_size: Int? }

            """
        let files = try migrate(before)
        let after = try ManifestLoader.load(Array(files[0].text.utf8), file: "app.yaml")
        #expect(files[0].text.contains(#"path: "/g/{gift_token}?page_size={page_size}""#))
        #expect(after.allRoutes.first?.route.parameters.map(\.name) == ["giftToken", "pageSize"])
        let named = before.replacingOccurrences(of: "version: 1\n", with: "version: 1.1\n")
        let old = try ManifestLoader.load(Array(named.utf8), file: "app.yaml")
        #expect(LinkDiff.compare(old: old, new: after).isEmpty)
        // Read by Swift name, diff says the value is renamed, as the app's code must follow.
        let v1 = try ManifestLoader.load(Array(before.utf8), file: "app.yaml")
        #expect(!LinkDiff.compare(old: v1, new: after).isEmpty)
    }

    /// What the third review found: the comment after a moved key stays, as a line of its own,
    /// and a file that starts with a byte order mark is edited where its text is.
    @Test func migrateKeepsAMovedKeysCommentAndAByteOrderMark() throws {
        let before = """
            \u{FEFF}version: 1.1
            schemes: [app]
            routes:
              search:
                path: /search/{id}
                params:
                  id: Int
                query:   # search options
                  q: String?
                description: Search.

            """
        let after = """
            \u{FEFF}version: 1.2
            schemes: [app]
            routes:
              search:
                path: "/search/{id}?q={q}"
                params:
                  id: Int
                  # search options
                  q: String?
                description: Search.

            """
        let files = try migrate(before)
        #expect(files.map(\.text) == [after])
    }
}
