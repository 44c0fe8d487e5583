import RouteGenCore
import Testing

@Suite struct AASALimitTests {
    /// A manifest whose AASA would be `routes` components of long literal paths.
    func manifest(routes: Int) -> String {
        var text =
            "version: 1\nschemes: [app]\nhosts: [example.com]\nappIDs: [ABCDE12345.com.example.app]\nroutes:\n"
        for index in 0..<routes {
            let segment = String(repeating: "long-descriptive-segment-name-", count: 10)
            text += "  route\(index): { path: /catalogue-section-\(index)/\(segment) }\n"
        }
        return text
    }

    @Test func anAASAOver128KBIsAnError() {
        #expect(diagnostics(manifest(routes: 100)) == "")
        let text = diagnostics(manifest(routes: 480))
        #expect(text.hasPrefix("test.yaml:3:9: error: the apple-app-site-association file would be "))
        #expect(
            text.hasSuffix(
                " bytes; iOS reads at most 131072 — set 'universalLink: false' on routes the web does not link to"
            ))
    }
}
