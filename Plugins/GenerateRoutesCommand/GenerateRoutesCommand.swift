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
        let request = try Request(arguments)
        let targets = try context.package.targets(named: request.targetNames).map { target in
            guard let target = target as? SourceModuleTarget else {
                throw RouteGenPluginError.notASourceTarget(target.name)
            }
            return (name: target.name, files: target.sourceFiles.map(\.url))
        }
        try run(
            request, targets: targets, root: context.package.directoryURL,
            routegen: context.tool(named: "routegen-build").url)
    }

    /// What the command was asked.
    struct Request {
        var targetNames: [String]
        var output: String?
        var check: Bool

        init(_ arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            targetNames = extractor.extractOption(named: "target")
            output = extractor.extractOption(named: "output").last
            check = extractor.extractFlag(named: "check") > 0
            // A misspelled flag (`--chek`) must not write files and pass: a CI check would never run.
            guard extractor.remainingArguments.isEmpty else {
                throw RouteGenPluginError.unknownArguments(extractor.remainingArguments)
            }
        }
    }

    /// Runs `routegen generate` in `root` for the named targets' manifests, or for `Manifests/`.
    func run(_ request: Request, targets: [(name: String, files: [URL])], root: URL, routegen: URL) throws {
        var jobs: [(manifests: [String], output: String)] = []
        if request.targetNames.isEmpty {
            let directory = root.appendingPathComponent("Manifests")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            let manifests = names.filter { $0.hasSuffix(".yaml") }.sorted()
            guard !manifests.isEmpty else { throw RouteGenPluginError.noExampleManifests("Manifests/") }
            for name in manifests {
                jobs.append((["Manifests/\(name)"], request.output ?? "Generated/\(name.dropLast(5))"))
            }
        } else {
            for target in targets {
                // routegen generates a manifest another one includes with it, not on its own.
                let manifests = try PluginSupport.manifests(in: target.files, target: target.name)
                    .map { relativePath(of: $0, in: root) }
                jobs.append((manifests, request.output ?? "Generated/\(target.name)"))
            }
        }
        for job in jobs {
            let process = Process()
            process.executableURL = routegen
            process.arguments =
                job.manifests + ["--output", job.output] + (request.check ? ["--check"] : [])
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

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Compiled by Xcode only. Xcode passes the targets chosen in its dialog as `--target NAME`.
extension GenerateRoutesCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let request = try Request(arguments)
        let targets = context.xcodeProject.targets.filter { request.targetNames.contains($0.displayName) }
        try run(
            request, targets: targets.map { (name: $0.displayName, files: $0.inputFiles.map(\.url)) },
            root: context.xcodeProject.directoryURL, routegen: context.tool(named: "routegen-build").url)
    }
}
#endif
