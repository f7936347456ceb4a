import LiveCollectionsScenarios
import LiveCollectionsStore

/// A failure a command reports as one line before exiting non-zero.
public struct CommandFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line to print.
    public let message: String

    /// A failure with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// A scenario that cannot be loaded.
    public init(_ error: ScenarioLoadError) {
        message = error.description
    }

    /// A store problem, with the fix where the tool knows it (`fix`, else
    /// the fix of its kind that holds for every command).
    public init(_ error: StoreError, fix: String? = nil) {
        message = (fix ?? Self.fix(of: error.kind)).map { "\(error.description) (\($0))" } ?? error.description
    }

    /// The fix of a store failure that is the same whichever command met it.
    private static func fix(of kind: StoreError.Kind) -> String? {
        switch kind {
        case .diskFull: "free space on its disk, then run the command again"
        default: nil
        }
    }

    /// The message.
    public var description: String { message }
}
