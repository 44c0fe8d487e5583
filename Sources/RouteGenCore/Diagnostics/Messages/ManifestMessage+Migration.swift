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
        /// An item whose name 1.2's path cannot write (`a#b`, `x y`).
        case itemNameUnwritable(item: String)
        /// `swift:` on a path value or on every other item: 1.2 names the value by its placeholder,
        /// which error messages name too.
        case valueRenamed(value: String, swiftName: String)
        /// 1.1's `query:`, `fragment:` or `fragmentItems:` beside a 1.2 path that holds items or a
        /// fragment.
        case keysBesideTemplate(route: String)

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
            case .itemNameUnwritable(let item):
                "item '\(item)' cannot be named in a 1.2 path, whose items are written 'name={value}' "
                    + "unencoded; keep the manifest at 1.1"
            case .valueRenamed(let value, let swiftName):
                "1.2 names a value by its placeholder, so '\(value)' named '\(swiftName)' in Swift is "
                    + "'{\(swiftName)}' in the path, and 'params:' types '\(swiftName)'; rename both (its links "
                    + "stay the same; messages about it name '\(swiftName)')"
            case .keysBesideTemplate(let route):
                "route '\(route)' names values in its path, which holds its items and fragment; move what "
                    + "'query:', 'fragment:' and 'fragmentItems:' say into the path ('?q={q}', '#{section}') "
                    + "and 'params:'"
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
