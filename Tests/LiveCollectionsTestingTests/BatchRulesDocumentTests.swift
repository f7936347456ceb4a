import Foundation
import LiveCollectionsTesting
import Testing

/// `docs/uikit-batch-rules.md` is the reference the recording view's rule
/// numbers point to: it has a row for every rule the view checks, and the
/// tests it names exist.
@Suite("The batch rules document")
struct BatchRulesDocumentTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func document() throws -> String {
        try String(contentsOf: repository.appendingPathComponent("docs/uikit-batch-rules.md"), encoding: .utf8)
    }

    @Test func everyRuleTheViewChecksHasItsRow() throws {
        let text = try Self.document()
        for rule in BatchUpdateError.Rule.allCases {
            let row = rule == .displayMismatch ? "## Rule 15 (ours)" : "\n| \(rule.rawValue) | "
            #expect(text.contains(row), "no entry for rule \(rule.rawValue) (\(rule))")
        }
        for step in ["**N1**", "**N2**", "**N3**"] { #expect(text.contains(step)) }
    }

    @Test func everyReleaseHasItsRowAndEveryDifferenceASource() throws {
        let text = try Self.document()
        for release in UIKitRelease.allCases {
            #expect(text.contains("| `\(release.rawValue)`"), "no row for \(release.rawValue)")
        }
        let differences = text.components(separatedBy: "\n").filter { $0.hasPrefix("| R") }
        #expect(differences.count >= 9)
        for row in differences {
            #expect(row.contains("stated") || row.contains("reported") || row.contains("reconstructed") || row.contains("not known"), "\(row.prefix(8)) says not how sure it is")
        }
    }

    @Test func theTestsItNamesExist() throws {
        let text = try Self.document()
        let named = Set(text.matches(of: /`([A-Z][A-Za-z]+Tests)`/).map { String($0.output.1) })
        #expect(named.count >= 8)
        // The recording view's tests, and the UIKit stand-in's (its strictness).
        let folders = ["Tests/LiveCollectionsTestingTests", "Examples/UIKitCheck/Tests/UIKitCheckTests"].map(Self.repository.appendingPathComponent)
        for name in named.sorted() {
            let found = folders.contains { FileManager.default.fileExists(atPath: $0.appendingPathComponent("\(name).swift").path) }
            #expect(found, "\(name) is named but in none of \(folders.map(\.path))")
        }
    }
}
