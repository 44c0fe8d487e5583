/// A listed universal-link host: a domain (`example.com`), every subdomain of one
/// (`*.example.com`), or one label before a domain that is a route's value (`{lang}.example.com`,
/// manifest 1.1). Matched against hosts as ``LinkScope`` reads them: lowercased, in IDNA form.
@_spi(Generated) public struct HostPattern: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The domain itself.
        case exact
        /// Any subdomain, at any depth; not the domain itself.
        case wildcard
        /// One label, the value named here, before the domain.
        case label(String)
    }

    public let kind: Kind
    /// The domain, lowercased: the whole host for ``Kind/exact``, what follows `*.` or `{name}.`
    /// otherwise.
    public let domain: String

    /// The pattern `text` writes. Text that is no pattern (a `{name}` or `*` without a domain after
    /// it, or elsewhere than first), which lint refuses, reads as a domain no host has, so that a
    /// list of hosts and its patterns keep one index.
    public init(_ text: String) {
        let lowered = text.lowercased()
        var kind = Kind.exact
        var domain = lowered
        if lowered.hasPrefix("*.") {
            (kind, domain) = (.wildcard, String(lowered.dropFirst(2)))
        } else if text.hasPrefix("{"), let close = text.firstIndex(of: "}"),
            text[text.index(after: close)...].hasPrefix(".")
        {
            kind = .label(String(text[text.index(after: text.startIndex)..<close]))
            domain = String(lowered[lowered.index(close, offsetBy: 2)...])
        }
        if domain.isEmpty || domain.contains("{") || domain.contains("*") {
            (kind, domain) = (.exact, lowered)
        }
        self.kind = kind
        self.domain = domain
    }

    /// Whether `host`, lowercased, is one this pattern covers.
    public func matches(_ host: String) -> Bool {
        switch kind {
        case .exact: return host == domain
        case .wildcard: return host.count > domain.count + 1 && host.hasSuffix("." + domain)
        case .label:
            guard host.hasSuffix("." + domain) else { return false }
            let label = host.dropLast(domain.count + 1)
            return !label.isEmpty && !label.contains(".")
        }
    }

    /// The host a link is built on: `label` before the domain for a value, `www.` under a
    /// wildcard, the domain itself otherwise.
    public func host(label: String? = nil) -> String {
        switch kind {
        case .exact: return domain
        case .wildcard: return "www." + domain
        case .label: return (label ?? "www") + "." + domain
        }
    }

    /// Whether `text` is a host label a value may be: 1 to 63 lowercase ASCII letters, digits and
    /// `-` (an internationalized label in its IDNA form, `xn--…`, is one). Read and built alike,
    /// so a value that becomes part of a host can never add a dot, a port or a path to it.
    @inlinable public static func isLabel(_ text: String) -> Bool {
        let bytes = text.utf8
        return (1...63).contains(bytes.count)
            && bytes.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// Whether `text` is a host name of labels (``isLabel(_:)``) separated by dots: what a link may
    /// be built on.
    public static func isHostName(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isLabel(String($0)) }
    }

    /// How specific the pattern is when several cover a host: a domain, then a value's label, then
    /// a wildcard (a longer domain first among wildcards).
    var precedence: (Int, Int) {
        switch kind {
        case .exact: return (0, 0)
        case .label: return (1, -domain.count)
        case .wildcard: return (2, -domain.count)
        }
    }
}
