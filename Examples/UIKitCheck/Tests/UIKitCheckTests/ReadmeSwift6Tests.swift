import Foundation
import Testing

/// The original README's app code in plain Swift 6 mode (target
/// `ReadmeAppSwift6`, warnings as errors) is the Swift 5 code of
/// `ReadmeApp` with `@MainActor` on the screens and nothing else: every
/// other line, the library's conformances included, compiles as written.
/// The screens stand for the README's `YourClass` (a view controller in an
/// app) and create UIKit views, which UIKit allows only on the main actor
/// (see Sources/ReadmeApp/README.md).
@Suite struct ReadmeSwift6Tests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static func swiftFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func lines(_ folder: String, _ file: String) throws -> [Substring] {
        try String(contentsOf: sources.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func theSwift6CopyAddsOnlyMainActorOnTheScreens() throws {
        let files = try Self.swiftFiles(in: "ReadmeApp")
        #expect(try Self.swiftFiles(in: "ReadmeAppSwift6") == files)
        #expect(files.count == 8)
        var annotated: [String] = []
        for file in files {
            let original = try Self.lines("ReadmeApp", file)
            let swift6 = try Self.lines("ReadmeAppSwift6", file)
            var withoutAnnotations: [Substring] = []
            for (index, line) in swift6.enumerated() {
                guard line == "@MainActor" else {
                    withoutAnnotations.append(line)
                    continue
                }
                let next = index + 1 < swift6.count ? swift6[index + 1] : ""
                #expect(next.hasPrefix("final class ") && next.contains("Screen: NSObject"),
                        "\(file):\(index + 1): @MainActor is on \(next), not on a screen")
                if let name = next.split(separator: " ").dropFirst(2).first {
                    annotated.append(String(name.dropLast()))
                }
            }
            #expect(withoutAnnotations == original, "\(file) differs from ReadmeApp's beyond @MainActor")
        }
        // Every screen of the README's code, and only they.
        #expect(annotated.count == 14, "\(annotated)")
        #expect(annotated.allSatisfy { $0.hasSuffix("Screen") })
    }
}
