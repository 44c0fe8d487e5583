import Foundation
import Testing

/// `routegen verify-site` against a real HTTPS server on the loopback interface, with a
/// certificate the test makes (openssl) and trusts (`--ca-file`), serving every host of the
/// manifest (`--resolve`), Apple's CDN and Google's API (`--apple-cdn`, `--google-api`): one host
/// per way a served file breaks links. No request leaves the machine.
@Suite(.serialized) struct VerifySiteTests {
    static let hosts = [
        "ok.example", "missing.example", "redirect.example", "html.example", "large.example",
        "invalid.example", "stale.example", "routes.example", "android.example", "down.example",
    ]
    static let fingerprint =
        "AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99"
    static let manifest = """
        version: 1.1
        enum: TrailRoute
        schemes: [trailhead]
        hosts: [\(hosts.joined(separator: ", "))]
        appIDs: [ABCDE12345.com.example.trailhead]
        android:
          package: com.example.trailhead
          fingerprints: ["\(fingerprint)"]
        routes:
          trail: { path: "/trails/{id}", params: { id: Int } }
          map: { path: "/maps/{id}", params: { id: Int } }

        """

    /// A served answer in the server's table.
    static func answer(_ body: String, status: Int = 200, type: String = "application/json") -> [String: Any]
    {
        ["status": status, "type": type, "body": body]
    }

    @Test func eachWayAServedFileBreaksLinksIsNamedByHost() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.manifest.write(
            to: directory.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        let generated = try CLI.run(["generate", "app.yaml", "--output", "out", "--no-swift"], in: directory)
        #expect(generated.status == 0, "\(generated.stderr)")
        let aasa = try String(
            contentsOf: directory.appendingPathComponent("out/apple-app-site-association"), encoding: .utf8)
        let links = try String(
            contentsOf: directory.appendingPathComponent("out/assetlinks.json"), encoding: .utf8)
        // The AASA of an older manifest: without the map's component.
        var older = try #require(try JSONSerialization.jsonObject(with: Data(aasa.utf8)) as? [String: Any])
        var applinks = older["applinks"] as! [String: Any]
        var details = applinks["details"] as! [[String: Any]]
        details[0]["components"] = (details[0]["components"] as! [[String: Any]]).filter {
            $0["comment"] as? String != "map"
        }
        applinks["details"] = details
        older["applinks"] = applinks
        let olderText = String(decoding: try JSONSerialization.data(withJSONObject: older), as: UTF8.self)
        #expect(olderText.count < aasa.count)
        let api = { (fingerprint: String) in
            """
            {"statements": [{"relation": "delegate_permission/common.handle_all_urls", "target": {"androidApp": \
            {"packageName": "com.example.trailhead", "certificate": {"sha256Fingerprint": "\(fingerprint)"}}}}]}
            """
        }
        var table: [String: Any] = [:]
        for host in Self.hosts {
            table["\(host)|/.well-known/apple-app-site-association"] = Self.answer(aasa)
            table["\(host)|/.well-known/assetlinks.json"] = Self.answer(links)
            table["cdn.test|/a/v1/\(host)"] = Self.answer(aasa)
            table["api.test|https://\(host)"] = Self.answer(api(Self.fingerprint))
        }
        table["missing.example|/.well-known/apple-app-site-association"] = nil
        table["redirect.example|/.well-known/apple-app-site-association"] = [
            "status": 301, "location": "https://www.redirect.example/.well-known/apple-app-site-association",
        ]
        table["html.example|/.well-known/apple-app-site-association"] = Self.answer(aasa, type: "text/html")
        table["large.example|/.well-known/apple-app-site-association"] = Self.answer(
            aasa.replacingOccurrences(
                of: "{", with: "{" + String(repeating: " ", count: 140_000), options: .anchored))
        table["invalid.example|/.well-known/apple-app-site-association"] = Self.answer("{\"applinks\": ")
        table["cdn.test|/a/v1/stale.example"] = Self.answer(olderText)
        table["routes.example|/.well-known/apple-app-site-association"] = Self.answer(olderText)
        table["api.test|https://android.example"] = Self.answer(api("00:" + Self.fingerprint.dropFirst(3)))
        try JSONSerialization.data(withJSONObject: table).write(
            to: directory.appendingPathComponent("table.json"))

        // A certificate for every name the server answers as, which the run trusts.
        let names = Self.hosts + ["cdn.test", "api.test"]
        let openssl = try Self.run(
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj",
            "/CN=routegen test",
            "-keyout", directory.appendingPathComponent("key.pem").path, "-out",
            directory.appendingPathComponent("cert.pem").path, "-addext",
            "subjectAltName=" + names.map { "DNS:" + $0 }.joined(separator: ","))
        #expect(openssl == 0, "openssl could not make a certificate")

        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = [
            "python3", CLI.repository.appendingPathComponent("Tests/Support/site-server.py").path,
            directory.appendingPathComponent("table.json").path,
            directory.appendingPathComponent("cert.pem").path,
            directory.appendingPathComponent("key.pem").path,
        ]
        let portFile = directory.appendingPathComponent("port")
        server.arguments! += [portFile.path]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        // SIGKILL: a test runner may ignore SIGTERM, and its children inherit that.
        defer {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        var port: String?
        for _ in 0..<100 where port == nil {
            port = try? String(contentsOf: portFile, encoding: .utf8)
            if port == nil { Thread.sleep(forTimeInterval: 0.1) }
        }
        let address = "127.0.0.1:" + (try #require(port, "the server wrote no port"))

        let common =
            [
                "verify-site", "app.yaml", "--ca-file", "cert.pem", "--retries", "0", "--timeout", "5",
                "--apple-cdn",
                "https://cdn.test/a/v1/", "--google-api", "https://api.test/v1/statements:list",
            ]
            + names.flatMap { ["--resolve", "\($0)=\($0 == "down.example" ? "127.0.0.1:1" : address)"] }
        let run = try CLI.run(common + ["--json"], in: directory)
        #expect(run.status == 1, "\(run.stderr)")
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        var found: [String: Set<String>] = [:]
        for finding in findings {
            let host = finding["host"] as! String, source = finding["source"] as! String
            found[host, default: []].insert("\(source) \(finding["file"]!) \(finding["kind"]!)")
        }
        let expected: [String: Set<String>] = [
            "missing.example": ["site apple-app-site-association status"],
            "redirect.example": ["site apple-app-site-association redirect"],
            "html.example": ["site apple-app-site-association contentType"],
            "large.example": ["site apple-app-site-association tooLarge"],
            "invalid.example": ["site apple-app-site-association invalidJSON"],
            "stale.example": ["Apple's CDN apple-app-site-association routesMissing"],
            "routes.example": ["site apple-app-site-association routesMissing"],
            "android.example": [
                "Google's Digital Asset Links API assetlinks.json fingerprintMissing",
                "Google's Digital Asset Links API assetlinks.json fingerprintExtra",
            ],
            // Its own server is down; Apple's and Google's copies still answer.
            "down.example": [
                "site apple-app-site-association unreachable", "site assetlinks.json unreachable",
            ],
        ]
        #expect(found == expected, "\(run.stdout)")
        #expect(findings.count >= 10)
        // The text names the routes whose links go to Safari, and the stale copy as Apple's.
        let text = try CLI.run(common, in: directory)
        #expect(text.status == 1)
        #expect(
            text.stderr.contains(
                "stale.example: error: apple-app-site-association as Apple's CDN serves it lacks the components of 'map'"
            ), "\(text.stderr)")
        #expect(text.stderr.contains("redirect to https://www.redirect.example/"))
        #expect(text.stdout == "10 problems on 9 of 10 hosts\n", "\(text.stdout)")
        // A host that serves what the manifest says passes alone.
        let ok = try CLI.run(common + ["--host", "ok.example"], in: directory)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout == "1 host serves what the manifest says\n")
    }

    static func run(_ arguments: String...) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
