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
        /// What it is, as the catalogue words it.
        package var kind: ManifestMessage.AppFiles

        package var message: String { kind.text }
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
                Finding(file: file, isMissing: true, kind: .domainMissing(domain: domain, key: key)))
        }
        for domain in Set(listed).sorted() where !required.contains(domain) {
            findings.append(
                Finding(
                    file: file, isMissing: false,
                    kind: .domainUnknown(
                        domain: domain, key: key, why: unknownEntry(domain, manifest.settings))))
        }
        return findings
    }

    /// What an entitlement the manifest does not ask for is, and the fix: its service is one the
    /// manifest's AASA does not serve (`webcredentials:` needs `aasa: { webcredentials: true }`), or
    /// its host is not listed, or the service is none routegen writes (kept by the app for itself).
    static func unknownEntry(
        _ entry: String, _ settings: AppSettings
    ) -> ManifestMessage.AppFiles.UnknownDomain {
        let service = String(entry.prefix { $0 != ":" })
        let host = String(entry.drop { $0 != ":" }.dropFirst())
        let hostIsListed = settings.hosts.contains { $0.lowercased() == host }
        switch service {
        case "applinks": return .applinksHostUnlisted(host: host)
        case "webcredentials" where hostIsListed: return .webcredentialsNotServed
        case "appclips" where hostIsListed: return .appClipsNotServed
        case "webcredentials", "appclips": return .hostUnlisted(host: host)
        default: return .serviceNotWritten(service: service)
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
            findings.append(Finding(file: file, isMissing: true, kind: .schemeMissing(scheme)))
        }
        for scheme in listed.sorted() where !required.contains(scheme) {
            findings.append(Finding(file: file, isMissing: false, kind: .schemeUnknown(scheme)))
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
