import AndroidOracles
import Foundation
import RouteGenCore
@_spi(Generated) import RouteKit
import Testing

/// Features tested together, as an attacker would try them: random valid manifests of version 1.1
/// combining every feature (groups three deep, value and exclusive hosts, schemes that carry a
/// host, `http:`, `when:`, fragments, typed catch-alls, `[String: String]` items, links carried
/// inside links, `context:`, aliases, `auth` and `permissions` at every level, stacks), each with
/// thousands of links, benign and hostile (spoofed hosts, carried links written as `//host`, `/\`,
/// with tabs, two and three deep), checked against oracles independent of the code under test:
/// node's WHATWG `URL` and Foundation for where each link (at any depth) and each built link goes,
/// and the manifests' own model for what a real `DeepLinkRouter` may show signed out.
///
/// `Tests/Combination/`: make-manifests.py writes the manifests, their model and their links; the
/// real routegen generates them; the harness is compiled with the generated code and RouteKit and
/// opens every link; oracle.mjs reads what it accepted and built. `make combination` runs it
/// longer (COMBINATION_MANIFESTS, COMBINATION_LINKS, COMBINATION_SEED).
@Suite struct CombinationTests {
    static let folder = CLI.repository.appendingPathComponent("Tests/Combination")
    static let environment = ProcessInfo.processInfo.environment
    static let manifests = Int(environment["COMBINATION_MANIFESTS"] ?? "") ?? 12
    static let links = Int(environment["COMBINATION_LINKS"] ?? "") ?? 2000
    static let seed = environment["COMBINATION_SEED"] ?? "37"

    /// The `name value` pairs of a summary line (`harness: links 15000, accepted 7289, …`).
    static func counts(in output: String, prefix: String) -> [String: Int] {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }) else {
            return [:]
        }
        var counts: [String: Int] = [:]
        for pair in line.dropFirst(prefix.count).split(separator: ",") {
            let words = pair.split(separator: " ")
            if words.count >= 2, let value = Int(words.last!) {
                counts[words.dropLast().joined(separator: " ")] = value
            }
        }
        return counts
    }

    @Test func randomManifestsCombiningEveryFeatureKeepEveryLinkInScopeAndBehindItsSignIn() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let made = try CLI.tool(
            [
                "python3", Self.folder.appendingPathComponent("make-manifests.py").path, "\(Self.manifests)",
                directory.path, "--seed", Self.seed, "--links", "\(Self.links)",
            ], in: directory)
        try #require(made.status == 0, "\(made.output)")
        // Values inside a segment (`/@{p0}`, `/{p0}-{s0}`), fragment items, some choosing a route,
        // the spelling of links (`spelling:`), values read in any case (`read: [lowercased]`) and
        // routes reached only inside another link (`carriedOnly:`), strict routes, routes chosen
        // by the value of an item their group shares and by the fragment's path, and values kept
        // as written (`percentEncoded:`) are among the features combined.
        let lines = try (0..<Self.manifests).flatMap { index in
            try String(contentsOf: directory.appendingPathComponent("c\(index).yaml"), encoding: .utf8)
                .split(separator: "\n")
        }
        // 1.2's paths: the path itself, the query's items after `?`, the fragment after `#`.
        let templates = lines.compactMap {
            line -> (path: Substring, items: Substring, fragment: Substring)? in
            guard let start = line.firstRange(of: "path: \"")?.upperBound,
                let end = line[start...].firstIndex(of: "\"")
            else { return nil }
            let text = line[start..<end]
            let beforeFragment = text.prefix { $0 != "#" }
            let fragment = text.dropFirst(beforeFragment.count).dropFirst()
            let path = beforeFragment.prefix { $0 != "?" }
            return (path, beforeFragment.dropFirst(path.count).dropFirst(), fragment)
        }
        let piecesPaths = templates.filter { $0.path.contains(/[^\/]\{|\}[^\/]/) }.count
        #expect(piecesPaths >= Self.manifests / 2, "\(piecesPaths) paths with values inside a segment")
        let fragmentItems = templates.filter { $0.fragment.contains("={") }.count
        let chosenByFragment = lines.filter { $0.contains("when: { \"#") }.count
        #expect(fragmentItems >= Self.manifests * 2 && chosenByFragment >= Self.manifests * 2)
        let fragmentPaths = templates.filter { $0.fragment.hasPrefix("/") }.count
        #expect(fragmentPaths >= Self.manifests * 2, "\(fragmentPaths) routes chosen by the fragment's path")
        let itemsAfterPath = templates.filter { $0.fragment.hasPrefix("/docs/") && $0.fragment.contains("?") }
            .count
        #expect(itemsAfterPath >= Self.manifests / 3, "\(itemsAfterPath) fragments' paths followed by items")
        #expect(
            templates.filter { $0.path.hasSuffix("/*") }.count >= Self.manifests,
            "prefixes, their rest ignored")
        #expect(
            templates.filter { $0.fragment.hasPrefix("/#{") }.count >= Self.manifests,
            "'#' in fragments' paths")
        let unrooted = templates.filter { $0.fragment.hasPrefix("p/") }.count
        #expect(unrooted >= Self.manifests, "\(unrooted) fragments' paths without a leading '/'")
        let fragmentValues = templates.filter { $0.fragment.hasPrefix("{") }.count
        #expect(fragmentValues >= Self.manifests / 2, "\(fragmentValues) fragments read as one value")
        let renamed = templates.filter { $0.items.contains(/q\d=\{query\d\}/) }.count
        #expect(renamed >= Self.manifests / 3, "\(renamed) items whose value is named apart")
        let others = templates.filter { $0.items.contains("...}") }.count
        #expect(others >= Self.manifests / 3, "\(others) routes reading every other item")
        #expect(lines.filter { $0.contains("read: [raw") }.count >= Self.manifests * 2)
        let rawRests = lines.filter { $0.contains("rtail: { type: String, read: [raw] }") }.count
        #expect(rawRests >= Self.manifests, "\(rawRests) catch-alls kept as written")
        let last = lines.filter { $0.contains(/read: \[[a-z, ]*last\]/) }.count
        #expect(last >= Self.manifests / 2, "\(last) items whose last instance counts")
        #expect(lines.contains { $0.contains("read: [lenient]") }, "a value read leniently")
        let ranges = lines.filter { $0.contains("range: ") }.count
        #expect(ranges >= Self.manifests / 2, "\(ranges) values with bounds")
        let spelling = lines.filter { $0.hasPrefix("spelling:") }
        #expect(spelling.count >= Self.manifests / 2, "\(spelling.count) manifests with 'spelling:'")
        #expect(spelling.contains { $0.contains("anyCase") }, "a manifest whose literals match in any case")
        // Values read in any case, and `when:` values compared so.
        let lowercased = lines.filter { $0.contains("read: [lowercased") || $0.contains("lowercased: true") }
            .count
        #expect(lowercased >= Self.manifests / 4, "\(lowercased) values read lowercased")
        // `reach:`: only carried, on some schemes, kept off the web, on the web only, on a scheme and
        // a host at once, by no link.
        let reach = lines.filter { $0.contains("reach: [") }
        #expect(reach.filter { $0.contains("\"carried\"") }.count >= Self.manifests)
        let strict = lines.filter { $0.contains("strict: true") || $0.contains("strict: [") }
        #expect(strict.count >= Self.manifests && strict.contains { $0.contains("strict: [") })
        #expect(lines.contains { $0.contains(": optionalHost }") }, "a scheme naming screens by host")
        #expect(lines.contains { $0.contains(": opaqueForm }") }, "a scheme writing app:path links")
        #expect(lines.contains { $0.hasPrefix("schemes:") && $0.contains(", http]") }, "http links read")
        #expect(lines.contains { $0.contains(": exclusive }") }, "a host of its routes only")
        let plain = lines.filter {
            $0.contains("presentation: plainSheet") || $0.contains("presentation: plainCover")
        }
        #expect(plain.count >= Self.manifests, "\(plain.count) sheets and covers without a stack")
        let segmentLists = lines.filter { $0.contains("rest: \"[") }.count
        #expect(segmentLists >= 2, "\(segmentLists) catch-alls of one element a segment")
        let onSomeSchemes = reach.filter { $0.contains("reach: [\"k") || $0.contains("reach: [\"z") }.count
        #expect(onSomeSchemes >= Self.manifests / 2, "\(onSomeSchemes) routes on some schemes only")
        // Routes kept off the web, reached by no link, and routes whose plans show one.
        let offTheWeb = reach.filter {
            $0.contains("reach: [\"schemes\"") || $0.contains("reach: [\"c") || $0.contains("reach: [\"h")
        }
        #expect(offTheWeb.count >= Self.manifests, "\(offTheWeb.count) routes kept off the web")
        let onSchemeAndHost = offTheWeb.filter { $0.contains(".example\"") }.count
        #expect(
            onSchemeAndHost >= Self.manifests / 3, "\(onSchemeAndHost) routes on a scheme and a host at once")
        #expect(reach.filter { $0.contains("reach: [\"web\"") }.count >= 1, "a route of universal links only")
        #expect(reach.filter { $0.contains("reach: []") }.count >= Self.manifests / 3)
        #expect(
            reach.filter { $0.contains("\"anyHost\"") }.count >= Self.manifests, "routes read on any host")
        let apple = lines.filter { $0.hasPrefix("apple: {") }
        #expect(apple.count == Self.manifests, "every manifest's 'apple:'")
        for key in ["clips: [", "exclude: [", "services: [webcredentials, developerMode]"] {
            #expect(apple.contains { $0.contains(key) }, "a manifest's apple: \(key)")
        }
        #expect(lines.filter { $0.contains("stack: [staff]") }.count >= Self.manifests / 3)
        let chosenByGroupItem = lines.filter { $0.contains("when: { gref:") }.count
        #expect(
            chosenByGroupItem >= Self.manifests / 3, "\(chosenByGroupItem) routes chosen by a group's item")

        // Every key manifest 1.2 writes is drawn (the schema's names that are not 1.1's only).
        let schema = try JSONSerialization.jsonObject(
            with: Data(contentsOf: CLI.repository.appendingPathComponent("Manifests/routegen.schema.json")))
        var keys: Set<String> = []
        func walk(_ node: Any) {
            if let object = node as? [String: Any] {
                for (key, value) in object["properties"] as? [String: Any] ?? [:]
                where (value as? [String: Any])?["deprecated"] as? Bool != true {
                    keys.insert(key)
                }
                object.values.forEach(walk)
            } else if let array = node as? [Any] {
                array.forEach(walk)
            }
        }
        walk(schema)
        #expect(keys.count == 45)
        let text = lines.joined(separator: "\n")
        let undrawn = keys.filter { key in
            !text.contains("\n\(key):") && !text.contains(" \(key):") && !text.contains("{\(key):")
        }
        #expect(undrawn.isEmpty, "1.2 keys no manifest draws: \(undrawn.sorted())")

        var sources: [URL] = []
        var warnings = 0
        for index in 0..<Self.manifests {
            let output = directory.appendingPathComponent("gen\(index)")
            let result = try CLI.run(["generate", "c\(index).yaml", "--output", output.path], in: directory)
            #expect(result.status == 0, "c\(index).yaml:\n\(result.stderr)")
            warnings += result.stderr.components(separatedBy: ": warning: ").count - 1
            sources += try GeneratedCodeCompileTests.swiftFiles(in: output)
        }
        let main = directory.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("Harness.swift"), to: main)
        let objects = try GeneratedCodeCompileTests.routeKitObjects()
        let compiled = try CLI.tool(
            [
                "swiftc", "-swift-version", "6", "-module-name", "Combination", "-I",
                GeneratedCodeCompileTests.modules.path,
            ]
                + [
                    main, directory.appendingPathComponent("Constructions.swift"),
                    directory.appendingPathComponent("Registry.swift"),
                ]
                .map(\.path) + sources.map(\.path) + objects + ["-o", "harness"], in: directory)
        try #require(compiled.status == 0, "\(compiled.output.prefix(4_000))")

        let harness = try CLI.tool(["./harness", "truth.json", "lines.jsonl"], in: directory)
        let oracle = try CLI.tool(
            ["node", Self.folder.appendingPathComponent("oracle.mjs").path, "truth.json", "lines.jsonl"],
            in: directory)
        let found = Self.counts(in: harness.output, prefix: "harness: ")
        let read = Self.counts(in: oracle.output, prefix: "oracle: ")
        print(
            "CombinationTests: \(found["manifests"] ?? 0) manifests (seed \(Self.seed)), \(found["routes"] ?? 0) routes, "
                + "\(found["links"] ?? 0) links (\(found["accepted"] ?? 0) accepted, \(found["carried"] ?? 0) carried "
                + "links read), \(found["router opens"] ?? 0) opened by a router signed out and "
                + "\(found["replays"] ?? 0) replayed, \(found["round trips"] ?? 0) round trips of "
                + "\(found["constructed"] ?? 0) built and every accepted route, \(read["carried"] ?? 0) carried and "
                + "\(read["built"] ?? 0) built links read by WHATWG, \(warnings) lint warnings; failures: "
                + "harness \(found["failures"] ?? -1), oracle \(read["failures"] ?? -1)")
        // What each rule of a whole link refused, and what the reach and policy checks read.
        print(
            "CombinationTests: \(found["reach checks"] ?? 0) routes shown checked against their reach, "
                + "\(found["kept out by reach (refused)"] ?? 0) chains that would show a route from where it "
                + "may not be reached refused and \(found["kept out by reach (read as another route)"] ?? 0) read "
                + "as another route; the policy refused \(found["denied by the policy (carried)"] ?? 0) links for "
                + "a carried route, \(found["denied by the policy (its plan)"] ?? 0) for a route of the plan, "
                + "\(found["denied by the policy (the link's route)"] ?? 0) for the link's own; "
                + "\(found["deferred for sign-in"] ?? 0) deferred for sign-in, \(found["refused signed out"] ?? 0) "
                + "refused signed out, \(found["notification opens"] ?? 0) opened from a notification; "
                + "\(found["content links accepted"] ?? 0) content links accepted, "
                + "\(found["router opens of content links"] ?? 0) opened by the router as content")
        #expect(harness.status == 0 && found["failures"] == 0, "\(harness.output.prefix(6_000))")
        #expect(oracle.status == 0 && read["failures"] == 0, "\(oracle.output.prefix(6_000))")
        // Something was checked: every manifest ran, most links were the app's, and each oracle
        // read what the harness accepted.
        #expect(found["manifests"] == Self.manifests)
        #expect((found["links"] ?? 0) >= Self.manifests * Self.links * 3 / 4)
        #expect((found["accepted"] ?? 0) >= Self.manifests * Self.links / 4)
        #expect((found["carried"] ?? 0) >= Self.manifests * Self.links / 5)
        #expect((found["replays"] ?? 0) >= Self.manifests * 100)
        #expect((found["strict"] ?? 0) >= Self.manifests, "links read by strict routes")
        #expect((found["routes"] ?? 0) >= Self.manifests * 15)
        // Each rule of a whole link had links to refuse.
        #expect((found["reach checks"] ?? 0) >= Self.manifests * Self.links / 2)
        #expect((found["kept out by reach (refused)"] ?? 0) >= Self.manifests * 30)
        #expect((found["kept out by reach (read as another route)"] ?? 0) >= Self.manifests / 2)
        #expect((found["denied by the policy (carried)"] ?? 0) >= Self.manifests * 10)
        #expect((found["denied by the policy (its plan)"] ?? 0) >= 1)
        #expect((found["denied by the policy (the link's route)"] ?? 0) >= Self.manifests * 10)
        #expect((found["notification opens"] ?? 0) >= Self.manifests * Self.links / 8)
        // Content links on any host: the route read on any host took them, and the router opened them.
        #expect((found["content links accepted"] ?? 0) >= Self.manifests * 3)
        #expect((found["router opens of content links"] ?? 0) >= Self.manifests * 3)
        #expect(read["accepted"] == found["accepted"] && read["carried"] == found["carried"])
        try checkAndroid(directory)
    }

    /// The Android files of the manifests with an `android:` section, held to Android's documented
    /// matching over the https links the harness opened: the intent filters of each app that opens
    /// a link's host claim it, an app's filters claim no link of a host it does not open (where
    /// none of its own hosts covers it), the file Android fetches for the host names the app, and
    /// its dynamic rules open the link (as routegen writes it).
    func checkAndroid(_ directory: URL) throws {
        let lines = try String(contentsOf: directory.appendingPathComponent("lines.jsonl"), encoding: .utf8)
            .split(separator: "\n").compactMap {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        var claimed = 0, left = 0, opened = 0, manifests = 0, advanced = 0, apps = 0, ruled = 0
        for index in 0..<Self.manifests {
            let source = directory.appendingPathComponent("c\(index).yaml")
            let manifest = try ManifestLoader.load([UInt8](Data(contentsOf: source)), file: source.path) {
                try? [UInt8](Data(contentsOf: URL(fileURLWithPath: $0)))
            }
            guard let links = AndroidAppLinks(manifest) else { continue }
            manifests += 1
            // Links matched in any case (`spelling: [anyCase]`) get no dynamic rules, which match case.
            if manifest.settings.caseSensitive { ruled += 1 }
            let output = directory.appendingPathComponent("gen\(index)")
            let filters = try manifest.settings.android.indices.map { app in
                AndroidFilterOracle(
                    xml: try String(
                        contentsOf: output.appendingPathComponent(links.intentFiltersName(of: app)),
                        encoding: .utf8))
            }
            apps += filters.count
            advanced += filters.flatMap(\.filters).flatMap(\.advancedPatterns).count
            // A route on any path is chosen by an item, which no filter says (lint notes it).
            let anyPath = Set(manifest.allRoutes.filter(\.route.anyPath).map(\.route.name))
            for line in lines where line["manifest"] as? String == "c\(index)" {
                guard let route = line["route"] as? String, let text = line["url"] as? String,
                    let url = URL(string: text), url.scheme == "https",
                    let host = url.host(percentEncoded: false)?.lowercased()
                else { continue }
                let origin = manifest.scope.origin(ofHost: host)
                guard origin >= 0 else { continue }
                let listed = manifest.settings.hosts[origin].lowercased()
                let domain =
                    listed.hasPrefix("*.") || listed.hasPrefix("{")
                    ? String(listed.drop { $0 != "." }.dropFirst()) : listed
                let one = output.appendingPathComponent("assetlinks.json")
                let file =
                    FileManager.default.fileExists(atPath: one.path)
                    ? one : output.appendingPathComponent("assetlinks.\(domain).json")
                let statements = String(decoding: try Data(contentsOf: file), as: UTF8.self)
                for (app, oracle) in zip(manifest.settings.android, filters) {
                    if app.hosts.contains(origin) {
                        #expect(
                            anyPath.contains(route) || oracle.claims(url),
                            "\(url) reaches \(route), and no intent filter of \(app.package) claims it")
                        #expect(
                            statements.contains("\"\(app.package)\""),
                            "\(file.lastPathComponent) names no \(app.package)")
                        claimed += anyPath.contains(route) ? 0 : 1
                    } else if !app.hosts.contains(where: {
                        let own = HostPattern(manifest.settings.hosts[$0]).domain.lowercased()
                        return host == own || host.hasSuffix("." + own)
                    }) {
                        #expect(!oracle.mayClaim(url), "\(url) is on a host \(app.package) does not open")
                        left += 1
                    }
                }
                guard let opens = try AndroidDynamicRulesOracle(json: Data(contentsOf: file)).opensApp(url)
                else { continue }
                #expect(opens, "\(url) reaches \(route), and the dynamic rules keep it in the browser")
                opened += 1
            }
        }
        print(
            "CombinationTests: \(manifests) manifests with android: (\(apps) apps, \(advanced) pathAdvancedPatterns), "
                + "\(claimed) links claimed by the intent filters of the apps that open their host, \(left) left to "
                + "other apps, \(opened) opened by their dynamic rules")
        #expect(manifests >= 3)
        #expect(advanced >= 20)
        #expect(claimed >= manifests * 200 && opened >= ruled * 200)
    }
}
