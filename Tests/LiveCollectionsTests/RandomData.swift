import LiveCollections
import LiveCollectionsTesting

/// The shapes of random update the property tests draw from.
enum UpdateShape: CaseIterable {
    case shuffle, massInsert, massDelete, emptyToFull, fullToEmpty, reloadOnly, moveAndReload, mixed
}

/// Random data sets for the property tests. Identities come from a counter
/// so that new items never collide with old ones.
struct RandomData {
    var generator: SeededRandomNumberGenerator
    private var nextID = 0

    init(generator: SeededRandomNumberGenerator) {
        self.generator = generator
    }

    mutating func newItems(_ count: Int) -> [TestItem] {
        defer { nextID += count }
        return (nextID..<nextID + count).map { TestItem(id: $0) }
    }

    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &generator) < percent
    }

    mutating func changed(_ item: TestItem) -> TestItem {
        TestItem(id: item.id, version: item.version + 1)
    }

    mutating func pair(_ shape: UpdateShape) -> (source: [TestItem], target: [TestItem]) {
        let size = Int.random(in: 0...60, using: &generator)
        let source = newItems(size)
        switch shape {
        case .shuffle:
            return (source, source.shuffled(using: &generator))
        case .massInsert:
            var target = source
            for _ in 0..<Int.random(in: 1...80, using: &generator) {
                target.insert(contentsOf: newItems(1), at: Int.random(in: 0...target.count, using: &generator))
            }
            return (source, target)
        case .massDelete:
            return (source, source.filter { _ in chance(25) })
        case .emptyToFull:
            return ([], newItems(Int.random(in: 1...60, using: &generator)))
        case .fullToEmpty:
            return (source + newItems(1), [])
        case .reloadOnly:
            return (source, source.map { chance(30) ? changed($0) : $0 })
        case .moveAndReload:
            var target = source.map { chance(20) ? changed($0) : $0 }
            for _ in 0..<Int.random(in: 1...4, using: &generator) where target.count > 1 {
                let item = target.remove(at: Int.random(in: 0..<target.count, using: &generator))
                target.insert(item, at: Int.random(in: 0...target.count, using: &generator))
            }
            return (source, target)
        case .mixed:
            var target = source.filter { _ in chance(70) }.map { chance(15) ? changed($0) : $0 }
            for _ in 0..<Int.random(in: 0...6, using: &generator) where target.count > 1 {
                target.swapAt(Int.random(in: 0..<target.count, using: &generator), Int.random(in: 0..<target.count, using: &generator))
            }
            for _ in 0..<Int.random(in: 0...10, using: &generator) {
                target.insert(contentsOf: newItems(1), at: Int.random(in: 0...target.count, using: &generator))
            }
            return (source, target)
        }
    }

    /// Random sections with unique items across all of them, some empty.
    mutating func sections() -> [TestSection] {
        var sections: [TestSection] = []
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            let id = nextID
            nextID += 1
            sections.append(TestSection(id: id, items: chance(15) ? [] : newItems(Int.random(in: 1...8, using: &generator))))
        }
        return sections
    }

    /// A random next version of `source`: sections deleted, inserted and
    /// reordered; items deleted, inserted, changed, and moved within and
    /// between sections (including into new sections); some sections empty.
    mutating func sectionedTarget(from source: [TestSection]) -> [TestSection] {
        var target = source.filter { _ in chance(80) }.map { TestSection(id: $0.id, items: []) }
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            target.insert(TestSection(id: nextID, items: []), at: Int.random(in: 0...target.count, using: &generator))
            nextID += 1
        }
        if chance(30) { target.shuffle(using: &generator) }
        guard !target.isEmpty else { return target }
        let home = Dictionary(uniqueKeysWithValues: target.indices.map { (target[$0].id, $0) })
        for section in source {
            for item in section.items where chance(80) {
                let stays = home[section.id].map { _ in chance(75) } ?? false
                let destination = stays ? home[section.id] ?? 0 : Int.random(in: 0..<target.count, using: &generator)
                target[destination].items.append(chance(15) ? changed(item) : item)
            }
        }
        for index in target.indices {
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                target[index].items.insert(contentsOf: newItems(1), at: Int.random(in: 0...target[index].items.count, using: &generator))
            }
            if chance(20), target[index].items.count > 1 {
                let items = target[index].items
                target[index].items.swapAt(Int.random(in: 0..<items.count, using: &generator), Int.random(in: 0..<items.count, using: &generator))
            }
            if chance(5) { target[index].items = [] }
        }
        return target
    }
}
