import ArgumentParser
import Foundation
import RouteGenCore

@main
struct RouteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Generates type-safe Swift deep-link routes from a YAML manifest.",
        discussion: """
            A manifest lists every deep link of an app: paths, typed parameters, auth and presentation.
            Diagnostics are printed as path:line:column: error: message. Exit status: 0 on success,
            1 for manifest errors or stale output, 64 for usage errors.
            """,
        subcommands: [Lint.self]
    )
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate manifests without writing anything.",
        discussion:
            "Prints nothing and exits 0 when every manifest is valid; otherwise prints every error and exits 1."
    )

    @Argument(help: "Manifest files to check.", completion: .file(extensions: ["yaml", "yml"]))
    var manifests: [String]

    func validate() throws {
        if manifests.isEmpty { throw ValidationError("Name at least one manifest file.") }
    }

    func run() throws {
        var failed = false
        for path in manifests {
            do {
                _ = try ManifestFile.load(path)
            } catch {
                Console.report(error)
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
