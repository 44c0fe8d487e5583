extension ManifestMessage {
    /// What `routegen migrate` refuses: a manifest it cannot rewrite, or a rewrite that would not
    /// generate the same files.
    package enum Migration: Hashable, Sendable {
        /// The rewritten manifest generates `file` otherwise: a bug of the migration.
        case changesOutput(file: String)
        /// The rewritten manifest does not load (`problem`, its first error).
        case rewriteInvalid(String)
        /// The rewritten manifest reads or builds a link otherwise (`change`, as diff says it).
        case changesLinks(String)
        /// `auth: false` on a route of a group that needs sign-in: 1.2's `needs:` only adds.
        case optsOutOfSignIn(route: String)
        /// `permissions:` on a route that leave out some of its group's.
        case replacesPermissions(route: String)
        /// A route's 1.1 `schemes:` whose `reach:` would name a scheme called as one of its words
        /// (`web`, `schemes`, `anyHost`, `carried`).
        case schemeNamedLikeReachWord(scheme: String)
        /// A 1.1 fragment path that is one value alone (`fragment: "{user}"`), which 1.2's template
        /// writes as the fragment's value.
        case fragmentPathOfOneValue(route: String)

        package var text: String {
            switch self {
            case .optsOutOfSignIn(let route):
                "route '\(route)' opts out of its group's sign-in ('auth: false'), and in 1.2 a group's needs "
                    + "hold for each of its routes ('needs:' adds to them): move the route out of the group"
            case .replacesPermissions(let route):
                "route '\(route)' replaces its group's permissions, and in 1.2 a group's needs hold for each "
                    + "of its routes ('needs:' adds to them): move the route out of the group, or list the "
                    + "group's permissions first"
            case .schemeNamedLikeReachWord(let scheme):
                "the app's scheme '\(scheme)' is named as a word of 1.2's 'reach:', so 'reach: [\(scheme)]' would "
                    + "not name the scheme; keep the manifest at 1.1, or rename the scheme"
            case .fragmentPathOfOneValue(let route):
                "route '\(route)' reads its fragment as a path of one value, which 1.2 writes as the fragment's "
                    + "value ('#{…}'); keep the manifest at 1.1, or give the fragment's path a '/' or literal text"
            case .rewriteInvalid(let problem):
                "written in 1.2, the manifest would not load (\(problem)), so nothing was written; this is a "
                    + "bug of routegen migrate: please report it with the manifest"
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
