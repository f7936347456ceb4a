/// Marks the elements of a longest strictly increasing subsequence.
///
/// Used to find the largest set of surviving items that keep their relative
/// order: every other survivor must move, and no smaller set of moves exists.
///
/// Patience sorting with binary search; ties between equally long
/// subsequences are broken deterministically (the one ending earliest, built
/// from the smallest tails), so the same input always gives the same moves.
///
/// - Parameter values: distinct integers (source positions in target order).
/// - Returns: `result[i]` is true when `values[i]` belongs to the subsequence.
/// - Complexity: O(n log n) time and O(n) space; O(n) when `values` is already
///   increasing, the common case of an update with no moves.
@usableFromInline
func longestIncreasingSubsequenceMembers(_ values: [Int]) -> [Bool] {
    let count = values.count
    if isStrictlyIncreasing(values) {
        return [Bool](repeating: true, count: count)
    }
    // tailValues[k]: the smallest last value of an increasing run of length k+1.
    var tailValues: [Int] = []
    var tailPositions: [Int] = []
    tailValues.reserveCapacity(count)
    tailPositions.reserveCapacity(count)
    var predecessor = [Int](repeating: -1, count: count)

    for position in 0..<count {
        let value = values[position]
        // Most survivors keep their order: a value above every tail extends
        // the longest run without a search.
        if let last = tailValues.last, value > last {
            predecessor[position] = tailPositions[tailPositions.count &- 1]
            tailValues.append(value)
            tailPositions.append(position)
            continue
        }
        // First tail >= value.
        var low = 0
        var high = tailValues.count
        while low < high {
            let middle = (low &+ high) >> 1
            if tailValues[middle] < value { low = middle &+ 1 } else { high = middle }
        }
        if low > 0 { predecessor[position] = tailPositions[low &- 1] }
        if low == tailValues.count {
            tailValues.append(value)
            tailPositions.append(position)
        } else {
            tailValues[low] = value
            tailPositions[low] = position
        }
    }

    var members = [Bool](repeating: false, count: count)
    var position = tailPositions.last ?? -1
    while position >= 0 {
        members[position] = true
        position = predecessor[position]
    }
    return members
}

@usableFromInline
func isStrictlyIncreasing(_ values: [Int]) -> Bool {
    var previous = Int.min
    for value in values {
        if value <= previous { return false }
        previous = value
    }
    return true
}
