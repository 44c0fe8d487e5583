import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenDriver

@main
struct RouteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Generates type-safe Swift deep-link routes from a YAML manifest.",
        discussion: """
            A manifest lists every deep link of an app: paths, typed parameters, auth and presentation. \
            Diagnostics are printed as path:line:column: error: message.

            Exit status: 0 on success, 1 for manifest errors or stale output, 64 for usage errors.
            """,
        version: RouteGenVersion.current,
        subcommands: [
            Generate.self, Lint.self, Explain.self, Diff.self, Migrate.self, Stubs.self, Schema.self,
            VerifyApp.self, VerifySite.self,
        ]
    )
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate manifests without writing anything.",
        discussion:
            "Prints nothing and exits 0 when every manifest is valid; otherwise prints every error and exits 1. "
            + "Warnings (a key manifest 1.2 writes otherwise, with its 1.2 text) do not fail it."
    )

    @Argument(help: "Manifest files to check.", completion: .file(extensions: ["yaml", "yml"]))
    var manifests: [String]

    func validate() throws {
        if manifests.isEmpty { throw ValidationError("Name at least one manifest file.") }
    }

    func run() throws {
        var failed = false
        // A feature given with the manifest that includes it is checked with it.
        let included = ManifestFile.includedAmong(manifests)
        for path in manifests where !included.contains(ManifestFile.standardized(path)) {
            do {
                // A manifest before 1.2 is told how 1.2 writes each key it replaced.
                let loaded = VersionedKey.$warnsOfOlderSpellings.withValue(true) {
                    Result { () throws(DiagnosticError) in try ManifestFile.load(path) }
                }
                _ = try loaded.get()
            } catch {
                Console.report(error)
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the Swift routes, parser and handler for each manifest.",
        discussion: """
            Writes <Enum>.swift, <Enum>+Parsing.swift and <Enum>+Handling.swift per manifest into the output \
            directory. Only files whose bytes change are rewritten; when any manifest has an error, nothing \
            is written. Files an earlier run generated from the same manifests that this run no longer \
            writes (after an 'enum' rename, say) are removed. One line says what was written or that \
            nothing was. With --check nothing is written: each stale or left-over file is named and the \
            exit status is 1.
            """
    )

    @Argument(help: "Manifest files.", completion: .file(extensions: ["yaml", "yml"]))
    var manifests: [String]

    @Option(name: .shortAndLong, help: "The directory to write into.", completion: .directory)
    var output: String

    @Flag(help: "Write nothing; exit 1 naming each file that is missing or differs.")
    var check = false

    @Flag(help: "Write only the Swift files (what a build needs; the build-tool plugin uses this).")
    var swiftOnly = false

    @Flag(
        help:
            "Write all but the Swift files: the AASA, the plist fragments, the route table, the Android files (with the build plugin)."
    )
    var noSwift = false

    @Flag(
        help: ArgumentHelp(
            "Name each manifest's Swift files after the manifest, not its enum.",
            discussion: """
                routes.yaml.swift, routes.yaml+Parsing.swift and routes.yaml+Handling.swift: names the build-tool \
                plugin knows without reading YAML. Every manifest a given one includes must be given too.
                """))
    var nameByManifest = false

    @Option(
        help: ArgumentHelp(
            "Name manifests in generated files relative to this directory.",
            discussion:
                "The plugins pass the package directory, so output is the same from every entry point."),
        completion: .directory)
    var sourceRoot: String?

    func validate() throws {
        if manifests.isEmpty { throw ValidationError("Name at least one manifest file.") }
        if swiftOnly && noSwift {
            throw ValidationError("--swift-only and --no-swift write nothing together; give one.")
        }
    }

    func run() throws {
        var job = GenerateJob(manifests: manifests, output: output)
        job.check = check
        job.swiftOnly = swiftOnly
        job.omitsSwift = noSwift
        job.nameByManifest = nameByManifest
        job.sourceRoot = sourceRoot
        guard job.run() else { throw ExitCode(1) }
    }
}

struct Stubs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a handler type with every requirement stubbed.",
        discussion: "Paste the output into the app and replace each body with its navigation."
    )

    @Argument(help: "The manifest.", completion: .file(extensions: ["yaml", "yml"]))
    var manifest: String

    func run() throws {
        let loaded = try ManifestFile.loadOrExit(manifest)
        print(Generator.stubs(for: loaded), terminator: "")
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Say which route each URL parses to, with which values — or why none.",
        discussion: """
            Uses the generated parser's rules: the scheme or host, the segment where matching stops, the \
            parameter that does not convert or breaks a constraint; and for https, whether the \
            apple-app-site-association file would hand the link to the app. Exit status 1 when a URL \
            does not parse.
            """
    )

    @Argument(help: "The manifest.", completion: .file(extensions: ["yaml", "yml"]))
    var manifest: String

    @Argument(help: "URLs to explain.")
    var urls: [String]

    @Flag(
        help:
            "Read each URL as a content link the app opens itself (init(contentLink:)): on any host for the routes that say reach: [anyHost]."
    )
    var content = false

    func validate() throws {
        if urls.isEmpty { throw ValidationError("Name at least one URL.") }
    }

    func run() throws {
        let loaded = try ManifestFile.loadOrExit(manifest)
        let explanations = urls.map { Explainer.explain($0, in: loaded, asContent: content) }
        print(explanations.map(\.text).joined(separator: "\n\n"))
        if explanations.contains(where: { !$0.parses }) { throw ExitCode(1) }
    }
}

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema of the manifest format, for editors.",
        discussion:
            "Committed as Manifests/routegen.schema.json; point a '# yaml-language-server: $schema=' line at it."
    )

    func run() {
        print(ManifestSchema.document.text, terminator: "")
    }
}

extension ManifestFile {
    /// ``load(_:sourceRoot:)``, or its errors printed and the exit status 1: what a command that
    /// reads one manifest does first.
    static func loadOrExit(_ path: String) throws -> ValidatedManifest {
        do {
            return try load(path)
        } catch {
            Console.report(error)
            throw ExitCode(1)
        }
    }
}
