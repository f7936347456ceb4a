/// One scenario loaded by ``ScenarioLoader/loadEach(in:displayDirectory:names:)``:
/// its name and the scenario, or why its file cannot be used.
public struct ScenarioLoadResult: Sendable {
    /// The scenario name (`07-carousels`).
    public let name: String
    /// The scenario, or the one-line error its file gives.
    public let result: Result<Scenario, ScenarioLoadError>

    /// Creates a result.
    public init(name: String, result: Result<Scenario, ScenarioLoadError>) {
        self.name = name
        self.result = result
    }

    /// The scenario, when it loaded.
    public var scenario: Scenario? { try? result.get() }

    /// Why it did not load, when it did not.
    public var error: ScenarioLoadError? {
        if case .failure(let error) = result { error } else { nil }
    }
}
