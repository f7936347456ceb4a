import Foundation
import Testing

/// The stand-in is as strict as the SDK: each fixture of
/// Examples/UIKitCheck/Fixtures/StandInStrictness is compiled against the
/// stand-in alone (built here as a module named UIKit, with library
/// evolution, as Apple builds UIKit), in Swift 6, and the compiler says
/// what it says for the same code against iOS's UIKit. Code that does not
/// compile on iOS does not compile here; app code that does compiles here
/// with no diagnostic.
///
/// The texts are the Swift compiler's own (the same front end compiles for
/// iOS), as developers quote them from Xcode:
/// - `'required' initializer 'init(coder:)' must be provided by subclass of
///   'UIViewController'` (and of 'UIView', 'NSView'): Swift's
///   `required_initializer_missing`, test/ClangImporter in swiftlang/swift;
/// - `cannot assign to property: 'style' is a get-only property`:
///   `assignment_get_only_property`;
/// - `switch covers known cases, but 'UIUserInterfaceSizeClass' may have
///   additional unknown values, possibly added in future versions`
///   (useyourloaf.com, 2019): `non_exhaustive_switch_unknown_only`, a
///   warning in Swift 5 and an error in Swift 6 ("this is an error in the
///   Swift 6 language mode"). For an enum imported from Objective-C, as
///   UIKit's are, Swift adds ", possibly added in future versions"; the
///   stand-in's enums are Swift's, so the check compares the text before it;
/// - `cannot find type 'CollectionData' in scope`: `cannot_find_type_in_scope`.
@Suite struct StandInStrictnessTests {
    /// A fixture and the diagnostic it must give (nil: none at all).
    struct Fixture: CustomStringConvertible, Sendable {
        let file: String
        let diagnostic: String?
        var description: String { file }
    }

    static let fixtures: [Fixture] = [
        Fixture(file: "AppCodeAsWrittenForUIKit.swift", diagnostic: nil),
        Fixture(file: "MissingRequiredCoderInit.swift", diagnostic: "error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UITableViewCell'"),
        Fixture(file: "StyleAssigned.swift", diagnostic: "error: cannot assign to property: 'style' is a get-only property"),
        Fixture(file: "RowAnimationSwitchWithoutUnknownDefault.swift", diagnostic: "error: switch covers known cases, but 'UITableView.RowAnimation' may have additional unknown values"),
        Fixture(file: "TableStyleSwitchWithoutUnknownDefault.swift", diagnostic: "error: switch covers known cases, but 'UITableView.Style' may have additional unknown values"),
        Fixture(file: "CellStyleSwitchWithoutUnknownDefault.swift", diagnostic: "error: switch covers known cases, but 'UITableViewCell.CellStyle' may have additional unknown values"),
        Fixture(file: "UIKitBringsNoLibrary.swift", diagnostic: "error: cannot find type 'CollectionData' in scope"),
    ]

    @Test func eachFixtureGivesTheDiagnosticIOSGives() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-stand-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let standIn = repositoryRoot.appendingPathComponent("Examples/UIKitCheck/Sources/UIKitStandIn")
        let sources = try FileManager.default.contentsOfDirectory(atPath: standIn.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { standIn.appendingPathComponent($0).path }
        let module = try swiftc(in: folder, [
            "-swift-version", "6", "-parse-as-library", "-wmo", "-enable-library-evolution", "-module-name", "UIKit",
            "-emit-module", "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
        ] + sources)
        try #require(module.status == 0, "the stand-in does not compile:\n\(module.output)")

        let fixtures = repositoryRoot.appendingPathComponent("Examples/UIKitCheck/Fixtures/StandInStrictness")
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files == Self.fixtures.map(\.file).sorted(), "every fixture file is listed here, with its diagnostic")
        for fixture in Self.fixtures {
            let result = try swiftc(in: folder, [
                "-typecheck", "-swift-version", "6", "-parse-as-library", "-I", folder.path,
                fixtures.appendingPathComponent(fixture.file).path,
            ])
            let diagnostics = result.output.components(separatedBy: "\n").filter { $0.contains("error: ") || $0.contains("warning: ") }
            if let expected = fixture.diagnostic {
                #expect(result.status != 0, "\(fixture.file) compiled against the stand-in; it does not on iOS")
                #expect(diagnostics.contains { $0.contains(expected) }, "\(fixture.file): expected \(expected), got:\n\(result.output)")
            } else {
                #expect(result.status == 0 && diagnostics.isEmpty, "\(fixture.file) compiles on iOS with no diagnostic; here:\n\(result.output)")
            }
        }
    }

    /// Runs the toolchain's `swiftc` with `arguments`; its exit status and
    /// everything it printed. Its temporary folder is `folder` (the driver
    /// leaves a `TemporaryDirectory.*` behind for every invocation), so
    /// removing `folder` removes them.
    private func swiftc(in folder: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
