import Foundation
import LiveCollections
@testable import LiveCollectionsTesting
import Testing

/// `displayedTexts` keeps each cell's text from when the cell was loaded,
/// inserted or reloaded: always the description of the cell shown.
@Suite("Displayed texts (seeded)")
struct DisplayedTextsTests {
    private struct Movie: UniquelyIdentifiable, CustomStringConvertible {
        let id: Int
        let version: Int
        var uniqueID: Int { id }
        var description: String { "movie \(id) v\(version)" }
    }

    /// Random updates (deletes, inserts, moves, changed contents) replayed
    /// through the view: after every one, the texts are the descriptions of
    /// the cells shown.
    @Test func textsAreTheShownCellsDescriptionsAfterEveryBatch() throws {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        try generator.reportingSeed {
            var nextID = 0
            func movie(_ version: Int = 0) -> Movie {
                nextID += 1
                return Movie(id: nextID, version: version)
            }
            for round in 0..<300 {
                let source = (0..<Int.random(in: 0...40, using: &random)).map { _ in movie() }
                var target = source.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }.map { kept in
                    Int.random(in: 0..<6, using: &random) == 0 ? Movie(id: kept.id, version: kept.version + 1) : kept
                }
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    target.insert(movie(), at: Int.random(in: 0...target.count, using: &random))
                }
                if target.count > 3, Bool.random(using: &random) {
                    let start = Int.random(in: 0...(target.count - 3), using: &random)
                    target[start..<(start + 3)].shuffle(using: &random)
                }
                let context = "seed \(generator.seed), round \(round)"
                let style: RecordingViewStyle = round.isMultiple(of: 2) ? .table : .collection
                let view = try DeltaReplay.replay(IndexDelta(from: source, to: target), from: source, to: target, style: style)
                #expect(view.displayedTexts == view.displayedSections.map { $0.map(\.description) }, "\(context)")
                #expect(view.displayedTexts == [target.map { RecordingViewItem($0).description }], "\(context)")
            }
        }
    }

    /// A shown cell keeps the identity and the text; the content reads back
    /// from them, whatever it holds.
    @Test func aShownCellGivesItsItemBack() {
        let items = [
            RecordingViewItem(id: "7", content: "7"), RecordingViewItem(id: "7", content: ""), RecordingViewItem(id: "", content: ""),
            RecordingViewItem(id: "", content: "x"), RecordingViewItem(id: "7", content: "7(7)"), RecordingViewItem(id: "7(", content: ")"),
            RecordingViewItem(id: "é🎬", content: "(中文) \"q\""), RecordingViewItem(id: "42", content: "Movie 42 (1945)"),
        ]
        for item in items {
            let cell = ShownCell(item)
            #expect(cell.text == item.description, "\(item)")
            #expect(cell.item == item, "\(item)")
            #expect(cell.shows(item), "\(item)")
            for other in items where other != item {
                #expect(!cell.shows(other), "\(item) shows \(other)")
            }
        }
    }

    /// A cell keeps its text until it is reloaded, like its content: moved
    /// without a reload it shows the old text; reloaded, the new one.
    @Test(arguments: bothStyles)
    func aCellKeepsItsTextUntilReloaded(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b c")
        try f.view.performBatchUpdates {
            f.set("b c(c2) a")
            f.view.moveCell(path(0, 0), path(0, 2))
        }
        #expect(f.view.displayedTexts == [["b", "c", "a"]])
        try f.view.performBatchUpdates {
            f.view.reloadCells([path(0, 1)])
        }
        #expect(f.view.displayedTexts == [["b", "c(c2)", "a"]])
        f.set("x(y)")
        f.view.reloadData()
        #expect(f.view.displayedTexts == [["x(y)"]])
    }
}

extension DisplayedTextsTests {
    /// Whether two arrays of texts are the very same arrays (one buffer per
    /// section), not only equal ones.
    private static func same(_ a: [[String]], _ b: [[String]]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { first, second in
            first.withUnsafeBufferPointer { x in second.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
        }
    }

    /// A batch without operations (the reload stage of an update that
    /// reloads nothing) leaves the texts' very arrays, which the record, the
    /// store and the comparison recognise without reading a cell; a batch
    /// that moves a cell gives new texts.
    @Test(arguments: bothStyles)
    func anEmptyBatchKeepsTheTextsArrays(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b c")
        let before = f.view.displayedTexts
        try f.view.performBatchUpdates {}
        #expect(f.view.displayedTexts == before)
        #expect(Self.same(f.view.displayedTexts, before), "an empty batch keeps the arrays")

        try f.view.performBatchUpdates {
            f.set("b a c")
            f.view.moveCell(path(0, 0), path(0, 1))
        }
        #expect(f.view.displayedTexts == [["b", "a", "c"]])
        #expect(!Self.same(f.view.displayedTexts, before), "a move gives new texts")

        // An empty batch while the data source holds one item more: the
        // view rejects it and shows what it showed.
        let shown = f.view.displayedTexts
        f.set("b a c d")
        var rejected = false
        do {
            try f.view.performBatchUpdates {}
        } catch {
            rejected = true
        }
        #expect(rejected, "the counts do not add up")
        #expect(f.view.displayedTexts == shown, "a rejected batch leaves the cells as they were")
    }
}
