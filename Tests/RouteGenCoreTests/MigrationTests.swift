import Foundation
import RouteGenCore
import Testing

/// `routegen migrate`: a manifest 1.1 (or 1) and its features rewritten in 1.2's spelling, text
/// edited in place. Every reference and example manifest as it was written before 1.2
/// (Fixtures/migrate, at the paths they had) migrates with no link change, and with the same
/// generated files byte for byte.
@Suite struct MigrationTests {
    static let corpus = Fixtures.root.appendingPathComponent("migrate")

    /// The app manifests of the corpus: every `.yaml` no other one includes.
    static let apps: [String] = {
        let files = FileManager.default.enumerator(atPath: corpus.path)?.compactMap { $0 as? String } ?? []
        let manifests = files.filter { $0.hasSuffix(".yaml") }.sorted()
        let included = Set(
            manifests.flatMap { path in
                let bytes =
                    (try? Data(contentsOf: corpus.appendingPathComponent(path))).map { [UInt8]($0) } ?? []
                return ManifestLoader.includedFiles(of: bytes, file: path, read: reader(in: corpus))
            })
        return manifests.filter { !included.contains($0) }
    }()

    @Test func theCorpusHoldsEveryReferenceAndExample() {
        #expect(Self.apps.count >= 14)
    }

    @Test(arguments: apps)
    func migratingChangesNoLink(_ path: String) throws {
        let read = reader(in: Self.corpus)
        let bytes = try #require(read(path))
        let original = try ManifestLoader.load(bytes, file: path, read: read)
        let files = try ManifestMigration.migrate(bytes, file: path, read: read)
        let texts = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
        let migrated = try ManifestLoader.load(Array(texts[path]!.utf8), file: path) {
            texts[$0].map { Array($0.utf8) }
        }
        // Checked here as diff checks it, apart from the migration's own check.
        let changes = LinkDiff.compare(old: original, new: migrated)
        #expect(changes.isEmpty, "\(changes.map(\.diagnostic.description))")
        #expect(Generator.files(for: original) == Generator.files(for: migrated))
        for file in files {
            let root = try YAMLReader.read(Array(file.text.utf8), file: file.path)
            let manifest = ManifestDecoder.decode(root, file: file.path, isFeature: file.path != path).0
            #expect(manifest.versionedKeys.allSatisfy { $0.spelling == .since1_2 }, "\(file.path)")
            if file.path == path { #expect(manifest.version.value == .v1_2) }
        }
    }

    @Test func editsKeepCommentsOrderAndLayout() throws {
        let before = """
            # The app's links
            version: 1.1   # the format
            enum: AppRoute
            schemes: [app]
            routes:
              page:
                path: /page/{n}
                params:
                  n: { type: Int, min: 1, max: 100 }   # pages
                query:
                  q: { type: String?, maxLength: 20, lowercased: true, ignoreInvalid: true }
                  mode:
                    type: String?
                    minLength: 1   # at least one
                    maxLength: 3   # the API's limit
                    percentEncoded: false
                  sort: { lowercased: false, type: String? }

            """
        let after = """
            # The app's links
            version: 1.2   # the format
            enum: AppRoute
            schemes: [app]
            routes:
              page:
                path: "/page/{n}?q={q}&mode={mode}&sort={sort}"
                params:
                  n: { type: Int, range: 1...100 }   # pages
                  q: { type: String?, range: ...20, read: [lowercased, lenient] }
                  mode:
                    type: String?
                    range: 1...3   # at least one
                    # the API's limit
                  sort: { type: String? }

            """
        let files = try ManifestMigration.migrate(Array(before.utf8), file: "app.yaml") { _ in nil }
        #expect(files.map(\.text) == [after])
        #expect(files.map(\.rewrittenKeys) == [10])
    }

    /// Settings entries become a name with its words, and `http: true` a word among the schemes,
    /// in a flow list and in a block one (after the comment that ends its last line).
    @Test func settingsEntriesBecomeWords() throws {
        let flow = """
            version: 1.1
            schemes: [app, { name: scan, form: path }, { name: web, host: optional }]
            hosts: [example.com, { name: click.example.com, exclusive: true }]
            appIDs: [ABCDE12345.com.example.app]
            http: true   # links the app's web views intercept
            routes:
              home: { path: / }
              click: { path: /c, hosts: [click.example.com] }

            """
        let block = """
            version: 1.1
            schemes:
              - app   # the app's own
              - name: web
                host: true
            hosts: [example.com]
            appIDs: [ABCDE12345.com.example.app]
            http: true
            routes:
              home: { path: / }

            """
        let migrated = try [flow, block].map {
            try ManifestMigration.migrate(Array($0.utf8), file: "app.yaml") { _ in nil }[0].text
        }
        #expect(
            migrated == [
                """
                version: 1.2
                schemes: [app, { scan: pathForm }, { web: optionalHost }, http]
                hosts: [example.com, { click.example.com: exclusive }]
                apple: { apps: [ABCDE12345.com.example.app] }
                # links the app's web views intercept
                routes:
                  home: { path: / }
                  click: { path: /c, reach: [click.example.com] }

                """,
                """
                version: 1.2
                schemes:
                  - app   # the app's own
                  - { web: host }
                  - http
                hosts: [example.com]
                apple: { apps: [ABCDE12345.com.example.app] }
                routes:
                  home: { path: / }

                """,
            ])
    }

    /// `needs:` adds to what a route's groups need: 1.1's `auth:` and `permissions:` become the
    /// route's own needs; a route that gives up what its group needs, which 1.2 cannot say, is
    /// named and nothing is written.
    @Test func needsAddToTheGroups() throws {
        let text = """
            version: 1.1
            schemes: [app]
            routes:
              account:
                path: /account
                auth: true
                routes:
                  billing: { path: /billing, permissions: [billing] }
                  profile: { path: /profile, auth: true }
                  settings: { path: /settings }
              admin: { path: /admin, permissions: [admin] }

            """
        let migrated = try ManifestMigration.migrate(Array(text.utf8), file: "app.yaml") { _ in nil }
        #expect(
            migrated.map(\.text) == [
                """
                version: 1.2
                schemes: [app]
                routes:
                  account:
                    path: /account
                    needs: [signIn]
                    routes:
                      billing: { path: /billing, needs: [billing] }
                      profile: { path: /profile, needs: [signIn] }
                      settings: { path: /settings }
                  admin: { path: /admin, needs: [admin] }

                """
            ])
        let refusals: [(String, ManifestMessage.Migration)] = [
            ("help: { path: /help, auth: false }", .optsOutOfSignIn(route: "help")),
            ("help: { path: /help, permissions: [other] }", .replacesPermissions(route: "help")),
        ]
        for (route, reason) in refusals {
            let manifest = """
                version: 1.1
                schemes: [app]
                routes:
                  account:
                    path: /account
                    auth: true
                    permissions: [member]
                    routes:
                      \(route)

                """
            #expect {
                try ManifestMigration.migrate(Array(manifest.utf8), file: "app.yaml") { _ in nil }
            } throws: { error in
                (error as? DiagnosticError)?.diagnostics.map(\.kind) == [.migration(reason)]
            }
        }
        #expect(refusals.count == 2)
    }

    /// What the second review found: a permission YAML would read otherwise is quoted, a comment
    /// in an entry that is merged away stays as a line, `http` joins a flow list that ends with a
    /// comma and a comment, a bound in exponent form is written as a decimal, and a comment kept
    /// after a replacement never hides what follows it on its line.
    @Test func editsKeepTheUsersTextInHarderLayouts() throws {
        let text = """
            version: 1.1
            schemes: [app,   # main
              ]
            hosts: [example.com]
            appIDs: [ABCDE12345.com.example.app]
            http: true
            routes:
              a:
                path: /a
                auth: true       # must sign in
                permissions:
                  # reviewers only
                  - "a, b"
                  - admin
                query: { v: { type: Double?, max: 1e20 } }
              b: { path: /b, permissions: [x,   # c
                  y], aliases: [/bb] }

            """
        let migrated = try ManifestMigration.migrate(Array(text.utf8), file: "app.yaml") { _ in nil }
        #expect(
            migrated.map(\.text) == [
                """
                version: 1.2
                schemes: [app,   # main
                  http]
                hosts: [example.com]
                apple: { apps: [ABCDE12345.com.example.app] }
                routes:
                  a:
                    path: "/a?v={v}"
                    needs: [signIn, "a, b", admin]       # must sign in
                    # reviewers only
                    params: { v: { type: Double?, range: ...100000000000000000000 } }
                  b: { path: /b, needs: [x, y], aliases: [/bb] }

                """
            ])
    }

    /// A `#` inside a quoted value starts no comment: none is dropped, none invented; and `apple:`
    /// says what `appIDs:` and `aasa:` said, an empty list left out.
    @Test func quotedHashesAndTheAppleBlock() throws {
        let text = """
            version: 1.1
            schemes: [app]
            appIDs:   # filled in by CI
            aasa:
              exclude:
                - "/x#y"    # legacy anchors
              webcredentials: true
              appClips: []
            routes:
              home:
                path: /
                permissions:
                  - "can #edit"

            """
        let migrated = try ManifestMigration.migrate(Array(text.utf8), file: "app.yaml") { _ in nil }[0].text
        #expect(
            migrated == """
                version: 1.2
                schemes: [app]
                apple: { exclude: ["/x#y"], services: [webcredentials] }   # filled in by CI
                # legacy anchors
                routes:
                  home:
                    path: /
                    needs: ["can #edit"]

                """)
    }

    @Test func aManifestWithAnErrorIsNotMigrated() {
        let text = "version: 1.1\nenum: AppRoute\nschemes: [app]\nroutes:\n  a: { path: /a, auth: maybe }\n"
        #expect(throws: DiagnosticError.self) {
            try ManifestMigration.migrate(Array(text.utf8), file: "app.yaml") { _ in nil }
        }
    }

    @Test func aManifestIn1_2IsLeftAsItIs() throws {
        let text = "version: 1.2\nenum: AppRoute\nschemes: [app]\nroutes:\n  a: { path: /a }\n"
        let files = try ManifestMigration.migrate(Array(text.utf8), file: "app.yaml") { _ in nil }
        #expect(files.map(\.text) == [text])
    }

    /// `lowercased: false` and `percentEncoded: false` say the default: before, either read as set.
    @Test func aFlagSetFalseReadsAsTheDefault() throws {
        let manifest = try load(
            """
            version: 1.1
            enum: AppRoute
            schemes: [app]
            routes:
              a:
                path: /a
                query:
                  q: { type: String?, lowercased: false }
                  r: { type: String?, percentEncoded: false }
            """)
        let values = manifest.allRoutes.flatMap(\.route.parameters)
        #expect(values.count == 2)
        #expect(values.allSatisfy { !$0.lowercased && !$0.percentEncoded })
    }
}
