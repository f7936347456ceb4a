import LiveCollections

/// An item with an identity and a version: a new version of the same item is
/// a change that must be reloaded.
struct TestItem: UniquelyIdentifiable, Hashable, Sendable, CustomStringConvertible {
    typealias RawType = TestItem
    let id: Int
    var version: Int = 0

    var uniqueID: Int { id }
    var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

/// A section of test items.
struct TestSection: UniquelyIdentifiableSection, Hashable, Sendable, CustomStringConvertible {
    typealias RawType = TestSection
    let id: Int
    var items: [TestItem]

    var uniqueID: Int { id }
    var description: String { "S\(id)\(items)" }
}

/// A single-letter item, for examples written as strings: "abcdef".
func letters(_ text: String) -> [String] {
    text.map(String.init)
}

/// The length of a longest strictly increasing subsequence, by the plain
/// quadratic method: an independent check of the engine's move counts.
func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
    var lengths = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] {
            lengths[i] = max(lengths[i], lengths[j] + 1)
        }
    }
    return lengths.max() ?? 0
}
