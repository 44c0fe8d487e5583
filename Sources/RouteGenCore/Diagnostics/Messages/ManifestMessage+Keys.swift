extension ManifestMessage {
    /// The manifest's shape, as ``ManifestDecoder`` reads it: its keys, and the kind of value each
    /// takes. `found` is what the YAML holds instead (`'x'`, `a list`).
    package enum Keys: Hashable, Sendable {
        /// `name` ("the manifest", "route 'home'") is not a mapping.
        case notAMapping(name: String, found: String)
        /// An unknown key in `context` ("in route 'home'"); `keys` are the known ones.
        case unknownKey(String, context: String, suggestion: String?, keys: [String])
        case notAList(key: String, found: String)
        case notAString(key: String, found: String)
        case notABool(key: String, found: String)
        /// `strict:` written neither as a Bool nor as a list of checks.
        case strictNotBoolOrList(found: String)
        case notAWholeNumber(key: String, found: String)
        case notANumber(key: String, found: String)
        case notAChoice(key: String, allowed: [String], found: String, suggestion: String?)
        /// A required key missing from a mapping; `example` shows it written.
        case missingKey(String, example: String)
        case featureWithoutEnum
        case unsupportedVersion(String)
        case versionNotANumber(found: String)
        /// A key of 1.1 that manifest 1.2 writes as `replacement` (empty: 1.2 writes nothing).
        case replacedIn1_2(key: String, replacement: String)
        case notARange(found: String)
        /// Two words of a scheme's or host's entry that say one thing two ways (`host`, `optionalHost`).
        case contradictoryWords(name: String, first: String, second: String)
        /// `needs: [signin]`: a permission spelled like `signIn`.
        case signInSpelling(found: String)
        /// `presentation: plainSheet` or `plainCover` on a group, whose routes each show their own.
        case plainPresentationOnGroup(group: String)
        case missingVersion
        /// A manifest without schemes and hosts: a feature given on its own (`file`), or an app
        /// whose links reach nothing.
        case noSchemesOrHosts(looksLikeFeature: Bool, file: String)
        case missingRoutes
        case emptyRoutes
        case externalTypeWithoutSwift(type: String)
        case typeNotValuesOrSwift(type: String, found: String)
        case routeWithoutPath(route: String)
        case groupWithRoutesAndInclude(group: String)
        case routeKeyOnGroup(key: String, group: String)
        /// A group's `path:` with a `#` fragment, which is a route's.
        case fragmentOnGroup(group: String)
        case fragmentNotNameOrPath
        case fragmentOfSeveralValues
        /// A template's value `{value...}` typed as no `[String: T]`, or `name={value}` typed so.
        case restItemSpelling(value: String, isRest: Bool)
        case emptyDefault
        case parameterIsAList(parameter: String)
        case notAType(String)
        case hostFlag(found: String)
        case androidWithoutApps
        case androidAppWithoutHosts(package: String)
        case formatOfOneSpelling(type: String)

        package var text: String {
            switch self {
            case .notAMapping(let name, let found):
                "\(name) must be a mapping (key: value), found \(found)"
            case .unknownKey(let key, let context, let suggestion, let keys):
                "unknown key '\(key)' \(context)"
                    + didYouMean(suggestion, otherwise: "; expected one of: \(keys.joined(separator: ", "))")
            case .notAList(let key, let found):
                "'\(key)' must be a list ([a, b]), found \(found)"
            case .notAString(let key, let found):
                "'\(key)' must be a string, found \(found)"
            case .notABool(let key, let found):
                "'\(key)' must be true or false, found \(found)"
            case .strictNotBoolOrList(let found):
                "'strict' is true, false or a list of the checks the route keeps ('strict: [items, port]'), "
                    + "found \(found)"
            case .notAWholeNumber(let key, let found):
                "'\(key)' must be a whole number, found \(found)"
            case .notANumber(let key, let found):
                "'\(key)' must be a number, found \(found)"
            case .notAChoice(let key, let allowed, let found, let suggestion):
                "'\(key)' must be one of \(allowed.joined(separator: ", ")), found \(found)"
                    + didYouMean(suggestion)
            case .missingKey(let key, let example):
                "missing '\(key)'; write e.g. \(example)"
            case .featureWithoutEnum:
                "an included manifest needs 'enum:', the name of its route enum, e.g. 'enum: ProfileRoute'"
            case .unsupportedVersion(let version):
                "unsupported manifest version \(version); this routegen reads versions 1, 1.1 and 1.2"
            case .versionNotANumber(let found):
                "'version' must be the number 1, 1.1 or 1.2, found \(found)"
            case .replacedIn1_2(let key, ""):
                "'\(key)' is manifest 1.1's spelling of the default; in 1.2 remove it "
                    + "('routegen migrate' rewrites a manifest)"
            case .replacedIn1_2(let key, let replacement):
                "'\(key)' is manifest 1.1's spelling; 1.2 writes '\(replacement)' "
                    + "('routegen migrate' rewrites a manifest)"
            case .plainPresentationOnGroup(let group):
                "a sheet or cover without a stack of its own is a route's: write 'presentation: plainSheet' "
                    + "(or plainCover) on the routes of group '\(group)' that need it, and sheet or cover here"
            case .contradictoryWords(let name, let first, let second) where first == second:
                "'\(name)' says '\(first)' twice; write it once"
            case .contradictoryWords(let name, let first, let second):
                "'\(name)' says '\(first)' and '\(second)', which cannot both hold; keep one"
            case .signInSpelling(let found):
                "'\(found)' in 'needs' would be a permission no policy grants; a signed-in user is 'signIn' "
                    + "('needs: [signIn]')"
            case .notARange(let found):
                "'range' is lower...upper, with either side left out ('range: 1...100', 'range: 1...'), "
                    + "found \(found)"
            case .missingVersion:
                "missing required key 'version'; add 'version: 1.2' at the top (a manifest of 1.1 or 1 says so)"
            case .noSchemesOrHosts(true, let file):
                "this looks like a feature manifest given on its own (no 'schemes', no 'hosts'): include it "
                    + "from the app's manifest ('include: [\(file)]', relative to it) and generate or lint that "
                    + "one, which lends it its schemes, hosts and tabs; if it is an app's manifest, add e.g. "
                    + "'schemes: [myapp]'"
            case .noSchemesOrHosts(false, _):
                "the manifest lists no 'schemes' and no 'hosts', so no URL can reach a route; add e.g. "
                    + "'schemes: [myapp]'"
            case .missingRoutes:
                "missing required key 'routes'; add 'routes:' with at least one route"
            case .emptyRoutes:
                "'routes' is empty; declare at least one route"
            case .externalTypeWithoutSwift(let type):
                "type '\(type)' needs 'swift:', the Swift type that conforms to "
                    + "RouteKit.RouteParameter, e.g. { swift: \(type) }"
            case .typeNotValuesOrSwift(let type, let found):
                "type '\(type)' must be a list of values ([a, b]) or { swift: TypeName }, found \(found)"
            case .routeWithoutPath(let route):
                "route '\(route)' is missing 'path', e.g. 'path: /\(route)'"
            case .groupWithRoutesAndInclude(let group):
                "group '\(group)' has both 'routes:' and 'include:'; keep its routes in one place"
            case .fragmentOnGroup(let group):
                "a fragment ('#…') is read by one route, not by group '\(group)'; write it in the paths of the "
                    + "routes that read it"
            case .routeKeyOnGroup(let key, let group):
                "'\(key)' applies to one route, not to group '\(group)'; move it to the routes that need it"
            case .fragmentNotNameOrPath:
                "'fragment' is one name and type ('fragment: { section: String? }'), or a path the fragment "
                    + "holds, with a '/' or a value ('fragment: \"/@{user}\"', 'fragment: \"p/{phone}\"')"
            case .fragmentOfSeveralValues:
                "'fragment' holds one value, the text after '#': write one name and type, e.g. "
                    + "'fragment: { section: String? }'"
            case .restItemSpelling(let value, let isRest):
                isRest
                    ? "'{\(value)...}' holds every other item, so it is typed '[String: T]', e.g. "
                        + "'\(value): \"[String: String]\"'; or write 'name={\(value)}' for one item"
                    : "'\(value)' is typed '[String: T]', which holds every other item: write it "
                        + "'{\(value)...}' in the path's items"
            case .emptyDefault:
                "'default' needs a value; remove it if there is none"
            case .parameterIsAList(let parameter):
                "parameter '\(parameter)' must be a type (e.g. Int) or { type: ..., default: ... }, "
                    + "found a list; a repeated query item is written \"[String]\""
            case .notAType(let text):
                "'\(text)' is not a type; write a name such as Int, an optional 'Int?', a list '[Int]' or "
                    + "'[String: String]'"
            case .hostFlag(let found):
                "'host' must be true, false or optional (a listed host or a screen), found '\(found)'"
            case .androidWithoutApps:
                "'android' lists no app; name one (android: { package: com.example.app, fingerprints: [\"14:6D:…\"] }) "
                    + "or remove 'android'"
            case .androidAppWithoutHosts(let package):
                "'hosts' of Android app '\(package)' names no host; list the hosts whose links it opens, "
                    + "or remove 'hosts' for all of them"
            case .formatOfOneSpelling(let type):
                "'\(type)' is written one way; 'formats' takes UUID (lowercase or uppercase) and "
                    + "Bool (number or word)"
            }
        }
    }
}
