import ArgumentParser
import LiveCollectionsRunner

struct Goldens: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Maintain the golden store: upgrade its schema, remove obsolete goldens.",
        subcommands: [UpgradeGoldens.self, RemoveObsoleteGoldens.self]
    )
}
