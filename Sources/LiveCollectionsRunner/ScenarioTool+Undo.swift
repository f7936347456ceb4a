import Foundation
import LiveCollectionsStore

/// What undoing one decision of a review puts back: the value
/// ``ScenarioTool/accept(_:)`` returns (the golden it replaced), or the
/// one a rejection makes (``rejecting(_:)``); ``ScenarioTool/undo(_:)``
/// takes it. The review page keeps one per decided change until it is
/// closed.
public enum ReviewUndo: Sendable {
    /// An accept: the scenario's golden as it was before, to restore whole.
    case accepted(ReplacedGolden)
    /// A rejection of the change of `scenario`.
    case rejected(scenario: String)

    /// The undo of rejecting `change`.
    public static func rejecting(_ change: PendingChange) -> ReviewUndo {
        .rejected(scenario: change.scenario)
    }

    /// The scenario the decision was about.
    public var scenario: String {
        switch self {
        case .accepted(let replaced): replaced.scenario
        case .rejected(let scenario): scenario
        }
    }
}

/// A scenario's golden as it was before an accept replaced it: its run as
/// the golden store held it (metadata and recording, so the restored run
/// has the same fingerprint) and its text golden's bytes, each nil when
/// there was none (a new scenario; a text golden never written).
public struct ReplacedGolden: Sendable {
    /// The scenario's name.
    public let scenario: String
    /// The golden run, as stored; nil when the scenario had no golden.
    let run: StoredRun?
    /// The text golden's bytes; nil when there was no file.
    let text: Data?

    /// Whether the scenario had a golden run.
    public var hadGolden: Bool { run != nil }
}

extension ScenarioTool {
    /// The golden of `scenario` as it is now (run and text), for an accept
    /// to return so that it can be undone.
    ///
    /// - Complexity: one read of the golden run, one of its text file.
    func currentGolden(of scenario: String) throws(CommandFailure) -> ReplacedGolden {
        var run: StoredRun?
        if FileManager.default.fileExists(atPath: paths.goldens) {
            let goldens = try readGoldens()
            run = try store { () throws(StoreError) -> StoredRun? in
                guard let id = try goldens.golden(for: scenario) else { return nil }
                return try goldens.storedRun(id)
            }
        }
        var text: Data?
        if GoldenTexts.isScenarioName(scenario), FileKind.of(goldenTexts.path(of: scenario)) == .file {
            text = FileManager.default.contents(atPath: goldenTexts.path(of: scenario))
        }
        return ReplacedGolden(scenario: scenario, run: run, text: text)
    }

    /// Undoes a decision of a review: for an accept, the golden it replaced
    /// is put back whole (the golden run as it was stored, same
    /// fingerprint, and the text golden's very bytes; for a change that had
    /// no golden, the new golden and its text are removed; for an obsolete
    /// golden that was removed, both come back), and one line says so.
    ///
    /// The golden store and the text golden change together, as an accept
    /// writes them (``writeGoldens(textFiles:commit:)``).
    ///
    /// - Throws: ``CommandFailure`` when the golden store or the text
    ///   golden cannot be written; the store is then as the accept left it
    ///   or already restored, and the line says which file to check.
    public func undo(_ undo: ReviewUndo) throws(CommandFailure) {
        switch undo {
        case .rejected(let scenario):
            try rejections().forget(scenario: scenario)
            console.line("undid the rejection of \(scenario): it is pending again")
        case .accepted(let replaced):
            try restore(replaced)
        }
    }

    /// Puts `previous` back as its scenario's golden and text golden,
    /// together or not at all (``writeGoldens(textFiles:commit:)``).
    private func restore(_ previous: ReplacedGolden) throws(CommandFailure) {
        let name = previous.scenario
        let textPath = goldenTexts.path(of: name)
        let goldens = try writableGoldens()
        let texts: [(scenario: String, text: Data?)] = GoldenTexts.isScenarioName(name) ? [(name, previous.text)] : []
        _ = try writeGoldens(textFiles: texts) { () throws(CommandFailure) in
            try store { () throws(StoreError) in
                if let run = previous.run {
                    var current: String?
                    if let id = try goldens.golden(for: name) { current = try goldens.storedRun(id).fingerprint }
                    if current != run.fingerprint {
                        // The run is copied from a store of its own, so that
                        // replacing the golden is one transaction that also
                        // drops the accepted run.
                        let holder = try ScenarioStore(inMemory: ())
                        let copy = try holder.importOnce(run).id
                        _ = try goldens.replaceGolden(with: copy, from: holder)
                    }
                } else {
                    try goldens.removeGoldens(of: [name])
                }
            }
        }
        try store { () throws(StoreError) in try goldens.compact() }
        let golden = RunReference.golden(name)
        if previous.run == nil {
            console.line("undid the accept of \(name): it has no golden again (\(golden) removed from \(paths.goldens), \(textPath) \(previous.text == nil ? "removed" : "as it was"))")
        } else {
            console.line("undid the accept of \(name): \(golden) in \(paths.goldens) and \(textPath) are as they were before")
        }
    }
}
