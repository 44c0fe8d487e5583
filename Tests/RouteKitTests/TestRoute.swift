import Foundation
@_spi(Generated) import RouteKit

let material = UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000")!
let learner = UUID(uuidString: "9F1C0A3E-5B7D-4E2A-8C61-0D2F4B6A8E90")!

/// A settings screen's sections.
enum SettingsSection: String, Hashable, Sendable, CaseIterable, RouteParameter {
    case account, privacy, notifications, about
}

/// A learning app's routes, written by hand over RouteKit's link reading as routegen would
/// generate them, so that the runtime's tests depend on RouteKit alone: a generator regression
/// fails the generator's tests, not these. Its links are EduGo's (`edugo://`, `edugo-dev://`,
/// `https://edugo.app`, `https://dev.edugo.app`).
enum TestRoute: Route {
    enum Tab: Hashable, Sendable { case home, library, profile }

    /// `/dashboard`: public, in the home tab.
    case dashboard
    /// `/materials/{materialId}`: needs sign-in; pushed over the dashboard in the library tab.
    case materialDetail(materialId: UUID)
    /// `/assessments/{assessmentId}?userId=&attempt=&tags=&note=`: needs sign-in; a cover.
    case assessment(
        assessmentId: UUID, userId: UUID, attempt: Int = 1, tags: [String] = [], note: String? = nil)
    /// `/profile/{userId}` and `/u/{userId}`: needs sign-in and `member`; the profile tab.
    case profile(userId: UUID)
    /// `/settings/{section?}`: needs sign-in; a sheet.
    case settings(section: SettingsSection? = nil)
    /// `/search?q=&code=`: public.
    case search(q: String, code: String? = nil)
    /// `/join/{code}`: needs sign-in.
    case joinClass(code: String)
    /// `/help/{topic...}`: public, custom schemes only.
    case help(topic: String)

    static let scope = LinkScope(schemes: ["edugo", "edugo-dev"], hosts: ["edugo.app", "dev.edugo.app"])

    init(url: URL) throws(RouteError) {
        self = try RouteLink.parse(url, in: Self.scope) { (link) throws(RouteError) in try Self.match(link) }
    }

    private static func match(_ link: borrowing RouteLink) throws(RouteError) -> TestRoute? {
        guard link.count >= 1 else { return nil }
        let query = link.query()
        if link.count == 1 {
            if link.segment(0, is: "dashboard") { return .dashboard }
            if link.segment(0, is: "settings") { return .settings() }
            if link.segment(0, is: "search") {
                return .search(q: try query.required("q"), code: try query.optional("code"))
            }
            return nil
        }
        if link.segment(0, is: "help"), !link.isUniversalLink {
            return .help(topic: try link.rest(from: 1, name: "topic"))
        }
        guard link.count == 2 else { return nil }
        if link.segment(0, is: "materials") {
            return .materialDetail(materialId: try link.value(at: 1, name: "materialId"))
        }
        if link.segment(0, is: "profile") || link.segment(0, is: "u") {
            return .profile(userId: try link.value(at: 1, name: "userId"))
        }
        if link.segment(0, is: "settings") {
            return .settings(section: try link.value(at: 1, name: "section"))
        }
        if link.segment(0, is: "join") { return .joinClass(code: try link.value(at: 1, name: "code")) }
        if link.segment(0, is: "assessments") {
            return .assessment(
                assessmentId: try link.value(at: 1, name: "assessmentId"),
                userId: try query.required("userId"),
                attempt: try query.value("attempt", default: 1), tags: try query.repeated("tags"),
                note: try query.optional("note"))
        }
        return nil
    }

    var url: URL { URL(string: "edugo://" + path)! }

    func universalLink(host: String?) -> URL? {
        if case .help = self { return nil }
        return URL(string: "https://\(host ?? "edugo.app")/" + path)
    }

    /// The path without its leading `/`, and the query.
    private var path: String {
        func encoded(_ text: String) -> String { RouteURLBuilder.encode(text) }
        switch self {
        case .dashboard: return "dashboard"
        case .materialDetail(let id): return "materials/\(id.uuidString)"
        case .assessment(let id, let userId, let attempt, let tags, let note):
            var items = ["userId=\(userId.uuidString)"]
            if attempt != 1 { items.append("attempt=\(attempt)") }
            items += tags.map { "tags=\(encoded($0))" }
            if let note { items.append("note=\(encoded(note))") }
            return "assessments/\(id.uuidString)?" + items.joined(separator: "&")
        case .profile(let userId): return "profile/\(userId.uuidString)"
        case .settings(let section): return "settings" + (section.map { "/\($0.rawValue)" } ?? "")
        case .search(let q, let code):
            return "search?q=\(encoded(q))" + (code.map { "&code=\(encoded($0))" } ?? "")
        case .joinClass(let code): return "join/\(encoded(code))"
        case .help(let topic):
            return "help/" + topic.split(separator: "/").map { encoded(String($0)) }.joined(separator: "/")
        }
    }

    /// No route of it carries a link.
    var carriedRoutes: [TestRoute] { [] }

    var requiresAuth: Bool {
        switch self {
        case .dashboard, .search, .help: return false
        case .materialDetail, .assessment, .profile, .settings, .joinClass: return true
        }
    }

    var permissions: Set<String> {
        switch self {
        case .profile: return ["member"]
        case .dashboard, .materialDetail, .assessment, .settings, .search, .joinClass, .help: return []
        }
    }

    var navigation: RouteNavigation<TestRoute> {
        switch self {
        case .dashboard: return RouteNavigation(tab: .home)
        case .materialDetail: return RouteNavigation(tab: .library, stack: [.dashboard])
        case .assessment: return RouteNavigation(presentation: .cover)
        case .profile: return RouteNavigation(tab: .profile)
        case .settings: return RouteNavigation(presentation: .sheet)
        case .search, .joinClass, .help: return RouteNavigation()
        }
    }

    var name: String {
        switch self {
        case .dashboard: return "dashboard"
        case .materialDetail: return "materialDetail"
        case .assessment: return "assessment"
        case .profile: return "profile"
        case .settings: return "settings"
        case .search: return "search"
        case .joinClass: return "joinClass"
        case .help: return "help"
        }
    }
}
