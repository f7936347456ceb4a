import LiveCollectionsScenarios
import Testing
@testable import LiveCollectionsDocs

/// The pictures and the recording view handle a batch with one function
/// (`BatchSemantics`): every batch of every scenario, followed by the
/// pictures from the calls the view recorded and what it showed before,
/// lands on what the view showed after it, and every cell drawn as moved
/// or kept comes from the cell with its identity. Were the pictures to
/// apply a batch otherwise than the view did, a panel would say the calls
/// do not lead to the recorded state, or a cell would come from another.
@Suite("Pictures follow batches as the view applied them")
struct PicturesFollowTheViewTests {
    @Test func everyBatchOfEveryScenarioIsFollowedAsTheViewAppliedIt() {
        var followed = 0
        for (recording, _) in PicturesMatchRecordingsTests.documented {
            let pictures = RecordingPictures(recording, defaultDuration: 300)
            for position in recording.steps.indices {
                for picture in pictures.pictures(at: position) {
                    for (number, panel) in picture.panels.enumerated() where panel.kind == .batch {
                        let place = "\(recording.scenario) step \(recording.steps[position].index) \(picture.view) panel \(number)"
                        #expect(!panel.notes.contains { $0.hasPrefix("the recorded calls do not lead") }, "\(place): \(panel.notes)")
                        guard let before = panel.before?.sections, let after = panel.after.sections else {
                            Issue.record("\(place): a state around the batch is not recorded")
                            continue
                        }
                        for (target, source) in panel.sources {
                            guard let row = after[target.section].rows?[target.row] else { continue }
                            let origin = before[source.section].rows?[source.row]
                            if row.role == .refreshed {
                                #expect(origin?.role == .reloaded, "\(place): \(target) replaces a row not reloaded")
                            } else {
                                #expect(origin?.id == row.id, "\(place): \(target) comes from another cell")
                            }
                        }
                        followed += 1
                    }
                }
            }
        }
        #expect(followed > 100)
    }
}
