import Foundation
import RouteGenCore
import Testing

/// `explain`'s AASA line names the component that decides a link, and, where Apple's `*` (which
/// spans `/`) lets a component written for one route cover another route's link, says so rather
/// than naming the other route as if the link were its.
@Suite struct AASAComponentExplainTests {
    let manifest = """
        version: 1.2
        enum: TrailRoute
        schemes: [trailhead]
        hosts: [trails.example]
        apple: { apps: [ABCDE12345.com.example.trail] }
        routes:
          trail: { path: "/trails/{id}", params: { id: Int } }
          trailFile: { path: "/trails/{id}/{file...}", params: { id: Int, file: String } }
          trailMap: { path: "/trails/{id}/map", params: { id: Int } }
        """

    @Test func aComponentWrittenForAnotherRouteSaysSo() throws {
        let validated = try load(manifest)
        let cases: [(link: String, route: String, aasa: String)] = [
            ("https://trails.example/trails/4", "trail", #"component 2 ("/trails/?*", trail) sends it"#),
            ("https://trails.example/trails/4/map", "trailMap", #"("/trails/?*/map", trailMap) sends it"#),
            (
                "https://trails.example/trails/4/a/b.gpx", "trailFile",
                #"("/trails/?*", written for trail, whose pattern covers this link of trailFile too) sends it"#
            ),
        ]
        for (link, route, aasa) in cases {
            let explanation = Explainer.explain(link, in: validated)
            #expect(explanation.route == route, "\(link)")
            let line = explanation.lines.first { $0.hasPrefix("AASA:") } ?? ""
            #expect(line.contains(aasa), "\(link): \(line)")
        }
        #expect(cases.count >= 3)
    }
}
