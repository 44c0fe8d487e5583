/// The app manifest's settings, as plain values: what every file's generated code and the AASA
/// share. Features inherit them.
public struct AppSettings: Sendable, Equatable {
    public var access: AccessLevel
    /// Modules every generated file imports after Foundation and RouteKit, in manifest order.
    public var imports: [String]
    /// Custom schemes, as written.
    public var schemes: [String]
    /// Universal-link domains, as written (`*.example.com` for a wildcard).
    public var hosts: [String]
    /// Where each host is written, for diagnostics about what the hosts serve.
    public var hostLocations: [SourceLocation]
    /// `TEAMID.bundle.id` of each app the AASA names.
    public var appIDs: [String]
    public var caseSensitive: Bool
    /// Whether the parser reads `http://` links to the hosts too (never in the AASA).
    public var acceptsHTTP: Bool
    /// Tab names in manifest order; empty when the app has no tabs.
    public var tabs: [String]
    public var aasa: AASAOptions
    /// The keys of `metadata:`, in manifest order.
    public var metadata: [MetadataField] = []
    /// The items of `context:`, in manifest order: each optional, repeated or defaulted.
    public var context: [ResolvedParameter] = []

    init(_ manifest: Manifest) {
        access = manifest.access
        imports = manifest.imports.map(\.value)
        schemes = manifest.schemes.map(\.value)
        hosts = manifest.hosts.map(\.value)
        hostLocations = manifest.hosts.map(\.location)
        appIDs = manifest.appIDs.map(\.value)
        caseSensitive = manifest.caseSensitive
        acceptsHTTP = manifest.http?.value ?? false
        tabs = manifest.tabs.map(\.value)
        aasa = manifest.aasa
    }

    /// The associated-domains services the app claims its hosts for: `applinks`, and
    /// `webcredentials` and `appclips` when the AASA lists them.
    public var associatedDomainServices: [String] {
        var services = ["applinks"]
        if aasa.webcredentials { services.append("webcredentials") }
        if !aasa.appClips.isEmpty { services.append("appclips") }
        return services
    }
}
