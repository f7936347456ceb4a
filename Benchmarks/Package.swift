// swift-tools-version: 6.0
import PackageDescription

// The benchmark is its own package so that it is never part of the library's
// public API or of `swift test`. Run it in release:
//   swift run -c release --package-path Benchmarks
let package = Package(
    name: "LiveCollectionsBenchmarks",
    dependencies: [.package(name: "LiveCollections", path: "..")],
    targets: [
        .executableTarget(
            name: "LiveCollectionsBenchmark",
            dependencies: [
                .product(name: "LiveCollections", package: "LiveCollections"),
                .product(name: "LiveCollectionsTesting", package: "LiveCollections"),
                .product(name: "LiveCollectionsCapture", package: "LiveCollections"),
                .product(name: "LiveCollectionsScenarios", package: "LiveCollections"),
                .product(name: "LiveCollectionsStore", package: "LiveCollections"),
                .product(name: "LiveCollectionsRunner", package: "LiveCollections"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
