import Dispatch

extension Array where Element: Sendable {
    /// `map(transform)`, the elements transformed on several threads at
    /// once, the results in order: for a few large, independent pieces of
    /// work, such as the view states of a run (each hashed and written as
    /// JSON, megabytes at 100,000 items). On one core, a plain loop.
    ///
    /// - Complexity: n calls to `transform`.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each iteration writes its own slot, once.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (slots.baseAddress! + index).initialize(to: transform(self[index]))
            }
            initialized = count
        }
    }
}
