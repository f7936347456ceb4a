// Does not compile on iOS: a UIView subclass that defines a designated
// initialiser must also write UIKit's `required init?(coder:)`.
import UIKit

final class TitleCell: UITableViewCell {
    let title: String

    init(title: String) {
        self.title = title
        super.init(style: .default, reuseIdentifier: "title")
    }
}
