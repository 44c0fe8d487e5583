extension ManifestMessage {
    /// What `routegen verify-app` finds in the app's own files against the manifest: its
    /// entitlements, its Info.plist and its merged Android manifest.
    package enum AppFiles: Hashable, Sendable {
        /// `service:host` the manifest needs, absent from the entitlements' `key`.
        case domainMissing(domain: String, key: String)
        /// An entitlement the manifest does not ask for, and why.
        case domainUnknown(domain: String, key: String, why: UnknownDomain)
        case schemeMissing(String)
        case schemeUnknown(String)
        /// The merged manifest's `package` is none of the `listed` apps.
        case androidPackageUnlisted(package: String, listed: [String])
        /// A merged manifest without `package`, checked as the first listed app.
        case androidNoPackage(checkedAs: String)
        case androidVerifiedFilterHasScheme(host: String, scheme: String)
        /// The app runs on `runs`, below the version `android:` declares (`declared`).
        case androidMinSdkBelowDeclared(runs: Int, declared: Int)
        case androidHostNotVerified(String)
        case androidSchemeNotOpened(String)
        /// A route's link on a verified host that no filter claims; `add` are the `<data>` elements.
        /// Links no verified filter claims (`urls`, of `routes`, one each) that one `add` claims.
        case androidPathUnclaimed(urls: [String], routes: [String], add: String, host: String)
        case androidHostUnknown(String)
        /// A host of the manifest that the app verifies but another app of `android:` opens;
        /// `perHost`: Android 12 on, which verifies each host on its own.
        case androidHostOfAnotherApp(host: String, package: String, perHost: Bool)

        /// Why an associated domain is not the manifest's.
        package enum UnknownDomain: Hashable, Sendable {
            case applinksHostUnlisted(host: String)
            case webcredentialsNotServed
            case appClipsNotServed
            case hostUnlisted(host: String)
            case serviceNotWritten(service: String)
        }

        package var text: String {
            switch self {
            case .domainMissing(let domain, let key):
                "'\(domain)' is missing from \(key); add <string>\(domain)</string> to its array"
            case .domainUnknown(let domain, let key, let why):
                "'\(domain)' in \(key) is \(why.text)"
            case .schemeMissing(let scheme):
                "URL scheme '\(scheme)' is missing from CFBundleURLTypes; add <string>\(scheme)</string> to a "
                    + "CFBundleURLSchemes array"
            case .schemeUnknown(let scheme):
                "URL scheme '\(scheme)' in CFBundleURLTypes is not one of the manifest's schemes"
            case .androidPackageUnlisted(let package, let listed):
                "this is the merged manifest of '\(package)', which 'android:' does not list (it lists "
                    + listed.map { "'\($0)'" }.joined(separator: ", ")
                    + "); check the merged manifest of a listed app, or add '\(package)' to 'android:'"
            case .androidNoPackage(let first):
                "the merged manifest names no package; it is checked as '\(first)', the first app 'android:' lists"
            case .androidVerifiedFilterHasScheme(let host, let scheme):
                "the autoVerify filter of '\(host)' also has scheme '\(scheme)', which keeps Android from "
                    + "verifying it; move <data android:scheme=\"\(scheme)\" /> to a filter of its own"
            case .androidMinSdkBelowDeclared(let runs, let declared):
                "the app runs on API level \(runs) (minSdkVersion), and 'android:' says minSdk \(declared): "
                    + "versions before \(AndroidApp.advancedPatterns) ignore android:pathAdvancedPattern, and there "
                    + "its filters claim every path; write 'minSdk: \(runs)' and generate again"
            case .androidHostNotVerified(let host):
                "no intent filter with android:autoVerify=\"true\" verifies '\(host)'; add "
                    + "<data android:host=\"\(host)\" /> to one (routegen generate writes them)"
            case .androidSchemeNotOpened(let scheme):
                "no intent filter opens links on '\(scheme):'; add <data android:scheme=\"\(scheme)\" /> to one"
            case .androidPathUnclaimed(let urls, let routes, let add, let host):
                "no verified filter claims "
                    + zip(urls, routes).map { "\($0) ('\($1)')" }.joined(separator: ", ")
                    + "; add \(add) to the filter of '\(host)'"
            case .androidHostUnknown(let host):
                "'\(host)' is verified by the app and no host of the manifest; remove it, or list it under 'hosts:'"
            case .androidHostOfAnotherApp(let host, let package, let perHost):
                "'\(host)' is verified by \(package), which does not open it in 'android:', so its "
                    + "assetlinks.json does not name the app and Android will not verify it"
                    + (perHost ? "" : " (and before Android 12 then verifies none of the app's hosts)")
                    + "; remove it, or add it to the app's 'hosts:'"
            }
        }
    }
}

extension ManifestMessage.AppFiles.UnknownDomain {
    package var text: String {
        switch self {
        case .applinksHostUnlisted(let host):
            "no domain of the manifest's; remove it, or list '\(host)' under 'hosts:'"
        case .webcredentialsNotServed:
            "not served by the manifest's AASA; add "
                + ManifestMessage.spelled(
                    "'aasa: { webcredentials: true }'", "'webcredentials' to 'apple: { services: [...] }'")
                + " to the manifest (its AASA "
                + "then lists the app for shared web credentials), or remove it"
        case .appClipsNotServed:
            "not served by the manifest's AASA; list the App Clip under "
                + ManifestMessage.spelled(
                    "'aasa: { appClips: [TEAM.bundle.Clip] }'", "'apple: { clips: [TEAM.bundle.Clip] }'")
                + ", "
                + "or remove it"
        case .hostUnlisted(let host):
            "for a host the manifest does not list; list '\(host)' under 'hosts:', or remove it"
        case .serviceNotWritten(let service):
            "a service routegen does not write ('\(service):'); the app keeps it for itself, and the manifest's "
                + "AASA does not serve it"
        }
    }
}
