import LiveCollectionsScenarios

extension ScenarioTool {
    /// `list`: every scenario with its kind, step count, whether it has a
    /// golden (`show golden:NAME` prints it) and title; a file that does
    /// not load is listed as such, with its error below the table.
    ///
    /// - Returns: whether every scenario file loads.
    public func list() throws(CommandFailure) -> Bool {
        let loaded = try loadScenarios(named: [])
        let goldens = try committedGoldens()
        let rows = loaded.map { loaded -> ScenarioConsole.Row in
            let golden = goldens[loaded.name] == nil ? "none" : "yes"
            guard let scenario = loaded.scenario else { return ScenarioConsole.Row([loaded.name, "-", "-", golden, "does not load"], tone: .bad) }
            return ScenarioConsole.Row([scenario.name, scenario.kind.rawValue, "\(scenario.steps.count)", golden, scenario.title])
        }
        console.table(header: ["scenario", "kind", "steps", "golden", "title"], rows: rows)
        let errors = loaded.compactMap(\.error)
        errors.forEach { console.line($0.description) }
        return errors.isEmpty
    }
}
