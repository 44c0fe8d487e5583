import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenDriver

struct VerifySite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-site",
        abstract: "Check the files each host serves, and the copies devices read, against the manifest.",
        discussion: """
            For every host the manifest lists (a wildcard's domain; a host with a value, by --host), fetches \
            /.well-known/apple-app-site-association and, where an Android app verifies the host, \
            /.well-known/assetlinks.json: each must be served with status 200, no redirect, as \
            application/json, within Apple's 128 KB, and mean what routegen generate writes for the host — \
            the same apps, the same components in the same order, the same fingerprints and rules. Then \
            the copies devices read: Apple's CDN's AASA and Google's Digital Asset Links API's statements, \
            so a stale cache is named as one. Each finding names the host, the file, the routes whose \
            links go to the browser, and the fix. Exit status 1 on any error. Needs curl.
            """
    )

    @Argument(help: "The app's manifest.", completion: .file(extensions: ["yaml", "yml"]))
    var manifest: String

    @Option(
        name: .customLong("host"), help: "A host to check; repeat it. Default: every host the manifest lists."
    )
    var hosts: [String] = []

    @Flag(help: "Print the findings as JSON on standard output.")
    var json = false

    @Option(help: "Seconds for one request.")
    var timeout = 10

    @Option(help: "Attempts after the first, for a timeout, a refused connection or a 5xx.")
    var retries = 2

    @Option(
        name: .customLong("apple-cdn"),
        help: "Apple's CDN's base URL; the host is appended (a test or a mirror names another).")
    var appleCDN = "https://app-site-association.cdn-apple.com/a/v1/"

    @Option(
        name: .customLong("google-api"),
        help: "Google's Digital Asset Links API's statements:list URL (a test names another).")
    var googleAPI = "https://digitalassetlinks.googleapis.com/v1/statements:list"

    @Option(
        name: .customLong("resolve"),
        help: "HOST=ADDRESS:PORT: connect there for HOST, as for a staging server; repeat it.")
    var resolve: [String] = []

    @Option(
        name: .customLong("ca-file"),
        help: "A PEM file of certificate authorities to trust instead of the system's.",
        completion: .file(extensions: ["pem", "crt"]))
    var caFile: String?

    func run() throws {
        let loaded = try ManifestFile.loadOrExit(manifest)
        var addresses: [String: String] = [:]
        for entry in resolve {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw ValidationError("--resolve takes HOST=ADDRESS:PORT, not '\(entry)'.")
            }
            addresses[parts[0].lowercased()] = parts[1]
        }
        let fetcher = SiteFetcher(
            timeout: timeout, retries: retries, certificateAuthorities: caFile, addresses: addresses)
        let (expected, skipped) = SiteCheck.expectations(loaded, hosts: hosts)
        if expected.isEmpty && skipped.isEmpty {
            Console.error("\(manifest): error: the manifest lists no hosts, so no site serves its files")
            throw ExitCode(1)
        }
        var findings: [SiteFinding] = []
        for site in expected {
            let wellKnown = "https://\(site.host)/.well-known/"
            if let aasa = site.aasa {
                for (source, url) in [
                    (SiteFinding.Source.site, wellKnown + "apple-app-site-association"),
                    (.appleCDN, appleCDN + site.host),
                ] {
                    guard let url = URL(string: url) else { continue }
                    findings += SiteCheck.check(
                        fetcher.fetch(url), .aasa, from: source, host: site.host, expected: aasa)
                }
            }
            if let links = site.assetLinks {
                var api = URLComponents(string: googleAPI)
                api?.queryItems = [
                    URLQueryItem(name: "source.web.site", value: "https://\(site.host)"),
                    URLQueryItem(name: "relation", value: "delegate_permission/common.handle_all_urls"),
                ]
                for (source, url) in [
                    (SiteFinding.Source.site, URL(string: wellKnown + "assetlinks.json")),
                    (.googleAPI, api?.url),
                ] {
                    guard let url else { continue }
                    findings += SiteCheck.check(
                        fetcher.fetch(url), .assetLinks, from: source, host: site.host, expected: links)
                }
            }
        }
        if json {
            print(Self.json(findings))
        } else {
            for finding in findings {
                Console.error("\(finding.host): \(finding.isError ? "error" : "warning"): \(finding.message)")
            }
            for host in skipped {
                Console.error(
                    "\(host): note: names no one host; check each with --host (de.\(host.split(separator: ".", maxSplits: 1).last ?? ""))"
                )
            }
            let errors = findings.filter(\.isError).count
            print(
                errors == 0
                    ? "\(expected.count) \(expected.count == 1 ? "host serves" : "hosts serve") what the manifest says"
                    : "\(errors) \(errors == 1 ? "problem" : "problems") on \(Set(findings.filter(\.isError).map(\.host)).count) of \(expected.count) hosts"
            )
        }
        if findings.contains(where: \.isError) { throw ExitCode(1) }
    }

    static func json(_ findings: [SiteFinding]) -> String {
        let objects = findings.map { finding -> [String: Any] in
            [
                "host": finding.host, "source": finding.source.rawValue, "file": finding.file.rawValue,
                "kind": finding.kindName, "error": finding.isError, "message": finding.message,
            ]
        }
        return Console.json(objects)
    }
}
