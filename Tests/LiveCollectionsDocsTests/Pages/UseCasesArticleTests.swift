import Foundation
import Testing

/// The DocC article of the twelve use cases links each documented scenario's
/// page and player, and every link opens a file of the repository.
@Suite("Use cases article")
struct UseCasesArticleTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LiveCollections/LiveCollections.docc/UseCases.md")

    @Test func linksEachCasesPageAndPlayerAndEveryLinkOpensAFile() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let links = text.matches(of: #/\]\((\.\./[^)]+)\)/#).map { String($0.output.1) }
        let directory = Self.article.deletingLastPathComponent()
        for link in links {
            let target = directory.appendingPathComponent(link).standardizedFileURL.path
            #expect(FileManager.default.fileExists(atPath: target), "\(link) opens no file")
        }
        let scenarios = (1...12).map { String(format: "%02d-", $0) }
        for prefix in scenarios {
            #expect(links.contains { $0.contains("/docs/scenarios/\(prefix)") && $0.hasSuffix(".md") }, "no page for \(prefix)")
            #expect(links.contains { $0.contains("/docs/scenarios/\(prefix)") && $0.hasSuffix(".html") }, "no player for \(prefix)")
        }
    }
}
