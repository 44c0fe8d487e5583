import Foundation
@_spi(Generated) import RouteKit

/// The app manifest's settings, as plain values: what every file's generated code and the AASA
/// share. Features inherit them.
package struct AppSettings: Sendable, Equatable {
    package var access: AccessLevel
    /// The manifest's version: the spelling its messages name.
    package var version: ManifestVersion
    /// Modules every generated file imports after Foundation and RouteKit, in manifest order.
    package var imports: [String]
    /// Custom schemes, as written.
    package var schemes: [String]
    /// The schemes whose links carry one of ``hosts`` first (`myapp://example.com/items/42`).
    package var hostSchemes: [String]
    /// Those of ``hostSchemes`` whose links may name a screen instead (`host: optional`):
    /// `wiki://explore` beside `wiki://wiki.example/articles/Rome`. They build the screen form.
    package var optionalHostSchemes: [String]
    /// How each scheme written with `form:` writes its built links; the others write `app://path`.
    package var schemeForms: [String: SchemeForm]
    /// Universal-link domains, as written (`*.example.com` for a wildcard, `{lang}.example.com` for
    /// one whose first label is a value).
    package var hosts: [String]
    /// The hosts written `exclusive: true`, as written: they serve only the routes that name them.
    package var exclusiveHosts: [String]
    /// Where each host is written, for diagnostics about what the hosts serve.
    package var hostLocations: [SourceLocation]
    /// `TEAMID.bundle.id` of each app the AASA names.
    package var appIDs: [String]
    package var caseSensitive: Bool
    /// Whether the parser reads `http://` links to the hosts too (never in the AASA).
    package var acceptsHTTP: Bool
    /// How built links spell UUIDs and Bools (`formats:`).
    package var format: RouteValueFormat
    /// Tab names in manifest order; empty when the app has no tabs.
    package var tabs: [String]
    package var aasa: AASAOptions
    /// The Android apps that open the links (`android:`), in manifest order; none writes no Android file.
    package var android: [AndroidApp] = []
    /// The keys of `metadata:`, in manifest order.
    package var metadata: [MetadataField] = []
    /// The items of `context:`, in manifest order: each optional, repeated or defaulted.
    package var context: [ResolvedParameter] = []
    /// Whether some routes are reached on some custom schemes only (`schemes:` on a route): a
    /// custom-scheme link's origin then names its scheme.
    package var routesDifferByScheme = false
    /// The origin of a content link on a host the app does not list (one past ``hosts``), when
    /// some route reads any host (`reach: [anyHost]`); `nil` otherwise.
    package var anyHostOrigin: Int? = nil

    init(_ manifest: Manifest) {
        access = manifest.access
        version = manifest.version.value
        imports = manifest.imports.map(\.value)
        schemes = manifest.schemes.map(\.value)
        hostSchemes = manifest.hostSchemes.map(\.value)
        optionalHostSchemes = manifest.optionalHostSchemes.map(\.value)
        schemeForms = manifest.schemeForms.mapValues(\.value)
        hosts = manifest.hosts.map(\.value)
        exclusiveHosts = manifest.exclusiveHosts.map(\.value)
        hostLocations = manifest.hosts.map(\.location)
        appIDs = manifest.appIDs.map(\.value)
        caseSensitive = manifest.caseSensitive
        acceptsHTTP = manifest.http?.value ?? false
        format = manifest.formats?.value ?? .standard
        tabs = manifest.tabs.map(\.value)
        aasa = manifest.aasa
        let hosts = manifest.hosts.map(\.value)
        android = manifest.android.map { app in
            AndroidApp(
                package: app.package.value, fingerprints: app.fingerprints.map { $0.value.uppercased() },
                hosts: app.hosts.isEmpty
                    ? Array(hosts.indices)
                    : hosts.indices.filter { index in
                        app.hosts.contains { $0.value.lowercased() == hosts[index].lowercased() }
                    },
                minSdk: app.minSdk?.value, location: app.location)
        }
    }

    /// The reach of a route that says nothing of it: the web where hosts are listed, and every
    /// custom scheme, carried or not.
    package var everyChannel: RouteReach { RouteReach(web: !hosts.isEmpty, schemes: schemes) }

    /// The channels a link on its own that the matcher's other tests let through may have come by:
    /// a route's schemes (`schemes:`), the web and the schemes that carry a host for a route on some
    /// hosts, every channel otherwise. Where no link is carried, a reach no narrower needs no test.
    package func addressReach(of route: ResolvedRoute) -> RouteReach {
        if let limited = route.schemes { return RouteReach(web: false, schemes: limited) }
        return RouteReach(web: !hosts.isEmpty, schemes: route.hosts == nil ? schemes : hostSchemes)
    }

    /// The host a host-form scheme's links name: the first listed that is not exclusive, `www.`
    /// under a wildcard.
    package var schemeHost: String? {
        let exclusive = Set(exclusiveHosts.map { $0.lowercased() })
        return hosts.first { !exclusive.contains($0.lowercased()) }.map(Self.concreteHost)?.lowercased()
    }

    /// A host a link can name: a listed one, `www.` under a wildcard (`*.example.com`) or for a
    /// value (`{lang}.example.com`).
    package static func concreteHost(_ host: String) -> String {
        HostPattern(host).host()
    }

    /// ``hosts`` as patterns, in their order: an origin is an index here.
    package var hostPatterns: [HostPattern] { hosts.map(HostPattern.init) }

    /// The origins whose links the matcher reads in a function of their own, as only some routes
    /// take them: the exclusive hosts', then content links' on any other host.
    package var ownMatcherOrigins: [Int] {
        exclusiveOrigins.sorted() + [anyHostOrigin].compactMap { $0 }
    }

    /// The origins of the exclusive hosts: indices in ``hosts``.
    package var exclusiveOrigins: Set<Int> {
        let exclusive = Set(exclusiveHosts.map { $0.lowercased() })
        return Set(hosts.indices.filter { exclusive.contains(hosts[$0].lowercased()) })
    }

    /// The origins of a route that names no hosts: every host that is not exclusive, and custom
    /// schemes; `nil` (every one) when no host is exclusive.
    package var unlimitedOrigins: Set<Int>? {
        guard !exclusiveHosts.isEmpty || anyHostOrigin != nil else { return nil }
        return Set(hosts.indices + customOrigins).subtracting(exclusiveOrigins)
    }

    /// The origins of custom-scheme links: one per scheme, `noHost - i` for scheme `i`, when some
    /// routes are on some schemes only (``routesDifferByScheme``); else ``RouteTrie/noHost`` alone.
    package var customOrigins: [Int] {
        routesDifferByScheme ? schemes.indices.map { RouteTrie.noHost - $0 } : [RouteTrie.noHost]
    }

    /// The origins a route is reached on: its hosts, its schemes, or ``unlimitedOrigins``.
    package func origins(of route: ResolvedRoute) -> Set<Int>? {
        if let limited = route.schemes {
            return Set(limited.compactMap(schemes.firstIndex(of:)).map { RouteTrie.noHost - $0 })
        }
        let listed = route.hosts.map { Set($0.compactMap(hosts.firstIndex(of:))) } ?? unlimitedOrigins
        guard route.readsAnyHost, let anyHostOrigin, let listed else { return listed }
        return listed.union([anyHostOrigin])
    }

    /// `builder`'s link on `scheme`, as the generated `url` builds it: after the route's host, or
    /// ``schemeHost``, when the scheme carries one; on https when no custom scheme reaches the route.
    package func url(_ builder: RouteURLBuilder, scheme: String) -> URL {
        builder.url(scheme: scheme, defaultHost: schemeHost, form: linkForm(of: scheme), in: scope)
    }

    /// Where links are read: the generated parser's `scope`.
    package var scope: LinkScope {
        LinkScope(
            schemes: schemes, hosts: hosts, acceptsHTTP: acceptsHTTP, hostSchemes: hostSchemes,
            optionalHostSchemes: optionalHostSchemes, exclusiveHosts: exclusiveHosts,
            distinguishesSchemes: routesDifferByScheme)
    }

    /// How links built on `scheme` are written (`form:`).
    package func linkForm(of scheme: String) -> RouteURLBuilder.LinkForm {
        switch schemeForms[scheme] {
        case .path: .path
        case .opaque: .opaque
        case .authority, nil: .authority
        }
    }

    /// The `form:` argument of a builder call for `scheme` (`.path`), or `nil` for the default one.
    package func formArgument(of scheme: String) -> String? {
        schemeForms[scheme].flatMap { $0 == .authority ? nil : "." + $0.rawValue }
    }

    /// Whether links built on `scheme` carry the host first: a host-form scheme's do, unless the
    /// scheme also names screens by host (`host: optional`), whose built links name the screen
    /// (but for a route on some hosts only, which only the host form reaches).
    package func buildsHost(_ scheme: String) -> Bool {
        hostSchemes.contains(scheme) && !optionalHostSchemes.contains(scheme)
    }

    /// The associated-domains services the app claims its hosts for: `applinks`, and
    /// `webcredentials` and `appclips` when the AASA lists them.
    package var associatedDomainServices: [String] {
        var services = ["applinks"]
        if aasa.webcredentials { services.append("webcredentials") }
        if !aasa.appClips.isEmpty { services.append("appclips") }
        return services
    }
}

/// An Android app that opens the same links (`android:`).
package struct AndroidApp: Sendable, Equatable {
    /// The application ID.
    package var package: String
    /// Its signing certificates' SHA-256 fingerprints, uppercase.
    package var fingerprints: [String]
    /// The hosts whose links it opens: indices in ``AppSettings/hosts``.
    package var hosts: [Int]
    /// The lowest API level it runs on (`minSdk:`), if the manifest says.
    package var minSdk: Int?
    /// Where the app is written.
    package var location: SourceLocation

    /// The API level that reads `android:pathAdvancedPattern` (Android 12).
    package static let advancedPatterns = 31

    /// Whether its filters may say paths with `pathAdvancedPattern`: every version it runs on reads it.
    package var readsAdvancedPatterns: Bool { (minSdk ?? 1) >= Self.advancedPatterns }
}
