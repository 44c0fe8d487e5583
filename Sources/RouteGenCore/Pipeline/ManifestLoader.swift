import Foundation

/// The front half of the pipeline: bytes → YAML node tree → manifest model → validated manifest,
/// following `include:` into feature manifests, with one trie across every file, checked against
/// what the AASA file can express.
public enum ManifestLoader {
    /// More routes than this in one enum is an error: Swift 6.3 cannot check a `switch` over
    /// about 700 cases that carry values in reasonable time.
    package static let maximumRoutesPerEnum = 500

    /// Loads a manifest from its bytes. `file` is the path as the user gave it; it appears in
    /// diagnostics and generated headers. `read` returns an included file's bytes, by path
    /// (relative to the including file's folder); `list` the names of the files in a folder, for
    /// a "did you mean" when an included file is missing. Throws every error found, in file order.
    public static func load(
        _ bytes: [UInt8], file: String, read: @escaping (String) -> [UInt8]? = { _ in nil },
        list: @escaping (String) -> [String] = { _ in [] }
    ) throws(DiagnosticError) -> ValidatedManifest {
        let root = try YAMLReader.read(bytes, file: file)
        let (manifest, decodeDiagnostics) = ManifestDecoder.decode(root, file: file)
        // Messages name what the manifest's version writes.
        let loaded = ManifestMessage.$spells1_2.withValue(manifest.version.value >= .v1_2) {
            Result { () throws(DiagnosticError) in
                try validate(
                    manifest, file: file, decodeDiagnostics: decodeDiagnostics, read: read, list: list)
            }
        }
        return try loaded.get()
    }

    /// ``load(_:file:read:list:)`` once the app's manifest is decoded.
    private static func validate(
        _ manifest: Manifest, file: String, decodeDiagnostics: [Diagnostic],
        read: @escaping (String) -> [UInt8]?, list: @escaping (String) -> [String]
    ) throws(DiagnosticError) -> ValidatedManifest {
        var collector = DiagnosticCollector()
        let (app, validationDiagnostics) = ManifestValidator.validate(manifest)
        collector.append(contentsOf: decodeDiagnostics)
        collector.append(contentsOf: validationDiagnostics)

        var includes = Includes(app: manifest, metadata: app.metadata, read: read, list: list)
        includes.follow(app, parent: 0, ancestors: [file])
        collector.append(contentsOf: includes.diagnostics.diagnostics)

        // The trie is built even after errors, so that its conflicts are reported with them.
        var settings = AppSettings(manifest)
        settings.metadata = app.metadata
        settings.context = app.context
        let tree = tree(app: app, features: includes.features).addressed()
        let files = RouteFile.files(of: tree)
        // A route no link reaches (`schemes: []`) tells no scheme from another.
        settings.routesDifferByScheme = files.contains {
            $0.routes.contains { $0.schemes.map { !$0.isEmpty } ?? false }
        }
        if files.contains(where: { $0.routes.contains(where: \.readsAnyHost) }) {
            settings.anyHostOrigin = settings.hosts.count
        }
        collector.append(contentsOf: checkContext(files, context: settings.context))
        collector.append(contentsOf: checkSizes(files))
        let (trie, conflicts) = RouteTrieBuilder.build(files, settings: settings)
        collector.append(contentsOf: conflicts)
        guard !collector.hasErrors else { throw DiagnosticError(collector.sorted) }
        var validated = ValidatedManifest(settings: settings, tree: tree, files: files, trie: trie)
        // The next stage: which route a link reaches, planned from the validated model.
        validated.plan = MatcherPlan(validated)
        collector.append(contentsOf: AssociatedDomainsCheck.diagnostics(validated))
        collector.append(contentsOf: AndroidAppLinks.notes(validated))
        guard !collector.hasErrors else { throw DiagnosticError(collector.sorted) }
        validated.warnings = collector.sorted
        return validated
    }

    /// The app's enum at the root of the tree, each feature's held by the enum that includes it;
    /// file ids in depth-first order.
    private static func tree(app: ManifestValidator.File, features: [Includes.Feature]) -> RouteNode {
        let all =
            [(file: app, parent: RouteFile.Parent?.none, slot: 0)]
            + features.map { ($0.file, $0.parent, $0.slot) }
        func node(_ id: Int) -> RouteNode {
            let held = all.indices.filter { all[$0].parent?.file == id }.map { (all[$0].slot, node($0)) }
            return all[id].file.node.placed(id: id, as: all[id].parent?.caseName ?? "", holding: held)
        }
        return node(0)
    }

    /// A query item a route reads is not a context item too: a context item is never a route's.
    private static func checkContext(_ files: [RouteFile], context: [ResolvedParameter]) -> [Diagnostic] {
        let keys = Set(context.map(\.urlName))
        return files.flatMap(\.routes).flatMap { route in
            route.parameters.filter { $0.isQueryItem && keys.contains($0.urlName) }.map { item in
                Diagnostic(
                    .parameters(.contextItemRead(route: route.name, item: item.urlName)), at: route.location)
            }
        }
    }

    /// The 500-cases-per-enum limit: the file's enum and each group's count apart, as each has
    /// switches of its own.
    private static func checkSizes(_ files: [RouteFile]) -> [Diagnostic] {
        return files.flatMap { file -> [Diagnostic] in
            var found: [Diagnostic] = []
            let count = file.node.members.count
            if count > maximumRoutesPerEnum {
                found.append(
                    Diagnostic(
                        .groups(
                            .tooManyCases(
                                enumName: file.enumName, count: count, maximum: maximumRoutesPerEnum)),
                        at: file.enumLocation))
            }
            for group in file.groups where group.members.count > maximumRoutesPerEnum {
                found.append(
                    Diagnostic(
                        .groups(
                            .tooManyGroupCases(
                                enumName: group.swiftName, group: group.name, count: group.members.count,
                                maximum: maximumRoutesPerEnum)),
                        at: group.location))
            }
            return found
        }
    }
}

extension ManifestLoader {
    /// The files a manifest includes, at any depth, named as ``load(_:file:read:)`` names them
    /// (relative to the including file's folder): found from their YAML alone, so that the
    /// features of a manifest with errors are known as its features too (lint and generate check
    /// a given feature with the manifest that includes it, not on its own).
    package static func includedFiles(
        of bytes: [UInt8], file: String, read: (String) -> [UInt8]?
    ) -> [String] {
        var found: [String] = []
        var pending = [(bytes: bytes, file: file, isFeature: false)]
        while let (bytes, file, isFeature) = pending.popLast() {
            guard let root = try? YAMLReader.read(bytes, file: file) else { continue }
            let manifest = ManifestDecoder.decode(root, file: file, isFeature: isFeature).0
            func groupIncludes(_ routes: [Route]) -> [Located<String>] {
                routes.flatMap { [$0.include].compactMap { $0 } + groupIncludes($0.routes) }
            }
            for entry in manifest.includes + groupIncludes(manifest.routes) {
                let path = Includes.resolve(entry.value, from: file)
                guard path != file, !found.contains(path) else { continue }
                found.append(path)
                if let included = read(path) { pending.append((included, path, true)) }
            }
        }
        return found
    }
}

/// Follows `include:` depth-first, loading each feature manifest once.
private struct Includes {
    let app: Manifest
    /// The app's metadata keys, which its features' routes set.
    let metadata: [MetadataField]
    let read: (String) -> [UInt8]?
    /// The names of the files in a folder.
    let list: (String) -> [String]
    /// An included file and where it sits: ids count from 1 in the order features are appended.
    struct Feature {
        var file: ManifestValidator.File
        var parent: RouteFile.Parent
        /// Where its case sits in its parent's enum (``GroupResolver/IncludedGroup/slot``).
        var slot: Int
    }

    var features: [Feature] = []
    var diagnostics = DiagnosticCollector()
    /// Each loaded file, with the include entry that named it.
    private var loaded: [String: SourceLocation] = [:]
    /// Each enum name, with where it is declared.
    private var enumNames: [String: SourceLocation] = [:]

    init(
        app: Manifest, metadata: [MetadataField], read: @escaping (String) -> [UInt8]?,
        list: @escaping (String) -> [String]
    ) {
        self.app = app
        self.metadata = metadata
        self.read = read
        self.list = list
        enumNames[app.enumName.value] = app.enumName.location
    }

    /// Follows `file`'s includes, its own and its groups'; `parent` is its file id.
    mutating func follow(_ file: ManifestValidator.File, parent: Int, ancestors: [String]) {
        let manifest = file.manifest
        let siblingNames = Set(manifest.routes.map(\.name.value))
        let entries =
            manifest.includes.map {
                (entry: $0, group: GroupResolver.IncludedGroup?.none, slot: 0, key: String?.none)
            }
            + file.includedGroups.map { (entry: $0.file, group: $0, slot: $0.slot, key: $0.key.value) }
        for (entry, group, slot, key) in entries {
            let path = Self.resolve(entry.value, from: manifest.file)
            if let start = ancestors.firstIndex(of: path) {
                let cycle = (ancestors[start...] + [path]).joined(separator: " → ")
                diagnostics.error(.groups(.includeCycle(cycle)), at: entry.location)
                continue
            }
            if let first = loaded[path] {
                diagnostics.error(
                    .groups(.includedTwice(entry.value)), at: entry.location,
                    notes: [Diagnostic.Note(.firstIncluded, at: first)])
                continue
            }
            loaded[path] = entry.location
            guard let bytes = read(path) else {
                let folder = (path as NSString).deletingLastPathComponent
                let name = (path as NSString).lastPathComponent
                let manifests = list(folder).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
                let written = (entry.value as NSString).deletingLastPathComponent
                let suggestion = NearMiss.suggestion(for: name, among: manifests).map {
                    written.isEmpty ? $0 : written + "/" + $0
                }
                diagnostics.error(
                    .groups(
                        .includedFileMissing(path: path, manifest: manifest.file, suggestion: suggestion)),
                    at: entry.location)
                continue
            }
            guard let feature = load(bytes, path: path, group: group) else { continue }
            let name = feature.manifest.enumName
            if let first = enumNames[name.value] {
                diagnostics.error(
                    .groups(.enumDeclaredTwice(enumName: name.value)), at: name.location,
                    notes: [Diagnostic.Note(.declared(name.value), at: first)])
                continue
            }
            enumNames[name.value] = name.location
            // A group's key names its case; a top-level include's enum does.
            let caseName = key ?? SwiftNames.caseName(forEnum: name.value)
            if group == nil {
                if let problem = SwiftIdentifier.problem(
                    with: caseName, role: "case", keywordSuffix: "Routes")
                {
                    diagnostics.error(
                        .groups(.enumBecomesBadCase(enumName: name.value, problem: problem)),
                        at: name.location)
                    continue
                }
                if siblingNames.contains(caseName) {
                    diagnostics.error(
                        .groups(
                            .enumBecomesRouteCase(
                                enumName: name.value, caseName: caseName, appEnum: manifest.enumName.value)),
                        at: name.location)
                    continue
                }
            }
            features.append(
                Feature(
                    file: feature, parent: RouteFile.Parent(file: parent, caseName: caseName), slot: slot))
            follow(feature, parent: features.count, ancestors: ancestors + [path])
        }
    }

    /// Reads, decodes and validates a feature manifest with the app's settings.
    /// `group` is the group that includes it, if one does: its path and settings are the file's
    /// routes'.
    private mutating func load(
        _ bytes: [UInt8], path: String, group: GroupResolver.IncludedGroup?
    ) -> ManifestValidator.File? {
        let root: YAMLNode
        do {
            root = try YAMLReader.read(bytes, file: path)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        let (manifest, decoded) = ManifestDecoder.decode(root, file: path, isFeature: true)
        diagnostics.append(contentsOf: decoded)
        // A feature shares its app's URLs, tabs and access: it is checked against the app's.
        let (validated, validation) = ManifestValidator.validate(
            manifest, isFeature: true, metadata: metadata, outerGroup: group, app: app)
        diagnostics.append(contentsOf: validation)
        return validated
    }

    /// `include` relative to the folder of `file`, with `.` and `..` resolved, so that one file
    /// always has one path (for cycles and double includes).
    static func resolve(_ include: String, from file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        let joined = include.hasPrefix("/") || folder.isEmpty ? include : folder + "/" + include
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (joined.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
