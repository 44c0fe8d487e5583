import Foundation
import PackagePlugin

/// Generates a target's routes while it builds: for each `routes.yaml` or `NAME.routes.yaml` in its
/// sources, `routegen generate --swift-only` into the plugin's work directory. The manifest is the
/// command's declared input and the Swift files its outputs, so a build with an unchanged manifest
/// runs nothing and a changed one regenerates and recompiles. routegen's errors, printed
/// `path:line:column: error: message`, show as build errors at the manifest's line.
@main
struct RouteGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            throw RouteGenPluginError.notASourceTarget(target.name)
        }
        return try commands(
            for: target.sourceFiles.map(\.url), targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL,
            routegen: context.tool(named: "routegen").url)
    }

    func commands(for files: [URL], targetName: String, workDirectory: URL, routegen: URL) throws -> [Command]
    {
        let candidates = files.filter(ManifestScan.isManifest).sorted { $0.path < $1.path }
        guard !candidates.isEmpty else { throw RouteGenPluginError.noManifest(target: targetName) }
        // A feature manifest another one includes is generated with it, not on its own.
        let included = Set(try candidates.flatMap(ManifestScan.includes(of:)).map(\.standardizedFileURL))
        let manifests = candidates.filter { !included.contains($0.standardizedFileURL) }
        var owners: [String: URL] = [:]
        return try manifests.map { manifest in
            let enumName = try ManifestScan.enumName(of: manifest)
            if let other = owners[enumName] {
                throw RouteGenPluginError.sameEnum(
                    enumName, first: other.lastPathComponent, second: manifest.lastPathComponent)
            }
            owners[enumName] = manifest
            let output = workDirectory.appendingPathComponent(enumName)
            // Included feature manifests are inputs too, and each adds its enum's files.
            let includes = try ManifestScan.includes(of: manifest)
            let enums = try [enumName] + includes.map(ManifestScan.enumName(of:))
            return .buildCommand(
                displayName: "Generating \(enumName) from \(manifest.lastPathComponent)",
                executable: routegen,
                arguments: ["generate", manifest.path, "--output", output.path, "--swift-only"],
                inputFiles: [manifest] + includes,
                outputFiles: enums.flatMap(ManifestScan.swiftFiles(for:)).map {
                    output.appendingPathComponent($0)
                })
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RouteGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try commands(
            for: target.inputFiles.map(\.url), targetName: target.displayName,
            workDirectory: context.pluginWorkDirectoryURL, routegen: context.tool(named: "routegen").url)
    }
}
#endif
