import Foundation
import LiveCollectionsScenarios

/// What makes a candidate scenario "interesting" to `scenarios shrink`.
public enum ShrinkCriterion: Sendable, CustomStringConvertible {
    /// The replay fails: a rejected batch, a view not showing its data, or
    /// any other replay error.
    case fails
    /// A line of the recording (as `scenarios show` prints it) contains
    /// this text.
    case contains(String)
    /// A line of the recording matches this regular expression (checked
    /// by the command line before the test is made).
    case matches(String)
    /// This shell command exits 0 when given the candidate file's path as
    /// its last argument (as in C-Reduce).
    case command(String)

    /// How the summary names the test.
    public var description: String {
        switch self {
        case .fails: "the run fails"
        case .contains(let text): "a recording line contains \"\(text)\""
        case .matches(let pattern): "a recording line matches /\(pattern)/"
        case .command(let command): "`\(command)` exits 0"
        }
    }

    /// Whether `recording` is interesting (not for ``command(_:)``).
    func accepts(_ recording: ScenarioRecording) -> Bool {
        switch self {
        case .fails:
            if case .failed = recording.outcome { return true }
            return false
        case .contains(let text):
            return RecordingText.document(of: recording).contains { $0.contains(text) }
        case .matches(let text):
            guard let pattern = try? NSRegularExpression(pattern: text) else { return false }
            return RecordingText.document(of: recording).contains { line in
                pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
            }
        case .command:
            return true
        }
    }

    /// Runs the external command on `file`; whether it exited 0.
    static func run(_ command: String, on file: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(command) \"$1\"", "sh", file]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
