extension ManifestMessage {
    /// What `routegen migrate` refuses: a manifest it cannot rewrite, or a rewrite that would not
    /// generate the same files.
    package enum Migration: Hashable, Sendable {
        /// The rewritten manifest generates `file` otherwise: a bug of the migration.
        case changesOutput(file: String)
        /// The rewritten manifest reads or builds a link otherwise (`change`, as diff says it).
        case changesLinks(String)

        package var text: String {
            switch self {
            case .changesLinks(let change):
                "written in 1.2, the manifest would change its links (\(change)), so nothing was written; "
                    + "this is a bug of routegen migrate: please report it with the manifest"
            case .changesOutput(let file):
                "written in 1.2, the manifest would generate '\(file)' otherwise, so nothing was written; "
                    + "this is a bug of routegen migrate: please report it with the manifest"
            }
        }
    }
}
