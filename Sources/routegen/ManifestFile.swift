import ArgumentParser
import Foundation
import RouteGenCore

/// Reading manifests from disk: the only file input of the tool.
enum ManifestFile {
    static func load(_ path: String) throws(DiagnosticError) -> ValidatedManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason =
                !exists ? "no such file" : isDirectory.boolValue ? "is a directory" : "cannot be read"
            throw DiagnosticError([Diagnostic("\(reason); name a manifest file (.yaml)", file: path)])
        }
        return try ManifestLoader.load([UInt8](data), file: path) { included in
            FileManager.default.contents(atPath: included).map { [UInt8]($0) }
        }
    }

    /// ``load(_:)``, or its errors printed and the exit status 1: what a command that reads one
    /// manifest does first.
    static func loadOrExit(_ path: String) throws -> ValidatedManifest {
        do {
            return try load(path)
        } catch {
            Console.report(error)
            throw ExitCode(1)
        }
    }
}

/// Writing diagnostics to standard error.
enum Console {
    static func report(_ error: DiagnosticError) {
        for diagnostic in error.diagnostics {
            self.error(diagnostic.description)
        }
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
