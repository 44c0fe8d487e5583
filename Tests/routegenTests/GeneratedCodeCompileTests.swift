import Foundation
import Testing

/// Compiles generated code with the real compiler, as an app would.
@Suite struct GeneratedCodeCompileTests {
    /// Where SwiftPM put RouteKit's and EduGoModels' module files.
    static var modules: URL { CLI.executable.deletingLastPathComponent().appendingPathComponent("Modules") }

    struct Compilation {
        var status: Int32
        var output: String
    }

    /// `swiftc -typecheck` over `files` as one module with the package's modules importable.
    static func typecheck(_ files: [URL], extraFlags: [String] = []) throws -> Compilation {
        let (status, output) = try CLI.tool(
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "App", "-package-name", "app",
                "-I", modules.path,
            ] + extraFlags + files.map(\.path))
        return Compilation(status: status, output: output)
    }

    /// The object files of RouteKit and RouteKitTesting as SwiftPM built them, to link a program
    /// with generated code.
    static func routeKitObjects() throws -> [String] {
        let build = CLI.executable.deletingLastPathComponent()
        return try ["RouteKit.build", "RouteKitTesting.build"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: build.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".o") }.sorted().map {
                    build.appendingPathComponent(folder).appendingPathComponent($0).path
                }
        }
    }

    /// The output of `main` run with the code routegen generates from `manifest` (a file of
    /// `directory`), compiled with RouteKit.
    static func run(_ main: String, generatedFrom manifest: String, in directory: URL) throws -> Compilation {
        let output = directory.appendingPathComponent("out")
        let generated = try CLI.run(["generate", manifest, "--output", output.path], in: directory)
        guard generated.status == 0 else {
            return Compilation(status: generated.status, output: generated.stderr)
        }
        let source = directory.appendingPathComponent("main.swift")
        try main.write(to: source, atomically: true, encoding: .utf8)
        let compiled = try CLI.tool(
            ["swiftc", "-swift-version", "6", "-module-name", "App", "-I", modules.path, source.path]
                + swiftFiles(in: output).map(\.path) + routeKitObjects() + ["-o", "app"], in: directory)
        guard compiled.status == 0 else {
            return Compilation(status: compiled.status, output: compiled.output)
        }
        let ran = try CLI.tool(["./app"], in: directory)
        return Compilation(status: ran.status, output: ran.output)
    }

    static func swiftFiles(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A Shop handler implementing every route of Tests/Reference/shop.yaml except those in `omitting`.
    static func shopHandler(omitting: Set<String> = []) -> String {
        let methods = [
            "home": "func home() {}",
            "product": "func product(id: Int, variant: Int?, preview: Bool) {}",
            "productSearch":
                "func productSearch(q: String, minPrice: Double?, maxPrice: Double, inStock: Bool?, sizes: [Int]) {}",
            "review": "func review(id: Int, reviewId: UUID) {}",
            "deal": "func deal(discount: Double) {}",
            "notifications": "func notifications(enabled: Bool) {}",
            "productPromo": "func productPromo(id: Int) {}",
            "giftCardBalance": "func giftCardBalance() {}",
            "storeCard": "func storeCard(store: String, cardId: Int) {}",
            "about": "func about() {}",
            "shoeSale": "func shoeSale() {}",
            "saleShoe": "func saleShoe() {}",
            "pages": "func pages(path: String) {}",
        ]
        let body = methods.sorted { $0.key < $1.key }.filter { !omitting.contains($0.key) }.map {
            "    " + $0.value
        }
        return (["import Foundation", "", "struct AppHandler: ShopRouteHandler {"] + body + ["}", ""]).joined(
            separator: "\n")
    }

    /// A default whose text has unbalanced brackets, shown in a stack long enough to wrap: the
    /// printer once split the string literal and the output did not compile.
    @Test func stringsFullOfBracketsInAWrappedLineCompile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = directory.appendingPathComponent("list.yaml")
        try """
        version: 1
        enum: ListRoute
        schemes: [app]
        routes:
          listing: { path: /listing, query: { filter: { type: String, default: "a], [b, c), (d, e" } } }
          detailOfTheSelectedItemInsideTheListing: { path: "/listing/detail/{itemIdentifier}", stack: [listing, listing, listing] }

        """.write(to: manifest, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out")
        #expect(try CLI.run(["generate", manifest.path, "--output", output.path]).status == 0)
        let result = try Self.typecheck(Self.swiftFiles(in: output), extraFlags: ["-warnings-as-errors"])
        #expect(result.status == 0, "\(result.output)")
    }

    /// Values inside a segment where the matcher is split into functions (a group's path, a large
    /// app's subtree), in aliases, and in a case-insensitive manifest compile.
    @Test func valuesInsideASegmentCompileUnderGroupsAliasesAndLargeApps() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = directory.appendingPathComponent("pieces.yaml")
        let many = (0..<300).map { "  r\($0): { path: \"/@{u}/x/r\($0)\" }" }.joined(separator: "\n")
        try """
        version: 1.1
        enum: PiecesRoute
        schemes: [app]
        caseSensitive: false
        routes:
          grp:
            path: "/g/@{x}"
            routes:
              one: { path: / }
              two: { path: "/Item-{id}", params: { id: Int } }
          post:
            path: /p/{slug}-{id}
            params: { id: Int }
            aliases: ["/old/{slug}-{id}", "/older/{slug}_{id}.html"]
        \(many)

        """.write(to: manifest, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out")
        let generated = try CLI.run(["generate", manifest.path, "--output", output.path])
        #expect(generated.status == 0, "\(generated.stderr)")
        let result = try Self.typecheck(Self.swiftFiles(in: output), extraFlags: ["-warnings-as-errors"])
        #expect(result.status == 0, "\(result.output.prefix(3_000))")
    }

    /// Manifest types are nested in the route enum that declares them: an app and its feature may
    /// both declare `SortOrder`, and the app module may have a `SortOrder` of its own.
    @Test func typesOfOneNameInAnAppAFeatureAndTheModuleCompile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        version: 1
        enum: ShopRoute
        schemes: [shop]
        include: [search.routes.yaml]
        types:
          SortOrder: [price, name]
        routes:
          list: { path: /list, query: { sort: { type: SortOrder, default: price } } }

        """.write(to: directory.appendingPathComponent("shop.yaml"), atomically: true, encoding: .utf8)
        try """
        enum: SearchRoute
        types:
          SortOrder: [relevance, newest]
        routes:
          results: { path: "/search/{sort}", params: { sort: SortOrder } }

        """.write(
            to: directory.appendingPathComponent("search.routes.yaml"), atomically: true, encoding: .utf8)
        let app = directory.appendingPathComponent("App.swift")
        try """
        /// The app's own type of the same name.
        struct SortOrder {}
        let app = SortOrder()
        let shop: ShopRoute.SortOrder = .price
        let search: SearchRoute.SortOrder = .newest

        """.write(to: app, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out")
        let run = try CLI.run([
            "generate", directory.appendingPathComponent("shop.yaml").path, "--output", output.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try Self.typecheck(
            Self.swiftFiles(in: output) + [app], extraFlags: ["-warnings-as-errors"])
        #expect(result.status == 0, "\(result.output)")
    }

    /// The generated files in `output` with `stubs` (`routegen stubs`) as the app's handlers
    /// type-check without warnings.
    static func expectStubbedAppCompiles(_ output: URL, stubs: String, in directory: URL) throws {
        let app = directory.appendingPathComponent("App.swift")
        try stubs.write(to: app, atomically: true, encoding: .utf8)
        let result = try typecheck(swiftFiles(in: output) + [app], extraFlags: ["-warnings-as-errors"])
        #expect(result.status == 0, "\(result.output)")
    }

    /// A feature included by a group between routes is a case where its `include:` is written, in
    /// the enum, the handler and the stubs; the app with the stubs as its handlers compiles.
    @Test func aFeatureIncludedBetweenRoutesIsACaseInManifestOrder() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        version: 1.1
        enum: AppRoute
        schemes: [app]
        routes:
          home: { path: / }
          profile: { path: /profile, include: profile.routes.yaml }
          search: { path: /search, query: { q: String } }

        """.write(to: directory.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        try """
        version: 1.1
        enum: ProfileRoute
        routes:
          edit: { path: /edit }

        """.write(
            to: directory.appendingPathComponent("profile.routes.yaml"), atomically: true, encoding: .utf8)
        let manifest = directory.appendingPathComponent("app.yaml").path
        let output = directory.appendingPathComponent("out")
        let run = try CLI.run(["generate", manifest, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let enumFile = try String(
            contentsOf: output.appendingPathComponent("AppRoute.swift"), encoding: .utf8)
        let handling = try String(
            contentsOf: output.appendingPathComponent("AppRoute+Handling.swift"), encoding: .utf8)
        let stubs = try CLI.run(["stubs", manifest])
        #expect(stubs.status == 0, "\(stubs.stderr)")
        for (text, lines) in [
            (enumFile, ["case home", "case profile(ProfileRoute)", "case search(q: String)"]),
            (
                handling,
                ["func home()", "var profileHandler: ProfileHandler { get }", "func search(q: String)"]
            ),
            (handling, ["case .home:", "case .profile(let route):", "case .search(let q):"]),
            (
                stubs.stdout,
                ["func home()", "let profileHandler = ProfileRouteNavigator()", "func search(q: String)"]
            ),
        ] {
            let positions = lines.compactMap { text.range(of: $0)?.lowerBound }
            #expect(positions.count == 3 && positions == positions.sorted(), "\(lines) in manifest order")
        }
        try Self.expectStubbedAppCompiles(output, stubs: stubs.stdout, in: directory)
    }

    /// A feature included by a group that names a host with a value: the feature's routes type the
    /// value, each its own (the including group holds none), its own groups too; and a feature it
    /// includes in turn is a case named by its group's key. The app with the stubs compiles.
    @Test func aFeatureUnderAHostGroupTypesTheHostValueAndNestsAFeature() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            "app.yaml": """
            version: 1.1
            enum: AppRoute
            schemes: [app]
            hosts: [example.com, "{lang}.example.com"]
            appIDs: [ABCDE12345.com.example.app]
            routes:
              home: { path: / }
              shop: { path: /shop, hosts: ["{lang}.example.com"], include: shop.routes.yaml }

            """,
            "shop.routes.yaml": """
            version: 1.1
            enum: ShopRoute
            types: { Lang: [en, de] }
            routes:
              cart: { path: /cart, params: { lang: Lang } }
              orders: { path: /orders, routes: { list: { path: /list, params: { lang: Lang } } } }
              deals: { path: /deals, params: { lang: Lang }, routes: { today: { path: /today } } }
              settings: { path: /settings, include: settings.routes.yaml }

            """,
            "settings.routes.yaml": """
            version: 1.1
            enum: SettingsRoute
            types: { Lang: [en, de] }
            routes:
              language: { path: /language, params: { lang: Lang } }

            """,
        ]
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let manifest = directory.appendingPathComponent("app.yaml").path
        let output = directory.appendingPathComponent("out")
        let run = try CLI.run(["generate", manifest, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let shop = try String(contentsOf: output.appendingPathComponent("ShopRoute.swift"), encoding: .utf8)
        #expect(shop.contains("case cart(lang: ShopRoute.Lang)"))
        // A group under the host types its routes' host value once; each route holds it.
        #expect(shop.contains("case today(lang: ShopRoute.Lang)"), "\(shop)")
        #expect(shop.contains("case settings(SettingsRoute)"))
        let stubs = try CLI.run(["stubs", manifest])
        #expect(stubs.status == 0, "\(stubs.stderr)")
        try Self.expectStubbedAppCompiles(output, stubs: stubs.stdout, in: directory)
    }

    /// RouteKit's generated-code helpers are SPI: an app's own `import RouteKit` does not see them,
    /// so they stay out of its autocomplete; generated files import them by name.
    @Test func generatedCodeHelpersAreHiddenFromAPlainImport() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("Plain.swift")
        try """
        import RouteKit
        func use(_ builder: RouteURLBuilder, _ scope: LinkScope) {}

        """.write(to: plain, atomically: true, encoding: .utf8)
        let hidden = try Self.typecheck([plain])
        #expect(hidden.status != 0)
        #expect(hidden.output.contains("cannot find type 'RouteURLBuilder' in scope"), "\(hidden.output)")
        let spi = directory.appendingPathComponent("SPI.swift")
        try """
        @_spi(Generated) import RouteKit
        func use(_ builder: RouteURLBuilder, _ scope: LinkScope) {}

        """.write(to: spi, atomically: true, encoding: .utf8)
        let seen = try Self.typecheck([spi])
        #expect(seen.status == 0, "\(seen.output)")
    }

    /// Code generated for another RouteKit (here: the version before) does not compile, and the
    /// line the compiler shows says to regenerate.
    @Test func codeGeneratedForAnotherRouteKitFailsToCompileAndSaysSo() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var copies: [URL] = []
        for file in try Self.swiftFiles(in: CLI.repository.appendingPathComponent("Tests/Reference/shop")) {
            var text = try String(contentsOf: file, encoding: .utf8)
            text = text.replacingOccurrences(
                of: "RouteKitGeneratedCodeVersion5", with: "RouteKitGeneratedCodeVersion4")
            let copy = directory.appendingPathComponent(file.lastPathComponent)
            try text.write(to: copy, atomically: true, encoding: .utf8)
            copies.append(copy)
        }
        let result = try Self.typecheck(copies)
        #expect(result.status != 0)
        #expect(result.output.contains("RouteKitGeneratedCodeVersion4"), "\(result.output)")
        #expect(
            result.output.contains("RouteKit changed: regenerate this file with routegen"), "\(result.output)"
        )
    }

    @Test func aCompleteHandlerCompiles() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let consumer = directory.appendingPathComponent("AppHandler.swift")
        try Self.shopHandler().write(to: consumer, atomically: true, encoding: .utf8)
        let generated = try Self.swiftFiles(in: CLI.repository.appendingPathComponent("Tests/Reference/shop"))
        let result = try Self.typecheck(generated + [consumer])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aHandlerMissingOneRouteFailsNamingIt() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let consumer = directory.appendingPathComponent("AppHandler.swift")
        try Self.shopHandler(omitting: ["deal"]).write(to: consumer, atomically: true, encoding: .utf8)
        let generated = try Self.swiftFiles(in: CLI.repository.appendingPathComponent("Tests/Reference/shop"))
        let result = try Self.typecheck(generated + [consumer])
        #expect(result.status != 0)
        #expect(result.output.contains("type 'AppHandler' does not conform to protocol 'ShopRouteHandler'"))
        #expect(result.output.contains("protocol requires function 'deal(discount:)'"), "\(result.output)")
    }

    /// Seed 000's "Adding New Deep Links": with productDetail in the manifest, a handler written
    /// before it no longer compiles, and the compiler names the route.
    @Test func jumpstartsProductRouteMustBeHandled() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let consumer = directory.appendingPathComponent("Coordinator.swift")
        try """
        struct Coordinator: JumpstartRouteHandler {
            func showcase() {}
            func more() {}
            func myProfile(userId: String?) {}
            func settings(section: String?) {}
        }

        """.write(to: consumer, atomically: true, encoding: .utf8)
        let generated = try Self.swiftFiles(in: CLI.repository.appendingPathComponent("Generated/jumpstart"))
        let result = try Self.typecheck(generated + [consumer])
        #expect(result.status != 0)
        #expect(result.output.contains("protocol requires function 'productDetail(id:)'"), "\(result.output)")
    }

    @Test func addingARouteToTheManifestBreaksEveryHandlerUntilItHandlesIt() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // One YAML edit: a new route.
        let original = try String(
            contentsOf: CLI.repository.appendingPathComponent("Tests/Reference/shop.yaml"), encoding: .utf8)
        let manifest = directory.appendingPathComponent("shop.yaml")
        try (original + "  wishlist:\n    path: /wishlist/{listId}\n    params: { listId: UUID }\n")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("Generated")
        let generate = try CLI.run(["generate", manifest.path, "--output", output.path])
        #expect(generate.status == 0, "\(generate.stderr)")

        let consumer = directory.appendingPathComponent("AppHandler.swift")
        try Self.shopHandler().write(to: consumer, atomically: true, encoding: .utf8)
        let result = try Self.typecheck(try Self.swiftFiles(in: output) + [consumer])
        #expect(result.status != 0)
        #expect(result.output.contains("protocol requires function 'wishlist(listId:)'"), "\(result.output)")
    }
}
