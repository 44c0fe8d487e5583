import Foundation
import Testing

/// `routegen verify-app` on real property lists, XML and binary: each kind of missing entry is an
/// error with the line to add, extras are warnings, and a complete pair passes.
@Suite struct VerifyAppTests {
    /// Writes `plist` as a file of `format` and returns its path.
    func write(
        _ plist: [String: Any], _ format: PropertyListSerialization.PropertyListFormat, in directory: URL,
        name: String
    )
        throws -> String
    {
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0)
        let file = directory.appendingPathComponent(name)
        try data.write(to: file)
        return file.path
    }

    static let domains = [
        "applinks:edugo.app", "applinks:dev.edugo.app", "webcredentials:edugo.app",
        "webcredentials:dev.edugo.app",
        "appclips:edugo.app", "appclips:dev.edugo.app",
    ]

    func entitlements(_ domains: [String]) -> [String: Any] {
        ["com.apple.developer.associated-domains": domains, "aps-environment": "development"]
    }

    func info(_ schemes: [[String]]) -> [String: Any] {
        [
            "CFBundleIdentifier": "com.edugo.app",
            "CFBundleURLTypes": schemes.map { ["CFBundleURLSchemes": $0] },
        ]
    }

    func verify(
        entitlements: [String: Any]?, info: [String: Any]?,
        format: PropertyListSerialization.PropertyListFormat
    )
        throws -> CLI.Result
    {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments = ["verify-app", "Manifests/edugo.yaml"]
        if let entitlements {
            arguments += [
                "--entitlements", try write(entitlements, format, in: directory, name: "App.entitlements"),
            ]
        }
        if let info {
            arguments += ["--info-plist", try write(info, format, in: directory, name: "Info.plist")]
        }
        let result = try CLI.run(arguments)
        return CLI.Result(
            status: result.status, stdout: result.stdout,
            stderr: result.stderr.replacingOccurrences(of: directory.path + "/", with: ""))
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func completeFilesPass(_ format: PropertyListSerialization.PropertyListFormat) throws {
        // With a developer-mode entry and the schemes split over two URL types, as apps write them.
        let result = try verify(
            entitlements: entitlements(Self.domains + ["applinks:edugo.app?mode=developer"]),
            info: info([["edugo"], ["EDUGO-DEV"]]), format: format)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "the app's files list every domain and scheme of Manifests/edugo.yaml\n")
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func eachMissingKindIsAnErrorWithTheLineToAdd(
        _ format: PropertyListSerialization.PropertyListFormat
    ) throws {
        let result = try verify(
            entitlements: entitlements(
                Self.domains.filter {
                    $0 != "applinks:dev.edugo.app" && $0 != "webcredentials:edugo.app"
                        && $0 != "appclips:edugo.app"
                }
                    + ["applinks:old.edugo.app"]),
            info: info([["edugo"]]), format: format)
        #expect(result.status == 1)
        let key = "com.apple.developer.associated-domains"
        #expect(
            result.stderr.split(separator: "\n").map(String.init) == [
                "App.entitlements: error: 'applinks:dev.edugo.app' is missing from \(key); add <string>applinks:dev.edugo.app</string> to its array",
                "App.entitlements: error: 'webcredentials:edugo.app' is missing from \(key); add <string>webcredentials:edugo.app</string> to its array",
                "App.entitlements: error: 'appclips:edugo.app' is missing from \(key); add <string>appclips:edugo.app</string> to its array",
                "App.entitlements: warning: 'applinks:old.edugo.app' in \(key) is no domain of the manifest's; remove it, or list 'old.edugo.app' under 'hosts:'",
                "Info.plist: error: URL scheme 'edugo-dev' is missing from CFBundleURLTypes; add <string>edugo-dev</string> to a CFBundleURLSchemes array",
            ])
    }

    /// An entry of another service says what the manifest lacks for it: the AASA key that serves
    /// it where its host is listed, the host where it is not.
    @Test func anEntryOfAnotherServiceGetsItsOwnFix() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = directory.appendingPathComponent("app.yaml")
        try
            "version: 1\nschemes: [app]\nhosts: [example.com]\nappIDs: [ABCDE12345.com.example.app]\nroutes:\n  home: { path: / }\n"
            .write(to: manifest, atomically: true, encoding: .utf8)
        let entries = [
            "applinks:example.com", "webcredentials:example.com", "appclips:example.com",
            "activitycontinuation:example.com", "webcredentials:other.example",
        ]
        let file = try write(entitlements(entries), .xml, in: directory, name: "App.entitlements")
        let result = try CLI.run(["verify-app", manifest.path, "--entitlements", file])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }
        #expect(lines.count == 4)
        #expect(
            lines.contains {
                $0.contains("'webcredentials:example.com'")
                    && $0.contains("add 'aasa: { webcredentials: true }'")
            })
        #expect(
            lines.contains {
                $0.contains("'appclips:example.com'")
                    && $0.contains("'aasa: { appClips: [TEAM.bundle.Clip] }'")
            })
        #expect(
            lines.contains {
                $0.contains("'activitycontinuation:example.com'")
                    && $0.contains("a service routegen does not write")
            })
        #expect(
            lines.contains {
                $0.contains("'webcredentials:other.example'")
                    && $0.contains("list 'other.example' under 'hosts:'")
            })
    }

    @Test func filesWithoutTheKeysAtAllMissEverything() throws {
        let result = try verify(
            entitlements: ["aps-environment": "development"], info: ["CFBundleName": "EduGo"], format: .xml)
        #expect(result.status == 1)
        #expect(result.stderr.components(separatedBy: ": error: ").count - 1 == Self.domains.count + 2)
    }

    @Test func extrasAloneAreWarnings() throws {
        let result = try verify(
            entitlements: nil, info: info([["edugo", "edugo-dev", "legacy"]]), format: .binary)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "Info.plist: warning: URL scheme 'legacy' in CFBundleURLTypes is not one of the manifest's schemes\n"
        )
    }

    @Test func aFileThatIsNotAPropertyListIsNamed() throws {
        let result = try CLI.run([
            "verify-app", "Manifests/edugo.yaml", "--info-plist", "Manifests/edugo.yaml",
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Manifests/edugo.yaml: error: not a property list file with a dictionary at its top\n")
        #expect(try CLI.run(["verify-app", "Manifests/edugo.yaml"]).status == 64)
    }

    // MARK: - Android

    /// A merged AndroidManifest.xml as Gradle writes one: the app's launcher activity, a share
    /// target, and the link activity holding `filters`, attributes over several lines.
    static func androidManifest(_ filters: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"
            package="com.example.wiki" android:versionCode="42">
            <uses-permission android:name="android.permission.INTERNET" />
            <application android:label="@string/app_name" android:name=".WikiApplication">
                <activity android:name=".MainActivity" android:exported="true">
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN" />
                        <category android:name="android.intent.category.LAUNCHER" />
                    </intent-filter>
                    <!-- <intent-filter android:autoVerify="true"><data android:host="commented.example" /></intent-filter> -->
                    <intent-filter>
                        <action android:name="android.intent.action.SEND" />
                        <data android:mimeType="text/plain" />
                    </intent-filter>
                </activity>
                <activity
                    android:name=".LinkActivity"
                    android:exported="true">
        \(filters)
                </activity>
            </application>
        </manifest>
        """
    }

    /// `verify-app` of wiki.yaml against the merged manifest `xml`, written in `directory`: its
    /// status and the lines of its findings.
    static func verifyWiki(_ xml: String, in directory: URL) throws -> (status: Int32, lines: [String]) {
        let file = directory.appendingPathComponent("AndroidManifest.xml")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["verify-app", "Tests/Reference/wiki.yaml", "--android-manifest", file.path])
        return (result.status, result.stderr.split(separator: "\n").map(String.init))
    }

    /// The filters routegen writes, pasted into a real-looking manifest, pass; a host, a scheme and
    /// a route's paths taken out are each an error with the XML to add, and a host the manifest
    /// does not list is a warning.
    @Test func anAndroidManifestListsEveryHostSchemeAndRoute() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = try String(
            contentsOfFile: "Tests/Reference/wiki/WikiRoute.com.example.wiki.intent-filters.xml",
            encoding: .utf8)
        let complete = directory.appendingPathComponent("AndroidManifest.xml")
        try Self.androidManifest(generated).write(to: complete, atomically: true, encoding: .utf8)
        var result = try CLI.run([
            "verify-app", "Tests/Reference/wiki.yaml", "--android-manifest", complete.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("the app's files list every domain and scheme"))

        let broken = generated.replacingOccurrences(
            of: "<data android:host=\"*.m.wiki.example\" />\n", with: ""
        )
        .replacingOccurrences(of: "<data android:scheme=\"wikiapp\" />\n", with: "")
        .replacingOccurrences(of: "<data android:pathPattern=\"/*articles/.*\" />\n", with: "")
        .replacingOccurrences(
            of: "<data android:host=\"wiki.example\" />",
            with: "<data android:host=\"wiki.example\" />\n<data android:host=\"old.example\" />")
        let file = directory.appendingPathComponent("Broken.xml")
        try Self.androidManifest(broken).write(to: file, atomically: true, encoding: .utf8)
        result = try CLI.run(["verify-app", "Tests/Reference/wiki.yaml", "--android-manifest", file.path])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.contains(
                    "error: no intent filter with android:autoVerify=\"true\" verifies '*.m.wiki.example'")
            })
        #expect(
            lines.contains {
                $0.contains(
                    "error: no intent filter opens links on 'wikiapp:'; add <data android:scheme=\"wikiapp\" />"
                )
            })
        let articles = lines.filter {
            $0.contains("claims https://") && $0.contains("/articles/example ('article')")
        }
        // On each verified host the route is on: wiki.example, the users' and the language hosts.
        #expect(articles.count == 3, "\(lines)")
        #expect(articles.allSatisfy { $0.contains("add <data android:pathPattern=\"/*articles/.*\" />") })
        #expect(
            lines.contains {
                $0.contains("warning: 'old.example' is verified by the app and no host of the manifest")
            })
    }

    /// Routes that one line claims (`/trails/{id}`, `/trails/{id}/map`) get that line once, naming
    /// every link it claims: the advice was printed for each route alike.
    @Test func aLineToAddIsSaidOnceForEveryRouteItClaims() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        version: 1.1
        schemes: [trailhead]
        hosts: [trailhead.example]
        appIDs: [ABCDE12345.com.example.trailhead]
        android: { package: com.example.trailhead, fingerprints: ["\(String(repeating: "AB:", count: 31))AB"] }
        routes:
          trail: { path: "/trails/{id}" }
          trailMap: { path: "/trails/{id}/map" }
          trailPhotos: { path: "/trails/{id}/photos" }

        """.write(to: directory.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        try """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.trailhead">
          <application>
            <activity android:name=".Main" android:exported="true">
              <intent-filter android:autoVerify="true">
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="https" />
                <data android:scheme="trailhead" />
                <data android:host="trailhead.example" />
                <data android:pathPrefix="/other" />
              </intent-filter>
            </activity>
          </application>
        </manifest>
        """.write(
            to: directory.appendingPathComponent("AndroidManifest.xml"), atomically: true, encoding: .utf8)
        let result = try CLI.run(
            ["verify-app", "app.yaml", "--android-manifest", "AndroidManifest.xml"], in: directory)
        #expect(result.status == 1)
        let unclaimed = result.stderr.split(separator: "\n").filter {
            $0.contains("no verified filter claims")
        }
        #expect(unclaimed.count == 1, "\(result.stderr)")
        for route in ["'trail'", "'trailMap'", "'trailPhotos'"] {
            #expect(unclaimed.first?.contains(route) == true, "\(result.stderr)")
        }
        #expect(
            unclaimed.first?.hasSuffix(
                "add <data android:pathPattern=\"/*trails/.*\" /> to the filter of 'trailhead.example'")
                == true)
    }

    /// The merged manifest's `package` says which app of `android:` it is: the lite app's own
    /// filters (its `pathAdvancedPattern`s on the mobile hosts) pass for it, and the full app's
    /// filters are checked against its hosts; a route's advanced pattern taken out is an error that
    /// names it.
    @Test func anAndroidManifestIsCheckedAsTheAppItsPackageNames() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lite = try String(
            contentsOfFile: "Tests/Reference/wiki/WikiRoute.com.example.wiki.lite.intent-filters.xml",
            encoding: .utf8)
        func verify(_ filters: String, package: String) throws -> (status: Int32, lines: [String]) {
            try Self.verifyWiki(
                Self.androidManifest(filters).replacingOccurrences(
                    of: "package=\"com.example.wiki\"", with: "package=\"\(package)\""), in: directory)
        }
        var result = try verify(lite, package: "com.example.wiki.lite")
        #expect(result.status == 0, "\(result.lines)")
        // As the full app, the lite app's filters miss its other hosts and the custom schemes.
        result = try verify(lite, package: "com.example.wiki")
        #expect(result.status == 1)
        #expect(result.lines.contains { $0.contains("verifies 'wiki.example'") })
        #expect(result.lines.contains { $0.contains("no intent filter opens links on 'wiki:'") })
        // A package 'android:' does not list is no app of the manifest.
        result = try verify(lite, package: "com.example.wiki.lite.debug")
        #expect(result.status == 1)
        #expect(
            result.lines.contains {
                $0.contains("is the merged manifest of 'com.example.wiki.lite.debug', which")
            })
        // Without a package the first app is checked, and the report says so.
        let anonymous = try Self.verifyWiki(
            Self.androidManifest(lite).replacingOccurrences(of: "package=\"com.example.wiki\"", with: ""),
            in: directory)
        #expect(anonymous.lines.contains { $0.contains("checked as 'com.example.wiki', the first app") })
        // A host the lite app does not open, verified in its filter, is a warning: no file names it there.
        result = try verify(
            lite.replacingOccurrences(
                of: "<data android:host=\"*.m.wiki.example\" />",
                with: "<data android:host=\"*.m.wiki.example\" />\n<data android:host=\"wiki.example\" />"),
            package: "com.example.wiki.lite")
        #expect(result.status == 0)
        #expect(
            result.lines.contains {
                $0.contains(
                    "warning: 'wiki.example' is verified by com.example.wiki.lite, which does not open it")
            })
        // The lite app says minSdk 31: a merged manifest that runs on Android 8 reads no advanced pattern.
        result = try verify(
            "<uses-sdk android:minSdkVersion=\"26\" android:targetSdkVersion=\"35\" />\n" + lite,
            package: "com.example.wiki.lite")
        #expect(result.status == 1)
        #expect(
            result.lines.contains {
                $0.contains("runs on API level 26 (minSdkVersion), and 'android:' says minSdk 31")
            })
        // Before Android 12 a host that fails verification fails them all: another app's host is an error.
        result = try verify(
            "<uses-sdk android:minSdkVersion=\"26\" />\n"
                + lite.replacingOccurrences(
                    of: "<data android:host=\"*.m.wiki.example\" />",
                    with: "<data android:host=\"*.m.wiki.example\" />\n<data android:host=\"wiki.example\" />"
                ),
            package: "com.example.wiki.lite")
        #expect(
            result.lines.contains {
                $0.contains("error: 'wiki.example' is verified by com.example.wiki.lite")
                    && $0.contains("before Android 12")
            }, "\(result.lines)")
        let broken = lite.replacingOccurrences(
            of: "<data android:pathAdvancedPattern=\"/+review/+[^/]+/*\" />\n", with: "")
        #expect(broken != lite)
        result = try verify(broken, package: "com.example.wiki.lite")
        #expect(result.status == 1)
        #expect(
            result.lines.contains {
                $0.contains(
                    "no verified filter claims https://www.m.wiki.example/review/42 ('review'); add "
                        + "<data android:pathAdvancedPattern=\"/+review/+[^/]+/*\" />")
            }, "\(result.lines)")
    }

    /// Only an enabled, exported activity is offered a link: the same filters in a receiver, or in
    /// a disabled or unexported activity, claim nothing; a `pathAdvancedPattern` claims what its glob matches.
    @Test func onlyAnEnabledActivitysFiltersAndMatchingAdvancedPatternsCount() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = try String(
            contentsOfFile: "Tests/Reference/wiki/WikiRoute.com.example.wiki.intent-filters.xml",
            encoding: .utf8)
        func verify(_ xml: String) throws -> (status: Int32, lines: [String]) {
            try Self.verifyWiki(xml, in: directory)
        }
        let complete = Self.androidManifest(generated)
        #expect(try verify(complete).status == 0)
        for (from, to) in [
            (
                "<activity\n            android:name=\".LinkActivity\"",
                "<receiver\n            android:name=\".LinkActivity\""
            ),
            ("android:name=\".LinkActivity\"", "android:name=\".LinkActivity\" android:enabled=\"false\""),
            // Other apps, the browser among them, may not start an activity that is not exported.
            (
                "android:name=\".LinkActivity\"\n            android:exported=\"true\"",
                "android:name=\".LinkActivity\"\n            android:exported=\"false\""
            ),
            // Nothing of a disabled application is offered a link.
            ("<application ", "<application android:enabled=\"false\" "),

        ] {
            #expect(complete.contains(from), "\(from)")
            var xml = complete.replacingOccurrences(of: from, with: to)
            if to.hasPrefix("<receiver") {
                xml = xml.replacingOccurrences(
                    of: "        </activity>\n    </application>",
                    with: "        </receiver>\n    </application>")
            }
            let (status, lines) = try verify(xml)
            #expect(status == 1, "\(to)")
            #expect(
                lines.contains {
                    $0.contains("no intent filter with android:autoVerify=\"true\" verifies 'wiki.example'")
                },
                "\(to): \(lines)")
        }
        // A browser's link has no port and no MIME type, so a filter that asks for one claims none.
        for asking in [
            "<data android:host=\"wiki.example\" android:port=\"8443\" />",
            "<data android:host=\"wiki.example\" />\n<data android:mimeType=\"text/html\" />",
        ] {
            let xml = complete.replacingOccurrences(
                of: "<data android:host=\"wiki.example\" />", with: asking)
            #expect(xml != complete)
            let (status, lines) = try verify(xml)
            #expect(status == 1)
            #expect(
                lines.contains { $0.contains("no verified filter claims https://wiki.example/") }, "\(lines)")
        }
        // Android 15 reads a filter's <uri-relative-filter-group>s: one that blocks the articles, or
        // one that allows only links with a query item, keeps the article links out of the app.
        for group in [
            "<uri-relative-filter-group android:allow=\"false\">\n<data android:pathPrefix=\"/articles\" />\n"
                + "</uri-relative-filter-group>",
            "<uri-relative-filter-group android:allow=\"true\">\n<data android:pathPrefix=\"/articles\" />\n"
                + "<data android:query=\"ref=mail\" />\n</uri-relative-filter-group>",
        ] {
            let xml = complete.replacingOccurrences(
                of: "<data android:host=\"wiki.example\" />",
                with: "<data android:host=\"wiki.example\" />\n" + group)
            #expect(xml != complete)
            let (status, lines) = try verify(xml)
            #expect(status == 1)
            #expect(
                lines.contains {
                    $0.contains("no verified filter claims https://wiki.example/articles/example ('article')")
                },
                "\(lines)")
        }
        // One that allows the articles keeps them, and a link no group matches is not claimed.
        let allowing = complete.replacingOccurrences(
            of: "<data android:host=\"wiki.example\" />",
            with: "<data android:host=\"wiki.example\" />\n<uri-relative-filter-group>\n"
                + "<data android:pathPrefix=\"/articles\" />\n</uri-relative-filter-group>")
        let allowed = try verify(allowing)
        #expect(!allowed.lines.contains { $0.contains("/articles/example ('article')") })
        #expect(
            allowed.lines.contains { $0.contains("no verified filter claims https://wiki.example/browse") },
            "\(allowed.lines)")
        let advanced = { (pattern: String) in
            Self.androidManifest(
                generated.replacingOccurrences(
                    of: "<data android:pathPattern=\"/*articles/.*\" />",
                    with: "<data android:pathAdvancedPattern=\"\(pattern)\" />"))
        }
        #expect(try verify(advanced("/articles/[^/]+/*")).status == 0)
        // Android's matcher takes `[^/]+` and has nothing left for a trailing `/`: the link the
        // parser reads with one is not claimed.
        let slash = try verify(advanced("/articles/[^/]+"))
        #expect(
            slash.lines.contains { $0.contains("claims https://wiki.example/articles/example/ ('article')") })
        let narrow = try verify(advanced("/articles/[0-9]+/*"))
        #expect(narrow.status == 1)
        #expect(
            narrow.lines.contains { $0.contains("claims https://wiki.example/articles/example ('article')") },
            "\(narrow.lines)")
    }
}
