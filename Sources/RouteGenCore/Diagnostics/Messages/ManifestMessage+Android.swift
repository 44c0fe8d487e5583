extension ManifestMessage {
    /// `android:`: the Android apps that open the same links.
    package enum Android: Hashable, Sendable {
        case withoutHosts
        case appListedTwice(package: String)
        case notAnApplicationID(String)
        case withoutFingerprints
        /// A fingerprint of `parts` colon-separated parts instead of 32 hex bytes.
        case invalidFingerprint(String, parts: Int)
        /// An app's host that the app's `hosts:` (`listed`) does not list.
        case hostNotListed(package: String, host: String, listed: [String])
        case hostListedTwice(host: String, package: String)
        case invalidMinSdk(Int)

        package var text: String {
            switch self {
            case .withoutHosts:
                "'android' names the app the hosts' assetlinks.json lets open their links, and the manifest lists "
                    + "no 'hosts'; add them, or remove 'android'"
            case .appListedTwice(let package):
                "Android app '\(package)' is listed twice (application IDs compare ignoring case here, "
                    + "as the names of their files do); list each app once"
            case .notAnApplicationID(let package):
                "'\(package)' is no Android application ID: write two or more names joined by '.', each a "
                    + "letter then letters, digits or '_' (e.g. 'com.example.app'), as in the app's build.gradle"
            case .withoutFingerprints:
                "'android' needs the SHA-256 fingerprint of the app's signing certificate under 'fingerprints' "
                    + "(the Play Console's App integrity page, or 'keytool -list -v')"
            case .invalidFingerprint(let fingerprint, let parts):
                "fingerprint '\(fingerprint)' is not 32 hex bytes joined by ':' (it has \(parts) parts); "
                    + "copy the SHA-256 line of 'keytool -list -v' or the Play Console"
            case .hostNotListed(let package, let host, let listed):
                "Android app '\(package)' opens host '\(host)', which 'hosts' does not list; name "
                    + "one of \(listed.map { "'\($0)'" }.joined(separator: ", "))"
            case .hostListedTwice(let host, let package):
                "host '\(host)' is listed twice for Android app '\(package)'"
            case .invalidMinSdk(let level):
                "'minSdk: \(level)' is no Android API level; write the app's minSdk from its build.gradle "
                    + "(e.g. 26)"
            }
        }
    }
}
