// A stand-in of AppKit for compiling the library's macOS branch on Linux
// (scripts/compile-platform-branches.sh builds it as a module named
// AppKit): exactly AppKit's documented additions to Foundation's
// `IndexPath`, and nothing else. Apple lists them on the IndexPath page,
// https://developer.apple.com/documentation/foundation/indexpath, under
// the AppKit extension (symbols `s:10Foundation9IndexPathV6AppKitE…`); AppKit
// has no `row` and no `init(row:section:)`, which are UIKit's. Not built by
// SwiftPM (the folder is outside Sources/).
import Foundation

extension IndexPath {
    // https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)-rib
    /// AppKit's `init(item:section:)`, for `NSCollectionView` (macOS 10.9+).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    // https://developer.apple.com/documentation/foundation/indexpath/item-6rh8l
    /// AppKit's `item`: the second index (macOS 10.9+).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    // https://developer.apple.com/documentation/foundation/indexpath/section-2059m
    /// AppKit's `section`: the first index (macOS 10.9+).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
