import Foundation
import RouteGenCore

/// Writes generated files into a directory without ever leaving it half-written: every file is
/// rendered before anything is touched, changed files are written to temporary files first, and
/// only when all are written are they renamed into place. Unchanged files are not rewritten, so
/// their modification times — and incremental builds — are left alone.
struct OutputDirectory {
    let path: String

    /// The files whose bytes differ from what is on disk (or that are missing).
    func stale(_ files: [GeneratedFile]) -> [GeneratedFile] {
        files.filter { file in
            FileManager.default.contents(atPath: location(of: file.name).path) != Data(file.contents.utf8)
        }
    }

    /// Writes `files` that changed; returns how many were written.
    func write(_ files: [GeneratedFile]) throws -> Int {
        let changed = stale(files)
        guard !changed.isEmpty else { return 0 }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var temporaries: [(temporary: URL, final: URL)] = []
        do {
            for file in changed {
                let final = location(of: file.name)
                let temporary = final.deletingLastPathComponent()
                    .appendingPathComponent(
                        ".\(file.name).routegen-\(ProcessInfo.processInfo.processIdentifier)")
                try Data(file.contents.utf8).write(to: temporary)
                temporaries.append((temporary, final))
            }
        } catch {
            for entry in temporaries { try? FileManager.default.removeItem(at: entry.temporary) }
            throw error
        }
        for entry in temporaries {
            // rename(2) replaces the old file atomically.
            guard rename(entry.temporary.path, entry.final.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: entry.final.path])
            }
        }
        return changed.count
    }

    func location(of name: String) -> URL {
        URL(fileURLWithPath: path).appendingPathComponent(name)
    }

    /// The path shown to users: the directory as given, then the name.
    func display(_ name: String) -> String {
        (path.hasSuffix("/") ? path : path + "/") + name
    }
}
