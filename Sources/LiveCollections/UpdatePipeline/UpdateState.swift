import Foundation

/// The state a data object's ``UpdatePipeline`` shares with its public
/// accessors: the calculation in progress, the delegates both data objects
/// have, the thresholds and the deletion delegate. Guarded by the data
/// object's lock.
struct UpdateState<Shown, DeletedItem> {
    var isCalculating = false
    /// The target being calculated, once it is built.
    var calculating: Shown?
    weak var reloadDelegate: (any CollectionDataManualReloadDelegate)?
    weak var calculationDelegate: (any CollectionDataCalculationNotificationDelegate)?
    var deletionNotifier: DeletionNotifier<DeletedItem>?
    var dataCountThreshold = 10_000
    var deltaCountThreshold = 10_000
}

extension UpdatePipeline {
    /// A property of the data object, read or written under its lock: the
    /// one accessor behind the public properties of both data objects.
    subscript<Value>(locked property: ReferenceWritableKeyPath<Self, Value>) -> Value {
        get { lock.withLock { self[keyPath: property] } }
        set { lock.withLock { self[keyPath: property] = newValue } }
    }
}
