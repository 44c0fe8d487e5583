/// What every resolver of the validator is: a value given the scope so far, which returns what
/// it resolves and keeps what it reports in ``diagnostics``, never changing another's. The checks
/// they share.
protocol ManifestChecking {
    init(scope: ValidationScope)
    var scope: ValidationScope { get }
    var diagnostics: DiagnosticCollector { get set }
}

extension ManifestChecking {
    /// The manifest, as decoded.
    var manifest: Manifest { scope.manifest }
    /// The app's manifest, whose settings and version every file is checked against.
    var app: Manifest { scope.app }
    var isFeature: Bool { scope.isFeature }

    /// What `body` returns from a resolver of this one's scope, keeping what it reports.
    mutating func using<Resolver: ManifestChecking, Value>(
        _ resolver: Resolver.Type, _ body: (inout Resolver) -> Value
    ) -> Value {
        var other = Resolver(scope: scope)
        let value = body(&other)
        diagnostics.append(contentsOf: other.diagnostics.diagnostics)
        return value
    }

    /// Reports `key`, written at `location`, unless the manifest is version 1.1; returns whether it is.
    mutating func requireVersion1_1(_ key: String, at location: SourceLocation) -> Bool {
        requireVersion1_1(for: .key(key), at: location)
    }

    /// Reports `subject` (`'strict'`, `an exclusive host`), written at `location`, unless the
    /// manifest is version 1.1; returns whether it is. The one wording of the message.
    @discardableResult
    mutating func requireVersion1_1(for feature: Version1_1Feature, at location: SourceLocation) -> Bool {
        guard app.version.value < .v1_1 else { return true }
        diagnostics.error(.settings(.needsVersion1_1(feature)), at: location)
        return false
    }

    /// Reports `item` when `key` was seen before (with a note at the first), else records it.
    mutating func reportRepeat(
        _ item: Located<String>, key: String, in seen: inout [String: SourceLocation],
        _ message: ManifestMessage
    ) {
        if let first = seen[key] {
            diagnostics.error(message, at: item.location, notes: [Diagnostic.Note(.firstListed, at: first)])
        } else {
            seen[key] = item.location
        }
    }

    /// Reports `name` if it is not a usable Swift identifier; returns whether it is.
    @discardableResult
    mutating func checkIdentifier(_ name: Located<String>, role: String, suffix: String) -> Bool {
        guard let problem = SwiftIdentifier.problem(with: name.value, role: role, keywordSuffix: suffix)
        else {
            return true
        }
        diagnostics.error(.names(problem), at: name.location)
        return false
    }

    /// A string-enum value's Swift case in this manifest's version.
    func enumCaseName(_ value: String) -> String {
        SwiftNames.caseName(forEnumValue: value, camelCase: app.version.value >= .v1_1)
    }
}
