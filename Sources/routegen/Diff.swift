import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenDriver

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report every change between two manifests that breaks links in the wild.",
        discussion: """
            Reads each route's links (its path and aliases on every scheme and host, with sample values and \
            values at the edges of their types) with both manifests' parsers and AASA files, and reports each \
            link that no longer parses, now fails, parses to another route or other values, or now opens in \
            Safari, with that link as the example; and each route whose 'url' now writes other links. Keep \
            an old path under 'aliases:' to move a route without breaking its links. Exit status 1 when \
            anything breaks. With --against REV, OLD is MANIFEST as git has it at REV (with its includes).
            """
    )

    @Argument(help: "OLD NEW, or MANIFEST with --against.", completion: .file(extensions: ["yaml", "yml"]))
    var manifests: [String]

    @Option(help: "A git revision to compare MANIFEST against: its manifest files are read with git show.")
    var against: String?

    @Flag(
        help:
            "Also list what breaks nothing: added routes, aliases and query items (a renamed route is always a warning)."
    )
    var verbose = false

    @Flag(help: "Print the changes as JSON on standard output.")
    var json = false

    func validate() throws {
        let expected = against == nil ? 2 : 1
        if manifests.count != expected {
            throw ValidationError(
                against == nil
                    ? "Name the OLD and the NEW manifest." : "Name one manifest to compare with --against.")
        }
    }

    func run() throws {
        let new = try ManifestFile.loadOrExit(manifests.last!)
        let old: ValidatedManifest
        do {
            if let against {
                old = try ManifestLoader.load(try Self.gitShow(against, manifests[0]), file: manifests[0]) {
                    try? Self.gitShow(against, $0)
                }
            } else {
                old = try ManifestFile.load(manifests[0], reportingWarnings: false)
            }
        } catch let error as DiagnosticError {
            Console.report(error)
            throw ExitCode(1)
        }
        let changes = LinkDiff.compare(old: old, new: new).filter { verbose || $0.isShownByDefault }
        let breaking = changes.filter(\.isBreaking).count
        if json {
            print(Self.json(changes))
        } else {
            for change in changes { Console.error(change.diagnostic.description) }
            print(
                breaking == 0
                    ? "no link breaks"
                    : breaking == 1 ? "1 change breaks links" : "\(breaking) changes break links"
            )
        }
        if breaking > 0 { throw ExitCode(1) }
    }

    /// The file at `path` (relative to the current directory) as git has it at `revision`.
    static func gitShow(_ revision: String, _ path: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "show", "\(revision):\(path.hasPrefix("/") ? path : "./" + path)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DiagnosticError([
                Diagnostic("not in git at \(revision); name a revision that has it", file: path)
            ])
        }
        return [UInt8](data)
    }

    static func json(_ changes: [LinkChange]) -> String {
        let objects = changes.map { change -> [String: Any] in
            var object: [String: Any] = [
                "kind": change.kind.rawValue, "route": change.route, "breaking": change.isBreaking,
                "message": change.message, "file": change.location.file, "line": change.location.line,
                "column": change.location.column,
            ]
            if let witness = change.witness { object["witness"] = witness }
            return object
        }
        return Console.json(objects)
    }
}
