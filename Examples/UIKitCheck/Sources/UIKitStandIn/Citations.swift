// The look-up behind each page cited in this folder: for every
// `developer.apple.com/documentation/uikit/…` comment above a declaration,
// the search result (docs corpus) that showed the page, and with it the
// declaration the stand-in copies. Apple serves each page also as Markdown,
// at the page's address plus `.md` (D below) or under
// `/tutorials/data/documentation/uikit/` (T below); the search returned one
// of those. "linked from" means the page itself was not returned, but an
// Apple page the search returned links to that exact path.
//
// Every cited path is the one Apple uses (lowercased, as Apple's addresses
// are); no citation needed correcting. Every declaration whose page the
// search returned matches that page's Swift declaration (labels, types,
// optionality, no `throws`). Differences the stand-in keeps on purpose,
// because Swift on Linux cannot say what the SDK says: it writes
// `@MainActor @preconcurrency` where the page shows `@MainActor` (see
// UIView.swift); UIKit's optional `numberOfSections(in:)` (`@objc optional`,
// which needs the Objective-C runtime) is a requirement with a default of 1
// here (see DataSources.swift); Apple's availability attributes are written
// as Apple gives them, and Swift on Linux does not enforce them.
//
// D = https://developer.apple.com/documentation/uikit/<path>.md
// T = https://developer.apple.com/tutorials/data/documentation/uikit/<path>.md
//
// UIView.swift
//   uiresponder: T
//   uiview: T
//   uiview/frame: D
//   uiview/init(frame:): D
//   uiview/init(coder:), uitableview/init(coder:),
//     uitableviewcell/init(coder:), uicollectionview/init(coder:): the
//     required initialiser UIKit's views inherit from NSCoding; paths not
//     looked up in the docs search (Apple's pages for UIView's subclasses
//     list it under "Creating a ..."; the compiler's error for a subclass
//     without it is checked by StandInStrictnessTests)
//   objectivec/nsobject-swift.class/init(): not looked up (NSObject's
//     init(), which `UIView()` and `UITableView()` call)
//   uiview/window: T
//   uiview/addsubview(_:): T
//   uiwindow: T
//   uiscrollview: T
//   uiscrollviewdelegate: D
// Cells.swift
//   uitableviewcell: D
//   uitableviewcell/cellstyle: D
//   uitableviewcell/reuseidentifier: NOT CONFIRMED by the docs search (four
//     queries returned neither the page nor an Apple page linking it);
//     third-party copies of the page in public repositories show the path
//     and `var reuseIdentifier: String? { get }`
//   uitableviewcell/init(style:reuseidentifier:): D
//   uicollectionreusableview: D
//   uicollectionreusableview/reuseidentifier: D
//   uicollectionviewcell: D
// DataSources.swift
//   uitableviewdatasource: T
//   uitableviewdatasource/tableview(_:numberofrowsinsection:): D
//   uitableviewdatasource/tableview(_:cellforrowat:): D
//   uitableviewdatasource/numberofsections(in:): T
//   uitableviewdelegate: linked from D uitableview/delegate (three queries
//     did not return the page; its declaration, `@MainActor protocol
//     UITableViewDelegate : UIScrollViewDelegate`, from third-party copies)
//   uicollectionviewdatasource: D
//   uicollectionviewdatasource/collectionview(_:numberofitemsinsection:): D
//   uicollectionviewdatasource/collectionview(_:cellforitemat:): D
//   uicollectionviewdatasource/numberofsections(in:): T
//   uicollectionviewdelegate: D
// UITableView.swift
//   uitableview: T
//   uitableview/style-swift.enum: D
//   uitableview/style-swift.enum/insetgrouped: D (iOS 13.0, iPadOS 13.0,
//     Mac Catalyst 13.1, visionOS 1.0; no tvOS)
//   uitableview/rowanimation: D
//   uitableview/datasource: D
//   uitableview/delegate: D
//   uitableview/style-swift.property: D
//   uitableview/init(frame:style:): D
//   uitableview/performbatchupdates(_:completion:): T
//   uitableview/insertrows(at:with:): D
//   uitableview/deleterows(at:with:): T
//   uitableview/reloadrows(at:with:): D
//   uitableview/moverow(at:to:): D
//   uitableview/insertsections(_:with:): D
//   uitableview/deletesections(_:with:): D
//   uitableview/reloadsections(_:with:): D
//   uitableview/movesection(_:tosection:): T
//   uitableview/reloaddata(): T
//   uitableview/numberofsections: D
//   uitableview/numberofrows(insection:): D
//   uitableview/dequeuereusablecell(withidentifier:for:): D
// IndexPath+UIKit.swift (UIKit's additions to Foundation's IndexPath)
//   foundation/indexpath/init(row:section:): D
//   foundation/indexpath/section-8h7wo: D
//   foundation/indexpath/row: D
//   foundation/indexpath/item-8cp0y: D
//   foundation/indexpath init(item:section:) of UIKit: its page's suffix
//     not found (AppKit's is init(item:section:)-rib); the symbol is
//     s:10Foundation9IndexPathV5UIKitE4item7sectionACSi_Sitcfc
// UICollectionView.swift
//   uicollectionviewlayout: T
//   uicollectionviewlayout/init(): D
//   uicollectionviewflowlayout: T
//   uicollectionview: D
//   uicollectionview/datasource: D
//   uicollectionview/delegate: D
//   uicollectionview/collectionviewlayout: D
//   uicollectionview/init(frame:collectionviewlayout:): D
//   uicollectionview/performbatchupdates(_:completion:): D
//   uicollectionview/insertitems(at:): D
//   uicollectionview/deleteitems(at:): D
//   uicollectionview/reloaditems(at:): D
//   uicollectionview/moveitem(at:to:): D
//   uicollectionview/insertsections(_:): D
//   uicollectionview/deletesections(_:): D
//   uicollectionview/reloadsections(_:): D
//   uicollectionview/movesection(_:tosection:): D
//   uicollectionview/reloaddata(): T
//   uicollectionview/numberofsections: D
//   uicollectionview/numberofitems(insection:): D
//   uicollectionview/dequeuereusablecell(withreuseidentifier:for:): linked
//     from D uicollectionviewdatasource/collectionview(_:cellforitemat:)
//     (three queries did not return the page; its labels and types, from
//     third-party copies, match)
