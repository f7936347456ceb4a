/// A value passed from one of a data object's contexts to the next (caller,
/// calculation, view), for values the compiler cannot prove `Sendable`: the
/// user's items, raw data, factories and completion handlers.
///
/// Sound because the data objects never share such a value between two
/// contexts at once: a data set is built, then only read (arrays are values
/// and never mutated after the handoff), and each step of an update runs
/// after the previous one has ended. See "Concurrency" on `CollectionData`.
struct Handoff<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension LiveCollectionsScheduler {
    /// Runs a data object's step on the calculation context (see ``Handoff``).
    func handOffCalculation(_ work: @escaping () -> Void) {
        let step = Handoff(work)
        scheduleCalculation { step.value() }
    }

    /// Runs a data object's step on the view's context after `delay` (see
    /// ``Handoff``).
    func handOffToView(after delay: Duration = .zero, _ work: @escaping () -> Void) {
        let step = Handoff(work)
        scheduleOnView(after: delay) { step.value() }
    }
}
