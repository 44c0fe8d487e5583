import Foundation
import RouteGenCore
import Testing

/// Every file in Fixtures/invalid is a bad manifest; its `.expected` sibling holds the exact
/// diagnostics, positions included. To re-record after an intended change to a message:
/// `ROUTEGEN_RECORD=1 swift test --filter DiagnosticFixtureTests`, then review `git diff`.
@Suite struct DiagnosticFixtureTests {
    static let names = Fixtures.names(in: Fixtures.invalid)

    @Test func catalogueIsLarge() {
        #expect(Self.names.count >= 45)
    }

    @Test(arguments: names)
    func diagnosticsMatchExpected(_ name: String) throws {
        let manifest = Fixtures.invalid.appendingPathComponent(name + ".yaml")
        let expectedFile = Fixtures.invalid.appendingPathComponent(name + ".expected")
        let bytes = try [UInt8](Data(contentsOf: manifest))
        let actual: String
        do {
            _ = try ManifestLoader.load(bytes, file: name + ".yaml", read: reader(in: Fixtures.invalid))
            actual = ""
        } catch {
            actual = error.description + "\n"
        }
        if ProcessInfo.processInfo.environment["ROUTEGEN_RECORD"] == "1" {
            try actual.write(to: expectedFile, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
        #expect(!actual.isEmpty, "\(name).yaml should be rejected")
        #expect(actual == expected)
    }
}
