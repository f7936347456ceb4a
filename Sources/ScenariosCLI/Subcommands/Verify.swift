import ArgumentParser
import Foundation
import LiveCollectionsRunner

extension RecordMode: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { names }
}

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay scenarios and compare each run with its golden.",
        discussion: """
            Every replay is also recorded in the working database, so a changed run can be approved. \
            Record modes: never (a missing or different golden fails), missing (record goldens that do \
            not exist), failed (also re-record goldens that differ), all (also re-record goldens whose \
            scenario file changed). Any mode that records something exits 1. The mode comes from \
            --record, else SCENARIOS_RECORD, else never when CI is set, else missing. Under \
            GITHUB_ACTIONS=true each failure is also printed as an annotation.
            """
    )

    @OptionGroup var options: StoreOptions

    @OptionGroup var keep: KeepRunsOption

    @Option(help: ArgumentHelp("When goldens are written.", valueName: "mode"))
    var record: RecordMode?

    @Option(help: ArgumentHelp(
        "Also write the results as JUnit XML to this file.",
        discussion: "With --shard i/n, -shard-i-of-n goes before its extension: junit-shard-2-of-4.xml.", valueName: "path"))
    var junit: String?

    @OptionGroup var labelOption: RunLabelOption

    @OptionGroup var shard: ShardOption

    @Option(help: ArgumentHelp(
        "Also write the golden text, new text and diff of each mismatch into this folder, and each changed or new run, which `review --from` accepts elsewhere.",
        valueName: "folder"))
    var artifacts: String?

    @Argument(help: "Scenario names or unique prefixes (all when none).")
    var scenarios: [String] = []

    func run() throws {
        try perform { () throws(CommandFailure) in
            let environment = ProcessInfo.processInfo.environment
            let mode = try RecordMode.resolve(argument: record, environment: environment)
            let reports = VerifyReports(junit: junit, artifacts: artifacts, environment: environment)
            return try tool().verify(names: scenarios, mode: mode, reports: reports, label: labelOption.label, shard: shard.shard)
        }
    }

    /// The tool, keeping `--keep-runs` runs of each scenario.
    private func tool() -> ScenarioTool {
        let tool = options.tool()
        tool.runsKept = keep.keepRuns
        return tool
    }
}
