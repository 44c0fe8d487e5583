import Foundation
import Testing

@testable import RouteGenCore

/// Every folder in Fixtures/diff is an edit: `old.yaml` and `new.yaml` (or `old/app.yaml` and
/// `new/app.yaml` with their included files), and `expected`, the exact report of
/// `routegen diff --verbose`. To re-record after an intended change to a message:
/// `ROUTEGEN_RECORD=1 swift test --filter LinkDiffCatalogueTests`, then review `git diff`.
@Suite struct LinkDiffCatalogueTests {
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.diff.path)) ?? [])
        .sorted()

    static func load(_ name: String, _ side: String) throws -> ValidatedManifest {
        let folder = Fixtures.diff.appendingPathComponent(name)
        let single = folder.appendingPathComponent(side + ".yaml")
        if FileManager.default.fileExists(atPath: single.path) {
            return try ManifestLoader.load([UInt8](Data(contentsOf: single)), file: side + ".yaml")
        }
        let app = folder.appendingPathComponent(side).appendingPathComponent("app.yaml")
        return try ManifestLoader.load(
            [UInt8](Data(contentsOf: app)), file: side + "/app.yaml", read: reader(in: folder))
    }

    @Test func catalogueCoversEveryKind() throws {
        #expect(Self.names.count >= 17)
        var kinds: Set<LinkChange.Kind> = []
        for name in Self.names {
            kinds.formUnion(
                LinkDiff.compare(old: try Self.load(name, "old"), new: try Self.load(name, "new")).map(\.kind)
            )
        }
        #expect(kinds == Set(LinkChange.Kind.allCases))
    }

    @Test(arguments: names)
    func reportMatchesExpected(_ name: String) throws {
        let changes = LinkDiff.compare(old: try Self.load(name, "old"), new: try Self.load(name, "new"))
        let actual = changes.map { $0.diagnostic.description + "\n" }.joined()
        let expectedFile = Fixtures.diff.appendingPathComponent(name).appendingPathComponent("expected")
        if ProcessInfo.processInfo.environment["ROUTEGEN_RECORD"] == "1" {
            try actual.write(to: expectedFile, atomically: true, encoding: .utf8)
        }
        #expect(actual == (try String(contentsOf: expectedFile, encoding: .utf8)))
    }
}
