import Foundation
import LiveCollections
import LiveCollectionsRecording
@testable import LiveCollectionsStore
import LiveCollectionsTesting
import Testing

/// The `events` column of `viewCall`: every kind of event, every call with
/// and without an animation, reads back equal from the text it is stored
/// as; the text is plain JSON in the documented compact form; and a damaged
/// column is refused with ``SectionsJSON/Malformed`` rather than trapping
/// or reading as something else.
@Suite("Stored events (seeded)")
struct StoredEventsTests {
    static let strings = [
        "", "a", "quote \" and backslash \\", "line\nbreak\r\n", "tab\t, bell \u{7}, nul \u{0}, unit \u{1F}, del \u{7F}", "it's",
        "émoji 🎬 — délégué", "\u{FEFF}bom", "/slash", "\"", "\\", "[\"not\", \"a list\"]", "null",
    ]
    static let integers = [0, 1, -1, 7, 1_000_000, Int(Int32.max) + 1, -123_456_789_012, Int.max, Int.min]

    static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(itemIndex: item, sectionIndex: section) }

    /// Every call, with every animation and none, with empty, single and
    /// several operands; every other kind with empty and tricky strings.
    static var everyKind: [EventRecord.Kind] {
        let animations: [RowAnimation?] = [nil] + RowAnimation.allCases
        let pathLists = [[], [path(0, 0)], [path(0, 1), path(2, 3), path(Int.max, Int.min), path(-1, -2)]]
        let sectionLists = [[], [0], [3, 1, -1, Int.max, Int.min]]
        var kinds: [EventRecord.Kind] = [.reloadData, .beginBatch, .endBatch, .animationsCompleted(true), .animationsCompleted(false)].map { .call($0) }
        for animation in animations {
            for paths in pathLists {
                kinds += [.deleteItems(paths, animation), .insertItems(paths, animation), .reloadItems(paths, animation)].map { .call($0) }
            }
            for sections in sectionLists {
                kinds += [.deleteSections(sections, animation), .insertSections(sections, animation), .reloadSections(sections, animation)]
                    .map { .call($0) }
            }
        }
        for (from, to) in zip(integers, integers.reversed()) {
            kinds.append(.call(.moveItem(from: path(from, to), to: path(to, from))))
            kinds.append(.call(.moveSection(from: from, to: to)))
        }
        for string in strings {
            kinds += [.call(.rejected(string)), .call(.fallbackToReloadData(string)), .nowShows(string)]
            kinds += [
                .didDeleteItems([string]), .didDeleteItems([string, string, "x"]),
                .handOff(rows: [], of: string, to: []), .handOff(rows: [path(0, 1), path(-1, Int.max)], of: string, to: [string, "carousel c1"]),
                .inaccurateDelta(sourceDuplicates: [string], targetDuplicates: []),
                .inaccurateDelta(sourceDuplicates: [], targetDuplicates: [string, string]),
            ]
        }
        kinds += [.didDeleteItems([]), .inaccurateDelta(sourceDuplicates: [], targetDuplicates: [])]
        return kinds
    }

    @Test func everyKindReadsBackEqual() throws {
        let kinds = Self.everyKind
        // Every call by name, and every other kind, is among them (a new
        // kind does not compile here until it is named).
        let names = Set(kinds.map { kind -> String in
            switch kind {
            case .call(let call): call.name
            case .handOff: "handOff"
            case .didDeleteItems: "didDeleteItems"
            case .nowShows: "nowShows"
            case .inaccurateDelta: "inaccurateDelta"
            }
        })
        #expect(names.count == 14 + 4)
        for kind in kinds {
            let text = StoredEvents.encode([kind])
            #expect(try StoredEvents.decode(text) == [kind], "\(text)")
            // Plain JSON: an array holding one array, its kind's name first.
            let json = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? [[Any]]
            #expect(json?.count == 1 && json?[0].first is String, "\(text)")
        }
        // All at once, and none.
        #expect(try StoredEvents.decode(StoredEvents.encode(kinds)) == kinds)
        #expect(StoredEvents.encode([]) == "[]")
        #expect(try StoredEvents.decode("[]") == [])
    }

    /// The stored form is the documented one, byte for byte: a store written
    /// by this version is read by the next.
    @Test func theStoredFormIsCompact() {
        let path = Self.path
        let cases: [(EventRecord.Kind, String)] = [
            (.call(.reloadData), #"["reloadData"]"#),
            (.call(.beginBatch), #"["beginBatch"]"#),
            (.call(.deleteItems([path(0, 1), path(0, 2)], .fade)), #"["deleteItems","fade",0,1,0,2]"#),
            (.call(.insertItems([], nil)), #"["insertItems",null]"#),
            (.call(.reloadItems([path(3, 4)], .automatic)), #"["reloadItems","automatic",3,4]"#),
            (.call(.moveItem(from: path(0, 2), to: path(0, 5))), #"["moveItem",0,2,0,5]"#),
            (.call(.insertSections([3], nil)), #"["insertSections",null,3]"#),
            (.call(.deleteSections([-1, 2], RowAnimation.none)), #"["deleteSections","none",-1,2]"#),
            (.call(.reloadSections([0], .left)), #"["reloadSections","left",0]"#),
            (.call(.moveSection(from: 1, to: 0)), #"["moveSection",1,0]"#),
            (.call(.endBatch), #"["endBatch"]"#),
            (.call(.animationsCompleted(true)), #"["animationsCompleted",true]"#),
            (.call(.animationsCompleted(false)), #"["animationsCompleted",false]"#),
            (.call(.rejected("attempt to \"x\"\n")), #"["rejected","attempt to \"x\"\n"]"#),
            (.call(.fallbackToReloadData("rule 5")), #"["fallbackToReloadData","rule 5"]"#),
            (.handOff(rows: [path(0, 0), path(1, 2)], of: "table", to: ["carousel c1", "carousel c2"]),
             #"["handOff","table",["carousel c1","carousel c2"],0,0,1,2]"#),
            (.didDeleteItems(["c2", "é"]), #"["didDeleteItems","c2","é"]"#),
            (.didDeleteItems([]), #"["didDeleteItems"]"#),
            (.nowShows("carousel c2"), #"["nowShows","carousel c2"]"#),
            (.inaccurateDelta(sourceDuplicates: ["7"], targetDuplicates: []), #"["inaccurateDelta",["7"],[]]"#),
            (.call(.rejected("\u{1}\u{0}")), #"["rejected","\u0001\u0000"]"#),
            (.call(.moveSection(from: Int.min, to: Int.max)), #"["moveSection",-9223372036854775808,9223372036854775807]"#),
        ]
        for (kind, text) in cases {
            #expect(StoredEvents.encode([kind]) == "[\(text)]")
        }
        #expect(StoredEvents.encode(cases.map(\.0)) == "[" + cases.map(\.1).joined(separator: ",") + "]")
    }

    /// Written by hand or by another JSON writer: white space anywhere
    /// between values, and escapes the writer does not use, read the same.
    @Test func otherSpellingsOfTheSameJSONReadTheSame() throws {
        let text = " [ [ \"moveItem\" , 0 , 2 ,\n0,\t5 ] ,[\"rejected\",\"\\u0061\\/b\\u00e9\\ud83c\\udfac\"], [\"deleteItems\", null ], "
            + "[\"animationsCompleted\" , false] ] "
        #expect(try StoredEvents.decode(text) == [
            .call(.moveItem(from: Self.path(0, 2), to: Self.path(0, 5))), .call(.rejected("a/bé🎬")), .call(.deleteItems([], nil)),
            .call(.animationsCompleted(false)),
        ])
    }

    /// Random events with random strings (any scalar, controls and
    /// surrogate-pair scalars included) and random numbers read back equal.
    @Test func randomEventsReadBackEqual() throws {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        func string() -> String {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                let pools: [ClosedRange<UInt32>] = [0...0x7F, 0...0x1F, 0xA0...0xD7FF, 0xE000...0xFFFF, 0x1_0000...0x10_FFFF]
                let value = UInt32.random(in: pools[Int.random(in: 0..<pools.count, using: &random)], using: &random)
                scalars.append(Unicode.Scalar(value) ?? "?")
            }
            return String(scalars)
        }
        func integer() -> Int {
            Bool.random(using: &random) ? Int.random(in: -3...20, using: &random) : Int.random(in: .min ... .max, using: &random)
        }
        func strings() -> [String] { (0..<Int.random(in: 0...3, using: &random)).map { _ in string() } }
        func paths() -> [IndexPath] { (0..<Int.random(in: 0...4, using: &random)).map { _ in Self.path(integer(), integer()) } }
        func animation() -> RowAnimation? { ([nil] + RowAnimation.allCases)[Int.random(in: 0...RowAnimation.allCases.count, using: &random)] }
        func sections() -> [Int] { (0..<Int.random(in: 0...4, using: &random)).map { _ in integer() } }
        try generator.reportingSeed {
            for round in 0..<300 {
                let kinds = (0..<Int.random(in: 0...10, using: &random)).map { _ -> EventRecord.Kind in
                    switch Int.random(in: 0..<18, using: &random) {
                    case 0: .call(.reloadData)
                    case 1: .call(.beginBatch)
                    case 2: .call(.endBatch)
                    case 3: .call(.deleteItems(paths(), animation()))
                    case 4: .call(.insertItems(paths(), animation()))
                    case 5: .call(.reloadItems(paths(), animation()))
                    case 6: .call(.moveItem(from: Self.path(integer(), integer()), to: Self.path(integer(), integer())))
                    case 7: .call(.deleteSections(sections(), animation()))
                    case 8: .call(.insertSections(sections(), animation()))
                    case 9: .call(.reloadSections(sections(), animation()))
                    case 10: .call(.moveSection(from: integer(), to: integer()))
                    case 11: .call(.rejected(string()))
                    case 12: .call(.fallbackToReloadData(string()))
                    case 13: .call(.animationsCompleted(Bool.random(using: &random)))
                    case 14: .handOff(rows: paths(), of: string(), to: strings())
                    case 15: .didDeleteItems(strings())
                    case 16: .nowShows(string())
                    default: .inaccurateDelta(sourceDuplicates: strings(), targetDuplicates: strings())
                    }
                }
                let text = StoredEvents.encode(kinds)
                let decoded = try StoredEvents.decode(text)
                #expect(decoded == kinds, "seed \(generator.seed), round \(round): \(text)")
            }
        }
    }

    @Test(arguments: [
        // Not JSON, or not an array of events.
        "", " ", "not JSON", "[", "[[", "{}", "null", #""reloadData""#, #"["reloadData"]"#, "[[]]", "[3]", "[[3]]", "[null]",
        // An event name no version wrote.
        #"[["teleport"]]"#, #"[["ReloadData"]]"#, #"[[""]]"#, #"[["reloadData "]]"#, #"[["call"]]"#,
        // Too few or too many values.
        #"[["reloadData",1]]"#, #"[["endBatch",null]]"#, #"[["moveItem",0,2,0]]"#, #"[["moveItem",0,2,0,5,6]]"#, #"[["moveSection",1]]"#,
        #"[["moveSection",1,2,3]]"#, #"[["deleteItems"]]"#, #"[["deleteItems",null,0]]"#, #"[["deleteItems",null,0,1,2]]"#,
        #"[["rejected"]]"#, #"[["rejected","a","b"]]"#, #"[["animationsCompleted"]]"#, #"[["animationsCompleted",true,true]]"#,
        #"[["handOff","table"]]"#, #"[["handOff","table",["c1"],0]]"#, #"[["nowShows"]]"#, #"[["nowShows","a","b"]]"#,
        #"[["inaccurateDelta",["a"]]]"#, #"[["inaccurateDelta",["a"],[],[]]]"#,
        // A string where a number belongs, and the other way round.
        #"[["moveItem","0",2,0,5]]"#, #"[["insertSections",null,"1"]]"#, #"[["deleteItems","fade","0",1]]"#, #"[["moveSection",1,"0"]]"#,
        #"[["rejected",1]]"#, #"[["didDeleteItems",1]]"#, #"[["handOff",1,[],0,0]]"#, #"[["handOff","t","c1",0,0]]"#,
        #"[["inaccurateDelta",[1],[]]]"#, #"[["nowShows",null]]"#,
        // Values of the wrong kind.
        #"[["deleteItems","sideways",0,1]]"#, #"[["deleteItems",0,0,1]]"#, #"[["deleteItems",nul,0,1]]"#,
        #"[["animationsCompleted","true"]]"#, #"[["animationsCompleted",1]]"#, #"[["animationsCompleted",tru]]"#,
        #"[["moveSection",1.5,0]]"#, #"[["moveSection",99999999999999999999,0]]"#, #"[["moveSection",-,0]]"#,
        // Broken strings.
        #"[["rejected","a]]"#, #"[["rejected","\x"]]"#, "[[\"rejected\",\"a\nb\"]]", #"[["rejected","\ud800"]]"#,
        // Something after the events.
        #"[["beginBatch"]]x"#, #"[["beginBatch"]],"#, #"[["beginBatch"]] []"#, #"[["beginBatch"],]"#, #"[["beginBatch"] ["endBatch"]]"#,
        #"[["beginBatch"]]]"#,
    ])
    func aMalformedColumnIsRefused(text: String) {
        #expect(throws: SectionsJSON.Malformed.self, "\(text)") { try StoredEvents.decode(text) }
    }

    /// The refusal says where reading stopped and what the column should be.
    @Test func aRefusalNamesTheByteAndTheShape() throws {
        let unknown = #expect(throws: SectionsJSON.Malformed.self) { try StoredEvents.decode(#"[["beginBatch"],["teleport"]]"#) }
        #expect(unknown?.offset == 17)
        #expect(unknown?.description == "the column is not a JSON array of events (at byte 17)")
        let arity = #expect(throws: SectionsJSON.Malformed.self) { try StoredEvents.decode(#"[["moveItem",0,2,0]]"#) }
        #expect(arity?.offset == 18)
    }
}
