// swift-tools-version: 6.2
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
let uikitIsTheStandIn: [SwiftSetting] = [.unsafeFlags(["-module-alias", "UIKit=UIKitStandIn"], .when(platforms: [.linux]))]

// The app code's targets build on Linux against the stand-in and the
// adapters' module of this package, and on iOS (the hosted CI's
// `xcodebuild -scheme ReadmeApp -destination 'generic/platform=iOS Simulator'`)
// against UIKit itself and LiveCollections, whose module holds the adapters there.
let appCode: [Target.Dependency] = [
    .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
    .target(name: "LiveCollectionsUIKit", condition: .when(platforms: [.linux])),
    .product(name: "LiveCollections", package: "LiveCollections"),
]

// App code compiled as a Swift 6 app compiles it, any warning an error:
// plain Swift 6 mode, and Xcode's new-project settings (the main actor by
// default, isolated conformances inferred). (The manifest's tools version
// is 6.2 for `defaultIsolation`; the library's own manifest stays 6.1.)
let swift6App: [SwiftSetting] = [.swiftLanguageMode(.v6), .unsafeFlags(["-warnings-as-errors"])] + uikitIsTheStandIn
let xcodeNewProject: [SwiftSetting] = swift6App + [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

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
            dependencies: appCode,
            exclude: ["README.md"],
            swiftSettings: uikitIsTheStandIn + [.swiftLanguageMode(.v5)]
        ),
        // The same code in plain Swift 6 mode: copies of ReadmeApp's files
        // (a link where there is no screen) that differ only by `@MainActor`
        // on the screens, the classes that
        // stand for the README's `YourClass` (a view controller in an app)
        // and create UIKit views, as UIKit requires in Swift 6 (see
        // ReadmeApp/README.md; ReadmeSwift6Tests checks the difference).
        .target(
            name: "ReadmeAppSwift6",
            dependencies: appCode,
            swiftSettings: swift6App
        ),
        // The same files (symbolic links to ReadmeApp's) with Xcode's
        // new-project settings.
        .target(
            name: "ReadmeAppMainActorDefault",
            dependencies: appCode,
            swiftSettings: xcodeNewProject
        ),
        // A main-actor controller, table, carousel data source and custom
        // view as a Swift 6 app writes them, with every delegate protocol
        // adopted: plain Swift 6, and (the same files, linked) Xcode's
        // new-project settings, whose types the runtime tests drive.
        .target(
            name: "Swift6App",
            dependencies: appCode,
            swiftSettings: swift6App
        ),
        .target(
            name: "Swift6AppMainActorDefault",
            dependencies: appCode,
            swiftSettings: xcodeNewProject
        ),
        // An app target as a team would have it, capturing a session of its
        // screen from its debug build.
        .target(
            name: "CapturingApp",
            dependencies: [
                .product(name: "LiveCollectionsCapture", package: "LiveCollections"),
            ] + appCode,
            swiftSettings: uikitIsTheStandIn
        ),
        .testTarget(
            name: "UIKitCheckTests",
            dependencies: [
                "UIKitStandIn", "StandInRecordingViews", "LiveCollectionsUIKit", "ReadmeApp", "CapturingApp",
                "Swift6AppMainActorDefault",
                .product(name: "LiveCollectionsTesting", package: "LiveCollections"),
                .product(name: "LiveCollectionsRecording", package: "LiveCollections"),
                .product(name: "LiveCollectionsScenarios", package: "LiveCollections"),
                .product(name: "LiveCollectionsStore", package: "LiveCollections"),
                .product(name: "LiveCollectionsCapture", package: "LiveCollections"),
                .product(name: "LiveCollectionsRunner", package: "LiveCollections"),
            ],
            swiftSettings: uikitIsTheStandIn
        ),
    ]
)
