import RouteKit

/// A class's join code as teachers share it: six characters, letters and digits, read
/// case-insensitively and written in capitals. EduGo's manifest declares it as an external type
/// (`ClassCode: { swift: ClassCode }`) to show app types as route parameters.
public struct ClassCode: RouteParameter, CustomStringConvertible {
    public let value: String

    public init?(_ text: String) {
        let upper = text.uppercased()
        guard upper.count == 6, upper.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            return nil
        }
        value = upper
    }

    public init?(routeParameter text: String) { self.init(text) }
    public var routeParameter: String { value }
    public static var routeParameterTypeName: String { "ClassCode" }
    public var description: String { value }
}
