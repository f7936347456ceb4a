import ArgumentParser

/// The `scenarios` tool: replays the LiveCollections scenarios, records their
/// runs in SQLite and checks them against the committed goldens.
@main
struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios",
        abstract: "Replay LiveCollections scenarios, record their runs and verify them against the goldens.",
        subcommands: [List.self, Run.self, Verify.self, Approve.self, Diff.self, Show.self, Export.self, Docs.self, Shrink.self, Prune.self, Goldens.self, Push.self, Report.self]
    )
}
