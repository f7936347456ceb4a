import Foundation

/// The state a data object's update pipeline shares with its public
/// accessors, and the lock that guards it and the data object's own state.
///
/// An implementation detail of ``CollectionData`` and
/// ``CollectionSectionData`` (see ``UpdatingDataObject``): it has no public
/// member, and only the library creates one.
public final class _UpdateState<Shown, DeletedItem> {
    /// Guards this state and the data object's own.
    let lock = NSLock()
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

    init() {}
}
