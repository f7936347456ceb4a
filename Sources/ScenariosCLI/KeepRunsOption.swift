import ArgumentParser
import LiveCollectionsRunner

/// `--keep-runs N`: how many runs of each scenario and label the working
/// database keeps after `run` and `verify`.
struct KeepRunsOption: ParsableArguments {
    // `.unconditional`: `--keep-runs -1` is a value to refuse, not an option.
    @Option(name: .customLong("keep-runs"), parsing: .unconditional, help: ArgumentHelp(
        "Keep the newest N runs of each scenario and label in the working database (0 keeps all).",
        valueName: "N"))
    var keepRuns: Int = ScenarioTool.defaultRunsKept

    func validate() throws {
        guard keepRuns >= 0 else { throw ValidationError("--keep-runs takes 0 (keep every run) or more, not \(keepRuns)") }
    }
}
