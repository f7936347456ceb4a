import Foundation

// Two-index paths, `[section, item]`, as table and collection views use them.
//
// Apple's UI frameworks declare `IndexPath(item:section:)`, `item` and
// `section` (UIKit also `IndexPath(row:section:)` and `row`) as extensions of
// Foundation's `IndexPath`: UIKit on iOS, iPadOS, Mac Catalyst, tvOS,
// visionOS and watchOS, AppKit on macOS
// (https://developer.apple.com/documentation/foundation/indexpath). An app
// has them from `import UIKit` or `import AppKit`. Where neither framework
// exists (Linux) the library declares them itself, publicly, so the same
// code compiles there; where one exists it does not, or a file importing
// both the framework and the library would find every member twice.
//
// The package's own code uses neither: every module of it, and every test
// target, reads and makes paths through the `package` members below, the
// same on every platform, so no file depends on importing the framework that
// declares the public ones (which a core that imports only Foundation must
// not do; on macOS that framework would be AppKit, which the tool's modules
// and the test targets do not import either). They are `package`, not
// public: an app sees only its framework's members, never a second set.

extension IndexPath {
    /// The library's own `[section, item]` path, on every platform.
    /// Usable from inline: the testing module's inlinable data sources make
    /// paths with it.
    ///
    /// Built as one index with another appended, which Foundation stores
    /// as a pair without allocating, not from an array literal (an array
    /// allocated and freed per path, about twice the time).
    @usableFromInline
    package init(itemIndex: Int, sectionIndex: Int) {
        self = IndexPath(index: sectionIndex).appending(itemIndex)
    }

    /// The section index (the first index), on every platform.
    @usableFromInline
    package var sectionIndex: Int { self[0] }

    /// The item (or row) index (the second index), on every platform.
    @usableFromInline
    package var itemIndex: Int { self[1] }
}

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
    /// An index path for an item of a collection view: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(itemIndex: item, sectionIndex: section)
    }

    /// An index path for a row of a table view: `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(itemIndex: row, sectionIndex: section)
    }

    /// The section index (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item index (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row index (the second index), as a table view names it.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
