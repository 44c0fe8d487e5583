@_spi(Generated) import RouteKit

/// The JSON Schema (draft 2020-12) of manifest format version 1, for editors: completion, hover
/// text and squiggles through yaml-language-server. Its properties are the decoder's own key lists,
/// each with a description; a test keeps the two in step.
package enum ManifestSchema {
    package static var document: JSONValue {
        .object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "$id": .string("routegen.schema.json"),
            "title": .string("routegen manifest, version 1"),
            "description": .string(
                "Every deep link of an app: paths, typed parameters, auth and presentation."),
            "type": .string("object"),
            // An app's manifest, or a feature manifest that one includes: editors check both.
            "oneOf": .array([
                .object([
                    "title": .string("app manifest"),
                    "required": .array([.string("version"), .string("routes")]),
                    "anyOf": .array([
                        .object(["required": .array([.string("schemes")])]),
                        .object(["required": .array([.string("hosts")])]),
                    ]),
                    "additionalProperties": .bool(false),
                    "properties": properties(ManifestDecoder.topLevelKeys, topLevel),
                ]),
                .object([
                    "title": .string("feature manifest, included by an app manifest"),
                    // A feature's version is its app's: it may leave it out.
                    "required": .array([.string("enum"), .string("routes")]),
                    "additionalProperties": .bool(false),
                    "properties": properties(ManifestDecoder.featureKeys, topLevel),
                ]),
            ]),
            "$defs": .object([
                "route": .object([
                    "type": .string("object"),
                    "required": .array([.string("path")]),
                    "additionalProperties": .bool(false),
                    "properties": properties(ManifestDecoder.routeKeys, route),
                ]),
                "parameter": .object([
                    "oneOf": .array([
                        typeName,
                        .object([
                            "type": .string("object"),
                            "additionalProperties": .bool(false),
                            "properties": properties(ManifestDecoder.parameterKeys, parameter),
                        ]),
                    ])
                ]),
                "parameters": .object([
                    "type": .string("object"),
                    "additionalProperties": .object(["$ref": .string("#/$defs/parameter")]),
                ]),
            ]),
        ])
    }

    /// `{key: schema}` for `keys`, in a fixed form; a key missing from `schemas` is a programming error.
    static func properties(_ keys: [String], _ schemas: [String: JSONValue]) -> JSONValue {
        var result: [String: JSONValue] = [:]
        for key in keys {
            guard let schema = schemas[key] else {
                preconditionFailure("no schema for manifest key '\(key)'")
            }
            result[key] = schema
        }
        return .object(result)
    }

    private static func described(_ schema: [String: JSONValue], _ text: String) -> JSONValue {
        var schema = schema
        schema["description"] = .string(text)
        return .object(schema)
    }

    /// A 1.1 key that manifest 1.2 writes as `spelling`: editors strike it through.
    private static func replaced(_ schema: [String: JSONValue], by spelling: String) -> JSONValue {
        var schema = schema
        schema["deprecated"] = .bool(true)
        schema["description"] = .string(
            "Manifest 1.1's spelling; 1.2 writes \(spelling) ('routegen migrate' rewrites a manifest).")
        return .object(schema)
    }

    private static let readWord: [String: JSONValue] = choice(ManifestDecoder.readWords.map(\.word))
    private static let appleService: [String: JSONValue] = choice(ManifestDecoder.appleServices)
    private static let appIDs = strings(
        ["type": .string("string"), "pattern": .string(#"^[A-Z0-9]{10}\.[A-Za-z0-9.-]+$"#)])
    private static let spellingWord: [String: JSONValue] = choice(ManifestDecoder.spellingWords)
    private static let string: [String: JSONValue] = ["type": .string("string")]
    private static let boolean: [String: JSONValue] = ["type": .string("boolean")]
    private static let scalar: [String: JSONValue] = [
        "type": .array([.string("string"), .string("number"), .string("boolean")])
    ]
    private static func strings(_ item: [String: JSONValue] = string) -> [String: JSONValue] {
        ["type": .string("array"), "items": .object(item)]
    }
    /// One `word`, or a list of them: how 1.2 writes its words (`read: raw`, `read: [raw, last]`).
    private static func wordOrList(_ word: [String: JSONValue] = string) -> [String: JSONValue] {
        ["oneOf": .array([.object(word), .object(strings(word))])]
    }
    private static func choice(_ values: [String]) -> [String: JSONValue] {
        ["enum": .array(values.map(JSONValue.string))]
    }
    /// A list of names, each `name`, 1.2's `{ name: word }` or `{ name: [words] }`, or 1.1's
    /// `{ name, <flag>: … }`, whose keys are deprecated.
    private static func nameOrFlagged(
        _ name: [String: JSONValue], key: String, flag: String, values: [String: JSONValue] = boolean,
        more: [String: [String: JSONValue]] = [:]
    ) -> [String: JSONValue] {
        let word = choice((ManifestDecoder.entryWords[key] ?? []).map(\.word))
        let example = key == "schemes" ? "{ myapp: host }" : "{ click.example.com: exclusive }"
        var longForm: [String: JSONValue] = [
            "name": replaced(name, by: example), flag: replaced(values, by: example),
        ]
        for (key, schema) in more { longForm[key] = replaced(schema, by: "{ myapp: pathForm }") }
        return strings([
            "oneOf": .array([
                .object(name),
                .object([
                    "type": .string("object"), "minProperties": .number(1), "maxProperties": .number(1),
                    // A key of 1.1's long form reads as that form (missing its name), as the decoder reads it.
                    "propertyNames": .object([
                        "not": .object([
                            "enum": .array((["name", flag] + more.keys.sorted()).map(JSONValue.string))
                        ])
                    ]),
                    "additionalProperties": .object([
                        "oneOf": .array([
                            .object(word), .object(["type": .string("array"), "items": .object(word)]),
                        ])
                    ]),
                ]),
                .object([
                    "type": .string("object"), "required": .array([.string("name")]),
                    "additionalProperties": .bool(false), "properties": .object(longForm),
                ]),
            ])
        ])
    }

    private static let schemeName: [String: JSONValue] = [
        "type": .string("string"), "pattern": .string("^[A-Za-z][A-Za-z0-9+.-]*$"),
    ]
    private static let typeName = described(
        ["type": .string("string"), "pattern": .string(#"^\s*(\[\s*(String\s*:\s*)?\w+\s*\]|\w+\??)\s*$"#)],
        "String, Int, Double, Bool, UUID or a name under 'types'; 'T?' optional, '[T]' repeated, "
            + "'[String: String]' every other query item (1.1)")

    static let topLevel: [String: JSONValue] = [
        "version": described(
            ["enum": .array([.number(1), .decimal("1.1"), .decimal("1.2")])],
            "The manifest format version: 1.2 (each idea one key: the path names every value, reach: says "
                + "where links come from); 1.1 (URL names become lowerCamelCase Swift names) and 1 are read too."
        ),
        "enum": described(string, "The generated enum's name (default Route)."),
        "access": described(
            choice(AccessLevel.allCases.map(\.rawValue)), "Access level of the generated code."),
        "imports": described(strings(), "Extra modules to import, for external parameter types."),
        "schemes": described(
            nameOrFlagged(
                schemeName, key: "schemes", flag: "host",
                values: ["oneOf": .array([.object(boolean), .object(choice(["optional"]))])],
                more: ["form": choice(SchemeForm.allCases.map(\.rawValue))]),
            "Custom URL schemes: myapp://path, the host being the first path segment; with words (1.2): "
                + "{ myapp: host } for myapp://example.com/path (one of 'hosts' first), { myapp: optionalHost } "
                + "(a listed host first, or a screen named by the host: myapp://explore), { myapp: pathForm } or "
                + "opaqueForm (built links written myapp:/path or myapp:path; every form is read); http (1.2): "
                + "http links to the hosts are read too, for links the app intercepts in its own views."),
        "hosts": described(
            nameOrFlagged(string, key: "hosts", flag: "exclusive"),
            "Universal-link hosts (https): exact, '*.domain', or '{name}.domain', whose first label is a "
                + "value of the routes that name it (1.1); { click.example.com: exclusive } (1.2) serves only "
                + "the routes that name it under 'hosts'."),
        "appIDs": replaced(appIDs, by: "apple: { apps: [...] }"),
        "apple": described(
            [
                "type": .string("object"), "additionalProperties": .bool(false),
                "properties": properties(
                    ManifestDecoder.appleKeys,
                    [
                        "apps": described(
                            appIDs, "The app IDs, PREFIX.bundle-id, the AASA names; needed with hosts."),
                        "clips": described(strings(), "App Clip IDs for the AASA's appclips section."),
                        "exclude": described(strings(), "AASA path patterns excluded first."),
                        "services": described(
                            wordOrList(appleService),
                            "One word or a list: webcredentials (the AASA's section for the app IDs), "
                                + "developerMode (?mode=developer entitlement entries)."),
                    ]),
            ],
            "The apple-app-site-association file and the entitlement (1.2): the app IDs, App Clips, excluded "
                + "paths and services."),
        "spelling": described(
            wordOrList(spellingWord),
            "How the app's links are spelled where they differ from the default (1.2), one word or a list: "
                + "anyCase (literal segments match in any case), lowercaseUUID and numericBool (how built "
                + "links spell UUIDs and Bools, to match the app's server; reading takes both)."),
        "caseSensitive": replaced(boolean, by: "spelling: [anyCase] for false"),
        "http": replaced(boolean, by: "http among the schemes: schemes: [myapp, http]"),
        "formats": replaced(
            [
                "type": .string("object"), "additionalProperties": .bool(false),
                "properties": .object([
                    "UUID": replaced(
                        ["enum": .array([.string("uppercase"), .string("lowercase")])], by: "lowercaseUUID"),
                    "Bool": replaced(
                        ["enum": .array([.string("word"), .string("number")])], by: "numericBool"),
                ]),
            ], by: "spelling: [lowercaseUUID, numericBool]"),
        "tabs": described(strings(), "The app's tabs; generates a Tab enum."),
        "include": described(
            strings(), "Feature manifests (relative paths): each has its own enum, types, routes and handler."
        ),
        "types": described(
            [
                "type": .string("object"),
                "additionalProperties": .object([
                    "oneOf": .array([
                        .object(strings().merging(["minItems": .number(1)]) { $1 }),
                        .object([
                            "type": .string("object"), "required": .array([.string("swift")]),
                            "additionalProperties": .bool(false),
                            "properties": properties(
                                ManifestDecoder.externalTypeKeys, ["swift": .object(string)]),
                        ]),
                    ])
                ]),
            ], "String enums ([a, b]) and app types ({ swift: TypeName }) used as parameter types."),
        "metadata": described(
            ["$ref": .string("#/$defs/parameters")],
            "Per-route facts, by key: a type (Bool, Int, Double, String, a string enum; T? optional) or "
                + "{ type, default }; each becomes an exhaustive property of the route enum."),
        "context": described(
            ["$ref": .string("#/$defs/parameters")],
            "Query items read from any link beside its route, never part of it: referral tags, campaign "
                + "items (1.1). The handler gets them with the link."),
        "routes": routes,
        "aasa": replaced(
            [
                "type": .string("object"), "additionalProperties": .bool(false),
                "properties": properties(
                    ManifestDecoder.aasaKeys,
                    [
                        "exclude": replaced(strings(), by: "apple: { exclude: [...] }"),
                        "webcredentials": replaced(boolean, by: "apple: { services: [webcredentials] }"),
                        "appClips": replaced(strings(), by: "apple: { clips: [...] }"),
                        "developerMode": replaced(boolean, by: "apple: { services: [developerMode] }"),
                    ]),
            ], by: "apple: { apps, clips, exclude, services }"),
        "android": described(
            [
                "oneOf": .array([
                    .object(androidApp),
                    .object(["type": .string("array"), "minItems": .number(1), "items": .object(androidApp)]),
                ])
            ],
            "The Android apps that open the same links (1.1), one or a list: writes assetlinks.json and each "
                + "one's intent filters."),
    ]

    /// An app of `android:`.
    private static let androidApp: [String: JSONValue] = [
        "type": .string("object"), "additionalProperties": .bool(false),
        "required": .array([.string("package"), .string("fingerprints")]),
        "properties": properties(
            ManifestDecoder.androidKeys,
            [
                "package": described(
                    [
                        "type": .string("string"),
                        "pattern": .string(#"^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$"#),
                    ],
                    "The Android app's application ID."),
                "fingerprints": described(
                    strings([
                        "type": .string("string"),
                        "pattern": .string("^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){31}$"),
                    ]),
                    "SHA-256 fingerprints of the app's signing certificates."),
                "hosts": described(
                    strings(), "The listed hosts whose links it opens; all of them when not given."),
                "minSdk": described(
                    ["type": .string("integer"), "minimum": .number(1), "maximum": .number(99)],
                    "The app's minSdk: 31 and later write each route's paths as pathAdvancedPattern."),
            ]),
    ]

    /// Routes by name, at the top level and in a group.
    private static let routesShape: [String: JSONValue] = [
        "type": .string("object"), "minProperties": .number(1),
        "additionalProperties": .object(["$ref": .string("#/$defs/route")]),
    ]
    private static let routes = described(routesShape, "The routes, by name; each name becomes an enum case.")

    static let route: [String: JSONValue] = [
        "routes": described(
            routesShape,
            "Makes this route a group (1.1): its routes' paths continue its path ('/' for its own page), and "
                + "they share its values and, unless they set their own, its auth, permissions, tab, "
                + "presentation and metadata. It becomes a case holding a nested enum."),
        "include": described(
            string,
            "Makes this route a group whose routes are a feature manifest's (1.1, relative path): their "
                + "paths continue its path, they take its settings, and its case holds the feature's enum."),
        "path": described(
            ["type": .string("string"), "pattern": .string("^(/|\\*($|[?#]))")],
            "The path pattern: /literal, /{param}, /{optional?} or /{rest...} last; values inside a "
                + "segment with literal text around them, /@{user}, /{slug}-{id}, /{name}.json (1.1: a text "
                + "between two values splits at its last occurrence); \"*\" for a route matched on any path "
                + "by its 'when:' items (1.1). In 1.2, the whole link after the host: the path, then items "
                + "after '?' (q={query}, {rest...} for every other item) and the fragment after '#' ({section}, a "
                + "path such as /@{user} followed by its own ?items, or items a={x}&b={y}), each value typed in "
                + "'params:'."),
        "when": described(
            [
                "type": .string("object"),
                "additionalProperties": .object([
                    "oneOf": .array([
                        .object(scalar),
                        .object([
                            "type": .string("object"), "required": .array([.string("equals")]),
                            "additionalProperties": .bool(false),
                            "properties": .object([
                                "equals": .object(scalar),
                                "read": .object(wordOrList(choice(["lowercased"]))),
                                "lowercased": replaced(boolean, by: "read: [lowercased]"),
                            ]),
                        ]),
                    ])
                ]),
            ],
            "Query items that choose the route (1.1), by name: present, absent, a value the first item "
                + "equals, or { equals: value } for a value spelled present or absent ({ equals: dark, read: [lowercased] } "
                + "in any case); \"#name\" names a fragment item."),
        "params": described(
            ["$ref": .string("#/$defs/parameters")],
            "The types of the values 'path:' names: its placeholders, and in 1.2 its items and fragment."),
        "query": replaced(["$ref": .string("#/$defs/parameters")], by: "path: \"/search?q={q}\""),
        "fragment": replaced(
            [
                "oneOf": .array([
                    .object([
                        "type": .string("object"), "minProperties": .number(1), "maxProperties": .number(1),
                        "additionalProperties": .object(["$ref": .string("#/$defs/parameter")]),
                    ]),
                    .object(["type": .string("string"), "pattern": .string("/")]),
                ])
            ], by: "path: \"/docs/{page}#{section}\" or \"/#/@{user}\""),
        "fragmentItems": replaced(
            ["$ref": .string("#/$defs/parameters")], by: "path: \"/auth#access_token={token}&state={state}\""),
        "needs": described(
            wordOrList(),
            "What the route needs to be shown beside what its groups need (1.2), one word or a list: signIn "
                + "(a signed-in user), and the permissions the app's access policy checks."),
        "auth": replaced(boolean, by: "needs: [signIn]"),
        "permissions": replaced(
            strings(), by: "needs: [signIn, reviewer], with signIn where the route needs it"),
        "tab": described(string, "The tab the route belongs to."),
        "stack": described(
            strings(), "Routes pushed beneath this one; their values come from this route's, by name."),
        "root": described(string, "The tab root set before the stack."),
        "shows": described(
            string, "The route displayed instead of this one, with this route's values by name."),
        "modalStack": replaced(boolean, by: "presentation: plainSheet or plainCover for false"),
        "presentation": described(
            choice(ManifestDecoder.PresentationChoice.allCases.map(\.rawValue)),
            "How the route is shown: push (the default), sheet or cover (with a navigation stack of its own), "
                + "plainSheet or plainCover (without one, 1.2), tabRoot (the root of its tab, its stack emptied; "
                + "1.1 writes root), reset (modals close, the tab pops to its root) or updateRoot."),
        "description": described(string, "Doc comment and route-table text."),
        "deprecated": described(
            string, "Marks the case deprecated with this message; old links still parse."),
        "removed": described(
            string,
            "Retires the route: it has no case, and its links parse to RouteError.removed with this reason."),
        "universalLink": replaced(boolean, by: "reach: with the route's custom schemes for false"),
        "strict": described(
            [
                "oneOf": .array([
                    .object(boolean), .object(strings(choice(StrictLink.Checks.named.map(\.name)))),
                ])
            ],
            "The spelling rules the route's links keep, else refused (1.1): true for all but 'fragment' (a link "
                + "of its own, a lowercase scheme and host, no port, no empty segment or trailing '/', no "
                + "needless escape, each query item once and read), or those named: [port, items, fragment]."),
        "carriedOnly": replaced(boolean, by: "reach: [carried]"),
        "hosts": replaced(strings(), by: "reach: [mail.example.com]"),
        "schemes": replaced(strings(), by: "reach: [myapp]"),
        "reach": described(
            wordOrList(),
            "Where the route's links come from (1.2), one word or a list; every link when not given. Words "
                + "that name channels: web (universal links, and http where the app reads it), schemes (every "
                + "custom scheme: kept off the web) and the app's custom schemes, as listed; the app's hosts, as listed (on the web, and on the schemes that "
                + "carry a host); anyHost (web links on any host too, as content links the app opens itself, "
                + "never universal links); carried (only inside another link). Written together they meet: [sgnl, "
                + "signal.art] is sgnl://signal.art/… alone. []: no link; the app opens it in code. A group's "
                + "names hosts only."),
        "aliases": described(strings(), "Old paths that still parse; URLs are built from 'path'."),
        "metadata": described(
            [
                "type": .string("object"),
                "additionalProperties": .object([
                    "type": .array([.string("string"), .string("number"), .string("boolean")])
                ]),
            ], "Values of the app's metadata keys; keys without a default need one."),
    ]

    static let parameter: [String: JSONValue] = [
        "type": typeName,
        "default": described(scalar, "The value when the item is absent."),
        "example": described(scalar, "A value for example URLs."),
        "read": described(
            wordOrList(readWord),
            "How the value is read (1.2), one word or a list: lowercased (the text is lowercased before it "
                + "is converted, and built lowercased), raw (the text as the link writes it, escapes kept, "
                + "and built so), lenient (a value that does not convert reads as absent), last (of an item "
                + "given more than once, the last counts)."),
        "range": described(
            [
                "type": .string("string"),
                "pattern": .string(
                    #"^\s*(-?[0-9]+(\.[0-9]+)?\s*\.\.\.\s*(-?[0-9]+(\.[0-9]+)?)?|\.\.\.\s*-?[0-9]+(\.[0-9]+)?)\s*$"#
                ),
            ],
            "Bounds, both included (1.2): a number's value or a String's length, lower...upper, either side "
                + "left out: 1...100, 1..., ...20."),
        "ignoreInvalid": replaced(boolean, by: "read: [lenient]"),
        "lowercased": replaced(boolean, by: "read: [lowercased]"),
        "percentEncoded": replaced(boolean, by: "read: [raw]"),
        "min": replaced(["type": .string("number")], by: "range: 1..."),
        "max": replaced(["type": .string("number")], by: "range: ...100"),
        "minLength": replaced(["type": .string("integer"), "minimum": .number(0)], by: "range: 1..."),
        "maxLength": replaced(["type": .string("integer"), "minimum": .number(0)], by: "range: ...100"),
        "pattern": described(string, "A regular expression the whole string must match."),
        "swift": described(
            string,
            "A context item's Swift name, where it should not be derived from its name in the link; 1.1 "
                + "also on a route's value, which 1.2 names in 'path:' (q={query})."),
    ]
}
