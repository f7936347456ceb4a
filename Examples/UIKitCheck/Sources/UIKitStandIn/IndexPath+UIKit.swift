import Foundation

// UIKit's additions to Foundation's `IndexPath`, declared by UIKit (Apple
// lists them on https://developer.apple.com/documentation/foundation/indexpath
// as UIKit's extension, symbols `s:10Foundation9IndexPathV5UIKitE…`; iOS 7+,
// tvOS 9+, visionOS 1+, watchOS 2+). Compiled into the stand-in module of
// scripts/compile-platform-branches.sh and of the strictness fixtures,
// where the library is compiled as on iOS and declares none of these. The
// package's targets exclude this file (Package.swift): there the library is
// the one built for Linux, which declares the same members itself, and a
// file importing both would find each twice.

extension IndexPath {
    // https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    /// UIKit's `init(row:section:)`: `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    // https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo
    /// UIKit's `section`: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    // https://developer.apple.com/documentation/foundation/indexpath/row
    /// UIKit's `row`: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    // https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y
    /// UIKit's `item`: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    // https://developer.apple.com/documentation/foundation/indexpath (UIKit's
    // init(item:section:), symbol s:10Foundation9IndexPathV5UIKitE4item7sectionACSi_Sitcfc)
    /// UIKit's `init(item:section:)`: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }
}
