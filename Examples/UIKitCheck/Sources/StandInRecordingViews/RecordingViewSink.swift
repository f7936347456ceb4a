import Foundation
import LiveCollections
import LiveCollectionsTesting
import UIKit

/// The stand-in's sink over the testing library's ``RecordingView``: it
/// applies each batch with UIKit's rules and rejects what UIKit would
/// reject. The check installs it for every stand-in view
/// (``installRecordingViews()``); not UIKit.
@MainActor final class RecordingViewSink: StandInBatchSink {
    /// The view that applies the batches.
    let recordingView: RecordingView
    /// The recording view's data source, kept alive here (the recording
    /// view holds it weakly).
    private var contents: (any RecordingViewDataSource)?
    /// Anything else the sink keeps alive (a stand-in view's data source).
    var kept: AnyObject?

    /// Batches applied by `recordingView`, which keeps its own data source.
    init(recordingView: RecordingView) {
        self.recordingView = recordingView
    }

    /// Batches applied by a recording view of `kind` reading `counts`.
    init(_ kind: StandInViewKind, counts: StandInDataSourceCounts) {
        recordingView = RecordingView(style: kind == .table ? .table : .collection)
        read(UIKitDataSourceCounts(sections: counts.sections, rows: counts.items))
    }

    /// Makes the recording view read `source` and keeps it.
    func read(_ source: any RecordingViewIdentityDataSource) {
        contents = source
        recordingView.dataSource = source
    }

    func performBatch(_ updates: () -> Void, completion: @escaping @MainActor (Bool) -> Void) -> String? {
        let relay = CompletionRelay(completion: completion)
        do {
            try recordingView.performBatchUpdates(updates, completion: { finished in relay.run(finished) })
            return nil
        } catch {
            return error.message
        }
    }

    func apply(_ call: UIKitCall) {
        let view = recordingView
        switch call {
        case .reloadData: view.reloadData()
        case let .insertRows(paths, animation): view.insertRows(at: paths, with: RowAnimation(animation))
        case let .deleteRows(paths, animation): view.deleteRows(at: paths, with: RowAnimation(animation))
        case let .reloadRows(paths, animation): view.reloadRows(at: paths, with: RowAnimation(animation))
        case let .moveRow(from, to): view.moveRow(at: from, to: to)
        case .insertItems(let paths): view.insertItems(at: paths)
        case .deleteItems(let paths): view.deleteItems(at: paths)
        case .reloadItems(let paths): view.reloadItems(at: paths)
        case let .moveItem(from, to): view.moveItem(at: from, to: to)
        case let .insertSections(sections, animation?): view.insertSections(sections, with: RowAnimation(animation))
        case .insertSections(let sections, nil): view.insertSections(sections)
        case let .deleteSections(sections, animation?): view.deleteSections(sections, with: RowAnimation(animation))
        case .deleteSections(let sections, nil): view.deleteSections(sections)
        case let .reloadSections(sections, animation?): view.reloadSections(sections, with: RowAnimation(animation))
        case .reloadSections(let sections, nil): view.reloadSections(sections)
        case let .moveSection(from, to): view.moveSection(from, toSection: to)
        case .performBatchUpdates, .completion, .raised: break
        }
    }

    var numberOfSections: Int { recordingView.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int {
        recordingView.numberOfItems(inSection: section)
    }
}

/// Makes every stand-in table and collection view created from now on
/// apply its calls with a recording view of its own, reading its UIKit data
/// source's counts. Call it before creating views; calling it again changes
/// nothing.
@MainActor public func installRecordingViews() {
    StandInBatchSinks.maker = { kind, counts in RecordingViewSink(kind, counts: counts) }
}

/// A batch's completion on its way back from the recording view, which calls
/// it on the thread that runs its scheduler's view work: the main thread,
/// where the stand-in's views live.
private struct CompletionRelay: @unchecked Sendable {
    let completion: @MainActor (Bool) -> Void

    func run(_ finished: Bool) {
        MainActor.assumeIsolated {
            completion(finished)
        }
    }
}

/// The counts of a stand-in view's UIKit data source, as the recording view
/// reads them. UIKit checks a batch against counts, never against which
/// item a cell shows, so every cell has the same identity here.
final class UIKitDataSourceCounts: RecordingViewIdentityDataSource, @unchecked Sendable {
    private let sections: @MainActor () -> Int
    private let rows: @MainActor (Int) -> Int

    init(sections: @escaping @MainActor () -> Int, rows: @escaping @MainActor (Int) -> Int) {
        self.sections = sections
        self.rows = rows
    }

    func numberOfSections(in view: RecordingView) -> Int {
        MainActor.assumeIsolated { sections() }
    }

    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        MainActor.assumeIsolated { rows(section) }
    }

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        RecordingViewItem(id: "cell", content: "cell")
    }

    func recordingView(_ view: RecordingView, identitiesInSection section: Int) -> [String] {
        Array(repeating: "cell", count: max(0, recordingView(view, numberOfItemsInSection: section)))
    }
}

extension RowAnimation {
    /// The library's animation of the same name as UIKit's `animation`.
    init(_ animation: UITableView.RowAnimation) {
        switch animation {
        case .fade: self = .fade
        case .right: self = .right
        case .left: self = .left
        case .top: self = .top
        case .bottom: self = .bottom
        case .none: self = .none
        case .middle: self = .middle
        case .automatic: self = .automatic
        @unknown default: self = .automatic
        }
    }
}
