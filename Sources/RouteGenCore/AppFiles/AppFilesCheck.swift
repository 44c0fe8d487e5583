import Foundation

/// Checks the app's side of its links, the most common reason a universal link silently opens
/// Safari: its entitlements must list every `applinks:` (and `webcredentials:`, `appclips:`)
/// domain the manifest needs, and its Info.plist every URL scheme. `routegen verify-app` prints
/// the findings.
package enum AppFilesCheck {
    /// One finding, located at the file it is about.
    package struct Finding: Equatable, Sendable, CustomStringConvertible {
        package var file: String
        /// `true` for something missing (the app would not get such links), `false` for an entry
        /// the manifest does not know.
        package var isMissing: Bool
        package var message: String

        package var description: String { "\(file): \(isMissing ? "error" : "warning"): \(message)" }
    }

    /// The entitlements' associated domains against what `manifest` needs.
    package static func entitlements(
        _ plist: [String: Any], file: String, for manifest: ValidatedManifest
    ) -> [Finding] {
        let key = "com.apple.developer.associated-domains"
        // `?mode=developer` and `?mode=managed` serve the same domain.
        let listed = ((plist[key] as? [String]) ?? []).map { entry in
            String(entry.prefix { $0 != "?" }).lowercased()
        }
        var findings: [Finding] = []
        let required = requiredDomains(manifest.settings)
        for domain in required where !listed.contains(domain) {
            findings.append(
                Finding(
                    file: file, isMissing: true,
                    message: "'\(domain)' is missing from \(key); add <string>\(domain)</string> to its array"
                ))
        }
        for domain in Set(listed).sorted() where !required.contains(domain) {
            findings.append(
                Finding(
                    file: file, isMissing: false,
                    message: "'\(domain)' in \(key) is \(unknownEntryAdvice(domain, manifest.settings))"))
        }
        return findings
    }

    /// What an entitlement the manifest does not ask for is, and the fix: its service is one the
    /// manifest's AASA does not serve (`webcredentials:` needs `aasa: { webcredentials: true }`), or
    /// its host is not listed, or the service is none routegen writes (kept by the app for itself).
    static func unknownEntryAdvice(_ entry: String, _ settings: AppSettings) -> String {
        let service = String(entry.prefix { $0 != ":" })
        let host = String(entry.drop { $0 != ":" }.dropFirst())
        let hostIsListed = settings.hosts.contains { $0.lowercased() == host }
        switch service {
        case "applinks":
            return "no domain of the manifest's; remove it, or list '\(host)' under 'hosts:'"
        case "webcredentials" where hostIsListed:
            return "not served by the manifest's AASA; add 'aasa: { webcredentials: true }' to the manifest "
                + "(its AASA then lists the app for shared web credentials), or remove it"
        case "appclips" where hostIsListed:
            return
                "not served by the manifest's AASA; list the App Clip under 'aasa: { appClips: [TEAM.bundle.Clip] }', "
                + "or remove it"
        case "webcredentials", "appclips":
            return "for a host the manifest does not list; list '\(host)' under 'hosts:', or remove it"
        default:
            return "a service routegen does not write ('\(service):'); the app keeps it for itself, and the "
                + "manifest's AASA does not serve it"
        }
    }

    /// The Info.plist's URL schemes against the manifest's.
    package static func infoPlist(
        _ plist: [String: Any], file: String, for manifest: ValidatedManifest
    ) -> [Finding] {
        let types = (plist["CFBundleURLTypes"] as? [[String: Any]]) ?? []
        let listed = Set(
            types.flatMap { ($0["CFBundleURLSchemes"] as? [String]) ?? [] }.map { $0.lowercased() })
        let required = manifest.settings.schemes.map { $0.lowercased() }
        var findings: [Finding] = []
        for scheme in required where !listed.contains(scheme) {
            findings.append(
                Finding(
                    file: file, isMissing: true,
                    message:
                        "URL scheme '\(scheme)' is missing from CFBundleURLTypes; add <string>\(scheme)</string> "
                        + "to a CFBundleURLSchemes array"))
        }
        for scheme in listed.sorted() where !required.contains(scheme) {
            findings.append(
                Finding(
                    file: file, isMissing: false,
                    message: "URL scheme '\(scheme)' in CFBundleURLTypes is not one of the manifest's schemes"
                ))
        }
        return findings
    }

    /// `service:host` for every host and the services the manifest uses, as the generated
    /// entitlements fragment lists them.
    static func requiredDomains(_ settings: AppSettings) -> [String] {
        settings.associatedDomainServices.flatMap { service in
            settings.hosts.map { "\(service):\($0.lowercased())" }
        }
    }

    /// A property list file's top-level dictionary, XML or binary.
    package static func read(_ data: Data) -> [String: Any]? {
        (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
    }
}
