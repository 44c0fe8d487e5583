import Foundation
@_spi(Generated) import RouteKit
import Testing

/// What the builder writes for values kept as written (`percentEncoded: true`) and beside routes
/// chosen by the fragment's path, read back by an independent reader (Foundation's URL).
@Suite struct PercentEncodedBuilderTests {
    func url(_ build: (inout RouteURLBuilder) -> Void) -> URL {
        var builder = RouteURLBuilder()
        builder.literal("x")
        build(&builder)
        return builder.url(host: "example.com")
    }

    @Test func aSegmentThatCannotStandIsTheRefusedByte() {
        for unwritable in ["", ".", "..", "%2E", "%2e%2E"] {
            #expect(
                url { $0.encodedSegment(unwritable) }.path(percentEncoded: true) == "/x/%FF", "\(unwritable)")
        }
        #expect(url { $0.encodedSegment("a%2Fb") }.path(percentEncoded: true) == "/x/a%2Fb")
        #expect(url { $0.encodedSegment("...") }.path(percentEncoded: true) == "/x/...")
    }

    @Test func aFragmentBesideFragmentPathsNeverStartsWithASlash() {
        let written = url {
            $0.fragmentHoldsNoPath()
            $0.encodedFragment("/admin/delete")
        }
        #expect(written.fragment(percentEncoded: true) == "%2Fadmin/delete")
        let plain = url {
            $0.fragmentHoldsNoPath()
            $0.fragment("/admin")
        }
        #expect(plain.fragment(percentEncoded: true) == "%2Fadmin")
        #expect(url { $0.encodedFragment("/a") }.fragment(percentEncoded: true) == "/a")
        // A value's and an item's every `/`: a fragment's path without a leading `/` holds one.
        #expect(
            url {
                $0.fragmentHoldsNoPath(); $0.fragment("p/1")
            }.fragment(percentEncoded: true) == "p%2F1")
        let items = url {
            $0.fragmentHoldsNoPath()
            $0.fragmentItem("token", "a/b")
            $0.fragmentItem("state", "c")
        }
        #expect(items.fragment(percentEncoded: true) == "token=a%2Fb&state=c")
        #expect(url { $0.fragmentItem("token", "a/b") }.fragment(percentEncoded: true) == "token=a/b")
    }

    @Test func anItemThatChoosesASiblingIsLeftOutHoweverItIsWritten() {
        for spelling in ["manage", "m%61nage", "%6D%61%6E%61%67%65"] {
            let written = url {
                $0.encodedQuery("ref", spelling)
                $0.encodedQuery("other", "1")
                $0.removingQuery("ref", equalTo: ["manage"])
            }
            #expect(written.query(percentEncoded: true) == "other=1", "\(spelling)")
        }
        #expect(
            url {
                $0.encodedQuery("ref", "managed")
                $0.removingQuery("ref", equalTo: ["manage"])
            }.query(percentEncoded: true) == "ref=managed")
    }

    @Test func writtenTextIsTheEncodedFormOfAText() {
        #expect(RouteURLBuilder.isWrittenEncoded("a%20b"))
        #expect(!RouteURLBuilder.isWrittenEncoded("a%FF"))
        #expect(!RouteURLBuilder.isWrittenEncoded("a%zz"))
        #expect(RouteURLBuilder.writtenEncoded("a b%2F%zz/&#", in: .segment) == "a%20b%2F%25zz%2F&%23")
        #expect(RouteURLBuilder.writtenEncoded("a b%2F&=/?#", in: .item) == "a%20b%2F%26=/?%23")
        #expect(RouteURLBuilder.writtenEncoded("a b&/?#", in: .fragment) == "a%20b&/?%23")
    }
}
