/// A route's `path:` — a path, `*`, or 1.2's template of the whole link after the host
/// (``PathTemplate``) — and the values it names, typed in `params:`; 1.1's `query:`, `fragment:`,
/// `fragmentItems:` and a value's `swift:`, each recorded with the template 1.2 writes instead.
extension ManifestDecoder {
    /// The route `path:` starts, with its path, `*` and fragment path read; the template's items
    /// and fragment value are placed by ``placeValues(of:at:into:)`` once `params:` is read.
    mutating func route(named name: Located<String>, path node: YAMLNode) -> (Route, PathTemplate?) {
        /// A route on `path`, or on any path (`*`).
        func route(_ path: @autoclosure () -> Located<PathPattern>?, anyPath: Bool) -> Route {
            guard anyPath else { return Route(name: name, path: path()) }
            var route = Route(name: name, path: Located(PathPattern(segments: []), at: node.location))
            route.anyPath = node.location
            return route
        }
        // Before 1.2, a `?` or `#` in a path is refused as a path's, with the keys that read them.
        guard spells1_2, let text = node.scalar, PathTemplate.holdsMoreThanAPath(text) else {
            return (route(pathPattern(node, key: "path"), anyPath: node.scalar == "*"), nil)
        }
        let template: PathTemplate
        switch PathTemplate.parse(text) {
        case .success(let parsed): template = parsed
        case .failure(let error):
            diagnostics.error(.paths(error.message), at: node.location(atCharacter: error.offset))
            return (Route(name: name, path: nil), nil)
        }
        var result = route(
            pattern(template.path, in: node, at: 0, parse: { PathPattern.parse($0) }),
            anyPath: template.path == "*")
        if case .path(let text, let offset, _) = template.fragment {
            result.fragmentPath = pattern(text, in: node, at: offset, parse: PathPattern.parseFragment)
        }
        return (result, template)
    }

    /// The template's items and fragment value, each typed by the `params:` entry of its value's
    /// name (taken out of `params:`, which then types the path's values alone), or a `String` —
    /// `[String: String]` for every other item.
    mutating func placeValues(of template: PathTemplate, at node: YAMLNode, into route: inout Route) {
        func value(_ name: String, at offset: Int, rest: Bool = false) -> Parameter? {
            let location = node.location(atCharacter: offset)
            let declared = route.params.firstIndex { $0.name.value == name }.map {
                route.params.remove(at: $0)
            }
            let type = TypeReference(name: "String", shape: rest ? .dictionary : .single)
            var parameter =
                declared ?? Parameter(name: Located(name, at: location), type: Located(type, at: location))
            if declared != nil, rest != (parameter.type.value.shape == .dictionary) {
                diagnostics.error(
                    .keys(.restItemSpelling(value: name, isRest: rest)), at: parameter.type.location)
                return nil
            }
            parameter.name = Located(name, at: location)
            return parameter
        }
        for (item, inFragment) in template.allItems {
            guard var parameter = value(item.value, at: item.offset, rest: item.isRest) else { continue }
            if item.name != item.value {
                parameter.swiftName = parameter.name
                parameter.name = Located(item.name, at: parameter.name.location)
            }
            if inFragment { route.fragmentItems.append(parameter) } else { route.query.append(parameter) }
        }
        switch template.fragment {
        case .value(let name, let offset):
            route.fragment = value(name, at: offset)
        case .items(_, let offset), .path(_, let offset, _):
            if !template.allItems.allSatisfy({ !$0.inFragment }) {
                route.fragmentItemsLocation = node.location(atCharacter: offset - 1)
            }
        case nil: break
        }
    }

    /// Records 1.1's `query:`, `fragment:` and `fragmentItems:`, and a value's `swift:`, with the
    /// `path:` 1.2 writes instead, which names each value where the link holds it. `routegen
    /// migrate` rewrites them (``ManifestMigration``): the path, and the values moved to `params:`.
    /// A path value's or every other item's `swift:` cannot be: 1.2 names it by its placeholder,
    /// as messages about it then do. `written` is the route's 1.2 template, if it has one.
    mutating func recordTemplate(_ fields: Fields, of route: Route, written: PathTemplate?) {
        let entries = fields.entries.filter { ["query", "fragment", "fragmentItems"].contains($0.key.value) }
        var itemValues = Set(written?.allItems.filter { !$0.item.isRest }.map(\.item.value) ?? [])
        if case .value(let name, _) = written?.fragment { itemValues.insert(name) }
        let isRest = { (value: Parameter) in value.type.value.shape == .dictionary }
        let placeholders =
            route.params.filter { !itemValues.contains($0.name.value) } + route.query.filter(isRest)
        for value in placeholders {
            guard let swiftName = value.swiftName else { continue }
            versionedKeys.append(
                VersionedKey(
                    key: Located("swift", at: swiftName.location),
                    spelling: .cannotMigrate(
                        .valueRenamed(value: value.name.value, swiftName: swiftName.value))))
        }
        let renamed =
            (route.params.filter { itemValues.contains($0.name.value) } + route.query.filter { !isRest($0) }
            + route.fragmentItems + [route.fragment].compactMap { $0 })
            .filter { $0.swiftName != nil }
        guard !entries.isEmpty || !renamed.isEmpty, let path = fields["path"]?.scalar else { return }
        if let written {
            // The template holds the items and fragment, and names each value as Swift does.
            for entry in entries {
                versionedKeys.append(
                    VersionedKey(
                        key: entry.key, spelling: .cannotMigrate(.keysBesideTemplate(route: route.name.value))
                    ))
            }
            for value in renamed {
                let swiftName = value.swiftName!.value
                let item = written.allItems.first { $0.item.value == value.name.value }?.item
                versionedKeys.append(
                    VersionedKey(
                        key: Located("swift", at: value.swiftName!.location),
                        spelling: .replacedIn1_2(
                            replacement: item.map { "\($0.name)={\(swiftName)}" } ?? "#{\(swiftName)}")))
            }
            return
        }
        let template = Self.template(of: route, path: path, fragmentPath: fields["fragment"]?.scalar)
        let replacement = "path: " + Self.flowScalar(template.text)
        for entry in entries {
            versionedKeys.append(
                VersionedKey(key: entry.key, spelling: .replacedIn1_2(replacement: replacement)))
        }
        for value in renamed {
            versionedKeys.append(
                VersionedKey(
                    key: Located("swift", at: value.swiftName!.location),
                    spelling: .replacedIn1_2(replacement: replacement)))
        }
    }

    /// The template 1.2 writes for a 1.1 route whose path is `path`: its items and fragment, each
    /// value by its Swift name.
    static func template(of route: Route, path: String, fragmentPath: String?) -> PathTemplate {
        func item(_ value: Parameter) -> PathTemplate.Item {
            PathTemplate.Item(
                name: value.name.value,
                value: PathTemplate.valueName(ofItem: value.name.value, swiftName: value.swiftName?.value),
                isRest: value.type.value.shape == .dictionary, offset: 0)
        }
        var template = PathTemplate(path: path, items: route.query.map(item))
        let items = route.fragmentItems.map(item)
        if let fragment = route.fragment {
            template.fragment = .value(fragment.swiftName?.value ?? fragment.name.value, offset: 0)
        } else if let fragmentPath {
            template.fragment = .path(fragmentPath, offset: 0, items: items)
        } else if !items.isEmpty {
            template.fragment = .items(items, offset: 0)
        }
        return template
    }

    /// `text`, a part of `node`'s scalar that starts at `offset`, parsed as a path; at its first
    /// character, past an opening quote, so that a segment's column is exact.
    mutating func pattern(
        _ text: String, in node: YAMLNode, at offset: Int,
        parse: (String) -> Result<PathPattern, PathPattern.SyntaxError>
    ) -> Located<PathPattern>? {
        switch parse(text) {
        case .success(let pattern):
            return Located(pattern, at: node.location(atCharacter: offset))
        case .failure(let error):
            diagnostics.error(.paths(error.message), at: node.location(atCharacter: offset + error.offset))
            return nil
        }
    }
}
