import ArgumentParser
import LiveCollectionsRunner

struct Approve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make a recorded run its scenario's golden.",
        discussion: "Replaces the golden and its text file (commit both); a failed run is refused. With --from, the run CI recorded is checked against the scenario file and the tool's version, then approved."
    )

    @OptionGroup var options: StoreOptions

    @Option(name: .customLong("from"), help: ArgumentHelp(
        "Approve the run of a scenario in a folder `verify --artifacts` wrote (on CI), once a replay here records the same: then give the scenario's name.",
        valueName: "folder"))
    var from: String?

    @Argument(help: ArgumentHelp(
        "The working run number, as `run` and `verify` print it (12); with --from, the scenario's name or a unique prefix.", valueName: "run"))
    var argument: String

    /// The run named, without --from.
    var reference: RunReference? {
        from == nil ? try? RunReference(parsing: argument) : nil
    }

    /// Without --from, the argument is a run reference, refused as
    /// argument-parser refuses any malformed value.
    func validate() throws {
        guard from == nil else { return }
        do {
            _ = try RunReference(parsing: argument)
        } catch {
            throw ValidationError("The value '\(argument)' is invalid for '<run>': \(error.message)")
        }
    }

    func run() throws {
        try perform { () throws(CommandFailure) in
            let tool = options.tool()
            if let from {
                try tool.approve(fromArtifacts: from, scenario: argument)
            } else {
                try tool.approve(RunReference(parsing: argument))  // checked in validate()
            }
            return true
        }
    }
}
