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
            Record modes: never (CI), missing (the default: record goldens that do not exist), failed \
            (also re-record goldens that differ), all. Set SCENARIOS_RECORD instead of --record to choose \
            a mode for every run.
            """
    )

    @OptionGroup var options: StoreOptions

    @Option(help: ArgumentHelp("When goldens are written.", valueName: "mode"))
    var record: RecordMode?

    @Argument(help: "Scenario names or unique prefixes (all when none).")
    var scenarios: [String] = []

    func run() throws {
        try perform { () throws(CommandFailure) in
            let mode = try RecordMode.resolve(argument: record, environment: ProcessInfo.processInfo.environment)
            return try options.tool().verify(names: scenarios, mode: mode)
        }
    }
}
