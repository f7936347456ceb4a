import Foundation
import LiveCollections
import LiveCollectionsTesting

/// Reads scenario files and the movie catalog, checking everything a replay
/// relies on; every problem is a ``ScenarioLoadError`` naming the file, the
/// JSON path and what was expected.
public enum ScenarioLoader {
    /// The newest format version this loader reads (it reads 1 and 2;
    /// version 2 adds items given inline, `"data": "inline"`).
    public static let formatVersion = 2
    /// Every format version this loader reads.
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
        let root = try parse(data, displayPath: displayPath)
        do {
            let top = try root.object(
                allowed: ["format", "title", "description", "kind", "data", "catalog", "view", "synchronizer", "thresholds",
                          "calculationMilliseconds", "inTheaters", "initial", "steps", "generate"],
                required: ["format", "title", "description", "kind", "initial"]
            )
            let format = try top.required("format")
            let version = try format.integer()
            guard formatVersions.contains(version) else {
                throw format.issue("unsupported format \(version) (this tool reads formats 1 and 2)")
            }
            let isInline = try inlineData(top, version: version)
            let catalog = isInline ? MovieCatalog(movies: []) : try catalog(top, url: url, displayPath: displayPath)
            var parser = ScenarioParser(kind: try ScenarioKind(node: top.required("kind")), catalog: catalog, inline: isInline)
            return try parser.scenario(
                from: top,
                name: url.deletingPathExtension().lastPathComponent,
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

    /// The catalog the scenario names, beside it.
    private static func catalog(_ top: JSONObject, url: URL, displayPath: String) throws -> MovieCatalog {
        let catalogName = try top.optional("catalog")?.string() ?? defaultCatalog
        let directory = url.deletingLastPathComponent()
        // (NSString's path methods trap on some inputs on Linux: split by hand.)
        let displayDirectory = displayPath.lastIndex(of: "/").map { String(displayPath[..<$0]) } ?? ""
        let catalogDisplay = displayDirectory.isEmpty ? catalogName : "\(displayDirectory)/\(catalogName)"
        return try loadCatalog(at: directory.appendingPathComponent(catalogName), displayPath: catalogDisplay)
    }

    /// Loads a movie catalog: an array of `{"id", "title", "year"}` with
    /// unique ids.
    public static func loadCatalog(at url: URL, displayPath: String) throws(ScenarioLoadError) -> MovieCatalog {
        let root = try parse(try read(url, displayPath: displayPath, as: "movie catalog file"), displayPath: displayPath)
        do {
            var movies: [Movie] = []
            var seen: [Int: String] = [:]
            for entry in try root.array() {
                let object = try entry.object(allowed: ["id", "title", "year"], required: ["id", "title", "year"])
                let idNode = try object.required("id")
                let id = try idNode.integer(minimum: 0)
                if let first = seen[id] { throw idNode.issue("duplicate movie id \(id) (also at \(first))") }
                seen[id] = entry.path
                movies.append(Movie(id: id, title: try object.required("title").string(), year: try object.required("year").integer()))
            }
            return MovieCatalog(movies: movies)
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
    public static func document(_ data: Data, displayPath: String) throws(ScenarioLoadError) -> JSONValue {
        try parse(data, displayPath: displayPath).value
    }

    /// The document in `data`, read by ``JSONParser`` alone, so that every
    /// caller refuses the same inputs the same way.
    private static func parse(_ data: Data, displayPath: String) throws(ScenarioLoadError) -> JSONNode {
        let bytes = [UInt8](data)
        do {
            return JSONNode(value: try JSONParser.parse(bytes), path: "")
        } catch {
            let (path, message) = problem(error, in: bytes)
            throw ScenarioLoadError(file: displayPath, path: path, message: message)
        }
    }

    /// The JSON path and the one-line message for a refused document.
    private static func problem(_ failure: JSONParser.Failure, in bytes: [UInt8]) -> (path: String, message: String) {
        let position = JSONParser.position(of: failure.offset, in: bytes)
        let range = "(integers go from \(Int.min) to \(Int.max))"
        switch failure.reason {
        case .invalidUTF8(let byte):
            return (failure.path, notUTF8(byte, at: position))
        case .duplicateKey(let key):
            return (failure.path, "the key \"\(key)\" appears twice in one object (again at \(position)): keep one of them")
        case .integerOutOfRange(let text):
            return (failure.path, "the integer \(text) at \(position) is out of range \(range)")
        case .tooDeep:
            return ("", "nested deeper than \(JSONParser.maximumDepth) arrays and objects at \(position): flatten the document")
        case .syntax:
            // Bytes that are not UTF-8 outside a string break the syntax
            // too: name the encoding, which is what to fix.
            if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.prefix(4).contains(0) {
                return ("", "the file is not UTF-8 (it looks like UTF-16 or UTF-32): save it as UTF-8 text")
            }
            if let offset = JSONParser.firstInvalidUTF8(in: bytes, bytes.indices) {
                return ("", notUTF8(bytes[offset], at: JSONParser.position(of: offset, in: bytes)))
            }
            return ("", "malformed JSON: \(syntaxProblem(in: bytes, at: failure.offset))")
        }
    }

    private static func notUTF8(_ byte: UInt8, at position: String) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x\(hex.count < 2 ? "0" + hex : hex) at \(position) is not UTF-8 (save the file as UTF-8 text)"
    }

    /// Where the JSON syntax breaks, as `line L, column C`: at the end of a
    /// document cut short, else in `JSONSerialization`'s words when it says
    /// at which character, else at `offset`, where the parser stopped.
    static func syntaxProblem(in bytes: [UInt8], at offset: Int) -> String {
        let position = JSONParser.position(of: offset, in: bytes)
        if offset >= bytes.count {
            let isBlank = bytes.allSatisfy { [0xEF, 0xBB, 0xBF, 0x20, 0x0A, 0x0D, 0x09].contains($0) }
            return isBlank ? "the file is empty" : "the document ends early, at \(position) (is the file cut short?)"
        }
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
            if let range = detail.range(of: "character "), let character = Int(detail[range.upperBound...].prefix { $0.isNumber }) {
                let reason = detail[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
                let what = reason.hasSuffix("around") ? String(reason.dropLast(6)).trimmingCharacters(in: .whitespaces) : reason
                return "\(what.lowercased()) at \(JSONParser.position(of: character, in: bytes))"
            }
        }
        return "unexpected text at \(position)"
    }
}

extension ScenarioKind {
    init(node: JSONNode) throws(FormatIssue) {
        let name = try node.choice(ScenarioKind.allCases.map(\.rawValue))
        guard let kind = ScenarioKind(rawValue: name) else { throw node.issue("unknown kind \"\(name)\"") }
        self = kind
    }
}
