/// A 1-based position in a manifest file, as a person counts it: lines from 1, columns in
/// characters (Unicode scalars) from 1.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file as the user named it (never made absolute, so output is machine-independent).
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Orders by position within a file; files compare by name only to keep sorting total.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `path:line:column`
    package var description: String { "\(file):\(line):\(column)" }
}

/// A value together with where it was written.
package struct Located<Value> {
    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
