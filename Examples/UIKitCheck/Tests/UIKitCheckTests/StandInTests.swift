import Foundation
import LiveCollectionsUIKit
import Testing
import UIKit

#if !canImport(UIKit)
#error("UIKit must be the stand-in in this target (-module-alias UIKit=UIKitStandIn)")
#endif

/// What this package compiles and against what.
@Suite struct StandInTests {
    /// The library itself was built for Linux: its default scheduler is the
    /// headless one, not the main queue it uses where UIKit exists.
    @Test func theLibraryStillSeesLinux() {
        #expect(DispatchScheduler.shared === DispatchScheduler.headless)
    }

    /// The adapters compiled here are the library's files: every file of
    /// Sources/LiveCollections/UIKit is linked into LiveCollectionsUIKit.
    @Test func theAdaptersAreTheLibrarysOwnFiles() throws {
        let library = repositoryRoot.appendingPathComponent("Sources/LiveCollections/UIKit")
        let linked = repositoryRoot.appendingPathComponent("Examples/UIKitCheck/Sources/LiveCollectionsUIKit")
        let files = try FileManager.default.contentsOfDirectory(atPath: library.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            let link = try FileManager.default.destinationOfSymbolicLink(atPath: linked.appendingPathComponent(file).path)
            #expect(URL(fileURLWithPath: link, relativeTo: linked).standardizedFileURL.path == library.appendingPathComponent(file).standardizedFileURL.path)
        }
    }

    /// Every UIKit declaration of the stand-in names the Apple documentation
    /// page whose signature it copies, in the comment above it; what the
    /// stand-in adds of its own says "Stand-in only".
    @Test func everyStandInDeclarationCitesItsDocumentationPage() throws {
        let folder = repositoryRoot.appendingPathComponent("Examples/UIKitCheck/Sources/UIKitStandIn")
        let files = ["UIView.swift", "Cells.swift", "DataSources.swift", "UITableView.swift", "UICollectionView.swift", "IndexPath+UIKit.swift"]
        let declaration = try Regex(#"^(@MainActor @preconcurrency )?((open|public)( override| weak| required| convenience| private\(set\)| internal\(set\))* )?(class|protocol|enum|struct|func|var|let|init)\b"#)
        var declarations = 0
        var uncited: [String] = []
        for file in files {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.firstMatch(of: declaration) != nil, text.hasPrefix("@") || text.hasPrefix("open") || text.hasPrefix("public") || text.hasPrefix("func") else { continue }
                var comment: [String] = []
                var above = index - 1
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    comment.append(lines[above])
                    above -= 1
                }
                if comment.contains(where: { $0.contains("Stand-in only") }) { continue }
                declarations += 1
                if !comment.contains(where: { $0.contains("https://developer.apple.com/documentation/uikit/") || $0.contains("https://developer.apple.com/documentation/foundation/indexpath") || $0.contains("https://developer.apple.com/documentation/objectivec/") }) {
                    uncited.append("\(file):\(index + 1): \(text)")
                }
            }
        }
        print("UIKit stand-in: \(declarations) declarations, \(declarations - uncited.count) citing their documentation page")
        #expect(declarations > 0)
        #expect(uncited.isEmpty, "\(uncited.joined(separator: "\n"))")
    }
}
