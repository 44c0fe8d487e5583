import Foundation
import RouteGenCore
import Testing

/// Every check of a manifest reports ``ManifestMessage`` cases, whose wording lives in
/// `Diagnostics/Messages/`; DiagnosticFixtureTests pins every message's text.
@Suite struct MessageCatalogueTests {
    /// The files that read a manifest's bytes, its keys and its paths, check its meaning and lint
    /// the files written from it: none of them words a message.
    static let checkingFiles: [URL] = {
        let sources = Fixtures.repository.appendingPathComponent("Sources/RouteGenCore")
        func swiftFiles(in folder: String, prefix: String = "") -> [URL] {
            let directory = sources.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".swift") }.sorted().map {
                directory.appendingPathComponent($0)
            }
        }
        return swiftFiles(in: "Manifest", prefix: "ManifestDecoder") + swiftFiles(in: "Validation")
            + swiftFiles(in: "YAML") + [sources.appendingPathComponent("Manifest/PathPattern.swift")]
            + swiftFiles(in: "RouteTrie", prefix: "RouteTrieBuilder")
            + [
                "Pipeline/ManifestLoader.swift", "AssociatedDomains/AssociatedDomainsCheck.swift",
                "Android/AndroidAppLinks.swift", "Diff/LinkDiff.swift", "AppFiles/AppFilesCheck.swift",
                "AppFiles/AndroidManifestCheck.swift",
            ].map(sources.appendingPathComponent)
    }()

    @Test func theDecoderTheValidatorAndTheLoaderReportOnlyCataloguedMessages() throws {
        #expect(Self.checkingFiles.count >= 23)
        // A string literal where a message or a note is expected.
        let worded = try NSRegularExpression(
            pattern:
                #"(\.error|\.warning|Diagnostic|Note|reportRepeat|SyntaxError)\((?:[^()"]|\n)*?"|\b(missing|warning|report|add)\(\s*"[^"\n]* |(var|let) message: String(?! \{)|message \+?= *"|message \+="#
        )
        let catalogued = try NSRegularExpression(pattern: #"(\.error|\.warning|Diagnostic|Note)\(\s*\."#)
        var reports = 0
        for file in Self.checkingFiles {
            let source = try String(contentsOf: file, encoding: .utf8)
            let range = NSRange(source.startIndex..., in: source)
            for match in worded.matches(in: source, range: range) {
                let line = source[..<Range(match.range, in: source)!.lowerBound].split(
                    separator: "\n", omittingEmptySubsequences: false
                ).count
                Issue.record(
                    "\(file.lastPathComponent):\(line) words a message; add a case to ManifestMessage")
            }
            reports += catalogued.numberOfMatches(in: source, range: range)
        }
        #expect(reports >= 190)
    }

    /// A diagnostic keeps the case it was worded from: a test or a tool matches the case, not the
    /// text, and the 1.1 gate names what it refuses as a value.
    @Test func aDiagnosticKeepsItsCase() throws {
        let manifest = """
            version: 1
            enum: AppRoute
            schemes: [app]
            routes:
              contact: { path: "/contact/@{user}", strict: true }
            """
        let result = Result { () throws(DiagnosticError) in try load(manifest) }
        guard case .failure(let error) = result else {
            Issue.record("a 1.1 key in a version 1 manifest was accepted")
            return
        }
        let kinds = error.diagnostics.compactMap(\.kind)
        #expect(kinds.count == error.diagnostics.count, "every diagnostic has its case")
        #expect(kinds.contains(.settings(.needsVersion1_1(.key("strict")))), "\(kinds)")
        #expect(kinds.contains(.settings(.needsVersion1_1(.valueInsideASegment("@{user}")))), "\(kinds)")
    }

    /// `diff`'s and `verify-app`'s findings are catalogue cases too.
    @Test func diffAndVerifyAppFindingsKeepTheirCase() throws {
        func manifest(_ path: String) throws -> ValidatedManifest {
            try load(
                """
                version: 1
                enum: AppRoute
                schemes: [app]
                routes:
                  item: { path: "\(path)", params: { id: Int } }
                """)
        }
        let changes = LinkDiff.compare(old: try manifest("/items/{id}"), new: try manifest("/things/{id}"))
        let kinds = changes.compactMap(\.diagnostic.kind)
        #expect(kinds.count == changes.count && changes.count >= 2)
        #expect(
            kinds.contains(
                .diff(
                    .buildsDifferently(
                        route: "item", now: "/things/{id}", before: "/items/{id}",
                        keep: .ownAlias("/items/{id}")))),
            "\(kinds)")
        #expect(
            kinds.contains {
                if case .diff(.noLongerParses(route: "item", _, _, gone: false)) = $0 { true } else { false }
            }, "\(kinds)")
        let plist: [String: Any] = ["CFBundleURLTypes": [["CFBundleURLSchemes": ["other"]]]]
        let findings = AppFilesCheck.infoPlist(plist, file: "Info.plist", for: try manifest("/items/{id}"))
        #expect(findings.map(\.kind) == [.schemeMissing("app"), .schemeUnknown("other")])
    }

    @Test func aNearNameIsSuggestedElseTheFixIsGiven() {
        let near = ManifestMessage.routes(.unknownTab("hme", suggestion: "home", declared: ["home", "me"]))
        let far = ManifestMessage.routes(.unknownTab("x", suggestion: nil, declared: ["home", "me"]))
        #expect(near.text == "unknown tab 'hme'; did you mean 'home'?")
        #expect(far.text == "unknown tab 'x'; declared tabs: home, me")
        let noKeys = ManifestMessage.values(.unknownMetadataKey("pro", suggestion: nil, declared: []))
        #expect(noKeys.text.hasSuffix("e.g. metadata: { pro: Bool }"))
    }

    @Test func listsAreQuotedAndAnEmptyOneIsNamed() {
        let none = ManifestMessage.hosts(.routeHostNotListed(host: "a.example", route: "home", listed: []))
        let two = ManifestMessage.hosts(
            .routeHostNotListed(host: "a.example", route: "home", listed: ["b.example", "c.example"]))
        #expect(none.text.contains("is not one of the app's hosts (none)"))
        #expect(two.text.contains("is not one of the app's hosts ('b.example', 'c.example')"))
    }
}
