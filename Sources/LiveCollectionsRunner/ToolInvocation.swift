import Foundation
import LiveCollectionsSupport

/// How the commands the tool prints (`to accept the change: ...`) run it
/// again: as the user ran it, from the folder they ran it in, with the
/// options that located its files. Pasted into the same shell, in the same
/// folder, a printed command works: from an app's repository that runs the
/// tool from a checkout of this package, it is `swift run --package-path
/// .livecollections scenarios approve --scenarios App/Scenarios 3`, not
/// `swift run scenarios approve 3` (which finds no package there).
public struct ToolInvocation: Hashable, Sendable {
    /// The words that run the tool, ready for a POSIX shell: `scenarios`,
    /// `swift run scenarios`, `swift run --package-path ../LiveCollections
    /// scenarios`, or the path the user typed.
    public let program: String
    /// The options every printed command carries, as shell words: the
    /// `--scenarios`, `--database` and `--goldens` the user gave, where they
    /// differ from the defaults.
    public let options: [String]

    /// An invocation of `program` carrying `options` (already shell words).
    public init(program: String, options: [String] = []) {
        self.program = program
        self.options = options
    }

    /// The command line that runs `subcommand` (one or more words, such as
    /// `goldens remove-obsolete`) with the carried options, then
    /// `arguments`, each already a shell word (see ``shellWord(_:)``).
    public func command(_ subcommand: String, _ arguments: String...) -> String {
        command(subcommand, arguments)
    }

    /// ``command(_:_:)-(String,String...)`` with the arguments as an array.
    public func command(_ subcommand: String, _ arguments: [String]) -> String {
        ([program, subcommand] + options + arguments).joined(separator: " ")
    }

    /// The same invocation building the tool with `traits` too, when it
    /// runs through `swift run` (`swift run --traits ReviewServer ...`);
    /// nil for a built tool, which must be built again with them.
    public func adding(traits: [String]) -> ToolInvocation? {
        guard program.hasPrefix("swift run") else { return nil }
        var words = program.split(separator: " ").map(String.init)
        if let index = words.firstIndex(of: "--traits"), index + 1 < words.count {
            let existing = words[index + 1].split(separator: ",").map(String.init)
            words[index + 1] = ToolInvocation.shellWord((existing + traits.filter { !existing.contains($0) }).joined(separator: ","))
        } else {
            words.insert(contentsOf: ["--traits", ToolInvocation.shellWord(traits.joined(separator: ","))], at: 2)
        }
        return ToolInvocation(program: words.joined(separator: " "), options: options)
    }

    /// How the running tool was started, for ``resolve(environment:executable:currentDirectory:paths:given:traits:)``.
    public struct Given: Hashable, Sendable {
        /// `--scenarios` as typed, if given.
        public var scenarios: String?
        /// `--database` as typed, if given (not `SCENARIOS_DATABASE`: the
        /// same shell still has it).
        public var database: String?
        /// `--goldens` as typed, if given.
        public var goldens: String?

        /// The options as the user typed them; nil for one not given.
        public init(scenarios: String? = nil, database: String? = nil, goldens: String? = nil) {
            self.scenarios = scenarios
            self.database = database
            self.goldens = goldens
        }
    }

    /// The invocation of the running tool:
    ///
    /// - `SCENARIOS_COMMAND`, when set, is the program as it is;
    /// - a tool built in a package's build folder (`.build`, or a
    ///   `--scratch-path` folder `.build-NAME` / `.build_NAME`) is run with
    ///   `swift run`: from inside that package as `swift run scenarios`,
    ///   from any other folder as `swift run --package-path PACKAGE
    ///   scenarios` (relative when the package is inside the current folder,
    ///   as `.livecollections` is in an app's repository); a scratch folder
    ///   other than `.build` is named with `--scratch-path`, and the package
    ///   traits the tool was built with beyond the defaults with `--traits`;
    /// - a tool started by a path (`./bin/scenarios`) is run by that path;
    /// - else `scenarios`, found on `PATH`.
    ///
    /// Every option in `given` that differs from its default is carried,
    /// a path inside the current folder written relative to it (so that a
    /// command CI prints works in a checkout elsewhere).
    public static func resolve(
        environment: [String: String], executable: String, currentDirectory: String, given: Given = Given(), traits: [String] = []
    ) -> ToolInvocation {
        let here = standardized(currentDirectory)
        let options = carried(given, from: here)
        if let command = environment["SCENARIOS_COMMAND"], !command.isEmpty {
            return ToolInvocation(program: command, options: options)
        }
        let path = executable.hasPrefix("/") ? executable : here + "/" + executable
        let folders = standardized(path).split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
        if let index = folders.lastIndex(where: isBuildFolder) {
            let root = "/" + folders[..<index].joined(separator: "/")
            let scratch = folders[index]
            var words = ["swift", "run"]
            if !(here == root || here.hasPrefix(root == "/" ? "/" : root + "/")) {
                words += ["--package-path", shellWord(relativeIfInside(root, here))]
            }
            if scratch != ".build" {
                words += ["--scratch-path", shellWord(relativeIfInside(root + "/" + scratch, here))]
            }
            if !traits.isEmpty { words += ["--traits", shellWord(traits.joined(separator: ","))] }
            return ToolInvocation(program: (words + ["scenarios"]).joined(separator: " "), options: options)
        }
        if executable.contains("/") { return ToolInvocation(program: shellWord(executable), options: options) }
        return ToolInvocation(program: "scenarios", options: options)
    }

    /// The options of `given` worth carrying, as shell words.
    private static func carried(_ given: Given, from here: String) -> [String] {
        var words: [String] = []
        let scenarios = given.scenarios.map { relativeIfInside($0, here) }
        if let scenarios, standardized(scenarios) != ToolPaths.defaultScenarios {
            words += ["--scenarios", shellWord(scenarios)]
        }
        if let database = given.database.map({ $0.contains("://") ? $0 : relativeIfInside($0, here) }), database != ToolPaths.defaultDatabase {
            words += ["--database", shellWord(database)]
        }
        if let goldens = given.goldens.map({ relativeIfInside($0, here) }),
           standardized(goldens) != standardized("\(scenarios ?? ToolPaths.defaultScenarios)/goldens.sqlite") {
            words += ["--goldens", shellWord(goldens)]
        }
        return words
    }

    /// Whether a folder is a SwiftPM build folder: `.build`, or a scratch
    /// folder named after it.
    static func isBuildFolder(_ name: String) -> Bool {
        name == ".build" || name.hasPrefix(".build-") || name.hasPrefix(".build_")
    }

    /// `path` relative to `here` when it is inside it (`.` for `here`
    /// itself); otherwise as it was.
    private static func relativeIfInside(_ path: String, _ here: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let clean = standardized(path)
        if clean == here { return "." }
        let prefix = here == "/" ? "/" : here + "/"
        return clean.hasPrefix(prefix) ? String(clean.dropFirst(prefix.count)) : path
    }

    /// `path` without `.` and `..` components and repeated slashes.
    private static func standardized(_ path: String) -> String {
        guard path.hasPrefix("/") else {
            return path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        }
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `word` as one word for a POSIX shell (``ShellWord``).
    public static func shellWord(_ word: String) -> String {
        ShellWord.quoted(word)
    }
}
