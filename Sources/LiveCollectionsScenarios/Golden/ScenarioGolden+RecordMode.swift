import LiveCollectionsSupport

extension ScenarioGolden {
    /// Whether ``ScenarioGolden/verify(_:in:record:)`` writes a text golden
    /// that does not exist yet.
    ///
    /// The mode comes from, in order: the `record:` argument, the
    /// `SCENARIO_GOLDEN_RECORD` environment variable (`missing`, `never`),
    /// then the default: ``never`` when the `CI` environment variable is set
    /// (to anything but empty, `false` or `0`, as the `scenarios` tool
    /// reads it), else ``missing``. Recording fails the test, so a missing
    /// golden never passes silently. A golden that differs is never
    /// rewritten here: `scenarios verify --record failed NAME` rewrites it,
    /// with the golden store beside it.
    public struct RecordMode: Hashable, Sendable, CustomStringConvertible {
        private enum Mode: String, Hashable, Sendable, CaseIterable {
            case never, missing
        }

        private let mode: Mode

        private init(_ mode: Mode) { self.mode = mode }

        /// Never write a golden: a missing golden fails.
        public static let never = RecordMode(.never)
        /// Write a golden that does not exist yet, and fail, so that it is
        /// read before it is committed.
        public static let missing = RecordMode(.missing)

        /// The mode named `name` (`never`, `missing`).
        public init?(name: String) {
            guard let mode = Mode(rawValue: name) else { return nil }
            self.mode = mode
        }

        /// The mode's name.
        public var description: String { mode.rawValue }

        /// Whether a scenario without a text golden gets one.
        var recordsMissing: Bool { mode == .missing }

        /// The names the environment variable accepts.
        package static let names = Mode.allCases.map(\.rawValue)

        /// The environment variable read when no argument gives the mode.
        public static let environmentVariable = "SCENARIO_GOLDEN_RECORD"

        /// The mode in force and where it came from (for messages):
        /// `argument`, else ``environmentVariable``, else ``never`` on CI,
        /// else ``missing``.
        ///
        /// - Throws: a message naming the variable when it names no mode.
        package static func resolve(
            argument: RecordMode?, environment: [String: String]
        ) throws(UnknownName) -> (mode: RecordMode, source: String) {
            if let argument { return (argument, "the record: argument") }
            if let name = environment[environmentVariable] {
                guard let mode = RecordMode(name: name) else { throw UnknownName(name: name) }
                return (mode, "\(environmentVariable)=\(name)")
            }
            if ContinuousIntegration.isSet(in: environment) {
                return (.never, "\(ContinuousIntegration.variable)=\(environment[ContinuousIntegration.variable] ?? "")")
            }
            return (.missing, "the default")
        }

        /// ``environmentVariable`` names no mode.
        package struct UnknownName: Error, Equatable {
            /// The variable's value.
            package let name: String
        }
    }
}
