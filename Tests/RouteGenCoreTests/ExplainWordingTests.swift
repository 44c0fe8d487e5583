import Foundation
import RouteGenCore
import Testing

/// What a new user met in `explain`'s words (issue 52, finding 6): a value that does not read
/// says so without a wrong article, a string enum's error names the values it takes, as the
/// generated parser's does, and a link refused for the case of a segment says which setting
/// compares them.
@Suite struct ExplainWordingTests {
    let manifest = """
        version: 1.1
        enum: TrailRoute
        schemes: [trailhead]
        types:
          Difficulty: [easy, medium, hard]
        routes:
          trail:
            path: /trails/{id}
            params: { id: Int }
            query: { level: { type: Difficulty, default: easy }, n: { type: Int?, ignoreInvalid: true } }
        """

    @Test func aValueIgnoredSaysWhatItDoesNotReadAs() throws {
        let explained = Explainer.explain("trailhead://trails/42?n=x", in: try load(manifest))
        #expect(explained.parses)
        #expect(explained.values["n"] == "nil ('x' does not read as Int; ignored)", "\(explained.lines)")
        #expect(!explained.text.contains("a Int"))
    }

    @Test func aStringEnumsErrorNamesItsValues() throws {
        let explained = Explainer.explain("trailhead://trails/42?level=extreme", in: try load(manifest))
        #expect(
            explained.failure == "parameter 'level' is 'extreme', expected Difficulty (easy, medium or hard)")
    }

    @Test func aSegmentInAnotherCaseNamesTheSettingThatComparesIt() throws {
        let validated = try load(manifest)
        let refused = Explainer.explain("trailhead://Trails/42", in: validated)
        #expect(!refused.parses)
        guard case .noRoute(let noRoute)? = refused.findings.first else {
            Issue.record("\(refused.lines)")
            return
        }
        #expect(noRoute.inAnyCase == "trail")
        #expect(refused.lines.first?.hasSuffix("('caseSensitive: false' compares them in any case)") == true)
        // Nor one whose values would not read either: the case is not what refused it.
        guard
            case .noRoute(let invalid)? = Explainer.explain("trailhead://Trails/x", in: validated).findings
                .first
        else {
            Issue.record("trailhead://Trails/x is not refused")
            return
        }
        #expect(invalid.inAnyCase == nil)
        // A link no route takes in any case gets no such hint.
        let other = Explainer.explain("trailhead://Maps/42", in: validated)
        guard case .noRoute(let none)? = other.findings.first else {
            Issue.record("\(other.lines)")
            return
        }
        #expect(none.inAnyCase == nil)
        // Nor does a manifest that compares in any case, which takes the link.
        let anyCase = try load(
            manifest.replacingOccurrences(of: "schemes:", with: "caseSensitive: false\nschemes:"))
        #expect(Explainer.explain("trailhead://Trails/42", in: anyCase).accepts("trail"))
    }
}
