/// Why a URL did not parse to a route. Every case names what was wrong, so an app can log it
/// and tests can match on it.
public enum RouteError: Error, Hashable, Sendable {
    /// Neither a listed custom scheme nor https.
    case unsupportedScheme(String)
    /// https, but not a listed host (or a port other than 443).
    case unknownHost(String)
    /// No route's pattern matches the path.
    case notFound(path: String)
    /// A required parameter is absent.
    case missingParameter(name: String)
    /// A value does not convert to its type or breaks a constraint; `expected` says which.
    case invalidParameter(name: String, value: String, expected: String)
    /// The URL itself is unusable, e.g. over the 8 KiB length limit.
    case malformedURL(reason: String)
    /// The link is one the app retired on purpose (`removed:` in the manifest): `route` was its
    /// route, `reason` what the manifest says, for a message such as "this link is no longer
    /// available".
    case removed(route: String, reason: String)
}

extension RouteError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unsupportedScheme(let scheme): return "unsupported scheme '\(scheme)'"
        case .unknownHost(let host): return "unknown host '\(host)'"
        case .notFound(let path): return "no route matches '\(path)'"
        case .missingParameter(let name): return "missing parameter '\(name)'"
        case .invalidParameter(let name, let value, let expected):
            return "parameter '\(name)' is '\(value)', expected \(expected)"
        case .malformedURL(let reason): return "malformed URL: \(reason)"
        case .removed(let route, let reason): return "the link of removed route '\(route)': \(reason)"
        }
    }
}

extension RouteError {
    /// `newest, oldest or price`: values an error says a link may hold.
    @_spi(Generated) public static func alternatives(_ values: [String]) -> String {
        values.count < 2 ? values.joined() : values.dropLast().joined(separator: ", ") + " or " + values.last!
    }

    /// ``description`` without the values a link carries (a path, a parameter's value): for logs
    /// that must not hold one-time tokens. A host and a scheme are kept.
    public var redactedDescription: String {
        switch self {
        case .notFound: return "no route matches the path"
        case .invalidParameter(let name, _, let expected): return "parameter '\(name)' is not \(expected)"
        default: return description
        }
    }
}
