import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenDriver

struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rewrite a manifest 1.1 and the features it includes in manifest 1.2's spelling.",
        discussion: """
            Edits each file in place where it spells a key as 1.1 does (min: and max: become range:, \
            lowercased: true becomes read: [lowercased], and so on) and sets 'version: 1.2', keeping comments, \
            order and layout. The rewritten manifest must generate the same files byte for byte; if it would \
            not, or the manifest has an error, nothing is written and the exit status is 1. With --dry-run, \
            prints each rewritten file instead of writing it.
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
        for file in files {
            let old = FileManager.default.contents(atPath: file.path).map {
                String(decoding: $0, as: UTF8.self)
            }
            if dryRun {
                print("# \(file.path)")
                print(file.text, terminator: file.text.hasSuffix("\n") ? "" : "\n")
            } else if old != file.text {
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
            }
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
