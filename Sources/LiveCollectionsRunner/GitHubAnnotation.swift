/// GitHub Actions workflow commands: under `GITHUB_ACTIONS=true`, `verify`
/// prints each failure as an error annotation on the scenario file, so it
/// shows in the pull request.
enum GitHubAnnotation {
    /// The environment variable GitHub Actions sets to `true`.
    static let variable = "GITHUB_ACTIONS"

    /// Whether annotations are printed.
    static func isEnabled(_ environment: [String: String]) -> Bool {
        environment[variable] == "true"
    }

    /// `::error file=...,title=...::message`, with the message's lines kept
    /// (encoded as GitHub expects).
    static func error(file: String, title: String, message: [String]) -> String {
        "::error file=\(property(file)),title=\(property(title))::\(data(message.joined(separator: "\n")))"
    }

    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
