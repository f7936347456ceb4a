import Foundation

/// The scenario's "in theaters" data, which steps change.
final class InTheatersList: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<Int>

    init(_ ids: [Int]) { self.ids = Set(ids) }

    func contains(_ id: Int) -> Bool { lock.withLock { ids.contains(id) } }
    func replace(with ids: [Int]) { lock.withLock { self.ids = Set(ids) } }
}
