/// A manifest that passed validation, with every reference resolved: what the trie and the
/// emitters render from.
public struct ValidatedManifest: Sendable {
    /// The manifest as decoded.
    public var manifest: Manifest
    /// The routes in manifest order, resolved.
    public var routes: [ResolvedRoute]
    /// The string enums declared under `types:`, in manifest order.
    public var enums: [StringEnum]
    /// The one route trie the parser, the AASA and `explain` all come from; with `include:`, it
    /// spans every file.
    public var trie: RouteTrie
    /// Included feature manifests, depth-first.
    public var features: [Feature] = []

    public var enumName: String { manifest.enumName.value }

    /// A feature manifest: its own routes and types, and where its enum sits.
    public struct Feature: Sendable {
        public var manifest: ValidatedManifest
        /// The case of the parent enum that holds this one: `profile` for `ProfileRoute`.
        public var caseName: String
        /// The parent's index in `features`, or `nil` for the root enum.
        public var parent: Int?
    }

    /// The manifest of trie owner `index`: 0 this one, k its k-th feature.
    public func owner(_ index: Int) -> ValidatedManifest {
        index == 0 ? self : features[index - 1].manifest
    }

    /// The route a trie terminal names.
    public func route(_ terminal: RouteTrie.Terminal) -> ResolvedRoute {
        owner(terminal.owner).routes[terminal.route]
    }

    /// Every route of every file, with its owner index.
    public var allRoutes: [(owner: Int, route: ResolvedRoute)] {
        routes.map { (0, $0) }
            + features.enumerated().flatMap { index, feature in
                feature.manifest.routes.map { (index + 1, $0) }
            }
    }

    /// The direct features of owner `index` (0 the root): their owner indices.
    public func children(of index: Int) -> [Int] {
        features.indices.filter { (features[$0].parent.map { $0 + 1 } ?? 0) == index }.map { $0 + 1 }
    }

    /// How owner `index`'s value is wrapped up to the root: `.profile(.settings(` and `))`.
    public func wrapping(_ index: Int) -> (prefix: String, suffix: String) {
        var cases: [String] = []  // innermost first
        var current = index
        while current != 0 {
            let feature = features[current - 1]
            cases.append(feature.caseName)
            current = feature.parent.map { $0 + 1 } ?? 0
        }
        return (cases.reversed().map { "." + $0 + "(" }.joined(), String(repeating: ")", count: cases.count))
    }
}

/// A string enum declared under `types:`.
public struct StringEnum: Sendable, Equatable {
    public var name: String
    /// Raw values in manifest order.
    public var values: [String]
}

/// A route with its parameters resolved and its defaults filled in.
public struct ResolvedRoute: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation
    public var path: PathPattern
    public var aliases: [PathPattern]
    /// Path parameters in path order, then query items in manifest order: the associated values.
    public var parameters: [ResolvedParameter]
    public var requiresAuth: Bool
    public var permissions: [String]
    public var tab: String?
    /// Routes pushed before this one, outermost first.
    public var stack: [String]
    /// The tab root set first, if any.
    public var root: String?
    /// The route displayed instead of this one, if any.
    public var shows: String?
    /// Whether a sheet or cover has its own navigation stack.
    public var modalHasStack: Bool
    public var presentation: Presentation
    public var description: String?
    public var deprecated: String?
    /// Whether the route is reachable over https and listed in the AASA.
    public var universalLink: Bool

    /// Every pattern that parses to this route: the path, then the aliases.
    public var patterns: [PathPattern] { [path] + aliases }

    /// How the route is shown, for people: `push in library over dashboard › list`.
    public var presentationSummary: String {
        var text = presentation.rawValue
        if let tab { text += " in \(tab)" }
        if !stack.isEmpty { text += " over " + stack.joined(separator: " › ") }
        return text
    }
}

/// One associated value of a route.
public struct ResolvedParameter: Sendable, Equatable {
    /// Where the value comes from in a URL.
    public enum Source: Sendable, Equatable {
        /// `{name}` — always present.
        case path
        /// `{name?}` — the last segment, may be absent.
        case optionalPath
        /// `{name...}` — the rest of the path.
        case catchAll
        /// `?name=` — required unless it has a default.
        case query
        /// `?name=` with type `T?`.
        case optionalQuery
        /// `?name=a&name=b` with type `[T]`.
        case repeatedQuery
    }

    public var name: String
    public var type: ParameterType
    public var source: Source
    public var defaultValue: ParameterValue?
    /// The manifest's `example:` as written, for example URLs.
    public var example: String?
    /// A value that does not convert reads as absent (`ignoreInvalid: true`).
    public var ignoreInvalid: Bool = false
    public var constraints: Constraints

    /// True when the Swift type is `T?`: an optional segment or item without a default.
    public var isOptional: Bool {
        defaultValue == nil && (source == .optionalPath || source == .optionalQuery)
    }

    /// The Swift type of the associated value: `UUID`, `Int?`, `[String]`.
    public var swiftType: String {
        let element = type.swiftName
        if source == .repeatedQuery { return "[\(element)]" }
        return isOptional ? element + "?" : element
    }

    public var isPathParameter: Bool {
        switch source {
        case .path, .optionalPath, .catchAll: return true
        case .query, .optionalQuery, .repeatedQuery: return false
        }
    }
}

/// A parameter's element type.
public enum ParameterType: Sendable, Equatable {
    case string
    case int
    case double
    case bool
    case uuid
    /// A string enum declared under `types:`.
    case stringEnum(StringEnum)
    /// An app type conforming to `RouteKit.RouteParameter`.
    case external(name: String, swiftName: String)

    /// The Swift spelling of the element type.
    public var swiftName: String {
        switch self {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .uuid: return "UUID"
        case .stringEnum(let declaration): return declaration.name
        case .external(_, let swiftName): return swiftName
        }
    }

    /// The manifest's name for the type, for messages.
    public var manifestName: String {
        if case .external(let name, _) = self { return name }
        return swiftName
    }
}

/// A checked default value.
public enum ParameterValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case uuid(String)
    case enumCase(String)
}
