/// `android:` — the Android apps that open the same links (1.1).
extension SettingsResolver {
    /// An application ID is two or more dot-separated names, each a letter then letters, digits
    /// or `_`; a fingerprint is 32 bytes in hex, colon-separated, as `keytool` and the Play Console
    /// print it; an app's hosts are listed ones, and the hosts serve the `assetlinks.json` that
    /// names it; two apps have two IDs.
    mutating func checkAndroid() {
        guard let first = manifest.android.first else { return }
        guard requireVersion1_1("android", at: first.location) else { return }
        if app.hosts.isEmpty {
            diagnostics.error(.android(.withoutHosts), at: first.location)
        }
        var packages: [String: SourceLocation] = [:]
        for android in manifest.android {
            checkAndroidApp(android)
            // Compared ignoring case, as the names of the apps' filter files are on macOS.
            reportRepeat(
                android.package, key: android.package.value.lowercased(), in: &packages,
                .android(.appListedTwice(package: android.package.value)))
        }
    }

    private mutating func checkAndroidApp(_ android: AndroidOptions) {
        let package = android.package
        if !AndroidOptions.isApplicationID(package.value) {
            diagnostics.error(.android(.notAnApplicationID(package.value)), at: package.location)
        }
        if android.fingerprints.isEmpty {
            diagnostics.error(.android(.withoutFingerprints), at: android.location)
        }
        for fingerprint in android.fingerprints where !AndroidOptions.isFingerprint(fingerprint.value) {
            let bytes = fingerprint.value.split(separator: ":").count
            diagnostics.error(
                .android(.invalidFingerprint(fingerprint.value, parts: bytes)), at: fingerprint.location)
        }
        var seen: [String: SourceLocation] = [:]
        for host in android.hosts {
            guard app.hosts.contains(where: { $0.value.lowercased() == host.value.lowercased() }) else {
                diagnostics.error(
                    .android(
                        .hostNotListed(
                            package: package.value, host: host.value, listed: app.hosts.map(\.value))),
                    at: host.location)
                continue
            }
            reportRepeat(
                host, key: host.value.lowercased(), in: &seen,
                .android(.hostListedTwice(host: host.value, package: package.value)))
        }
        if let level = android.minSdk, !(1...99).contains(level.value) {
            diagnostics.error(.android(.invalidMinSdk(level.value)), at: level.location)
        }
    }

}
