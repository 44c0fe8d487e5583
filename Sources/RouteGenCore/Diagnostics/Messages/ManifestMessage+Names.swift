extension ManifestMessage {
    /// Names that become Swift: identifiers, the enum's, routes', types' and their values'.
    package enum Names: Hashable, Sendable {
        /// `role` `name` (e.g. "route name 'x'") is no Swift identifier; `suggestion` would be.
        case notAnIdentifier(role: String, name: String, suggestion: String)
        case keyword(role: String, name: String, suggestion: String)
        case enumShadowsType(name: String)
        case routeClashesWithMember(route: String, enumName: String)
        case typeIsBuiltIn(type: String)
        case typeNamedLikeEnum(type: String)
        case typeNamedLikeRoute(type: String, route: String, enumName: String)
        case typeShadowsGeneratedName(type: String, enumName: String)
        case notASwiftTypeName(String)
        case enumWithoutValues(type: String)
        case emptyEnumValue(type: String)
        case enumValueListedTwice(value: String, type: String)
        case enumValuesShareCase(first: String, second: String, type: String, caseName: String)
        /// A URL name `role` `name` whose lowerCamelCase Swift name `derived` is a keyword or no
        /// identifier.
        case derivedSwiftName(
            role: String, name: String, derived: String, isKeyword: Bool, suggestion: String)
        case valuesShareSwiftName(first: String, second: String, route: String, swiftName: String)
        case contextItemsShareSwiftName(first: String, second: String, swiftName: String)

        package var text: String {
            switch self {
            case .notAnIdentifier(let role, let name, let suggestion):
                "\(role) '\(name)' is not a valid Swift identifier; rename it, e.g. '\(suggestion)'"
            case .keyword(let role, let name, let suggestion):
                "\(role) '\(name)' is a Swift keyword and would need backticks; rename it, e.g. '\(suggestion)'"
            case .enumShadowsType(let name):
                "enum name '\(name)' would shadow a type the generated code uses; "
                    + "choose an app-specific name such as 'AppRoute'"
            case .routeClashesWithMember(let route, let enumName):
                "route name '\(route)' clashes with the generated member '\(enumName).\(route)'; rename the route, "
                    + "e.g. '\(route)Route'"
            case .typeIsBuiltIn(let type):
                "type '\(type)' is built in; declare types under 'types:' with names of their own"
            case .typeNamedLikeEnum(let type):
                "type '\(type)' has the same name as the generated enum; rename one of them"
            case .typeNamedLikeRoute(let type, let route, let enumName):
                "type '\(type)' has the name of route '\(route)', and both are members of '\(enumName)'; rename "
                    + "the type, e.g. '\(type.capitalizedFirst)Value'"
            case .typeShadowsGeneratedName(let type, let enumName):
                "type '\(type)' would shadow the '\(type)' the generated code uses; rename it, e.g. "
                    + "'\(enumName.replacingOccurrences(of: "Route", with: ""))\(type)'"
            case .notASwiftTypeName(let name):
                "'\(name)' is not a Swift type name; write e.g. 'UserID' or 'MyModule.UserID'"
            case .enumWithoutValues(let type):
                "type '\(type)' needs at least one value"
            case .emptyEnumValue(let type):
                "a value of type '\(type)' is empty"
            case .enumValueListedTwice(let value, let type):
                "value '\(value)' of type '\(type)' is listed twice"
            case .enumValuesShareCase(let first, let second, let type, let caseName):
                "values '\(first)' and '\(second)' of type '\(type)' both become the Swift case '\(caseName)'; "
                    + "rename one"
            case .derivedSwiftName(let role, let name, let derived, let isKeyword, let suggestion):
                "\(role) '\(name)' becomes the Swift name '\(derived)', "
                    + "\(isKeyword ? "a Swift keyword" : "not a Swift identifier"); "
                    + spelled(
                        "name it with 'swift:', e.g. { type: String, swift: \(suggestion) }",
                        role.hasPrefix("context")
                            ? "name it with 'swift:', e.g. { type: String, swift: \(suggestion) }"
                            : role.contains("item")
                                ? "name it in the path's braces, e.g. '\(name)={\(suggestion)}'"
                                : "name it otherwise in the path's braces, e.g. '{\(suggestion)}'")
            case .valuesShareSwiftName(let first, let second, let route, let swiftName):
                "'\(first)' and '\(second)' of route '\(route)' are both '\(swiftName)' in Swift; "
                    + spelled(
                        "name one with 'swift:', e.g. { type: ..., swift: \(swiftName)2 }",
                        "name one otherwise in the path's braces, e.g. '{\(swiftName)2}'")
            case .contextItemsShareSwiftName(let first, let second, let swiftName):
                "context items '\(first)' and '\(second)' are both '\(swiftName)' in Swift; name one with 'swift:'"
            }
        }
    }
}
