extension ManifestMessage {
    /// Route groups (`routes:` under a route) and feature manifests (`include:`).
    package enum Groups: Hashable, Sendable {
        case onlyRemovedRoutes(group: String)
        /// A group sharing `item` of type `type`, which takes the items its routes do not read.
        case sharesOtherItems(group: String, item: String, type: String)
        case sharesCarriedLink(group: String, item: String, type: String)
        /// A group whose nested enum `typeName` has the name of a type declared under `types:`, or
        /// of one the generated code uses.
        case nestedEnumTaken(group: String, typeName: String, isDeclaredType: Bool)
        case nestedEnumsCollide(group: String, typeName: String)
        case includeInsideGroup(group: String)
        case includingGroupWithPathValue(group: String, value: String)
        case includingGroupWithQueryItem(group: String, item: String)
        /// A group whose path ends with an optional segment `{value?}`, which its routes' paths
        /// cannot continue.
        case pathEndsOptional(group: String, value: String)
        case pathEndsWithCatchAll(group: String, value: String)
        case valueOfGroupAlready(value: String, group: String)
        /// A route's `params:` typing `value`, a value of its group: every route reads it as one.
        case groupValueTypedByRoute(value: String, group: String)
        case hostsInGroupWithHosts(route: String, group: String)
        case includeCycle(String)
        case includedTwice(String)
        /// An included file that does not exist; `folder` is the including manifest's file.
        case includedFileMissing(path: String, manifest: String, suggestion: String?)
        case enumDeclaredTwice(enumName: String)
        /// A feature's enum whose case name is no identifier (`problem`).
        case enumBecomesBadCase(enumName: String, problem: Names)
        case enumBecomesRouteCase(enumName: String, caseName: String, appEnum: String)
        /// An enum of `count` cases, above the `maximum` an enum holds.
        case tooManyCases(enumName: String, count: Int, maximum: Int)
        case tooManyGroupCases(enumName: String, group: String, count: Int, maximum: Int)

        /// Why an enum holds few cases, and how to split one.
        private static let fewerCases =
            "as Swift cannot check a switch over ~700 cases with values quickly — move routes into "
            + "groups ('routes:' under a route) or feature manifests ('include:'), each with its own enum"

        package var text: String {
            switch self {
            case .onlyRemovedRoutes(let group):
                "group '\(group)' has no route that is not removed, so its enum would have no case; "
                    + "remove the group"
            case .sharesOtherItems(let group, let item, let type):
                "group '\(group)' cannot share '\(item): \(type)', which takes the items "
                    + "its routes do not read; move it to the routes that forward them"
            case .sharesCarriedLink(let group, let item, let type):
                "group '\(group)' cannot share '\(item): \(type)', a link carried "
                    + "inside its links; declare it on the routes that carry one"
            case .nestedEnumTaken(let group, let typeName, let isDeclaredType):
                "group '\(group)' becomes the nested enum '\(typeName)', the name of "
                    + "\(isDeclaredType ? "type '\(typeName)'" : "a type the generated code uses"); rename the group"
            case .nestedEnumsCollide(let group, let typeName):
                "groups '\(group)' and another become one nested enum '\(typeName)'; rename one"
            case .includeInsideGroup(let group):
                "group '\(group)' includes a manifest from inside another group; a feature's enum is a case "
                    + "of its file's enum — move it to the top of 'routes:'"
            case .includingGroupWithPathValue(let group, let value):
                "group '\(group)' includes a manifest, whose enum builds its own links, so it holds no "
                    + "values; move '{\(value)}' into its routes' paths"
            case .includingGroupWithQueryItem(let group, let item):
                "group '\(group)' includes a manifest, whose enum builds its own links, so it holds no "
                    + "values; move query item '\(item)' to its routes"
            case .pathEndsOptional(let group, let value):
                "group '\(group)' ends its path with an optional segment, which its routes' paths cannot continue; "
                    + "make it '{\(value)}' or move it to a route"
            case .pathEndsWithCatchAll(let group, let value):
                "group '\(group)' ends its path with a catch-all, which its routes' paths cannot continue; "
                    + "move '\(value.isEmpty ? "*" : "{\(value)...}")' to a route"
            case .valueOfGroupAlready(let value, let group):
                "'\(value)' is a value of group '\(group)' already, which its routes share; remove it here"
            case .groupValueTypedByRoute(let value, let group):
                "'\(value)' is a value of group '\(group)', which its routes share and read as one; "
                    + "declare it under the group's 'params:' instead"
            case .hostsInGroupWithHosts(let route, let group):
                "route '\(route)' is in group '\(group)', which names the hosts its routes are "
                    + "reached on; remove \(spelled("'hosts'", "its hosts from 'reach:'")) here, or move the route out of "
                    + "the group"
            case .includeCycle(let cycle):
                "include cycle: \(cycle); a manifest cannot include itself"
            case .includedTwice(let entry):
                "'\(entry)' is included twice; include each feature manifest once"
            case .includedFileMissing(let path, let manifest, let suggestion):
                "cannot read included manifest '\(path)': no such file (paths are relative to "
                    + "\(manifest)'s folder)" + didYouMean(suggestion)
            case .enumDeclaredTwice(let enumName):
                "enum '\(enumName)' is declared by two manifests; give each its own enum name"
            case .enumBecomesBadCase(let enumName, let problem):
                "enum '\(enumName)' becomes the \(problem.text)"
            case .enumBecomesRouteCase(let enumName, let caseName, let appEnum):
                "enum '\(enumName)' becomes the case '\(caseName)' of '\(appEnum)', which "
                    + "already has a route '\(caseName)'; rename the route or the enum"
            case .tooManyCases(let enumName, let count, let maximum):
                "enum '\(enumName)' has \(count) cases; one enum holds at most \(maximum), \(Self.fewerCases)"
            case .tooManyGroupCases(let enumName, let group, let count, let maximum):
                "enum '\(enumName)' of group '\(group)' has \(count) cases; one enum holds at most \(maximum), "
                    + Self.fewerCases
            }
        }
    }
}
