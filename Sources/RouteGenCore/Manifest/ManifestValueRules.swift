import Foundation

/// The rules a written value meets on its own, kept with the model types that hold it; the
/// validator reports where a value breaks one, with the manifest's context.
extension Manifest {
    /// `ABCDE12345.com.example.app`: a 10-character app ID prefix in capitals and digits, a dot,
    /// the bundle ID.
    static func isAppID(_ text: String) -> Bool {
        text.range(of: "^[A-Z0-9]{10}\\.[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$", options: .regularExpression)
            != nil
    }

    /// A URL scheme: a letter followed by letters, digits, `+`, `-` or `.`.
    static func isScheme(_ text: String) -> Bool {
        text.range(of: "^[A-Za-z][A-Za-z0-9+.-]*$", options: .regularExpression) != nil
    }

    /// Lowercase letters, digits and `-`, not first or last: a host label as links are read.
    static func isHostLabel(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 63 && !text.hasPrefix("-") && !text.hasSuffix("-")
            && text.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// What is wrong with a host entry, or `nil`.
    package static func hostProblem(_ host: String) -> ManifestMessage.Hosts? {
        if let range = host.range(of: "://") {
            let bare = host[range.upperBound...].split(separator: "/").first.map(String.init) ?? ""
            return .hostWithScheme(host: host, bare: bare)
        }
        if let slash = host.firstIndex(of: "/") {
            return .hostWithPath(host: host, bare: String(host[..<slash]))
        }
        if host.contains("@") {
            return .hostWithUserInfo(host: host)
        }
        if let colon = host.firstIndex(of: ":") {
            return .hostWithPort(host: host, bare: String(host[..<colon]))
        }
        var domain = Substring(host)
        if host.hasPrefix("*.") {
            domain = domain.dropFirst(2)
        } else if host.hasPrefix("{") {
            guard let close = host.firstIndex(of: "}"), host[host.index(after: close)...].hasPrefix("."),
                SwiftIdentifier.isValid(String(host[host.index(after: host.startIndex)..<close]))
            else {
                return .hostValueNotFirstLabel(host: host)
            }
            domain = host[host.index(close, offsetBy: 2)...]
        }
        if domain.contains("{") || domain.contains("}") {
            return .hostWithSecondValue(host: host)
        }
        if domain.contains("*") {
            return .unsupportedWildcard(host: host)
        }
        if domain.unicodeScalars.contains(where: { !$0.isASCII }) {
            return .hostNotASCII(host: host)
        }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        let labelIsValid = { (label: Substring) -> Bool in
            !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
        if labels.count < 2 || !labels.allSatisfy(labelIsValid) {
            return .invalidHostName(host: host)
        }
        return nil
    }
}

extension AndroidOptions {
    /// `com.example.app`: two or more names joined by `.`, each a letter then letters, digits or
    /// `_`.
    static func isApplicationID(_ text: String) -> Bool {
        let names = text.split(separator: ".", omittingEmptySubsequences: false)
        return names.count >= 2
            && names.allSatisfy { name in
                name.first.map { $0.isASCII && $0.isLetter } == true
                    && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            }
    }

    /// `14:6D:…:E5`: 32 bytes, two hex digits each, joined by `:`.
    static func isFingerprint(_ text: String) -> Bool {
        let bytes = text.split(separator: ":", omittingEmptySubsequences: false)
        return bytes.count == 32 && bytes.allSatisfy { $0.count == 2 && $0.allSatisfy(\.isHexDigit) }
    }
}
