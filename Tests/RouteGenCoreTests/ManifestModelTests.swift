import Foundation
import RouteGenCore
import Testing

@Suite struct ManifestModelTests {
    let text = """
        version: 1
        enum: AppRoute
        access: public
        imports: [MyIDs]
        schemes: [edugo, edugo-dev]
        hosts: [edugo.app, "*.edugo.app"]
        appIDs: [ABCDE12345.com.edugo.app]
        caseSensitive: false
        tabs: [home, profile]
        types:
          Section: [account, two-factor]
          UserID: { swift: MyIDs.UserID }
        aasa:
          exclude: [/internal/*]
        routes:
          dashboard:
            path: /dashboard
            tab: home
          assessment:
            path: /assessments/{assessmentId}
            params: { assessmentId: UUID }
            query:
              userId: UUID
              attempt: { type: Int, default: 1, min: 1 }
              tags: "[String]"
            auth: true
            stack: [dashboard]
            presentation: cover
            description: One assessment.
          profile:
            path: /profile/{userId}
            params: { userId: UserID }
            aliases: ["/u/{userId}"]
            permissions: [member]
            deprecated: Use /people.
            universalLink: false
        """

    func at(_ line: Int, _ column: Int) -> Location {
        Location(file: "app.yaml", line: line, column: column)
    }

    @Test func validManifestLoadsIntoTheExactModel() throws {
        let (loaded, diagnostics) = ManifestDecoder.decode(
            try YAMLReader.read(Array(text.utf8), file: "app.yaml"), file: "app.yaml")
        #expect(diagnostics.isEmpty)
        var expected = Manifest(
            file: "app.yaml", version: Located(.v1, at: at(1, 10)),
            enumName: Located("AppRoute", at: at(2, 7)),
            access: .public, imports: [Located("MyIDs", at: at(4, 11))],
            schemes: [Located("edugo", at: at(5, 11)), Located("edugo-dev", at: at(5, 18))],
            hosts: [Located("edugo.app", at: at(6, 9)), Located("*.edugo.app", at: at(6, 20))],
            appIDs: [Located("ABCDE12345.com.edugo.app", at: at(7, 10))], caseSensitive: false,
            tabs: [Located("home", at: at(9, 8)), Located("profile", at: at(9, 14))],
            types: [
                TypeDeclaration(
                    name: Located("Section", at: at(11, 3)),
                    kind: .stringEnum([
                        Located("account", at: at(11, 13)), Located("two-factor", at: at(11, 22)),
                    ])),
                TypeDeclaration(
                    name: Located("UserID", at: at(12, 3)),
                    kind: .external(swiftName: Located("MyIDs.UserID", at: at(12, 20)))),
            ],
            routes: [
                Route(
                    name: Located("dashboard", at: at(16, 3)),
                    path: Located(try PathPattern.parse("/dashboard").get(), at: at(17, 11)),
                    tab: Located("home", at: at(18, 10))),
                Route(
                    name: Located("assessment", at: at(19, 3)),
                    path: Located(try PathPattern.parse("/assessments/{assessmentId}").get(), at: at(20, 11)),
                    params: [
                        Parameter(
                            name: Located("assessmentId", at: at(21, 15)),
                            type: Located(TypeReference(name: "UUID"), at: at(21, 29)))
                    ],
                    query: [
                        Parameter(
                            name: Located("userId", at: at(23, 7)),
                            type: Located(TypeReference(name: "UUID"), at: at(23, 15))),
                        Parameter(
                            name: Located("attempt", at: at(24, 7)),
                            type: Located(TypeReference(name: "Int"), at: at(24, 24)),
                            defaultValue: Located("1", at: at(24, 38)),
                            constraints: Constraints(min: Located(1, at: at(24, 46)))),
                        Parameter(
                            name: Located("tags", at: at(25, 7)),
                            type: Located(TypeReference(name: "String", shape: .array), at: at(25, 13))),
                    ],
                    auth: true, stack: [Located("dashboard", at: at(27, 13))],
                    presentation: Located(.cover, at: at(28, 19)), description: "One assessment."),
                Route(
                    name: Located("profile", at: at(30, 3)),
                    path: Located(try PathPattern.parse("/profile/{userId}").get(), at: at(31, 11)),
                    params: [
                        Parameter(
                            name: Located("userId", at: at(32, 15)),
                            type: Located(TypeReference(name: "UserID"), at: at(32, 23)))
                    ],
                    permissions: [Located("member", at: at(34, 19))], deprecated: "Use /people.",
                    universalLink: Located(false, at: at(36, 20)),
                    aliases: [Located(try PathPattern.parse("/u/{userId}").get(), at: at(33, 16))]),
            ],
            aasa: AASAOptions(exclude: [Located("/internal/*", at: at(14, 13))]))
        // Where `version:` and 1.1's `min: 1` are written, for `routegen migrate`.
        expected.versionSpan = 9..<10
        // `auth:` and `permissions:` are written as `needs:`: their edits are MigrationTests'.
        let needs = loaded.versionedKeys.filter { ["auth", "permissions"].contains($0.key.value) }
        #expect(
            needs.map(\.spelling) == [
                .replacedIn1_2(replacement: "needs: [signIn]"),
                .replacedIn1_2(replacement: "needs: [member]"),
            ])
        try #require(needs.count == 2)
        // `appIDs:` and `aasa:` are one `apple:`, written where `appIDs:` is.
        let apple = loaded.versionedKeys.filter { ["appIDs", "aasa"].contains($0.key.value) }
        let written = #"apple: { apps: [ABCDE12345.com.edugo.app], exclude: ["/internal/*"] }"#
        #expect(
            apple.map(\.spelling) == [
                .replacedIn1_2(replacement: written), .replacedIn1_2(replacement: written),
            ])
        #expect(apple.first?.edits.count == 2 && apple.last?.edits.isEmpty == true)
        try #require(apple.count == 2)
        expected.versionedKeys =
            apple + [
                VersionedKey(
                    key: Located("caseSensitive", at: at(8, 1)),
                    spelling: .replacedIn1_2(replacement: "spelling: [anyCase]"),
                    edits: [.replace(155..<175, with: "spelling: [anyCase]")]),
                needs[0],
                VersionedKey(
                    key: Located("min", at: at(24, 41)), spelling: .replacedIn1_2(replacement: "range: 1..."),
                    edits: [.replace(516..<522, with: "range: 1...")]),
                // `query:`'s items are named in 1.2's path, which the migration's second pass writes.
                VersionedKey(
                    key: Located("query", at: at(22, 5)),
                    spelling: .replacedIn1_2(
                        replacement:
                            #"path: "/assessments/{assessmentId}?userId={userId}&attempt={attempt}&tags={tags}""#
                    )),
                // `universalLink: false` is `reach:`'s word for every custom scheme.
                VersionedKey(
                    key: Located("universalLink", at: at(36, 5)),
                    spelling: .replacedIn1_2(replacement: "reach: [schemes]"),
                    edits: [.replace(801..<821, with: "reach: [schemes]")]),
                needs[1],
            ]
        #expect(loaded == expected)
    }

    @Test func routesResolveInPathThenQueryOrderWithDefaults() throws {
        let routes = try load(text, file: "app.yaml").app.routes
        #expect(routes.map(\.name) == ["dashboard", "assessment", "profile"])
        let assessment = routes[1]
        #expect(assessment.parameters.map(\.name) == ["assessmentId", "userId", "attempt", "tags"])
        #expect(
            assessment.parameters.map(\.source) == [
                .path, .item(.query), .item(.query), .repeatedItem(.query),
            ])
        #expect(assessment.parameters[2].defaultValue == .int(1))
        #expect(
            assessment.presentation == .cover && assessment.requiresAuth
                && assessment.stack.map(\.name) == ["dashboard"])
        #expect(routes[0].presentation == .push && routes[0].reach.web)
        #expect(!routes[2].reach.web)
        #expect(routes[2].parameters[0].type == .external(name: "UserID", swiftName: "MyIDs.UserID"))
    }

    /// A group's case holds the values it names; a route in it that names a host whose value the
    /// group does not carry holds that value itself, whatever order they are resolved in.
    @Test func aGroupHoldsTheValuesItNamesAndItsRoutesTheirOwn() throws {
        let manifest = try load(
            """
            version: 1.1
            enum: AppRoute
            hosts: [example.com, "{lang}.example.com"]
            appIDs: [ABCDE12345.com.example.app]
            types:
              Lang: [en, de]
            routes:
              course:
                path: /c/{id}
                params: { id: Int }
                query: { ref: String? }
                routes:
                  overview: { path: /overview }
                  local: { path: "/local/{page}", hosts: ["{lang}.example.com"], params: { lang: Lang, page: Int } }
            """)
        let group = try #require(manifest.app.groups.first)
        #expect(group.shared.map(\.name) == ["id", "ref"])
        let local = try #require(manifest.app.routes.first { $0.name == "course.local" })
        #expect(local.ownParameters.map(\.name) == ["lang", "page"])
        #expect(Set(local.parameters.map(\.name)) == ["lang", "id", "page", "ref"])
        let overview = try #require(manifest.app.routes.first { $0.name == "course.overview" })
        #expect(overview.ownParameters.isEmpty)
    }

    /// A group's values are typed and named on the group, once for all its routes; a route's
    /// fragment named like one in Swift stays the route's.
    @Test func aGroupsValuesAreItsOwnAndAFragmentIsNeverTheGroups() throws {
        let manifest = try load(
            """
            version: 1.1
            enum: AppRoute
            hosts: [example.com, "{lang}.example.com"]
            appIDs: [ABCDE12345.com.example.app]
            types:
              Lang: [en, de]
            routes:
              shop:
                path: /shop
                hosts: ["{lang}.example.com"]
                params: { lang: Lang }
                routes:
                  cart: { path: /cart }
                  item: { path: "/i/{id}", params: { id: Int } }
              course:
                path: "/c/{code}"
                params: { code: { type: Int, swift: courseCode } }
                routes:
                  notes:
                    path: /notes
                    fragment: { section: { type: String?, swift: code } }
            """)
        let shop = try #require(manifest.app.groups.first { $0.name == "shop" })
        #expect(shop.shared.map(\.name) == ["lang"])
        #expect(shop.shared.first?.type.manifestName == "Lang")
        let item = try #require(manifest.app.routes.first { $0.name == "shop.item" })
        #expect(item.ownParameters.map(\.name) == ["id"])
        let course = try #require(manifest.app.groups.first { $0.name == "course" })
        #expect(course.shared.map(\.name) == ["courseCode"])
        #expect(course.shared.first?.type == .int)
        let notes = try #require(manifest.app.routes.first { $0.name == "course.notes" })
        #expect(notes.ownParameters.map(\.name) == ["code"])
        #expect(notes.ownParameters.first?.isFragment == true)
    }

    /// The 500-case limit counts per enum: 1,000 routes in 20 groups are fine, one group of 501 is not.
    @Test func theCaseLimitCountsEachEnumApart() throws {
        func manifest(groups: Int, routesPerGroup: Int) -> String {
            var text = "version: 1.1\nschemes: [app]\nroutes:\n"
            for group in 0..<groups {
                text += "  g\(group):\n    path: /g\(group)/{id}\n    routes:\n"
                for route in 0..<routesPerGroup { text += "      r\(route): { path: /r\(route) }\n" }
            }
            return text
        }
        let split = try load(manifest(groups: 20, routesPerGroup: 50))
        #expect(split.app.routes.count == 1_000)
        #expect(split.app.groups.count == 20)
        let message = diagnostics(manifest(groups: 2, routesPerGroup: 501))
        #expect(message.contains("test.yaml:4:3: error: enum 'Route.G0' of group 'g0' has 501 cases"))
        #expect(message.contains("test.yaml:508:3: error: enum 'Route.G1' of group 'g1' has 501 cases"))
    }

    @Test func exampleManifestsAreValid() throws {
        let directory = Fixtures.repository.appendingPathComponent("Manifests")
        let names = Fixtures.names(in: directory)
        #expect(names.count >= 5)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name + ".yaml")))
            #expect(throws: Never.self) {
                try ManifestLoader.load(bytes, file: "Manifests/\(name).yaml", read: reader())
            }
        }
    }

    /// The example and reference manifests together use every key of the format: each key is looked for where
    /// it means something (a route key among a route's keys, not in a comment or a longer word),
    /// in the node tree libyaml reads from every manifest and every file they include.
    @Test func everyManifestKeyIsUsedByTheExamples() throws {
        let directory = Fixtures.repository.appendingPathComponent("Manifests")
        let references = Fixtures.repository.appendingPathComponent("Tests/Reference")
        var files =
            Fixtures.names(in: directory).map { "Manifests/\($0).yaml" }
            + Fixtures.names(in: references).map { "Tests/Reference/\($0).yaml" }
        var used: [String: Set<String>] = [:]  // where → keys
        func keys(of node: YAMLNode) -> [(String, YAMLNode)] {
            guard case .mapping(let entries) = node.kind else { return [] }
            return entries.map { ($0.key.value, $0.value) }
        }
        var index = 0
        while index < files.count {
            let file = files[index]
            index += 1
            let bytes = try [UInt8](Data(contentsOf: Fixtures.repository.appendingPathComponent(file)))
            let root = try YAMLReader.read(bytes, file: file)
            for (key, value) in keys(of: root) {
                used["top", default: []].insert(key)
                switch key {
                case "routes":
                    for (_, route) in keys(of: value) {
                        for (routeKey, routeValue) in keys(of: route) {
                            used["route", default: []].insert(routeKey)
                            if routeKey == "include", let include = routeValue.scalar {
                                let base = (file as NSString).deletingLastPathComponent
                                files.append((base as NSString).appendingPathComponent(include))
                            }
                            guard routeKey == "params" || routeKey == "query" else { continue }
                            for (_, parameter) in keys(of: routeValue) {
                                used["parameter", default: []].formUnion(keys(of: parameter).map(\.0))
                            }
                        }
                    }
                case "context":
                    for (_, parameter) in keys(of: value) {
                        used["parameter", default: []].formUnion(keys(of: parameter).map(\.0))
                    }
                case "apple": used["apple", default: []].formUnion(keys(of: value).map(\.0))
                case "types":
                    for (_, type) in keys(of: value) {
                        used["type", default: []].formUnion(keys(of: type).map(\.0))
                    }
                case "include":
                    guard case .sequence(let includes) = value.kind else { continue }
                    let base = (file as NSString).deletingLastPathComponent
                    files += includes.compactMap(\.scalar).map {
                        (base as NSString).appendingPathComponent($0)
                    }
                default: break
                }
            }
        }
        #expect(files.count > Fixtures.names(in: directory).count, "an include was followed")
        let expected: [(String, [String])] = [
            ("top", ManifestDecoder.topLevelKeys), ("route", ManifestDecoder.routeKeys),
            ("parameter", ManifestDecoder.parameterKeys), ("apple", ManifestDecoder.appleKeys),
            ("type", ManifestDecoder.externalTypeKeys),
        ]
        var checked = 0
        for (place, keys) in expected {
            // 1.1's spellings that 1.2 replaced are the migration corpus's (MigrationTests).
            for key in keys where !ManifestDecoder.keysReplacedIn1_2.contains(key) {
                // A route's `hosts:` and `schemes:` are words of `reach:` in 1.2.
                if place == "route", ManifestDecoder.reachKeys.contains(key) { continue }
                #expect(
                    used[place, default: []].contains(key),
                    "no example manifest uses the \(place) key '\(key)'")
                checked += 1
            }
        }
        #expect(checked >= 40)
    }
}

/// A route chosen by a carried link being present reads it as required: lint asks for that form,
/// and accepts it (it once asked for it and then refused it).
@Suite struct CarriedLinkConditionTests {
    func manifest(_ type: String) -> String {
        """
        version: 1.1
        enum: AppRoute
        schemes: [app]
        routes:
          go: { path: /go }
          goOn: { path: /go, when: { to: present }, query: { to: \(type) } }
        """
    }

    @Test func aPresentCarriedLinkIsDeclaredRequired() throws {
        #expect(diagnostics(manifest("AppRoute")) == "")
        let route = try load(manifest("AppRoute")).app.routes[1]
        #expect(route.parameters.map(\.source) == [.item(.query)])
        #expect(
            diagnostics(manifest("AppRoute?")).hasSuffix(
                "test.yaml:6:30: error: query item 'to' of route 'goOn' is present in every link that chooses it; "
                    + "declare it required ('to: AppRoute'), not optional, repeated or with a default"))
    }
}
