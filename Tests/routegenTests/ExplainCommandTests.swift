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
                  AASA: component 5 ("/assessments/?*", assessment) sends it to the app

                """)
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
              ✗ no route matches '/help/billing': patterns match '/help', none continues with 'billing'; route 'help' \
            matches it, but is scheme-only (universalLink: false)
              AASA: excluded by component 1 ("/help/*", help); iOS opens the link in Safari

            https://edugo.app/search?q=
              route: search (/search)
              ✗ parameter 'q' is '', expected String with minLength 1
              code: String? = nil
              auth: none; shown: push
              AASA: no component matches; iOS opens the link in Safari

            http://edugo.app/dashboard
              ✗ unsupported scheme 'http'; the manifest's schemes are edugo, edugo-dev, and https for universal links
              AASA: not involved (custom scheme)

            edugo://settings/privacy/more
              ✗ no route matches '/settings/privacy/more': patterns match '/settings/privacy', none continues with 'more'
              AASA: not involved (custom scheme)

            """
        #expect(result.stdout == expected)
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
