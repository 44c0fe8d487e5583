import Foundation
@_spi(Generated) import RouteKit

/// A manifest of format version 1, as written (after decoding, before semantic validation).
/// Every value keeps its location so later stages can point at it.
package struct Manifest: Sendable, Equatable {
    /// The file as the user named it.
    package var file: String
    package var version: Located<ManifestVersion>
    /// Where `version:`'s value is written, for `routegen migrate`; `nil` when it is not.
    package var versionSpan: Range<Int>? = nil
    /// The keys written in one version's spelling only, in manifest order: checked against the
    /// app's version, and rewritten by `routegen migrate`.
    package var versionedKeys: [VersionedKey] = []
    /// The generated enum's name (`enum:`, default `Route`).
    package var enumName: Located<String>
    package var access: AccessLevel
    package var imports: [Located<String>]
    package var schemes: [Located<String>]
    /// The schemes written `{ name: myapp, host: true }`, located at `host`: their links carry
    /// one of ``hosts`` first, as web links do (1.1).
    package var hostSchemes: [Located<String>] = []
    /// Those of ``hostSchemes`` written `host: optional` (1.1): a host that is not listed is a
    /// screen, the first segment, as on a plain scheme (`wiki://explore`).
    package var optionalHostSchemes: [Located<String>] = []
    /// How each scheme written with `form:` writes the links `url` builds (1.1), by scheme name.
    package var schemeForms: [String: Located<SchemeForm>] = [:]
    package var hosts: [Located<String>]
    /// The hosts written `{ name: …, exclusive: true }`, located at `exclusive`: they serve only the
    /// routes that name them (1.1).
    package var exclusiveHosts: [Located<String>] = []
    package var appIDs: [Located<String>]
    package var caseSensitive: Bool
    /// `http:` — whether http links to the hosts are read too, for in-app interception (1.1).
    package var http: Located<Bool>? = nil
    /// `formats:` — how built links spell UUIDs and Bools (1.1).
    package var formats: Located<RouteValueFormat>? = nil
    package var tabs: [Located<String>]
    package var types: [TypeDeclaration]
    package var routes: [Route]
    package var aasa: AASAOptions
    /// `android:` — the Android apps that open the same links (1.1), one or a list; empty writes
    /// no Android file.
    package var android: [AndroidOptions] = []
    /// `include:` — feature manifests, as written (relative to this file's folder).
    package var includes: [Located<String>] = []
    /// `metadata:` — the keys every route has a value of, each with its type and default.
    package var metadata: [Parameter] = []
    /// `context:` — query items read from any link beside its route, never part of it (1.1).
    package var context: [Parameter] = []

    package init(
        file: String, version: Located<ManifestVersion>, enumName: Located<String>,
        access: AccessLevel = .internal,
        imports: [Located<String>] = [], schemes: [Located<String>] = [], hosts: [Located<String>] = [],
        appIDs: [Located<String>] = [], caseSensitive: Bool = true, tabs: [Located<String>] = [],
        types: [TypeDeclaration] = [], routes: [Route] = [], aasa: AASAOptions = AASAOptions()
    ) {
        self.file = file
        self.version = version
        self.enumName = enumName
        self.access = access
        self.imports = imports
        self.schemes = schemes
        self.hosts = hosts
        self.appIDs = appIDs
        self.caseSensitive = caseSensitive
        self.tabs = tabs
        self.types = types
        self.routes = routes
        self.aasa = aasa
    }

    /// The route named `name`, if any.
    package func route(named name: String) -> Route? {
        routes.first { $0.name.value == name }
    }

    /// The declaration of the type named `name` under `types:`, if any.
    package func type(named name: String) -> TypeDeclaration? {
        types.first { $0.name.value == name }
    }
}

/// The manifest format's version (`version:`). 1.1 reads URL names into idiomatic Swift names.
package enum ManifestVersion: String, Sendable, Equatable, Comparable, CaseIterable {
    case v1 = "1"
    case v1_1 = "1.1"
    /// 1.1's reading, each idea spelled one way: the path names every value where the link holds
    /// it, `reach:` where links come from, words for the flags of 1.1.
    case v1_2 = "1.2"

    /// `1` or `1.0`, `1.1` or `1.2`.
    package init?(_ text: String) {
        switch text {
        case "1", "1.0": self = .v1
        case "1.1": self = .v1_1
        case "1.2": self = .v1_2
        default: return nil
        }
    }

    package static func < (lhs: ManifestVersion, rhs: ManifestVersion) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The access level applied to every generated declaration.
package enum AccessLevel: String, Sendable, Equatable, CaseIterable {
    case `public`
    case package
    case `internal`
}

/// How a route is shown (`presentation:`): RouteKit's own enum, so the manifest and the runtime
/// cannot disagree on the choices.
package typealias Presentation = RoutePresentation

/// A type declared under `types:`.
package struct TypeDeclaration: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// `Name: [a, b, c]` — a generated `String` enum whose raw values are these.
        case stringEnum([Located<String>])
        /// `Name: { swift: Type }` — an app type conforming to `RouteKit.RouteParameter`.
        case external(swiftName: Located<String>)
    }

    package var name: Located<String>
    package var kind: Kind

    package init(name: Located<String>, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// An Android app of `android:`: one the hosts' `assetlinks.json` names, and whose intent filters
/// are written (1.1).
package struct AndroidOptions: Sendable, Equatable {
    /// The application ID (`com.example.app`).
    package var package: Located<String>
    /// The SHA-256 fingerprints of the app's signing certificates: 32 colon-separated hex bytes.
    package var fingerprints: [Located<String>]
    /// `hosts:`: the listed hosts whose links it opens; empty for every host.
    package var hosts: [Located<String>] = []
    /// `minSdk:`: the lowest Android API level the app runs on, as its build.gradle says.
    package var minSdk: Located<Int>? = nil
    /// Where the app is written.
    package var location: SourceLocation
}

/// `aasa:` — options for the apple-app-site-association file and the associated-domains entitlement.
package struct AASAOptions: Sendable, Equatable {
    /// Path patterns the AASA excludes (in AASA pattern syntax: `*`, `?`).
    package var exclude: [Located<String>]
    /// Adds `webcredentials` (password autofill) for the app IDs, and its entitlement entries.
    package var webcredentials: Bool
    /// App Clip IDs for the `appclips` section, and its entitlement entries.
    package var appClips: [Located<String>]
    /// Adds `?mode=developer` entitlement entries, which skip Apple's CDN while developing.
    package var developerMode: Bool

    package init(
        exclude: [Located<String>] = [], webcredentials: Bool = false, appClips: [Located<String>] = [],
        developerMode: Bool = false
    ) {
        self.exclude = exclude
        self.webcredentials = webcredentials
        self.appClips = appClips
        self.developerMode = developerMode
    }
}

/// One route under `routes:`.
package struct Route: Sendable, Equatable {
    package var name: Located<String>
    /// `nil` when the path failed to parse (already reported); the rest of the route is still checked.
    package var path: Located<PathPattern>?
    /// `params:` in the order written: the types of path placeholders.
    package var params: [Parameter]
    /// `query:` in the order written.
    package var query: [Parameter]
    /// `fragment:` — the value after `#`, as a one-entry mapping (1.1).
    package var fragment: Parameter? = nil
    /// `fragment: "/@{user}"` — the fragment read as a path that chooses the route (1.1).
    package var fragmentPath: Located<PathPattern>? = nil
    /// `fragmentItems:` — items read from a fragment written as a query (`#a=1&b=2`), in the order
    /// written (1.1).
    package var fragmentItems: [Parameter] = []
    /// Where `fragmentItems:` is written.
    package var fragmentItemsLocation: SourceLocation? = nil
    /// `strict:` — the spelling rules the route's links keep, by name (RouteKit's
    /// `StrictLink.Checks`): those of `strict: true`, or those listed (1.1). `nil` for none.
    package var strict: Located<[Located<String>]>? = nil
    /// `carriedOnly:` — the route is reached only inside another link (1.1).
    package var carriedOnly: Located<Bool>? = nil
    /// `when:` — the query conditions that choose the route, in manifest order (1.1).
    package var conditions: [Located<QueryCondition>] = []
    /// Where `path: "*"` is written: the route is matched on any path, by its conditions (1.1).
    package var anyPath: SourceLocation? = nil
    /// `hosts:` — the listed hosts the route is reached on, as written there; `nil` for every one
    /// that is not exclusive, and custom schemes (1.1).
    package var hosts: [Located<String>]? = nil
    /// `schemes:` — the custom schemes the route is reached on, as written (1.1): no host, no
    /// other scheme; `nil` for every scheme and host.
    package var schemes: [Located<String>]? = nil
    /// `reach:` (1.2) — where the route's links come from, as written: words that name channels
    /// (`web`, a listed scheme), listed hosts, `carried`; empty for no link at all. Validation
    /// reads it into ``hosts``, ``schemes``, ``universalLink``, ``carriedOnly`` and ``channels``.
    package var reach: Located<[Located<String>]>? = nil
    /// The custom schemes a route's `reach:` names where the matcher tests the channel, not the
    /// origin: beside the web or hosts, or schemes that carry a host (1.2). `nil` for every one.
    package var channels: [String]? = nil
    /// Where a route's `reach:` says `anyHost` (1.2): web links on any host reach it too, as
    /// content links.
    package var anyHost: SourceLocation? = nil
    /// `auth:` as written; `nil` takes the group's, else false.
    package var auth: Bool?
    /// `permissions:` as written; `nil` takes the group's, else none.
    package var permissions: [Located<String>]?
    /// `needs:` (1.2): what the route needs beside what its group needs — `signIn`, and
    /// permissions — as written; a group's needs hold for each of its routes.
    package var needs: [Located<String>]? = nil
    package var tab: Located<String>?
    package var stack: [Located<String>]
    /// `root:` — the tab root set before the stack.
    package var root: Located<String>?
    /// `shows:` — the route displayed instead of this one, its values bound by name.
    package var shows: Located<String>?
    /// `modalStack:` — whether a sheet or cover has its own navigation stack (default true).
    package var modalStack: Located<Bool>?
    package var presentation: Located<Presentation>?
    package var description: String?
    package var deprecated: String?
    /// `removed: "reason"` — the route is retired: its links parse to `RouteError.removed`.
    package var removed: Located<String>? = nil
    /// `metadata:` — values of the manifest's metadata keys, as written.
    package var metadata: [MetadataValue] = []
    /// `universalLink:` as written; `nil` means the default (true when `hosts` is set).
    package var universalLink: Located<Bool>?
    package var aliases: [Located<PathPattern>]
    /// `routes:` — a group's routes, whose paths continue this one's and which share its values
    /// and settings (1.1). Empty for a route.
    package var routes: [Route] = []
    /// `include:` — a group whose routes are a feature manifest's, as written (relative to this
    /// file's folder) (1.1).
    package var include: Located<String>? = nil

    /// Whether this is a group (`routes:` or `include:`) rather than a route.
    package var isGroup: Bool { !routes.isEmpty || include != nil }

    package init(
        name: Located<String>, path: Located<PathPattern>?, params: [Parameter] = [], query: [Parameter] = [],
        auth: Bool? = nil, permissions: [Located<String>]? = nil, tab: Located<String>? = nil,
        stack: [Located<String>] = [], presentation: Located<Presentation>? = nil, description: String? = nil,
        deprecated: String? = nil, universalLink: Located<Bool>? = nil, aliases: [Located<PathPattern>] = []
    ) {
        self.name = name
        self.path = path
        self.params = params
        self.query = query
        self.auth = auth
        self.permissions = permissions
        self.tab = tab
        self.stack = stack
        self.presentation = presentation
        self.description = description
        self.deprecated = deprecated
        self.universalLink = universalLink
        self.aliases = aliases
    }
}

/// One `key: value` of a route's `metadata:`.
package struct MetadataValue: Sendable, Equatable {
    package var key: Located<String>
    package var value: Located<String>
}

/// A path parameter's or query item's declaration.
package struct Parameter: Sendable, Equatable {
    package var name: Located<String>
    package var type: Located<TypeReference>
    /// The default as written; checked against the type by validation.
    package var defaultValue: Located<String>?
    /// `swift:` — the value's Swift name, where it should not be derived from the URL name.
    package var swiftName: Located<String>? = nil
    /// A value for example URLs in the route table (`example:`); checked like a default.
    package var example: Located<String>?
    /// `ignoreInvalid: true` — a value that does not convert reads as absent.
    package var ignoreInvalid: Located<Bool>?
    /// `lowercased: true` — the value's text is lowercased before it is converted (1.1).
    package var lowercased: Located<Bool>? = nil
    /// `percentEncoded: true` — the value is the text as the link writes it, escapes kept (1.1).
    package var percentEncoded: Located<Bool>? = nil
    /// `read: [last]` — of an item given more than once, the last counts (1.2).
    package var last: Located<Bool>? = nil
    package var constraints: Constraints

    package init(
        name: Located<String>, type: Located<TypeReference>, defaultValue: Located<String>? = nil,
        example: Located<String>? = nil, constraints: Constraints = Constraints()
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.example = example
        self.constraints = constraints
    }
}

/// Value constraints from the long form `{type, min, max, minLength, maxLength, pattern}`.
package struct Constraints: Sendable, Equatable {
    package var min: Located<Double>?
    package var max: Located<Double>?
    package var minLength: Located<Int>?
    package var maxLength: Located<Int>?
    /// `range:` (1.2): bounds of a number's value or a String's length, which validation reads as
    /// ``min`` and ``max`` or ``minLength`` and ``maxLength`` by the value's type.
    package var range: Located<ValueRange>? = nil
    package var pattern: Located<String>?

    package init(
        min: Located<Double>? = nil, max: Located<Double>? = nil, minLength: Located<Int>? = nil,
        maxLength: Located<Int>? = nil, pattern: Located<String>? = nil
    ) {
        self.min = min
        self.max = max
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
    }

    package var isEmpty: Bool { self == Constraints() }
}

/// `range: 1...100`, `1...` or `...100` (1.2): the bounds a value or a length keeps, both included.
package struct ValueRange: Sendable, Equatable {
    package var lower: Double?
    package var upper: Double?

    /// Reads `lower...upper`, either side left out but not both; `nil` for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        // Decimal numbers only (`-2`, `0.5`), as the schema's pattern says: not `1e3` or `0x10`.
        func bound(_ part: Substring) -> Double?? {
            let part = part.trimmingCharacters(in: .whitespaces)
            if part.isEmpty { return .some(nil) }
            guard part.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?/) != nil, let value = Double(part) else {
                return nil
            }
            return .some(value)
        }
        guard let lower = bound(parts[0]), let upper = bound(parts[1]), lower != nil || upper != nil else {
            return nil
        }
        (self.lower, self.upper) = (lower, upper)
    }
}

/// How a custom scheme's built links are written (`form:` on a scheme, 1.1); every form is read.
package enum SchemeForm: String, CaseIterable, Sendable {
    /// `app://first/rest`: the first segment as the host (the default).
    case authority
    /// `app:/first/rest`.
    case path
    /// `app:first/rest`, as `matrix:u/alice:example.org` is.
    case opaque
}

/// What a route or group needs to be shown: sign-in and permissions, as its groups hand them on.
package struct RouteAccess: Sendable, Equatable {
    package var auth: Bool?
    package var permissions: [Located<String>]?

    package init(auth: Bool? = nil, permissions: [Located<String>]? = nil) {
        self.auth = auth
        self.permissions = permissions
    }
}

extension Route {
    /// What this route or group needs over `enclosing`, its group's: 1.2's `needs:` adds to it
    /// (`signIn`, and each other word a permission), while 1.1's `auth:` and `permissions:` each
    /// replace the group's. The one rule of both.
    package func access(over enclosing: RouteAccess) -> RouteAccess {
        guard let needs else {
            return RouteAccess(
                auth: auth ?? enclosing.auth, permissions: permissions ?? enclosing.permissions)
        }
        var permissions = enclosing.permissions ?? []
        for word in needs
        where word.value != "signIn" && !permissions.contains(where: { $0.value == word.value }) {
            permissions.append(word)
        }
        return RouteAccess(
            auth: enclosing.auth == true || needs.contains { $0.value == "signIn" } ? true : enclosing.auth,
            permissions: permissions)
    }
}
