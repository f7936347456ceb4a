import ArgumentParser
import LiveCollectionsRunner

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay scenarios and record their runs in the working database.",
        aliases: ["record"]
    )

    @OptionGroup var options: RunStoreOptions

    @OptionGroup var keep: KeepRunsOption

    @OptionGroup var labelOption: RunLabelOption

    @OptionGroup var shard: ShardOption

    @Argument(help: "Scenario names or unique prefixes (all when none).")
    var scenarios: [String] = []

    func run() throws {
        try perform { () throws(CommandFailure) in try tool().run(names: scenarios, label: labelOption.label, shard: shard.shard) }
    }

    /// The tool, keeping `--keep-runs` runs of each scenario.
    private func tool() -> ScenarioTool {
        let tool = options.tool()
        tool.runsKept = keep.keepRuns
        return tool
    }
}
