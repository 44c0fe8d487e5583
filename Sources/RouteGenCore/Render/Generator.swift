/// The back half of the pipeline: a validated manifest → the files routegen writes for it.
public enum Generator {
    /// Every output file for `manifest`, in a fixed order: the Swift files of its enum and of each
    /// included feature's, then the AASA, the plist fragments and the route table, which span every
    /// file. `source` is the manifest path as the user gave it; it is the only thing about the run
    /// that appears in the output.
    public static func files(for manifest: ValidatedManifest, source: String) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for owner in 0...manifest.features.count {
            let file = owner == 0 ? source : manifest.features[owner - 1].manifest.manifest.file
            let context = SwiftContext(root: manifest, owner: owner, source: file)
            files += [
                EnumFileEmitter(context: context).render(),
                ParsingFileEmitter(context: context).render(),
                HandlingFileEmitter(context: context).render(),
            ]
        }
        let context = SwiftContext(root: manifest, source: source)
        let plists = PlistEmitter(context: context)
        files += [
            AppSiteAssociation(manifest).file,
            plists.entitlements(),
            plists.info(),
            RouteTableEmitter(context: context).render(),
        ].compactMap { $0 }
        return files
    }

    /// Handler types with every requirement stubbed, for `routegen stubs`.
    public static func stubs(for manifest: ValidatedManifest, source: String) -> String {
        HandlingFileEmitter(context: SwiftContext(root: manifest, source: source)).renderStubs()
    }
}
