// swift-tools-version: 6.1
import PackageDescription

// An app-like module and its tests, as a team adopting LiveCollections
// writes them: the feed's view model produces data sets of its own `Post`
// type, and the tests snapshot what the feed's table is told, and replay a
// committed session of the feed (Scenarios/) against its golden.
let package = Package(
    name: "FeedTests",
    dependencies: [
        .package(name: "LiveCollections", path: "../..", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "Feed", dependencies: [.product(name: "LiveCollections", package: "LiveCollections")]),
        .testTarget(
            name: "FeedTests",
            dependencies: [
                "Feed",
                .product(name: "LiveCollectionsSnapshotTesting", package: "LiveCollections"),
                .product(name: "LiveCollectionsTesting", package: "LiveCollections"),
                .product(name: "LiveCollectionsScenarios", package: "LiveCollections"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
