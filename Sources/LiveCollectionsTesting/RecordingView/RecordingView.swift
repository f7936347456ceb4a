import Foundation
import LiveCollections
import LiveCollectionsRecording

/// A headless stand-in for `UITableView` (style ``RecordingViewStyle/table``)
/// and `UICollectionView` (style ``RecordingViewStyle/collection``).
///
/// It accepts exactly the batch updates UIKit accepts and rejects the rest
/// with UIKit's own message (the rules: `docs/uikit-batch-rules.md`), moves its
/// cells the way the view would, and checks after every batch that each cell
/// shows the item the data source holds at its index path. Every call is
/// logged in ``events``.
///
/// ```swift
/// let source = SectionedArrayDataSource(items: ["a", "b", "c"])
/// let view = RecordingView(style: .collection, dataSource: source)
/// try view.performBatchUpdates {
///     source.sections = [["b", "c"].map(RecordingViewItem.init)]
///     view.deleteItems(at: [IndexPath(item: 0, section: 0)])
/// }
/// ```
///
/// Thread safety: all state is behind one recursive lock, held for a whole
/// ``performBatchUpdates(_:completion:)`` call (the update closure calls back
/// into the view), so calls may come from any thread and are serialised.
public final class RecordingView: @unchecked Sendable {
    /// The view this instance stands in for; it decides the message wording
    /// and the table view's reload fallback.
    public let style: RecordingViewStyle
    /// The UIKit release whose batch checks the view follows: which batches
    /// fall back to reloading all data and which raise, and in which words.
    public let uikitRelease: UIKitRelease

    /// Guards every stored property below. Recursive because the batch update
    /// closure and the data source run while it is held and call back in.
    let lock = NSRecursiveLock()
    /// The data source, held weakly like UIKit's.
    weak var storedDataSource: (any RecordingViewDataSource)?
    /// What the view shows; nil until it first loads.
    var shown: [[ShownCell]]? {
        didSet { shownTexts = nil }
    }
    /// ``displayedTexts`` as last written, until the cells change: what the
    /// view shows is read after each batch and at the end of each step,
    /// and the same array is handed out (one buffer, not one string
    /// reference per cell each time).
    var shownTexts: [[String]]?
    /// How many batches are open (nested batches merge into the outermost).
    var batchDepth = 0
    /// How many outermost batches the view has opened: the number of the
    /// open batch, or of the last one.
    var batchCount = 0
    /// The operations of the open batch.
    var pending = PendingBatch()
    /// The completions of the open batch and the batches nested in it.
    var pendingCompletions: [(Bool) -> Void] = []
    /// The event log, with the scheduler's time of each event.
    var log: [RecordingTimedEvent] = []
    /// Where animation completions are scheduled; nil to complete at once.
    var storedScheduler: (any LiveCollectionsScheduler)?
    /// How long one batch's animations take on the scheduler's clock.
    var storedAnimationDuration: Duration
    /// The view's frame.
    var storedFrame: CGRect
    /// Whether the view is on screen.
    var storedIsVisibleOnScreen = true
    /// Row animations per section (table style), and for other sections.
    var storedRowAnimations: [Int: TableViewAnimationModel] = [:]
    var storedDefaultRowAnimations: TableViewAnimationModel = .defaultRowAnimations
    /// Called with every event as it is logged.
    var storedEventObserver: ((RecordingTimedEvent) -> Void)?
    /// See ``reloadObserver``.
    var storedReloadObserver: (() -> Void)?
    /// Every rejected batch.
    var rejectionLog: [BatchUpdateError] = []
    /// How many times the table view fell back to reloading all data.
    var fallbacks = 0
    /// How many applied batches will still complete with `finished == false`.
    var storedInterruptions = 0

    /// The frame a new view gets: a phone-sized rectangle.
    public static let defaultFrame = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// Creates a view that has not loaded yet; it loads from `dataSource` the
    /// first time its content is needed, like UIKit's first layout.
    ///
    /// - Parameters:
    ///   - style: a table view or a collection view.
    ///   - dataSource: what the view shows; it can be set later.
    ///   - scheduler: where batch completions are scheduled, `animationDuration`
    ///     after the batch; with none, completions are called at once.
    ///   - animationDuration: how long one batch's animations take.
    ///   - frame: the view's frame; an empty frame makes `CollectionData`
    ///     reload instead of animating.
    ///   - uikitRelease: the UIKit release the view behaves as; the newest
    ///     modelled unless told.
    public init(
        style: RecordingViewStyle,
        dataSource: (any RecordingViewDataSource)? = nil,
        scheduler: (any LiveCollectionsScheduler)? = nil,
        animationDuration: Duration = .milliseconds(300),
        frame: CGRect = RecordingView.defaultFrame,
        uikitRelease: UIKitRelease = .newest
    ) {
        self.style = style
        self.uikitRelease = uikitRelease
        self.storedDataSource = dataSource
        self.storedScheduler = scheduler
        self.storedAnimationDuration = animationDuration
        self.storedFrame = frame
    }

    /// The object the view asks for its content, held weakly. With none, the
    /// view shows no sections.
    public var dataSource: (any RecordingViewDataSource)? {
        get { locked { storedDataSource } }
        set { locked { storedDataSource = newValue } }
    }

    /// What the view shows, section by section. Loads from the data source
    /// first if the view has never loaded.
    public var displayedSections: [[RecordingViewItem]] {
        locked { loadedSections().map { $0.map(\.item) } }
    }

    /// What the view shows as text, section by section: each cell's
    /// ``RecordingViewItem/description``, written when the cell was loaded,
    /// inserted or reloaded and kept with it since (equal to describing
    /// ``displayedSections``, without describing every cell again). Loads
    /// from the data source first if the view has never loaded.
    ///
    /// - Complexity: O(number of cells), no text written.
    public var displayedTexts: [[String]] {
        locked {
            if let shownTexts { return shownTexts }
            let texts = loadedSections().map { $0.map(\.text) }
            shownTexts = texts
            return texts
        }
    }

    /// The number of sections the view shows.
    public var numberOfSections: Int {
        locked { loadedSections().count }
    }

    /// The number of items (rows) the view shows in `section`; 0 for a
    /// section it does not show.
    public func numberOfItems(inSection section: Int) -> Int {
        locked { loadedSections()[checked: section]?.count ?? 0 }
    }

    /// Every event since the view was created or ``clearEvents()`` was called.
    public var events: [RecordedEvent] {
        locked { log.map(\.event) }
    }

    /// Every event with the scheduler's time when it happened (zero without
    /// a scheduler).
    public var timedEvents: [RecordingTimedEvent] {
        locked { log }
    }

    /// The view's frame; an empty frame makes `CollectionData` reload instead
    /// of animating, like an off-screen view.
    public var frame: CGRect {
        get { locked { storedFrame } }
        set { locked { storedFrame = newValue } }
    }

    /// Whether the view is on screen (in UIKit, in a window); true until
    /// set. A view off screen is reloaded instead of animated, as a table or
    /// collection view in a hidden tab is by the original library. A batch
    /// it is given all the same is checked as on screen, except that before
    /// iOS 16.4 a collection view off screen reloads all data instead of
    /// raising for a count mismatch (``uikitRelease``).
    public var isVisibleOnScreen: Bool {
        get { locked { storedIsVisibleOnScreen } }
        set { locked { storedIsVisibleOnScreen = newValue } }
    }

    /// Whether the view stands in for a table view (``style`` is
    /// ``RecordingViewStyle/table``).
    public var isTableView: Bool { style == .table }

    /// Whether ``dataSource`` is set. A view without one shows no sections
    /// and is told nothing by `CollectionData` or `CollectionSectionData`:
    /// the data is swapped without a view call, as the original library
    /// does for a table or collection view whose `dataSource` is nil.
    public var hasDataSource: Bool {
        locked { storedDataSource != nil }
    }

    /// How long one batch's animations take on the scheduler's clock.
    public var animationDuration: Duration {
        get { locked { storedAnimationDuration } }
        set { locked { storedAnimationDuration = newValue } }
    }

    /// Where batch completions are scheduled; nil to call them at once.
    public var scheduler: (any LiveCollectionsScheduler)? {
        get { locked { storedScheduler } }
        set { locked { storedScheduler = newValue } }
    }

    /// Called with every event as it is logged, in order, for logs that
    /// interleave several views. It runs while the view is locked, on the
    /// thread that called the view, when the call is made; the end of a
    /// batch after it took effect (after an `endBatch` the view shows the
    /// batch's result). It may read the view (``displayedTexts``) but must
    /// not change it.
    public var eventObserver: ((RecordingTimedEvent) -> Void)? {
        get { locked { storedEventObserver } }
        set { locked { storedEventObserver = newValue } }
    }

    /// Called when a `reloadData` has loaded the data source, after its
    /// event: the event is logged when the call is made (before the cells
    /// it loads, which may configure other views, log theirs), and what
    /// the view then shows is known only now. Runs while the view is
    /// locked; it may read the view but must not change it.
    package var reloadObserver: (() -> Void)? {
        get { locked { storedReloadObserver } }
        set { locked { storedReloadObserver = newValue } }
    }

    /// Row animations for particular sections (table style).
    public var rowAnimations: [Int: TableViewAnimationModel] {
        get { locked { storedRowAnimations } }
        set { locked { storedRowAnimations = newValue } }
    }

    /// Row animations for every section without its own entry in
    /// ``rowAnimations``: the original library's defaults for a table
    /// (`TableViewAnimationModel.defaultRowAnimations`) until set.
    public var defaultRowAnimations: TableViewAnimationModel {
        get { locked { storedDefaultRowAnimations } }
        set { locked { storedDefaultRowAnimations = newValue } }
    }

    /// Empties ``events``.
    public func clearEvents() {
        locked { log.removeAll() }
    }

    /// Every rejected batch, explicit or implicit (an operation called outside
    /// any batch cannot throw, so this is where its rejection shows).
    public var rejections: [BatchUpdateError] {
        locked { rejectionLog }
    }

    /// How many times the view silently reloaded all data instead of
    /// applying a batch (before iOS 16.4: a table view for rules 5 and 9, a
    /// collection view off screen for rules 13 and 14).
    public var fallbackCount: Int {
        locked { fallbacks }
    }

    /// Reloads everything from the data source and logs ``RecordedEvent/reloadData``.
    ///
    /// Inside a batch, the operations of that batch are dropped and the batch
    /// ends by showing the data source as it then is, without any check.
    public func reloadData() {
        locked {
            note(.reloadData)
            let index = log.count - 1
            if batchDepth > 0 { pending.add(.reloadData) }
            shown = ShownCell.sections(snapshot())
            if log.indices.contains(index) { log[index].shows = displayedTexts }
            storedReloadObserver?()
        }
    }

    /// Logs `event` at the scheduler's time, in the open batch if any (or
    /// in `batch`), with what the view shows after it where that is known
    /// and new (``RecordingTimedEvent/shows``: a `reloadData`'s is filled in once it
    /// has loaded), and tells the observer. Call with the lock held.
    func note(_ event: RecordedEvent, batch: Int? = nil) {
        var timed = RecordingTimedEvent(time: storedScheduler?.now ?? .zero, event: event, batch: batch ?? (batchDepth > 0 ? batchCount : nil))
        if event != .reloadData, event.changesDisplay || log.isEmpty {
            timed.shows = displayedTexts
        }
        log.append(timed)
        storedEventObserver?(timed)
    }

    /// Runs `body` with the lock held.
    func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// What the view shows, loading it first if needed. Call with the lock held.
    func loadedSections() -> [[ShownCell]] {
        if let shown { return shown }
        let loaded = ShownCell.sections(snapshot())
        shown = loaded
        return loaded
    }

    /// Everything the data source holds now (negative counts read as 0).
    /// Call with the lock held.
    func snapshot() -> [[RecordingViewItem]] {
        guard let source = storedDataSource else { return [] }
        return (0..<max(0, source.numberOfSections(in: self))).map { section in
            source.recordingView(self, itemsInSection: section)
        }
    }
}
