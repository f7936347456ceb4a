import Foundation

// Stand-in only: how the check sees what a stand-in view is told. The
// stand-in depends on nothing but Foundation, so `import UIKit` brings an
// app's files UIKit's declarations and no others; what applies a view's
// batches is a sink the check installs (the recording view of the
// LiveCollections testing library, through StandInRecordingViews).

/// Stand-in only: what applies the calls a stand-in table or collection
/// view receives, as UIKit would, and holds what the view then shows.
@MainActor public protocol StandInBatchSink: AnyObject {
    /// Runs `updates`, whose calls reach ``apply(_:)``, as one batch.
    /// Returns nil when the batch is applied, or the message of the
    /// `NSInternalInconsistencyException` UIKit raises for it. Calls
    /// `completion` once the batch's animations end, possibly before it
    /// returns (the view then waits for the outermost batch to return).
    func performBatch(_ updates: () -> Void, completion: @escaping @MainActor (Bool) -> Void) -> String?

    /// Applies `call`: an operation of the running batch, or `reloadData()`.
    func apply(_ call: UIKitCall)

    /// The number of sections the view shows.
    var numberOfSections: Int { get }

    /// The number of items (rows) the view shows in `section`.
    func numberOfItems(inSection section: Int) -> Int
}

/// Stand-in only: which of UIKit's batch-updating views a sink is for.
public enum StandInViewKind: Sendable {
    /// A `UITableView`.
    case table
    /// A `UICollectionView`.
    case collection
}

/// Stand-in only: the counts of a stand-in view's UIKit data source, as the
/// view reads them (sections, then items in a section).
@MainActor public struct StandInDataSourceCounts {
    /// The data source's number of sections (UIKit's default of 1 when it
    /// does not say, 0 without a data source).
    public let sections: @MainActor () -> Int
    /// The data source's number of items in a section.
    public let items: @MainActor (Int) -> Int

    /// Counts read by `sections` and `items`.
    public init(sections: @escaping @MainActor () -> Int, items: @escaping @MainActor (Int) -> Int) {
        self.sections = sections
        self.items = items
    }
}

/// Stand-in only: where each stand-in table and collection view an app
/// creates gets its sink. With no maker installed, a view logs its calls
/// and applies none.
@MainActor public enum StandInBatchSinks {
    /// Makes the sink of a view of the given kind reading its data
    /// source's counts; installed by the check.
    public static var maker: ((StandInViewKind, StandInDataSourceCounts) -> any StandInBatchSink)?
}

/// A stand-in view's log of calls and its sink. Not UIKit.
@MainActor final class StandInBatches {
    /// What applies the view's calls.
    var sink: (any StandInBatchSink)?
    /// Every call received, in order.
    private(set) var calls: [UIKitCall] = []
    /// Told every call as it is received.
    var observer: ((UIKitCall) -> Void)?

    /// Makes the sink of a view of `kind` over `counts`, if the check
    /// installed a maker.
    func attach(_ kind: StandInViewKind, counts: StandInDataSourceCounts) {
        sink = StandInBatchSinks.maker?(kind, counts)
    }

    func note(_ call: UIKitCall) {
        calls.append(call)
        observer?(call)
    }

    /// Logs `call` and has the sink apply it.
    func receive(_ call: UIKitCall) {
        note(call)
        sink?.apply(call)
    }

    /// How many `performBatchUpdates(_:completion:)` calls are running.
    private var depth = 0
    /// Completions delivered while a call was running.
    private var deferred: [() -> Void] = []

    /// `performBatchUpdates(_:completion:)`: the sink applies the batch; a
    /// batch it rejects is logged as raised and its completion never called
    /// (an app would have crashed). A completion is never called before the
    /// call returns, as in UIKit: it waits for the outermost call to return.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        note(.performBatchUpdates(.began))
        depth += 1
        let finish: @MainActor (Bool) -> Void = { finished in
            self.complete {
                self.note(.completion(finished: finished))
                completion?(finished)
            }
        }
        let raised: String?
        if let sink {
            raised = sink.performBatch({ updates?() }, completion: finish)
        } else {
            updates?()
            raised = nil
            finish(true)
        }
        depth -= 1
        note(raised.map(UIKitCall.raised) ?? .performBatchUpdates(.returned))
        guard depth == 0 else { return }
        while !deferred.isEmpty {
            deferred.removeFirst()()
        }
    }

    /// Calls `completion` now, or once the running call has returned.
    private func complete(_ completion: @escaping () -> Void) {
        guard depth > 0 else { return completion() }
        deferred.append(completion)
    }
}
