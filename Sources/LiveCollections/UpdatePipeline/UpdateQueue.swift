import Foundation

/// A request made of a data object.
enum UpdateRequest<Raw> {
    /// Replace the data with this data set.
    case update([Raw])
    /// Add these values (or sections) after the current data.
    case append([Raw])

    /// The request as a call observer sees it.
    var call: CollectionDataCall<Raw> {
        switch self {
        case .update(let data): .update(data)
        case .append(let data): .append(data)
        }
    }

    /// The same request with `transform` applied to its data.
    func map<Other>(_ transform: ([Raw]) -> [Other]) -> UpdateRequest<Other> {
        switch self {
        case .update(let data): .update(transform(data))
        case .append(let data): .append(transform(data))
        }
    }

    /// Whether this adds after the current data (the data-count threshold
    /// does not apply to appends).
    var isAppend: Bool {
        if case .append = self { true } else { false }
    }

    /// This request followed by `next`, as one request: a newer update
    /// replaces everything before it; an append extends what it follows.
    func merged(with next: UpdateRequest) -> UpdateRequest {
        switch (self, next) {
        case (_, .update): next
        case let (.update(data), .append(more)): .update(data + more)
        case let (.append(data), .append(more)): .append(data + more)
        }
    }
}

/// Runs the updates of one data object one at a time, in order, and
/// coalesces what arrives while one is in flight: only the newest data set
/// is calculated, appends merge into what they follow, and every completion
/// handler of the merged requests fires when the merged update is done.
///
/// Thread-safe.
final class UpdateQueue<Raw>: @unchecked Sendable {
    /// A request and the completion handlers waiting for it.
    struct Work {
        var request: UpdateRequest<Raw>
        var completions: [() -> Void]
    }

    private let lock = NSLock()
    private var inFlight = false
    private var waiting: Work?

    /// Adds a request. Returns it as work to start now when nothing is in
    /// flight (the queue is then busy until ``finish()``), or nil when it was
    /// merged into the waiting work.
    func enqueue(_ request: UpdateRequest<Raw>, completion: (() -> Void)?) -> Work? {
        let handlers = completion.map { [$0] } ?? []
        return lock.withLock {
            guard inFlight else {
                inFlight = true
                return Work(request: request, completions: handlers)
            }
            if var work = waiting {
                work.request = work.request.merged(with: request)
                work.completions += handlers
                waiting = work
            } else {
                waiting = Work(request: request, completions: handlers)
            }
            return nil
        }
    }

    /// Whether work waits behind the update in flight.
    var hasWaiting: Bool { lock.withLock { waiting != nil } }

    /// Ends the update in flight. Returns the waiting work to start next (the
    /// queue stays busy), or nil (the queue is idle).
    func finish() -> Work? {
        lock.withLock {
            guard let next = waiting else {
                inFlight = false
                return nil
            }
            waiting = nil
            return next
        }
    }
}
