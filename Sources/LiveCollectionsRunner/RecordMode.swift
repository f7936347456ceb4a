import Foundation
import LiveCollectionsSupport

/// When `verify` writes goldens, like snapshot testing's record modes.
///
/// The mode comes from, in order: the `--record` argument, a scoped
/// override (``withOverride(_:_:)``), the `SCENARIOS_RECORD` environment
/// variable, then the default: ``never`` when the `CI` environment variable
/// is set (GitHub Actions, GitLab, Buildkite and others set it), so that CI
/// never records, else ``missing``. Every mode that records something makes
/// `verify` fail, so a second run cannot pass silently.
public struct RecordMode: Hashable, Sendable, CustomStringConvertible {
    private enum Mode: String, Hashable, Sendable, CaseIterable {
        case never, missing, failed, all
    }

    private let mode: Mode

    private init(_ mode: Mode) { self.mode = mode }

    /// Never write a golden: a missing or different golden fails.
    public static let never = RecordMode(.never)
    /// Record goldens that do not exist yet (and fail, so the new golden is
    /// looked at); a different golden fails.
    public static let missing = RecordMode(.missing)
    /// Record missing goldens and re-record those that differ (and fail).
    public static let failed = RecordMode(.failed)
    /// Re-record every golden that differs in any way: its replay, its
    /// scenario file or its text (and fail). Goldens that are the same are
    /// left alone, so a rerun records nothing and passes.
    public static let all = RecordMode(.all)

    /// The names the argument and the environment variable accept.
    public static let names = Mode.allCases.map(\.rawValue)

    /// The mode named `name` (`never`, `missing`, `failed`, `all`).
    public init?(name: String) {
        guard let mode = Mode(rawValue: name) else { return nil }
        self.mode = mode
    }

    /// The mode's name.
    public var description: String { mode.rawValue }

    /// Whether a scenario without a golden gets one.
    public var recordsMissing: Bool { mode != .never }
    /// Whether a scenario whose golden differs gets a new one.
    public var recordsFailed: Bool { mode == .failed || mode == .all }
    /// Whether a golden whose scenario file changed, but not its replay, is
    /// re-recorded too.
    public var recordsAll: Bool { mode == .all }

    /// The environment variable read when no argument gives the mode.
    public static let environmentVariable = "SCENARIOS_RECORD"
    /// The environment variable CI services set; when it is set (and not
    /// `false` or `0`), the default mode is ``never``.
    public static let ciVariable = ContinuousIntegration.variable

    @TaskLocal private static var override: RecordMode?

    /// Runs `body` with `mode` in force unless an argument says otherwise.
    public static func withOverride<T>(_ mode: RecordMode, _ body: () throws -> T) rethrows -> T {
        try $override.withValue(mode, operation: body)
    }

    /// The mode in force: `argument`, else the override, else
    /// `SCENARIOS_RECORD`, else ``never`` on CI, else ``missing``.
    ///
    /// - Throws: ``CommandFailure`` when the environment names no mode.
    public static func resolve(argument: RecordMode?, environment: [String: String]) throws(CommandFailure) -> RecordMode {
        if let argument { return argument }
        if let override { return override }
        guard let name = environment[environmentVariable] else { return isCI(environment) ? .never : .missing }
        guard let mode = RecordMode(name: name) else {
            throw CommandFailure("\(environmentVariable)=\(name): unknown record mode (expected one of: \(names.joined(separator: ", ")))")
        }
        return mode
    }

    /// Whether `CI` is set to something other than empty, `false` or `0`.
    static func isCI(_ environment: [String: String]) -> Bool {
        ContinuousIntegration.isSet(in: environment)
    }
}
