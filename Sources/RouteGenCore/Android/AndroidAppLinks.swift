import Foundation
@_spi(Generated) import RouteKit

/// The Android side of the same links (`android:`, 1.1): the hosts' `assetlinks.json`, which names
/// the app, and the `<intent-filter>`s its manifest declares, written from the same routes as the
/// parser and the AASA. Android's static filters match a path with `pathPattern`, a glob that has
/// no per-segment wildcard and stops a `.*` at the first match of what follows it, so a route with
/// values is its literal segments up to its first value, then `.*`, and a route of literals only
/// is its `path`, with and without a trailing `/`: a filter may claim a path no route reads
/// (`/articles/a/b` for `/articles/{title}`), which the parser then refuses with `notFound`, and
/// never leaves out a link the parser reads.
package struct AndroidAppLinks: Sendable {
    package let manifest: ValidatedManifest
    /// The app, as `android:` names it.
    package let app: AndroidApp

    package init?(_ manifest: ValidatedManifest) {
        guard let app = manifest.settings.android, !manifest.settings.hosts.isEmpty else { return nil }
        self.manifest = manifest
        self.app = app
        filters = Self.filters(of: manifest)
    }

    /// `assetlinks.json`, served on every host at `/.well-known/assetlinks.json` — or, where the
    /// domains Android fetches it from keep different links in the browser, one per domain, named
    /// after it (`assetlinks.click.wiki.example.json`) — and the intent filters to paste into the
    /// app's `AndroidManifest.xml`.
    package var files: [GeneratedFile] {
        let aasa = AppSiteAssociation(manifest)
        var domains: [String] = []
        var origins: [String: [Int]] = [:]
        for (origin, host) in manifest.settings.hosts.enumerated() {
            let domain = Self.fetchDomain(of: host)
            if origins[domain] == nil { domains.append(domain) }
            origins[domain, default: []].append(origin)
        }
        let rules = domains.map { dynamicRules(on: origins[$0]!, aasa: aasa) }
        let statements: [GeneratedFile]
        if rules.allSatisfy({ $0 == rules[0] }) {
            statements = [GeneratedFile(name: "assetlinks.json", contents: assetLinks(rules[0]).text)]
        } else {
            statements = domains.indices.map {
                GeneratedFile(name: "assetlinks.\(domains[$0]).json", contents: assetLinks(rules[$0]).text)
            }
        }
        return statements + [
            GeneratedFile(name: manifest.enumName + ".intent-filters.xml", contents: intentFilters)
        ]
    }

    /// The Digital Asset Links statement that lets the app open the hosts' links, with Android 15's
    /// dynamic rules where it has links to keep in the browser (``dynamicRules(on:aasa:)``).
    package func assetLinks(_ rules: [JSONValue]?) -> JSONValue {
        var statement: [String: JSONValue] = [
            "relation": .array([.string("delegate_permission/common.handle_all_urls")]),
            "target": .object([
                "namespace": .string("android_app"),
                "package_name": .string(app.package),
                "sha256_cert_fingerprints": .array(app.fingerprints.map(JSONValue.string)),
            ]),
        ]
        if let rules {
            statement["relation_extensions"] = .object([
                "delegate_permission/common.handle_all_urls": .object([
                    "dynamic_app_link_components": .array(rules)
                ])
            ])
        }
        return .array([.object(statement)])
    }

    /// The filters: one with `autoVerify` per set of hosts that serve the same routes, with each
    /// route's `pathPattern`, then one for the custom schemes.
    package let filters: [Filter]

    private static func filters(of manifest: ValidatedManifest) -> [Filter] {
        let settings = manifest.settings
        var byPaths: [[AndroidPath]: [String]] = [:]
        var order: [[AndroidPath]] = []
        for origin in settings.hosts.indices {
            let paths = paths(on: origin, in: manifest)
            guard !paths.isEmpty else { continue }
            if byPaths[paths] == nil { order.append(paths) }
            byPaths[paths, default: []].append(androidHost(settings.hosts[origin]))
        }
        var filters = order.map { Filter(schemes: ["https"], hosts: byPaths[$0]!, paths: $0) }
        if !settings.schemes.isEmpty {
            filters.append(Filter(schemes: settings.schemes.map { $0.lowercased() }, hosts: [], paths: []))
        }
        return filters
    }

    /// One `<intent-filter>`: it claims a link whose scheme, host and path each match one of its
    /// own (no host or path: any).
    package struct Filter: Sendable, Equatable {
        package var schemes: [String]
        package var hosts: [String]
        package var paths: [AndroidPath]
        /// Whether Android verifies the filter's hosts: every https filter.
        package var autoVerify: Bool { schemes == ["https"] }
    }

    /// A `<data>` element's path: `android:path`, a literal, or `android:pathPattern`, a simple
    /// glob (`.` any character, `x*` any number of `x`, `\\` an escape), as Android reads them
    /// before XML's own escaping.
    package enum AndroidPath: Hashable, Sendable {
        case path(String)
        case pattern(String)
    }

    /// The paths of the routes a universal link on host `origin` reaches, in the order of the
    /// routes, each once.
    private static func paths(on origin: Int, in manifest: ValidatedManifest) -> [AndroidPath] {
        let settings = manifest.settings
        var seen: Set<AndroidPath> = []
        var paths: [AndroidPath] = []
        // A route on any path is chosen by an item, which a static filter cannot say (see `notes`).
        for (_, route) in manifest.allRoutes where route.opensAsUniversalLink && !route.anyPath {
            guard settings.origins(of: route)?.contains(origin) != false else { continue }
            for path in route.patterns.flatMap({
                Self.androidPaths($0, caseSensitive: settings.caseSensitive)
            })
            where seen.insert(path).inserted {
                paths.append(path)
            }
        }
        return paths
    }

    /// What the filters cannot say, for lint: a route on any path, chosen by a query item, opens
    /// the Android app only on the paths other routes claim.
    package static func notes(_ manifest: ValidatedManifest) -> [Diagnostic] {
        guard AndroidAppLinks(manifest) != nil else { return [] }
        var notes: [Diagnostic] = []
        if !manifest.settings.caseSensitive, let first = manifest.allRoutes.first?.route {
            notes.append(
                Diagnostic(
                    "literal segments are matched ignoring case ('caseSensitive: false'), which an Android path "
                        + "pattern cannot say, so each letter is written as any character and the filters claim web "
                        + "paths no route reads (the app answers them notFound)", at: first.location,
                    severity: .note))
        }
        return notes
            + manifest.allRoutes.filter { $0.route.anyPath && $0.route.opensAsUniversalLink }.map {
                _, route in
                Diagnostic(
                    "route '\(route.name)' is chosen by a query item on any path, which an Android intent filter "
                        + "cannot say (it matches paths only), so on Android its links open the app only on paths "
                        + "other routes claim, and the browser elsewhere", at: route.location, severity: .note
                )
            }
    }

    /// Whether `android:host` value `listed` covers `host` (both lowercase): itself, or, for
    /// `*.domain`, every name that ends with `.domain`.
    package static func covers(_ listed: String, host: String) -> Bool {
        listed.hasPrefix("*.") ? host.hasSuffix(listed.dropFirst()) : host == listed
    }

    /// A host as `android:host` writes it: a wildcard, or a label that is a value, as `*.`.
    package static func androidHost(_ host: String) -> String {
        switch HostPattern(host).kind {
        case .exact: host.lowercased()
        case .wildcard, .label: "*." + HostPattern(host).domain
        }
    }

    /// `pattern` as Android's paths: a `pathPattern` of its literal segments, `.`, `*` and `\`
    /// escaped (any letter as `.` where literals ignore case), each after `/*` (any number of `/`),
    /// up to its first value, then `.*`; of literals only, ending in `/*`.
    package static func androidPaths(_ pattern: PathPattern, caseSensitive: Bool) -> [AndroidPath] {
        var result = ""
        var hasValue = false
        func literal(_ text: String) {
            for character in text {
                if !caseSensitive, character.isLetter {
                    result.append(".")
                } else {
                    if character == "." || character == "*" || character == "\\" { result.append("\\") }
                    result.append(character)
                }
            }
        }
        // `/*`: the parser skips empty segments, so `//browse/` and an empty path are its links too.
        loop: for segment in pattern.segments {
            hasValue = true
            switch segment {
            case .literal(let text):
                hasValue = false
                result.append("/*")
                literal(text)
            case .pieces(let texts, _):
                result += "/*"
                literal(texts[0])
                result += ".*"
                break loop
            case .parameter, .catchAll: result += "/.*"; break loop
            case .optionalParameter: result += ".*"; break loop
            }
        }
        return [.pattern(hasValue ? result : result + "/*")]
    }

    /// The filters as `AndroidManifest.xml` writes them, to paste into the activity that opens links.
    package var intentFilters: String {
        var p = CodePrinter()
        p.line(
            "<!-- Generated by routegen from \(Self.escape(manifest.app.path)). Do not edit; paste into the")
        p.line("     <activity> that opens links. Android verifies each host of an autoVerify filter by its")
        p.line("     /.well-known/assetlinks.json, and links the app does not read open in the browser. -->")
        for filter in filters {
            p.line(filter.autoVerify ? #"<intent-filter android:autoVerify="true">"# : "<intent-filter>")
            p.indented { p in
                p.line(#"<action android:name="android.intent.action.VIEW" />"#)
                p.line(#"<category android:name="android.intent.category.DEFAULT" />"#)
                p.line(#"<category android:name="android.intent.category.BROWSABLE" />"#)
                for scheme in filter.schemes { p.line(#"<data android:scheme="\#(Self.escape(scheme))" />"#) }
                for host in filter.hosts { p.line(#"<data android:host="\#(Self.escape(host))" />"#) }
                for path in filter.paths {
                    // Android reads a manifest string's `\` as an escape first, so it is doubled.
                    let (attribute, text) =
                        switch path {
                        case .path(let text): ("path", text)
                        case .pattern(let text): ("pathPattern", text)
                        }
                    let written = Self.escape(text.replacingOccurrences(of: "\\", with: "\\\\"))
                    p.line(#"<data android:\#(attribute)="\#(written)" />"#)
                }
            }
            p.line("</intent-filter>")
        }
        return p.text
    }

    /// Whether Android opens the route's links in the app, for the route docs: on the hosts whose
    /// verified filter has its paths, and on the custom schemes.
    package func summary(of route: ResolvedRoute) -> String {
        let paths = Set(
            route.patterns.flatMap { Self.androidPaths($0, caseSensitive: manifest.settings.caseSensitive) })
        let settings = manifest.settings
        let on = settings.hosts.indices.filter { settings.origins(of: route)?.contains($0) != false }
            .map { Self.androidHost(settings.hosts[$0]) }
        let hosts = filters.filter { $0.autoVerify && !paths.isDisjoint(with: $0.paths) }.flatMap(\.hosts)
            .filter(on.contains)
        let schemes = (route.schemes ?? manifest.settings.schemes).map { "`\($0):`" }
        if route.anyPath, route.opensAsUniversalLink {
            return
                "Android: its links open the app on paths other routes claim (an intent filter cannot say an item)"
        }
        guard !hosts.isEmpty else {
            return "Android: "
                + (route.carriedOnly
                    ? "only inside another link" : "on " + schemes.joined(separator: ", ") + " links only")
        }
        return "Android: the app opens its links on " + hosts.map { "`\($0)`" }.joined(separator: ", ")
            + (schemes.isEmpty || route.hosts != nil ? "" : " and " + schemes.joined(separator: ", "))
    }

    /// What Android does with `url`, for `explain`: which generated filter claims it, or that the
    /// browser opens it, naming the filter by the host that matched.
    package func verdict(_ url: URL, aasa: AppSiteAssociation) -> String {
        switch claim(url) {
        case (_, _, nil)?: return "Android: the custom-scheme filter opens it in the app"
        case (_, let host, .path(let text)?)?:
            return "Android: the verified filter of '\(host)' claims it (path \(text)), so the app opens it"
        case (_, let host, .pattern(let pattern)?)?:
            let claimed = "Android: the verified filter of '\(host)' claims it (pathPattern \(pattern))"
            if let excluded = dynamicExclude(url, aasa: aasa) {
                return claimed + "; on Android 15 and later the dynamic rule excluding '\(excluded.path)' ("
                    + "\(excluded.comment)) keeps it in the browser"
            }
            return claimed + ", so the app opens it"
        case nil:
            let scheme = url.scheme ?? ""
            return "Android: no intent filter claims it, so the browser opens it"
                + (scheme == scheme.lowercased()
                    ? "" : " (Android compares the scheme as written, listed in lowercase)")
        }
    }

    /// The dynamic rule that excludes `url`, an https link on a listed host, if one does.
    private func dynamicExclude(_ url: URL, aasa: AppSiteAssociation) -> AASAComponent? {
        guard url.scheme?.lowercased() == "https", let host = url.host(percentEncoded: false)?.lowercased()
        else {
            return nil
        }
        let origin = manifest.scope.origin(ofHost: host)
        guard origin >= 0 else { return nil }
        return excludingRule(url, origin: origin, aasa: aasa)
    }

    /// The filter that claims `url` and, on a verified one, the path that does; `nil` when none
    /// does. Schemes and hosts compare as written, as Android compares them.
    package func claim(_ url: URL) -> (filter: Filter, host: String, path: AndroidPath?)? {
        let scheme = url.scheme ?? ""
        // Android compares the scheme as written and the host ignoring case.
        let host = (url.host(percentEncoded: true) ?? "").lowercased()
        let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.path ?? ""
        for filter in filters where filter.schemes.contains(scheme) {
            guard filter.autoVerify else { return (filter, "", nil) }
            // The most specific host of the filter that covers the link's: an exact one first.
            let matched =
                filter.hosts.first { $0 == host } ?? filter.hosts.first { Self.covers($0, host: host) }
            guard matched != nil else { continue }
            let claiming = filter.paths.first { candidate in
                switch candidate {
                case .path(let text): text == path
                case .pattern(let pattern): Self.simpleGlob(pattern, matches: path)
                }
            }
            if let claiming, let matched { return (filter, matched, claiming) }
        }
        return nil
    }

    /// Whether `text` matches `pattern`, a `pathPattern` as Android's documentation describes it:
    /// `.` any character, a character followed by `*` any number of it, `\\` makes the next literal.
    package static func simpleGlob(_ pattern: String, matches text: String) -> Bool {
        var tokens: [(character: Character?, repeats: Bool)] = []  // nil: any character
        var characters = Array(pattern)[...]
        while let first = characters.popFirst() {
            var token: Character? = first == "." ? nil : first
            if first == "\\", let next = characters.popFirst() { token = next }
            let repeats = characters.first == "*"
            if repeats { characters = characters.dropFirst() }
            tokens.append((token, repeats))
        }
        let input = Array(text)
        var memo: [Int: Bool] = [:]
        func match(_ t: Int, _ i: Int) -> Bool {
            if let known = memo[t * (input.count + 1) + i] { return known }
            let result: Bool
            if t == tokens.count {
                result = i == input.count
            } else {
                let (character, repeats) = tokens[t]
                let fits = { (index: Int) in
                    index < input.count && (character == nil || input[index] == character)
                }
                if repeats {
                    result = match(t + 1, i) || (fits(i) && match(t, i + 1))
                } else {
                    result = fits(i) && match(t + 1, i + 1)
                }
            }
            memo[t * (input.count + 1) + i] = result
            return result
        }
        return match(0, 0)
    }

    /// `text` in an XML attribute or comment.
    package static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
