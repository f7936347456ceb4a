/// Why a capture cannot be written as a scenario yet.
public enum CaptureError: Error, Equatable, CustomStringConvertible {
    /// The capture holds no call the scenario format replays (a scenario
    /// needs at least one step): write it after the data object received
    /// an `update` or `append` (or, for one `CollectionData` without a
    /// view, a `calculateDelta`).
    case noCalls

    /// One line naming the fix.
    public var description: String {
        switch self {
        case .noCalls:
            "the capture has no call to write yet (a scenario needs at least one step): write it after the captured data object received an update or append (or, for one CollectionData without a view, a calculateDelta)"
        }
    }
}
