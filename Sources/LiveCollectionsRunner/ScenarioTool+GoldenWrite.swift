import Foundation
import LiveCollectionsRecording
import LiveCollectionsStore

extension ScenarioTool {
    /// Changes goldens whole: the golden store's transaction (`commit`) and
    /// the text goldens of `texts` (a scenario's new golden recording, or
    /// nil to remove its text) change together or not at all.
    ///
    /// Each text is staged first (``GoldenTexts/stage(_:text:)``), then the
    /// store commits, then each staged text replaces its file; Ctrl-C, `kill`
    /// and a closed terminal are held meanwhile
    /// (``Interruption/deferring(_:)``). Only SIGKILL or a power cut can stop
    /// the process between the commit and the renames, and the next command
    /// that reads the goldens finishes the change (``repairGoldenWrites()``).
    ///
    /// - Returns: what `commit` returns, and the size warnings of the texts written.
    func writeGoldens<T>(
        texts: [(scenario: String, golden: ScenarioRecording?)], commit: () throws(CommandFailure) -> T
    ) throws(CommandFailure) -> (result: T, warnings: [String]) {
        try writeGoldens(textFiles: texts.map { ($0.scenario, $0.golden.map { Data(GoldenTexts.text(of: $0).utf8) }) }, commit: commit)
    }

    /// ``writeGoldens(texts:commit:)`` with each text golden's bytes (nil:
    /// removed), for putting back a text exactly as it was.
    func writeGoldens<T>(
        textFiles texts: [(scenario: String, text: Data?)], commit: () throws(CommandFailure) -> T
    ) throws(CommandFailure) -> (result: T, warnings: [String]) {
        let folder = goldenTexts
        let timeout = try lockTimeout()
        return try Interruption.deferring { () throws(CommandFailure) -> (result: T, warnings: [String]) in
          try folder.locked(timeout: timeout) { () throws(CommandFailure) -> (result: T, warnings: [String]) in
            var staged: [GoldenTexts.Staged] = []
            var warnings: [String] = []
            for (scenario, text) in texts {
                do throws(CommandFailure) {
                    staged.append(try folder.stage(scenario, text: text))
                } catch {
                    staged.forEach(folder.discard)
                    throw error
                }
                if let text, let warning = folder.sizeWarning(scenario, bytes: text.count) { warnings.append(warning) }
            }
            let result: T
            do throws(CommandFailure) {
                result = try commit()
            } catch {
                staged.forEach(folder.discard)
                throw error
            }
            for change in staged { try folder.complete(change) }
            return (result, warnings)
          }
        }
    }

    /// How long a change of goldens waits for another's
    /// (`SCENARIOS_LOCK_TIMEOUT`, as the stores wait).
    private func lockTimeout() throws(CommandFailure) -> TimeInterval {
        do {
            return try ScenarioStore.busyTimeout(environment: environment)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Finishes or undoes a golden change a process left half-written, so
    /// that each golden and its text golden hold the same recording again:
    ///
    /// - a journal file beside a text golden (``writeGoldens(texts:commit:)``
    ///   was stopped between the store's commit and the renames): when the
    ///   golden store holds the change, the staged text replaces the file
    ///   (or the file is removed); otherwise the store never changed and the
    ///   journal is dropped;
    /// - a change an older version of the tool left half-written (it wrote
    ///   the store first, the text after, without a journal): a text golden
    ///   that differs from its golden and is older than both the golden's
    ///   run and the golden store's last write is rewritten from the golden.
    ///   A text edited after the golden was recorded is left as it is, for
    ///   `verify` to report.
    ///
    /// Prints one line for each repair. Called by the commands that read or
    /// change goldens (`verify`, `review`, `approve`, `goldens`).
    func repairGoldenWrites() throws(CommandFailure) {
        let folder = goldenTexts
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.directory, isDirectory: &isFolder), isFolder.boolValue,
              !folder.leftJournals().isEmpty || FileManager.default.fileExists(atPath: paths.goldens)
        else { return }
        try folder.locked(timeout: try lockTimeout()) { () throws(CommandFailure) in try repairLocked() }
    }

    /// ``repairGoldenWrites()``, holding the text folder's lock.
    private func repairLocked() throws(CommandFailure) {
        let folder = goldenTexts
        let journals = folder.leftJournals()
        guard FileManager.default.fileExists(atPath: paths.goldens) else {
            journals.forEach { folder.discard(GoldenTexts.Staged(scenario: $0.scenario, journal: $0.removal ? folder.removingJournal(of: $0.scenario) : folder.acceptingJournal(of: $0.scenario), text: nil)) }
            return
        }
        let goldens = try readGoldens()
        for (scenario, removal) in journals {
            let golden = try store { () throws(StoreError) in try goldens.goldenRun(of: scenario) }?.recording
            if removal {
                let staged = GoldenTexts.Staged(scenario: scenario, journal: folder.removingJournal(of: scenario), text: nil)
                if golden == nil {
                    try folder.complete(staged)
                    console.line("\(scenario): finished removing its golden, which an interrupted command had removed from \(paths.goldens) but not its text \(folder.path(of: scenario))")
                } else {
                    folder.discard(staged)
                }
                continue
            }
            let journal = folder.acceptingJournal(of: scenario)
            // Only a regular file is a journal this tool wrote; a link there is dropped, never followed.
            let staged = FileKind.of(journal) == .file ? FileManager.default.contents(atPath: journal) : nil
            let change = GoldenTexts.Staged(scenario: scenario, journal: journal, text: staged)
            if let golden, let staged, staged == Data(GoldenTexts.text(of: golden).utf8) {
                if folder.read(scenario).map({ Data($0.utf8) }) == staged {
                    folder.discard(change)
                } else {
                    try folder.complete(change)
                    console.line("\(scenario): finished an interrupted accept: \(folder.path(of: scenario)) now holds \(RunReference.golden(scenario)), as \(paths.goldens) does")
                }
            } else {
                folder.discard(change)
                console.line("\(scenario): an accept was interrupted before \(paths.goldens) changed: the golden and \(folder.path(of: scenario)) both hold the previous golden")
            }
        }
        try repairUnjournaledTexts(goldens)
    }

    /// The second case of ``repairGoldenWrites()``: texts an older version
    /// left behind their golden.
    private func repairUnjournaledTexts(_ goldens: ScenarioStore) throws(CommandFailure) {
        let folder = goldenTexts
        guard let storeWritten = (try? FileManager.default.attributesOfItem(atPath: paths.goldens))?[.modificationDate] as? Date else { return }
        let all = try store { () throws(StoreError) in try goldens.goldens() }
        for (scenario, run) in all.sorted(by: { $0.key < $1.key }) where GoldenTexts.isScenarioName(scenario) {
            guard let written = folder.modificationDate(of: scenario), written < storeWritten else { continue }
            let summary = try store { () throws(StoreError) in try goldens.summary(of: run) }
            guard written < summary.recordedAt,
                  let golden = try store({ () throws(StoreError) in try goldens.goldenRun(of: scenario) })?.recording,
                  folder.state(of: scenario, golden: golden) == .differs
            else { continue }
            try folder.complete(try folder.stage(scenario, text: Data(GoldenTexts.text(of: golden).utf8)))
            console.line("\(scenario): finished an accept an older version of the tool left half-written: \(folder.path(of: scenario)) was older than \(RunReference.golden(scenario)) and is rewritten from \(paths.goldens)")
        }
    }
}
