/// What a scenario directory holds, listed without loading any scenario:
/// the scenarios by name, and the `.json` files that look meant as
/// scenarios but are not named as one, so the loader does not read them.
///
/// A scenario is an entry named `NN-name.json`: its name starts with a
/// digit. Among the other `.json` files, those that are not movie catalogs
/// (a catalog is a JSON array), not JSON schemas (`*.schema.json`) and not
/// hidden (`.name.json`) are ``misnamed``.
public struct ScenarioDirectory: Hashable, Sendable {
    /// A `.json` file that is not read as a scenario because its name does
    /// not start with a digit.
    public struct MisnamedFile: Hashable, Sendable, CustomStringConvertible {
        /// The file name, e.g. `my-feed.json`.
        public let file: String
        /// A scenario file name it could take: the next number after the
        /// directory's scenarios, e.g. `23-my-feed.json`.
        public let suggestedName: String
        /// The directory as the user named it (e.g. `Scenarios`).
        public let displayDirectory: String

        /// Creates the note for `file`.
        public init(file: String, suggestedName: String, displayDirectory: String) {
            self.file = file
            self.suggestedName = suggestedName
            self.displayDirectory = displayDirectory
        }

        /// One line naming the file and the fix: `Scenarios/my-feed.json is
        /// not named NN-name.json, so it is not a scenario; rename it to e.g.
        /// 23-my-feed.json`.
        public var description: String {
            let path = displayDirectory.isEmpty ? file : "\(displayDirectory)/\(file)"
            return "\(path) is not named NN-name.json, so it is not a scenario; rename it to e.g. \(suggestedName)"
        }
    }

    /// The scenario names (`07-carousels`, without `.json`), sorted. A
    /// folder named like a scenario is listed too, so that loading it
    /// reports it (``ScenarioLoader/loadEach(in:displayDirectory:names:)``
    /// says it is a folder).
    public let scenarios: [String]
    /// The misnamed files, sorted by name, each with a suggested name
    /// numbered after the last scenario (and after each other).
    public let misnamed: [MisnamedFile]

    /// Creates a listing.
    public init(scenarios: [String], misnamed: [MisnamedFile]) {
        self.scenarios = scenarios
        self.misnamed = misnamed
    }
}
