import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore

extension ScenarioTool {
    /// `goldens upgrade`: brings the golden store to this version's schema
    /// (the only command that does), keeping its goldens.
    public func upgradeGoldens() throws(CommandFailure) {
        let versions: (from: Int, to: Int)
        do {
            versions = try ScenarioStore.upgrade(path: paths.goldens)
        } catch {
            throw goldenFailure(error)
        }
        guard versions.from != versions.to else {
            console.line("\(paths.goldens): already at schema version \(versions.to)")
            return
        }
        console.line("\(paths.goldens): upgraded from schema version \(versions.from) to \(versions.to); commit it")
    }

    /// `goldens remove-obsolete`: removes the goldens, and their text files,
    /// whose scenario file no longer exists.
    ///
    /// - Parameter only: the scenarios whose obsolete goldens to remove
    ///   (`review` accepting one), or nil for every obsolete golden.
    public func removeObsoleteGoldens(only: Set<String>? = nil) throws(CommandFailure) {
        try repairGoldenWrites()
        let known = Set(try scenarioNames())
        guard !known.isEmpty else {
            throw CommandFailure("\(paths.scenarios): no scenario files (NN-name.json) found, so every golden would look obsolete; nothing was removed (check --scenarios)")
        }
        let texts = goldenTexts
        let stored = try committedGoldens()
        let obsolete = Set(stored.keys).union(texts.scenarios()).subtracting(known).filter { only?.contains($0) ?? true }.sorted()
        guard !obsolete.isEmpty else {
            console.line("no obsolete goldens: every golden has its scenario file in \(paths.scenarios)")
            return
        }
        let inStore = obsolete.filter { stored[$0] != nil }
        // A name read from the store that could not be a scenario's
        // (`../victim`) names no text file to remove.
        let withText = obsolete.filter(GoldenTexts.isScenarioName)
        let goldens = inStore.isEmpty ? nil : try writableGoldens()
        _ = try writeGoldens(texts: withText.map { ($0, nil) }) { () throws(CommandFailure) in
            guard let goldens else { return }
            try store { () throws(StoreError) in _ = try goldens.removeGoldens(of: inStore) }
        }
        if let goldens { try store { () throws(StoreError) in try goldens.compact() } }
        for name in obsolete {
            console.line(GoldenTexts.isScenarioName(name)
                ? "removed the obsolete golden of \(name)"
                : "removed the obsolete golden named \"\(name)\" (not a scenario name: no text file touched)")
        }
        console.line("\(Self.count(obsolete.count, "obsolete golden")) removed from \(paths.goldens) and \(paths.goldenTexts); commit the change")
    }
}
