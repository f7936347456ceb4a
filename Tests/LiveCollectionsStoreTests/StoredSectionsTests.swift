import Foundation
import GRDB
import LiveCollectionsRecording
@testable import LiveCollectionsStore
import LiveCollectionsTesting
import Testing

/// View states stored as changes from the previous step read back as the
/// states recorded, whatever the states: repeated cells, empty sections,
/// cells moving between sections, texts JSON must escape.
@Suite("Stored view states (seeded)")
struct StoredSectionsTests {
    private static let texts = ["1(Alien)", "", "quote \" and \\", "line\nbreak", "é 🎬", "a", "b", "2", "3(x)"]

    /// A random state: up to four sections of cells, some repeated.
    private static func state(_ random: inout SeededRandomNumberGenerator, next: inout Int) -> [[String]] {
        (0..<Int.random(in: 0...4, using: &random)).map { _ in
            (0..<Int.random(in: 0...30, using: &random)).map { _ in
                if Int.random(in: 0..<4, using: &random) == 0 { return texts[Int.random(in: 0..<texts.count, using: &random)] }
                next += 1
                return "\(next)(movie \(next))"
            }
        }
    }

    /// `base` changed as a step changes a view: cells deleted, inserted,
    /// moved within and between sections, sections added or removed.
    private static func changed(_ base: [[String]], _ random: inout SeededRandomNumberGenerator, next: inout Int) -> [[String]] {
        var sections = base
        if Int.random(in: 0..<5, using: &random) == 0 { sections.append([]) }
        if !sections.isEmpty, Int.random(in: 0..<8, using: &random) == 0 { sections.remove(at: Int.random(in: 0..<sections.count, using: &random)) }
        for index in sections.indices {
            sections[index] = sections[index].filter { _ in Int.random(in: 0..<6, using: &random) > 0 }
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                next += 1
                sections[index].insert("\(next)(new)", at: Int.random(in: 0...sections[index].count, using: &random))
            }
            if sections[index].count > 4, Bool.random(using: &random) {
                let start = Int.random(in: 0...(sections[index].count - 4), using: &random)
                sections[index][start..<(start + 4)].shuffle(using: &random)
            }
        }
        if sections.count > 1, let cell = sections[0].popLast() {
            sections[sections.count - 1].insert(cell, at: 0)
        }
        return sections
    }

    @Test func changesWrittenAsJSONReadBackAsTheState() throws {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        try generator.reportingSeed {
            var next = 0
            var asChanges = 0
            for round in 0..<2_000 {
                let base = Self.state(&random, next: &next)
                let state = round % 10 == 0 ? Self.state(&random, next: &next) : Self.changed(base, &random, next: &next)
                let context = "seed \(generator.seed), round \(round): \(base) -> \(state)"
                let stored = StoredSections.encoding(state, base: base, baseStep: round - 1)
                let text = SectionsJSON.encode(stored)
                let read = try SectionsJSON.decodeStored(text)
                #expect(read == stored, "\(context)")
                #expect(try read.resolved(base: base) == state, "\(context)")
                if case .changes(let fromStep, _) = stored {
                    asChanges += 1
                    #expect(fromStep == round - 1, "\(context)")
                } else {
                    // Whole, it is the plain JSON array of arrays of strings.
                    #expect(try JSONDecoder().decode([[String]].self, from: Data(text.utf8)) == state, "\(context)")
                }
            }
            #expect(asChanges > 1_000, "seed \(generator.seed): only \(asChanges) states stored as changes")
        }
    }

    @Test func anUnchangedStateIsOneCopyPerSectionAndNoBaseIsWhole() {
        let base = [["a", "b", "c"], [], ["d", "e"]]
        #expect(StoredSections.encoding(base, base: base, baseStep: 4)
            == .changes(fromStep: 4, sections: [[.copy(section: 0, start: 0, count: 3)], [], [.copy(section: 2, start: 0, count: 2)]]))
        #expect(StoredSections.encoding(base, base: nil, baseStep: 4) == .whole(base))
        #expect(StoredSections.encoding(base, base: [[], []], baseStep: 4) == .whole(base))
        // Nothing in common: every cell written out, so whole.
        #expect(StoredSections.encoding([["x", "y"]], base: base, baseStep: 4) == .whole([["x", "y"]]))
        // Repeated cells copy from the first equal one.
        #expect(StoredSections.encoding([["b", "z", "a", "a", "a"]], base: [["a", "a", "b"]], baseStep: 0)
            == .changes(fromStep: 0, sections: [[.copy(section: 0, start: 2, count: 1), .cell("z"), .copy(section: 0, start: 0, count: 2), .copy(section: 0, start: 0, count: 1)]]))
    }

    /// A state that is its base's very arrays is stored as the copy an
    /// unchanged state's encoding gives, without hashing it, and reads back
    /// as the base's arrays (compared with them at once).
    @Test func aStateSharingItsBasesArraysIsACopyThatReadsBackAsThem() throws {
        let base = [["a", "b", "c"], [], ["d", "e"]]
        let copy = StoredSections.copying(base, fromStep: 4)
        #expect(copy == StoredSections.encoding(base, base: base, baseStep: 4))
        let resolved = try copy.resolved(base: base)
        #expect(resolved == base)
        for (section, baseSection) in zip(resolved, base) where !section.isEmpty {
            #expect(section.withUnsafeBufferPointer { a in baseSection.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } })
        }
    }

    @Test(arguments: [
        #"{"changesFrom":0}"#, #"{"sections":[],"changesFrom":0}"#, #"{"changesFrom":"0","sections":[]}"#,
        #"{"changesFrom":0,"sections":[[[0,1]]]}"#, #"{"changesFrom":0,"sections":[[1]]}"#, #"{"changesFrom":99999999999999999999,"sections":[]}"#,
        #"{"changesFrom":0,"sections":[]}x"#, #"{"changesFrom":-,"sections":[]}"#,
    ])
    func malformedChangesThrow(text: String) {
        #expect(throws: SectionsJSON.Malformed.self) { try SectionsJSON.decodeStored(text) }
    }

    @Test func copiesOutsideTheBaseDoNotResolve() throws {
        for text in [#"{"changesFrom":0,"sections":[[[0,2,2]]]}"#, #"{"changesFrom":0,"sections":[[[1,0,1]]]}"#,
                     #"{"changesFrom":0,"sections":[[[0,0,0]]]}"#, #"{"changesFrom":0,"sections":[[[0,-1,1]]]}"#] {
            let stored = try SectionsJSON.decodeStored(text)
            #expect(throws: StoredSections.Unresolvable.self, "\(text)") { try stored.resolved(base: [["a", "b", "c"]]) }
        }
        #expect(throws: StoredSections.Unresolvable.self) {
            try SectionsJSON.decodeStored(#"{"changesFrom":0,"sections":[["a"]]}"#).resolved(base: nil)
        }
    }

    /// A run whose views change step by step: stored as changes (checked in
    /// the column), read back equal; a view that is renamed or appears is
    /// stored whole.
    @Test(arguments: StoreLocation.allCases)
    func recordingsWithChangingViewsReadBackEqual(location: StoreLocation) throws {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        try generator.reportingSeed {
            var next = 0
            let directory = try TemporaryDirectory()
            let store = try makeStore(location, in: directory)
            for round in 0..<20 {
                var views = [RecordedViewState(view: "table", sections: Self.state(&random, next: &next))]
                var steps: [StepRecord] = []
                for index in -1..<8 {
                    views = views.map { RecordedViewState(view: $0.view, sections: Self.changed($0.sections, &random, next: &next)) }
                    if index == 3 { views.append(RecordedViewState(view: "carousel c1", sections: Self.state(&random, next: &next))) }
                    if index == 5 { views[0].view = "renamed" }
                    steps.append(StepRecord(index: index, at: max(0, index) * 100, action: "step \(index)", views: views))
                }
                let finalState = round % 2 == 0 ? views : views.map { RecordedViewState(view: $0.view, sections: Self.changed($0.sections, &random, next: &next)) }
                let recording = ScenarioRecording(
                    scenario: "round-\(round)", title: "", contentHash: "", outcome: .passed, steps: steps, finalState: finalState)
                let id = try store.record(recording, label: nil, packageVersion: "test", recordedAt: Date())
                #expect(try store.recording(of: id) == recording, "seed \(generator.seed), round \(round)")
            }
            let texts = try store.database.read { db in
                try String.fetchAll(db, sql: "SELECT sections FROM stepViewState WHERE stepIndex = 5 AND viewOrdinal = 0")
            }
            // Renamed at step 5: whole; other steps: changes, mostly.
            #expect(texts.allSatisfy { $0.hasPrefix("[") }, "seed \(generator.seed): \(texts.filter { !$0.hasPrefix("[") })")
            let changes = try store.database.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM stepViewState WHERE sections LIKE '{\"changesFrom\":%'") ?? 0
            }
            #expect(changes > 100, "seed \(generator.seed): \(changes) states stored as changes")
        }
    }

    /// A state stored as changes from a step the run lacks is a damaged
    /// store, said in one line; so is a column that is not JSON.
    @Test func aDamagedStateIsACorruptStore() throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(.file, in: directory)
        let id = try store.record(Fixtures.rich, label: nil, packageVersion: "test", recordedAt: Date())
        try store.database.write { db in
            try db.execute(sql: #"UPDATE finalState SET sections = '{"changesFrom":77,"sections":[[[0,0,1]]]}' WHERE viewOrdinal = 0"#)
        }
        let error = #expect(throws: StoreError.self) { try store.recording(of: id) }
        #expect(error?.kind == .corrupt)
        #expect(error?.message.contains("stored as changes from step 77, which has no state of this view") == true, "\(String(describing: error))")
        try store.database.write { db in
            try db.execute(sql: "UPDATE finalState SET sections = 'not json' WHERE viewOrdinal = 0")
        }
        let malformed = #expect(throws: StoreError.self) { try store.recording(of: id) }
        #expect(malformed?.kind == .corrupt)
    }

    /// A run row whose time or view styles this version cannot read is a
    /// damaged store too, said in one line naming the column (the schema
    /// keeps any other outcome than passed and failed out).
    @Test(arguments: [
        ("recordedAt", "'yesterday'", "run.recordedAt holds \"yesterday\""),
        ("viewStyles", "'{\"list\":\"grid\"}'", #"run.viewStyles holds {"list":"grid"}"#),
    ])
    func aDamagedRunRowIsACorruptStore(column: String, value: String, said: String) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(.file, in: directory)
        let id = try store.record(Fixtures.rich, label: nil, packageVersion: "test", recordedAt: Date())
        try store.database.write { db in try db.execute(sql: "UPDATE run SET \(column) = \(value)") }
        let error = #expect(throws: StoreError.self) { try store.recording(of: id) }
        #expect(error?.kind == .corrupt)
        #expect(error?.message.contains(said) == true, "\(String(describing: error))")
        #expect(error?.message.contains("\n") == false)
    }
}

extension StoredSections {
    /// ``encoding(_:base:baseStep:)`` of states given as their cells.
    static func encoding(_ sections: [[String]], base: [[String]]?, baseStep: Int) -> StoredSections {
        encoding(HashedState(sections), base: base.map(HashedState.init), baseStep: baseStep)
    }
}
