/// A JSON value, printed deterministically: object keys sorted, two-space indent, `/` unescaped,
/// a final newline. (Foundation's serializer formats differently on each platform.)
package indirect enum JSONValue: Equatable, Sendable {
    case string(String)
    case number(Int)
    /// A number with a fraction, printed as written: `1.1`.
    case decimal(String)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The printed document, ending in a newline.
    package var text: String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    private func write(to output: inout String, indent: Int) {
        let inner = String(repeating: "  ", count: indent + 1)
        let outer = String(repeating: "  ", count: indent)
        switch self {
        case .string(let text): output += Self.quoted(text)
        case .number(let number): output += String(number)
        case .decimal(let text): output += text
        case .bool(let bool): output += bool ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                item.write(to: &output, indent: indent + 1)
                output += index < items.count - 1 ? ",\n" : "\n"
            }
            output += outer + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += inner + Self.quoted(key) + ": "
                members[key]!.write(to: &output, indent: indent + 1)
                output += index < keys.count - 1 ? ",\n" : "\n"
            }
            output += outer + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
