import Foundation

/// What the plugins know of manifests without reading them: which files are manifests, and the
/// names of the Swift files `routegen generate --name-by-manifest` writes for each. routegen itself
/// reads the YAML (with libyaml) and reports every error with its line and column.
enum PluginSupport {
    /// `routes.yaml` or `NAME.routes.yaml`.
    static func isManifest(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name == "routes.yaml" || name.hasSuffix(".routes.yaml")
    }

    /// The Swift files routegen names after the manifest `name`: `routes.yaml.swift`, ….
    static func swiftFiles(forManifest name: String) -> [String] {
        [name + ".swift", name + "+Parsing.swift", name + "+Handling.swift"]
    }

    /// The target's manifests, sorted, or an error when a name repeats: the Swift files are named
    /// after the manifest, and one module cannot compile two files of one name.
    static func manifests(in files: [URL], target: String) throws -> [URL] {
        let manifests = files.filter(isManifest).sorted { $0.path < $1.path }
        guard !manifests.isEmpty else { throw RouteGenPluginError.noManifest(target: target) }
        var seen: [String: URL] = [:]
        for manifest in manifests {
            if let other = seen[manifest.lastPathComponent] {
                throw RouteGenPluginError.sameFileName(first: other.path, second: manifest.path)
            }
            seen[manifest.lastPathComponent] = manifest
        }
        return manifests
    }
}

/// Plugin errors that say what to do next.
enum RouteGenPluginError: Error, CustomStringConvertible {
    case noManifest(target: String)
    case notASourceTarget(String)
    case sameFileName(first: String, second: String)
    case noExampleManifests(String)
    case routegenFailed(Int32)
    case unknownArguments([String])

    var description: String {
        switch self {
        case .noManifest(let target):
            return "target '\(target)' has no routes.yaml: add one (or NAME.routes.yaml) to its sources, "
                + "or remove RouteGenPlugin from its plugins"
        case .notASourceTarget(let target):
            return "target '\(target)' has no sources; RouteGenPlugin runs on Swift source targets"
        case .sameFileName(let first, let second):
            return "\(first) and \(second) have one file name, and the Swift files generated from them would too; "
                + "rename one (NAME.routes.yaml)"
        case .noExampleManifests(let directory):
            return "no manifests in \(directory): pass --target NAME, or add Manifests/NAME.yaml"
        case .routegenFailed(let status):
            return "routegen exited with status \(status); its errors are above"
        case .unknownArguments(let arguments):
            return "unknown argument\(arguments.count == 1 ? "" : "s") \(arguments.joined(separator: " ")); usage: "
                + "swift package --allow-writing-to-package-directory generate-routes "
                + "[--target NAME]... [--output DIR] [--check]"
        }
    }
}
