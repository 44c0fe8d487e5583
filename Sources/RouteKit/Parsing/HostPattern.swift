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

    /// `nil` when `text` is `{name}` or `*` without a domain after it, or names a label elsewhere
    /// than first.
    public init?(_ text: String) {
        let lowered = text.lowercased()
        if lowered.hasPrefix("*.") {
            kind = .wildcard
            domain = String(lowered.dropFirst(2))
        } else if text.hasPrefix("{"), let close = text.firstIndex(of: "}"),
            text[text.index(after: close)...].hasPrefix(".")
        {
            kind = .label(String(text[text.index(after: text.startIndex)..<close]))
            domain = String(lowered[lowered.index(close, offsetBy: 2)...])
        } else {
            kind = .exact
            domain = lowered
        }
        guard !domain.isEmpty, !domain.contains("{"), !domain.contains("*") else { return nil }
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
