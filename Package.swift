// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LiveCollections",
    // The lowest versions the core runs on: it measures and schedules with
    // `Duration` and `ContinuousClock` and guards its state with
    // `NSLocking.withLock`, all iOS 16, tvOS 16, watchOS 9, macOS 13 (Mac
    // Catalyst 16, visionOS 1). The UIKit adapters need only iOS 11's
    // `performBatchUpdates(_:completion:)`, and are left out on watchOS,
    // whose UIKit has no views. Linux has no platform version.
    platforms: [.iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1), .macCatalyst(.v16), .macOS(.v13)],
    products: [
        .library(name: "LiveCollections", targets: ["LiveCollections"]),
        .library(name: "LiveCollectionsTesting", targets: ["LiveCollectionsTesting"]),
        .library(name: "LiveCollectionsRecording", targets: ["LiveCollectionsRecording"]),
        .library(name: "LiveCollectionsCapture", targets: ["LiveCollectionsCapture"]),
        .library(name: "LiveCollectionsScenarios", targets: ["LiveCollectionsScenarios"]),
        .library(name: "LiveCollectionsStore", targets: ["LiveCollectionsStore"]),
        .library(name: "LiveCollectionsRunner", targets: ["LiveCollectionsRunner"]),
        // Snapshot strategies for swift-snapshot-testing: a product of its
        // own, so that only the test targets that use it build the library.
        .library(name: "LiveCollectionsSnapshotTesting", targets: ["LiveCollectionsSnapshotTesting"]),
        .executable(name: "scenarios", targets: ["ScenariosCLI"]),
    ],
    // An app that depends on this package for `LiveCollections` (and
    // `LiveCollectionsTesting`, `LiveCollectionsCapture`) needs no other
    // package, so every other package is behind a trait: a package a
    // dependent's enabled traits never reach is not even resolved. An app
    // writes `traits: []` in its dependency line (docs/installing.md) and
    // resolves nothing else; this repository's own builds (`swift run
    // scenarios`, `swift test`) have the default traits, the tool and the
    // snapshot strategies. Without the `ScenariosTool` trait the tool's
    // targets (the store, the runner, the command) do not build.
    traits: [
        .trait(name: "ScenariosTool", description: "The scenarios command and its SQLite run store (GRDB, swift-argument-parser)."),
        .trait(name: "SnapshotTesting", description: "Snapshot strategies for swift-snapshot-testing (the LiveCollectionsSnapshotTesting product)."),
        // PostgreSQL as a shared run store (`--database postgres://...`), off by
        // default so that the default build does not build postgres-nio and
        // SwiftNIO: `swift build --traits PostgreSQL`.
        .trait(
            name: "PostgreSQL", description: "A shared PostgreSQL run store, through postgres-nio (--database postgres://...).",
            enabledTraits: ["ScenariosTool"]
        ),
        // The review page (`scenarios review --serve`), a local HTTP server
        // through FlyingFox, off by default for the same reason:
        // `swift build --traits ReviewServer`.
        .trait(
            name: "ReviewServer", description: "The review page, served on loopback through FlyingFox (scenarios review --serve).",
            enabledTraits: ["ScenariosTool"]
        ),
        .default(enabledTraits: ["ScenariosTool", "SnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // What several modules share, in one place: JSON writing and reading,
        // markup escaping, line alignment, the position table. No
        // dependency; not a product.
        .target(name: "LiveCollectionsSupport"),
        // The core: no I/O, Foundation and Dispatch only.
        .target(
            name: "LiveCollections",
            dependencies: ["LiveCollectionsSupport"],
            swiftSettings: [.define("LIVECOLLECTIONS_INTERNAL_CHECKS", .when(configuration: .debug))]
        ),
        // Capturing what a live data object receives, as a scenario file:
        // Foundation only, small enough to link into an app's debug build.
        .target(
            name: "LiveCollectionsCapture",
            dependencies: ["LiveCollections", "LiveCollectionsSupport"]
        ),
        // The recording view, replay and test support.
        .target(
            name: "LiveCollectionsTesting",
            dependencies: ["LiveCollections", "LiveCollectionsRecording"]
        ),
        // The plain record of one replay (steps, deltas, decisions, the calls
        // each view received, view states) and its one text rendering: the
        // core's value types only, so the store needs no replay engine.
        .target(
            name: "LiveCollectionsRecording",
            dependencies: ["LiveCollections", "LiveCollectionsSupport"]
        ),
        // Scenario files: the format, loading, and replay through the library.
        .target(
            name: "LiveCollectionsScenarios",
            dependencies: ["LiveCollections", "LiveCollectionsTesting", "LiveCollectionsRecording", "LiveCollectionsSupport"]
        ),
        // Recorded runs in SQLite, and with the PostgreSQL trait in
        // PostgreSQL too: depends on the plain record only.
        .target(
            name: "LiveCollectionsStore",
            dependencies: [
                "LiveCollectionsSupport", "LiveCollectionsRecording",
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["ScenariosTool"])),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
            ]
        ),
        // Documentation pages, pictures and players generated from recorded runs.
        .target(
            name: "LiveCollectionsDocs",
            dependencies: ["LiveCollections", "LiveCollectionsTesting", "LiveCollectionsScenarios", "LiveCollectionsSupport"]
        ),
        // What the command-line tool does: replay, record, verify, diff, export, docs.
        .target(
            name: "LiveCollectionsRunner",
            dependencies: ["LiveCollectionsRecording", "LiveCollectionsScenarios", "LiveCollectionsStore", "LiveCollectionsDocs", "LiveCollectionsSupport"]
        ),
        // Snapshot strategies: what views were told, and step pictures, as
        // the scenario goldens and the docs render them. With the
        // SnapshotTesting trait only; without it the module is empty.
        .target(
            name: "LiveCollectionsSnapshotTesting",
            dependencies: [
                "LiveCollectionsTesting", "LiveCollectionsRecording", "LiveCollectionsDocs",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),
        // The review page's server (`review --serve`): with the
        // ReviewServer trait only; without it the module is empty.
        .target(
            name: "LiveCollectionsReviewServer",
            dependencies: [
                "LiveCollectionsRunner", "LiveCollectionsDocs", "LiveCollectionsRecording", "LiveCollectionsSupport",
                .product(name: "FlyingFox", package: "FlyingFox", condition: .when(traits: ["ReviewServer"])),
            ]
        ),
        // The command-line tool: argument parsing only.
        .executableTarget(
            name: "ScenariosCLI",
            dependencies: [
                "LiveCollectionsRunner",
                .target(name: "LiveCollectionsReviewServer", condition: .when(traits: ["ReviewServer"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["ScenariosTool"])),
            ]
        ),
        // What several test targets share: finding the programs tests run on
        // PATH, running them, and temporary folders. Not a product.
        .target(name: "LiveCollectionsTestSupport", path: "Tests/LiveCollectionsTestSupport"),
        .testTarget(
            name: "LiveCollectionsSupportTests",
            dependencies: ["LiveCollectionsSupport"]
        ),
        .testTarget(
            name: "LiveCollectionsTests",
            dependencies: ["LiveCollections", "LiveCollectionsTesting"]
        ),
        .testTarget(
            name: "LiveCollectionsTestingTests",
            dependencies: ["LiveCollections", "LiveCollectionsTesting"]
        ),
        // The API the LiveCollections README documents, used as an app would,
        // in Swift 6 language mode ...
        .testTarget(
            name: "LiveCollectionsAPITests",
            dependencies: ["LiveCollections", "LiveCollectionsTesting"]
        ),
        // ... and the same files (a symbolic link) in Swift 5 language mode.
        .testTarget(
            name: "LiveCollectionsAPISwift5Tests",
            dependencies: ["LiveCollections", "LiveCollectionsTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "LiveCollectionsScenariosTests",
            dependencies: ["LiveCollectionsScenarios", "LiveCollections", "LiveCollectionsTesting", "LiveCollectionsRecording", "LiveCollectionsTestSupport"]
        ),
        .testTarget(
            name: "LiveCollectionsRunnerTests",
            dependencies: [
                "LiveCollectionsRunner", "LiveCollectionsRecording", "LiveCollectionsScenarios", "LiveCollectionsStore", "LiveCollectionsTesting",
                "LiveCollectionsTestSupport", "ScenariosCLI",
            ]
        ),
        // The review page's answers (token, host, cross-site refusals,
        // decisions), without a socket: the default build has them.
        .testTarget(
            name: "LiveCollectionsReviewServerTests",
            dependencies: ["LiveCollectionsReviewServer", "LiveCollectionsRunner", "LiveCollectionsStore", "LiveCollectionsTestSupport"]
        ),
        .testTarget(
            name: "LiveCollectionsSnapshotTestingTests",
            dependencies: [
                "LiveCollectionsSnapshotTesting", "LiveCollectionsScenarios", "LiveCollectionsTesting", "LiveCollections", "LiveCollectionsTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "LiveCollectionsCaptureTests",
            dependencies: ["LiveCollectionsCapture", "LiveCollections", "LiveCollectionsTesting", "LiveCollectionsScenarios", "LiveCollectionsTestSupport"]
        ),
        .testTarget(
            name: "LiveCollectionsDocsTests",
            dependencies: ["LiveCollectionsDocs", "LiveCollectionsScenarios", "LiveCollections", "LiveCollectionsRecording", "LiveCollectionsTestSupport"]
        ),
        .testTarget(
            name: "LiveCollectionsStoreTests",
            dependencies: [
                "LiveCollectionsStore", "LiveCollectionsRecording", "LiveCollectionsTesting", "LiveCollectionsTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
