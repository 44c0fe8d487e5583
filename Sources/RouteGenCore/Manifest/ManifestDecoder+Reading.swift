/// How a value is read and bounded (1.2's `read:` words and `range:`) and how a route is shown
/// (1.2's presentation words), and the 1.1 spellings they replace, each recorded with its version
/// (``VersionedKey``) and, for 1.1's, the 1.2 text.
extension ManifestDecoder {
    /// What a group sets that its routes inherit, as far as the decoder sees it (the groups above a
    /// route in its file): 1.1's `modalStack:` is written in 1.2 with the presentation it
    /// qualifies, and 1.1's `auth: false` or `permissions:` under a group that needs more is what
    /// 1.2 cannot say. (A feature's including group is in another file: `routegen migrate` checks
    /// the result generates the same files.)
    struct Enclosing {
        var presentation: Presentation?
        var access = RouteAccess()
    }

    /// `needs: [signIn, reviewer]` (1.2): what a route needs to be shown beside what its group
    /// needs — `signIn` a signed-in user (1.1's `auth: true`), any other word a permission the
    /// app's access policy checks (1.1's `permissions:`). A `signin` is refused as no permission.
    mutating func needs(_ node: YAMLNode, into route: inout Route) {
        let items: [YAMLNode] = if case .sequence(let items) = node.kind { items } else { [node] }
        let words = items.compactMap { string($0, key: "needs") }
        // A word that reads as no permission a policy grants: `signIn` misspelt, or 1.1's `auth: true`.
        for word in words where word.value != "signIn" {
            let text = word.value.trimmingCharacters(in: .whitespaces).lowercased()
            if text == "signin" || Self.boolLiteral(items[0]) != nil && items.count == 1 {
                diagnostics.error(.keys(.signInSpelling(found: word.value)), at: word.location)
            }
        }
        route.needs = words
    }

    /// Records `needs:` as 1.2's, and 1.1's `auth:` and `permissions:` with the `needs:` that says
    /// the same; where the route gives up what its group needs (`auth: false`, or permissions in
    /// place of the group's), which 1.2's `needs:` cannot, it is recorded as such.
    mutating func recordNeeds(_ fields: Fields, of route: Route, named name: String, enclosing: Enclosing) {
        if let entry = fields.entries.first(where: { $0.key.value == "needs" }) {
            versionedKeys.append(VersionedKey(key: entry.key, spelling: .since1_2))
        }
        let entries = fields.entries.filter { $0.key.value == "auth" || $0.key.value == "permissions" }
        guard let first = entries.first else { return }
        let inherited = enclosing.access
        let ownPermissions = route.permissions?.map(\.value)
        if route.auth == false && inherited.auth == true {
            versionedKeys.append(
                VersionedKey(key: first.key, spelling: .cannotMigrate(.optsOutOfSignIn(route: name))))
            return
        }
        // 1.2 lists a group's permissions first, then the route's own.
        if let ownPermissions, let groups = inherited.permissions?.map(\.value),
            !ownPermissions.starts(with: groups)
        {
            versionedKeys.append(
                VersionedKey(key: first.key, spelling: .cannotMigrate(.replacesPermissions(route: name))))
            return
        }
        let groups = inherited.permissions?.count ?? 0
        let valid =
            fields["needs"] == nil
            && entries.allSatisfy { $0.key.value != "auth" || Self.boolLiteral($0.value) != nil }
        let words = (route.auth == true ? ["signIn"] : []) + (ownPermissions?.dropFirst(groups) ?? [])
        let needs = "needs: [\(words.map(Self.flowScalar).joined(separator: ", "))]"
        // Beside a `needs:` of its own, or with a value that is no Bool, the key only.
        record(entries, as: !valid ? "needs:" : words.isEmpty ? "" : needs)
    }

    /// The words of `reach:` that name no scheme or host, in any case: a scheme the app lists may
    /// not be named so.
    package enum ReachWord: String, CaseIterable, Sendable {
        case web, schemes, anyHost = "anyhost", carried

        /// The word as `reach:` writes it.
        package var written: String { self == .anyHost ? "anyHost" : rawValue }
    }

    /// Records a route's or group's `reach:` as 1.2's, and its 1.1 `schemes:`, `universalLink:`,
    /// `hosts:` and `carriedOnly:` with the one `reach:` that says the same: the schemes it names
    /// (the word `schemes` for `universalLink: false`), its hosts, then `carried`; `reach: []`
    /// where no link reaches it.
    mutating func recordReach(_ fields: Fields) {
        if let entry = fields.entries.first(where: { $0.key.value == "reach" }) {
            versionedKeys.append(VersionedKey(key: entry.key, spelling: .since1_2))
        }
        let entries = fields.entries.filter { Self.reachKeys.contains($0.key.value) }
        guard let first = entries.first else { return }
        let scalars = { (key: String) -> [String]? in
            guard let node = fields[key], case .sequence(let items) = node.kind else { return nil }
            return items.compactMap(\.scalar)
        }
        let hosts = scalars("hosts")
        let universalLink = fields["universalLink"].flatMap(Self.boolLiteral)
        let schemes = scalars("schemes")
        // Off the web, on every scheme: 1.1's `universalLink: false` is the word `schemes`.
        let offTheWeb = schemes == nil && universalLink == false ? ["schemes"] : []
        let carried = fields["carriedOnly"].flatMap(Self.boolLiteral) == true
        if let word = schemes?.first(where: { ReachWord(rawValue: $0.lowercased()) != nil }) {
            versionedKeys.append(
                VersionedKey(
                    key: first.key, spelling: .cannotMigrate(.schemeNamedLikeReachWord(scheme: word))))
            return
        }
        let valid =
            fields["reach"] == nil && (fields["hosts"] == nil || hosts != nil)
            && (fields["schemes"] == nil || schemes != nil)
            && ["universalLink", "carriedOnly"].allSatisfy { fields[$0].map(Self.boolLiteral) != .some(nil) }
        let words = (schemes ?? []) + offTheWeb + (hosts ?? []) + (carried ? ["carried"] : [])
        let reach =
            schemes == []
            ? "reach: []"
            : words.isEmpty ? "" : "reach: [\(words.map(Self.flowScalar).joined(separator: ", "))]"
        record(entries, as: valid ? reach : "reach:")
    }

    /// A word of `presentation:`: RouteKit's presentation, and whether a sheet or cover brings a
    /// navigation stack of its own (1.1's `modalStack:`, `true` unless `false`).
    struct PresentationWord {
        var presentation: Presentation
        var hasStack = true
    }

    /// 1.2's words of `presentation:` that 1.1 spelled otherwise: `tabRoot` (1.1's `root`, which
    /// read like the key `root:`), `plainSheet` and `plainCover` (a sheet or cover without a
    /// stack, 1.1's `modalStack: false`).
    static let presentationWords: [String: PresentationWord] = [
        "tabRoot": PresentationWord(presentation: .tabRoot),
        "plainSheet": PresentationWord(presentation: .sheet, hasStack: false),
        "plainCover": PresentationWord(presentation: .cover, hasStack: false),
    ]

    /// `presentation:` as either version writes it (`root` is 1.1's, `tabRoot` 1.2's).
    mutating func presentationWord(_ node: YAMLNode) -> Located<PresentationWord>? {
        if let text = node.scalar, let word = Self.presentationWords[text] {
            return Located(word, at: node.location)
        }
        return choice(node, key: "presentation", PresentationChoice.self, replacedIn1_2: ["root"]).map {
            Located(
                PresentationWord(
                    presentation: $0.value == .root ? .tabRoot : Presentation(rawValue: $0.value.rawValue)!),
                at: $0.location)
        }
    }

    /// What `presentation:` takes, in the order messages list it: 1.2's words and 1.1's `root`.
    package enum PresentationChoice: String, CaseIterable {
        case push, sheet, cover, plainSheet, plainCover, tabRoot, reset, updateRoot, root
    }

    /// Records a route's 1.2 presentation word, and 1.1's `presentation: root` and `modalStack:`
    /// with the word 1.2 writes (`plainSheet` for a sheet without a stack, its own or its group's).
    mutating func recordPresentation(_ fields: Fields, of route: String, enclosing: Presentation?) {
        let entry = fields.entries.first { $0.key.value == "presentation" }
        if let entry, let text = entry.value.scalar, Self.presentationWords[text] != nil {
            versionedKeys.append(
                VersionedKey(
                    key: Located("presentation: \(text)", at: entry.value.location), spelling: .since1_2))
        }
        let own = entry?.value.scalar.flatMap(Presentation.init(rawValue:))
        guard let stack = fields.entries.first(where: { $0.key.value == "modalStack" }) else {
            if let entry, entry.value.scalar == "root" {
                versionedKeys.append(
                    VersionedKey(
                        key: Located("presentation: root", at: entry.value.location),
                        spelling: .replacedIn1_2(replacement: "presentation: tabRoot"),
                        edits: [.replace(entry.value.span.lowerBound..<entry.value.textEnd, with: "tabRoot")])
                )
            }
            return
        }
        guard Self.boolLiteral(stack.value) == false else {
            versionedKeys.append(
                VersionedKey(
                    key: stack.key, spelling: .replacedIn1_2(replacement: ""), edits: [.remove(stack)]))
            return
        }
        let word = [.cover, .plainCover].contains(own ?? enclosing) ? "plainCover" : "plainSheet"
        let edits: [TextEdit] =
            if let entry, own != nil {
                [.replace(entry.value.span.lowerBound..<entry.value.textEnd, with: word), .remove(stack)]
            } else {
                [.replace(stack, with: "presentation: \(word)")]
            }
        versionedKeys.append(
            VersionedKey(
                key: stack.key, spelling: .replacedIn1_2(replacement: "presentation: \(word)"), edits: edits))
    }

    /// 1.2's words of `read:`, each with the 1.1 flag it replaces (`last` has none).
    static let readWords: [(word: String, flag: String?)] = [
        ("lowercased", "lowercased"), ("raw", "percentEncoded"), ("lenient", "ignoreInvalid"), ("last", nil),
    ]

    /// `read: [lowercased, raw, lenient, last]`, or one word: sets the flags they name.
    mutating func read(_ node: YAMLNode, into parameter: inout Parameter) {
        for word in words(node, key: "read", allowed: Self.readWords.map(\.word)) {
            let flag = Located(true, at: word.location)
            switch word.value {
            case "lowercased": parameter.lowercased = flag
            case "raw": parameter.percentEncoded = flag
            case "lenient": parameter.ignoreInvalid = flag
            default: parameter.last = flag
            }
        }
    }

    /// `range: lower...upper`.
    mutating func range(_ node: YAMLNode) -> Located<ValueRange>? {
        if case .scalar(let text, .plain) = node.kind, let range = ValueRange(text) {
            return Located(range, at: node.location)
        }
        diagnostics.error(.keys(.notARange(found: node.describedValue)), at: node.location)
        return nil
    }

    /// Records a parameter's `read:` and `range:` as 1.2's, and its 1.1 flags and bounds with the
    /// `read:` or `range:` that says the same.
    mutating func recordValueSpellings(_ fields: Fields) {
        for entry in fields.entries where entry.key.value == "read" || entry.key.value == "range" {
            versionedKeys.append(VersionedKey(key: entry.key, spelling: .since1_2))
        }
        let flagWords = Dictionary(
            uniqueKeysWithValues: Self.readWords.compactMap { word in
                word.flag.map { ($0, word.word) }
            })
        let flags = fields.entries.filter { flagWords[$0.key.value] != nil }
        let words = flags.filter { Self.boolLiteral($0.value) == true }.compactMap { flagWords[$0.key.value] }
        // A flag that is no Bool (reported as such) says the key only.
        let valid = flags.allSatisfy { Self.boolLiteral($0.value) != nil }
        record(flags, as: !valid ? "read:" : words.isEmpty ? "" : "read: [\(words.joined(separator: ", "))]")
        for (lower, upper) in [("min", "max"), ("minLength", "maxLength")] {
            let bounds = fields.entries.filter { $0.key.value == lower || $0.key.value == upper }
            // Each bound as a decimal number (`0.` is `0`); one that is no number says the key only.
            let number = { (key: String) -> String? in
                guard let text = fields[key]?.scalar else { return "" }
                guard let value = Double(text), value.isFinite else { return nil }
                return ManifestDecoder.decimalText(value)
            }
            guard let from = number(lower), let to = number(upper) else {
                record(bounds, as: "range:")
                continue
            }
            record(bounds, as: "range: \(from)...\(to)")
        }
    }

    /// Records `entries`, 1.1 keys that 1.2 writes as `replacement` together: the first is
    /// rewritten to it, the others removed.
    mutating func record(_ entries: [YAMLNode.Entry], as replacement: String) {
        guard let first = entries.first else { return }
        let rest = entries.dropFirst().map(TextEdit.remove)
        let edits =
            (replacement.isEmpty ? [TextEdit.remove(first)] : [TextEdit.replace(first, with: replacement)])
            + rest
        for (index, entry) in entries.enumerated() {
            versionedKeys.append(
                VersionedKey(
                    key: entry.key, spelling: .replacedIn1_2(replacement: replacement),
                    edits: index == 0 ? edits : []))
        }
    }
}
