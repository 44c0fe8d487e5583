import Foundation
import RouteGenDriver

// The plugins' tool: `routegen generate` and nothing else, without swift-argument-parser, so a
// package that applies the build plugin compiles as little as it can for it (BENCHMARKS.md).
//
//     routegen-build MANIFEST... --output DIR [--check] [--swift-only] [--name-by-manifest] [--source-root DIR]

let usage =
    "usage: routegen-build MANIFEST... --output DIR [--check] [--swift-only] [--name-by-manifest] "
    + "[--source-root DIR]"

func fail(_ message: String) -> Never {
    Console.error("routegen-build: error: \(message)\n\(usage)")
    exit(2)
}

var manifests: [String] = []
var output: String?
var sourceRoot: String?
var flags: Set<String> = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--output", "--source-root":
        guard let value = arguments.popFirst() else { fail("\(argument) needs a directory") }
        if argument == "--output" { output = value } else { sourceRoot = value }
    case "--check", "--swift-only", "--name-by-manifest":
        flags.insert(argument)
    case _ where argument.hasPrefix("-"):
        fail("unknown option \(argument)")
    default:
        manifests.append(argument)
    }
}
guard let output else { fail("--output is required") }
guard !manifests.isEmpty else { fail("name at least one manifest file") }

var job = GenerateJob(manifests: manifests, output: output)
job.check = flags.contains("--check")
job.swiftOnly = flags.contains("--swift-only")
job.nameByManifest = flags.contains("--name-by-manifest")
job.sourceRoot = sourceRoot
exit(job.run() ? 0 : 1)
