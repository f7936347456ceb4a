import Foundation
import LiveCollections

/// One event of a replay at its virtual time: a call a view received, or
/// what a delegate of the screen was told (a reload hand-off, deleted items,
/// a cell showing another data object, an inaccurate delta).
///
/// A view's batch is numbered from 1 in the order the view opened it; its
/// `beginBatch`, its operations, its end (`endBatch`, `rejected`,
/// `fallbackToReloadData`) and its `animationsCompleted` carry that number in
/// ``batch``, so a completion names the batch it reports even when it is
/// recorded steps later.
public struct EventRecord: Hashable, Sendable, Codable {
    /// Virtual time in milliseconds.
    public var at: Int
    /// The view, or the delegate, that received it, e.g. `table`, `cell c2`,
    /// `reload delegate`.
    public var view: String
    /// The view's batch the event belongs to; nil outside a batch (a
    /// `reloadData` outside any batch, and every delegate event).
    public var batch: Int?
    /// What happened.
    public var kind: Kind
    /// What the view displays right after the event, per section, each cell
    /// as `id` or `id(content)`: recorded after every `endBatch`,
    /// `fallbackToReloadData` and `reloadData`, and on a view's first event
    /// when the view loaded without a `reloadData` (its state before its
    /// first batch). Nil on every other event.
    public var shows: [[String]]?

    /// Creates an event record.
    public init(at: Int, view: String, batch: Int? = nil, kind: Kind, shows: [[String]]? = nil) {
        self.at = at
        self.view = view
        self.batch = batch
        self.kind = kind
        self.shows = shows
    }

    /// What an event is.
    public enum Kind: Hashable, Sendable, Codable {
        /// A call the view received (or its end or completion).
        case call(RecordedEvent)
        /// The reload delegate took over the reloads of `rows` of view `of`
        /// (their index paths on screen), handing them to the data objects
        /// `to` (e.g. `carousel c1`).
        case handOff(rows: [IndexPath], of: String, to: [String])
        /// The deletion delegate was told these items (their identities) were deleted.
        case didDeleteItems([String])
        /// The view, a reused cell, now shows the data object named here
        /// (e.g. `carousel c2`).
        case nowShows(String)
        /// A data object found duplicate identifiers: those before and
        /// after the update.
        case inaccurateDelta(sourceDuplicates: [String], targetDuplicates: [String])
    }

    /// The call, when the event is one.
    public var call: RecordedEvent? {
        if case .call(let call) = kind { return call }
        return nil
    }
}

extension EventRecord {
    /// The event as the golden text writes it, without its time and view:
    /// ``Kind/text(view:)``, and for a completion the batch it reports
    /// (`animationsCompleted batch 2`).
    public var text: String {
        guard case .call(.animationsCompleted(let finished)) = kind, let batch else { return kind.text(view: view) }
        return "animationsCompleted batch \(batch)" + (finished ? "" : " (not finished)")
    }
}

extension EventRecord.Kind {
    /// The event as the golden text writes it, without its time and view:
    /// a call as ``RecordedEvent/description`` writes it, e.g.
    /// `moveItem [0, 2] -> [0, 5]`; `hand-off [[0, 1]] of table to carousel c1`;
    /// `didDeleteItems [12, 13]`; `now shows carousel c2` after the view's
    /// name; `inaccurate delta: duplicates before ["1"], after ["2"]`.
    ///
    /// - Parameter view: the event's view, which a `nowShows` line repeats.
    public func text(view: String) -> String {
        switch self {
        case .call(let call): call.description
        case let .handOff(rows, of, names): "hand-off \(rows.listText) of \(of) to \(names.joined(separator: ", "))"
        case .didDeleteItems(let ids): "didDeleteItems [\(ids.joined(separator: ", "))]"
        case .nowShows(let name): "\(view) now shows \(name)"
        case let .inaccurateDelta(before, after): "inaccurate delta: duplicates before \(before), after \(after)"
        }
    }
}
