import Foundation
import LiveCollectionsRecording

/// A row of the `viewCall` table: a run of consecutive events of one step
/// that share their time, view and batch, as typed values (schema 7; before
/// it, their texts in `viewEvent`). A batch of thousands of moves is one
/// row, not thousands.
///
/// What the view shows after the row's last event, if recorded, is in
/// ``shows``, or, when it is what the view shows at the end of the step (the
/// common case: a view's last batch of a step), only flagged in
/// ``showsStepEnd``, so a view's state is not stored twice.
struct ViewEventRow: Equatable {
    static let databaseTableName = "viewCall"

    var runId: Int64
    var stepIndex: Int
    /// The run's position among its step's runs of events, from 0.
    var ordinal: Int
    var atMilliseconds: Int
    var view: String
    var batch: Int?
    /// The events, in order.
    var kinds: [EventRecord.Kind]
    /// What the view shows after the last event, when recorded and not
    /// what it shows at the end of the step.
    var shows: [[String]]?
    /// Whether what the view shows after the last event is what it shows at
    /// the end of the step.
    var showsStepEnd: Bool
}
