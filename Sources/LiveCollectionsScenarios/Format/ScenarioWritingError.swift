/// Why a scenario's steps cannot be written as a file lists them:
/// `Scenarios/22-captured-live-updates.json: its items are inline ...`.
public struct ScenarioWritingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scenario's file, as the user named it.
    public let file: String
    /// What cannot be written, and why.
    public let message: String

    /// Creates an error.
    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    /// One line: `file: message`.
    public var description: String { "\(file): \(message)" }
}
