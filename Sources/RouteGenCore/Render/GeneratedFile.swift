/// One output file, in memory: the render stage's result. Writing is the caller's job.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name, relative to the output directory.
    package var name: String
    package var contents: String

    package init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
