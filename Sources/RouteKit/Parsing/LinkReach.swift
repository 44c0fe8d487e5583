/// Channels links come to an app by, as a set: the web (universal links, and http links where the
/// app reads them) and each of its custom schemes, by its place in the parser's ``LinkScope``.
@_spi(Generated) public struct LinkChannels: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    @inlinable public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Universal links, and http links where the app reads them.
    public static let web = LinkChannels(rawValue: 1)

    /// The most custom schemes a scope tells apart; lint refuses more.
    public static let maximumSchemes = 63

    /// Custom scheme `index` of a scope.
    public static func scheme(_ index: Int) -> LinkChannels {
        precondition(index < maximumSchemes, "at most \(maximumSchemes) custom schemes")
        return LinkChannels(rawValue: 2 << UInt64(index))
    }
}

/// The links a link is carried in, as reading it needs them: how many, and by which channels they
/// came. A link opened on its own has none.
@_spi(Generated) public struct LinkCarriers: Hashable, Sendable {
    /// How many links carry it.
    public let depth: Int
    /// The channels those links came by.
    public let channels: LinkChannels

    /// A link opened on its own. Computed, not stored: a stored global is read through a
    /// lazy-initialization check on every link (BENCHMARKS.md).
    @inlinable public static var none: LinkCarriers {
        LinkCarriers(depth: 0, channels: LinkChannels(rawValue: 0))
    }

    @usableFromInline init(depth: Int, channels: LinkChannels) {
        self.depth = depth
        self.channels = channels
    }

    /// The carriers of a link carried in one that came by `channel` and is carried by these.
    func carrying(by channel: LinkChannels) -> LinkCarriers {
        LinkCarriers(depth: depth + 1, channels: channels.union(channel))
    }
}

/// Where a route's links may come from, as the generated parser tests a link against it: by
/// which channels the link, and every link carrying it, may have come, and whether it must be
/// carried. A carried link is never more trusted than the link that carries it.
@_spi(Generated) public struct LinkReach: Sendable {
    /// The channels every link of the chain must have come by.
    public let channels: LinkChannels
    /// Whether the link must be carried inside another (`carriedOnly: true`).
    public let carriedOnly: Bool

    /// The reach of a route on the web when `web`, and on `schemes`, of `scope`'s.
    public init(web: Bool, schemes: [String], carriedOnly: Bool = false, in scope: LinkScope) {
        var channels: LinkChannels = web ? .web : []
        for scheme in schemes {
            if let index = scope.schemes.firstIndex(of: scheme.lowercased()) {
                channels.insert(.scheme(index))
            }
        }
        self.channels = channels
        self.carriedOnly = carriedOnly
    }
}

extension RouteLink {
    /// The channel the link came by, among `scope`'s.
    public func channel(in scope: LinkScope) -> LinkChannels {
        isUniversalLink ? .web : .scheme(schemeIndex(in: scope))
    }

    /// Whether the link reaches a route of `reach`: it and every link carrying it came by one of
    /// its channels, and it is carried where the route must be.
    public func isReached(by reach: LinkReach, in scope: LinkScope) -> Bool {
        if reach.carriedOnly && carriers.depth == 0 { return false }
        return reach.channels.isSuperset(of: carriers.channels.union(channel(in: scope)))
    }

    /// Whether the link is carried inside another.
    public var isCarried: Bool { carriers.depth > 0 }
}
