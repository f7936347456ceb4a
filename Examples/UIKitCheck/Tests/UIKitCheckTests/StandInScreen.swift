import LiveCollectionsRecording
import LiveCollectionsTesting
import LiveCollectionsUIKit
import StandInRecordingViews
import UIKit

/// The views of a scenario replay as an app has them: each recording view
/// of the replay is presented to the data objects as a real-UIKit-named
/// view (a `UITableView` or `UICollectionView` of the stand-in, in a
/// window), which the library drives through its UIKit adapters. Every
/// UIKit call those views receive is logged here, in order, with the name
/// the recording gives the view.
@MainActor final class StandInScreen {
    /// Every UIKit call received, with the receiving view's name.
    private(set) var calls: [(view: String, call: UIKitCall)] = []
    private let window = UIWindow(frame: RecordingView.defaultFrame)

    /// A table or collection view standing in for `view`, on screen,
    /// logging its calls under `name`.
    func present(_ view: RecordingView, named name: String) -> any BatchUpdatableView {
        let presented: UIView & BatchUpdatableView
        switch view.style {
        case .table:
            let table = ScenarioTableView(frame: view.frame, standingInFor: view)
            table.callObserver = { [unowned self] call in calls.append((name, call)) }
            presented = table
        case .collection:
            let collection = UICollectionView(frame: view.frame, standingInFor: view)
            collection.callObserver = { [unowned self] call in calls.append((name, call)) }
            presented = collection
        }
        window.addSubview(presented)
        return presented
    }
}

/// A scenario's table: it names the row and section animations of the
/// scenario's `view.rowAnimations` (which its recording view holds) through
/// the library's animation-providing protocols, in UIKit's type, as an app's
/// table subclass written for the original library does.
final class ScenarioTableView: UITableView {
    fileprivate func animations(_ section: Int) -> (
        deleteAnimation: UITableView.RowAnimation, insertAnimation: UITableView.RowAnimation, reloadAnimation: UITableView.RowAnimation,
        deleteSectionAnimation: UITableView.RowAnimation, insertSectionAnimation: UITableView.RowAnimation, reloadSectionAnimation: UITableView.RowAnimation
    ) {
        let model = recordingView.rowAnimations(forSection: section)
        return (
            .init(model.deleteAnimation), .init(model.insertAnimation), .init(model.reloadAnimation),
            .init(model.deleteSectionAnimation), .init(model.insertSectionAnimation), .init(model.reloadSectionAnimation)
        )
    }
}

extension ScenarioTableView: TableViewRowAnimationProviding {
    func deleteRowAnimation(for section: Int) -> UITableView.RowAnimation? { animations(section).deleteAnimation }
    func insertRowAnimation(for section: Int) -> UITableView.RowAnimation? { animations(section).insertAnimation }
    func reloadRowAnimation(for section: Int) -> UITableView.RowAnimation? { animations(section).reloadAnimation }
}

extension ScenarioTableView: TableViewSectionAnimationProviding {
    func deleteSectionAnimation(for section: Int) -> UITableView.RowAnimation? { animations(section).deleteSectionAnimation }
    func insertSectionAnimation(for section: Int) -> UITableView.RowAnimation? { animations(section).insertSectionAnimation }
    func reloadSectionAnimation(for section: Int) -> UITableView.RowAnimation? { animations(section).reloadSectionAnimation }
}

/// The UIKit call a recorded call is on a view of `style`: the one an
/// app's table or collection view is told for it.
func uikitCall(for event: RecordedEvent, style: RecordingViewStyle) -> UIKitCall {
    let table = style == .table
    switch event {
    case .reloadData: return .reloadData
    case .beginBatch: return .performBatchUpdates(.began)
    case .endBatch, .fallbackToReloadData: return .performBatchUpdates(.returned)
    case .rejected(let message): return .raised(message)
    case .animationsCompleted(let finished): return .completion(finished: finished)
    case let .deleteItems(paths, animation): return table ? .deleteRows(paths, with: uikit(animation)) : .deleteItems(paths)
    case let .insertItems(paths, animation): return table ? .insertRows(paths, with: uikit(animation)) : .insertItems(paths)
    case let .reloadItems(paths, animation): return table ? .reloadRows(paths, with: uikit(animation)) : .reloadItems(paths)
    case let .moveItem(from, to): return table ? .moveRow(at: from, to: to) : .moveItem(at: from, to: to)
    case let .deleteSections(sections, animation): return .deleteSections(IndexSet(sections), with: table ? uikit(animation) : nil)
    case let .insertSections(sections, animation): return .insertSections(IndexSet(sections), with: table ? uikit(animation) : nil)
    case let .reloadSections(sections, animation): return .reloadSections(IndexSet(sections), with: table ? uikit(animation) : nil)
    case let .moveSection(from, to): return .moveSection(from, toSection: to)
    }
}

/// UIKit's row animation of a recorded table call, by name (written out
/// here rather than taken from the adapters, which are what is checked).
private func uikit(_ animation: RowAnimation?) -> UITableView.RowAnimation {
    switch animation {
    case .fade: .fade
    case .right: .right
    case .left: .left
    case .top: .top
    case .bottom: .bottom
    case .none?: .none
    case .middle: .middle
    case .automatic, nil: .automatic
    }
}
