/// Turning a generated scenario (`generate`) into one that lists its steps,
/// so that shrinking can remove them one by one.
extension ScenarioDocument {
    /// The document of `scenario` with its steps listed: the root fields of
    /// `document` (the file `scenario` was loaded from: format, title,
    /// description, kind, catalog, view, synchronizer, thresholds, initial
    /// data...) unchanged, `"generate"` removed and `"steps"` set to the
    /// scenario's steps as loaded (``Scenario/listedSteps()``, with their
    /// times and notes).
    ///
    /// A generated scenario becomes an ordinary one that loads to the same
    /// steps and so replays to the same recording. For a scenario that
    /// already lists its steps, they are written again as loaded (the same
    /// steps, in the loader's canonical layout).
    ///
    /// - Throws: ``ScenarioWritingError`` when the scenario's items are
    ///   inline (only catalog movie ids are written; a generated scenario
    ///   always has catalog data), or when `document` is not a JSON object.
    /// - Complexity: O(n) in the size of the steps' data.
    public init(expanding scenario: Scenario, document: ScenarioJSONValue) throws(ScenarioWritingError) {
        guard case .object(var root) = document else {
            throw ScenarioWritingError(file: scenario.file, message: "the document is \(document.kindDescription), not a scenario object")
        }
        root["generate"] = nil
        root["steps"] = try scenario.listedSteps()
        self.root = root
    }
}
