import Foundation
import LiveCollectionsRunner
import Testing

/// `--shard i/n`: how scenarios are split, as `ScenarioShard` states the rule.
@Suite struct ShardTests {
    /// Names like a team's: `NNN-feature-case`.
    static func names(_ count: Int, from start: Int = 0) -> [String] {
        (start..<start + count).map { String(format: "%03d-feature-%d", $0, $0 * 7 % 13) }
    }

    @Test func everyScenarioIsInExactlyOneShard() throws {
        for count in 1...8 {
            let shards = try (1...count).map { try ScenarioShard(index: $0, count: count) }
            for name in Self.names(300) {
                #expect(shards.filter { $0.contains(name) }.count == 1, "\(name) in \(count) shards")
            }
        }
    }

    @Test func addingAScenarioMovesNoOther() {
        let before = Dictionary(uniqueKeysWithValues: Self.names(500).map { ($0, ScenarioShard.shard(of: $0, count: 8)) })
        let after = Self.names(501)
        for name in after.dropLast() {
            #expect(ScenarioShard.shard(of: name, count: 8) == before[name])
        }
    }

    @Test func oneMoreShardTakesAboutItsShareAndMovesNothingElse() {
        let names = Self.names(1_000)
        var moved = 0
        for name in names {
            let (old, new) = (ScenarioShard.shard(of: name, count: 4), ScenarioShard.shard(of: name, count: 5))
            if old != new {
                moved += 1
                #expect(new == 5, "\(name) moved from \(old) to \(new), not to the new shard")
            }
        }
        // A fifth of the names, give or take: rendezvous hashing moves only
        // what the new shard takes (a modulo would move four fifths).
        #expect((120...280).contains(moved), "\(moved) of 1000 moved")
    }

    @Test func shardsAreRoughlyBalanced() {
        let counts = Dictionary(grouping: Self.names(1_000), by: { ScenarioShard.shard(of: $0, count: 8) }).mapValues(\.count)
        #expect(counts.keys.sorted() == Array(1...8))
        #expect(counts.values.allSatisfy { (70...180).contains($0) }, "\(counts)")
    }

    @Test func theTextFormIsReadOrRefusedInOneLine() throws {
        #expect(try ScenarioShard(parsing: "2/4") == ScenarioShard(index: 2, count: 4))
        #expect(try ScenarioShard(parsing: "2/4").description == "2/4")
        let refusals: [(String, String)] = [
            ("0/3", "0/3: the shard must be from 1 to 3, such as 1/3"),
            ("4/3", "4/3: the shard must be from 1 to 3, such as 1/3"),
            ("1/0", "1/0: the number of shards must be at least 1"),
            ("x", "x: expected i/n, the shard and the number of shards, such as 2/4"),
            ("1/2/3", "1/2/3: expected i/n, the shard and the number of shards, such as 2/4"),
        ]
        for (text, message) in refusals {
            #expect(throws: ShardError.self) { try ScenarioShard(parsing: text) }
            do {
                _ = try ScenarioShard(parsing: text)
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test func eachShardWritesItsOwnReport() throws {
        let shard = try ScenarioShard(index: 2, count: 4)
        #expect(shard.reportPath("reports/junit.xml") == "reports/junit-shard-2-of-4.xml")
        #expect(shard.reportPath("junit") == "junit-shard-2-of-4")
    }
}
