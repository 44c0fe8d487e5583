import Foundation

/// Checks the app's side of its links, the most common reason a universal link silently opens
/// Safari: its entitlements must list every `applinks:` (and `webcredentials:`, `appclips:`)
/// domain the manifest needs, and its Info.plist every URL scheme. `routegen verify-app` prints
/// the findings.
public enum AppFilesCheck {
    /// One finding, located at the file it is about.
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        public var file: String
        /// `true` for something missing (the app would not get such links), `false` for an entry
        /// the manifest does not know.
        public var isMissing: Bool
        public var message: String

        public var description: String { "\(file): \(isMissing ? "error" : "warning"): \(message)" }
    }

    /// The entitlements' associated domains against what `manifest` needs.
    public static func entitlements(
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
                    message: "'\(domain)' in \(key) is no domain of the manifest's; remove it, or list its "
                        + "host under 'hosts:'"))
        }
        return findings
    }

    /// The Info.plist's URL schemes against the manifest's.
    public static func infoPlist(
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
    public static func read(_ data: Data) -> [String: Any]? {
        (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
    }
}
