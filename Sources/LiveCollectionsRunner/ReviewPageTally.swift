/// Where a review on the page (`review --serve`) stands: each change's
/// decision as it is now (an undone decision counts as undone, and the
/// change as not decided until it is decided again).
public struct ReviewPageTally: Sendable, Equatable {
    /// Changes accepted (their runs are the goldens now).
    public var accepted = 0
    /// Changes rejected.
    public var rejected = 0
    /// Decisions undone.
    public var undone = 0
    /// Changes whose accept failed and that are not decided since.
    public var failed = 0
    /// Changes not decided.
    public var undecided = 0

    /// A tally.
    public init(accepted: Int = 0, rejected: Int = 0, undone: Int = 0, failed: Int = 0, undecided: Int = 0) {
        self.accepted = accepted
        self.rejected = rejected
        self.undone = undone
        self.failed = failed
        self.undecided = undecided
    }

    /// Whether every change is accepted or rejected.
    public var isDone: Bool { failed == 0 && undecided == 0 }
}

extension ScenarioTool {
    /// The line a review on the page ends with, in the form of the terminal
    /// review's: `reviewed 3 changes: 2 accepted, 1 rejected, 1 undone;
    /// commit Scenarios/goldens.sqlite and Scenarios/goldens`.
    public func summary(of tally: ReviewPageTally) -> String {
        var parts = ["\(tally.accepted) accepted", "\(tally.rejected) rejected", "\(tally.undone) undone"]
        if tally.failed > 0 { parts.append("\(tally.failed) could not be accepted") }
        var line = "reviewed \(Self.count(tally.accepted + tally.rejected + tally.failed, "change")): \(parts.joined(separator: ", "))"
        if tally.undecided > 0 { line += "; \(tally.undecided) not decided" }
        if tally.accepted > 0 { line += "; commit \(goldenFiles.joined(separator: " and "))" }
        return line
    }

    /// What an accept writes, to commit: the golden store and the text
    /// goldens' folder, as the user names them.
    public var goldenFiles: [String] { [paths.goldens, paths.goldenTexts] }
}
