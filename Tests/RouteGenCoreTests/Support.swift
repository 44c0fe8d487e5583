import Foundation
import RouteGenCore

/// Test fixtures live beside the tests; found from this file so no bundle resources are needed.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")
    static let invalid = root.appendingPathComponent("invalid")
    static let diff = root.appendingPathComponent("diff")
    static let repository = root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Names (without extension) of the `.yaml` files in `directory`, sorted.
    static func names(in directory: URL) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }
}

/// Reads a file by its path relative to `directory` (default: the repository), for `include:`.
func reader(in directory: URL = Fixtures.repository) -> (String) -> [UInt8]? {
    { path in (try? Data(contentsOf: directory.appendingPathComponent(path))).map { [UInt8]($0) } }
}

/// Loads YAML text as a manifest, naming it `file` in diagnostics.
func load(_ text: String, file: String = "test.yaml") throws(DiagnosticError) -> ValidatedManifest {
    try ManifestLoader.load(Array(text.utf8), file: file)
}

/// The diagnostics text loading `text` produces, or "" when it is valid.
func diagnostics(_ text: String, file: String = "test.yaml") -> String {
    do {
        _ = try load(text, file: file)
        return ""
    } catch {
        return error.description
    }
}

/// RouteGenCore's location (Swift Testing has a `SourceLocation` of its own).
typealias Location = RouteGenCore.SourceLocation
