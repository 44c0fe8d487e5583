import Foundation
import RouteKit

/// An article's title as a wiki spells it in links: `_` for a space, and any `/` kept, so that
/// `/wiki/AC/DC` and `/wiki/Early_history` are titles. The wiki manifest reads it with a typed
/// catch-all (`{title...}`); a title is kept in Unicode NFC with spaces, so a link that spells it
/// another way (decomposed accents, `_`) is the same title, built back one way.
public struct ArticleTitle: RouteParameter, CustomStringConvertible {
    /// The title as people read it: spaces, NFC.
    public let text: String

    /// `nil` for a title of no letters (empty, or only spaces and `_`).
    public init?(_ text: String) {
        let normalized = text.replacingOccurrences(of: "_", with: " ").precomposedStringWithCanonicalMapping
        guard !normalized.allSatisfy(\.isWhitespace) else { return nil }
        self.text = normalized
    }

    public init?(routeParameter text: String) { self.init(text) }
    public var routeParameter: String { text.replacingOccurrences(of: " ", with: "_") }

    /// The rest of the path, its `/` part of the title.
    public init?(routePath text: String) { self.init(text) }
    /// Written with `_`; each `/` of the title separates segments, and reads back as one.
    public var routePath: String { routeParameter }

    public static var routeParameterTypeName: String { "ArticleTitle" }
    public var description: String { text }
}
