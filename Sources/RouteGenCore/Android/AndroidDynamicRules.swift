import Foundation

/// Android 15's dynamic rules (`dynamic_app_link_components` in `assetlinks.json`): what the static
/// filters cannot say — the links that stay in the browser. The static filters claim every path a
/// route reads; the rules are the AASA's excludes that Android can say exactly, then `"/": "*"`,
/// which keeps everything else the filters claim: Android tries the rules in order, the first that
/// matches decides, and a link no rule matches opens the browser.
///
/// Rules that open a route's links are not written: the filters already claim them, and Android's
/// patterns could not say them alike. Its `*` stops at the first match of what follows it, and its
/// documentation does not say whether a pattern sees a path encoded or decoded, nor in which case;
/// its `?` items need one matching pair where Apple's need every one. So an exclude is written
/// only where it is exact under every reading — a path of literals that need no escape and of
/// values at a segment's end, without `?` or `#` patterns — and left out otherwise: the app then
/// opens the link, and the parser refuses it as it does on earlier Android versions.
extension AndroidAppLinks {
    /// The exclude among Android 15's dynamic rules that keeps `url`, an https link on listed host
    /// `origin`, in the browser, if one does.
    func excludingRule(_ url: URL, origin: Int, aasa: AppSiteAssociation) -> AASAComponent? {
        let domain = Self.fetchDomain(of: manifest.settings.hosts[origin])
        let origins = manifest.settings.hosts.indices.filter {
            Self.fetchDomain(of: manifest.settings.hosts[$0]) == domain
        }
        let path = url.path(percentEncoded: true).isEmpty ? "/" : url.path(percentEncoded: true)
        return exactExcludes(on: origins, aasa: aasa).first {
            AASAPattern.matches($0.path, path, caseSensitive: true)
        }
    }

    /// The rules of the file Android fetches for the hosts `origins` (one domain: a wildcard's is
    /// the domain after `*.`): the excludes every one of them has, then `*`; `nil` where there is
    /// no exclude to say.
    func dynamicRules(on origins: [Int], aasa: AppSiteAssociation) -> [JSONValue]? {
        let excludes = exactExcludes(on: origins, aasa: aasa)
        guard !excludes.isEmpty else { return nil }
        return excludes.map { .object(["/": .string($0.path), "exclude": .bool(true)]) }
            + [.object(["/": .string("*")])]
    }

    /// `rules`, each domain's (the hosts of domain `d` being `origins[d]`), where a domain without
    /// rules says `*` when a host of it would take another's: Android 15 looks a link's rules up
    /// by its host, then by `*.` and each parent domain (AOSP's `DomainVerificationService`), so a
    /// host whose own file says none (`click.wiki.example`) would keep the links a wildcard over
    /// it (`*.wiki.example`) keeps in the browser, rules it was not written for.
    func inheritingNone(_ rules: [String: [JSONValue]?], origins: [String: [Int]]) -> [String: [JSONValue]?] {
        let hosts = manifest.settings.hosts
        let ruled = Set(
            rules.filter { $0.value != nil }.flatMap { origins[$0.key]!.map { Self.androidHost(hosts[$0]) } })
        guard !ruled.isEmpty else { return rules }
        var result = rules
        for (domain, own) in rules where own == nil {
            let inherits = origins[domain]!.contains { origin in
                Self.parentWildcards(of: Self.androidHost(hosts[origin])).contains(where: ruled.contains)
            }
            if inherits { result[domain] = [.object(["/": .string("*")])] }
        }
        return result
    }

    /// The keys Android 15 looks a host's rules up by after its own, as AOSP's
    /// `DomainVerificationService` does: `*.` and the domain after each of its labels, while that
    /// domain has a dot (`click.wiki.example`: `*.wiki.example`). Of a wildcard's (`*.d`), those of
    /// its domain's parents: its own is `*.d`.
    package static func parentWildcards(of host: String) -> [String] {
        var rest = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
        var keys: [String] = []
        while let dot = rest.firstIndex(of: "."), rest[rest.index(after: dot)...].contains(".") {
            rest = String(rest[rest.index(after: dot)...])
            keys.append("*." + rest)
        }
        return keys
    }

    /// The AASA's excludes every host of `origins` has that Android says exactly: a path Android
    /// reads alike however it reads one (``exactPattern(_:)``), no `?` or `#`, case compared.
    private func exactExcludes(on origins: [Int], aasa: AppSiteAssociation) -> [AASAComponent] {
        guard manifest.settings.caseSensitive else { return [] }
        let lists = origins.map { aasa.components(on: $0).filter(\.exclude) }
        return (lists.first ?? []).filter { exclude in
            lists.allSatisfy { $0.contains(exclude) } && exclude.query.isEmpty && exclude.fragment == nil
                && exclude.caseSensitive != false && Self.exactPattern(exclude.path) != nil
        }
    }

    /// An AASA path pattern Android reads alike whether it sees the path encoded or decoded: each
    /// segment literal text that needs no escape, then at most a wildcard at its end; `nil` else.
    package static func exactPattern(_ aasa: String) -> String? {
        for segment in aasa.split(separator: "/", omittingEmptySubsequences: false) {
            guard let first = segment.firstIndex(where: { $0 == "*" || $0 == "?" }) else {
                guard AASAPattern.standsAsWritten(segment) else { return nil }
                continue
            }
            let literal = segment[..<first], wildcard = segment[first...]
            guard AASAPattern.standsAsWritten(literal), wildcard == "*" || wildcard == "?*" else {
                return nil
            }
        }
        return aasa
    }

    /// The domain Android fetches a listed host's `assetlinks.json` from: a wildcard's (and a host
    /// that carries a value, which Android writes as one) is the domain after its `*.`.
    package static func fetchDomain(of listed: String) -> String {
        let host = androidHost(listed).lowercased()
        return host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
    }
}
