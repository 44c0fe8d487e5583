/// One problem found in a manifest, printed the way compilers print them:
/// `path:line:column: error: message`, followed by `note:` lines for related places.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// A related place, such as the other half of a conflict.
    public struct Note: Hashable, Sendable {
        public var location: SourceLocation
        public var message: String

        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    /// Where the problem is; `nil` only when no file position applies (e.g. an unreadable file).
    public var location: SourceLocation?
    /// The file, for diagnostics without a position.
    public var file: String
    public var message: String
    public var notes: [Note]

    public init(
        _ message: String, at location: SourceLocation, severity: Severity = .error, notes: [Note] = []
    ) {
        self.severity = severity
        self.location = location
        self.file = location.file
        self.message = message
        self.notes = notes
    }

    /// A diagnostic about a whole file rather than a position in it.
    public init(_ message: String, file: String, severity: Severity = .error) {
        self.severity = severity
        self.location = nil
        self.file = file
        self.message = message
        self.notes = []
    }

    /// The full text: the diagnostic line and one line per note.
    public var description: String {
        var lines = ["\(location?.description ?? file): \(severity.rawValue): \(message)"]
        for note in notes {
            lines.append("\(note.location): note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}

/// Every diagnostic of one run, in file order.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

/// Collects diagnostics while a stage runs, so that one run reports every problem.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [])
    {
        diagnostics.append(Diagnostic(message, at: location, notes: notes))
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// The diagnostics in file order, each once (a group's value is checked with each of its
    /// routes); equal positions keep the order they were reported in.
    public var sorted: [Diagnostic] {
        var seen: Set<Diagnostic> = []
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return unique.enumerated().sorted { a, b in
            let la = a.element.location, lb = b.element.location
            switch (la, lb) {
            case let (la?, lb?) where la != lb: return la < lb
            case (nil, _?): return true
            case (_?, nil): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }
}
