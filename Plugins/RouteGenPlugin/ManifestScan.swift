import Foundation

/// What a plugin must know of a manifest before routegen runs: which files are manifests, and
/// the generated enum's name (the output files are named after it). Plugins cannot import
/// RouteGenCore, so this reads the one top-level line it needs; routegen itself reports every
/// error with its line and column when it runs.
enum ManifestScan {
    /// `routes.yaml` or `NAME.routes.yaml`.
    static func isManifest(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name == "routes.yaml" || name.hasSuffix(".routes.yaml")
    }

    /// The top-level `enum:` value, or `Route` (routegen's default).
    static func enumName(of url: URL) throws -> String {
        let text = try String(contentsOf: url, encoding: .utf8)
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("enum:") {
            var value = line.dropFirst(5)
            if let comment = value.firstIndex(of: "#") { value = value[..<comment] }
            let name = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\"'"))
            if !name.isEmpty { return name }
        }
        return "Route"
    }

    /// The files `url` includes, directly or through other included files, each once.
    static func includes(of url: URL) throws -> [URL] {
        var found: [URL] = []
        var pending = [url]
        while let next = pending.popLast() {
            for path in try includeEntries(of: next) {
                let included = next.deletingLastPathComponent().appendingPathComponent(path)
                    .standardizedFileURL
                if included != url.standardizedFileURL, !found.contains(included) {
                    found.append(included)
                    pending.append(included)
                }
            }
        }
        return found
    }

    /// The top-level `include:` entries: a flow list `[a, b]` or a block list of `- a` lines.
    private static func includeEntries(of url: URL) throws -> [String] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("include:") }) else { return [] }
        let clean = { (value: Substring) -> String in
            var value = value
            if let comment = value.firstIndex(of: "#") { value = value[..<comment] }
            return value.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\"'"))
        }
        let inline = clean(lines[start].dropFirst("include:".count))
        if inline.hasPrefix("[") {
            return inline.dropFirst().dropLast().split(separator: ",").map(clean).filter { !$0.isEmpty }
        }
        var entries: [String] = []
        for line in lines[(start + 1)...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("- ") else { break }
            entries.append(clean(trimmed.dropFirst(2)))
        }
        return entries
    }

    /// The Swift files `routegen generate --swift-only` writes for `enumName`.
    static func swiftFiles(for enumName: String) -> [String] {
        ["\(enumName).swift", "\(enumName)+Parsing.swift", "\(enumName)+Handling.swift"]
    }
}

/// Plugin errors that say what to do next.
enum RouteGenPluginError: Error, CustomStringConvertible {
    case noManifest(target: String)
    case notASourceTarget(String)
    case sameEnum(String, first: String, second: String)
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
        case .sameEnum(let name, let first, let second):
            return "\(first) and \(second) both declare 'enum: \(name)'; give each manifest its own enum name"
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
