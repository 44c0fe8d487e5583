/// The back half of the pipeline: a validated manifest → the files routegen writes for it.
public enum Generator {
    /// Every output file for `manifest`, in a fixed order. `source` is the manifest path as the
    /// user gave it; it is the only thing about the run that appears in the output.
    public static func files(for manifest: ValidatedManifest, source: String) -> [GeneratedFile] {
        let context = SwiftContext(manifest: manifest, source: source)
        let plists = PlistEmitter(context: context)
        return [
            EnumFileEmitter(context: context).render(),
            ParsingFileEmitter(context: context).render(),
            HandlingFileEmitter(context: context).render(),
            AppSiteAssociation(manifest).file,
            plists.entitlements(),
            plists.info(),
            RouteTableEmitter(context: context).render(),
        ].compactMap { $0 }
    }

    /// A handler type with every requirement stubbed, for `routegen stubs`.
    public static func stubs(for manifest: ValidatedManifest, source: String) -> String {
        HandlingFileEmitter(context: SwiftContext(manifest: manifest, source: source)).renderStubs()
    }
}
