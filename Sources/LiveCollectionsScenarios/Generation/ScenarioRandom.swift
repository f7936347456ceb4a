import LiveCollectionsTesting

/// The random numbers of a generated scenario: SplitMix64 from the file's
/// seed, with its own bounded integers and shuffle, so that the steps do not
/// depend on the standard library's algorithms (which may change between
/// Swift versions) nor on hashing order.
struct ScenarioRandom {
    private var generator: SeededRandomNumberGenerator

    init(seed: UInt64) {
        generator = SeededRandomNumberGenerator(seed: seed)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive), by
    /// multiplying the next 64 bits by `bound` and keeping the high word.
    mutating func below(_ bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        return Int(generator.next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// True once in `n` times on average; never when `n` is nil.
    mutating func hides(oneIn n: Int?) -> Bool {
        guard let n else { return false }
        return below(n) == 0
    }

    /// The elements in a random order (Fisher-Yates).
    ///
    /// - Complexity: O(n).
    mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var result = elements
        var index = result.count - 1
        while index > 0 {
            result.swapAt(index, below(index + 1))
            index -= 1
        }
        return result
    }
}
