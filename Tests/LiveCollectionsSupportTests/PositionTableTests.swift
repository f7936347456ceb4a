import LiveCollectionsSupport
import Testing

/// The hash index of positions the core's identity matching and the
/// store's stored view states use.
@Suite("Position table")
struct PositionTableTests {
    @Test func findsEveryPositionFiledAndNothingElse() {
        let ids = (0..<1_000).map { "item \($0)" }
        let table = PositionTable(capacity: ids.count)
        defer { table.deallocate() }
        for (position, id) in ids.enumerated() {
            #expect(table.insert(position, hash: PositionTable.hash(id)) { ids[$0] == id })
        }
        for (position, id) in ids.enumerated() {
            #expect(table.position(hash: PositionTable.hash(id)) { ids[$0] == id } == position)
        }
        #expect(table.position(hash: PositionTable.hash("missing")) { ids[$0] == "missing" } == -1)
    }

    @Test func refusesAnIdentifierFiledTwice() {
        let ids = ["a", "b", "a"]
        let table = PositionTable(capacity: ids.count)
        defer { table.deallocate() }
        #expect(table.insert(0, hash: PositionTable.hash("a")) { ids[$0] == "a" })
        #expect(table.insert(1, hash: PositionTable.hash("b")) { ids[$0] == "b" })
        #expect(!table.insert(2, hash: PositionTable.hash("a")) { ids[$0] == "a" })
        #expect(table.position(hash: PositionTable.hash("a")) { ids[$0] == "a" } == 0)
    }

    @Test func tellsApartIdentifiersWhoseHashesCollide() {
        // Every identifier filed under one hash: found by comparing them.
        let ids = (0..<50).map { $0 * 7 }
        let table = PositionTable(capacity: ids.count)
        defer { table.deallocate() }
        for (position, id) in ids.enumerated() {
            #expect(table.insert(position, hash: 42) { ids[$0] == id })
        }
        for (position, id) in ids.enumerated() {
            #expect(table.position(hash: 42) { ids[$0] == id } == position)
        }
        #expect(table.position(hash: 42) { ids[$0] == 1 } == -1)
    }

    @Test func anEmptyTableFindsNothing() {
        let table = PositionTable(capacity: 0)
        defer { table.deallocate() }
        #expect(table.position(hash: PositionTable.hash(1)) { _ in true } == -1)
    }

    @Test func theHashSpreadsIdentifiersApartAndKeepsThemDistinct() {
        // A bijection of hashValue: sequential integers stay distinct.
        let hashes = Set((0..<10_000).map { PositionTable.hash($0) })
        #expect(hashes.count == 10_000)
        #expect(PositionTable.hash("x") == PositionTable.hash("x"))
    }
}
