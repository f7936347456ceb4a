// swift-tools-version: 6.1
import PackageDescription

// The library's UIKit adapters, compiled and checked on Linux against a
// stand-in of UIKit written from Apple's documented signatures (not the iOS
// SDK). `import UIKit` means the stand-in in the targets that say so:
// `-module-alias UIKit=UIKitStandIn` makes the name UIKit load the module
// UIKitStandIn (and `canImport(UIKit)` true there) without any module
// named UIKit being built, so the library's own targets, built in the same
// build directory, still see Linux as Linux. (SwiftPM's `moduleAliases`
// renames a product's module instead, which would build a UIKit module
// that every target could find.)
let uikitIsTheStandIn: [SwiftSetting] = [.unsafeFlags(["-module-alias", "UIKit=UIKitStandIn"])]

let package = Package(
    name: "UIKitCheck",
    dependencies: [
        .package(name: "LiveCollections", path: "../.."),
    ],
    targets: [
        // UIKit's declarations that the adapters and the original README's
        // app code use, each citing its documentation page, as strict as the
        // SDK: built with library evolution as Apple builds UIKit (its enums
        // are not frozen), and depending on nothing but Foundation, so that
        // `import UIKit` brings no other module's declarations. What applies
        // a view's calls is a sink the check installs (StandInRecordingViews).
        // UIKit's IndexPath additions are excluded here, where the library is
        // the one built for Linux and declares them itself (see the file).
        // Built so, it gets one warning per file on Linux, whose Foundation
        // is not built with library evolution ("module 'Foundation' was not
        // compiled with library evolution support"): Foundation's, not the
        // stand-in's. scripts/compile-platform-branches.sh compiles the whole
        // LiveCollections module against this stand-in as module UIKit.
        .target(
            name: "UIKitStandIn",
            exclude: ["IndexPath+UIKit.swift"],
            swiftSettings: [.unsafeFlags(["-enable-library-evolution"])]
        ),
        // The check's side of the stand-in: the testing library's recording
        // view applies every stand-in view's calls with UIKit's rules.
        .target(
            name: "StandInRecordingViews",
            dependencies: [
                "UIKitStandIn",
                .product(name: "LiveCollections", package: "LiveCollections"),
                .product(name: "LiveCollectionsTesting", package: "LiveCollections"),
            ],
            swiftSettings: uikitIsTheStandIn
        ),
        // The library's adapters: the very files of Sources/LiveCollections/UIKit
        // (symbolic links), compiled with UIKit being the stand-in.
        .target(
            name: "LiveCollectionsUIKit",
            dependencies: ["UIKitStandIn", .product(name: "LiveCollections", package: "LiveCollections")],
            swiftSettings: uikitIsTheStandIn
        ),
        // The original README's app code, with only its imports changed.
        .target(
            name: "ReadmeApp",
            dependencies: ["UIKitStandIn", "LiveCollectionsUIKit"],
            exclude: ["README.md"],
            swiftSettings: uikitIsTheStandIn + [.swiftLanguageMode(.v5)]
        ),
        // An app target as a team would have it, capturing a session of its
        // screen from its debug build.
        .target(
            name: "CapturingApp",
            dependencies: [
                "UIKitStandIn", "LiveCollectionsUIKit",
                .product(name: "LiveCollectionsCapture", package: "LiveCollections"),
            ],
            swiftSettings: uikitIsTheStandIn
        ),
        .testTarget(
            name: "UIKitCheckTests",
            dependencies: [
                "UIKitStandIn", "StandInRecordingViews", "LiveCollectionsUIKit", "ReadmeApp", "CapturingApp",
                .product(name: "LiveCollectionsTesting", package: "LiveCollections"),
                .product(name: "LiveCollectionsRecording", package: "LiveCollections"),
                .product(name: "LiveCollectionsScenarios", package: "LiveCollections"),
                .product(name: "LiveCollectionsStore", package: "LiveCollections"),
            ],
            swiftSettings: uikitIsTheStandIn
        ),
    ]
)
