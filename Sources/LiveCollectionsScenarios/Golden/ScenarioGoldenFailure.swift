import Foundation

/// Why ``ScenarioGolden/verify(_:in:record:)`` failed: its
/// ``description`` is the whole message a test failure shows (what failed,
/// the files, what to do next, and for a mismatch a line diff of the golden
/// and the replay), so that a test in Swift Testing or XCTest that lets it
/// propagate reports it as it is.
public struct ScenarioGoldenFailure: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The scenario's name (`90-feed`).
    public let scenario: String
    /// The scenario file's path.
    public let file: String
    /// The path of its text golden, when the failure is about the golden.
    public let golden: String?
    /// Whether the failure wrote the golden (record mode `missing`): read
    /// it, commit it, and run the test again.
    public let recorded: Bool
    /// The message: its first line says what failed, the next lines where
    /// and what to do, then any line diff.
    public let description: String

    /// Creates a failure.
    public init(scenario: String, file: String, golden: String?, recorded: Bool = false, lines: [String]) {
        self.scenario = scenario
        self.file = file
        self.golden = golden
        self.recorded = recorded
        description = lines.joined(separator: "\n")
    }

    /// The message, for XCTest on Apple platforms (which shows an error's
    /// localized description).
    public var errorDescription: String? { description }
}
