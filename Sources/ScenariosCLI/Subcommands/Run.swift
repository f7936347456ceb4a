import ArgumentParser
import LiveCollectionsRunner

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay scenarios and record their runs in the working database.",
        aliases: ["record"]
    )

    @OptionGroup var options: RunStoreOptions

    @OptionGroup var keep: KeepRunsOption

    @Option(help: "A label for the runs, such as a version: v1.2.0.")
    var label: String?

    @OptionGroup var shard: ShardOption

    @Argument(help: "Scenario names or unique prefixes (all when none).")
    var scenarios: [String] = []

    func validate() throws {
        if let label, label.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--label cannot be empty: give a name such as v1.2.0, or leave the option out")
        }
    }

    func run() throws {
        try perform { () throws(CommandFailure) in try tool().run(names: scenarios, label: label, shard: shard.shard) }
    }

    /// The tool, keeping `--keep-runs` runs of each scenario.
    private func tool() -> ScenarioTool {
        let tool = options.tool()
        tool.runsKept = keep.keepRuns
        return tool
    }
}
