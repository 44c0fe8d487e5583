/// What `routegen verify-site` finds wrong with a file the web serves for one host, worded once.
package struct SiteFinding: Sendable, Equatable {
    /// Where the file was read: the site itself, or the copy devices read.
    package enum Source: String, Sendable, Equatable, CaseIterable {
        case site
        case appleCDN = "Apple's CDN"
        case googleAPI = "Google's Digital Asset Links API"
    }

    package enum File: String, Sendable, Equatable {
        case aasa = "apple-app-site-association"
        case assetLinks = "assetlinks.json"
    }

    package enum Kind: Sendable, Equatable {
        /// No answer: the request failed (`reason`, as the client says it), after the retries.
        case unreachable(reason: String)
        case status(Int)
        /// A redirect, which neither Apple nor Android follows for these files.
        case redirect(to: String)
        case contentType(String?)
        /// Over Apple's 128 KB.
        case tooLarge(bytes: Int)
        case invalidJSON
        /// An app the manifest names that the file does not: none of its links open in it.
        case appMissing(String)
        /// An app the file names that the manifest does not (a warning).
        case appExtra(String)
        /// The manifest's routes whose components the file lacks: their links open in Safari.
        case routesMissing([String], paths: [String])
        /// Components the file has and the manifest does not (a warning): links iOS hands the app,
        /// which no route takes.
        case componentsExtra([String])
        /// The same components in another order: iOS takes the first that matches.
        case componentsReordered
        /// `webcredentials`, `appclips` or `applinks.defaults` differs from the manifest's.
        case sectionDiffers(String)
        /// A package and signing fingerprint the manifest names that the statements lack: Android
        /// verifies no App Link of the host for that build.
        case fingerprintMissing(package: String, fingerprint: String)
        /// A package and fingerprint the statements name that the manifest does not (a warning).
        case fingerprintExtra(package: String, fingerprint: String)
        /// Android 15's dynamic rules for a package differ from the manifest's.
        case rulesDiffer(package: String)
    }

    package var host: String
    package var source: Source
    package var file: File
    package var kind: Kind

    /// Whether it breaks links (an error), rather than naming what the manifest does not know.
    package var isError: Bool {
        switch kind {
        case .appExtra, .componentsExtra, .fingerprintExtra: false
        default: true
        }
    }

    /// A short name of the kind, for `--json`.
    package var kindName: String {
        String(describing: kind).prefix { $0 != "(" }.description
    }

    /// What is wrong, and the fix.
    package var message: String {
        let what = source == .site ? file.rawValue : "\(file.rawValue) as \(source.rawValue) serves it"
        let stale =
            source == .site
            ? "" : "; the site's own file is read by \(source.rawValue) within about a day of a change"
        switch kind {
        case .unreachable(let reason):
            return
                "\(what) could not be read: \(reason); serve it at https://\(host)/.well-known/\(file.rawValue)"
        case .status(let status):
            return "\(what) is answered with status \(status); serve it with status 200"
        case .redirect(let location):
            return "\(what) is served behind a redirect to \(location), which neither Apple nor Android "
                + "follows; serve it at the host itself with status 200"
        case .contentType(let type):
            return "\(what) is served as \(type.map { "'\($0)'" } ?? "no content type"); serve it as "
                + "'application/json'"
        case .tooLarge(let bytes):
            return
                "\(what) is \(bytes) bytes; Apple reads at most 128 KB: group routes under fewer components"
        case .invalidJSON:
            return "\(what) is not valid JSON; serve the file routegen generate writes"
        case .appMissing(let app):
            return "\(what) does not name app '\(app)', so none of this host's links open in it; "
                + "serve the file routegen generate writes\(stale)"
        case .appExtra(let app):
            return "\(what) names app '\(app)', which the manifest does not"
        case .routesMissing(let routes, let paths):
            return "\(what) lacks the components of "
                + routes.map { "'\($0)'" }.joined(separator: ", ") + " (" + paths.joined(separator: ", ")
                + "), so their links open in Safari; serve the file routegen generate writes\(stale)"
        case .componentsExtra(let paths):
            return "\(what) has components the manifest does not (" + paths.joined(separator: ", ")
                + "): iOS hands their links to the app, which no route takes"
        case .componentsReordered:
            return "\(what) has the manifest's components in another order, and iOS takes the first "
                + "that matches, so a link may go by another route's rule; serve the file routegen "
                + "generate writes\(stale)"
        case .sectionDiffers(let section):
            return
                "\(what)'s '\(section)' differs from the manifest's; serve the file routegen generate writes\(stale)"
        case .fingerprintMissing(let package, let fingerprint):
            return "\(what) does not name \(package) signed with \(fingerprint), so Android verifies "
                + "no App Link of this host for that build and opens them in the browser; serve the "
                + "file routegen generate writes\(stale)"
        case .fingerprintExtra(let package, let fingerprint):
            return "\(what) names \(package) signed with \(fingerprint), which the manifest does not"
        case .rulesDiffer(let package):
            return "\(what)'s dynamic rules for \(package) differ from the manifest's, so Android 15 "
                + "keeps other links in the browser; serve the file routegen generate writes\(stale)"
        }
    }
}
