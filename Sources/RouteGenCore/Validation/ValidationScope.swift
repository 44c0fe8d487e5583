/// What a resolver of the validator reads and never changes: the file, the app it is checked
/// against, and what the phases before it resolved. ``ManifestValidator/validate(_:isFeature:metadata:outerGroup:app:)``
/// builds it phase by phase and hands each resolver the scope so far.
struct ValidationScope {
    /// The manifest, as decoded.
    let manifest: Manifest
    /// The app's manifest, whose settings (schemes, hosts, tabs, access, version) every file's
    /// routes are checked against: this one for the app, the including app's for a feature.
    let app: Manifest
    let isFeature: Bool
    /// The group that includes this feature manifest (`include:` under a route): its path and
    /// settings, resolved with its enclosing groups' (``GroupResolver/IncludedGroup/scope``),
    /// apply to every route of the file.
    let includingGroup: GroupResolver.IncludedGroup?
    /// The including group, as written but named after its enclosing groups.
    var outerGroup: Route? { includingGroup?.route }
    /// The types declared under `types:` (``SettingsResolver``).
    var types = DeclaredTypes()
    /// The app's metadata keys: resolved by the app's validation (``MetadataResolver``), handed
    /// to its features'.
    var metadataFields: [MetadataField] = []
    /// The URL names of the app's `context:` items, which no route reads or is chosen by.
    var contextItems: [String] = []
    /// Every route as written, named after its groups, with the names under `stack`, `root` and
    /// `shows` in full (``GroupResolver``).
    var routes: [Route] = []

    /// The types declared under `types:`, by name.
    struct DeclaredTypes {
        var enums: [String: StringEnum] = [:]
        /// Each app type's Swift name.
        var externals: [String: String] = [:]
    }
}
