// Compiles on iOS with no diagnostic, in Swift 6: what app code written
// for UIKit does with the declarations the stand-in makes strict.
import UIKit

/// A table subclass that defines its own initialiser, writes the required
/// one, and overrides `style`.
final class SettingsTableView: UITableView {
    init() {
        super.init(frame: .zero, style: .grouped)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var style: UITableView.Style { .insetGrouped }
}

/// A table subclass overriding `performBatchUpdates(_:completion:)` with
/// the signature Swift imports from UIKit's header (an optional block:
/// `NS_NOESCAPE` in Objective-C, an optional closure, hence escaping, in
/// Swift), as apps' table subclasses write it.
final class CountingTableView: UITableView {
    private(set) var batches = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batches += 1
        super.performBatchUpdates(updates, completion: completion)
    }
}

/// A data source that leaves out the optional `numberOfSections(in:)`.
final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        return indexPath.row == 0 ? cell : UITableViewCell(style: .subtitle, reuseIdentifier: "row")
    }
}

@MainActor func makeViews() -> [UIView] {
    let plain = UITableView()
    let framed = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let grouped = UITableView(frame: .zero, style: .grouped)
    let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    plain.performBatchUpdates({
        plain.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }, completion: nil)
    collection.performBatchUpdates(nil) { _ in }
    return [plain, framed, grouped, collection, SettingsTableView(), CountingTableView(), UIView()]
}

func name(_ animation: UITableView.RowAnimation) -> String {
    switch animation {
    case .fade: "fade"
    case .automatic: "automatic"
    default: "other"
    }
}

func isGrouped(_ style: UITableView.Style) -> Bool {
    switch style {
    case .plain: false
    case .grouped, .insetGrouped: true
    @unknown default: true
    }
}

let firstItem = IndexPath(item: 0, section: 1).item + IndexPath(row: 2, section: 0).section
