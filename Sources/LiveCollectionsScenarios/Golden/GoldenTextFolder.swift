import LiveCollectionsSupport

/// Where the text goldens of scenarios are: one `NN-name.txt` per scenario
/// in one folder, `goldens` beside the scenario files by default. The one
/// rule `scenarios verify` writes and reads them by, and
/// ``ScenarioGolden/verify(_:in:record:)`` compares a replay with them by.
package struct GoldenTextFolder: Hashable, Sendable {
    /// The folder, as the user names it (e.g. `Scenarios/goldens`).
    package let directory: String

    /// The folder of text goldens at `directory`.
    package init(directory: String) {
        self.directory = directory
    }

    /// The name of the folder of text goldens beside the scenario files, as
    /// the golden store `goldens.sqlite` beside them names it.
    package static let defaultName = "goldens"

    /// The text goldens of the scenarios in `scenarios` (the folder as the
    /// user names it): its `goldens` folder.
    package static func beside(scenarios: String) -> GoldenTextFolder {
        GoldenTextFolder(directory: "\(scenarios)/\(defaultName)")
    }

    /// The file of `scenario`'s golden text.
    package func path(of scenario: String) -> String {
        "\(directory)/\(scenario).txt"
    }

    /// Whether `scenario` can name a file in the folder: a scenario name
    /// as its file gives it (`NN-name`), one path component, no character
    /// the output rule writes as a code (`VisibleText`: controls, line
    /// breaks, bidirectional formatting), as the loader requires. A name
    /// read from a golden store is untrusted input (the file arrives in
    /// pull requests as binary); `../victim` is not one.
    package static func isScenarioName(_ scenario: String) -> Bool {
        guard let first = scenario.unicodeScalars.first, ("0"..."9").contains(first) else { return false }
        return !scenario.contains("/") && !scenario.contains("\\") && !VisibleText.hasHidden(scenario)
    }
}
