import Foundation

/// Whether a process runs on CI, by the `CI` environment variable that CI
/// services set (GitHub Actions, GitLab, Buildkite and others; some set
/// `1` or `True`): where goldens are never recorded by default.
package enum ContinuousIntegration {
    /// The environment variable CI services set.
    package static let variable = "CI"

    /// Whether `CI` is set to something other than empty, `false` or `0`
    /// (any case, spaces trimmed).
    package static func isSet(in environment: [String: String]) -> Bool {
        guard let value = environment[variable]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !["", "false", "0"].contains(value)
    }
}
