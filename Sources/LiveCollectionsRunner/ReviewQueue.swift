#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `review` finds: the changes to decide, and those a reviewer
/// rejected already (``ReviewRejections``), in scenario order.
public struct ReviewQueue: Sendable {
    /// Every change, pending or rejected, in scenario order.
    let all: [PendingChange]
    /// The changes to decide.
    public let pending: [PendingChange]
    /// The changes whose very run a reviewer rejected: not pending until a
    /// newer run of the scenario still differs from its golden.
    public let rejected: [PendingChange]
}

/// `review --only PATTERN`: the scenarios a review looks at. A pattern
/// with a wildcard (`*`, `?`, `[...]`) is matched as the shell matches file
/// names (`07-*`, `*carousel*`); one without is a prefix of the name
/// (`07` picks `07-carousels`). No pattern matches every scenario.
struct ReviewFilter {
    let pattern: String?

    init(_ pattern: String?) {
        self.pattern = pattern
    }

    func matches(_ scenario: String) -> Bool {
        guard let pattern else { return true }
        guard pattern.contains(where: { "*?[".contains($0) }) else { return scenario.hasPrefix(pattern) }
        return fnmatch(pattern, scenario, 0) == 0
    }
}
