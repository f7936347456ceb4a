import Foundation

// https://developer.apple.com/documentation/uikit/uitableviewcell
/// UIKit's `UITableViewCell`: a reusable row.
@MainActor @preconcurrency open class UITableViewCell: UIView {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    /// The cell's built-in layouts.
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1 = 1, value2 = 2, subtitle = 3
    }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
    /// The identifier the cell was registered and dequeued with.
    open private(set) var reuseIdentifier: String?

    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    /// Creates a cell with `style`, reusable under `reuseIdentifier`.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
    /// Creates a cell from an archive; the stand-in reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }
}

// https://developer.apple.com/documentation/uikit/uicollectionreusableview
/// UIKit's `UICollectionReusableView`: a reusable view of a collection view.
@MainActor @preconcurrency open class UICollectionReusableView: UIView {
    // https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcell
/// UIKit's `UICollectionViewCell`: a reusable item.
@MainActor @preconcurrency open class UICollectionViewCell: UICollectionReusableView {}
