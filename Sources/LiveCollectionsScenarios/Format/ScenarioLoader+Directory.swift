import Foundation

/// A scenario directory: listing it, and loading its scenarios all at once
/// or each on its own.
extension ScenarioLoader {
    /// The names of the scenario files of `directory` (entries whose name
    /// starts with a digit and ends in `.json`), without `.json`, sorted.
    public static func scenarioNames(in directory: URL, displayDirectory: String) throws(ScenarioLoadError) -> [String] {
        scenarioNames(among: try entries(of: directory, displayDirectory: displayDirectory))
    }

    /// The scenarios of `directory` and the `.json` files there that are
    /// not named as scenarios (see ``ScenarioDirectory``). Reads the first
    /// bytes of each of those files, to leave out movie catalogs; a
    /// `shrunk-NAME.json` is `scenarios shrink`'s output, named so that it
    /// is not a scenario until renamed, and is left out too.
    ///
    /// - Parameter displayDirectory: how the user named the directory, used
    ///   in messages (e.g. `Scenarios`).
    public static func directory(at directory: URL, displayDirectory: String) throws(ScenarioLoadError) -> ScenarioDirectory {
        let entries = try entries(of: directory, displayDirectory: displayDirectory)
        let scenarios = scenarioNames(among: entries)
        let misnamedFiles = entries.filter { name in
            guard name.hasSuffix(".json"), !isScenarioName(name), !name.hasPrefix("."), !name.hasPrefix("shrunk-"),
                  !name.hasSuffix(".schema.json") else { return false }
            let url = directory.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { return false }
            return !isCatalog(url)
        }.sorted()
        // Suggested names continue the numbering: after 22-..., 23-, 24-...
        let last = scenarios.compactMap { Int($0.prefix { $0.isASCII && $0.isNumber }) }.max() ?? 0
        let misnamed = misnamedFiles.enumerated().map { offset, file in
            let number = String(last + 1 + offset)
            let suggested = (number.count < 2 ? "0" + number : number) + "-" + file
            return ScenarioDirectory.MisnamedFile(file: file, suggestedName: suggested, displayDirectory: displayDirectory)
        }
        return ScenarioDirectory(scenarios: scenarios, misnamed: misnamed)
    }

    /// Loads the scenarios `names` of `directory` (all of them when nil), in
    /// name order; the first file that cannot be used stops the load (see
    /// ``loadEach(in:displayDirectory:names:)`` to load the others anyway).
    ///
    /// - Parameter displayDirectory: how the user named the directory, used
    ///   in error messages (e.g. `Scenarios`).
    public static func loadAll(in directory: URL, displayDirectory: String, names: [String]? = nil) throws(ScenarioLoadError) -> [Scenario] {
        let chosen: [String]
        if let names { chosen = names } else { chosen = try scenarioNames(in: directory, displayDirectory: displayDirectory) }
        var scenarios: [Scenario] = []
        for name in chosen {
            scenarios.append(try load(fileAt: directory.appendingPathComponent("\(name).json"), displayPath: "\(displayDirectory)/\(name).json"))
        }
        return scenarios
    }

    /// Loads each of the scenarios `names` of `directory` on its own, in the
    /// order given: a file that cannot be used (truncated, a folder named
    /// like a scenario, ...) gives its error in its result and never stops
    /// the others.
    ///
    /// - Parameter displayDirectory: how the user named the directory, used
    ///   in error messages (e.g. `Scenarios`).
    public static func loadEach(in directory: URL, displayDirectory: String, names: [String]) -> [ScenarioLoadResult] {
        names.map { name in
            let url = directory.appendingPathComponent("\(name).json")
            let result = Result { () throws(ScenarioLoadError) in try load(fileAt: url, displayPath: "\(displayDirectory)/\(name).json") }
            return ScenarioLoadResult(name: name, result: result)
        }
    }

    private static func entries(of directory: URL, displayDirectory: String) throws(ScenarioLoadError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw ScenarioLoadError(file: displayDirectory, path: "", message: "cannot list the scenario directory (\(FileSystemFailure.reason(of: error)))")
        }
    }

    private static func isScenarioName(_ entry: String) -> Bool {
        entry.hasSuffix(".json") && entry.first?.isNumber == true
    }

    private static func scenarioNames(among entries: [String]) -> [String] {
        entries.filter(isScenarioName).map { String($0.dropLast(5)) }.sorted()
    }

    /// Whether the file at `url` starts as a movie catalog does: a JSON
    /// array (after any byte order mark and whitespace).
    private static func isCatalog(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4_096) else { return false }
        let first = head.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x0A, 0x0D, 0x09].contains($0) }.first
        return first == UInt8(ascii: "[")
    }
}
