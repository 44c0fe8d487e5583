import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-routes [--target NAME]... [--output DIR] [--check]`
///
/// Writes the output that teams commit and review in diffs, through the same `routegen generate`
/// that `make generate` runs, from the package directory so headers name manifests by relative
/// path. Without `--target`: `Manifests/NAME.yaml` → `Generated/NAME/`. With `--target NAME`: that
/// target's `routes.yaml` / `*.routes.yaml` → `Generated/NAME/` (or `--output DIR`). `--check`
/// writes nothing and fails naming each stale file.
@main
struct GenerateRoutesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last
        let check = extractor.extractFlag(named: "check") > 0
        // A misspelled flag (`--chek`) must not write files and pass: a CI check would never run.
        guard extractor.remainingArguments.isEmpty else {
            throw RouteGenPluginError.unknownArguments(extractor.remainingArguments)
        }
        let root = context.package.directoryURL
        let routegen = try context.tool(named: "routegen").url

        var jobs: [(manifests: [String], output: String)] = []
        if targetNames.isEmpty {
            let directory = root.appendingPathComponent("Manifests")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            let manifests = names.filter { $0.hasSuffix(".yaml") }.sorted()
            guard !manifests.isEmpty else { throw RouteGenPluginError.noExampleManifests("Manifests/") }
            for name in manifests {
                jobs.append((["Manifests/\(name)"], output ?? "Generated/\(name.dropLast(5))"))
            }
        } else {
            for target in try context.package.targets(named: targetNames) {
                guard let target = target as? SourceModuleTarget else {
                    throw RouteGenPluginError.notASourceTarget(target.name)
                }
                // routegen generates a manifest another one includes with it, not on its own.
                let manifests = try PluginSupport.manifests(in: target.sourceFiles.map(\.url), target: target.name)
                    .map { relativePath(of: $0, in: root) }
                jobs.append((manifests, output ?? "Generated/\(target.name)"))
            }
        }
        for job in jobs {
            let process = Process()
            process.executableURL = routegen
            process.arguments =
                ["generate"] + job.manifests + ["--output", job.output] + (check ? ["--check"] : [])
            process.currentDirectoryURL = root
            try process.run()
            process.waitUntilExit()
            // routegen says what it wrote, or that nothing changed.
            guard process.terminationStatus == 0 else {
                throw RouteGenPluginError.routegenFailed(process.terminationStatus)
            }
        }
    }

    private func relativePath(of url: URL, in root: URL) -> String {
        let path = url.standardizedFileURL.path, base = root.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
