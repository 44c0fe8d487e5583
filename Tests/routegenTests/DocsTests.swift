import Foundation
import Testing

/// The README and `Docs/` say what is true: every YAML block is a manifest that lints, unless it is
/// marked as a fragment (` ```yaml fragment `: a few routes out of a manifest); every Swift block
/// is marked for what it needs, and those that compile on Linux are compiled with the code
/// generated from the README's quick-start manifest (` ```swift quickstart `, with RouteKit;
/// ` ```swift quickstart-test `, with RouteKitTesting and Swift Testing too). ` ```swift apple `
/// needs SwiftUI or UIKit, which exist on Apple platforms only; ` ```swift fragment ` is a piece of
/// a file (a Package.swift's targets, an excerpt of generated code).
@Suite struct DocsTests {
    /// A fenced block: its file and line, the info string's words, and its text.
    struct Block: CustomStringConvertible {
        var file: String
        var line: Int
        var info: [String]
        var text: String
        var description: String { "\(file):\(line)" }
    }

    static func blocks() throws -> [Block] {
        let docs = CLI.repository.appendingPathComponent("Docs")
        let files =
            ["README.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: docs.path)).filter { $0.hasSuffix(".md") }
            .sorted().map { "Docs/" + $0 }
        var blocks: [Block] = []
        for file in files {
            let lines = try String(contentsOf: CLI.repository.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                let fence = lines[index]
                guard fence.hasPrefix("```"), fence.count > 3 else {
                    index += 1
                    continue
                }
                let end = lines[(index + 1)...].firstIndex { $0.hasPrefix("```") } ?? lines.count
                blocks.append(
                    Block(
                        file: file, line: index + 1,
                        info: fence.dropFirst(3).split(separator: " ").map(String.init),
                        text: lines[(index + 1)..<end].joined(separator: "\n") + "\n"))
                index = end + 1
            }
        }
        return blocks
    }

    @Test func everyManifestInTheDocsLints() throws {
        let blocks = try Self.blocks().filter { $0.info.first == "yaml" }
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var linted = 0
        for block in blocks {
            #expect(
                block.info.count == 1 || block.info == ["yaml", "fragment"], "\(block): marked \(block.info)")
            guard block.info == ["yaml"] else { continue }
            let manifest = directory.appendingPathComponent("block\(linted).yaml")
            try block.text.write(to: manifest, atomically: true, encoding: .utf8)
            let result = try CLI.run(["lint", manifest.path])
            #expect(result.status == 0, "\(block) does not lint:\n\(result.stderr)")
            linted += 1
        }
        print("DocsTests: \(linted) manifests linted, \(blocks.count - linted) fragments")
        #expect(linted >= 5)
    }

    @Test func everySwiftBlockIsMarkedAndTheQuickStartCompiles() throws {
        let blocks = try Self.blocks().filter { $0.info.first == "swift" }
        let kinds = ["quickstart", "quickstart-test", "apple", "fragment"]
        for block in blocks {
            #expect(block.info.count == 2 && kinds.contains(block.info[1]), "\(block): marked \(block.info)")
        }
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The quick start's manifest is the README's first YAML block.
        let readme = try Self.blocks().filter { $0.file == "README.md" }
        let manifest = directory.appendingPathComponent("routes.yaml")
        try #require(readme.first { $0.info == ["yaml"] }).text.write(
            to: manifest, atomically: true, encoding: .utf8)
        let generated = directory.appendingPathComponent("Generated")
        let run = try CLI.run(["generate", manifest.path, "--output", generated.path, "--swift-only"])
        try #require(run.status == 0, "\(run.stderr)")
        var sources = try GeneratedCodeCompileTests.swiftFiles(in: generated)
        var compiled = 0
        for (index, block) in blocks.enumerated() where block.info.last?.hasPrefix("quickstart") == true {
            let file = directory.appendingPathComponent("Block\(index).swift")
            // Compiled in one module with the generated code, which is the app's module there.
            let text = block.text.components(separatedBy: "\n").filter {
                !$0.hasPrefix("@testable import App")
            }
            try text.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            sources.append(file)
            compiled += 1
        }
        let result = try GeneratedCodeCompileTests.typecheck(sources, extraFlags: ["-warnings-as-errors"])
        #expect(result.status == 0, "\(result.output.prefix(4_000))")
        print(
            "DocsTests: \(compiled) Swift blocks compiled with the quick start's routes, of \(blocks.count)")
        #expect(compiled >= 3)
    }

    /// The DocC testing article's example is Docs/Runtime.md's test, which is compiled above, line
    /// for line (the article was one paragraph, with none).
    @Test func theTestingArticlesExampleIsTheCompiledOne() throws {
        let runtime = try #require(
            try Self.blocks().first { $0.file == "Docs/Runtime.md" && $0.info.last == "quickstart-test" })
        let article = try String(
            contentsOf: CLI.repository.appendingPathComponent(
                "Sources/RouteKit/RouteKit.docc/TestingLinks.md"),
            encoding: .utf8)
        let example =
            try #require(article.components(separatedBy: "```swift\n").dropFirst().first)
            .components(separatedBy: "```").first ?? ""
        let lines = { (text: String) in
            text.components(separatedBy: "\n").map { $0.components(separatedBy: "//").first! }
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let compiled = lines(runtime.text).drop { !$0.hasPrefix("@MainActor @Test") }
        #expect(lines(example).count >= 10)
        #expect(Array(compiled) == lines(example))
    }

    /// Docs/Manifest.md is a reference a newcomer finishes: at most 450 lines, an "In brief", then
    /// a table per feature (key, type, default, meaning, example).
    @Test func theManifestReferenceIsATablePerFeature() throws {
        let text = try String(
            contentsOf: CLI.repository.appendingPathComponent("Docs/Manifest.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        #expect(lines.count <= 451, "\(lines.count) lines")
        let sections = text.components(separatedBy: "\n## ").dropFirst()
        #expect(sections.first?.hasPrefix("In brief") == true)
        #expect(sections.count >= 12)
        for section in sections.dropFirst() where !section.hasPrefix("From 1.1") {
            #expect(
                section.contains("| Key | Type | Default | Meaning | Example |"),
                "\(section.prefix { $0 != "\n" }) has no table of its keys")
        }
    }

    /// What the docs say of an empty item is what the parser does: an optional or defaulted one
    /// reads as absent (Docs/Migrating.md said the empty string).
    @Test func theDocsReadAnEmptyItemAsAbsent() throws {
        var claims = 0
        for file in ["README.md", "Docs/Migrating.md", "Docs/Manifest.md"] {
            let text = try String(contentsOf: CLI.repository.appendingPathComponent(file), encoding: .utf8)
                .replacingOccurrences(of: "\n", with: " ")
            for sentence in text.components(separatedBy: ". ")
            where sentence.contains("empty `?") || sentence.contains("is empty (`?") {
                claims += 1
                #expect(
                    sentence.contains("absent") && !sentence.contains("empty string"), "\(file): \(sentence)")
            }
        }
        #expect(claims >= 2)
    }

    /// `routegen stubs` prints the quick start's handler as the README shows it.
    @Test func theQuickStartsHandlerIsWhatStubsPrints() throws {
        let readme = try Self.blocks().filter { $0.file == "README.md" }
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = directory.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try #require(readme.first { $0.info == ["yaml"] }).text.write(
            to: sources.appendingPathComponent("routes.yaml"), atomically: true, encoding: .utf8)
        let stubs = try CLI.run(["stubs", "Sources/App/routes.yaml"], in: directory)
        #expect(stubs.stdout == readme.first { $0.info == ["swift", "quickstart"] }?.text)
    }
}
