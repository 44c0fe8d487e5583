/// The front half of the pipeline: bytes → YAML node tree → manifest model → validated manifest,
/// checked against what the AASA file can express.
public enum ManifestLoader {
    /// Loads a manifest from its bytes. `file` is the path as the user gave it; it appears in
    /// diagnostics and generated headers. Throws every error found, in file order.
    public static func load(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> ValidatedManifest {
        let root = try YAMLReader.read(bytes, file: file)
        let (manifest, decodeDiagnostics) = ManifestDecoder.decode(root, file: file)
        let (validated, validationDiagnostics) = ManifestValidator.validate(manifest)
        var collector = DiagnosticCollector()
        collector.append(contentsOf: decodeDiagnostics)
        collector.append(contentsOf: validationDiagnostics)
        guard !collector.hasErrors, let validated else { throw DiagnosticError(collector.sorted) }
        let aasaDiagnostics = AssociatedDomainsCheck.diagnostics(validated)
        guard aasaDiagnostics.isEmpty else {
            collector.append(contentsOf: aasaDiagnostics)
            throw DiagnosticError(collector.sorted)
        }
        return validated
    }
}
