import Foundation
import RouteKit
import RouteKitTesting
import SchoolRoutes
import Testing

/// Tests/Reference/school.yaml: 40 routes in groups three levels deep (course › lesson › quiz),
/// with shared values, metadata set on groups, and `context:` items.
@Suite struct SchoolGroupsTests {
    static let casesPerRoute = 300

    /// A random route of kind `index`, one kind per route with a case (39 of them): a route that
    /// the group's `ref` chooses holds the value that chooses it, as read.
    static func route(_ index: Int, _ r: inout RandomValues) -> SchoolRoute {
        let school = r.segment(), course = r.segment(), ref = r.optional { $0.string(minLength: 1) }
        let lesson = { (r: inout RandomValues, route: SchoolRoute.Course.Lesson) in
            SchoolRoute.course(school: school, course: course, ref: ref, .lesson(lessonId: r.int(), route))
        }
        let inCourse = { (route: SchoolRoute.Course) in
            SchoolRoute.course(school: school, course: course, ref: ref, route)
        }
        switch index {
        case 0: return .home
        case 1: return .search(q: r.optional { $0.string(minLength: 1) }, page: r.int(in: 1...Int.max))
        case 2: return .catalog(.index)
        case 3: return .catalog(.featured)
        case 4: return .catalog(.newReleases)
        case 5: return .catalog(.category(categorySlug: r.segment()))
        case 6: return inCourse(.overview)
        case 7:
            return inCourse(
                .reviews(page: r.int(in: 1...10_000), sort: r.element(SchoolRoute.SortOrder.allCases)))
        case 8: return inCourse(.syllabus)
        case 9: return inCourse(.instructor)
        case 10: return inCourse(.certificate)
        case 11: return inCourse(.progress)
        case 12: return inCourse(.enroll(.start))
        case 13: return inCourse(.enroll(.edit))
        case 14: return inCourse(.enroll(.payment(couponCode: r.optional { $0.string(minLength: 1) })))
        case 15: return inCourse(.enroll(.confirm))
        case 16: return lesson(&r, .overview)
        case 17: return lesson(&r, .notes)
        case 18: return lesson(&r, .transcript)
        case 19: return lesson(&r, .resource(file: r.rest()))
        case 20: return lesson(&r, .quiz(.start))
        case 21: return lesson(&r, .quiz(.question(number: r.int(in: 1...Int.max))))
        case 22: return lesson(&r, .quiz(.results))
        case 23: return .account(.overview)
        case 24: return .account(.profile)
        case 25: return .account(.editProfile)
        case 26: return .account(.notifications)
        case 27: return .account(.privacy)
        case 28: return .account(.billing(.overview))
        case 29: return .account(.billing(.invoices(year: r.optional { $0.int() })))
        case 30: return .account(.billing(.invoice(invoiceId: r.uuid())))
        case 31: return .account(.billing(.paymentMethods))
        case 32: return .help(.index)
        case 33: return .help(.article(slug: r.segment()))
        case 34: return .help(.contact)
        case 35: return .gift(giftCardToken: r.segment())
        case 36: return .invite(code: r.string())
        case 37: return .course(school: school, course: course, ref: "manage_enrolment", .manageEnrolment)
        default: return .legal(document: r.rest())
        }
    }

    static let kinds = 0..<39

    @Test func everyRouteOfEveryGroupHasAKind() {
        var values = RandomValues(seed: 1)
        let names = Set(Self.kinds.map { Self.route($0, &values).name })
        // 40 routes, `oldCourse` removed: one kind each.
        #expect(names.count == 39)
        #expect(names.contains("course.lesson.quiz.question"))
    }

    @Test(arguments: kinds)
    func routesRoundTripThroughTheirGroups(_ index: Int) throws {
        var values = RandomValues(seed: 0x5C400 + UInt64(index))
        for _ in 0..<Self.casesPerRoute {
            let route = Self.route(index, &values)
            #expect(route.universalLink(host: "school.example") != nil, "\(route) is a universal link")
            try RouteCheck.roundTrip(route)
        }
    }

    @Test func aGroupsLinksCarryItsSharedValues() throws {
        let url = try #require(
            URL(string: "school://schools/mit/6.001/lessons/4/quiz/questions/2?ref=newsletter"))
        let route = try SchoolRoute(url: url)
        #expect(
            route
                == .course(
                    school: "mit", course: "6.001", ref: "newsletter",
                    .lesson(lessonId: 4, .quiz(.question(number: 2))))
        )
        #expect(route.url == url)
        #expect(route.name == "course.lesson.quiz.question")
        // Settings come from the nearest group that sets them.
        #expect(route.requiresAuth)
        #expect(route.navigation.presentation == .cover)
        #expect(route.navigation.tab == .learn)
        #expect(route.section == .learning)
        // A group's values, the optional `ref` too, bind the stack's routes of other levels.
        let notes = SchoolRoute.course(school: "a", course: "b", ref: "r", .lesson(lessonId: 7, .notes))
        #expect(
            notes.navigation.stack == [
                .course(school: "a", course: "b", ref: "r", .overview),
                .course(school: "a", course: "b", ref: "r", .lesson(lessonId: 7, .overview)),
            ])
        let plain = SchoolRoute.course(school: "a", course: "b", .lesson(lessonId: 7, .notes))
        #expect(plain.navigation.stack.first == .course(school: "a", course: "b", ref: nil, .overview))
        #expect(SchoolRoute.course(school: "a", course: "b", .enroll(.confirm)).tracked == false)
        #expect(SchoolRoute.help(.index).tracked == false)
        #expect(SchoolRoute.help(.index).section == .support)
        #expect(SchoolRoute.invite(code: "x").campaign == "spring-referrals")
        #expect(throws: RouteError.self) {
            try SchoolRoute(url: URL(string: "school://schools/mit/6.001/lessons/x")!)
        }
    }

    /// `course.manageEnrolment` is chosen by the value of `ref`, an item its group shares: read,
    /// the group's case holds it; built, the route's value replaces whatever the case holds.
    @Test func aGroupsItemChoosesARouteByItsValue() throws {
        let base = "https://school.example/schools/mit/6.001/enroll"
        let chosen = try SchoolRoute(url: #require(URL(string: base + "?ref=manage_enrolment")))
        #expect(chosen == .course(school: "mit", course: "6.001", ref: "manage_enrolment", .manageEnrolment))
        #expect(chosen.requiresAuth)
        // Another value, none, or the value second: the group's own route at that path.
        for (query, ref) in [("?ref=mail", "mail"), ("", nil), ("?ref=mail&ref=manage_enrolment", "mail")] {
            let route = try SchoolRoute(url: #require(URL(string: base + query)))
            #expect(route == .course(school: "mit", course: "6.001", ref: ref, .enroll(.start)), "\(query)")
        }
        // Whatever `ref` the case holds, the link carries the route's value, once.
        var built = 0
        for ref in [nil, "mail", "manage_enrolment", "a&ref=b", "manage_enrolment2"] {
            let route = SchoolRoute.course(school: "mit", course: "6.001", ref: ref, .manageEnrolment)
            let url = route.url.absoluteString
            #expect(url == "school://schools/mit/6.001/enroll?ref=manage_enrolment", "\(ref ?? "nil")")
            #expect(try SchoolRoute(url: route.url) == chosen)
            built += 1
        }
        #expect(built == 5)
        #expect(
            SchoolRoute.course(school: "mit", course: "6.001", ref: "mail", .enroll(.start)).url
                .absoluteString
                == "school://schools/mit/6.001/enroll?ref=mail")
        // The route beside it leaves out the value that would open the other, whose link needs sign-in.
        let beside = SchoolRoute.course(
            school: "mit", course: "6.001", ref: "manage_enrolment", .enroll(.start))
        #expect(beside.url.absoluteString == "school://schools/mit/6.001/enroll")
        #expect(try SchoolRoute(url: beside.url).name == "course.enroll.start")
    }

    // MARK: - Nested handlers

    /// Records each call with the route's name, as the handler chain saw it.
    @MainActor final class Log {
        var calls: [String] = []
    }

    @MainActor struct App: SchoolRouteHandler {
        let log: Log
        func home() { log.calls.append("home") }
        func search(q: String?, page: Int) { log.calls.append("search") }
        var catalogHandler: Catalog { Catalog(log: log) }
        func course(school: String, course: String, ref: String?) -> Course {
            Course(log: log, prefix: "course(\(school),\(course),\(ref ?? "-"))")
        }
        var accountHandler: Account { Account(log: log) }
        var helpHandler: Help { Help(log: log) }
        func gift(giftCardToken: String) { log.calls.append("gift") }
        func invite(code: String) { log.calls.append("invite") }
        func legal(document: String) { log.calls.append("legal") }
    }

    @MainActor struct Catalog: SchoolRoute.Catalog.Handler {
        let log: Log
        func index() { log.calls.append("catalog.index") }
        func featured() { log.calls.append("catalog.featured") }
        func newReleases() { log.calls.append("catalog.newReleases") }
        func category(categorySlug: String) { log.calls.append("catalog.category") }
    }

    @MainActor struct Course: SchoolRoute.Course.Handler {
        let log: Log
        let prefix: String
        func record(_ name: String) { log.calls.append("\(prefix).\(name)") }
        func overview() { record("overview") }
        func reviews(page: Int, sort: SchoolRoute.SortOrder) { record("reviews") }
        func syllabus() { record("syllabus") }
        func instructor() { record("instructor") }
        func certificate() { record("certificate") }
        func progress() { record("progress") }
        func manageEnrolment() { record("manageEnrolment") }
        var enrollHandler: Enroll { Enroll(course: self) }
        func lesson(lessonId: Int) -> Lesson { Lesson(course: self, prefix: "lesson(\(lessonId))") }
    }

    @MainActor struct Enroll: SchoolRoute.Course.Enroll.Handler {
        let course: Course
        func start() { course.record("enroll.start") }
        func edit() { course.record("enroll.edit") }
        func payment(couponCode: String?) { course.record("enroll.payment") }
        func confirm() { course.record("enroll.confirm") }
    }

    @MainActor struct Lesson: SchoolRoute.Course.Lesson.Handler {
        let course: Course
        let prefix: String
        func record(_ name: String) { course.record("\(prefix).\(name)") }
        func overview() { record("overview") }
        func notes() { record("notes") }
        func transcript() { record("transcript") }
        func resource(file: String) { record("resource") }
        var quizHandler: Quiz { Quiz(lesson: self) }
    }

    @MainActor struct Quiz: SchoolRoute.Course.Lesson.Quiz.Handler {
        let lesson: Lesson
        func start() { lesson.record("quiz.start") }
        func question(number: Int) { lesson.record("quiz.question") }
        func results() { lesson.record("quiz.results") }
    }

    @MainActor struct Account: SchoolRoute.Account.Handler {
        let log: Log
        func overview() { log.calls.append("account.overview") }
        func profile() { log.calls.append("account.profile") }
        func editProfile() { log.calls.append("account.editProfile") }
        func notifications() { log.calls.append("account.notifications") }
        func privacy() { log.calls.append("account.privacy") }
        var billingHandler: Billing { Billing(log: log) }
    }

    @MainActor struct Billing: SchoolRoute.Account.Billing.Handler {
        let log: Log
        func overview() { log.calls.append("account.billing.overview") }
        func invoices(year: Int?) { log.calls.append("account.billing.invoices") }
        func invoice(invoiceId: UUID) { log.calls.append("account.billing.invoice") }
        func paymentMethods() { log.calls.append("account.billing.paymentMethods") }
    }

    @MainActor struct Help: SchoolRoute.Help.Handler {
        let log: Log
        func index() { log.calls.append("help.index") }
        func article(slug: String) { log.calls.append("help.article") }
        func contact() { log.calls.append("help.contact") }
    }

    /// Each route reaches the one requirement of its group's handler, which got the group's values.
    @MainActor @Test func everyRouteIsDispatchedThroughItsGroupsHandlers() {
        var values = RandomValues(seed: 0xD15)
        let log = Log()
        for index in Self.kinds {
            let route = Self.route(index, &values)
            route.dispatch(to: App(log: log))
            let call = log.calls.last ?? ""
            guard case .course(let school, let course, let ref, let inner) = route else {
                #expect(call == route.name)
                continue
            }
            // `course.lesson.notes` was called as `course(school,course,ref).lesson(id).notes`.
            var expected = "course(\(school),\(course),\(ref ?? "-"))."
            if case .lesson(let id, _) = inner { expected += "lesson(\(id))." }
            let rest = route.name.split(separator: ".").dropFirst(expected.contains("lesson(") ? 2 : 1)
            #expect(call == expected + rest.joined(separator: "."), "\(route.name)")
        }
        #expect(log.calls.count == Self.kinds.count)
    }

    // MARK: - The app's own nested model

    /// An app's existing navigation model, nested as its screens are: a course screen holds the
    /// generated group's enum as it is, so adopting the groups maps one case per group, never one
    /// per route (24 routes of the course group take one line below).
    enum Screen: Equatable {
        case home
        case search(String?)
        case catalog(SchoolRoute.Catalog)
        case course(CourseID, SchoolRoute.Course)
        case account(SchoolRoute.Account)
        case help(SchoolRoute.Help)
        case web(String)

        struct CourseID: Equatable {
            var school: String
            var course: String
        }

        init(_ route: SchoolRoute) {
            switch route {
            case .home: self = .home
            case .search(let q, _): self = .search(q)
            case .catalog(let screen): self = .catalog(screen)
            case .course(let school, let course, _, let screen):
                self = .course(CourseID(school: school, course: course), screen)
            case .account(let screen): self = .account(screen)
            case .help(let screen): self = .help(screen)
            case .gift, .invite, .legal: self = .web(route.url.absoluteString)
            }
        }
    }

    @Test func anAppsNestedModelComesFromTheGroupsOneCaseAGroup() {
        var values = RandomValues(seed: 0xA99)
        var courseScreens = 0
        for index in Self.kinds {
            let route = Self.route(index, &values)
            let screen = Screen(route)
            if case .course(let id, let inner) = screen,
                case .course(let school, let course, let ref, let nested) = route
            {
                #expect(id == Screen.CourseID(school: school, course: course))
                // The screen's value is the group's, so the route comes back from it.
                #expect(SchoolRoute.course(school: id.school, course: id.course, ref: ref, inner) == route)
                #expect(inner == nested)
                courseScreens += 1
            }
        }
        #expect(courseScreens == 18)
    }

    // MARK: - Context

    @Test func contextItemsAreReadBesideTheRouteAndNeverPartOfIt() throws {
        let url = try #require(
            URL(
                string:
                    "https://school.example/schools/mit/6.001/reviews?page=2&utm_source=mail&referral_tag=ann&utm_campaign=%F0%9F%8E%93#top"
            ))
        let link = try DeepLink<SchoolRoute>(url: url)
        #expect(link.route == .course(school: "mit", course: "6.001", .reviews(page: 2)))
        #expect(link.source == .universalLink)
        #expect(link.url == url)
        #expect(link.fragment == "top")
        #expect(link.context == SchoolRoute.LinkContext(utmSource: "mail", utmCampaign: "🎓", referral: "ann"))
        // The route is the same with or without them, and its URL carries none.
        let bare = try SchoolRoute(
            url: #require(URL(string: "https://school.example/schools/mit/6.001/reviews?page=2")))
        #expect(link.route == bare)
        #expect(!link.route.url.absoluteString.contains("utm"))
        // A route opened in code has no link and no items.
        let inCode = DeepLink(route: SchoolRoute.home)
        #expect(inCode.url == nil && inCode.source == .app && inCode.context == SchoolRoute.LinkContext())
        // A link of another app carries no context.
        #expect(
            SchoolRoute.LinkContext(url: URL(string: "other://x?utm_source=mail")!)
                == SchoolRoute.LinkContext())
    }

    @MainActor @Test func theRouterHandsTheLinkToHandlersAndKeepsItThroughDeferral() async throws {
        let router = DeepLinkRouter<SchoolRoute>(settleDelay: .zero)
        var received: [(SchoolRoute, DeepLink<SchoolRoute>)] = []
        await router.attach { route, link in received.append((route, link)) }
        router.signOut()
        let url = try #require(
            URL(string: "school://account/billing/invoices?year=2025&utm_campaign=spring#latest"))
        let outcome = await router.open(url)
        #expect(outcome == .deferred(.signInRequired))
        #expect(received.isEmpty)
        #expect(router.pendingLink?.link.context.utmCampaign == "spring")
        router.signIn(user: "ann")
        while router.replayDeadline != nil { await Task.yield() }
        await router.idle()
        let (route, link) = try #require(received.first)
        #expect(route == .account(.billing(.invoices(year: 2025))))
        #expect(link.url == url)
        #expect(link.source == .url)
        #expect(link.context.utmCampaign == "spring")
        #expect(link.fragment == "latest")
        // The route-only form still works.
        var routes: [SchoolRoute] = []
        await router.attach { routes.append($0) }
        await router.open(SchoolRoute.help(.index))
        #expect(routes == [.help(.index)])
    }
}
