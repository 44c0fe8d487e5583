@_spi(Generated) import RouteKit

/// A string enum declared under `types:`, nested in the route enum of the file that declares it
/// (`ShopRoute.SortOrder`), so that two files, or the app's module, may use one name.
package struct StringEnum: Sendable, Equatable {
    package var name: String
    /// Raw values in manifest order.
    package var values: [String]
    /// The route enum it is nested in.
    package var enclosingEnum: String
    /// Each value's Swift case, in the order of ``values``: in manifest 1.1 in lowerCamelCase
    /// (`top-rated` → `topRated`), links keeping the values as written.
    package var caseNames: [String] = []

    /// The name generated code outside the route enum uses: `ShopRoute.SortOrder`.
    package var swiftName: String { enclosingEnum + "." + name }

    /// The Swift case of raw value `value`.
    package func caseName(of value: String) -> String {
        values.firstIndex(of: value).map { caseNames[$0] } ?? SwiftNames.caseName(forEnumValue: value)
    }
}

/// A route with its parameters resolved and its defaults filled in; a route of a group has its
/// group's path, values and settings too.
package struct ResolvedRoute: Sendable, Equatable {
    /// The route's key, after its groups' (`course.enroll.edit`): how the manifest, the route
    /// table and `explain` name it.
    package var name: String
    /// Where it is in the tree (``RouteAddress``), set once the tree holds every file.
    package var address = RouteAddress([])
    package var location: SourceLocation
    package var path: PathPattern
    package var aliases: [PathPattern]
    /// Where each pattern is written: the path, then the aliases.
    package var patternLocations: [SourceLocation]
    /// Every value of the route: its groups' shared ones, outermost first, then its own (path
    /// parameters in path order, then query items in manifest order).
    package var parameters: [ResolvedParameter]
    /// The values its case carries: those it adds to its groups' (all of them outside groups).
    package var ownParameters: [ResolvedParameter] = []
    /// The segments it adds to its enclosing enum's path: its path as written.
    package var ownSegments: [PathPattern.Segment] = []
    /// Whether a link of the route needs a signed-in user: its `auth:` (or its group's), or a route
    /// its plan shows (`stack`, `root`, `shows`) needs one. A link it carries adds its own when read.
    package var requiresAuth: Bool
    /// The permissions a link of the route needs: its own, then those of the routes its plan shows.
    package var permissions: [String]
    package var tab: String?
    /// Routes pushed before this one, outermost first.
    package var stack: [RouteReference]
    /// The tab root set first, if any.
    package var root: RouteReference?
    /// The route displayed instead of this one, if any.
    package var shows: RouteReference?
    package var presentation: Presentation
    package var description: String?
    package var deprecated: String?
    /// `removed:`'s reason: the route has no case, and its links throw `RouteError.removed`.
    package var removed: String? = nil
    /// The values the route sets of the manifest's `metadata:` keys; the others take their default.
    package var metadata: [String: ParameterValue] = [:]
    /// Where its links may come from: the web, which custom schemes, carried or not; narrowed to
    /// what also reaches each route its plan shows (``RouteReach``).
    package var reach: RouteReach
    /// The route its plan shows that narrowed ``reach``, if one did: what `explain` names.
    package var reachNarrowedBy: String? = nil
    /// `strict:` (1.1): the spelling rules the route's links keep (RouteKit's `StrictLink`), or
    /// none.
    package var strict: StrictLink.Checks = []
    /// Whether a universal link opens the route on its own: what the AASA sends and
    /// `universalLink(host:)` builds.
    package var opensAsUniversalLink: Bool { reach.web && !reach.carriedOnly }
    /// `when:` — what the link's query must meet for the route to be chosen (1.1).
    package var conditions: [QueryCondition] = []
    /// `path: "*"` — the route is matched on any path, by its conditions, before any path is (1.1).
    package var anyPath: Bool = false
    /// `hosts:` — the hosts the route is reached on, as ``AppSettings/hosts`` lists them; `nil` for
    /// every one that is not exclusive, and custom schemes (1.1).
    package var hosts: [String]? = nil
    /// `schemes:` — the custom schemes the route is reached on, as ``AppSettings/schemes`` lists
    /// them; `nil` for every one, and hosts (1.1). Such a route is no universal link.
    package var schemes: [String]? = nil
    /// Whether web links on any host reach it too, as content links the app opens itself
    /// (`reach: [anyHost]`, 1.2): on ``AppSettings/anyHostOrigin``, never in the AASA or a filter.
    package var readsAnyHost = false
    /// `fragment: "/@{user}"` — the path the fragment must hold, which chooses the route among
    /// those at its path; its values are the route's (1.1). Spelled with Swift names, as ``path``.
    package var fragmentPath: PathPattern? = nil
    /// Where `fragment:` is written, for a fragment's path.
    package var fragmentPathLocation: SourceLocation? = nil

    /// The Swift case: the route's own key, `edit`.
    package var caseName: String { String(name.split(separator: ".").last ?? "") }

    /// A Swift identifier unique in its file, for functions about the route: `courseEnrollEdit`.
    package var identifier: String {
        name.split(separator: ".").enumerated().map { $0 == 0 ? String($1) : String($1).capitalizedFirst }
            .joined()
    }

    /// The items a `[String: String]` item leaves out: those its `when:` tests (an absent one
    /// too, so that a built link still meets it), the route's query items and the app's
    /// `context:` items, by their names in the URL.
    package func namedItems(context: [ResolvedParameter]) -> [String] {
        let declared = (parameters + context).filter { $0.isQueryItem && $0.source != .otherQueryItems }
            .map(\.urlName)
        return conditions.filter { !$0.inFragment }.map(\.name).filter { !declared.contains($0) } + declared
    }

    /// The query items that carry a link of the app (1.1), in declaration order.
    package var carriedLinks: [ResolvedParameter] { parameters.filter(\.type.isLink) }

    /// Whether the route says nothing of where it is shown: no tab, stack, root or route it shows,
    /// pushed. A route that carries a link and has no navigation shows the carried route.
    package var hasDefaultNavigation: Bool {
        tab == nil && stack.isEmpty && root == nil && shows == nil && presentation == .push
    }

    /// `pattern` spelled as the manifest writes it: its placeholders by their names in the URL
    /// (`{episode_id}`), where the resolved patterns use the Swift names (`{episodeId}`).
    package func written(_ pattern: PathPattern) -> PathPattern {
        pattern.renaming(
            Dictionary(
                parameters.filter { ($0.isPathParameter || $0.isFragmentPathValue) && $0.urlKey != nil }.map {
                    ($0.name, $0.urlName)
                }, uniquingKeysWith: { first, _ in first }))
    }

    /// `pattern` as the manifest writes it, with the fragment's path the route needs after `#`:
    /// `/#/@{user}`.
    package func shown(_ pattern: PathPattern) -> String {
        written(pattern).description + (fragmentPath.map { "#" + written($0).description } ?? "")
    }

    /// The route's path as the manifest writes it, with its fragment's: `path: "*"` for a route on
    /// any path.
    package var shownPath: String { anyPath ? "path: \"*\"" : shown(path) }

    /// Every pattern that parses to this route: the path, then the aliases.
    package var patterns: [PathPattern] { [path] + aliases }

    /// How the route is shown, for people: `push in library over dashboard › list`.
    package var presentationSummary: String {
        var text = presentation.rawValue
        if let tab { text += " in \(tab)" }
        if !stack.isEmpty { text += " over " + stack.map(\.name).joined(separator: " › ") }
        return text
    }
}

/// A key of the manifest's `metadata:`: one exhaustive property of every route enum.
package struct MetadataField: Sendable, Equatable {
    package var name: String
    package var type: ParameterType
    /// `T?`: a route that sets no value has `nil`.
    package var isOptional: Bool
    /// The value of routes that set none; `nil` with `isOptional` false means every route sets one.
    package var defaultValue: ParameterValue?

    /// The property's Swift type: `Bool`, `ShopRoute.Section?`.
    package var swiftType: String { type.swiftName + (isOptional ? "?" : "") }
}

/// A route of the same file named under `stack`, `root` or `shows`, with the values it is built from.
package struct RouteReference: Sendable, Equatable {
    /// The target's index in its file's routes.
    package var route: Int
    /// The target's name.
    package var name: String
    /// One per parameter of the target, in its order.
    package var arguments: [Argument]

    /// Where a target's value comes from.
    package enum Argument: Sendable, Equatable {
        /// The referring route's value of this name (same name and type, always present).
        case value(String)
        /// The parameter's default: its `default:`, `nil` or `[]`.
        case defaultValue
    }

    /// The referring route's values the reference uses.
    package var boundValues: Set<String> {
        Set(arguments.compactMap { if case .value(let name) = $0 { name } else { nil } })
    }
}

/// One associated value of a route.
package struct ResolvedParameter: Sendable, Equatable {
    /// Where the value comes from in a URL.
    package enum Source: Sendable, Equatable {
        /// `{name}` — always present.
        case path
        /// `{name?}` — the last segment, may be absent.
        case optionalPath
        /// `{name...}` — the rest of the path.
        case catchAll
        /// `@{name}`, `{slug}-{id}` — a value inside a segment, with literal text around it (1.1).
        case pathPiece
        /// `?name=`, or `#name=` among the fragment's items (1.1) — required unless it has a default.
        case item(ValueReader.Items)
        /// `?name=` or `#name=` with type `T?`.
        case optionalItem(ValueReader.Items)
        /// `?name=a&name=b` with type `[T]`.
        case repeatedItem(ValueReader.Items)
        /// Every other item, with type `[String: String]` (1.1): the route's and the context's
        /// items are left out.
        case otherQueryItems
        /// `#value` — required unless it has a default (1.1).
        case fragment
        /// `#value` with type `T?`: absent without `#` or with an empty one.
        case optionalFragment
        /// `{name}.example.com` — the first label of the host, always present (1.1).
        case host
        /// `#/@{name}` — a value of the fragment read as a path (`fragment: "/@{name}"`, 1.1): always
        /// present, as the fragment's path chooses the route.
        case fragmentPath
    }

    /// The Swift name: the associated value's label.
    package var name: String
    package var type: ParameterType
    package var source: Source
    /// A query item's key in the URL when it differs from ``name`` (manifest 1.1 or `swift:`).
    package var urlKey: String? = nil
    /// An item of the fragment's items (`#name=value&…`, `fragmentItems:`, 1.1) rather than of the
    /// query: read, built and named (`#name`) there, and never in the AASA's query patterns.
    package var inFragment: Bool { source.items == .fragment }

    /// The name in the URL: a query item's key; a path value's placeholder, which the resolved
    /// patterns spell with the Swift name.
    package var urlName: String { urlKey ?? name }
    /// How `RouteError` names the value: its ``urlName``, after `#` for the fragment and its items.
    package var errorName: String {
        isFragment || inFragment || source == .fragmentPath ? "#" + urlName : urlName
    }
    package var defaultValue: ParameterValue?
    /// The manifest's `example:` as written, for example URLs.
    package var example: String?
    /// A value that does not convert reads as absent (`ignoreInvalid: true`).
    package var ignoreInvalid: Bool = false
    /// The value's text is lowercased before it is converted (`lowercased: true`, 1.1).
    package var lowercased: Bool = false
    /// The value is the text as the link writes it, escapes kept (`percentEncoded: true`, 1.1).
    package var percentEncoded: Bool = false
    /// Of an item given more than once, the last counts, not the first (`read: [last]`, 1.2).
    package var last: Bool = false
    /// A catch-all of type `[T]` (1.1): one element a segment, so that an element's `/` is built
    /// as `%2F` inside its segment.
    package var isSegmentList = false
    package var constraints: Constraints

    /// True when the Swift type is `T?`: an optional segment or item without a default.
    package var isOptional: Bool {
        defaultValue == nil
            && (source == .optionalPath || source.isOptionalItem || source == .optionalFragment)
    }

    /// The Swift type of the associated value: `UUID`, `Int?`, `[String]`.
    package var swiftType: String { spelling(type.swiftName) }

    /// The type as the manifest names it: `SortOrder?` where Swift says `ShopRoute.SortOrder?`.
    package var manifestType: String { spelling(type.manifestName) }

    private func spelling(_ element: String) -> String {
        if source.isRepeatedItem || isSegmentList { return "[\(element)]" }
        if source == .otherQueryItems { return "[String: \(element)]" }
        return isOptional ? element + "?" : element
    }

    package var isPathParameter: Bool {
        switch source {
        case .path, .optionalPath, .catchAll, .pathPiece: return true
        case .item, .optionalItem, .repeatedItem, .otherQueryItems, .fragment, .optionalFragment, .host,
            .fragmentPath:
            return false
        }
    }

    /// An item of the query (`?name=`).
    package var isQueryItem: Bool { isItem && !inFragment }

    /// An item of the fragment's items (`#name=`, 1.1).
    package var isFragmentItem: Bool { isItem && inFragment }

    /// An item of the query or of the fragment's items, read by name.
    package var isItem: Bool {
        switch source {
        case .item, .optionalItem, .repeatedItem, .otherQueryItems: return true
        case .path, .optionalPath, .catchAll, .pathPiece, .fragment, .optionalFragment, .host, .fragmentPath:
            return false
        }
    }

    /// A value read from the host's first label (`{name}.example.com`).
    package var isHostValue: Bool { source == .host }

    package var isFragment: Bool { source == .fragment || source == .optionalFragment }

    /// A value of the fragment read as a path (`fragment: "/@{name}"`, 1.1).
    package var isFragmentPathValue: Bool { source == .fragmentPath }

    /// An item or fragment every link of the route carries: neither optional nor defaulted.
    package var isRequiredItem: Bool { (source.isSingleItem || source == .fragment) && defaultValue == nil }
}

/// A parameter's element type.
package enum ParameterType: Sendable, Equatable {
    case string
    case int
    case double
    case bool
    case uuid
    /// A string enum declared under `types:`.
    case stringEnum(StringEnum)
    /// An app type conforming to `RouteKit.RouteParameter`.
    case external(name: String, swiftName: String)
    /// The app's own route enum: a link carried inside a link (1.1).
    case link(enumName: String)

    /// The Swift spelling of the element type.
    package var swiftName: String {
        switch self {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .uuid: return "UUID"
        case .stringEnum(let declaration): return declaration.swiftName
        case .external(_, let swiftName): return swiftName
        case .link(let enumName): return enumName
        }
    }

    /// The app's own route enum: the item carries a link.
    package var isLink: Bool {
        if case .link = self { true } else { false }
    }

    /// An app type or a carried link: what reads it is the app's code, which routegen cannot run.
    package var isAppDecided: Bool {
        switch self {
        case .external, .link: return true
        default: return false
        }
    }

    /// The manifest's name for the type, for messages.
    package var manifestName: String {
        switch self {
        case .external(let name, _): return name
        case .stringEnum(let declaration): return declaration.name
        default: return swiftName
        }
    }
}

/// A checked default value.
package enum ParameterValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case uuid(String)
    case enumCase(String)
}

extension ResolvedParameter.Source {
    /// Whose items an item is read from (`nil` for a value that is no item, or for every other
    /// item, which are the query's).
    package var items: ValueReader.Items? {
        switch self {
        case .item(let items), .optionalItem(let items), .repeatedItem(let items): items
        default: nil
        }
    }

    /// One item, required unless it has a default (`?name=`, `#name=`).
    package var isSingleItem: Bool {
        if case .item = self { return true }
        return false
    }

    /// One item of type `T?`.
    package var isOptionalItem: Bool {
        if case .optionalItem = self { return true }
        return false
    }

    /// Every instance of an item, `[T]`.
    package var isRepeatedItem: Bool {
        if case .repeatedItem = self { return true }
        return false
    }
}
