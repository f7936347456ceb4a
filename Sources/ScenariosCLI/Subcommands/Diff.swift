import ArgumentParser
import LiveCollectionsRunner

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two runs, or the newest runs of two labels scenario by scenario.",
        discussion: "Exits 0 when everything is the same, 1 when something differs or is missing, 2 on an error (as diff(1) does)."
    )

    @OptionGroup var options: StoreOptions

    @Option(name: .customLong("label"), help: "Two labels to compare: --label v1.0.0 --label v1.1.0.")
    var labels: [String] = []

    @Argument(help: "Two runs, when comparing runs: working run numbers (12) or golden:NAME.", transform: RunReference.parseArgument)
    var runs: [RunReference] = []

    @Option(name: .customLong("html"), help: ArgumentHelp("Also write the visual diff pages (index.html, a page per changed scenario) to this folder: a new or empty one, or one a previous diff --html wrote.", valueName: "folder"))
    var html: String?

    func validate() throws {
        switch (labels.count, runs.count) {
        case (0, 2), (2, 0): return
        case (0, _): throw ValidationError("give two runs (diff 12 15, diff golden:07-carousels 15) or two labels (diff --label v1 --label v2)")
        case (2, _): throw ValidationError("give either two runs or two --label options, not both")
        default: throw ValidationError("--label takes exactly two labels: --label v1 --label v2")
        }
    }

    func run() throws {
        try perform(failureCode: 2) { () throws(CommandFailure) in
            let tool = options.tool()
            return labels.count == 2 ? try tool.diff(label: labels[0], label: labels[1], html: html) : try tool.diff(runs[0], runs[1], html: html)
        }
    }
}
