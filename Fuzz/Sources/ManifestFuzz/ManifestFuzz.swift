import RouteGenCore

/// Any bytes: the reader and validator must return a manifest or diagnostics, never crash or hang.
/// Included files are read from the input too (`include: [x]` reads the same bytes), so include
/// handling is fuzzed as well.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let manifest = try ManifestLoader.load(bytes, file: "fuzz.yaml") { _ in bytes }
        // What validates must also render.
        _ = Generator.files(for: manifest)
    } catch {
        precondition(!error.diagnostics.isEmpty, "an error without diagnostics")
    }
    return 0
}
