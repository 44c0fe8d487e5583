/// One problem found in a manifest, printed the way compilers print them:
/// `path:line:column: error: message`, followed by `note:` lines for related places.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// A related place, such as the other half of a conflict.
    package struct Note: Hashable, Sendable {
        package var location: SourceLocation
        package var message: String

        package init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    package var severity: Severity
    /// Where the problem is; `nil` only when no file position applies (e.g. an unreadable file).
    package var location: SourceLocation?
    /// The file, for diagnostics without a position.
    package var file: String
    package var message: String
    /// The catalogue's case the message was worded from: what a test or a tool matches, rather
    /// than the text.
    package var kind: ManifestMessage?
    package var notes: [Note]

    package init(
        _ message: String, at location: SourceLocation, severity: Severity = .error, notes: [Note] = []
    ) {
        self.severity = severity
        self.location = location
        self.file = location.file
        self.message = message
        self.notes = notes
    }

    /// A diagnostic about a whole file rather than a position in it.
    package init(_ message: String, file: String, severity: Severity = .error) {
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

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

/// Collects diagnostics while a stage runs, so that one run reports every problem.
package struct DiagnosticCollector: Sendable {
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    package mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    package mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// The diagnostics in file order, each once (a value the group that includes a feature types
    /// for the feature's routes is checked with each of them); equal positions keep the order
    /// they were reported in.
    package var sorted: [Diagnostic] {
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
