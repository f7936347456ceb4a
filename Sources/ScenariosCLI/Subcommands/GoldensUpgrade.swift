import ArgumentParser
import LiveCollectionsRunner

struct UpgradeGoldens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upgrade",
        abstract: "Upgrade the golden store to this version's schema (no other command does).")

    @OptionGroup var options: GoldenStoreOptions

    func run() throws {
        try perform { () throws(CommandFailure) in
            try options.tool().upgradeGoldens()
            return true
        }
    }
}
