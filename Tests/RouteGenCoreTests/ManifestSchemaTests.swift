import Foundation
import RouteGenCore
import Testing

@Suite struct ManifestSchemaTests {
    static let schemaFile = Fixtures.repository.appendingPathComponent("Manifests/routegen.schema.json")

    @Test func theCommittedSchemaIsFresh() throws {
        #expect(try String(contentsOf: Self.schemaFile, encoding: .utf8) == ManifestSchema.document.text)
    }

    @Test func everyKeyAndChoiceTheDecoderAcceptsIsInTheSchema() throws {
        let schema =
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaFile)) as! [String: Any]
        let defs = schema["$defs"] as! [String: Any]
        func keys(_ object: Any?) -> Set<String> {
            Set(((object as? [String: Any])?["properties"] as? [String: Any] ?? [:]).keys)
        }
        let forms = schema["oneOf"] as! [[String: Any]]
        #expect(keys(forms[0]) == Set(ManifestDecoder.topLevelKeys), "an app manifest")
        #expect(keys(forms[1]) == Set(ManifestDecoder.featureKeys), "a feature manifest")
        #expect(keys(defs["route"]) == Set(ManifestDecoder.routeKeys))
        let parameterForms = ((defs["parameter"] as! [String: Any])["oneOf"] as! [Any])
        #expect(keys(parameterForms[1]) == Set(ManifestDecoder.parameterKeys))
        let properties = forms[0]["properties"] as! [String: Any]
        #expect(keys(properties["aasa"]) == Set(ManifestDecoder.aasaKeys))
        let access = (properties["access"] as! [String: Any])["enum"] as! [String]
        #expect(access == AccessLevel.allCases.map(\.rawValue))
        let route = (defs["route"] as! [String: Any])["properties"] as! [String: Any]
        let presentation = (route["presentation"] as! [String: Any])["enum"] as! [String]
        #expect(Set(presentation).isSuperset(of: Presentation.allCases.map(\.rawValue)))
        #expect(presentation == ManifestDecoder.PresentationChoice.allCases.map(\.rawValue))
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    /// Manifest 1.2's language is smaller than 1.1's: the key names the schema lists, counted
    /// once wherever they appear, and those 1.2 still writes (the others are marked deprecated,
    /// each with its 1.2 spelling). 1.1 had 65.
    @Test func keyNamesOf1_1And1_2() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaFile))
        var all: Set<String> = []
        var written: Set<String> = []
        func walk(_ node: Any) {
            if let object = node as? [String: Any] {
                for (key, value) in object["properties"] as? [String: Any] ?? [:] {
                    all.insert(key)
                    if (value as? [String: Any])?["deprecated"] as? Bool != true { written.insert(key) }
                }
                object.values.forEach(walk)
            } else if let array = node as? [Any] {
                array.forEach(walk)
            }
        }
        walk(schema)
        #expect(all.subtracting(written) == ManifestDecoder.keysReplacedIn1_2)
        #expect(written.count == 45, "1.2's key names")
        #expect(all.count == 74, "the names either version reads")
    }

    @Test func exampleManifestsPointAtTheSchema() throws {
        let names = Fixtures.names(in: Fixtures.repository.appendingPathComponent("Manifests"))
        #expect(names.count >= 5)
        for name in names {
            let text = try String(
                contentsOf: Fixtures.repository.appendingPathComponent("Manifests/\(name).yaml"),
                encoding: .utf8)
            #expect(text.hasPrefix("# yaml-language-server: $schema=routegen.schema.json\n"), "\(name).yaml")
        }
    }

    /// Python's jsonschema (draft 2020-12) against the example manifests, and against a bad one.
    @Test func manifestsValidateWithPythonJSONSchema() throws {
        let script = """
            import json, sys, yaml, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                # libyaml's parser, as routegen's: PyYAML's own refuses `{ to: AppRoute? }`.
                loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
                errors = list(validator.iter_errors(yaml.load(open(path), Loader=loader)))
                print(path, "valid" if not errors else "invalid: " + errors[0].message)
            """
        let manifests = Fixtures.names(in: Fixtures.repository.appendingPathComponent("Manifests")).map {
            "Manifests/\($0).yaml"
        }
        // Every other manifest of the repository: references, integration, benchmark, the 1.1
        // corpus `routegen migrate` is tested on, and the feature manifests they include.
        let others = gitManifests().filter {
            !$0.hasPrefix("Manifests/") || $0.hasPrefix("Manifests/swiftrouting/")
        }
        var features = others
        // Without schemes or hosts it is a feature manifest, which needs an enum.
        let badFeature = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bad-\(UUID()).routes.yaml")
        try "version: 1\nroutes:\n  a: { path: /a }\n".write(
            to: badFeature, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: badFeature) }
        // A feature without a version of its own, as lint reads it (its app's version is its own).
        let feature = FileManager.default.temporaryDirectory.appendingPathComponent(
            "good-\(UUID()).routes.yaml")
        try "enum: ShopRoute\nroutes:\n  cart: { path: /cart }\n".write(
            to: feature, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: feature) }
        features.append(feature.path)
        let bad = [
            "Tests/RouteGenCoreTests/Fixtures/invalid/unknown-key-near-miss.yaml",
            "Tests/RouteGenCoreTests/Fixtures/invalid/invalid-presentation.yaml", badFeature.path,
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", "-c", script, "Manifests/routegen.schema.json"] + manifests + features + bad
        process.currentDirectoryURL = Fixtures.repository
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(manifests.count >= 5)
        #expect(others.count >= 35)
        for path in manifests + features {
            #expect(output.contains("\(path) valid\n"), "\(output)")
        }
        for path in bad {
            #expect(output.contains("\(path) invalid: "), "\(output)")
        }
    }

    /// The manifests git tracks, but those made to fail (invalid and diff fixtures) and the fuzzer's.
    func gitManifests() -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "ls-files", "*.yaml"]
        process.currentDirectoryURL = Fixtures.repository
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output.split(separator: "\n").map(String.init).filter {
            !$0.contains("Fixtures/invalid/") && !$0.contains("Fixtures/diff/") && !$0.hasPrefix("Fuzz/")
        }
    }
}
