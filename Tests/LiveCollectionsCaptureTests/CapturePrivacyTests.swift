import Foundation
import LiveCollections
@testable import LiveCollectionsCapture
import LiveCollectionsScenarios
import LiveCollectionsTestSupport
import LiveCollectionsTesting
import Testing

/// An app's model with fields that must not leave the device.
struct Account: UniquelyIdentifiable, Hashable, Sendable {
    typealias RawType = Account
    let id: Int
    let name: String
    let email: String
    let balance: Int
    var uniqueID: Int { id }
}

/// By default a capture writes identifiers and fingerprints, none of the
/// model's fields; `content:` opts in to readable content.
@Suite("Captured content is private by default")
struct CapturePrivacyTests {
    static let before = [
        Account(id: 1, name: "Zanzibar Quokka", email: "quokka@secret.example", balance: 987_654),
        Account(id: 2, name: "Okapi Marmalade", email: "okapi@secret.example", balance: 123_457),
    ]
    /// Account 1's balance changes: a reload; account 2 is unchanged.
    static let after = [
        Account(id: 2, name: "Okapi Marmalade", email: "okapi@secret.example", balance: 123_457),
        Account(id: 1, name: "Zanzibar Quokka", email: "quokka@secret.example", balance: 555_111),
        Account(id: 3, name: "Wombat Tangerine", email: "wombat@secret.example", balance: 42_424),
    ]

    /// Captures the session with `content` and returns the written file's
    /// text (the temporary folder is removed however the test ends).
    func written(_ content: CapturedItemContent<Account>? = nil) throws -> String {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData<Account>(Self.before, scheduler: scheduler)
        let dataSource = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler)
        data.view = view
        _ = scheduler.run(maxJobs: 1_000)
        let capture = content.map { CollectionDataCapture(data, view: CapturedView(view), content: $0) }
            ?? CollectionDataCapture(data, view: CapturedView(view))
        data.update(Self.after)
        _ = scheduler.run(maxJobs: 1_000)
        let folder = try TemporaryFolder("privacy")
        let file = folder.url("90-accounts.json")
        try capture.write(to: file, title: "Accounts", description: "D")
        return try String(contentsOf: file, encoding: .utf8)
    }

    @Test func theDefaultWritesNoFieldOfTheModel() throws {
        let text = try written()
        for secret in ["Zanzibar", "Quokka", "Okapi", "Wombat", "secret.example", "987654", "555111", "123457", "42424"] {
            #expect(!text.contains(secret), "\(secret) is in \(text)")
        }
        let lines = text.split(separator: "\n").map(String.init)
        // Account 2 keeps its fingerprint, account 1's changes (a reload).
        #expect(lines.filter { $0.contains("initial") || $0.contains("\"at\"") } == [
            ##"  "initial": [{"id": 1, "content": "#5b179126"}, {"id": 2, "content": "#7b14dd2d"}],"##,
            ##"    { "at": 0, "update": [{"id": 2, "content": "#7b14dd2d"}, {"id": 1, "content": "#be9cce92"}, {"id": 3, "content": "#5bd648fe"}] }"##,
        ])
        // The replay reloads what the live data object reloaded.
        let scenario = try CaptureScenarioTests().load(text)
        let replay = ScenarioReplay.run(scenario)
        #expect(replay.outcome == .passed)
        #expect(replay.steps.flatMap(\.deltas).map(\.delta) == ["IndexDelta(deletions: [], insertions: [2], reloads: [0->1], moves: [1->0])"])
    }

    @Test func contentOptsInToReadableText() throws {
        let text = try written(.custom { $0.name })
        #expect(text.contains(#"{"id": 1, "content": "Zanzibar Quokka"}"#), "\(text)")
        #expect(!text.contains("secret.example"))
    }

    @Test func fingerprintsAreFNV1a64FoldedAndDifferFromTheLastVersion() {
        // FNV-1a 64 itself: LiveCollectionsSupportTests.
        #expect(ContentFingerprints<Post>.text(0x0000_0001_0000_00ff) == "\"#000000fe\"")
        // Two unequal versions with the same description still differ.
        struct Tagged: UniquelyIdentifiable, CustomStringConvertible {
            typealias RawType = Tagged
            let id: Int
            let hidden: Int
            var uniqueID: Int { id }
            var description: String { "same" }
        }
        var fingerprints = ContentFingerprints<Tagged>()
        let first = fingerprints.json(Tagged(id: 1, hidden: 0))
        let again = fingerprints.json(Tagged(id: 1, hidden: 0))
        let changed = fingerprints.json(Tagged(id: 1, hidden: 1))
        #expect(first == again)
        #expect(changed != first)
    }
}
