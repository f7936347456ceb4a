import Foundation

/// What ``CollectionData`` and ``CollectionSectionData`` share: updating and
/// appending, the delegates of the update pipeline and its thresholds.
///
/// Use it to configure or drive either data object from generic code. The
/// underscored requirements are the library's own: only its two data
/// objects conform.
public protocol UpdatingDataObject: AnyObject {
    /// What the data source shows: the items, or the sections.
    associatedtype _Shown
    /// What ``update(_:completion:)`` and ``append(_:completion:)`` take a
    /// list of: raw items or raw sections, built by the data factory, if
    /// any.
    associatedtype RawElement
    /// The item type: what the deletion delegate receives a list of.
    associatedtype DataType

    /// The pipeline's state and the lock that guards it.
    var _updateState: _UpdateState<_Shown, DataType> { get }

    /// Sends `data` down the update pipeline, as an update or an append.
    func _submit(_ data: [RawElement], appending: Bool, completion: (() -> Void)?)
}

extension UpdatingDataObject {
    // MARK: Updating

    /// Shows `data` instead of the current data: calculates the delta away
    /// from the view's context and animates the view, then calls
    /// `completion` on the view's context.
    ///
    /// With no view assigned, the data changes at once on the calling thread
    /// and `completion` runs there, even while an earlier update is in
    /// flight, as in the original library (manual timing: call it inside
    /// the update closure of `performAnimations(section:delta:updateData:)`).
    public func update(_ data: [RawElement], completion: (() -> Void)? = nil) {
        _submit(data, appending: false, completion: completion)
    }

    /// Adds `data` after the current items or sections, animated as
    /// insertions (into empty data, one batch per item or section, as in
    /// the original library). A section without items is appended too, as
    /// the original's is: the view shows it empty until an update without
    /// it. The data-count threshold does not apply to appends.
    public func append(_ data: [RawElement], completion: (() -> Void)? = nil) {
        _submit(data, appending: true, completion: completion)
    }

    /// Whether an update is on its way to the view: from the call of
    /// `update` or `append` until the data source shows its data, and while
    /// another update waits. (The original's reads false while an update
    /// waits behind one already shown, and for an update to no data.)
    public var isCalculating: Bool { withState { $0.isCalculating } }

    // MARK: Configuration

    /// Takes over the reloads of some items (carousels); held weakly.
    public var reloadDelegate: (any CollectionDataManualReloadDelegate)? {
        get { withState { $0.reloadDelegate } }
        set { withState { $0.reloadDelegate = newValue } }
    }

    /// Hears about calculations and animation choices; held weakly.
    public var calculationNotificationDelegate: (any CollectionDataCalculationNotificationDelegate)? {
        get { withState { $0.calculationDelegate } }
        set { withState { $0.calculationDelegate = newValue } }
    }

    /// The original library's name for ``calculationNotificationDelegate``.
    public var calculationDelegate: (any CollectionDataCalculationNotificationDelegate)? {
        get { calculationNotificationDelegate }
        set { calculationNotificationDelegate = newValue }
    }

    /// Sets the delegate that receives the items each update deletes (for
    /// sectioned data, items no longer in any section), once the view shows
    /// the new data; held weakly.
    public func setDeletionNotificationDelegate<Delegate: CollectionDataDeletionNotificationDelegate>(_ delegate: Delegate)
    where Delegate.DataType == DataType {
        withState { $0.deletionNotifier = DeletionNotifier(delegate) }
    }

    /// Whether a deletion delegate was set (and is still alive as far as
    /// the data object knows). For a capture, which writes it into the
    /// scenario.
    package var hasDeletionNotificationDelegate: Bool {
        withState { $0.deletionNotifier != nil }
    }

    /// Above this many items before or after an update (for sectioned data,
    /// in all sections), the data's sections are reloaded instead of
    /// animated; for `CollectionData`, without asking the animation
    /// delegate and without telling the deletion delegate. Appends have no
    /// such threshold. 10,000 by default.
    public var dataCountAnimationThreshold: Int {
        get { withState { $0.dataCountThreshold } }
        set { withState { $0.dataCountThreshold = newValue } }
    }

    /// Above this many changes in a delta, the data's sections are reloaded
    /// instead of animated (for `CollectionData`, unless the animation
    /// delegate chose `.reloadData`). 10,000 by default.
    public var deltaCountAnimationThreshold: Int {
        get { withState { $0.deltaCountThreshold } }
        set { withState { $0.deltaCountThreshold = newValue } }
    }

    /// `body` run on the pipeline's state, under its lock.
    func withState<Result>(_ body: (_UpdateState<_Shown, DataType>) -> Result) -> Result {
        let state = _updateState
        return state.lock.withLock { body(state) }
    }
}
