import Foundation
import LiveCollections
import LiveCollectionsTesting

/// What a stand-in table or collection view does with the calls it
/// receives: logs each (``UIKitCall``) and hands it to a ``RecordingView``,
/// the testing library's view that applies a batch with UIKit's rules and
/// rejects what UIKit would reject. Not UIKit.
@MainActor final class StandInBatches {
    /// The view that applies the batches.
    let recordingView: RecordingView
    /// Every call received, in order.
    private(set) var calls: [UIKitCall] = []
    /// Told every call as it is received.
    var observer: ((UIKitCall) -> Void)?
    /// The recording view's data source when the stand-in made it.
    private var contents: (any RecordingViewDataSource)?

    /// Batches applied by `recordingView`.
    init(recordingView: RecordingView) {
        self.recordingView = recordingView
    }

    /// Batches applied by a recording view of `style`, which reads its
    /// counts from ``read(_:)``.
    init(style: RecordingViewStyle) {
        recordingView = RecordingView(style: style)
    }

    /// Makes the recording view read `counts` (the UIKit data source's,
    /// through the stand-in view) and keeps it.
    func read(_ counts: any RecordingViewIdentityDataSource) {
        contents = counts
        recordingView.dataSource = counts
    }

    func note(_ call: UIKitCall) {
        calls.append(call)
        observer?(call)
    }

    /// How many `performBatchUpdates(_:completion:)` calls are running.
    private var depth = 0
    /// Completions the recording view delivered while a call was running.
    private var deferred: [() -> Void] = []

    /// `performBatchUpdates(_:completion:)`: the recording view applies the
    /// batch; a batch it rejects is logged as raised and its completion
    /// never called (an app would have crashed). A completion is never
    /// called before the call returns, as in UIKit: without a scheduler
    /// the recording view completes at once, and the completion waits for
    /// the outermost call to return.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        note(.performBatchUpdates(.began))
        depth += 1
        let finish = CompletionRelay(stand: self, completion: completion)
        do {
            try recordingView.performBatchUpdates({ updates?() }, completion: { finished in finish.run(finished) })
            depth -= 1
            note(.performBatchUpdates(.returned))
        } catch {
            depth -= 1
            note(.raised(error.message))
        }
        guard depth == 0 else { return }
        while !deferred.isEmpty {
            deferred.removeFirst()()
        }
    }

    /// Calls `completion` now, or once the running call has returned.
    func complete(_ completion: @escaping () -> Void) {
        guard depth > 0 else { return completion() }
        deferred.append(completion)
    }
}

/// A batch's completion on its way back from the recording view, which calls
/// it on the thread that runs its scheduler's view work: the main thread,
/// where the stand-in's views live.
private struct CompletionRelay: @unchecked Sendable {
    let stand: StandInBatches
    let completion: ((Bool) -> Void)?

    func run(_ finished: Bool) {
        MainActor.assumeIsolated {
            stand.complete {
                stand.note(.completion(finished: finished))
                completion?(finished)
            }
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

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> DisplayedItem {
        DisplayedItem(id: "cell", content: "cell")
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
        }
    }
}
