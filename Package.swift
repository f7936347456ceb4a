// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LiveCollections",
    products: [
        .library(name: "LiveCollections", targets: ["LiveCollections"]),
        .library(name: "LiveCollectionsTesting", targets: ["LiveCollectionsTesting"]),
    ],
    targets: [
        .target(
            name: "LiveCollections",
            swiftSettings: [.define("LIVECOLLECTIONS_INTERNAL_CHECKS", .when(configuration: .debug))]
        ),
        .target(
            name: "LiveCollectionsTesting",
            dependencies: ["LiveCollections"]
        ),
        .testTarget(
            name: "LiveCollectionsTests",
            dependencies: ["LiveCollections", "LiveCollectionsTesting"]
        ),
        .testTarget(
            name: "LiveCollectionsTestingTests",
            dependencies: ["LiveCollections", "LiveCollectionsTesting"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
