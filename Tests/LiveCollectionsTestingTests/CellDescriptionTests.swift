import Foundation
import LiveCollections
@testable import LiveCollectionsTesting
import Testing

/// Cells described once per type read exactly as `RecordingViewItem(_:)` reads them.
@Suite struct CellDescriptionTests {
    struct Plain: UniquelyIdentifiable {
        typealias RawType = Plain
        let id: Int
        var title: String
        var uniqueID: Int { id }
    }

    struct Titled: UniquelyIdentifiable, CustomStringConvertible, CustomDebugStringConvertible {
        typealias RawType = Titled
        let id: String
        var title: String
        var uniqueID: String { id }
        var description: String { title }
        var debugDescription: String { "debug \(title)" }
    }

    struct Optionally: UniquelyIdentifiable {
        typealias RawType = Optionally
        let key: Int?
        var uniqueID: Int? { key }
    }

    class Base: UniquelyIdentifiable {
        typealias RawType = Base
        let id: UUID
        init(id: UUID) { self.id = id }
        var uniqueID: UUID { id }
        static func == (lhs: Base, rhs: Base) -> Bool { lhs.id == rhs.id }
    }

    final class Described: Base, CustomStringConvertible {
        var description: String { "described" }
    }

    static func expectSame<T: UniquelyIdentifiable>(_ items: [T]) {
        let cells = CellDescription<T>()
        for item in items {
            #expect(cells.cell(item) == RecordingViewItem(item))
        }
    }

    @Test func everyKindOfTypeReadsTheSame() {
        Self.expectSame([Plain(id: 1, title: "Alien"), Plain(id: -2, title: ""), Plain(id: 0, title: "0"), Plain(id: .min, title: "min"), Plain(id: .max, title: "max")])
        Self.expectSame([Titled(id: "a\"b", title: "Brazil")])
        Self.expectSame([Optionally(key: 3), Optionally(key: nil)])
        Self.expectSame([Base(id: UUID()), Described(id: UUID())])
        Self.expectSame([1, 2, 3])
        Self.expectSame(["x", "y\n"])
        Self.expectSame([Substring("sub")])
    }
}
