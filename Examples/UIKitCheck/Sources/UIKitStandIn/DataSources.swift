import Foundation

// The data source and delegate protocols. UIKit's optional requirements
// (Objective-C `@optional`, `@objc optional` in Swift) cannot be written in
// Swift on Linux, which has no Objective-C runtime: the ones declared here
// are requirements with UIKit's documented default in a protocol extension,
// the closest Swift on Linux can say. What differs: on iOS a caller asks
// `dataSource.numberOfSections?(in: view)` (optional chaining, nil when not
// implemented); here the call needs no `?`, so code calling it without one
// compiles here and not on iOS. An app's data source, which implements the
// method or not, compiles the same in both.

// https://developer.apple.com/documentation/uikit/uitableviewdatasource
/// UIKit's `UITableViewDataSource`.
@MainActor @preconcurrency public protocol UITableViewDataSource: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    /// The cell for the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    /// The number of sections; optional in UIKit, where it defaults to 1.
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    /// Stand-in only: 1, UIKit's default when the data source does not
    /// implement this optional method.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

// https://developer.apple.com/documentation/uikit/uitableviewdelegate
/// UIKit's `UITableViewDelegate`; its methods are all optional, so none is
/// declared.
@MainActor @preconcurrency public protocol UITableViewDelegate: UIScrollViewDelegate {}

// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
/// UIKit's `UICollectionViewDataSource`.
@MainActor @preconcurrency public protocol UICollectionViewDataSource: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    /// The cell for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    /// The number of sections; optional in UIKit, where it defaults to 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// Stand-in only: 1, UIKit's default when the data source does not
    /// implement this optional method.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
/// UIKit's `UICollectionViewDelegate`; its methods are all optional, so
/// none is declared.
@MainActor @preconcurrency public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
