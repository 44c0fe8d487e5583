import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenDriver

struct VerifyApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-app",
        abstract:
            "Check that the app's entitlements and Info.plist (or Android manifest) list every domain and scheme.",
        discussion: """
            A universal link opens Safari when the app's entitlements lack its 'applinks:' domain, and a \
            custom-scheme link opens nothing when Info.plist lacks the scheme. On Android, an App Link \
            opens the browser when no autoVerify intent filter has its host or claims its path. Each \
            missing entry is an error with the line to add (exit status 1); entries the manifest does not \
            know are warnings. Property lists may be XML or binary; the Android manifest is the merged one.
            """
    )

    @Argument(help: "The app's manifest.", completion: .file(extensions: ["yaml", "yml"]))
    var manifest: String

    @Option(help: "The app's .entitlements file.", completion: .file(extensions: ["entitlements", "plist"]))
    var entitlements: String?

    @Option(
        name: .customLong("info-plist"), help: "The app's Info.plist.",
        completion: .file(extensions: ["plist"]))
    var infoPlist: String?

    @Option(
        name: .customLong("android-manifest"),
        help: "The Android app's merged AndroidManifest.xml (app/build/intermediates/merged_manifests/…).",
        completion: .file(extensions: ["xml"]))
    var androidManifest: String?

    func validate() throws {
        if entitlements == nil && infoPlist == nil && androidManifest == nil {
            throw ValidationError(
                "Name the app's --entitlements file, its --info-plist, its --android-manifest, or some of them."
            )
        }
    }

    func run() throws {
        let loaded = try ManifestFile.loadOrExit(manifest)
        var findings: [AppFilesCheck.Finding] = []
        for (path, check) in [
            (entitlements, AppFilesCheck.entitlements), (infoPlist, AppFilesCheck.infoPlist),
        ] {
            guard let path else { continue }
            guard let data = FileManager.default.contents(atPath: path), let plist = AppFilesCheck.read(data)
            else {
                Console.error("\(path): error: not a property list file with a dictionary at its top")
                throw ExitCode(1)
            }
            findings += check(plist, path, loaded)
        }
        if let androidManifest {
            guard let data = FileManager.default.contents(atPath: androidManifest) else {
                Console.error("\(androidManifest): error: no such file")
                throw ExitCode(1)
            }
            findings += AndroidManifestCheck.check(
                String(decoding: data, as: UTF8.self), file: androidManifest, for: loaded)
        }
        // Each finding names what the manifest's version writes.
        ManifestMessage.$spells1_2.withValue(loaded.settings.version >= .v1_2) {
            for finding in findings { Console.error(finding.description) }
        }
        if findings.contains(where: \.isMissing) { throw ExitCode(1) }
        print("the app's files list every domain and scheme of \(manifest)")
    }
}
