import Foundation
import LiveCollectionsSupport

/// One of `count` parts of the scenarios, `index` of them (from 1), as
/// `--shard i/n` names it: a CI matrix runs each part on its own machine.
///
/// The rule: rendezvous (highest-random-weight) hashing of the scenario's
/// name. Each shard k in 1...n gives the name a score, `mix(h ^ mix(k))`,
/// where h is the FNV-1a hash (64 bits) of the name's UTF-8 bytes and `mix`
/// is SplitMix64's finalizer; the name belongs to the shard of the highest
/// score (the lowest k on a tie). So a scenario's shard depends on its name
/// and n alone: adding or removing a scenario moves no other, and going
/// from n to n + 1 shards moves only the scenarios that the new shard
/// takes, about 1/(n + 1) of them. Shards are balanced in expectation, not
/// exactly: with few scenarios one shard may get more than another, or none.
public struct ScenarioShard: Hashable, Sendable, CustomStringConvertible {
    /// Which part, from 1.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// The part `index` (from 1) of `count`.
    ///
    /// - Throws: ``ShardError`` unless 1 ≤ index ≤ count.
    public init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1 else { throw ShardError("\(index)/\(count): the number of shards must be at least 1") }
        guard (1...count).contains(index) else {
            throw ShardError("\(index)/\(count): the shard must be from 1 to \(count), such as 1/\(count)")
        }
        self.index = index
        self.count = count
    }

    /// Reads `i/n`, such as `2/4`.
    ///
    /// - Throws: ``ShardError``, naming the form expected.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ShardError("\(text): expected i/n, the shard and the number of shards, such as 2/4")
        }
        try self.init(index: index, count: count)
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }

    /// Whether the scenario `name` belongs to this shard.
    ///
    /// - Complexity: O(n + length of the name).
    public func contains(_ name: String) -> Bool {
        Self.shard(of: name, count: count) == index
    }

    /// The shard (from 1) of `count` that the scenario `name` belongs to.
    public static func shard(of name: String, count: Int) -> Int {
        let hash = FNV1a64.hash(name.utf8)
        var best = (shard: 1, score: UInt64(0))
        for shard in 1...max(count, 1) {
            let score = mix(hash ^ mix(UInt64(shard)))
            if shard == 1 || score > best.score { best = (shard, score) }
        }
        return best.shard
    }

    /// SplitMix64's finalizer: every input bit changes about half the output bits.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// The file a shard writes a report to: `path` with `-shard-i-of-n`
    /// before its extension (`junit.xml` gives `junit-shard-2-of-4.xml`),
    /// so that shards sharing a folder do not overwrite each other's.
    public func reportPath(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let suffix = "-shard-\(index)-of-\(count)"
        guard !url.pathExtension.isEmpty else { return path + suffix }
        return String(path.dropLast(url.pathExtension.count + 1)) + suffix + "." + url.pathExtension
    }
}

/// A `--shard` value that is not `i/n` with 1 ≤ i ≤ n.
public struct ShardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and the form expected.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
