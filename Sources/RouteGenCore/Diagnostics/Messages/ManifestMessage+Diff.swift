extension ManifestMessage {
    /// What `routegen diff` finds between two manifests, as links in the wild see it: each change
    /// with a link that shows it, and how to keep a moved route's old links.
    package enum Diff: Hashable, Sendable {
        /// A route's key renamed, its links the same.
        case renamed(route: String, now: String)
        case otherRoute(route: String, now: String, url: String)
        /// Links to `route` now reach `by`, a route of its own that shows `route` with their values.
        case shownBy(route: String, by: String, url: String)
        /// `failure` is the new parser's error; `gone` when the route is no longer in the manifest.
        case noLongerParses(route: String, url: String, failure: String, gone: Bool)
        case nowFails(route: String, url: String, failure: String)
        /// `change` is the first value read differently, `name: old → new`.
        case otherValues(route: String, url: String, change: String)
        case leavesApp(route: String, url: String)
        /// `lost` are the Android apps that opened it (`nil`: the manifest's one app); `opens` those
        /// that open it now (none: the browser).
        case leavesAndroidApp(route: String, url: String, lost: [String]?, opens: [String])
        case buildsDifferently(route: String, now: String, before: String, keep: Keep)
        case added(route: String, path: String)
        case retired(route: String, reason: String)
        /// `oldPath`: the alias is the route's path in the old manifest.
        case gainsAlias(route: String, alias: String, oldPath: Bool)
        /// An optional or defaulted value, read by `reader`.
        case gainsValue(route: String, reader: ValueReader, name: String, type: String)

        /// How to keep the links the app wrote to a route that moved.
        package enum Keep: Hashable, Sendable {
            /// Its old path under its own `aliases:`.
            case ownAlias(String)
            /// Its group's old part under the group's `aliases:`, one alias for all its routes.
            case groupAlias(String, group: String)
            /// Its old path as a route of its own that shows it, where an alias could not read a
            /// value as the new path does.
            /// (`route` in full, at the top level of `routes:`; `items`: the route reads items or the
            /// fragment, which the new route must read too.)
            case showingRoute(String, route: String, items: Bool)
        }

        package var text: String {
            switch self {
            case .renamed(let route, let now):
                "route '\(route)' is now '\(now)': its links are the same, its Swift case and handler method are "
                    + "renamed (the app's code changes, no link breaks)"
            case .shownBy(let route, let by, let url):
                "links to '\(route)' now reach route '\(by)', which shows '\(route)' with their values, e.g. "
                    + "\(url): no link breaks, and the app's code gets '\(by)' for them (its handler method)"
            case .otherRoute(let route, let now, let url):
                "links to '\(route)' now parse to route '\(now)', e.g. \(url)"
            case .noLongerParses(let route, let url, let failure, let gone):
                "links to '\(route)' no longer parse, e.g. \(url): \(failure)"
                    + (gone ? " (the route is gone)" : "")
            case .nowFails(let route, let url, let failure):
                "links to '\(route)' that parsed now fail, e.g. \(url): \(failure)"
            case .otherValues(let route, let url, let change):
                "links to '\(route)' now give other values, e.g. \(url): \(change)"
            case .leavesApp(let route, let url):
                "universal links to '\(route)' that the old apple-app-site-association sent to the app now open "
                    + "in Safari, e.g. \(url)"
            case .leavesAndroidApp(let route, let url, let lost, let opens):
                "links to '\(route)' that the old intent filters opened in "
                    + "\(lost?.joined(separator: ", ") ?? "the Android app") now open "
                    + "\(opens.isEmpty ? "the browser" : opens.joined(separator: ", ") + " instead"), e.g. \(url)"
            case .buildsDifferently(let route, let now, let before, let keep):
                "route '\(route)' now builds its links as '\(now)' instead of '\(before)'; \(keep.text)"
            case .added(let route, let path):
                "route '\(route)' added (\(path))"
            case .retired(let route, let reason):
                "route '\(route)' is removed on purpose (\(reason)); its links parse to RouteError.removed"
            case .gainsAlias(let route, let alias, let oldPath):
                oldPath
                    ? "route '\(route)' keeps its old path '\(alias)' as an alias"
                    : "route '\(route)' gains the alias '\(alias)'"
            case .gainsValue(let route, let reader, let name, let type):
                "route '\(route)' gains the \(reader.placeName) '\(name)' (\(type))"
            }
        }
    }
}

extension ManifestMessage.Diff.Keep {
    package var text: String {
        switch self {
        case .ownAlias(let path):
            "keep '\(path)' under its 'aliases:' so that links the app wrote still parse"
        case .groupAlias(let path, let group):
            "keep the group's old path '\(path)' under group '\(group)''s 'aliases:' so that links the app "
                + "wrote to its routes still parse"
        case .showingRoute(let path, let route, let items):
            "keep '\(path)' with a route of its own that shows this one, at the top of 'routes:': "
                + "{ path: \"\(path)\", shows: \(route) }"
                + (items
                    ? ", with the same " + ManifestMessage.spelled("'query:'", "query")
                        + " and fragment items as '\(route)'" : "")
                + ", so that links the app wrote still parse (an alias reads each value as the path does)"
        }
    }
}
