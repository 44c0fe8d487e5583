import Foundation
import RouteGenCore

/// Fetches what a web server answers for one URL, as Apple's and Google's fetchers ask for it:
/// https only, no redirect followed, with a timeout and retries. It runs `curl`, which macOS and
/// Linux ship: Foundation's URLSession on Linux can neither trust another certificate authority
/// (a staging server's, a test's) nor report a redirect without following it.
package struct SiteFetcher: Sendable {
    /// Seconds for one attempt.
    package var timeout: Int
    /// Attempts after the first, for failures that may pass (a timeout, a refused connection, 5xx).
    package var retries: Int
    /// A PEM file of the certificate authorities to trust instead of the system's.
    package var certificateAuthorities: String?
    /// Where to connect for a host instead of its DNS address (`127.0.0.1:8443`): a staging server.
    package var addresses: [String: String]

    package init(
        timeout: Int = 10, retries: Int = 2, certificateAuthorities: String? = nil,
        addresses: [String: String] = [:]
    ) {
        self.timeout = timeout
        self.retries = retries
        self.certificateAuthorities = certificateAuthorities
        self.addresses = addresses
    }

    /// What the server answered for `url`, or why none came.
    package func fetch(_ url: URL) -> SiteCheck.Served {
        let body = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: body) }
        var arguments = [
            "--silent", "--show-error", "--proto", "=https", "--max-time", String(timeout), "--retry",
            String(retries), "--retry-connrefused", "--output", body.path, "--write-out",
            "%{http_code}\\n%{content_type}\\n%{redirect_url}\\n", url.absoluteString,
        ]
        if let certificateAuthorities { arguments += ["--cacert", certificateAuthorities] }
        if let host = url.host, let address = addresses[host.lowercased()] {
            arguments += ["--connect-to", "\(host):\(url.port ?? 443):\(address)"]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return SiteCheck.Served(status: 0, failure: "curl could not be run (\(error))")
        }
        let written = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = complaint.trimmingCharacters(in: .whitespacesAndNewlines)
            return SiteCheck.Served(status: 0, failure: reason.isEmpty ? "curl failed" : reason)
        }
        let lines = written.components(separatedBy: "\n")
        let field = { (index: Int) -> String? in
            index < lines.count && !lines[index].isEmpty ? lines[index] : nil
        }
        return SiteCheck.Served(
            status: Int(field(0) ?? "") ?? 0, location: field(2), contentType: field(1),
            body: [UInt8]((try? Data(contentsOf: body)) ?? Data()))
    }
}
