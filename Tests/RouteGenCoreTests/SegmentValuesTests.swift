import RouteGenCore
import Testing

/// Values inside a segment in the generator: `explain` reads them with the generated parser's
/// rule and says why a segment does not fit, the trie reports a segment two patterns can both
/// take, and the AASA writes each value as `?*`.
@Suite struct SegmentValuesTests {
    static let manifest = """
        version: 1.1
        schemes: [app]
        hosts: [social.example]
        appIDs: [ABCDE12345.com.example.social]
        routes:
          profile:
            path: /@{username}
          post:
            path: /p/{slug}-{id}
            params: { id: Int }
          newPost:
            path: /p/new
          export:
            path: /exports/{name}.json
        """

    @Test func explainReadsTheValues() throws {
        let manifest = try load(Self.manifest)
        let post = Explainer.explain("https://social.example/p/rome-in-a-day-42", in: manifest)
        #expect(post.route == "post" && post.parses)
        #expect(post.text.contains("slug: String = \"rome-in-a-day\""))
        #expect(post.text.contains("id: Int = 42"))
        #expect(
            Explainer.explain("https://social.example/p/new", in: manifest).route == "newPost",
            "a literal first")
        #expect(Explainer.explain("app:///@ana", in: manifest).route == "profile")
        let unfit = Explainer.explain("https://social.example/p/rome-", in: manifest)
        #expect(unfit.route == nil)
        #expect(
            unfit.text.contains(
                "'rome-' does not fit '{slug}-{id}' (route 'post'): such a segment is split at the last '-' and has no empty value"
            ),
            "\(unfit.text)")
    }

    @Test func theAASAWritesEachValueAsAWildcard() throws {
        let aasa = AppSiteAssociation(try load(Self.manifest))
        let paths = aasa.components.map(\.path)
        #expect(paths.contains("/@?*"))
        #expect(paths.contains("/p/?*-?*"))
        #expect(paths.contains("/exports/?*.json"))
        #expect(
            paths.firstIndex(of: "/p/new")! < paths.firstIndex(of: "/p/?*-?*")!,
            "the literal first, as the parser")
    }

    @Test func aSegmentTwoPatternsCanTakeIsAConflict() {
        let cases: [(String, String)] = [
            ("/p/{a}-{b}", "/p/{c}"), ("/@{user}", "/{slug}.html"), ("/x/{a}.{b}", "/x/{c}-{d}"),
            ("/{a}-{b}/more", "/{c}/{rest...}"), ("/f/{name}.json", "/f/{base}.{ext}"),
        ]
        for (first, second) in cases {
            let text =
                "version: 1.1\nschemes: [app]\nroutes:\n  one:\n    path: \(first)\n  two:\n    path: \"\(second)\"\n"
            let message = diagnostics(text)
            #expect(message.contains("match the same URLs"), "\(first) and \(second)")
            // The example is a link of both, as the generated `url` writes it: `app:///@x.html`, as
            // `app://@x.html` reads `@` as user info.
            let example = try? #require(message.firstMatch(of: /e\.g\. (\S+)\)/)).1
            let one = try? load("version: 1.1\nschemes: [app]\nroutes:\n  one:\n    path: \(first)\n")
            if let example, let one {
                #expect(Explainer.explain(String(example), in: one).accepts("one"), "\(example)")
            }
        }
        let apart: [(String, String)] = [
            ("/p/{a}-{b}", "/p/new"), ("/@{user}", "/~{user}"), ("/{a}.json", "/{b}.html"),
            ("/p/{a}-{b}", "/p/{c}/x"),
        ]
        for (first, second) in apart {
            let text =
                "version: 1.1\nschemes: [app]\nroutes:\n  one:\n    path: \(first)\n  two:\n    path: \"\(second)\"\n"
            #expect(diagnostics(text) == "", "\(first) and \(second)")
        }
    }
}
