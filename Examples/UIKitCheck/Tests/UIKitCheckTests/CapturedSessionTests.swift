import CapturingApp
import Foundation
import LiveCollectionsScenarios
import LiveCollectionsUIKit
import StandInRecordingViews
import Testing
import UIKit

/// The session the app target captured (Examples/UIKitCheck/Scenarios),
/// and the UIKit calls its replay gives (Scenarios/goldens): rewritten only
/// with `UIKITCHECK_RECORD=1`, otherwise compared.
let capturedScenario = repositoryRoot.appendingPathComponent("Examples/UIKitCheck/Scenarios/90-captured-feed.json")
let capturedGolden = repositoryRoot.appendingPathComponent("Examples/UIKitCheck/Scenarios/goldens/90-captured-feed.txt")
let recording = ProcessInfo.processInfo.environment["UIKITCHECK_RECORD"] == "1"

/// From an app to CI: the app's debug build captures a session of its feed
/// (a `CollectionData` whose view is a real table), the scenario is
/// committed, and CI replays it through the same UIKit views.
@MainActor @Suite(.serialized) struct CapturedSessionTests {
    /// The app target, run as a user would (its data object on the main
    /// queue, real time), captures the session the committed scenario
    /// holds: the same steps, at the times of this run.
    @Test func theAppCapturesTheCommittedSession() async throws {
        installRecordingViews()
        let screen = FeedScreen(FeedSession.launch, scheduler: DispatchScheduler.main)
        let window = UIWindow(frame: screen.tableView.frame)
        window.addSubview(screen.tableView)
        screen.startCapture()
        for refresh in FeedSession.refreshes {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                screen.show(refresh) { done.resume() }
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(screen.shown == FeedSession.refreshes.last)
        #expect(screen.tableView.recordingView.rejections.isEmpty)
        // Brazil, retitled, kept its cell: the screen took its reload.
        #expect(screen.retitledRows == [IndexPath(row: 1, section: 0)])

        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("90-captured-feed-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: fresh) }
        try screen.writeCapture(to: fresh)
        if recording {
            try Data(contentsOf: fresh).write(to: capturedScenario, options: .atomic)
        }
        let captured = try ScenarioLoader.load(fileAt: fresh, displayPath: "captured")
        let committed = try ScenarioLoader.load(fileAt: capturedScenario, displayPath: "Examples/UIKitCheck/Scenarios/90-captured-feed.json")
        #expect(captured.steps.map(\.action) == committed.steps.map(\.action), "the committed capture is not this session's: rerun with UIKITCHECK_RECORD=1")
        // How the screen configured its table and data object is captured
        // too: the table's row animations, the rows its delegate claims.
        #expect(captured.view == committed.view)
        #expect(committed.view?.defaultRowAnimations?.insertAnimation == .right && committed.view?.defaultRowAnimations?.deleteAnimation == .left)
        #expect(committed.hasManualReloads)
    }

    /// CI: the committed capture replays through real-UIKit-named views,
    /// passes UIKit's rules, ends showing the session's last feed, and its
    /// views are told exactly the UIKit calls of its golden.
    @Test func theCommittedSessionReplaysThroughTheUIKitViews() throws {
        let scenario = try ScenarioLoader.load(fileAt: capturedScenario, displayPath: "Examples/UIKitCheck/Scenarios/90-captured-feed.json")
        let screen = StandInScreen()
        let replay = ScenarioReplay.run(scenario, presentingViews: { view, name in
            MainActor.assumeIsolated { PresentedView(view: screen.present(view, named: name)) }.view
        })
        #expect(replay.outcome == .passed, "\(replay.outcome.text)")
        let last = FeedSession.refreshes.last ?? []
        // Inline items show as `row(id "content")`: the titles, in the feed's order.
        let shown = replay.finalState.first?.sections.first ?? []
        #expect(shown.count == last.count && zip(shown, last).allSatisfy { $0.hasSuffix("\"\($1.title)\")") }, "\(shown)")

        let lines = screen.calls.map { "\($0.view): \($0.call)" }
        let text = lines.joined(separator: "\n") + "\n"
        if recording {
            try Data(text.utf8).write(to: capturedGolden)
        }
        // The table's animations, and no reload of Brazil: the screen's
        // delegate retitled it in place, as in the app.
        #expect(lines.filter { $0.contains("insertRows") }.allSatisfy { $0.hasSuffix("with: .right)") })
        #expect(lines.filter { $0.contains("deleteRows") }.allSatisfy { $0.hasSuffix("with: .left)") })
        #expect(!lines.contains { $0.contains("reloadRows") })
        let golden = try String(contentsOf: capturedGolden, encoding: .utf8)
        #expect(text == golden, "the UIKit calls differ from Examples/UIKitCheck/Scenarios/goldens/90-captured-feed.txt; rerun with UIKITCHECK_RECORD=1 only if the change is intended")
    }
}

/// A presented view leaving the main actor's closure (the replay runs on
/// the main thread, where the view stays).
struct PresentedView: @unchecked Sendable {
    let view: any BatchUpdatableView
}
