import LiveCollections
import LiveCollectionsScenarios
import LiveCollectionsTesting

/// The Swift a view controller author writes for a scenario's use case, as
/// the LiveCollections documentation shows it: the class set-up and the data
/// source calls. Generated from the scenario's kind, view and options.
public enum ScenarioCode {
    /// The code for `scenario`.
    public static func swift(for scenario: Scenario) -> String {
        let view = ViewNames(style: scenario.view?.style ?? .collection)
        var lines: [String]
        switch scenario.kind {
        case .singleSection, .dataFactory, .nonUniqueSingleSection, .manualTiming:
            lines = singleSection(scenario, view)
        case .discreteSections:
            lines = discreteSections(scenario, view)
        case .sectionedData, .nonUniqueSections:
            lines = sectioned(scenario, view)
        case .carousels, .sectionedCarousels:
            lines = carousels(scenario)
        }
        return (scenario.isInline ? namingItems(lines) : lines).joined(separator: "\n")
    }

    /// UIKit's names for the scenario's view.
    struct ViewNames {
        let isTable: Bool
        init(style: RecordingViewStyle) { isTable = style == .table }

        var type: String { isTable ? "UITableView" : "UICollectionView" }
        var property: String { isTable ? "tableView" : "collectionView" }
        var make: String {
            isTable ? "UITableView(frame: .zero, style: .plain)"
                : "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())"
        }
        var dataSource: String { isTable ? "UITableViewDataSource" : "UICollectionViewDataSource" }
        var item: String { isTable ? "row" : "item" }
        var cell: String { isTable ? "UITableViewCell" : "UICollectionViewCell" }

        func countMethod(_ body: String) -> [String] {
            isTable
                ? ["    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {", "        \(body)", "    }"]
                : ["    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {", "        \(body)", "    }"]
        }

        func cellMethod(_ item: String) -> [String] {
            let signature = isTable
                ? "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {"
                : "    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {"
            let dequeue = isTable
                ? "        let cell = tableView.dequeueReusableCell(withIdentifier: \"movie\", for: indexPath) as! MovieCell"
                : "        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"movie\", for: indexPath) as! MovieCell"
            return [signature, "        let movie = \(item)", dequeue, "        cell.configure(with: movie)", "        return cell", "    }"]
        }

        func sectionCountMethod(_ body: String) -> [String] {
            isTable
                ? ["    func numberOfSections(in tableView: UITableView) -> Int {", "        \(body)", "    }"]
                : ["    func numberOfSections(in collectionView: UICollectionView) -> Int {", "        \(body)", "    }"]
        }
    }
}
