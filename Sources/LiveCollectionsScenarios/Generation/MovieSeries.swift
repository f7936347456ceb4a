/// One random series of movie ids, as the sample app's random data provider
/// (`RandomMovieDataProvider` in `MovieDataProvider.swift`) makes them: the
/// first data set has ``ScenarioSeriesSize/initial`` movies; then a small or
/// moderate change draws 0 to 1 or 0 to 5 deletions, insertions and moves,
/// and is skipped when it would leave fewer than the minimum (the sample
/// checks no maximum: the maximum bounds a massive change's size only); a
/// massive change draws a new data set of `minimum..<maximum` movies.
/// Deletions remove a random movie; an insertion goes at a random index
/// before the last movie (never after it, as `arc4random_uniform(count)`
/// places it); a move takes a random movie out and puts it back at a random
/// index before the last one.
///
/// Data declared unique never repeats an id. With `allowsRepeats`
/// (non-unique kinds) a new or massive data set may draw a movie several
/// times, but a small or moderate change inserts only movies not in the
/// series, as the sample's provider skips the ids already present.
struct MovieSeries {
    private let size: ScenarioSeriesSize
    private let pool: [Int]
    private let allowsRepeats: Bool
    /// The last data set sent.
    private(set) var current: [Int] = []

    /// - Precondition (checked by the loader): `size.maximum <= pool.count`
    ///   unless repeats are allowed, and `pool` is not empty.
    init(size: ScenarioSeriesSize, pool: [Int], allowsRepeats: Bool) {
        self.size = size
        self.pool = pool
        self.allowsRepeats = allowsRepeats
    }

    /// The next data set.
    ///
    /// - Complexity: O(p + n) for a pool of p movies and a series of n.
    mutating func next(_ change: ScenarioChangeSize, random: inout ScenarioRandom) -> [Int] {
        if current.isEmpty {
            current = draw(size.initial, random: &random)
        } else if let bound = change.changeBound {
            current = changed(bound: bound, random: &random)
        } else {
            current = draw(size.minimum + random.below(size.maximum - size.minimum), random: &random)
        }
        return current
    }

    /// `count` movies: distinct ones from a partial shuffle of the pool, or
    /// independent draws when repeats are allowed.
    private func draw(_ count: Int, random: inout ScenarioRandom) -> [Int] {
        if allowsRepeats { return (0..<count).map { _ in pool[random.below(pool.count)] } }
        var shuffled = pool
        let count = min(count, shuffled.count)
        for index in 0..<count {
            shuffled.swapAt(index, index + random.below(shuffled.count - index))
        }
        return Array(shuffled.prefix(count))
    }

    private func changed(bound: Int, random: inout ScenarioRandom) -> [Int] {
        let deletions = random.below(bound)
        let insertions = random.below(bound)
        let moves = random.below(bound)
        var ids = current
        guard ids.count + insertions - deletions >= size.minimum else { return ids }
        for _ in 0..<deletions where !ids.isEmpty {
            ids.remove(at: random.below(ids.count))
        }
        var present = Set(ids)
        for _ in 0..<insertions {
            let candidates = pool.filter { !present.contains($0) }
            guard !candidates.isEmpty else { break }
            let id = candidates[random.below(candidates.count)]
            present.insert(id)
            ids.insert(id, at: random.below(ids.count))
        }
        for _ in 0..<moves where ids.count > 1 {
            let id = ids.remove(at: random.below(ids.count))
            ids.insert(id, at: random.below(ids.count))
        }
        return ids
    }
}
