import Foundation
import Testing

/// `routegen migrate`: rewrites an app manifest and the features it includes in place, or prints
/// them with --dry-run; a manifest with an error is left as it is.
@Suite struct MigrateCommandTests {
    static let app = """
        version: 1.1   # the format
        enum: AppRoute
        schemes: [app]
        routes:
          page:
            path: /page
            query: { n: { type: Int, default: 1, min: 1 } }
          shop: { path: /shop, include: shop.routes.yaml }

        """
    static let feature = """
        enum: ShopRoute
        routes:
          item:
            path: /items/{id}
            params:
              id: { type: String, minLength: 2, lowercased: true }

        """

    func write(_ files: [String: String], in directory: URL) throws {
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    func read(_ name: String, in directory: URL) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func rewritesTheAppAndItsFeaturesInPlace() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(["routes.yaml": Self.app, "shop.routes.yaml": Self.feature], in: directory)
        let run = try CLI.run(["migrate", "routes.yaml"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try read("routes.yaml", in: directory)
                == Self.app.replacingOccurrences(of: "1.1   #", with: "1.2   #")
                .replacingOccurrences(of: "path: /page\n", with: "path: \"/page?n={n}\"\n")
                .replacingOccurrences(
                    of: "query: { n: { type: Int, default: 1, min: 1 } }",
                    with: "params: { n: { type: Int, default: 1, range: 1... } }"))
        #expect(
            try read("shop.routes.yaml", in: directory)
                == Self.feature.replacingOccurrences(
                    of: "minLength: 2, lowercased: true", with: "range: 2..., read: [lowercased]"))
        #expect(
            run.stderr
                == "routes.yaml: version 1.2, 2 keys rewritten\nshop.routes.yaml: version 1.2, 2 keys rewritten\n"
        )
        // Migrated, it is a manifest 1.2 that lint passes, and migrating it again changes nothing.
        #expect(try CLI.run(["lint", "routes.yaml"], in: directory).status == 0)
        let again = try CLI.run(["migrate", "routes.yaml"], in: directory)
        #expect(again.status == 0)
        #expect(again.stderr == "routes.yaml: nothing to rewrite\nshop.routes.yaml: nothing to rewrite\n")
    }

    /// A manifest 1.1 still lints and generates; lint warns of each key 1.2 writes otherwise,
    /// with the 1.2 text, the feature's too, and a build says nothing of them.
    @Test func lintWarnsOfEachKey1_2WritesOtherwise() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(["routes.yaml": Self.app, "shop.routes.yaml": Self.feature], in: directory)
        let lint = try CLI.run(["lint", "routes.yaml"], in: directory)
        #expect(lint.status == 0)
        let warnings = lint.stderr.split(separator: "\n")
        #expect(warnings.count == 4 && warnings.allSatisfy { $0.contains(": warning: ") })
        let query =
            "routes.yaml:7:5: warning: 'query' is manifest 1.1's spelling; 1.2 writes 'path: "
            + "\"/page?n={n}\"' ('routegen migrate' rewrites a manifest)"
        #expect(warnings.first.map(String.init) == query)
        #expect(warnings.contains { $0.hasPrefix("shop.routes.yaml:6:41: warning: 'lowercased'") })
        let generate = try CLI.run(["generate", "routes.yaml", "--output", "Generated"], in: directory)
        #expect(generate.status == 0)
        #expect(!generate.stderr.contains("warning"), "\(generate.stderr)")
    }

    @Test func dryRunPrintsAndWritesNothing() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(["routes.yaml": Self.app, "shop.routes.yaml": Self.feature], in: directory)
        let run = try CLI.run(["migrate", "--dry-run", "routes.yaml"], in: directory)
        #expect(run.status == 0)
        #expect(run.stdout.contains("# routes.yaml\nversion: 1.2   # the format\n"))
        #expect(run.stdout.contains("# shop.routes.yaml\nenum: ShopRoute\n"))
        #expect(try read("routes.yaml", in: directory) == Self.app)
        #expect(try read("shop.routes.yaml", in: directory) == Self.feature)
    }

    @Test func aManifestWithAnErrorIsLeftAsItIs() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = Self.app.replacingOccurrences(of: "default: 1", with: "default: one")
        try write(["routes.yaml": broken, "shop.routes.yaml": Self.feature], in: directory)
        let run = try CLI.run(["migrate", "routes.yaml"], in: directory)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("routes.yaml:7:"), "\(run.stderr)")
        #expect(try read("routes.yaml", in: directory) == broken)
        #expect(try read("shop.routes.yaml", in: directory) == Self.feature)
    }
}

/// The files migrate writes: through a symbolic link to its target, with the file's permissions.
@Suite struct MigrateWritingTests {
    @Test func aLinkedManifestIsRewrittenWhereItLivesWithItsPermissions() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let real = directory.appendingPathComponent("real.yaml")
        try MigrateCommandTests.app.replacingOccurrences(
            of: "  shop: { path: /shop, include: shop.routes.yaml }\n", with: ""
        )
        .write(to: real, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("routes.yaml").path, withDestinationPath: "real.yaml")
        let run = try CLI.run(["migrate", "routes.yaml"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: directory.appendingPathComponent("routes.yaml").path)
        #expect(link == "real.yaml")
        #expect(try String(contentsOf: real, encoding: .utf8).contains("version: 1.2"))
        let mode = try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }
}
