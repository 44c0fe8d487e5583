import Foundation
@_spi(Generated) import RouteKit

/// `<Enum>+Parsing.swift`: `init(url:)`, `url` and `universalLink(host:)`.
///
/// The parser is rendered from the route trie as nested `if`s over the decoded path segments of a
/// `RouteLink`: a literal is a byte comparison, a parameter takes any segment, a catch-all the rest.
/// An alternative that dead-ends falls through to the next one, which is the trie's backtracking.
/// Literal children are found by a `switch` on the segment's hash at every node, however few: one
/// shape at every size, so a literal added to a node adds a case rather than rewriting the node
/// (an `if` chain for up to four literals counts no fewer instructions; see BENCHMARKS.md).
struct ParsingFileEmitter {
    let context: SwiftContext

    /// The most cases one hash `switch` holds: Swift compiles a long `switch` on an integer into
    /// 64-case searches tried one after the other, so larger sets are split by `if`s into ranges of
    /// at most this many (BENCHMARKS.md has the counts).
    static let casesPerSwitch = 32

    /// The routes of the enum being rendered.
    var routes: [ResolvedRoute] { context.cases }
    /// The trie across every file: only the root's parser matches.
    var trie: RouteTrie { context.root.trie }
    var parserName: String { context.enumName + "Parser" }

    /// The version of RouteKit's generated-code interface this generator writes for.
    static let runtimeVersion = 5

    func render() -> GeneratedFile {
        var p = CodePrinter()
        context.printPrologue(&p)
        // A compiler error on this line says the RouteKit linked is not the one the file was made for.
        p.line("// An error on the next line means RouteKit changed: regenerate this file with routegen.")
        p.line(
            SwiftContext.topLevel
                + "private struct \(context.enumName)RuntimeCheck: RouteKit.RouteKitGeneratedCodeVersion\(Self.runtimeVersion) {}"
        )
        p.line()
        printPublicAPI(&p)
        p.line()
        if !context.isFeature && !context.settings.context.isEmpty {
            printLinkContext(&p)
            p.line()
        }
        printParser(&p)
        return GeneratedFile(name: "\(context.fileStem)+Parsing.swift", contents: p.text)
    }

    // MARK: - init(url:), url, universalLink(host:)

    func printPublicAPI(_ p: inout CodePrinter) {
        let access = context.access
        if context.isFeature {
            printFeatureAPI(&p)
            return
        }
        p.block(SwiftContext.topLevel + "extension \(context.enumName)") { p in
            p.docComment(
                ["Parses a link on one of the app's custom schemes or universal-link hosts.", ""]
                    + listItem("Schemes", context.schemes, &p) + listItem("Hosts", context.hosts, &p)
                    + ["- Throws: `RouteError` naming the scheme, host, path or parameter that did not fit."])
            p.block("\(access)init(url: borrowing URL) throws(RouteKit.RouteError)") { p in
                p.wrapped(
                    "self = try RouteKit.RouteLink.parse",
                    [
                        "url", "in: \(parserName).scope", "match: \(parserName).match",
                    ], "")
            }
            p.line()
            if context.settings.anyHostOrigin != nil {
                p.docComment([
                    "Parses a link the app found in its content and opens itself: as `init(url:)`, and web",
                    "links on any host for the routes read on any host (`reach: [anyHost]`).",
                ])
                p.block("\(access)init(contentLink url: borrowing URL) throws(RouteKit.RouteError)") { p in
                    p.wrapped(
                        "self = try RouteKit.RouteLink.parse",
                        ["url", "in: \(parserName).contentScope", "match: \(parserName).match"], "")
                }
                p.line()
            }
            if context.root.readsOrigin {
                printPerHostLinks(&p)
                return
            }
            if let scheme = context.schemes.first {
                let host = context.settings.buildsHost(scheme) ? context.settings.schemeHost : nil
                p.docComment(["The canonical link, on `\(scheme)://\(host.map { $0 + "/" } ?? "")`."])
                p.block("\(access)var url: URL") { p in
                    p.line("var builder = \(context.newBuilder)")
                    p.line("\(parserName).write(self, to: &builder)")
                    let result = carriesLinks ? "let link = " : "return "
                    if let host {
                        p.line(
                            "\(result)builder.url(scheme: \(SwiftSyntax.stringLiteral(scheme)), host: \(SwiftSyntax.stringLiteral(host)))"
                        )
                    } else {
                        let form = context.settings.formArgument(of: scheme).map { ", form: " + $0 } ?? ""
                        p.line("\(result)builder.url(scheme: \(SwiftSyntax.stringLiteral(scheme))\(form))")
                    }
                    if carriesLinks { p.line("return \(parserName).carrying(self, link, builder)") }
                }
            } else {
                let host = defaultHost ?? ""
                p.docComment([
                    "The canonical link, on `https://\(host)` (the manifest lists no custom scheme)."
                ])
                p.block("\(access)var url: URL") { p in
                    p.line("var builder = \(context.newBuilder)")
                    p.line("\(parserName).write(self, to: &builder)")
                    p.line("return builder.url(host: \(SwiftSyntax.stringLiteral(host)))")
                }
            }
            p.line()
            p.docComment([
                "The universal link on `host` (default: \(defaultHost.map { "`\($0)`" } ?? "none; name one")), or `nil` when",
                "the host is not listed or the route is scheme-only.",
            ])
            p.block("\(access)func universalLink(host: String? = nil) -> URL?") { p in
                p.line("guard \(parserName).isUniversalLink(self) else { return nil }")
                if declaredDefaultHost != nil {
                    p.line("let host = host?.lowercased() ?? \(parserName).defaultHost")
                } else if let defaultHost {
                    p.line("let host = host?.lowercased() ?? \(SwiftSyntax.stringLiteral(defaultHost))")
                } else {
                    p.line("guard let host = host?.lowercased() else { return nil }")
                }
                p.line("guard \(parserName).scope.isListed(host) else { return nil }")
                p.line("var builder = \(context.newBuilder)")
                p.line("\(parserName).write(self, to: &builder)")
                if carriesLinks {
                    p.line("let link = builder.url(host: host)")
                    printCarriedLinkCheck(&p)
                    p.line("return link")
                } else {
                    p.line("return builder.url(host: host)")
                }
            }
        }
    }

    /// `url` and `universalLink(host:)` when routes differ by host: each route's link is built on its
    /// own host, with the value the host carries, and a route is linked only on a host it is on.
    func printPerHostLinks(_ p: inout CodePrinter) {
        let access = context.access
        let host = context.settings.schemeHost
        let hostLiteral = host == nil ? "nil" : "\(parserName).defaultHost"
        let scheme = context.schemes.first
        p.docComment([
            "The canonical link, on `\(scheme.map { $0 + "://" } ?? "https://")`, after the route's host when the scheme",
            "carries one; on `https://` and the route's host when no custom scheme reaches the route.",
        ])
        p.block("\(access)var url: URL") { p in
            p.line("var builder = \(context.newBuilder)")
            p.line("\(parserName).write(self, to: &builder)")
            // Where routes differ by scheme, a value can read as a route on some schemes only (a
            // literal where this route has a value): its link is then the web's.
            let guarded = context.settings.routesDifferByScheme
            p.wrapped(
                guarded || carriesLinks ? "let link = builder.url" : "return builder.url",
                [
                    "scheme: \(SwiftSyntax.stringLiteral(scheme ?? "https"))", "defaultHost: \(hostLiteral)",
                ] + (scheme.flatMap(context.settings.formArgument).map { ["form: " + $0] } ?? [])
                    + ["in: \(parserName).scope"], "")
            if guarded {
                p.line(
                    "if let other = try? Self(url: link), other.name != name, let web = universalLink() { return web }"
                )
            }
            if carriesLinks {
                p.line("return \(parserName).carrying(self, link, builder)")
            } else if guarded {
                p.line("return link")
            }
        }
        p.line()
        p.docComment([
            "The universal link on `host` (default: the route's first host, else \(host.map { "`\($0)`" } ?? "none")), with the",
            "value the host carries; `nil` when the route is not reached on `host` (or a route limited to it",
            "takes the link there) or is scheme-only.",
        ])
        p.block("\(access)func universalLink(host: String? = nil) -> URL?") { p in
            p.line("guard \(parserName).isUniversalLink(self) else { return nil }")
            p.line("var builder = \(context.newBuilder)")
            p.line("\(parserName).write(self, to: &builder)")
            p.wrapped(
                "guard let host = builder.host",
                ["host?.lowercased()", "default: \(hostLiteral)", "in: \(parserName).scope"],
                " else { return nil }")
            p.line("let link = builder.url(host: host)")
            if context.root.routesDifferByHost {
                // A route limited to the host may take the link there, as a value may equal its literal.
                p.line("if let other = try? Self(url: link), other.name != name { return nil }")
            } else {
                // Routes differ by scheme only, which no universal link has; a route that carries a
                // link is read back below. A value the builder cannot write (`%FF`) reads as none.
                let carrying = carriesLinks ? "!carriedRoutes.isEmpty || " : ""
                p.line(
                    "assert(\(carrying)(try? Self(url: link)).map { $0.name == name } != false, \"\\(link) reads as another route\")"
                )
            }
            if carriesLinks { printCarriedLinkCheck(&p) }
            p.line("return link")
        }
    }

    /// `carrying(_:_:_:)`: a route that carries a link is built where the routes it carries are
    /// reached, which depends on the value: its canonical link, else its link on each scheme in
    /// the manifest's order (a scheme that names screens by host in both forms), then the web,
    /// the first that reads back as the route.
    func printCarrying(_ p: inout CodePrinter) {
        let settings = context.settings
        let enumName = context.enumName
        // The parser's `defaultHost`, so that the host is written once.
        let hostLiteral = declaredDefaultHost == nil ? "nil" : "defaultHost"
        // The first scheme too: a route on some hosts is built on the web where it names screens.
        // A scheme that names screens by host too (`host: optional`) is tried in both forms.
        var others: [String] = settings.schemes.flatMap { scheme in
            let literal = SwiftSyntax.stringLiteral(scheme)
            let form = settings.formArgument(of: scheme).map { ", form: " + $0 } ?? ""
            let hostForm = "host.map { builder.url(scheme: \(literal), host: $0) }"
            let screenForm = "builder.url(scheme: \(literal)\(form))"
            guard settings.hostSchemes.contains(scheme) else { return [screenForm] }
            return settings.optionalHostSchemes.contains(scheme) ? [hostForm, screenForm] : [hostForm]
        }
        if !settings.hosts.isEmpty { others.append("host.map(builder.url(host:))") }
        p.docComment([
            "`link`, the link `builder` built for `route`, unless a route it carries is not reached from",
            "there: then the first of its links on each scheme, then on the web, that reads back as it.",
        ])
        p.wrapped(
            "static func carrying",
            ["_ route: \(enumName)", "_ link: URL", "_ builder: RouteKit.RouteURLBuilder"], " -> URL {")
        p.indented { p in
            p.line("let readsBack = { (url: URL) in (try? \(enumName)(url: url)) == route }")
            p.line("guard !route.carriedRoutes.isEmpty, !readsBack(link) else { return link }")
            if others.contains(where: { $0.hasPrefix("host.") }) {
                p.line("let host = builder.host(nil, default: \(hostLiteral), in: scope)")
            }
            p.line("let others: [URL?] = [")
            p.indented { p in
                for other in others { p.line(other + ",") }
            }
            p.line("]")
            p.line("return others.compactMap { $0 }.first(where: readsBack) ?? link")
        }
        p.line("}")
    }

    /// Whether a route of the app carries a link of it.
    var carriesLinks: Bool { context.root.carriesLinks }

    /// A universal link that carries a link reaches the carried route only where a web link may
    /// (its reach), which depends on the value: the link is read back, and is `nil` unless it gives
    /// the route.
    func printCarriedLinkCheck(_ p: inout CodePrinter) {
        p.line("if !carriedRoutes.isEmpty, (try? Self(url: link)) != self { return nil }")
    }

    /// The host the parser declares as `defaultHost`: where routes differ by host, the one a
    /// scheme that carries a host names; in an app whose routes carry links, the one universal
    /// links are built on, which a carrying route's link may fall back to.
    var declaredDefaultHost: String? {
        if context.root.readsOrigin { return context.settings.schemeHost }
        return carriesLinks ? defaultHost : nil
    }

    /// The first listed host that is not a wildcard.
    var defaultHost: String? { context.hosts.first { !$0.hasPrefix("*.") } }

    /// `- Hosts: `a`, `b``, or where that is too long, one item a line below it: adding one then
    /// adds a line.
    func listItem(_ title: String, _ values: [String], _ p: inout CodePrinter) -> [String] {
        let line =
            "- \(title): " + (values.isEmpty ? "none" : values.map { "`\($0)`" }.joined(separator: ", "))
        if p.fits("/// " + line) { return [line] }
        return ["- \(title):"] + values.map { "  - `\($0)`" }
    }

    /// A feature's parser entry and builders go through the app's enum, whose trie spans every file.
    func printFeatureAPI(_ p: inout CodePrinter) {
        let access = context.access
        let app = context.root.enumName
        let (prefix, suffix) = context.wrappingInTheApp
        p.block(SwiftContext.topLevel + "extension \(context.enumName)") { p in
            p.docComment([
                "Parses a link with `\(app)`'s parser, whose trie spans every feature file.",
                "",
                "- Throws: `RouteError`; `notFound` when the link is another feature's or the app's own.",
            ])
            p.block("\(access)init(url: borrowing URL) throws(RouteKit.RouteError)") { p in
                p.block("guard case \(prefix)let route\(suffix) = try \(app)(url: url) else") { p in
                    p.wrapped(
                        "let path = try RouteKit.RouteLink.read",
                        ["url", "in: \(app)Parser.scope"], " { $0.path }")
                    p.line("throw .notFound(path: path)")
                }
                p.line("self = route")
            }
            p.line()
            p.docComment(["The canonical link: `\(app)`'s, for this route."])
            p.block("\(access)var url: URL") { p in
                p.line("\(app)\(prefix)self\(suffix).url")
            }
            p.line()
            p.docComment(["The universal link on `host`: `\(app)`'s, for this route."])
            p.block("\(access)func universalLink(host: String? = nil) -> URL?") { p in
                p.line("\(app)\(prefix)self\(suffix).universalLink(host: host)")
            }
        }
    }

    // MARK: - The parser enum

    func printParser(_ p: inout CodePrinter) {
        let deprecated = routes.filter { $0.deprecated != nil }
        p.docComment([
            context.isFeature
                ? "The builder and value readers of `\(context.enumName)`, whose links `\(context.root.enumName)`'s matcher reads."
                : "The matcher and builder of `\(context.enumName)`, rendered from its matcher plan."
        ])
        // Internal, not private: with `include:`, the app's matcher calls each feature's readers.
        // The app's parser reads and builds the links its routes carry.
        let conformance = context.isFeature ? "" : ": RouteKit.GeneratedParser"
        p.block(SwiftContext.topLevel + "enum \(parserName)\(conformance)") { p in
            if !context.isFeature {
                printMatcher(context.root.plan, &p)
            }
            let readers = valueReaders(context.members())
            if !readers.isEmpty {
                if !context.isFeature { p.line() }
                p.docComment([
                    "One reader per route with values, and per group that shares values: converts and checks",
                    "them, then builds the case (a group's around the member it is given).",
                ])
                p.block("enum Values") { p in
                    for (index, reader) in readers.enumerated() {
                        if index > 0 { p.line() }
                        switch reader {
                        case .route(let route): printMake(route, &p)
                        case .node(let group): printGroupReader(group, &p)
                        }
                    }
                }
            }
            if !readers.isEmpty || !context.isFeature { p.line() }
            if !context.isFeature && carriesLinks {
                printCarrying(&p)
                p.line()
            }
            printWrite(&p)
            p.line()
            printIsUniversalLink(of: nil, &p)
            printGroupFunctions(context.members(), &p)
        }
        if !deprecated.isEmpty { printDeprecatedFactory(deprecated, &p) }
    }

    /// Whether a route of the enum or of a group's is reachable over https (`universalLink:`).
    func printIsUniversalLink(of group: RouteNode?, _ p: inout CodePrinter) {
        p.docComment(["Whether the route is reachable over https."])
        p.block("static func isUniversalLink(_ route: \(group?.swiftName ?? context.enumName)) -> Bool") {
            p in
            context.printSwitch(
                &p, subject: "route", of: group,
                node: { inner in
                    let test =
                        inner.isGroup
                        ? "isUniversalLink(nested)" : "\(inner.swiftName)Parser.isUniversalLink(route)"
                    return (.expression(.code(test)), false)
                },
                route: { (.expression(.code($0.opensAsUniversalLink ? "true" : "false")), []) })
        }
    }

    /// The builder and `isUniversalLink` of each group's enum, which the enclosing enum's hand
    /// their case to.
    func printGroupFunctions(_ members: [RouteNode.Member], _ p: inout CodePrinter) {
        for case .node(let group) in members {
            p.line()
            printWrite(of: group, &p)
            p.line()
            printIsUniversalLink(of: group, &p)
            printGroupFunctions(context.members(of: group), &p)
        }
    }
}
