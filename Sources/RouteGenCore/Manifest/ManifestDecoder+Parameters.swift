/// A value's declaration: `name: Type`, or its long form (`{ type, default, read, range, … }`), as
/// `params:`, 1.1's `query:` and the like, `context:` and `metadata:` write it.
extension ManifestDecoder {
    mutating func parameters(_ node: YAMLNode, key: String) -> [Parameter] {
        guard let fields = mapping(node, named: "'\(key)'", keys: nil, context: "") else { return [] }
        // A route's value is named in 1.2's path, a context item with `swift:`.
        let replaced: Set<String> = key == "context" ? [] : ["swift"]
        return fields.entries.compactMap { entry in
            parameter(named: entry.key, entry.value, replacedIn1_2: replaced)
        }
    }

    private mutating func parameter(
        named name: Located<String>, _ node: YAMLNode, replacedIn1_2: Set<String>
    ) -> Parameter? {
        switch node.kind {
        case .scalar:
            guard let type = typeReference(node) else { return nil }
            return Parameter(name: name, type: type)
        case .mapping:
            guard
                let fields = mapping(
                    node, named: "parameter '\(name.value)'", keys: Self.parameterKeys,
                    context: "in parameter '\(name.value)'", replacedIn1_2: replacedIn1_2)
            else { return nil }
            var type = Located(TypeReference(name: "String"), at: node.location)
            if let typeNode = fields["type"] {
                guard let parsed = typeReference(typeNode) else { return nil }
                type = parsed
            }
            var parameter = Parameter(name: name, type: type)
            if let node = fields["default"] {
                if node.isNull {
                    diagnostics.error(.keys(.emptyDefault), at: node.location)
                } else if let text = string(node, key: "default") {
                    parameter.defaultValue = text
                }
            }
            if let node = fields["min"] { parameter.constraints.min = number(node, key: "min") }
            if let node = fields["max"] { parameter.constraints.max = number(node, key: "max") }
            if let node = fields["minLength"], let value = integer(node, key: "minLength") {
                parameter.constraints.minLength = Located(value, at: node.location)
            }
            if let node = fields["maxLength"], let value = integer(node, key: "maxLength") {
                parameter.constraints.maxLength = Located(value, at: node.location)
            }
            if let node = fields["range"] { parameter.constraints.range = range(node) }
            if let node = fields["pattern"] { parameter.constraints.pattern = string(node, key: "pattern") }
            if let node = fields["example"] { parameter.example = string(node, key: "example") }
            if let node = fields["swift"] { parameter.swiftName = string(node, key: "swift") }
            if let node = fields["percentEncoded"], let value = bool(node, key: "percentEncoded") {
                parameter.percentEncoded = Located(value, at: node.location)
            }
            if let node = fields["lowercased"], let value = bool(node, key: "lowercased") {
                parameter.lowercased = Located(value, at: node.location)
            }
            if let node = fields["ignoreInvalid"], let value = bool(node, key: "ignoreInvalid") {
                parameter.ignoreInvalid = Located(value, at: node.location)
            }
            if let node = fields["read"] { read(node, into: &parameter) }
            recordValueSpellings(fields)
            return parameter
        case .sequence:
            diagnostics.error(.keys(.parameterIsAList(parameter: name.value)), at: node.location)
            return nil
        }
    }

    private mutating func typeReference(_ node: YAMLNode) -> Located<TypeReference>? {
        guard let text = string(node, key: "type") else { return nil }
        guard let type = TypeReference(parsing: text.value) else {
            diagnostics.error(.keys(.notAType(text.value)), at: node.location)
            return nil
        }
        return Located(type, at: node.location)
    }
}
