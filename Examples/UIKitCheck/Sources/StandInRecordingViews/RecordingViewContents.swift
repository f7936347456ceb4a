import Foundation
import LiveCollectionsTesting
import UIKit

/// The UIKit data source of a stand-in view over a
/// recording view (``UITableView/init(frame:standingInFor:)``): the counts
/// the recording view's own data source holds now.
@MainActor final class RecordingViewContents: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    private let view: RecordingView

    init(_ view: RecordingView) {
        self.view = view
    }

    func numberOfSections(in tableView: UITableView) -> Int { sectionCount }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sectionCount }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { itemCount(section) }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { itemCount(section) }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    private var sectionCount: Int {
        view.dataSource.map { $0.numberOfSections(in: view) } ?? 0
    }

    private func itemCount(_ section: Int) -> Int {
        view.dataSource.map { $0.recordingView(view, numberOfItemsInSection: section) } ?? 0
    }
}
