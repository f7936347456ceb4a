import LiveCollectionsScenarios

extension ScenarioCode {
    /// A table of carousels: the table's reload delegate hands row reloads
    /// to each carousel's own `CollectionData`; the carousel cell verifies
    /// it still shows its carousel before animating; the table's deletion
    /// notification delegate (as in the sample app) hears of deleted rows.
    static func carousels(_ scenario: Scenario) -> [String] {
        let sectioned = scenario.kind == .sectionedCarousels
        var lines = preamble(scenario, ViewNames(style: .table)) + [
            "struct CarouselRow: UniquelyIdentifiable {",
            "    let id: String",
        ] + sectionContent(scenario) + [
            "    let movies: [Movie]",
            "    var uniqueID: String { id }",
            "}",
            "",
        ]
        if sectioned {
            lines += [
                "struct CarouselShelf: UniquelyIdentifiableSection {",
                "    let id: String",
            ] + sectionContent(scenario) + [
                "    let items: [CarouselRow]",
                "    var uniqueID: String { id }",
                "}",
                "",
            ]
        }
        lines += [
            "final class CarouselCell: UITableViewCell, CollectionDataReusableViewVerificationDelegate {",
            "    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
            "    private(set) var carouselID: String?",
            "    private weak var data: CollectionData<Movie>?",
            "",
            "    func show(_ data: CollectionData<Movie>, id: String) {",
            "        carouselID = id",
            "        self.data = data",
            "        data.reusableViewVerificationDelegate = self",
            "        data.view = collectionView  // reloads the carousel",
            "    }",
            "",
            "    /// A reused cell no longer animates the carousel it showed before.",
            "    func isDataSourceValid(for view: DeltaUpdatableView) -> Bool {",
            "        view === collectionView && data?.view === collectionView",
            "    }",
            "}",
            "",
            "final class CarouselsViewController: UIViewController, UITableViewDataSource, CollectionDataManualReloadDelegate, "
                + "CollectionDataDeletionNotificationDelegate {",
            "    private let tableView = UITableView(frame: .zero, style: .plain)",
            sectioned
                ? "    private let tableData = CollectionSectionData<CarouselShelf>([])"
                : "    private let tableData = CollectionData<CarouselRow>([])",
            "    private var carousels: [String: CollectionData<Movie>] = [:]",
            "    /// Carousels whose rows were deleted: brought up to date when their row comes back.",
            "    private var deletedCarousels: Set<String> = []",
            "",
            "    override func viewDidLoad() {",
            "        super.viewDidLoad()",
            "        tableView.dataSource = self",
            "        tableData.reloadDelegate = self",
            "        tableData.setDeletionNotificationDelegate(self)",
            "        tableData.view = tableView",
            "    }",
            "",
            "    func update(with rows: \(sectioned ? "[CarouselShelf]" : "[CarouselRow]")) {",
            "        tableData.update(rows)",
            "    }",
            "",
            "    private func carousel(for row: CarouselRow) -> CollectionData<Movie> {",
            "        if let data = carousels[row.id] {",
            "            if deletedCarousels.remove(row.id) != nil { data.update(row.movies) }",
            "            return data",
            "        }",
            "        let data = CollectionData(row.movies)",
            "        carousels[row.id] = data",
            "        return data",
            "    }",
            "",
            "    // MARK: CollectionDataManualReloadDelegate",
            "",
            "    /// The carousel animates its own change instead of a row reload.",
            "    func willHandleReload(at indexPathPair: IndexPathPair) -> Bool {",
            "        true",
            "    }",
            "",
            "    func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {",
            "        for indexPath in indexPaths {",
            "            let row = tableData[\(sectioned ? "indexPath" : "indexPath.row")]",
            "            carousel(for: row).update(row.movies) { indexPathCompletion(indexPath) }",
            "        }",
            "    }",
            "",
            "    // MARK: CollectionDataDeletionNotificationDelegate",
            "",
            "    /// The carousel rows an update deleted (the place for logging or analytics).",
            "    func didDeleteItems(_ items: [CarouselRow]) {",
            "        deletedCarousels.formUnion(items.map(\\.id))",
            "    }",
            "",
            "    // MARK: UITableViewDataSource",
            "",
        ]
        if sectioned {
            lines += [
                "    func numberOfSections(in tableView: UITableView) -> Int {",
                "        tableData.sectionCount",
                "    }",
                "",
                "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
                "        tableData.rowCount(forSection: section)",
                "    }",
            ]
        } else {
            lines += [
                "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
                "        tableData.count",
                "    }",
            ]
        }
        lines += [
            "",
            "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
            "        let row = tableData[\(sectioned ? "indexPath" : "indexPath.row")]",
            "        let cell = tableView.dequeueReusableCell(withIdentifier: \"carousel\", for: indexPath) as! CarouselCell",
            "        cell.show(carousel(for: row), id: row.id)",
            "        return cell",
            "    }",
            "}",
        ]
        return lines
    }
}
