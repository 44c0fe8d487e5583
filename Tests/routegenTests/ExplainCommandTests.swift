import Foundation
import Testing

@Suite struct ExplainCommandTests {
    let uuid = "123E4567-E89B-12D3-A456-426614174000"

    @Test func aMatchShowsTheRouteItsValuesAndTheAASA() throws {
        let url = "https://edugo.app/assessments/\(uuid)?userId=\(uuid)&tags=a&tags=b%20c&utm=x"
        let result = try CLI.run(["explain", "Manifests/edugo.yaml", url])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                \(url)
                  route: assessment (/assessments/{assessmentId})
                  assessmentId: UUID = \(uuid)
                  userId: UUID = \(uuid)
                  attempt: Int = 1 (default)
                  tags: [String] = ["a", "b c"]
                  note: String? = nil
                  auth: required; shown: cover
                  AASA: component 4 ("/assessments/?*", assessment) sends it to the app

                """)
    }

    @Test func aGroupsRouteShowsItsGroupsTheirValuesAndTheContext() throws {
        let url =
            "https://school.example/schools/mit/6.001/lessons/4/notes?ref=mail&utm_source=news&referral_tag=x#top"
        let result = try CLI.run(["explain", "Tests/Reference/school.yaml", url])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                \(url)
                  route: course.lesson.notes (/schools/{school}/{course}/lessons/{lesson_id}/notes)
                  group: course › lesson, sharing school, course, ref › lessonId
                  school: String = "mit"
                  course: String = "6.001"
                  ref: String? = "mail"
                  lessonId: Int = 4
                  auth: required; shown: push in learn over course.overview › course.lesson.overview; \
                metadata: section = learning, tracked = true, campaign = nil
                  from: a web link on school.example; every route it shows, carried ones too, is one the web \
                reaches, and the router asks the app's access policy about each
                  shows course.lesson.notes (the link's route): push in learn over course.overview › \
                course.lesson.overview; reached by the web, 'school:'; needs sign-in
                  shows course.overview (in course.lesson.notes's stack): push in learn; reached by the web, \
                'school:'; needs no sign-in
                  shows course.lesson.overview (in course.lesson.notes's stack): push in learn over \
                course.overview; reached by the web, 'school:'; needs no sign-in
                  context: utmSource = "news", utmCampaign = nil, referral = "x", fragment = "top"
                  AASA: component 5 ("/schools/?*/?*/lessons/?*/notes", course.lesson.notes) sends it to the app
                  Android: the verified filter of 'school.example' claims it (pathPattern /*schools/.*), so the app \
                opens it

                """)
    }

    @Test func aLinkReadBeyondItsPathShowsWhatEachValueTook() throws {
        let url = "wiki://wiki.example/browse?genre=3&sort=new&utm_source=mail&a=%C3%A9"
        var result = try CLI.run(["explain", "Tests/Reference/wiki.yaml", url])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                \(url)
                  route: browse (/browse)
                  host: wiki.example, listed as 'wiki.example'
                  genre: Int? = 3
                  filters: [String: String] = ["a": "é", "sort": "new"]
                  auth: none; shown: push
                  context: utmSource = "mail"
                  AASA: not involved (custom scheme, carrying the host)
                  Android: the custom-scheme filter of com.example.wiki opens it in the app

                """)
        result = try CLI.run(["explain", "Tests/Reference/wiki.yaml", "wiki://evil.example/browse"])
        #expect(result.status != 0)
        #expect(result.stdout.contains("unknown host 'evil.example'"))
        // `wikiapp` is `host: optional`: a listed host is the web link's, any other a screen.
        result = try CLI.run([
            "explain", "Tests/Reference/wiki.yaml", "wikiapp://wiki.example/browse", "wikiapp://browse",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "route: browse (/browse)").count == 3)
        #expect(result.stdout.contains("host: wiki.example, listed as 'wiki.example'"))
        #expect(
            result.stdout.hasSuffix(
                "  AASA: not involved (custom scheme)\n  Android: the custom-scheme filter of com.example.wiki opens it in the app\n"
            ))
        result = try CLI.run(["explain", "Tests/Reference/wiki.yaml", "wikiapp://evil.example/browse"])
        #expect(result.status != 0)
        #expect(result.stdout.contains("no route matches '/evil.example/browse'"))
        result = try CLI.run([
            "explain", "Tests/Reference/wiki.yaml", "https://wiki.example/go?to=%2Fwiki%2FAC%2FDC",
        ])
        #expect(
            result.stdout.contains(
                "to: WikiRoute? = \"/wiki/AC/DC\" → https://wiki.example/wiki/AC/DC: route page"))
        // A carried link is resolved as the web resolves it, and needs what it shows.
        result = try CLI.run([
            "explain", "Tests/Reference/wiki.yaml", "https://wiki.example/go?to=%2F%2Freview%2F7",
            "https://wiki.example/go?to=%2Faccount",
        ])
        #expect(
            result.stdout.contains(
                "✗ parameter 'to' is '//review/7', expected a link of the app (unknown host 'review')"))
        #expect(result.stdout.contains("auth: required (by the link it carries: account); shown: push"))
        // A host that carries a value, and the file of the AASA that host serves.
        result = try CLI.run([
            "explain", "Tests/Reference/wiki.yaml", "https://xx.m.wiki.example/articles/Rom",
        ])
        #expect(result.status != 0)
        #expect(
            result.stdout == """
                https://xx.m.wiki.example/articles/Rom
                  route: translation (/articles/{title})
                  host: xx.m.wiki.example, listed as '{lang}.m.wiki.example'
                  ✗ parameter 'lang' is 'xx', expected Language (en, de, fr or la)
                  title: String = "Rom"
                  section: String? = nil
                  auth: none; shown: push
                  context: utmSource = nil
                  AASA: component 8 ("/articles/?*", translation) of apple-app-site-association.{lang}.m.wiki.example \
                sends it to the app
                  Android: the verified filter of '*.wiki.example' of com.example.wiki claims it (pathPattern \
                /*articles/.*), so the app opens it (com.example.wiki.lite claims it too: where both are verified, \
                the app installed most recently opens it, with no chooser)

                """)
        // A filter matches a host ignoring case, but Android verifies it as written (AOSP's
        // DomainVerificationService), so a host in capitals is no verified link.
        result = try CLI.run(["explain", "Tests/Reference/wiki.yaml", "https://WIKI.example/browse"])
        #expect(
            result.stdout.contains(
                "Android: the verified filter of 'wiki.example' of com.example.wiki matches it, ignoring case, but "
                    + "Android verifies a host as written, and 'WIKI.example' is not 'wiki.example': it asks which "
                    + "app opens the link, as for a link no app verified"), "\(result.stdout)")
    }

    @Test func failuresSayWhereAndWhy() throws {
        let result = try CLI.run([
            "explain", "Manifests/edugo.yaml", "edugo://materials/42", "https://edugo.app/help/billing",
            "https://edugo.app/search?q=", "http://edugo.app/dashboard", "edugo://settings/privacy/more",
        ])
        #expect(result.status == 1)
        let expected = """
            edugo://materials/42
              route: materialDetail (/materials/{materialId})
              ✗ parameter 'materialId' is '42', expected UUID
              auth: required; shown: push in library over dashboard
              AASA: not involved (custom scheme)

            https://edugo.app/help/billing
              ✗ no route matches '/help/billing': route 'help' matches it, but is scheme-only (reach: [schemes])
              AASA: excluded by component 1 ("/help/*", help); iOS opens the link in Safari

            https://edugo.app/search?q=
              route: search (/search)
              ✗ parameter 'q' is '', expected String with minLength 1
              code: String? = nil
              auth: none; shown: push
              AASA: no component matches; iOS opens the link in Safari

            http://edugo.app/dashboard
              ✗ unsupported scheme 'http'; the manifest's schemes are edugo, edugo-dev, and https for universal links
              AASA: not involved (iOS opens only https links as universal links)

            edugo://settings/privacy/more
              ✗ no route matches '/settings/privacy/more': patterns match '/settings/privacy', none continues with 'more'
              AASA: not involved (custom scheme)

            """
        #expect(result.stdout == expected)
    }

    /// A listed host on another port is refused for its port, and explain says so.
    @Test func aListedHostOnAnotherPortIsNamedForItsPort() throws {
        let result = try CLI.run(["explain", "Manifests/edugo.yaml", "https://edugo.app:8443/materials/x"])
        #expect(result.status != 0)
        #expect(
            result.stdout.contains(
                "✗ unknown host 'edugo.app:8443': the host edugo.app is listed, but the port 8443 is not; a universal "
                    + "link's is 443, or none"), "\(result.stdout)")
    }

    /// A refused host is named with why (Docs/Security.md); a listed host spelled with escapes is
    /// the listed host; an item that does not decode fails as the parser fails it.
    @Test func hostsAndItemsAreReadAsTheParserReadsThem() throws {
        let result = try CLI.run([
            "explain", "Manifests/edugo.yaml", "https://[edugo.app]/dashboard",
            "https://evil.com%2F.edugo.app/dashboard", "https://evil.com/dashboard",
            "https://edugo%2Eapp/dashboard",
            "https://edugo.app/search?q=caf%E9",
        ])
        #expect(result.status == 1)
        let hosts = "the manifest's hosts are edugo.app, dev.edugo.app"
        #expect(
            result.stdout == """
                https://[edugo.app]/dashboard
                  ✗ unknown host '[edugo.app]': a bracketed host is an IP literal, and listed hosts are domain \
                names; \(hosts)
                  AASA: none is served for host '[edugo.app]'; iOS opens the link in Safari

                https://evil.com%2F.edugo.app/dashboard
                  ✗ unknown host 'evil.com%2f.edugo.app': the host holds '/' once decoded, which no domain name \
                has; \(hosts)
                  AASA: none is served for host 'evil.com%2f.edugo.app'; iOS opens the link in Safari

                https://evil.com/dashboard
                  ✗ unknown host 'evil.com': 'evil.com' is neither a listed host nor under a listed '*.' domain; \
                \(hosts)
                  AASA: none is served for host 'evil.com'; iOS opens the link in Safari

                https://edugo%2Eapp/dashboard
                  route: dashboard (/dashboard)
                  auth: none; shown: push in home
                  AASA: component 10 ("/dashboard", dashboard) sends it to the app

                https://edugo.app/search?q=caf%E9
                  route: search (/search)
                  ✗ parameter 'q' is 'caf\u{FFFD}', expected String
                  code: String? = nil
                  auth: none; shown: push
                  AASA: component 11 ("/search", search) sends it to the app

                """)
    }

    /// The trie explain walks folds ASCII case only, as the generated parser does: `ÜBER-UNS` is
    /// not `über-uns`.
    @Test func caseIsFoldedAsTheParserFoldsIt() throws {
        let result = try CLI.run([
            "explain", "Tests/Reference/shop.yaml", "shop://%C3%9CBER-UNS", "shop://%C3%BCBER-UNS",
        ])
        #expect(result.stdout.contains("shop://%C3%9CBER-UNS\n  ✗ no route matches '/%C3%9CBER-UNS'"))
        #expect(result.stdout.contains("shop://%C3%BCBER-UNS\n  route: about (/über-uns)"))
    }

    @Test func aBadManifestIsReportedNotExplained() throws {
        let result = try CLI.run([
            "explain", "Tests/RouteGenCoreTests/Fixtures/invalid/missing-routes.yaml", "app://x",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("missing-routes.yaml:1:1: error: missing required key 'routes'"))
    }

    @Test func explainNeedsAURL() throws {
        #expect(try CLI.run(["explain", "Manifests/edugo.yaml"]).status == 64)
    }
}
