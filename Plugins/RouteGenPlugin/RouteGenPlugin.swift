import Foundation
import PackagePlugin

/// Generates a target's routes while it builds: one `routegen generate --swift-only` over every
/// `routes.yaml` and `NAME.routes.yaml` in its sources, into the plugin's work directory. The
/// manifests are the command's inputs and the Swift files named after them its outputs, known
/// without reading YAML; so a build with unchanged manifests runs nothing and a changed one
/// regenerates and recompiles. Generated text names manifests relative to the package, byte for
/// byte what `routegen generate` and the command plugin write. routegen's errors, printed
/// `path:line:column: error: message`, show as build errors at the manifest's line.
@main
struct RouteGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            throw RouteGenPluginError.notASourceTarget(target.name)
        }
        return try commands(
            for: target.sourceFiles.map(\.url), targetName: target.name,
            sourceRoot: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
            routegen: context.tool(named: "routegen-build").url)
    }

    func commands(
        for files: [URL], targetName: String, sourceRoot: URL, workDirectory: URL, routegen: URL
    ) throws -> [Command] {
        let manifests = try PluginSupport.manifests(in: files, target: targetName)
        if let file = PluginSupport.checkedInOutput(in: files) {
            let root = sourceRoot.standardizedFileURL.path + "/", path = file.standardizedFileURL.path
            throw RouteGenPluginError.checkedInOutput(
                target: targetName, file: path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path)
        }
        let output = workDirectory.appendingPathComponent("Routes")
        return [
            .buildCommand(
                displayName: "Generating routes of \(targetName) from "
                    + manifests.map(\.lastPathComponent).joined(separator: ", "),
                executable: routegen,
                arguments: manifests.map(\.path) + [
                    "--output", output.path, "--swift-only", "--name-by-manifest", "--source-root", sourceRoot.path,
                ],
                inputFiles: manifests,
                outputFiles: manifests.flatMap { PluginSupport.swiftFiles(forManifest: $0.lastPathComponent) }.map {
                    output.appendingPathComponent($0)
                })
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RouteGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try commands(
            for: target.inputFiles.map(\.url), targetName: target.displayName,
            sourceRoot: context.xcodeProject.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
            routegen: context.tool(named: "routegen-build").url)
    }
}
#endif
