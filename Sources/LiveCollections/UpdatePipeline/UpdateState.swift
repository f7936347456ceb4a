import Foundation

/// The state a data object's ``UpdatePipeline`` shares with its public
/// accessors: the calculation in progress, the delegates both data objects
/// have, the thresholds and the deletion delegate. Guarded by the data
/// object's lock.
struct UpdateState<Shown, DeletedItem> {
    /// From an update's call until its data is swapped, and while another
    /// waits.
    var isCalculating = false
    /// Whether the calculation delegate heard
    /// `collectionDataDidBeginCalculating()` and not yet the end of it.
    var isBusyAnnounced = false
    /// The target being calculated, once it is built.
    var calculating: Shown?
    weak var reloadDelegate: (any CollectionDataManualReloadDelegate)?
    weak var calculationDelegate: (any CollectionDataCalculationNotificationDelegate)?
    var deletionNotifier: DeletionNotifier<DeletedItem>?
    var dataCountThreshold = 10_000
    var deltaCountThreshold = 10_000
}
