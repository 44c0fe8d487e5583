import Foundation
import Testing

/// Runs the built `routegen` binary, as users and the Makefile do.
struct CLI {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [beside, beside.deletingLastPathComponent()] {
            let candidate = directory.appendingPathComponent("routegen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return repository.appendingPathComponent(".build/debug/routegen")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `arguments[0]`, found on PATH, in `directory`: its status, and its output and errors
    /// together.
    static func tool(
        _ arguments: [String], in directory: URL = repository
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    static func run(_ arguments: [String], in directory: URL = repository) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}

@Suite struct VersionTests {
    /// `--version` prints the version; no generated file carries it, so a new version that writes
    /// the same code changes no committed file.
    @Test func theVersionIsPrintedAndNeverGenerated() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            version.range(of: #"^\d+\.\d+\.\d+(-[a-z]+)?$"#, options: .regularExpression) != nil, "\(version)"
        )
        for directory in ["Generated/edugo", "Tests/Reference/shop"] {
            let folder = CLI.repository.appendingPathComponent(directory)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.count >= 5)
            for name in names {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                #expect(!text.contains(version), "\(directory)/\(name)")
            }
        }
    }
}

@Suite struct LintCommandTests {
    @Test func validManifestPrintsNothingAndExitsZero() throws {
        let result = try CLI.run(["lint", "Manifests/edugo.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
    }

    @Test func invalidManifestPrintsEveryErrorAndExitsOne() throws {
        let result = try CLI.run(["lint", "Tests/RouteGenCoreTests/Fixtures/invalid/conflicting-routes.yaml"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        #expect(
            lines.first
                == "Tests/RouteGenCoreTests/Fixtures/invalid/conflicting-routes.yaml:8:11: error: routes 'product' and "
                + "'productBySlug' match the same URLs (e.g. shop://products/42); no URL can tell them apart — "
                + "change one of the paths")
    }

    /// A public route whose stack shows a route behind sign-in is valid, and lint says what the
    /// router will do with its links.
    @Test func aWarningIsPrintedAndTheManifestIsValid() throws {
        let result = try CLI.run(["lint", "Tests/Reference/wiki.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "Tests/Reference/wiki.yaml:96:3: note: route 'search' is chosen by a query item on any path, "
                + "which an Android intent filter cannot say (it matches paths only), so on Android its links open "
                + "the app only on paths other routes claim, and the browser elsewhere\n"
                + "Tests/Reference/wiki.yaml:134:13: warning: route 'history' shows 'account' ('stack'), which "
                + "needs sign-in, so the router defers its links until sign-in; say so on 'history' ('needs: "
                + "[signIn]', 1.1's 'auth: true') or show a route that does not need it\n")
    }

    /// `routegen lint *.yaml` on a package: a feature is checked with the manifest that includes
    /// it, also when that manifest has an error, and is told so only when given on its own.
    @Test func aFeatureIsLintedWithItsIncluder() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("app.yaml")
        let feature = directory.appendingPathComponent("shop.routes.yaml")
        let valid =
            "version: 1.1\nenum: AppRoute\nschemes: [app]\ninclude: [shop.routes.yaml]\nroutes:\n  home: { path: / }\n"
        try valid.write(to: app, atomically: true, encoding: .utf8)
        try "enum: ShopRoute\nroutes:\n  cart: { path: /cart }\n".write(
            to: feature, atomically: true, encoding: .utf8)
        let both = try CLI.run(["lint", app.path, feature.path])
        #expect(both.status == 0 && both.stderr.isEmpty, "\(both.stderr)")
        try valid.replacingOccurrences(of: "{ path: / }", with: "{ path: /, presentaton: sheet }")
            .write(to: app, atomically: true, encoding: .utf8)
        let broken = try CLI.run(["lint", feature.path, app.path])
        #expect(broken.status == 1)
        #expect(broken.stderr.split(separator: "\n").count == 1, "\(broken.stderr)")
        #expect(broken.stderr.contains("app.yaml:6:20: error: unknown key 'presentaton'"))
        // A misspelled include is named with the file that is there.
        try valid.replacingOccurrences(of: "[shop.routes.yaml]", with: "[shp.routes.yaml]")
            .write(to: app, atomically: true, encoding: .utf8)
        let misspelled = try CLI.run(["lint", app.path])
        #expect(misspelled.stderr.hasSuffix("did you mean 'shop.routes.yaml'?\n"), "\(misspelled.stderr)")
        let alone = try CLI.run(["lint", feature.path])
        #expect(alone.status == 1)
        #expect(alone.stderr.split(separator: "\n").count == 1, "\(alone.stderr)")
        #expect(alone.stderr.contains("this looks like a feature manifest given on its own"))
    }

    @Test func everyManifestIsCheckedEvenAfterAFailure() throws {
        let result = try CLI.run([
            "lint", "Tests/RouteGenCoreTests/Fixtures/invalid/missing-version.yaml", "Manifests/edugo.yaml",
            "Tests/RouteGenCoreTests/Fixtures/invalid/missing-routes.yaml",
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("missing-version.yaml:1:1: error:"))
        #expect(result.stderr.contains("missing-routes.yaml:1:1: error:"))
    }

    @Test func missingFileIsAnErrorNamingIt() throws {
        let result = try CLI.run(["lint", "nowhere.yaml"])
        #expect(result.status == 1)
        #expect(result.stderr == "nowhere.yaml: error: no such file; name a manifest file (.yaml)\n")
    }

    @Test func usageErrorsExit64() throws {
        #expect(try CLI.run(["lint"]).status == 64)
        #expect(try CLI.run(["frobnicate"]).status == 64)
        #expect(try CLI.run(["lint", "--no-such-flag", "x.yaml"]).status == 64)
    }

    @Test func helpExplainsTheCommands() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("lint"))
        #expect(result.stdout.contains("path:line:column: error: message"))
        // Paragraphs are wrapped whole: no line of a discussion ends early, as hard breaks in the
        // source made them do ("... on\nsuccess,\n1 for ...").
        for command in ["--help", "help generate", "help diff", "help explain", "help verify-app"] {
            let help = try CLI.run(command.split(separator: " ").map(String.init)).stdout
            let lines = help.components(separatedBy: "\n")
            let usage = lines.firstIndex { $0.hasPrefix("USAGE:") } ?? lines.count
            for (index, line) in lines[..<usage].enumerated() where index + 1 < usage {
                let next = lines[index + 1]
                #expect(line.isEmpty || next.isEmpty || line.count > 50, "\(command): '\(line)'")
            }
        }
    }

    /// Docs/CommandLine.md's usage block names every option each command takes (it lacked
    /// `--no-swift` and `--android-manifest`).
    @Test func theDocsNameEveryOption() throws {
        let docs = try String(
            contentsOf: CLI.repository.appendingPathComponent("Docs/CommandLine.md"), encoding: .utf8)
        let usage = docs.components(separatedBy: "```")[1]
        var options = 0
        for command in [
            "generate", "lint", "explain", "diff", "migrate", "schema", "stubs", "verify-app", "verify-site",
        ] {
            let help = try CLI.run(["help", command]).stdout
            let section = help.components(separatedBy: "OPTIONS:").last ?? ""
            for option in section.matches(of: /\n  (--[a-z-]+)/).map({ String($0.1) })
            where !["--help", "--version"].contains(option) {
                options += 1
                #expect(usage.contains(option), "Docs/CommandLine.md's usage lacks \(command) \(option)")
            }
        }
        #expect(options >= 10)
    }
}

/// What the build plugin runs: every manifest of a target in one call, files named after the
/// manifests, paths relative to the package. The contents are the same as `make generate`'s.
@Suite struct ManifestNamedOutputTests {
    @Test func filesNamedAfterManifestsHoldWhatGenerateWritesByEnum() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = CLI.repository.path
        // Absolute paths, in the order a target lists them: the feature before its app.
        let run = try CLI.run(
            [
                "generate", root + "/Manifests/swiftrouting/profile.routes.yaml",
                root + "/Manifests/swiftrouting.yaml",
                "--output", directory.path, "--swift-only", "--name-by-manifest", "--source-root", root,
            ], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(
            names == [
                "profile.routes.yaml+Handling.swift", "profile.routes.yaml+Parsing.swift",
                "profile.routes.yaml.swift",
                "swiftrouting.yaml+Handling.swift", "swiftrouting.yaml+Parsing.swift",
                "swiftrouting.yaml.swift",
            ])
        let committed = CLI.repository.appendingPathComponent("Generated/swiftrouting")
        for (manifest, enumName) in [
            ("swiftrouting.yaml", "SwiftRoutingRoute"), ("profile.routes.yaml", "ProfileRoute"),
        ] {
            for suffix in ["", "+Parsing", "+Handling"] {
                let written = try String(
                    contentsOf: directory.appendingPathComponent(manifest + suffix + ".swift"),
                    encoding: .utf8)
                let expected = try String(
                    contentsOf: committed.appendingPathComponent(enumName + suffix + ".swift"),
                    encoding: .utf8)
                #expect(written == expected, "\(manifest)\(suffix).swift")
                #expect(!written.contains(root))
            }
        }
    }

    @Test func anIncludedManifestNotGivenIsAnError() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CLI.run([
            "generate", "Manifests/swiftrouting.yaml", "--output", directory.path, "--name-by-manifest",
        ])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "Manifests/swiftrouting.yaml: error: includes Manifests/swiftrouting/profile.routes.yaml, which the "
                    + "build plugin does not read: a feature manifest of a target is named NAME.routes.yaml and kept "
                    + "in the target's folder, where the plugin finds it\n"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}

/// `routegen diff`: exit 1 naming each broken link, JSON for tools, and a git revision as OLD.
@Suite struct DiffCommandTests {
    static let old = """
        version: 1
        schemes: [shop]
        routes:
          item: { path: "/items/{id}", params: { id: Int } }

        """

    func write(_ text: String, _ name: String, in directory: URL) throws {
        try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    @Test func aBrokenLinkExitsOneNamingIt() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(Self.old, "old.yaml", in: directory)
        try write(Self.old.replacingOccurrences(of: "/items/", with: "/products/"), "new.yaml", in: directory)
        let run = try CLI.run(["diff", "old.yaml", "new.yaml"], in: directory)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "new.yaml:4:3: error: links to 'item' no longer parse, e.g. shop://items/42: no route matches '/items/42'"
            ),
            "\(run.stderr)")
        #expect(run.stdout == "2 changes break links\n")
        let json = try CLI.run(["diff", "old.yaml", "new.yaml", "--json"], in: directory)
        let changes = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["noLongerParses", "buildsDifferently"])
        #expect(changes.first?["witness"] as? String == "shop://items/42")
        #expect(changes.first?["line"] as? Int == 4)
        // Links are printed as they are, slashes unescaped, for tools that grep them.
        #expect(json.stdout.contains("\"witness\" : \"shop://items/42\""), "\(json.stdout)")
        #expect(try CLI.run(["diff", "old.yaml", "old.yaml"], in: directory).status == 0)
        // One change breaking links is said in the singular.
        try write(
            Self.old.replacingOccurrences(of: "{ id: Int }", with: "{ id: Int }, aliases: [\"/items/{id}\"]")
                .replacingOccurrences(of: "path: \"/items/{id}\"", with: "path: \"/products/{id}\""),
            "kept.yaml", in: directory)
        let kept = try CLI.run(["diff", "old.yaml", "kept.yaml"], in: directory)
        #expect(kept.stdout == "no link breaks\n", "\(kept.stderr)")
        // A renamed route breaks no link, and is a warning without --verbose, as the docs say.
        try write(
            Self.old.replacingOccurrences(of: "  item:", with: "  product:"), "renamed.yaml", in: directory)
        let renamed = try CLI.run(["diff", "old.yaml", "renamed.yaml"], in: directory)
        #expect(renamed.status == 0 && renamed.stdout == "no link breaks\n")
        #expect(renamed.stderr.contains("warning: route 'item' is now 'product'"), "\(renamed.stderr)")
    }

    @Test func againstAGitRevisionReadsTheManifestAsGitHasIt() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
            process.currentDirectoryURL = directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init", "-q")
        try write(Self.old, "app.yaml", in: directory)
        try git("add", "app.yaml")
        try git("commit", "-qm", "routes")
        #expect(
            try CLI.run(["diff", "--against", "HEAD", "app.yaml"], in: directory).stdout == "no link breaks\n"
        )
        try write(
            Self.old.replacingOccurrences(of: "id: Int", with: "id: { type: Int, min: 1 }"), "app.yaml",
            in: directory)
        let run = try CLI.run(["diff", "--against", "HEAD", "app.yaml"], in: directory)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "app.yaml:4:3: error: links to 'item' that parsed now fail, e.g. shop://items/0"),
            "\(run.stderr)")
        let missing = try CLI.run(["diff", "--against", "no-such-revision", "app.yaml"], in: directory)
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains("app.yaml: error: not in git at no-such-revision"), "\(missing.stderr)")
    }
}
