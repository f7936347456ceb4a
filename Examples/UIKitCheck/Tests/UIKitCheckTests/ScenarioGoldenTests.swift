import Foundation
import LiveCollectionsRecording
import LiveCollectionsScenarios
import LiveCollectionsStore
import LiveCollectionsTesting
import LiveCollectionsUIKit
import StandInRecordingViews
import Testing
import UIKit

/// The repository's root, from this file's place in it.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Every scenario of Scenarios/, replayed through real-UIKit-named views
/// driven by the library's UIKit adapters: the UIKit calls those views
/// receive are, one for one and in order, the calls the committed golden
/// records. A golden therefore says what an app's views are told.
@MainActor @Suite struct ScenarioGoldenTests {
    @Test func everyScenarioTellsTheUIKitViewsWhatItsGoldenRecords() throws {
        let scenarios = try ScenarioLoader.loadAll(
            in: repositoryRoot.appendingPathComponent("Scenarios"), displayDirectory: "Scenarios"
        )
        let goldens = try ScenarioStore(path: repositoryRoot.appendingPathComponent("Scenarios/goldens.sqlite").path, mode: .readOnly)
        #expect(!scenarios.isEmpty)
        var compared = 0
        for scenario in scenarios {
            let screen = StandInScreen()
            let recording = ScenarioReplay.run(scenario, presentingViews: { view, name in
                MainActor.assumeIsolated { PresentedView(view: screen.present(view, named: name)) }.view
            })
            guard let run = try goldens.golden(for: scenario.name) else {
                Issue.record("\(scenario.name): no golden in Scenarios/goldens.sqlite")
                continue
            }
            let golden = try goldens.recording(of: run)
            var expected: [(view: String, call: UIKitCall)] = []
            for event in golden.steps.flatMap(\.events) {
                guard let call = event.call else { continue }
                expected.append((event.view, uikitCall(for: call, style: golden.viewStyles[event.view] ?? .table)))
            }
            let received = screen.calls
            #expect(recording.outcome == .passed, "\(scenario.name): \(recording.outcome.text)")
            #expect(recording.finalState == golden.finalState, "\(scenario.name): the views end showing other data than the golden's")
            let mismatch = firstDifference(expected, received)
            if let mismatch {
                Issue.record("""
                    \(scenario.name): UIKit call \(mismatch + 1) differs from the golden's
                      golden:   \(expected.indices.contains(mismatch) ? "\(expected[mismatch].view): \(expected[mismatch].call)" : "(no more calls)")
                      received: \(received.indices.contains(mismatch) ? "\(received[mismatch].view): \(received[mismatch].call)" : "(no more calls)")
                    """)
            }
            compared += expected.count
        }
        print("UIKit check: \(scenarios.count) scenarios, \(compared) UIKit calls compared with their goldens")
    }
}

/// The index of the first call that differs (or that one list lacks), or
/// nil when both lists are equal.
private func firstDifference(_ expected: [(view: String, call: UIKitCall)], _ received: [(view: String, call: UIKitCall)]) -> Int? {
    for index in 0..<min(expected.count, received.count) where expected[index].view != received[index].view || expected[index].call != received[index].call {
        return index
    }
    return expected.count == received.count ? nil : min(expected.count, received.count)
}
