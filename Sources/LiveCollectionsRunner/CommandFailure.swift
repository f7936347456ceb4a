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

    /// A store problem, with the fix where the tool knows it.
    public init(_ error: StoreError, fix: String? = nil) {
        message = fix.map { "\(error.description) (\($0))" } ?? error.description
    }

    /// The message.
    public var description: String { message }
}
