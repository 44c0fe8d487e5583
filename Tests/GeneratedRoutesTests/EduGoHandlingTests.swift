import EduGoModels
import EduGoRoutes
import Foundation
import Testing

/// Records each call, to show `dispatch` calls the matching requirement with the values.
final class RecordingHandler: EduGoRouteHandler {
    var calls: [String] = []

    func dashboard() { calls.append("dashboard") }
    func materialDetail(materialId: UUID) { calls.append("materialDetail \(materialId)") }
    func assessment(assessmentId: UUID, userId: UUID, attempt: Int, tags: [String], note: String?) {
        calls.append("assessment \(attempt) \(tags) \(note ?? "-")")
    }
    func profile(userId: UUID) { calls.append("profile") }
    func settings(section: EduGoRoute.SettingsSection?) {
        calls.append("settings \(section?.rawValue ?? "-")")
    }
    func search(q: String, code: String?) { calls.append("search \(q)") }
    func joinClass(code: ClassCode) { calls.append("joinClass \(code)") }
    func help(topic: String) { calls.append("help \(topic)") }
    func legacyCourses() { calls.append("legacyCourses") }
}

@MainActor @Suite struct EduGoHandlingTests {
    @Test func dispatchCallsTheMatchingRequirement() throws {
        let handler = RecordingHandler()
        for text in [
            "edugo://dashboard", "edugo://settings/about", "edugo://help/a/b", "edugo://join/xyz789",
            "edugo://assessments/\(material)?userId=\(learner)&tags=q&attempt=2",
        ] {
            try parse(text).dispatch(to: handler)
        }
        #expect(
            handler.calls == [
                "dashboard", "settings about", "help a/b", "joinClass XYZ789", "assessment 2 [\"q\"] -",
            ])
    }
}
