import Foundation
import LiveCollections
import LiveCollectionsTesting

// The element types are declared here, in the benchmark's own module, as an
// app declares its own: the library's generic code reaches them only through
// what it makes specialisable from outside.

/// An app's item identified by a UUID: a struct wrapping it.
struct UUIDItem: UniquelyIdentifiable, Sendable {
    typealias RawType = UUIDItem
    let id: UUID

    var uniqueID: UUID { id }
}

/// The `Book` of the LiveCollections performance table: one Int, three
/// Strings and a Date, all part of `==`. Its description (the title) is what
/// a recording view's cell shows.
struct Book: UniquelyIdentifiable, Sendable, CustomStringConvertible {
    typealias RawType = Book
    let id: Int
    var title: String
    var author: String
    var genre: String
    var published: Date

    var uniqueID: Int { id }
    var description: String { title }
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
    ) -> Workload<UUIDItem> {
        let source = (0..<count).map { _ in UUIDItem(id: UUID(using: &generator)) }
        var target = source
        target.removeSubrange(delete)
        target.insert(contentsOf: insertAt.map { _ in UUIDItem(id: UUID(using: &generator)) }, at: insertAt.lowerBound)
        target[shuffle].shuffle(using: &generator)
        return Workload(name: "UUID \(count / 1000)k", source: source, target: target)
    }

    /// The mixed update of the LiveCollections performance table: about 10%
    /// deleted, 10% inserted, 10% changed (a reload) and a block of 10%
    /// shuffled.
    static func mixedBooks(count: Int, using generator: inout SeededRandomNumberGenerator) -> Workload<Book> {
        let source = (0..<count).map(book)
        var target: [Book] = []
        target.reserveCapacity(count + count / 10)
        var nextID = count
        for item in source {
            let roll = Int.random(in: 0..<10, using: &generator)
            if roll == 0 { continue }
            if roll == 1 {
                target.append(book(nextID))
                nextID += 1
            }
            var kept = item
            if roll == 2 { kept.title += " (2nd edition)" }
            target.append(kept)
        }
        let block = count / 10
        let start = Int.random(in: 0...max(0, target.count - block), using: &generator)
        target[start..<min(target.count, start + block)].shuffle(using: &generator)
        return Workload(name: "Book \(count / 1000)k", source: source, target: target)
    }

    /// The worst case for moves: the same books in two independent full
    /// shuffles, so nearly every item moves.
    static func shuffledBooks(count: Int, using generator: inout SeededRandomNumberGenerator) -> Workload<Book> {
        let books = (0..<count).map(book)
        return Workload(
            name: "Book \(count / 1000)k shuffled",
            source: books.shuffled(using: &generator),
            target: books.shuffled(using: &generator)
        )
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
