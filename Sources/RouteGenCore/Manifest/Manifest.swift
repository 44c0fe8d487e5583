@_spi(Generated) import RouteKit

/// A manifest of format version 1, as written (after decoding, before semantic validation).
/// Every value keeps its location so later stages can point at it.
public struct Manifest: Sendable, Equatable {
    /// The file as the user named it.
    public var file: String
    public var version: Located<ManifestVersion>
    /// The generated enum's name (`enum:`, default `Route`).
    public var enumName: Located<String>
    public var access: AccessLevel
    public var imports: [Located<String>]
    public var schemes: [Located<String>]
    /// The schemes written `{ name: myapp, host: true }`, located at `host`: their links carry
    /// one of ``hosts`` first, as web links do (1.1).
    public var hostSchemes: [Located<String>] = []
    public var hosts: [Located<String>]
    /// The hosts written `{ name: …, exclusive: true }`, located at `exclusive`: they serve only the
    /// routes that name them (1.1).
    public var exclusiveHosts: [Located<String>] = []
    public var appIDs: [Located<String>]
    public var caseSensitive: Bool
    /// `http:` — whether http links to the hosts are read too, for in-app interception (1.1).
    public var http: Located<Bool>? = nil
    public var tabs: [Located<String>]
    public var types: [TypeDeclaration]
    public var routes: [Route]
    public var aasa: AASAOptions
    /// `include:` — feature manifests, as written (relative to this file's folder).
    public var includes: [Located<String>] = []
    /// `metadata:` — the keys every route has a value of, each with its type and default.
    public var metadata: [Parameter] = []
    /// `context:` — query items read from any link beside its route, never part of it (1.1).
    public var context: [Parameter] = []

    public init(
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
    public func route(named name: String) -> Route? {
        routes.first { $0.name.value == name }
    }

    /// The declaration of the type named `name` under `types:`, if any.
    public func type(named name: String) -> TypeDeclaration? {
        types.first { $0.name.value == name }
    }
}

/// The manifest format's version (`version:`). 1.1 reads URL names into idiomatic Swift names.
public enum ManifestVersion: String, Sendable, Equatable, Comparable {
    case v1 = "1"
    case v1_1 = "1.1"

    /// `1` or `1.0`, or `1.1`.
    public init?(_ text: String) {
        switch text {
        case "1", "1.0": self = .v1
        case "1.1": self = .v1_1
        default: return nil
        }
    }

    public static func < (lhs: ManifestVersion, rhs: ManifestVersion) -> Bool {
        lhs == .v1 && rhs == .v1_1
    }
}

/// The access level applied to every generated declaration.
public enum AccessLevel: String, Sendable, Equatable, CaseIterable {
    case `public`
    case package
    case `internal`
}

/// How a route is shown (`presentation:`): RouteKit's own enum, so the manifest and the runtime
/// cannot disagree on the choices.
public typealias Presentation = RoutePresentation

/// A type declared under `types:`.
public struct TypeDeclaration: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `Name: [a, b, c]` — a generated `String` enum whose raw values are these.
        case stringEnum([Located<String>])
        /// `Name: { swift: Type }` — an app type conforming to `RouteKit.RouteParameter`.
        case external(swiftName: Located<String>)
    }

    public var name: Located<String>
    public var kind: Kind

    public init(name: Located<String>, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// `aasa:` — options for the apple-app-site-association file and the associated-domains entitlement.
public struct AASAOptions: Sendable, Equatable {
    /// Path patterns the AASA excludes (in AASA pattern syntax: `*`, `?`).
    public var exclude: [Located<String>]
    /// Adds `webcredentials` (password autofill) for the app IDs, and its entitlement entries.
    public var webcredentials: Bool
    /// App Clip IDs for the `appclips` section, and its entitlement entries.
    public var appClips: [Located<String>]
    /// Adds `?mode=developer` entitlement entries, which skip Apple's CDN while developing.
    public var developerMode: Bool

    public init(
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
public struct Route: Sendable, Equatable {
    public var name: Located<String>
    /// `nil` when the path failed to parse (already reported); the rest of the route is still checked.
    public var path: Located<PathPattern>?
    /// `params:` in the order written: the types of path placeholders.
    public var params: [Parameter]
    /// `query:` in the order written.
    public var query: [Parameter]
    /// `fragment:` — the value after `#`, as a one-entry mapping (1.1).
    public var fragment: Parameter? = nil
    /// `when:` — the query conditions that choose the route, in manifest order (1.1).
    public var conditions: [Located<QueryCondition>] = []
    /// Where `path: "*"` is written: the route is matched on any path, by its conditions (1.1).
    public var anyPath: SourceLocation? = nil
    /// `hosts:` — the listed hosts the route is reached on, as written there; `nil` for every one
    /// that is not exclusive, and custom schemes (1.1).
    public var hosts: [Located<String>]? = nil
    /// `auth:` as written; `nil` takes the group's, else false.
    public var auth: Bool?
    /// `permissions:` as written; `nil` takes the group's, else none.
    public var permissions: [Located<String>]?
    public var tab: Located<String>?
    public var stack: [Located<String>]
    /// `root:` — the tab root set before the stack.
    public var root: Located<String>?
    /// `shows:` — the route displayed instead of this one, its values bound by name.
    public var shows: Located<String>?
    /// `modalStack:` — whether a sheet or cover has its own navigation stack (default true).
    public var modalStack: Located<Bool>?
    public var presentation: Located<Presentation>?
    public var description: String?
    public var deprecated: String?
    /// `removed: "reason"` — the route is retired: its links parse to `RouteError.removed`.
    public var removed: Located<String>? = nil
    /// `metadata:` — values of the manifest's metadata keys, as written.
    public var metadata: [MetadataValue] = []
    /// `universalLink:` as written; `nil` means the default (true when `hosts` is set).
    public var universalLink: Located<Bool>?
    public var aliases: [Located<PathPattern>]
    /// `routes:` — a group's routes, whose paths continue this one's and which share its values
    /// and settings (1.1). Empty for a route.
    public var routes: [Route] = []
    /// `include:` — a group whose routes are a feature manifest's, as written (relative to this
    /// file's folder) (1.1).
    public var include: Located<String>? = nil

    /// Whether this is a group (`routes:` or `include:`) rather than a route.
    public var isGroup: Bool { !routes.isEmpty || include != nil }

    public init(
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
public struct MetadataValue: Sendable, Equatable {
    public var key: Located<String>
    public var value: Located<String>
}

/// A path parameter's or query item's declaration.
public struct Parameter: Sendable, Equatable {
    public var name: Located<String>
    public var type: Located<TypeReference>
    /// The default as written; checked against the type by validation.
    public var defaultValue: Located<String>?
    /// `swift:` — the value's Swift name, where it should not be derived from the URL name.
    public var swiftName: Located<String>? = nil
    /// A value for example URLs in the route table (`example:`); checked like a default.
    public var example: Located<String>?
    /// `ignoreInvalid: true` — a value that does not convert reads as absent.
    public var ignoreInvalid: Located<Bool>?
    public var constraints: Constraints

    public init(
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
public struct Constraints: Sendable, Equatable {
    public var min: Located<Double>?
    public var max: Located<Double>?
    public var minLength: Located<Int>?
    public var maxLength: Located<Int>?
    public var pattern: Located<String>?

    public init(
        min: Located<Double>? = nil, max: Located<Double>? = nil, minLength: Located<Int>? = nil,
        maxLength: Located<Int>? = nil, pattern: Located<String>? = nil
    ) {
        self.min = min
        self.max = max
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
    }

    public var isEmpty: Bool { self == Constraints() }
}
