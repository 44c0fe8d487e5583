import Foundation
@_spi(Generated) import RouteKit

/// The app manifest's settings, as plain values: what every file's generated code and the AASA
/// share. Features inherit them.
public struct AppSettings: Sendable, Equatable {
    public var access: AccessLevel
    /// Modules every generated file imports after Foundation and RouteKit, in manifest order.
    public var imports: [String]
    /// Custom schemes, as written.
    public var schemes: [String]
    /// The schemes whose links carry one of ``hosts`` first (`myapp://example.com/items/42`).
    public var hostSchemes: [String]
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
        hostSchemes = manifest.hostSchemes.map(\.value)
        hosts = manifest.hosts.map(\.value)
        hostLocations = manifest.hosts.map(\.location)
        appIDs = manifest.appIDs.map(\.value)
        caseSensitive = manifest.caseSensitive
        acceptsHTTP = manifest.http?.value ?? false
        tabs = manifest.tabs.map(\.value)
        aasa = manifest.aasa
    }

    /// The host a host-form scheme's links name: the first listed, `www.` under a wildcard.
    public var schemeHost: String? { hosts.first.map(Self.concreteHost)?.lowercased() }

    /// A host a link can name: a listed one, or `www.` under a wildcard (`*.example.com`).
    public static func concreteHost(_ host: String) -> String {
        host.hasPrefix("*.") ? "www." + host.dropFirst(2) : host
    }

    /// `builder`'s link on `scheme`, after ``schemeHost`` when the scheme carries a host.
    @_spi(Generated) public func url(_ builder: RouteURLBuilder, scheme: String) -> URL {
        guard hostSchemes.contains(scheme), let host = schemeHost else { return builder.url(scheme: scheme) }
        return builder.url(scheme: scheme, host: host)
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
