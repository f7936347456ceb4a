import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

// These tests use the API forms the LiveCollections README documents, with
// its labels and types, written as an app would (view controllers become
// plain classes, UIKit views become `RecordingView`s). They compile in this
// target (Swift 6 language mode) and in LiveCollectionsAPISwift5Tests (the
// same files in Swift 5 mode), and use the library's default scheduler, as
// the README's code does. That scheduler's view context is a private queue
// on Linux, not the main actor, so the delegates' methods are `nonisolated`:
// their requirements are main-actor isolated, and Swift 6 would infer the
// main actor for them and check it in their closures (as a test driving an
// app's delegates off the main thread must, docs/testing-your-screens.md).

/// A movie as the README's first example declares it: `Equatable`, adopting
/// `UniquelyIdentifiable` in an extension.
struct Movie: Equatable {
    let id: UInt
    let title: String
}

extension Movie: UniquelyIdentifiable {
    typealias RawType = Movie
    var uniqueID: UInt { return id }
}

/// Movies with the given ids, titled by their id (and a suffix).
func movies(_ ids: [UInt], suffix: String = "") -> [Movie] {
    ids.map { Movie(id: $0, title: "\($0)\(suffix)") }
}

/// What a delegate records on the view's queue and a test reads after it
/// awaited a completion: kept behind a lock, so the test's read never races
/// the queue whatever the sanitizer makes of the continuation between them.
final class Recorded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    /// The value now.
    var value: Value { lock.withLock { stored } }

    /// Changes the value.
    func change(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}

/// Waits until every update sent to `data` so far is shown: an empty append
/// is queued behind them and completes after them.
func settled<T>(_ data: CollectionData<T>) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        data.append([]) { continuation.resume() }
    }
}

/// Waits until every update sent to `data` so far is shown.
func settled<S>(_ data: CollectionSectionData<S>) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        data.append([]) { continuation.resume() }
    }
}

/// What `view` shows, section by section, as item identities.
func shownIDs(_ view: RecordingView) -> [[String]] {
    view.displayedSections.map { $0.map(\.id) }
}

/// Every batch passed UIKit's rules and `view` shows its data source exactly.
func expectShowsItsData(_ view: RecordingView, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(view.rejections.isEmpty, "rejected: \(view.rejections)", sourceLocation: sourceLocation)
    do {
        try view.verifyDisplaysDataSource()
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}

extension Movie: Hashable {}
