/// A value whose text is lowercased before it is converted: a parameter's `lowercased: true`
/// (manifest 1.1), for links that spell one value in any case (`/settings/newTab`, `?view=Grid`).
/// Generated readers ask for it with `as: Lowercased<T>.self` and take its ``value``; an error
/// shows the text as the link wrote it.
@_spi(Generated) public struct Lowercased<Value: RouteParameter>: RouteParameter {
    public var value: Value

    public init(_ value: Value) { self.value = value }

    public init?(routeParameter text: String) {
        guard let value = Value(routeParameter: text.lowercased()) else { return nil }
        self.value = value
    }

    public var routeParameter: String { value.routeParameter.lowercased() }

    public static var routeParameterTypeName: String { Value.routeParameterTypeName }
}
