import Foundation
import LiveCollections
import LiveCollectionsSupport
import LiveCollectionsTesting

/// Reads scenario files and the movie catalog, checking everything a replay
/// relies on; every problem is a ``ScenarioLoadError`` naming the file, the
/// JSON path and what was expected.
public enum ScenarioLoader {
    /// Every format version this loader reads: 1, and 2, which adds items
    /// given inline (`"data": "inline"`).
    public static let formatVersions = 1...2
    /// The catalog file used when a scenario names none.
    public static let defaultCatalog = "movies.json"

    /// Loads one scenario file and the catalog it names.
    public static func load(fileAt url: URL, displayPath: String) throws(ScenarioLoadError) -> Scenario {
        try load(data: try read(url, displayPath: displayPath, as: "scenario file"), as: url, displayPath: displayPath)
    }

    /// Loads a scenario from `data`, as if it were the file at `url` (its
    /// name, and the directory of its catalog).
    public static func load(data: Data, as url: URL, displayPath: String) throws(ScenarioLoadError) -> Scenario {
        let name = url.deletingPathExtension().lastPathComponent
        if let hidden = VisibleText.firstHidden(in: name) {
            // Goldens, text goldens, pages and logs are named after the
            // scenario: a name that acts in a terminal or a log names none.
            throw ScenarioLoadError(
                file: displayPath, path: "",
                message: "the file name holds \(hidden) (a control, line break or bidirectional formatting character), "
                    + "which no golden, page or log can name; rename the file (NN-name.json)")
        }
        let root = try parse(data, displayPath: displayPath)
        do {
            let top = try root.object(
                allowed: ["format", "title", "description", "kind", "data", "catalog", "view", "synchronizer", "thresholds",
                          "calculationMilliseconds", "inTheaters", "deletionDelegate", "initial", "steps", "generate"],
                required: ["format", "title", "description", "kind", "initial"]
            )
            let format = try top.required("format")
            let version = try format.integer()
            guard formatVersions.contains(version) else {
                throw format.issue("unsupported format \(version) (this tool reads formats 1 and 2)")
            }
            let isInline = try inlineData(top, version: version)
            let catalog = isInline ? ScenarioMovieCatalog(movies: []) : try catalog(top, url: url, displayPath: displayPath)
            var parser = ScenarioParser(kind: try ScenarioKind(node: top.required("kind")), catalog: catalog, inline: isInline)
            return try parser.scenario(
                from: top,
                name: name,
                file: displayPath,
                contentHash: ContentHash.of(data)
            )
        } catch let issue as FormatIssue {
            throw ScenarioLoadError(file: displayPath, path: issue.path, message: issue.message)
        } catch let error as ScenarioLoadError {
            throw error
        } catch {
            throw ScenarioLoadError(file: displayPath, path: "", message: "\(error)")
        }
    }

    /// Whether `"data"` says the items are inline (format 2 only).
    private static func inlineData(_ top: JSONObject, version: Int) throws(FormatIssue) -> Bool {
        guard let node = top.optional("data") else { return false }
        guard version >= 2 else { throw node.issue("\"data\" needs format 2 (set \"format\": 2)") }
        let inline = try node.choice(["catalog", "inline"]) == "inline"
        if inline, let catalog = top.optional("catalog") {
            throw catalog.issue("a scenario with inline items has no movie catalog (remove \"catalog\")")
        }
        return inline
    }

    /// The catalog the scenario names, beside it: a relative path inside
    /// the scenario's folder (no `..`, not absolute, and not a link that
    /// leads out of the folder).
    private static func catalog(_ top: JSONObject, url: URL, displayPath: String) throws -> ScenarioMovieCatalog {
        let node = top.optional("catalog")
        let catalogName = try node?.string() ?? defaultCatalog
        let directory = url.deletingLastPathComponent()
        if let node {
            let components = catalogName.split(separator: "/", omittingEmptySubsequences: false)
            let leaves = catalogName.hasPrefix("/") || catalogName.contains("\\")
                || components.contains { $0.isEmpty || $0 == "." || $0 == ".." }
                || !isInside(directory.appendingPathComponent(catalogName), directory)
            if leaves {
                throw node.issue("\"\(catalogName)\" is not a file inside the scenario folder; name a catalog file beside the scenario, such as \"\(defaultCatalog)\"")
            }
        }
        // (NSString's path methods trap on some inputs on Linux: split by hand.)
        let displayDirectory = displayPath.lastIndex(of: "/").map { String(displayPath[..<$0]) } ?? ""
        let catalogDisplay = displayDirectory.isEmpty ? catalogName : "\(displayDirectory)/\(catalogName)"
        return try loadCatalog(at: directory.appendingPathComponent(catalogName), displayPath: catalogDisplay)
    }

    /// Whether `file`, its links resolved, is inside `directory` (its links
    /// resolved too). A file that does not exist is judged by its path.
    private static func isInside(_ file: URL, _ directory: URL) -> Bool {
        let folder = directory.resolvingSymlinksInPath().standardizedFileURL.path
        let resolved = file.resolvingSymlinksInPath().standardizedFileURL.path
        return resolved.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Loads a movie catalog: an array of `{"id", "title", "year"}` with
    /// unique ids.
    public static func loadCatalog(at url: URL, displayPath: String) throws(ScenarioLoadError) -> ScenarioMovieCatalog {
        let root = try parse(try read(url, displayPath: displayPath, as: "movie catalog file"), displayPath: displayPath)
        do {
            var movies: [ScenarioMovie] = []
            var seen: [Int: String] = [:]
            for entry in try root.array() {
                let object = try entry.object(allowed: ["id", "title", "year"], required: ["id", "title", "year"])
                let idNode = try object.required("id")
                let id = try idNode.integer(minimum: 0)
                if let first = seen[id] { throw idNode.issue("duplicate movie id \(id) (also at \(first))") }
                seen[id] = entry.path
                movies.append(ScenarioMovie(id: id, title: try object.required("title").string(), year: try object.required("year").integer()))
            }
            return ScenarioMovieCatalog(movies: movies)
        } catch let issue as FormatIssue {
            throw ScenarioLoadError(file: displayPath, path: issue.path, message: issue.message)
        } catch {
            throw ScenarioLoadError(file: displayPath, path: "", message: "\(error)")
        }
    }

    /// The bytes of the file at `url`, a `what` (`scenario file`).
    private static func read(_ url: URL, displayPath: String, as what: String) throws(ScenarioLoadError) -> Data {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw ScenarioLoadError(
                file: displayPath, path: "", message: "is a folder, not a \(what) (rename the folder or move it out of the scenario directory)"
            )
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ScenarioLoadError(file: displayPath, path: "", message: "cannot read the file (does it exist?)")
        }
    }

    /// Parses `data` as a JSON document.
    public static func document(_ data: Data, displayPath: String) throws(ScenarioLoadError) -> ScenarioJSONValue {
        try parse(data, displayPath: displayPath).value
    }

    /// The document in `data`, read by the support target's `JSONReader`
    /// alone, so that every caller refuses the same inputs the same way:
    /// one reader, one error path, the line and column in every message.
    private static func parse(_ data: Data, displayPath: String) throws(ScenarioLoadError) -> JSONNode {
        let bytes = [UInt8](data)
        do {
            return JSONNode(value: try JSONReader.document(bytes), path: "")
        } catch {
            let path = error.isAboutTheWholeText(bytes) ? "" : error.path
            throw ScenarioLoadError(file: displayPath, path: path, message: error.message(in: bytes))
        }
    }
}

extension ScenarioKind {
    init(node: JSONNode) throws(FormatIssue) {
        let name = try node.choice(ScenarioKind.allCases.map(\.rawValue))
        guard let kind = ScenarioKind(rawValue: name) else { throw node.issue("unknown kind \"\(name)\"") }
        self = kind
    }
}
