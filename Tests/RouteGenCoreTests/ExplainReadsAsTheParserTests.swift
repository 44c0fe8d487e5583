import RouteGenCore
@_spi(Generated) import RouteKit
import Testing

/// `explain` reads a route's values with the generated parser's own readers, so it fails, ignores
/// and names values as the parser does, in the cases where a restatement of the rules had drifted:
/// a constraint is checked after `ignoreInvalid`'s fallback, a lowercased enum's bad value is shown
/// as written, a list of an enum names the enum, a carried link follows `ignoreInvalid`.
@Suite struct ExplainReadsAsTheParserTests {
    static let manifest = """
        version: 1.1
        enum: AppRoute
        schemes: [app]
        types:
          Sort: [newest, oldest]
        routes:
          list:
            path: /list/{sort}
            params: { sort: { type: Sort, lowercased: true } }
            query:
              page: { type: Int?, min: 1, ignoreInvalid: true }
          files:
            path: /files/{kinds...}
            params: { kinds: "[Sort]" }
          go:
            path: /go
            query:
              next: { type: AppRoute?, ignoreInvalid: true }
        """

    @Test func readsAsTheParserDoes() throws {
        let manifest = try load(Self.manifest)
        func explain(_ link: String) -> Explanation { Explainer.explain(link, in: manifest) }

        // A value out of its bounds fails; `ignoreInvalid` covers only a value that does not convert.
        let bounded = explain("app://list/newest?page=0")
        #expect(bounded.route == "list" && !bounded.parses, "\(bounded.text)")
        #expect(bounded.error == .invalidParameter(name: "page", value: "0", expected: "Int with min 1"))
        let ignored = explain("app://list/newest?page=x")
        #expect(
            ignored.parses && ignored.values["page"] == "nil ('x' does not read as Int; ignored)",
            "\(ignored.text)")

        // A lowercased enum reads `NEWEST`, and names a bad value as the link writes it.
        #expect(explain("app://list/NEWEST").values["sort"] == "newest")
        #expect(
            explain("app://list/BOGUS").error
                == .invalidParameter(name: "sort", value: "BOGUS", expected: "Sort (newest or oldest)"))

        // A list of an enum: no segment, and each element in link order.
        #expect(
            explain("app://files").error
                == .invalidParameter(name: "kinds", value: "", expected: "[Sort (newest or oldest)]"))
        #expect(
            explain("app://files/bogus/%FF").error
                == .invalidParameter(name: "kinds", value: "bogus", expected: "Sort (newest or oldest)"))
        #expect(explain("app://files/oldest/newest").values["kinds"] == "[oldest, newest]")

        // A carried link the parser refuses reads as absent under `ignoreInvalid`.
        let carried = explain("app://go?next=https%3A%2F%2Fevil.example%2F")
        #expect(carried.parses && carried.values["next"]?.hasPrefix("nil (") == true, "\(carried.text)")
    }
}
