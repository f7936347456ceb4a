import Foundation

/// A call a data object received through its public API, as a call
/// observer sees it (see `CollectionData.setCallObserver(_:)`).
public enum CollectionDataCall<RawType> {
    /// `update(_:completion:)` with this data.
    case update([RawType])
    /// `append(_:completion:)` with this data.
    case append([RawType])
    /// `calculateDelta(_:)` (and its sync, async and completion forms) with
    /// this data.
    case calculateDelta([RawType])
}

/// The call observers of every observed data object, kept beside the
/// objects so that an unobserved object pays one uncontended lock per call.
/// An entry holds its object weakly and is dropped when the object is gone.
final class CallObservers: @unchecked Sendable {
    static let shared = CallObservers()

    private struct Entry {
        weak var object: AnyObject?
        let observer: Any
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func set<RawType>(_ observer: ((CollectionDataCall<RawType>) -> Void)?, for object: AnyObject) {
        lock.withLock {
            entries = entries.filter { $0.value.object != nil }
            entries[ObjectIdentifier(object)] = observer.map { Entry(object: object, observer: $0) }
        }
    }

    /// Tells `object`'s observer, if any, about `call`, on the calling
    /// thread.
    func notify<RawType>(_ object: AnyObject, _ call: @autoclosure () -> CollectionDataCall<RawType>) {
        let observer = lock.withLock { () -> ((CollectionDataCall<RawType>) -> Void)? in
            guard !entries.isEmpty, let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
            return entry.observer as? (CollectionDataCall<RawType>) -> Void
        }
        observer?(call())
    }
}

extension CollectionData {
    /// Calls `observer` with every `update`, `append` and `calculateDelta`
    /// this data object receives, on the caller's thread, before the call
    /// takes effect; nil stops observing. One observer at a time. The hook
    /// does no I/O and keeps no data: what to record is the observer's
    /// business (see the LiveCollectionsCapture module). The observer must
    /// not call back into this data object.
    public func setCallObserver(_ observer: ((CollectionDataCall<T.RawType>) -> Void)?) {
        CallObservers.shared.set(observer, for: self)
    }
}

extension CollectionSectionData {
    /// ``CollectionData/setCallObserver(_:)`` for sectioned data: the calls
    /// carry the sections.
    public func setCallObserver(_ observer: ((CollectionDataCall<S.RawType>) -> Void)?) {
        CallObservers.shared.set(observer, for: self)
    }
}
