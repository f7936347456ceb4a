import Foundation

/// Builds the uniquely identifiable values a `CollectionData` diffs from the
/// raw values it is given.
///
/// A factory decides what counts as a change: a movie wrapped together with an
/// "in theaters" flag looked up elsewhere is reloaded when the flag changes,
/// even though the movie itself did not.
public protocol UniquelyIdentifiableDataFactory {
    /// The raw values the factory is given.
    associatedtype RawType
    /// The uniquely identifiable values it builds; their `rawData` gives the
    /// raw value back.
    associatedtype UniquelyIdentifiableType: UniquelyIdentifiable where UniquelyIdentifiableType.RawType == RawType

    /// A queue to build on, or `nil` (the default) to build where the data
    /// object builds: on the caller's thread, when the data object is
    /// created and when `update` or `append` is called, one build at a time
    /// (the original library builds right after the call on its
    /// calculation queue, not when a queued update's calculation starts;
    /// building at the call reads outside state as the caller left it). Give `.main` for a factory that reads
    /// main-thread state:
    /// a build asked for while already on that queue (the main thread) runs
    /// there at once, with no deadlock; one asked for elsewhere waits for it.
    var buildQueue: DispatchQueue? { get }

    /// Called once before a data set is built.
    func didBeginBuildingData()

    /// Builds one value.
    func buildUniquelyIdentifiableDatum(_ rawType: RawType) -> UniquelyIdentifiableType

    /// Called once after a data set is built.
    func didEndBuildingData()
}

extension UniquelyIdentifiableDataFactory {
    /// No dedicated queue.
    public var buildQueue: DispatchQueue? { nil }
    /// Does nothing.
    public func didBeginBuildingData() {}
    /// Does nothing.
    public func didEndBuildingData() {}

    /// Builds every value of `rawData`, calling the begin and end hooks around
    /// it, on ``buildQueue`` when there is one (inline when the caller already
    /// runs on that queue, the main thread for the main queue).
    ///
    /// - Complexity: O(n) calls to ``buildUniquelyIdentifiableDatum(_:)``.
    @inlinable
    public func buildItems(_ rawData: [RawType]) -> [UniquelyIdentifiableType] {
        let build = {
            self.didBeginBuildingData()
            defer { self.didEndBuildingData() }
            return rawData.map(self.buildUniquelyIdentifiableDatum)
        }
        guard let queue = buildQueue else { return build() }
        if BuildQueue.isCurrent(queue) { return build() }
        return queue.sync(execute: build)
    }

    /// How a data object builds its data sets with this factory, when it is
    /// created and on every update or append.
    @inlinable
    var dataObjectBuild: ([RawType]) -> [UniquelyIdentifiableType] {
        if self is any IdentityFactory, RawType.self == UniquelyIdentifiableType.self {
            // IdentityDataFactory returns each value unchanged: the array is
            // already the data (the same type), so nothing is copied.
            return { unsafeBitCast($0, to: [UniquelyIdentifiableType].self) }
        }
        guard buildQueue == nil else { return { self.buildItems($0) } }
        // Data sets are built when `update` is called, on the caller's
        // thread: one at a time, so the factory is never called
        // concurrently by the data object.
        let oneAtATime = NSRecursiveLock()
        return { raw in oneAtATime.withLock { self.buildItems(raw) } }
    }
}

/// Tells whether the caller already runs on a factory's build queue, where
/// `sync` would deadlock.
@usableFromInline
enum BuildQueue {
    /// Marks a build queue with a token of its own.
    private static let key = DispatchSpecificKey<UInt64>()

    /// Whether the current code runs on `queue`: the main thread for the
    /// main queue, or a queue carrying `queue`'s token (its own work, or work
    /// on a queue targeting it). Tokens live on the underlying queue, so two
    /// `DispatchQueue` values for one queue (Linux hands out a new value for
    /// `DispatchQueue.main` each time) agree.
    @usableFromInline
    static func isCurrent(_ queue: DispatchQueue) -> Bool {
        if queue.label == DispatchQueue.main.label, Thread.isMainThread { return true }
        if queue.getSpecific(key: key) == nil {
            queue.setSpecific(key: key, value: UInt64.random(in: 1...UInt64.max))
        }
        guard let token = queue.getSpecific(key: key) else { return false }
        return DispatchQueue.getSpecific(key: key) == token
    }
}

/// The factory used when a type is its own raw data: it returns each value
/// unchanged.
public struct IdentityDataFactory<Element: UniquelyIdentifiable>: UniquelyIdentifiableDataFactory
where Element.RawType == Element {
    /// Creates the identity factory.
    public init() {}

    /// Returns `rawType` unchanged.
    public func buildUniquelyIdentifiableDatum(_ rawType: Element) -> Element { rawType }
}

/// A factory whose items are its raw values, as the original library names
/// it; ``IdentityDataFactory`` is one.
public protocol UniquelyIdentifiableIdentityDataFactory: UniquelyIdentifiableDataFactory
where RawType == UniquelyIdentifiableType {}

extension IdentityDataFactory: UniquelyIdentifiableIdentityDataFactory {}

/// Marks ``IdentityDataFactory``, whose items are the raw values themselves,
/// so that `CollectionData` can skip building them.
@usableFromInline
protocol IdentityFactory {}

extension IdentityDataFactory: IdentityFactory {}
