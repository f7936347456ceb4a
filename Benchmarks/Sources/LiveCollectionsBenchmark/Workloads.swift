import Foundation
import LiveCollections
import LiveCollectionsTesting

/// The `Book` of the LiveCollections performance table: one Int, three
/// Strings and a Date, all part of `==`.
struct Book: UniquelyIdentifiable, Sendable {
    typealias RawType = Book
    let id: Int
    var title: String
    var author: String
    var genre: String
    var published: Date

    var uniqueID: Int { id }
}

/// A pair of data sets to diff, with a name for the report.
struct Workload<Item: UniquelyIdentifiable> {
    let name: String
    let source: [Item]
    let target: [Item]
}

extension UUID {
    /// A UUID drawn from a seeded generator, so every run diffs the same data.
    init(using generator: inout SeededRandomNumberGenerator) {
        let high = generator.next()
        let low = generator.next()
        self.init(uuid: (
            UInt8(truncatingIfNeeded: high), UInt8(truncatingIfNeeded: high >> 8),
            UInt8(truncatingIfNeeded: high >> 16), UInt8(truncatingIfNeeded: high >> 24),
            UInt8(truncatingIfNeeded: high >> 32), UInt8(truncatingIfNeeded: high >> 40),
            UInt8(truncatingIfNeeded: high >> 48), UInt8(truncatingIfNeeded: high >> 56),
            UInt8(truncatingIfNeeded: low), UInt8(truncatingIfNeeded: low >> 8),
            UInt8(truncatingIfNeeded: low >> 16), UInt8(truncatingIfNeeded: low >> 24),
            UInt8(truncatingIfNeeded: low >> 32), UInt8(truncatingIfNeeded: low >> 40),
            UInt8(truncatingIfNeeded: low >> 48), UInt8(truncatingIfNeeded: low >> 56)
        ))
    }
}

enum Workloads {
    /// DifferenceKit's published benchmark shape: delete a block, insert a
    /// block of new items, shuffle the first items.
    static func uuids(
        count: Int, delete: Range<Int>, insertAt: Range<Int>, shuffle: Range<Int>,
        using generator: inout SeededRandomNumberGenerator
    ) -> Workload<UUID> {
        let source = (0..<count).map { _ in UUID(using: &generator) }
        var target = source
        target.removeSubrange(delete)
        target.insert(contentsOf: insertAt.map { _ in UUID(using: &generator) }, at: insertAt.lowerBound)
        target[shuffle].shuffle(using: &generator)
        return Workload(name: "UUID \(count / 1000)k", source: source, target: target)
    }

    /// The mixed update of the LiveCollections performance table: about 10%
    /// deleted, 10% inserted, 10% changed (a reload; Ints cannot change
    /// without changing identity) and a block of 10% shuffled.
    static func mixed<Item: UniquelyIdentifiable>(
        name: String, count: Int, make: (Int) -> Item, change: (Item) -> Item?,
        using generator: inout SeededRandomNumberGenerator
    ) -> Workload<Item> {
        let source = (0..<count).map(make)
        var target: [Item] = []
        target.reserveCapacity(count + count / 10)
        var nextID = count
        for item in source {
            let roll = Int.random(in: 0..<10, using: &generator)
            if roll == 0 { continue }
            if roll == 1 {
                target.append(make(nextID))
                nextID += 1
            }
            target.append(roll == 2 ? change(item) ?? item : item)
        }
        let block = count / 10
        let start = Int.random(in: 0...max(0, target.count - block), using: &generator)
        target[start..<min(target.count, start + block)].shuffle(using: &generator)
        return Workload(name: "\(name) \(count / 1000)k", source: source, target: target)
    }

    static func book(_ id: Int) -> Book {
        Book(
            id: id,
            title: "Title of book number \(id)",
            author: "Author \(id % 997)",
            genre: ["Fiction", "History", "Science", "Poetry"][id % 4],
            published: Date(timeIntervalSince1970: TimeInterval(id) * 86_400)
        )
    }
}
