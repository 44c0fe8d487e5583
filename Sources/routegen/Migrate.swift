import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenDriver

struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rewrite a manifest and the features it includes in manifest 1.2's spelling.",
        discussion: """
            Edits each file in place where it spells a key as 1.1 does (min: and max: become range:, \
            lowercased: true becomes read: [lowercased], and so on) and sets 'version: 1.2', keeping order and \
            layout, and comments where it can (a comment inside a rewritten value follows its replacement). \
            The rewritten manifest must read and build every link as before and, from 1.1, generate the same \
            files byte for byte; if it would not, or the manifest has an error, nothing is written and the \
            exit status is 1. A manifest 1 (whose Swift names become 1.1's) or a 1.2 one that still spells a \
            key as 1.1 did is rewritten too. With --dry-run, prints each rewritten file instead of writing it.
            """
    )

    @Argument(
        help: "The app's manifest (not a feature it includes).",
        completion: .file(extensions: ["yaml", "yml"]))
    var manifest: String

    @Flag(help: "Print the rewritten files on standard output instead of writing them.")
    var dryRun = false

    func run() throws {
        guard let data = FileManager.default.contents(atPath: manifest) else {
            Console.error("\(manifest): error: cannot be read; name a manifest file (.yaml)")
            throw ExitCode(1)
        }
        let files: [ManifestMigration.File]
        do {
            files = try ManifestMigration.migrate([UInt8](data), file: manifest) {
                FileManager.default.contents(atPath: $0).map { [UInt8]($0) }
            }
        } catch {
            Console.report(error)
            throw ExitCode(1)
        }
        let old = files.map {
            FileManager.default.contents(atPath: $0.path).map { String(decoding: $0, as: UTF8.self) }
        }
        if dryRun {
            for file in files {
                print("# \(file.path)")
                print(file.text, terminator: file.text.hasSuffix("\n") ? "" : "\n")
            }
        } else {
            try ManifestFile.replace(zip(files, old).filter { $0.text != $1 }.map { ($0.0.path, $0.0.text) })
        }
        for (file, old) in zip(files, old) {
            let keys = file.rewrittenKeys == 1 ? "1 key" : "\(file.rewrittenKeys) keys"
            Console.error(
                "\(file.path): "
                    + (old == file.text ? "nothing to rewrite" : "version 1.2, \(keys) rewritten"))
        }
        if files.first?.writtenIn == .v1 {
            Console.error(
                "\(manifest): note: from version 1, values' Swift names are 1.1's (page_size is pageSize) "
                    + "unless 'swift:' names them; regenerate and build the app")
        }
    }
}
