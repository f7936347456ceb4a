import Foundation
import LiveCollectionsTestSupport
import LiveCollectionsTesting
import Testing

/// Random trees of folders, files of the user's, symbolic links (to inside
/// the tree and outside it) and folders the tool wrote earlier; every
/// writing command is run against paths picked from them. Whatever each
/// command answers, nothing of the user's is changed or deleted (checksums
/// of every file and the destination of every link, before and after), and
/// anything new stands at or below a path a command was given.
///
/// The seed is printed with any failure; set `LIVECOLLECTIONS_SEED` to
/// replay a run.
@Suite("scenarios output safety (seeded trees)")
struct OutputSafetyPropertyTests {
    static let rounds = 6
    static let commandsPerRound = 7

    @Test func noCommandChangesWhatItDoesNotOwn() throws {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        let seed = generator.seed
        try generator.reportingSeed {
            let workspace = try SmallWorkspace()
            var succeeded = 0
            for round in 0..<Self.rounds {
                let tree = try RandomTree(in: workspace.url("tree-\(round)"), outside: workspace.url("outside-\(round)"), random: &random, workspace: workspace)
                let before = try Snapshot(of: [tree.root, tree.outside, workspace.url("Scenarios")], skipping: workspace.url("Scenarios/goldens"))
                var targets: [String] = []
                var log: [String] = []
                for _ in 0..<Self.commandsPerRound {
                    let target = tree.pickTarget(&random)
                    let command = Self.command(writingTo: target, random: &random)
                    // A path reached through a link in its folders is the path the command writes.
                    let url = workspace.url(target)
                    targets.append(url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent).path)
                    let result = try workspace.run(command)
                    if result.status == 0 { succeeded += 1 }
                    log.append("\(command.joined(separator: " ")) -> \(result.status) \(result.errorLines.last ?? "")")
                }
                let after = try Snapshot(of: [tree.root, tree.outside, workspace.url("Scenarios")], skipping: workspace.url("Scenarios/goldens"))
                let context = "seed \(seed), round \(round); commands:\n" + log.joined(separator: "\n")
                for (path, entry) in before.entries where entry.isUsers {
                    // A folder stays a folder (an empty one may become the tool's output); a file or link stays as it was.
                    let kept = if case .folder = entry, case .folder? = after.entries[path] { true } else { after.entries[path] == entry }
                    #expect(kept, "\(path) changed or went: \(entry) -> \(String(describing: after.entries[path])); \(context)")
                }
                for path in after.entries.keys where before.entries[path] == nil {
                    let owned = targets.contains { path == $0 || path.hasPrefix($0 + "/") }
                    #expect(owned, "\(path) is new but no command was given it; \(context)")
                    #expect(!path.contains(".scenarios-partial-") && !path.contains(".scenarios-old-"), "a temporary sibling was left: \(path); \(context)")
                }
            }
            #expect(succeeded > 0, "seed \(seed): no command wrote anything, so nothing was checked")
        }
    }

    /// A writing command with `target` as its output.
    static func command(writingTo target: String, random: inout SeededRandomNumberGenerator) -> [String] {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: ["docs", "-o", target]
        case 1: ["diff", "golden:01", "golden:02", "--html", target]
        case 2: ["verify", "01", "02", "--artifacts", target]
        case 3: ["verify", "01", "--junit", target]
        case 4: ["export", "golden:01", "--output", target]
        default: ["shrink", "02", "--contains", "reloadData", "--output", target]
        }
    }
}

/// A scenario directory of two small scenarios and their goldens.
final class SmallWorkspace {
    let folder: TemporaryFolder
    var directory: URL { folder.url }

    init() throws {
        folder = try TemporaryFolder("small-workspace")
        let scenarios = directory.appendingPathComponent("Scenarios")
        try FileManager.default.createDirectory(at: scenarios.appendingPathComponent("goldens"), withIntermediateDirectories: true)
        let source = Workspace.repositoryScenarios
        for name in ["01-collection-view-single-section", "02-table-view-single-section"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent("\(name).json"), to: scenarios.appendingPathComponent("\(name).json"))
        }
        try FileManager.default.copyItem(at: source.appendingPathComponent("movies.json"), to: scenarios.appendingPathComponent("movies.json"))
        let record = try run(["verify", "--record", "missing"])
        guard FileManager.default.fileExists(atPath: scenarios.appendingPathComponent("goldens.sqlite").path) else {
            throw Workspace.SetupError(output: record.output + record.error)
        }
    }

    func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

    func run(_ arguments: [String]) throws -> ToolProcess.Result {
        try ToolProcess.run(arguments, in: directory, environment: ["SCENARIOS_DATABASE": directory.appendingPathComponent("runs.sqlite").path])
    }
}

/// A random tree: folders and files of the user's, links to entries inside
/// and outside it, and folders and files the tool wrote earlier.
struct RandomTree {
    let root: URL
    let outside: URL
    /// Paths relative to the workspace a command may be given.
    private(set) var candidates: [String] = []

    init(in root: URL, outside: URL, random: inout SeededRandomNumberGenerator, workspace: SmallWorkspace) throws {
        self.root = root
        self.outside = outside
        let manager = FileManager.default
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("outside \(random.next())".utf8).write(to: outside.appendingPathComponent("user.txt"))
        try manager.createDirectory(at: outside.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try Data("deep \(random.next())".utf8).write(to: outside.appendingPathComponent("folder/user.txt"))
        let base = root.lastPathComponent
        var folders = [base]
        var entries: [String] = []
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        for index in 0..<Int.random(in: 6...12, using: &random) {
            let parent = folders.randomElement(using: &random) ?? base
            let name = "\(parent)/n\(index)"
            let path = workspace.url(name)
            switch Int.random(in: 0..<7, using: &random) {
            case 0:
                try manager.createDirectory(at: path, withIntermediateDirectories: true)
                folders.append(name)
            case 1:
                try Data("user \(random.next())".utf8).write(to: path)
            case 2:
                // A folder the tool wrote, then the user added a file to (or not).
                let kind = ["docs", "diff", "artifacts"].randomElement(using: &random) ?? "docs"
                let command = kind == "docs" ? ["docs", "-o", name] : kind == "diff" ? ["diff", "golden:01", "golden:02", "--html", name] : ["verify", "01", "--artifacts", name]
                _ = try workspace.run(command)
                if Bool.random(using: &random), manager.fileExists(atPath: path.path) {
                    try Data("added \(random.next())".utf8).write(to: path.appendingPathComponent("user-added.txt"))
                }
                folders.append(name)
            case 3:
                _ = try workspace.run(["export", "golden:02", "--output", name])
            case 4:
                try manager.createSymbolicLink(atPath: path.path, withDestinationPath: outside.appendingPathComponent(Bool.random(using: &random) ? "folder" : "user.txt").path)
            case 5:
                let destination = (entries + folders).randomElement(using: &random) ?? base
                try manager.createSymbolicLink(atPath: path.path, withDestinationPath: workspace.url(destination).path)
            default:
                try manager.createSymbolicLink(atPath: path.path, withDestinationPath: workspace.url("\(base)/dangling-\(index)").path)
            }
            entries.append(name)
        }
        candidates = entries + folders + folders.map { "\($0)/new" } + entries.map { "\($0)/new" } + ["Scenarios", "Scenarios/01-collection-view-single-section.json", "Scenarios/movies.json"]
    }

    func pickTarget(_ random: inout SeededRandomNumberGenerator) -> String {
        candidates.randomElement(using: &random) ?? root.lastPathComponent
    }
}

/// Every entry below some folders: a file's bytes, a link's destination, a
/// folder; and whether the entry is the user's (not inside a folder the
/// tool generated, nor a file it wrote).
struct Snapshot {
    enum Entry: Equatable, CustomStringConvertible {
        case file(Data, users: Bool)
        case link(String)
        case folder(users: Bool)

        var isUsers: Bool {
            switch self {
            case .file(_, let users), .folder(let users): users
            case .link: true
            }
        }

        var description: String {
            switch self {
            case .file(let data, let users): "file of \(data.count) bytes\(users ? "" : " (tool's)")"
            case .link(let destination): "link to \(destination)"
            case .folder(let users): "folder\(users ? "" : " (tool's)")"
            }
        }
    }

    private(set) var entries: [String: Entry] = [:]

    init(of roots: [URL], skipping skipped: URL) throws {
        for root in roots { try walk(root.path, generated: false, skipping: skipped.path) }
    }

    private mutating func walk(_ path: String, generated: Bool, skipping skipped: String) throws {
        guard path != skipped else { return }
        let manager = FileManager.default
        let attributes = try manager.attributesOfItem(atPath: path)
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?:
            entries[path] = .link(try manager.destinationOfSymbolicLink(atPath: path))
        case .typeDirectory?:
            let marked = manager.fileExists(atPath: path + "/.scenarios-generated")
            entries[path] = .folder(users: !(generated || marked))
            for name in try manager.contentsOfDirectory(atPath: path) {
                try walk(path + "/" + name, generated: generated || marked, skipping: skipped)
            }
        default:
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            // A file the tool wrote: in a generated folder, or an export.
            let head = String(decoding: data.prefix(300), as: UTF8.self)
            let tools = generated || path.hasSuffix(".sqlite") || head.contains("\"recording\"") || head.contains("Shrunk by `scenarios shrink`")
                || head.contains("<testsuites name=\"scenarios verify\"")
            entries[path] = .file(data, users: !tools)
        }
    }
}
