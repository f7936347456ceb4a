/// A scenario (or catalog) file that cannot be used, with where and why:
/// `Scenarios/07-carousels.json: steps[3].update[2]: unknown movie id 9999`.
public struct ScenarioLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as the user named it.
    public let file: String
    /// The JSON path of the offending value (`steps[3].update[2]`), empty for
    /// the whole file.
    public let path: String
    /// What is wrong and what was expected.
    public let message: String

    /// Creates an error.
    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// One line: `file: path: message`.
    public var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}

/// A problem found at a JSON path, before the file is known to the caller.
struct FormatIssue: Error {
    let path: String
    let message: String
}
