/// Every message that reading a manifest's keys and checking its meaning reports, as a value: one
/// case per problem, its parts typed, its wording written once, in ``text``. The decoder, the
/// validator and the loader report cases, never text, so a message is reworded here and nowhere
/// else.
///
/// The cases are grouped by what they are about, one file each: the YAML, keys, a path's text, names, the app's settings,
/// hosts, Android apps, routes, groups and features, conditions, parameters, values, and the
/// conflicts the route trie finds between routes, what the files written for the web servers
/// and the Android apps would do, what `routegen diff` finds between two manifests, and what
/// `routegen verify-app` finds in the app's own files.
package enum ManifestMessage: Hashable, Sendable {
    case yaml(YAML)
    case keys(Keys)
    case paths(Paths)
    case names(Names)
    case settings(Settings)
    case hosts(Hosts)
    case android(Android)
    case routes(Routes)
    case groups(Groups)
    case conditions(Conditions)
    case parameters(Parameters)
    case values(Values)
    case conflicts(Conflicts)
    case files(Files)
    /// `routegen diff`'s findings.
    case diff(Diff)
    /// `routegen verify-app`'s findings.
    case appFiles(AppFiles)
    /// What `routegen migrate` refuses.
    case migration(Migration)

    /// The message as printed after `error:` or `warning:`.
    package var text: String {
        switch self {
        case .yaml(let message): message.text
        case .keys(let message): message.text
        case .paths(let message): message.text
        case .names(let message): message.text
        case .settings(let message): message.text
        case .hosts(let message): message.text
        case .android(let message): message.text
        case .routes(let message): message.text
        case .groups(let message): message.text
        case .conditions(let message): message.text
        case .parameters(let message): message.text
        case .values(let message): message.text
        case .conflicts(let message): message.text
        case .files(let message): message.text
        case .diff(let message): message.text
        case .appFiles(let message): message.text
        case .migration(let message): message.text
        }
    }

    /// A related place a diagnostic points to, printed as its `note:`.
    package enum Place: Hashable, Sendable {
        case firstListed
        case firstDeclared
        case firstIncluded
        /// Where key `name` first appears in a mapping.
        case firstAppears(String)
        case otherValue
        case otherGroup
        case fragmentKey
        /// Where `value` is listed.
        case value(String)
        /// Where `name` is declared.
        case declared(String)

        package var text: String {
            switch self {
            case .firstListed: "first listed here"
            case .firstDeclared: "first declared here"
            case .firstIncluded: "first included here"
            case .firstAppears(let name): "'\(name)' first appears here"
            case .otherValue: "the other is here"
            case .otherGroup: "the other group is here"
            case .fragmentKey: ManifestMessage.spelled("'fragment:' is here", "the fragment is here")
            case .value(let value): "'\(value)' is here"
            case .declared(let name): "'\(name)' is declared here"
            }
        }
    }

    /// Whether messages name what manifest 1.2 writes: set while a manifest of 1.2 or later is
    /// validated, and while `explain` reads one.
    @TaskLocal package static var spells1_2 = false

    /// `old`, manifest 1.1's spelling, or `new`, 1.2's, as the manifest being read writes it.
    static func spelled(_ old: String, _ new: String) -> String { spells1_2 ? new : old }

    /// `; did you mean 'x'?` when a name is near `suggestion`, else `otherwise`.
    static func didYouMean(_ suggestion: String?, otherwise: String = "") -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? otherwise
    }

    /// `'a', 'b'`, or `none`.
    static func quotedList(_ items: [String]) -> String {
        items.isEmpty ? "none" : items.map { "'\($0)'" }.joined(separator: ", ")
    }
}

extension DiagnosticCollector {
    /// Reports `message` as an error at `location`.
    package mutating func error(
        _ message: ManifestMessage, at location: SourceLocation, notes: [Diagnostic.Note] = []
    ) {
        append(Diagnostic(message, at: location, notes: notes))
    }

    /// Reports `message` as a warning at `location`.
    package mutating func warning(_ message: ManifestMessage, at location: SourceLocation) {
        append(Diagnostic(message, at: location, severity: .warning))
    }
}

extension Diagnostic {
    /// An error about a whole file rather than a position in it.
    package init(_ message: ManifestMessage, file: String) {
        self.init(message.text, file: file)
        kind = message
    }

    /// A diagnostic at `location`, an error unless `severity` says otherwise.
    package init(
        _ message: ManifestMessage, at location: SourceLocation, severity: Severity = .error,
        notes: [Note] = []
    ) {
        self.init(message.text, at: location, severity: severity, notes: notes)
        kind = message
    }
}

extension Diagnostic.Note {
    package init(_ place: ManifestMessage.Place, at location: SourceLocation) {
        self.init(place.text, at: location)
    }
}
