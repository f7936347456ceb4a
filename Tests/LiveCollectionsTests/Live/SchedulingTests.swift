import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// Records on which queue every view call happens.
final class QueueWitness: @unchecked Sendable {
    private let key = DispatchSpecificKey<String>()
    private let lock = NSLock()
    private var storedOffQueue: [String] = []
    private var storedCount = 0

    /// Marks `queue` as the one every call must happen on.
    func expect(_ queue: DispatchQueue) {
        queue.setSpecific(key: key, value: "view")
    }

    func observe(_ event: RecordingTimedEvent) {
        let onQueue = DispatchQueue.getSpecific(key: key) == "view"
        lock.withLock {
            storedCount += 1
            if !onQueue { storedOffQueue.append(event.event.description) }
        }
    }

    var offQueue: [String] { lock.withLock { storedOffQueue } }
    var count: Int { lock.withLock { storedCount } }
}

/// A factory that must build on the main queue, and says where it built.
final class MainQueueFactory: UniquelyIdentifiableDataFactory, @unchecked Sendable {
    private let lock = NSLock()
    private var storedBuilds: [Bool] = []
    /// Marks the main queue (on Linux the main actor's work runs on the main
    /// queue, not always on the process's first thread).
    private let mainKey = DispatchSpecificKey<Bool>()

    init() {
        DispatchQueue.main.setSpecific(key: mainKey, value: true)
    }

    var buildQueue: DispatchQueue? { .main }

    func didBeginBuildingData() {
        let onMain = DispatchQueue.getSpecific(key: mainKey) == true
        lock.withLock { storedBuilds.append(onMain) }
    }

    func buildUniquelyIdentifiableDatum(_ rawType: TestItem) -> TestItem { rawType }

    /// For every build so far, whether it ran on the main thread.
    var builds: [Bool] { lock.withLock { storedBuilds } }
}

/// A factory with a private serial `buildQueue`, recording for every build
/// whether it ran on that queue.
final class PrivateQueueFactory: UniquelyIdentifiableDataFactory, @unchecked Sendable {
    let queue = DispatchQueue(label: "PrivateQueueFactory build queue")
    private let lock = NSLock()
    private var storedBuilds: [Bool] = []
    private let queueKey = DispatchSpecificKey<Bool>()

    init() {
        queue.setSpecific(key: queueKey, value: true)
    }

    var buildQueue: DispatchQueue? { queue }

    func didBeginBuildingData() {
        let onQueue = DispatchQueue.getSpecific(key: queueKey) == true
        lock.withLock { storedBuilds.append(onQueue) }
    }

    func buildUniquelyIdentifiableDatum(_ rawType: TestItem) -> TestItem { rawType }

    /// For every build so far, whether it ran on ``queue``.
    var builds: [Bool] { lock.withLock { storedBuilds } }
}

@Suite("Scheduling")
struct SchedulingTests {
    @Test func theDefaultSchedulers() {
        // Compared by label: Linux hands out a new value for the main queue each time.
        #expect(DispatchScheduler.main.viewQueue.label == DispatchQueue.main.label, "an app's views: the main queue, as the original")
        #expect(DispatchScheduler.headless.viewQueue.label == "LiveCollections.view", "a headless process: a private queue")
        #if canImport(UIKit) || canImport(AppKit)
        #expect(DispatchScheduler.shared === DispatchScheduler.main)
        #else
        #expect(DispatchScheduler.shared === DispatchScheduler.headless)
        #endif
    }

    /// The synchronizer has no scheduler of its own: it waits and calls the
    /// view on the scheduler of the data objects it joins.
    @Test func theSynchronizerCallsTheViewOnTheDataObjectsViewQueue() async {
        let viewQueue = DispatchQueue(label: "SchedulingTests.view")
        let scheduler = DispatchScheduler(viewQueue: viewQueue)
        let witness = QueueWitness()
        witness.expect(viewQueue)
        let sections = [CollectionData(items([1, 2]), section: 0, scheduler: scheduler), CollectionData(items([3]), section: 1, scheduler: scheduler)]
        let source = CollectionDataSource(sections)
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        let synchronizer = CollectionDataSynchronizer(delay: .short)
        viewQueue.sync {
            for data in sections {
                data.synchronizer = synchronizer
                data.view = view
            }
            view.eventObserver = { witness.observe($0) }
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let group = DispatchGroup()
            group.enter()
            group.enter()
            sections[0].update(items([2, 1, 5])) { group.leave() }
            sections[1].update(items([])) { group.leave() }
            group.notify(queue: viewQueue) { continuation.resume() }
        }
        #expect(witness.count > 0)
        #expect(witness.offQueue.isEmpty, "view calls off the data objects' view queue: \(witness.offQueue)")
        #expect(view.displayedSections.map { $0.map(\.id) } == [["2", "1", "5"], []])
        expectViewConsistent(view)
        withExtendedLifetime(source) {}
    }

    /// An update that changes nothing completes on the view queue, as every
    /// other update does (the original calls its completion on its private
    /// calculation queue: `ItemDataCalculator.swift`, `guard delta.hasChanges`).
    @Test func anUnchangedUpdateCompletesOnTheViewQueue() async {
        let f = ViewQueueFixture(items([1, 2]))
        let onViewQueue = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            f.data.update(items([1, 2])) { continuation.resume(returning: f.isOnViewQueue) }
        }
        #expect(onViewQueue)
    }

    /// The calculation delegate hears the start and the end of a busy
    /// period on the view queue (the original calls both on a private
    /// queue, from `isCalculating`'s setter in its calculators).
    @Test func beginAndEndCalculatingAreToldOnTheViewQueue() async {
        let f = ViewQueueFixture(items([1, 2]))
        let witness = BusyPeriodWitness(isOnViewQueue: { f.isOnViewQueue })
        f.data.calculationNotificationDelegate = witness
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            witness.onEnd = { continuation.resume() }
            f.data.update(items([2, 3]))
        }
        #expect(witness.onViewQueue == [true, true])
    }

    /// A factory whose `buildQueue` is the main queue, used from the main
    /// queue: the build runs inline there (no deadlock), as in the original.
    @MainActor
    @Test func aMainQueueFactoryUsedOnTheMainThreadBuildsInline() {
        let factory = MainQueueFactory()
        let data = CollectionData(dataFactory: factory, rawData: items([1, 2]), scheduler: VirtualTimeScheduler())
        data.update(items([2, 3]))
        #expect(data.calculateDeltaSync(items([3])).deletions == [0])
        #expect(data.items == items([2, 3]))
        #expect(factory.builds == [true, true, true], "every build ran on the main queue")
    }

    /// A factory with a private `buildQueue`: builds asked for elsewhere run
    /// on that queue; a build asked for on that queue itself runs inline
    /// (a `sync` there would trap), as the original's does for `.main`.
    @Test func aPrivateQueueFactoryBuildsOnItsQueueAndInlineFromIt() {
        let factory = PrivateQueueFactory()
        let data = CollectionData(dataFactory: factory, rawData: items([1, 2]), scheduler: VirtualTimeScheduler())
        data.update(items([2, 3]))
        #expect(data.items == items([2, 3]))
        factory.queue.sync {
            data.update(items([3]))
            #expect(data.calculateDeltaSync(items([3, 4])).insertions == [1])
        }
        #expect(data.items == items([3]))
        #expect(factory.builds == [true, true, true, true], "every build ran on the factory's queue")
    }

    /// From another thread, a main-queue factory's builds hop to the main
    /// queue, which a waiting main actor leaves free.
    @MainActor
    @Test func aMainQueueFactoryUsedFromTheCalculationQueueBuildsOnMain() async {
        let factory = MainQueueFactory()
        let data = CollectionData(dataFactory: factory, rawData: items([1]), scheduler: DispatchScheduler.headless)
        let delta: IndexDelta = await withCheckedContinuation { continuation in
            data.calculateDeltaAsync(items([1, 2])) { continuation.resume(returning: $0) }
        }
        #expect(delta.insertions == [1])
        #expect(factory.builds == [true, true])
    }
}

/// Records, for the start and the end of each busy period, whether it was
/// told on the queue marked with `key`.
final class BusyPeriodWitness: CollectionDataCalculationNotificationDelegate, @unchecked Sendable {
    private let isOnViewQueue: @Sendable () -> Bool
    private let lock = NSLock()
    private var stored: [Bool] = []
    var onEnd: (() -> Void)?

    init(isOnViewQueue: @escaping @Sendable () -> Bool) { self.isOnViewQueue = isOnViewQueue }

    var onViewQueue: [Bool] { lock.withLock { stored } }

    nonisolated func collectionDataDidBeginCalculating() {
        let onQueue = isOnViewQueue()
        lock.withLock { stored.append(onQueue) }
    }

    nonisolated func collectionDataDidEndCalculating() {
        let onQueue = isOnViewQueue()
        lock.withLock { stored.append(onQueue) }
        onEnd?()
    }
}

/// A `CollectionData` of test items on a table, on a dispatch scheduler
/// whose view queue is marked, so a test can tell where a call ran.
final class ViewQueueFixture: @unchecked Sendable {
    let viewQueue = DispatchQueue(label: "SchedulingTests.view")
    private let key = DispatchSpecificKey<Bool>()
    let data: CollectionData<TestItem>
    let source: CollectionDataSource
    let view: RecordingView

    init(_ items: [TestItem]) {
        viewQueue.setSpecific(key: key, value: true)
        let scheduler = DispatchScheduler(viewQueue: viewQueue)
        data = CollectionData(items, scheduler: scheduler)
        source = CollectionDataSource([data])
        view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        viewQueue.sync { data.view = view }
    }

    /// Whether the caller runs on ``viewQueue``.
    var isOnViewQueue: Bool { DispatchQueue.getSpecific(key: key) == true }
}
