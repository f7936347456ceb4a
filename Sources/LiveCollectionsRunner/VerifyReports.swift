/// Where `verify` also reports, for CI.
public struct VerifyReports: Sendable {
    /// A JUnit XML file to write (`--junit PATH`).
    public var junit: String?
    /// A folder for the texts and diffs of each mismatch (`--artifacts DIR`).
    public var artifacts: String?
    /// Whether to print GitHub Actions annotations (`GITHUB_ACTIONS=true`).
    public var githubAnnotations: Bool

    /// Reports to write.
    public init(junit: String? = nil, artifacts: String? = nil, githubAnnotations: Bool = false) {
        self.junit = junit
        self.artifacts = artifacts
        self.githubAnnotations = githubAnnotations
    }

    /// `githubAnnotations` from the environment (`GITHUB_ACTIONS=true`).
    public init(junit: String?, artifacts: String?, environment: [String: String]) {
        self.init(junit: junit, artifacts: artifacts, githubAnnotations: GitHubAnnotation.isEnabled(environment))
    }
}
