import Foundation
import RouteGenCore

/// `routegen generate`: load the manifests, render every file, then write the changed ones (or,
/// with `check`, name the stale ones). Nothing is written when any manifest has an error. Shared by
/// the command line and the plugins' tool, so every entry point writes the same bytes.
package struct GenerateJob {
    package var manifests: [String]
    package var output: String
    package var check = false
    /// Only the Swift files: what a build needs.
    package var swiftOnly = false
    /// All but the Swift files: the AASA, the plist fragments, the route table and the Android files, for an app whose
    /// build plugin writes the Swift.
    package var omitsSwift = false
    /// Swift files named after the manifest (`routes.yaml.swift`), not its enum.
    package var nameByManifest = false
    /// Manifests are named relative to this directory in what is generated.
    package var sourceRoot: String?

    package init(manifests: [String], output: String) {
        self.manifests = manifests
        self.output = output
    }

    /// Runs the job, printing what it wrote (or that nothing changed) and every error; `false`
    /// when anything failed.
    package func run() -> Bool {
        guard let (roots, files) = render() else { return false }
        let directory = OutputDirectory(path: output)
        let leftovers = directory.leftovers(from: Set(roots.flatMap { $0.files.map(\.path) }), keeping: files)
        if check {
            let stale = directory.stale(files)
            for file in stale {
                Console.error("\(directory.display(file.name)): error: out of date; run routegen generate")
            }
            for name in leftovers {
                Console.error(
                    "\(directory.display(name)): error: generated from a manifest that no longer writes it; "
                        + "run routegen generate to remove it")
            }
            if !stale.isEmpty || !leftovers.isEmpty { return false }
            print("\(output): up to date")
            return true
        }
        do {
            let written = try directory.write(files)
            try directory.remove(leftovers)
            // One line: what changed, or that nothing did.
            var summary: [String] = []
            if !written.isEmpty { summary.append("wrote \(written.joined(separator: ", "))") }
            if !leftovers.isEmpty { summary.append("removed \(leftovers.joined(separator: ", "))") }
            let kept = directory.unwrittenServed(keeping: files)
            if !kept.isEmpty {
                summary.append(
                    "left \(kept.joined(separator: ", ")), which the manifests no longer write: delete "
                        + (kept.count == 1 ? "it" : "them") + " if routegen wrote "
                        + (kept.count == 1 ? "it" : "them"))
            }
            print(
                "\(output): "
                    + (summary.isEmpty ? "up to date, nothing written" : summary.joined(separator: "; ")))
            return true
        } catch {
            Console.error("\(output): error: \(error.localizedDescription)")
            return false
        }
    }

    /// `profile.yaml` as the build plugin reads a feature: `profile.routes.yaml`.
    static func pluginName(for path: String) -> String {
        let name = (path as NSString).lastPathComponent
        let stem =
            name.hasSuffix(".yaml") ? String(name.dropLast(5)) : (name as NSString).deletingPathExtension
        return stem.hasSuffix(".routes") ? stem + ".yaml" : stem + ".routes.yaml"
    }

    /// The app manifests among those given (a manifest another includes is generated with it) and
    /// every file they generate; `nil`, with the errors printed, when any failed.
    private func render() -> ([ValidatedManifest], [GeneratedFile])? {
        let loads = manifests.map { path in
            (
                path,
                Result { () throws(DiagnosticError) in try ManifestFile.load(path, sourceRoot: sourceRoot) }
            )
        }
        let onDisk = { (name: String) in
            ManifestFile.standardized(ManifestFile.onDiskPath(name, root: sourceRoot))
        }
        let included = ManifestFile.includedAmong(manifests, sourceRoot: sourceRoot)
        let given = Set(manifests.map(ManifestFile.standardized))
        var roots: [ValidatedManifest] = []
        var failed = false
        for (path, result) in loads where !included.contains(ManifestFile.standardized(path)) {
            do {
                let manifest = try result.get()
                for feature in manifest.files.dropFirst()
                where nameByManifest && !given.contains(onDisk(feature.path)) {
                    let name = (feature.path as NSString).lastPathComponent
                    let rename = Self.pluginName(for: feature.path)
                    Console.error(
                        "\(path): error: includes \(feature.path), which the build plugin does not read: a feature "
                            + "manifest of a target is named NAME.routes.yaml and kept in the target's folder, "
                            + "where the plugin finds it" + (rename == name ? "" : " (rename it '\(rename)')")
                    )
                    failed = true
                }
                roots.append(manifest)
            } catch {
                Console.report(error)
                failed = true
            }
        }

        var files: [GeneratedFile] = []
        var owners: [String: String] = [:]
        for manifest in roots {
            for file in Generator.files(for: manifest, naming: nameByManifest ? .byManifest : .byEnum)
            where file.name.hasSuffix(".swift") ? !omitsSwift : !swiftOnly {
                if let other = owners[file.name] {
                    // Files are named after the enum, but the AASA is named for the web server.
                    let fix =
                        file.name.hasPrefix("apple-app-site-association")
                        ? "generate each manifest into an output folder of its own"
                        : "give one manifest another 'enum' name"
                    Console.report(
                        DiagnosticError([
                            Diagnostic(
                                "writes \(file.name), as \(other) does; \(fix)", at: manifest.app.enumLocation
                            )
                        ]))
                    failed = true
                }
                owners[file.name] = manifest.app.path
                files.append(file)
            }
        }
        return failed ? nil : (roots, files)
    }
}
