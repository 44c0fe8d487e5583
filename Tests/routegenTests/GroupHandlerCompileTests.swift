import Foundation
import Testing

/// Route groups with the real compiler: `routegen stubs` writes a handler for every group, which
/// compiles; a route added to one group breaks that group's handler, and only it.
@Suite struct GroupHandlerCompileTests {
    /// Generates `manifest` into a new folder and typechecks it with the stubs of `handlerManifest`.
    static func typecheck(
        manifest: String, handlerFrom handlerManifest: String
    ) throws
        -> GeneratedCodeCompileTests.Compilation
    {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = CLI.repository.appendingPathComponent(handlerManifest)
        let stubs = try CLI.run(["stubs", original.path])
        #expect(stubs.status == 0, "\(stubs.stderr)")
        let handler = directory.appendingPathComponent("AppHandler.swift")
        try stubs.stdout.write(to: handler, atomically: true, encoding: .utf8)
        let yaml = directory.appendingPathComponent("school.yaml")
        try manifest.write(to: yaml, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("Generated")
        let generate = try CLI.run(["generate", yaml.path, "--output", output.path, "--swift-only"])
        #expect(generate.status == 0, "\(generate.stderr)")
        return try GeneratedCodeCompileTests.typecheck(
            GeneratedCodeCompileTests.swiftFiles(in: output) + [handler])
    }

    static var school: String {
        get throws {
            try String(
                contentsOf: CLI.repository.appendingPathComponent("Tests/Reference/school.yaml"),
                encoding: .utf8)
        }
    }

    @Test func stubsOfEveryGroupCompile() throws {
        let result = try Self.typecheck(manifest: try Self.school, handlerFrom: "Tests/Reference/school.yaml")
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aRouteAddedToAGroupBreaksOnlyThatGroupsHandler() throws {
        let original = try Self.school
        let added = original.replacingOccurrences(
            of: "          transcript: { path: /transcript, stack: [course.overview, overview] }\n",
            with: "          transcript: { path: /transcript, stack: [course.overview, overview] }\n"
                + "          slides: { path: /slides }\n")
        #expect(added != original)
        let result = try Self.typecheck(manifest: added, handlerFrom: "Tests/Reference/school.yaml")
        #expect(result.status != 0)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count >= 1)
        // Every error is about the lesson group's handler, and names the new route.
        for error in errors {
            #expect(error.contains("SchoolRouteCourseLessonNavigator"), "\(error)")
        }
        #expect(
            result.output.contains("does not conform to protocol 'SchoolRoute.Course.Lesson.Handler'"),
            "\(result.output)")
        #expect(result.output.contains("protocol requires function 'slides()'"), "\(result.output)")
    }
}
