/// The back half of the pipeline: a validated manifest → the files routegen writes for it.
public enum Generator {
    /// How each manifest's three Swift files are named; their contents are the same either way.
    public enum FileNaming: Sendable {
        /// `ShopRoute.swift`, `ShopRoute+Parsing.swift`, `ShopRoute+Handling.swift`.
        case byEnum
        /// `shop.routes.yaml.swift`, `shop.routes.yaml+Parsing.swift`, `shop.routes.yaml+Handling.swift`:
        /// names a build plugin knows without reading the manifest.
        case byManifest
    }

    static func manifestFileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// Every output file for `manifest`, in a fixed order: the Swift files of its enum and of each
    /// included feature's, then the AASA, the Android files, the plist fragments and the route table, which span every
    /// file. The manifest paths as the user gave them are the only thing about the run that
    /// appears in the output.
    public static func files(for manifest: ValidatedManifest, naming: FileNaming = .byEnum) -> [GeneratedFile]
    {
        var files: [GeneratedFile] = []
        for file in manifest.files {
            let context = SwiftContext(root: manifest, file: file, naming: naming)
            files += [
                EnumFileEmitter(context: context).render(),
                ParsingFileEmitter(context: context).render(),
                HandlingFileEmitter(context: context).render(),
            ]
        }
        let context = SwiftContext(root: manifest, file: manifest.app)
        let plists = PlistEmitter(context: context)
        files += AppSiteAssociation(manifest).files
        files += AndroidAppLinks(manifest)?.files ?? []
        files += [
            plists.entitlements(),
            plists.info(),
            RouteTableEmitter(context: context).render(),
        ].compactMap { $0 }
        return files
    }

    /// Handler types with every requirement stubbed, for `routegen stubs`.
    package static func stubs(for manifest: ValidatedManifest) -> String {
        HandlingFileEmitter(context: SwiftContext(root: manifest, file: manifest.app)).renderStubs()
    }
}
