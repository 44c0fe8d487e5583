import Foundation
import RouteGenCore
import Testing

/// A node with many literal children is searched by its segment's hash: one `switch` when there are
/// few, else `if`s that split the hashes into ranges of `switch`es of at most 32 cases, since Swift
/// compiles a long integer `switch` into 64-case searches tried one after the other. The scale test
/// and the benchmarks compile such parsers and match every route through them.
@Suite struct HashSearchTests {
    /// The cases of each `switch` on segment 0's hash in the parser of a manifest of `count` literal routes.
    func casesPerSwitch(literalRoutes count: Int) throws -> (cases: [Int], text: String) {
        let routes = (0..<count).map { "  r\($0):\n    path: /item-\($0)\n" }.joined()
        let manifest = try load("version: 1\nenum: AppRoute\nschemes: [app]\nroutes:\n" + routes)
        let parsing = try #require(
            Generator.files(for: manifest).first { $0.name == "AppRoute+Parsing.swift" })
        var cases: [Int] = []
        for line in parsing.contents.split(separator: "\n") {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code == "switch hash0 {" || code == "switch link.hash(at: 0) {" {
                cases.append(0)
            } else if code.hasPrefix("case 0x") {
                try #require(!cases.isEmpty, "a case outside a switch on segment 0")
                cases[cases.count - 1] += 1
            }
        }
        return (cases, parsing.contents)
    }

    @Test func fewLiteralsShareOneSwitch() throws {
        let (cases, text) = try casesPerSwitch(literalRoutes: 32)
        #expect(cases == [32])
        #expect(!text.contains("if hash0 <"))
    }

    /// One literal is an `if` on its segment; two to six are one switch: adding a literal adds a
    /// case, it never turns a chain of `if`s into a `switch`.
    @Test func oneLiteralIsAnIfAndTwoToSixAreEachOneSwitch() throws {
        let (none, single) = try casesPerSwitch(literalRoutes: 1)
        #expect(none.isEmpty && single.contains("if count == 1, link.segment"), "\(single)")
        for count in 2...6 {
            let (cases, text) = try casesPerSwitch(literalRoutes: count)
            #expect(cases == [count], "\(count) literals")
            #expect(!text.contains("if count > 0, link.segment(0"), "\(count) literals")
        }
    }

    @Test func manyLiteralsAreSplitIntoSwitchesOfAtMost32Cases() throws {
        let (cases, text) = try casesPerSwitch(literalRoutes: 200)
        // Each literal has a case of its own (no two of these hash alike), in 7 switches.
        #expect(cases.reduce(0, +) == 200)
        #expect(cases.count == 7)
        #expect(cases.allSatisfy { $0 <= 32 })
        // A tree of `if`s over 7 switches has 6 of them, and reaches each switch in 2 or 3.
        #expect(text.components(separatedBy: "if hash0 < 0x").count - 1 == 6)
    }
}
