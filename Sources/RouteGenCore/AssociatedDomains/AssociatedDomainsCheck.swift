/// Checks what the AASA file can express: no exclude may hide a universal-link route from iOS
/// (DESIGN.md puts excludes first), and the file must fit Apple's 128 KB limit.
enum AssociatedDomainsCheck {
    static func diagnostics(_ manifest: ValidatedManifest) -> [Diagnostic] {
        guard let first = manifest.manifest.hosts.first else { return [] }
        let aasa = AppSiteAssociation(manifest)
        var diagnostics: [Diagnostic] = []
        let excludes = aasa.components.filter(\.exclude)
        let caseSensitive = manifest.manifest.caseSensitive
        for (index, exclude) in excludes.enumerated() {
            for (_, route) in manifest.allRoutes where route.universalLink {
                let shadowed = route.patterns.map { ExampleURLs.url(route, host: first.value, pattern: $0) }
                    .first {
                        exclude.matches(
                            path: $0.path(percentEncoded: true), query: [], caseSensitive: caseSensitive)
                    }
                guard let url = shadowed else { continue }
                let hiding: String
                let location: SourceLocation
                if exclude.comment == "aasa.exclude" {
                    let entry = manifest.manifest.aasa.exclude[
                        index - (excludes.count - manifest.manifest.aasa.exclude.count)]
                    hiding = "aasa.exclude pattern '\(entry.value)'"
                    location = entry.location
                } else {
                    let owner = manifest.allRoutes.first { $0.route.name == exclude.comment }!.route
                    hiding =
                        "scheme-only route '\(owner.name)' (\(owner.path)), excluded from the AASA first,"
                    location = owner.location
                }
                diagnostics.append(
                    Diagnostic(
                        "\(hiding) also keeps universal-link route '\(route.name)' from the app, e.g. "
                            + "\(url.absoluteString); set 'universalLink: false' on '\(route.name)' too, or change a path",
                        at: location,
                        notes: [Diagnostic.Note("'\(route.name)' is declared here", at: route.location)]))
            }
        }
        if let file = aasa.file, file.contents.utf8.count > AppSiteAssociation.maximumSize {
            diagnostics.append(
                Diagnostic(
                    "the apple-app-site-association file would be \(file.contents.utf8.count) bytes; iOS reads at most "
                        + "\(AppSiteAssociation.maximumSize) — set 'universalLink: false' on routes the web does not "
                        + "link to", at: first.location))
        }
        return diagnostics
    }
}
