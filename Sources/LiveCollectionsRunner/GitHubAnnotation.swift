/// GitHub Actions workflow commands: under `GITHUB_ACTIONS=true`, `verify`
/// prints each failure as an error annotation on the scenario file (and an
/// obsolete golden that does not fail as a warning), so it shows in the
/// pull request.
enum GitHubAnnotation {
    /// The environment variable GitHub Actions sets to `true`.
    static let variable = "GITHUB_ACTIONS"

    /// Whether annotations are printed.
    static func isEnabled(_ environment: [String: String]) -> Bool {
        environment[variable] == "true"
    }

    /// The command that downloads this workflow run's artifact `name` (a
    /// shell word) into a folder of the same name: `gh run download RUN
    /// --repo OWNER/REPO --name NAME --dir NAME`, from GitHub Actions'
    /// `GITHUB_RUN_ID` and `GITHUB_REPOSITORY`; nil outside GitHub Actions.
    static func artifactDownload(name: String, environment: [String: String]) -> String? {
        guard isEnabled(environment), let run = environment["GITHUB_RUN_ID"], !run.isEmpty,
              let repository = environment["GITHUB_REPOSITORY"], !repository.isEmpty else { return nil }
        let words = ["gh", "run", "download", ToolInvocation.shellWord(run), "--repo", ToolInvocation.shellWord(repository), "--name", name, "--dir", name]
        return words.joined(separator: " ")
    }

    /// `::error file=...,title=...::message`, with the message's lines kept
    /// (encoded as GitHub expects).
    static func error(file: String, title: String, message: [String]) -> String {
        command("error", file: file, title: title, message: message)
    }

    /// `::warning file=...,title=...::message`: something to look at that
    /// does not fail the run (an obsolete golden outside `never`).
    static func warning(file: String, title: String, message: [String]) -> String {
        command("warning", file: file, title: title, message: message)
    }

    private static func command(_ name: String, file: String, title: String, message: [String]) -> String {
        "::\(name) file=\(property(file)),title=\(property(title))::\(data(message.joined(separator: "\n")))"
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
