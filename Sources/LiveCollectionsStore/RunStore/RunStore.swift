import Foundation
import LiveCollectionsRecording

/// Recorded runs, wherever they are kept: an SQLite file (``ScenarioStore``,
/// the default) or, in a build with the `PostgreSQL` trait, a shared
/// PostgreSQL database. ``RunStoreLocation`` says which, and
/// ``RunStoreLocation/open(mode:environment:)`` opens it.
///
/// Both backends store the same rows (the store's record types and their
/// JSON codecs, `StoredEvents` and `StoredSections`) and keep the same
/// promises: a run is stored in one transaction, all of it or nothing;
/// run identifiers are unique, also across concurrent writers; a reader
/// never sees a half-written run. Golden runs live in SQLite files only
/// (they are committed and reviewed), so ``RunSummary/isGolden`` is false
/// for every run of a PostgreSQL store.
///
/// Methods throw ``StoreError`` only, naming the store's ``location``.
public protocol RunStore: AnyObject, Sendable {
    /// Where the store is, as messages name it: a file's path, or a
    /// `postgres://` URL without its password.
    var location: String { get }

    /// Stores `recording` as a new run, in one transaction.
    ///
    /// - Throws: ``StoreError/Kind/invalidRecording`` if the steps' indices
    ///   do not strictly increase.
    func record(
        _ recording: ScenarioRecording, label: String?, packageVersion: String, sourceRevision: String?, recordedAt: Date
    ) throws(StoreError) -> RunID

    /// The recording of `run`, equal to the one recorded.
    ///
    /// - Throws: ``StoreError/Kind/unknownRun``.
    func recording(of run: RunID) throws(StoreError) -> ScenarioRecording

    /// What the store knows about `run`, without its steps.
    ///
    /// - Throws: ``StoreError/Kind/unknownRun``.
    func summary(of run: RunID) throws(StoreError) -> RunSummary

    /// The runs, oldest first (by identifier), optionally only those of one
    /// scenario and/or with one label.
    func runs(scenario: String?, label: String?) throws(StoreError) -> [RunSummary]

    /// The newest run of each scenario among the runs labelled `label`,
    /// sorted by scenario: the latest `recordedAt`, then the highest identifier.
    ///
    /// - Throws: ``StoreError/Kind/unknownLabel`` if no run has that label.
    func latestRuns(label: String) throws(StoreError) -> [RunSummary]

    /// Deletes all but the newest `count` runs of each scenario and label,
    /// in one transaction; golden runs are never deleted.
    ///
    /// - Returns: The number of runs deleted.
    @discardableResult
    func pruneRuns(keepingNewest count: Int) throws(StoreError) -> Int

    /// Deletes all but the newest `count` runs of each of `scenarios` among
    /// the runs labelled `label` (`nil`: without a label), in one transaction.
    ///
    /// - Returns: The number of runs deleted.
    @discardableResult
    func pruneRuns(keepingNewest count: Int, of scenarios: some Sequence<String>, label: String?) throws(StoreError) -> Int

    /// `run` as stored, with its metadata and recording, to copy it into
    /// another store.
    ///
    /// - Throws: ``StoreError/Kind/unknownRun``.
    func storedRun(_ run: RunID) throws(StoreError) -> StoredRun

    /// Stores a copy of `run` (from another store) unless this store
    /// already holds a run with the same ``StoredRun/fingerprint``, in one
    /// transaction; with concurrent copies of the same run, one stores it.
    ///
    /// - Returns: The run's identifier here, and whether it was stored now.
    func importOnce(_ run: StoredRun) throws(StoreError) -> (id: RunID, isNew: Bool)
}

extension RunStore {
    /// Every run, oldest first.
    public func runs() throws(StoreError) -> [RunSummary] {
        try runs(scenario: nil, label: nil)
    }
}

/// A test hook of both backends: recording with a failure injected after
/// a number of rows, to show that a half-written run leaves nothing behind.
package protocol FaultInjectingRunStore: RunStore {
    /// ``RunStore/record(_:label:packageVersion:sourceRevision:recordedAt:)``,
    /// failing the transaction after `fault.afterRows` rows.
    func record(
        _ recording: ScenarioRecording, label: String?, packageVersion: String, sourceRevision: String?, recordedAt: Date,
        injecting fault: InsertionFault?
    ) throws(StoreError) -> RunID
}
