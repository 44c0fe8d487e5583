import Foundation
import RouteGenCore

/// Reading manifests from disk: the only file input of the tools.
package enum ManifestFile {
    /// Loads the manifest at `path`. With `sourceRoot`, manifests are named relative to it in what
    /// is generated (so output does not depend on where a checkout lives), while diagnostics keep
    /// paths that open in an editor.
    /// Its warnings are printed unless `reportingWarnings` is false.
    package static func load(
        _ path: String, sourceRoot: String? = nil, reportingWarnings: Bool = true
    ) throws(DiagnosticError) -> ValidatedManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason =
                !exists ? "no such file" : isDirectory.boolValue ? "is a directory" : "cannot be read"
            throw DiagnosticError([Diagnostic("\(reason); name a manifest file (.yaml)", file: path)])
        }
        let named = sourceRoot.map { relative(path, to: $0) } ?? path
        do {
            let manifest = try ManifestLoader.load(
                [UInt8](data), file: named,
                read: {
                    FileManager.default.contents(atPath: onDiskPath($0, root: sourceRoot)).map { [UInt8]($0) }
                },
                list: { folder in
                    let path = onDiskPath(folder.isEmpty ? "." : folder, root: sourceRoot)
                    return (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                })
            // Warnings are printed where they are found, with paths that open in an editor.
            if reportingWarnings {
                Console.report(
                    DiagnosticError(
                        manifest.warnings.map { $0.mappingFiles { onDiskPath($0, root: sourceRoot) } }))
            }
            return manifest
        } catch {
            throw DiagnosticError(
                error.diagnostics.map { $0.mappingFiles { onDiskPath($0, root: sourceRoot) } })
        }
    }

    /// Replaces each file's text (`routegen migrate`): each is written beside the file it replaces
    /// (through a symbolic link, to its target) with that file's permissions, and only when every
    /// one is written are they renamed into place, so a failure to write leaves every manifest as
    /// it was.
    package static func replace(_ files: [(path: String, text: String)]) throws {
        var temporaries: [(temporary: String, final: String)] = []
        do {
            for file in files {
                let final = URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path
                let temporary =
                    (final as NSString).deletingLastPathComponent + "/."
                    + (final as NSString).lastPathComponent
                    + ".routegen-\(ProcessInfo.processInfo.processIdentifier)"
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: temporary))
                temporaries.append((temporary, final))
                if let mode = try FileManager.default.attributesOfItem(atPath: final)[.posixPermissions] {
                    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary)
                }
            }
        } catch {
            for entry in temporaries { try? FileManager.default.removeItem(atPath: entry.temporary) }
            throw error
        }
        for entry in temporaries {
            // rename(2) replaces the old file atomically.
            guard rename(entry.temporary, entry.final) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: entry.final])
            }
        }
    }

    /// The given manifests that another given manifest includes, as standardized paths: they are
    /// checked and generated with their includer, never on their own. Manifests that include each
    /// other (a cycle, an error) are each checked.
    package static func includedAmong(_ paths: [String], sourceRoot: String? = nil) -> Set<String> {
        var includes: [String: Set<String>] = [:]
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let named = sourceRoot.map { relative(path, to: $0) } ?? path
            let files = ManifestLoader.includedFiles(of: [UInt8](data), file: named) { included in
                FileManager.default.contents(atPath: onDiskPath(included, root: sourceRoot)).map {
                    [UInt8]($0)
                }
            }
            includes[standardized(path)] = Set(files.map { standardized(onDiskPath($0, root: sourceRoot)) })
        }
        let given = Set(paths.map(standardized))
        return given.filter { path in
            includes.contains { includer, files in
                includer != path && files.contains(path) && includes[path]?.contains(includer) != true
            }
        }
    }

    /// `path` relative to `root` when it lies inside it, else as given.
    package static func relative(_ path: String, to root: String) -> String {
        let full = standardized(path), base = standardized(root)
        return full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : path
    }

    /// Where a manifest named relative to `root` (when there is one) is on disk.
    package static func onDiskPath(_ name: String, root: String?) -> String {
        guard let root, !name.hasPrefix("/") else { return name }
        return (root.hasSuffix("/") ? root : root + "/") + name
    }

    /// An absolute path with `.` and `..` resolved, to compare two names of one file.
    package static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

extension Diagnostic {
    /// The diagnostic with every file name passed through `transform`.
    package func mappingFiles(_ transform: (String) -> String) -> Diagnostic {
        var copy = self
        copy.file = transform(file)
        if let location { copy.location?.file = transform(location.file) }
        copy.notes = notes.map { note in
            var note = note
            note.location.file = transform(note.location.file)
            return note
        }
        return copy
    }
}

/// Writing diagnostics to standard error.
package enum Console {
    package static func report(_ error: DiagnosticError) {
        for diagnostic in error.diagnostics {
            self.error(diagnostic.description)
        }
    }

    package static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// `objects` as the commands' `--json` prints them: indented, keys sorted, slashes as they are.
    package static func json(_ objects: [[String: Any]]) -> String {
        let data = try! JSONSerialization.data(
            withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
