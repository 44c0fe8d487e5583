import Testing

@testable import RouteGenCore

@Suite struct NamingTests {
    @Test(arguments: ["home", "materialDetail", "_private", "café", "route2"])
    func validIdentifiers(_ name: String) {
        #expect(SwiftIdentifier.isValid(name))
    }

    @Test(arguments: ["", "2fa", "material-detail", "a b", "class", "default", "self", "Type", "é-x"])
    func invalidIdentifiers(_ name: String) {
        #expect(!SwiftIdentifier.isValid(name))
    }

    @Test func suggestionsAreValidIdentifiers() {
        #expect(
            SwiftIdentifier.suggestion(for: "material-detail", keywordSuffix: "Route") == "materialDetail")
        #expect(SwiftIdentifier.suggestion(for: "2fa", keywordSuffix: "Route") == "route2fa")
        #expect(SwiftIdentifier.suggestion(for: "class", keywordSuffix: "Route") == "classRoute")
        #expect(SwiftIdentifier.suggestion(for: "two factor auth", keywordSuffix: "Value") == "twoFactorAuth")
    }

    @Test func nearMissesAreFoundWithinASmallDistance() {
        #expect(NearMiss.suggestion(for: "pathh", among: ManifestDecoder.routeKeys) == "path")
        #expect(NearMiss.suggestion(for: "apppIDs", among: ManifestDecoder.topLevelKeys) == "appIDs")
        #expect(
            NearMiss.suggestion(for: "casesensitive", among: ManifestDecoder.topLevelKeys) == "caseSensitive")
        #expect(NearMiss.suggestion(for: "colour", among: ManifestDecoder.topLevelKeys) == nil)
        #expect(NearMiss.editDistance("presentaton", "presentation") == 1)
        #expect(NearMiss.editDistance("ab", "ba") == 1)
    }

    @Test func hostRules() {
        #expect(Manifest.hostProblem("edugo.app") == nil)
        #expect(Manifest.hostProblem("*.edugo.app") == nil)
        #expect(Manifest.hostProblem("xn--caf-dma.example") == nil)
        #expect(Manifest.hostProblem("café.example")?.text.contains("Punycode") == true)
        #expect(Manifest.hostProblem("localhost") != nil)
        #expect(Manifest.hostProblem("edugo.app.") != nil)
        #expect(Manifest.hostProblem("-bad.example") != nil)
    }
}
