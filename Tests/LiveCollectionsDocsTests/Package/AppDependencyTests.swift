import Foundation
import LiveCollectionsTestSupport
import Testing

/// An app that adds this repository with the dependency line
/// docs/in-your-app.md gives, and uses `LiveCollections` (with
/// `LiveCollectionsCapture` in its debug build, `LiveCollectionsTesting`
/// and `LiveCollectionsScenarios` in its tests), resolves no other package: the tool's packages (GRDB,
/// swift-argument-parser, swift-snapshot-testing with swift-syntax, ...) are
/// behind the package's traits, and the guide's line enables none.
///
/// The app resolves against a local clone of this checkout (`git clone`),
/// whose manifest is replaced by the checkout's own, so that an uncommitted
/// change to `Package.swift` is what is checked.
@Suite("An app's dependencies", .enabled(if: ExternalTool.isAvailable("git", "swift")))
struct AppDependencyTests {
    static let repository = TestFiles.repository()

    /// The guide's dependency line for this package, as an app writes it.
    static func guideLine() throws -> String {
        let guide = try String(contentsOf: repository.appendingPathComponent("docs/in-your-app.md"), encoding: .utf8)
        let line = guide.split(separator: "\n").first { $0.hasPrefix(".package(url:") && $0.contains("LiveCollections") }
        return String(try #require(line, "docs/in-your-app.md has no `.package(url: ...LiveCollections...)` line"))
    }

    @Test func theGuidesLineEnablesNoTrait() throws {
        let line = try Self.guideLine()
        #expect(line.contains("traits: []"), "the guide's line must say `traits: []`: \(line)")
    }

    @Test func anAppResolvesNoOtherPackage() throws {
        let git = try #require(ExternalTool.path("git"), "git is not on PATH: apt-get install git")
        let swift = try #require(ExternalTool.path("swift"), "swift is not on PATH")
        let folder = try TemporaryFolder("app-dependencies")
        let clone = folder.url("LiveCollections")
        let cloned = try Subprocess.run(git, ["clone", "--quiet", "--no-hardlinks", Self.repository.path, clone.path])
        try #require(cloned.status == 0, "git clone failed: \(cloned.output)")
        let manifest = clone.appendingPathComponent("Package.swift")
        try FileManager.default.removeItem(at: manifest)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Package.swift"), to: manifest)

        // The guide's line, with the clone's path for the repository's URL.
        let line = try Self.guideLine()
        let dependency = line.replacing(/url: "[^"]*", from: "[^"]*"/, with: "path: \"\(clone.path)\"")
        try #require(dependency != line, "the guide's line has no `url: ..., from: ...` to point at the clone: \(line)")
        let app = folder.url("App")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "App",
            platforms: [.iOS(.v16), .macOS(.v13)],
            dependencies: [
                \(dependency.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ",")))
            ],
            targets: [
                .target(name: "App", dependencies: [
                    .product(name: "LiveCollections", package: "LiveCollections"),
                    .product(name: "LiveCollectionsCapture", package: "LiveCollections"),
                ]),
                .testTarget(name: "AppTests", dependencies: [
                    "App",
                    .product(name: "LiveCollectionsTesting", package: "LiveCollections"),
                    .product(name: "LiveCollectionsScenarios", package: "LiveCollections"),
                ]),
            ]
        )
        """.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import LiveCollections\n".write(to: app.appendingPathComponent("Sources/App/App.swift"), atomically: true, encoding: .utf8)
        try "import LiveCollectionsScenarios\nimport LiveCollectionsTesting\n".write(to: app.appendingPathComponent("Tests/AppTests/AppTests.swift"), atomically: true, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        environment["SWIFTPM_ENABLE_PLUGINS"] = nil
        let shown = try Subprocess.run(
            swift, ["package", "--package-path", app.path, "--scratch-path", folder.path(".build"), "show-dependencies", "--format", "json"],
            environment: environment, timeout: 300
        )
        try #require(shown.status == 0, "swift package show-dependencies failed: \(shown.output.suffix(2_000))")
        // Anything SwiftPM says before the JSON (a warning) is left out.
        let json = try #require(shown.output.firstRange(of: "{").map { shown.output[$0.lowerBound...] }, "no JSON in: \(shown.output)")
        let root = try JSONDecoder().decode(ResolvedPackage.self, from: Data(json.utf8))
        #expect(root.dependencies.map(\.identity) == ["livecollections"], "the app resolves \(root.dependencies.map(\.identity))")
        let resolved = root.dependencies.flatMap(\.all).map(\.identity)
        #expect(resolved == [], "with the guide's line the app also resolves: \(resolved.joined(separator: ", "))")
    }

    /// A package in `swift package show-dependencies --format json`.
    struct ResolvedPackage: Decodable {
        let identity: String
        let dependencies: [ResolvedPackage]
        /// Every package below this one.
        var all: [ResolvedPackage] { dependencies + dependencies.flatMap(\.all) }
    }
}
