extension ManifestMessage {
    /// A route's values: path placeholders, query and fragment items, their shapes and types.
    package enum Parameters: Hashable, Sendable {
        /// A placeholder declared twice in `path`, or in it and the fragment's path `fragment`.
        case placeholderTwice(String, path: String, fragment: String?)
        /// A `params:` entry without a placeholder in `path`; `suggestion` is a near placeholder.
        case paramWithoutPlaceholder(String, path: String, suggestion: String?)
        case fragmentNamedLikeValue(String)
        /// An item (`role`: "query item", "fragment item") named like another value.
        case itemNamedLikeValue(String, role: String)
        case twoOtherItemsValues(route: String, first: String, second: String)
        case catchAllOfLinks(String)
        case catchAllListConstraints(String)
        /// A value inside a segment or in the fragment's path (`inFragment`) typed optional.
        case alwaysPresentOptional(String, inFragment: Bool, type: String, element: String)
        case optionalPathParameter(String, type: String, element: String)
        case listPathParameter(String, type: String)
        case itemsPathParameter(String, type: String)
        case linkPathParameter(String, element: String)
        case pathParameterDefault(String)
        case repeatedItemDefault(role: String)
        case optionalItemDefault(String, role: String, type: String, element: String)
        /// Every other item (`type`) declared as `role` other than a query item.
        case otherItemsOutsideQuery(String, role: String, type: String)
        case otherItemsType(String, type: String)
        case otherItemsOptions(String)
        case carriedLinkList(String, element: String)
        case carriedLinkOutsideQuery(String, role: String)
        case carriedLinkOptions(String)
        case fragmentList(String, type: String)
        case fragmentAsValueAndItems(route: String)
        /// A type no declaration names; `linkEnum` is the app's enum, the type of a carried link.
        case unknownType(String, suggestion: String?, linkEnum: String?)
        /// A route's query item that is a `context:` item too.
        case contextItemRead(route: String, item: String)

        package var text: String {
            switch self {
            case .placeholderTwice(let name, let path, let fragment):
                "placeholder '\(name)' is declared twice in path '\(path)'"
                    + (fragment.map { " and fragment '\($0)'" } ?? "")
            case .paramWithoutPlaceholder(let name, let path, let suggestion):
                "parameter '\(name)' under 'params' has no placeholder in path '\(path)'"
                    + didYouMean(
                        suggestion,
                        otherwise: "; add '{\(name)}' to the path, or "
                            + ManifestMessage.spelled(
                                "move it under 'query:'", "name it in the path's items ('?\(name)={\(name)}')"
                            ))
            case .fragmentNamedLikeValue(let name):
                "'\(name)' is declared twice: as the fragment and as another value of the route"
            case .itemNamedLikeValue(let name, let role):
                "'\(name)' is declared twice: as a \(role) and as another value of the route; a name is one "
                    + "value of a route"
            case .twoOtherItemsValues(let route, let first, let second):
                "route '\(route)' has two '[String: String]' query items, '\(first)' and "
                    + "'\(second)'; one takes every other item, so keep one"
            case .catchAllOfLinks(let name):
                "catch-all '\(name)' cannot hold links to the app's routes; "
                    + spelled("declare it under 'query:'", "read it from a query item ('?\(name)={\(name)}')")
            case .catchAllListConstraints(let name):
                "catch-all '\(name)' is a list, which takes no constraints ("
                    + spelled("'min', 'max', 'minLength', 'maxLength', 'pattern'", "'range', 'pattern'")
                    + "); check its elements in the app, or make it one value"
            case .alwaysPresentOptional(let name, let inFragment, let type, let element):
                "path parameter '\(name)' "
                    + (inFragment
                        ? "is in the fragment's path, which chooses the route" : "is inside a segment")
                    + ", so it is always there: it cannot be '\(type)'; write the type as '\(element)'"
            case .optionalPathParameter(let name, let type, let element):
                "path parameter '\(name)' cannot be '\(type)'; make the last segment optional with "
                    + "'{\(name)?}' and write the type as '\(element)'"
            case .listPathParameter(let name, let type):
                "path parameter '\(name)' cannot be a list '\(type)'; repeated values "
                    + spelled(
                        "go under 'query:', or a catch-all '{\(name)...}' (1.1) holds one a segment",
                        "are query items ('?\(name)={\(name)}'), or a catch-all '{\(name)...}' holds one a segment"
                    )
            case .itemsPathParameter(let name, let type):
                "path parameter '\(name)' cannot be '\(type)', which holds query items; "
                    + spelled("declare it under 'query:'", "write '{\(name)...}' after the path's '?'")
            case .linkPathParameter(let name, let element):
                "path parameter '\(name)' cannot hold a link to one of the app's routes; "
                    + spelled("declare it under 'query:'", "read it from a query item ('?\(name)={\(name)}')")
                    + " as '\(element)?'"
            case .pathParameterDefault(let name):
                "path parameter '\(name)' always has a value; a default applies only to an optional segment "
                    + "'{\(name)?}' or a query item"
            case .repeatedItemDefault(let role):
                "a repeated \(role) defaults to an empty list; remove 'default'"
            case .optionalItemDefault(let name, let role, let type, let element):
                "\(role) '\(name)' has a default, so it is never absent; write its type "
                    + "as '\(element)' instead of '\(type)'"
            case .otherItemsOutsideQuery(let name, let role, let type):
                "\(role) '\(name)' holds \(role == "fragment item" ? "a value or a list" : "one value"), not "
                    + "'\(type)'; every other item is read by "
                    + spelled("a route's query item of that type", "a route's '?{\(name)...}'")
            case .otherItemsType(let name, let type):
                "query item '\(name)' takes every other item as it is written; its type is "
                    + "'[String: String]', not '\(type)'"
            case .otherItemsOptions(let name):
                "query item '\(name)' takes every other item as it is written; it has no "
                    + spelled(
                        "'default', 'example', 'ignoreInvalid', 'lowercased', 'percentEncoded' or constraints",
                        "'default', 'example', 'read' or constraints")
            case .carriedLinkList(let name, let element):
                "query item '\(name)' holds one link to one of the app's routes, not a list; write its type as "
                    + "'\(element)', or '\(element)?' for an optional one"
            case .carriedLinkOutsideQuery(let name, let role):
                "\(role) '\(name)' holds a link to one of the app's routes, which only a query item carries; "
                    + spelled(
                        "declare it under a route's 'query:'",
                        "read it from a query item ('?\(name)={\(name)}')")
            case .carriedLinkOptions(let name):
                "query item '\(name)' holds a link to one of the app's routes; it takes "
                    + spelled("'type', 'swift' and ", "'type' and ")
                    + spelled("'ignoreInvalid'", "'read: [lenient]'") + " only"
            case .fragmentList(let name, let type):
                "fragment '\(name)' holds one value, not a list '\(type)'"
            case .fragmentAsValueAndItems(let route):
                "route '\(route)' reads the fragment both as one value "
                    + spelled(
                        "('fragment:') and as items ('fragmentItems:')", "('#{…}') and as items ('#a={x}')")
                    + "; keep one"
            case .contextItemRead(let route, let item):
                "route '\(route)' reads query item '\(item)', which is a 'context:' item; a context "
                    + "item is read beside every route and is never part of one — remove it from one of them"
            case .unknownType(let name, let suggestion, let linkEnum):
                "unknown type '\(name)'"
                    + didYouMean(
                        suggestion,
                        otherwise: "; use String, Int, Double, Bool or UUID, "
                            + (linkEnum.map { "'\($0)?' for an item that carries a link of the app, " } ?? "")
                            + "or declare it under 'types:'")
            }
        }
    }
}
