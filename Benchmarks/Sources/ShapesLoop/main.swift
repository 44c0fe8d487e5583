// Parses URLs of one shape ROUNDS times with the routes routegen generates from
// Benchmarks/Shapes/shapes.yaml, for count-shapes.sh: `segment` reads values from segments of
// their own (`/users/ana`, `/posts/rome/42`, `/exports/report/json`), `inside` the same values
// from inside a segment (`/@ana`, `/p/rome-42`, `/files/report.json`).
//
//     ShapesLoop SET ROUNDS
import Foundation
import GenShapes

let arguments = CommandLine.arguments
guard arguments.count == 3, let rounds = Int(arguments[2]) else {
    print("usage: ShapesLoop segment|inside ROUNDS")
    exit(2)
}
let slugs = ["rome", "early-history", "a", "the-republic-and-the-empire"]
let urls: [URL] = (0..<1_000).map { index in
    let slug = slugs[index % slugs.count]
    let path: String
    switch (arguments[1], index % 3) {
    case ("segment", 0): path = "/users/user\(index)"
    case ("segment", 1): path = "/posts/\(slug)/\(index)"
    case ("segment", _): path = "/exports/report\(index)/json"
    case (_, 0): path = "/@user\(index)"
    case (_, 1): path = "/p/\(slug)-\(index)"
    default: path = "/files/report\(index).json"
    }
    return URL(string: "https://shapes.example" + path)!
}
var parsed = 0
for _ in 0..<rounds {
    for url in urls where (try? ShapeRoute(url: url)) != nil { parsed += 1 }
}
print("\(arguments[1]): \(parsed / rounds) of \(urls.count) parsed")
