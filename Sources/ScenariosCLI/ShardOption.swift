import ArgumentParser
import LiveCollectionsRunner

extension ScenarioShard: ExpressibleByArgument {
    public init?(argument: String) {
        guard let shard = try? ScenarioShard(parsing: argument) else { return nil }
        self = shard
    }
}

/// `--shard i/n`: one part of the scenarios, for a CI matrix.
struct ShardOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Only the scenarios of shard i of n (from 1), such as 2/4.",
            discussion: "A scenario's shard depends on its name and n alone (rendezvous hashing of the name): adding a scenario moves no other.",
            valueName: "i/n"),
        transform: { text throws in try ScenarioShard(parsing: text) })
    var shard: ScenarioShard?
}
