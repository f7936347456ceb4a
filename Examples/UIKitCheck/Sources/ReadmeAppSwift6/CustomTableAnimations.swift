#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif
import UIKit

// Custom table animations, as the original library's sample app sets them:
// a stand-in table with its own row animations for one section's data ...
@MainActor
final class CustomAnimationsScreen: NSObject {
    let tableView: UITableView
    private let collectionData: CollectionData<YourData>

    init(_ data: [YourData]) {
        collectionData = CollectionData(data)
        tableView = UITableView(frame: .zero, style: .plain)
        super.init()
        let rowAnimations = TableViewAnimationModel(deleteAnimation: .right, insertAnimation: .left, reloadAnimation: .middle)
        collectionData.setTableView(tableView, rowAnimations: rowAnimations, sectionReloadAnimation: .top)
    }
}

// ... with UIKit's animation values, as the original's types take them ...
@MainActor
final class StoredAnimationsScreen: NSObject {
    let tableView: UITableView
    private let collectionData: CollectionData<YourData>
    private let deleteAnimation: UITableView.RowAnimation = .fade
    private let sectionAnimation: UITableView.RowAnimation = .automatic

    init(_ data: [YourData]) {
        collectionData = CollectionData(data)
        tableView = UITableView(frame: .zero, style: .plain)
        super.init()
        let rowAnimations = TableViewAnimationModel(deleteAnimation: deleteAnimation, insertAnimation: .fade, reloadAnimation: .fade)
        collectionData.setTableView(tableView, rowAnimations: rowAnimations, sectionReloadAnimation: sectionAnimation)
    }
}

// ... for every section of sectioned data ...
@MainActor
final class CustomSectionAnimationsScreen: NSObject {
    let tableView: UITableView
    private let collectionData: CollectionSectionData<YourSectionData>

    init(_ data: [YourSectionData]) {
        let tableView = UITableView(frame: .zero, style: .grouped)
        self.tableView = tableView
        collectionData = CollectionSectionData(
            tableView: tableView,
            sectionData: data,
            rowAnimations: TableViewAnimationModel(deleteAnimation: .fade, insertAnimation: .fade, reloadAnimation: .fade),
            sectionAnimations: TableViewAnimationModel.defaultSectionAnimations
        )
        super.init()
    }
}

// ... or a table subclass naming them per section, in UIKit's type.
final class PerSectionAnimationsTableView: UITableView, TableViewRowAnimationProviding, TableViewSectionAnimationProviding {
    func deleteRowAnimation(for section: Int) -> UITableView.RowAnimation? { section == 0 ? .left : nil }
    func insertRowAnimation(for section: Int) -> UITableView.RowAnimation? { section == 0 ? .right : nil }
    func reloadRowAnimation(for section: Int) -> UITableView.RowAnimation? { nil }
    func deleteSectionAnimation(for section: Int) -> UITableView.RowAnimation? { .top }
    func insertSectionAnimation(for section: Int) -> UITableView.RowAnimation? { .bottom }
    func reloadSectionAnimation(for section: Int) -> UITableView.RowAnimation? { nil }
}
