import Foundation
import LiveCollectionsScenarios
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal that keeps a golden and its text golden together: before the
/// golden store changes, each text golden the change touches is staged in
/// the text folder as a hidden file (`.NAME.txt.accepting` with the new
/// text, or an empty `.NAME.txt.removing`); once the store's transaction has
/// committed, each staged file is renamed over (or removes) the text golden.
/// A process that dies between the two leaves the staged files behind, and
/// the next command that reads the goldens finishes or undoes the change by
/// looking at what the store holds (``ScenarioTool/repairGoldenWrites()``).
extension GoldenTexts {
    /// One text golden staged for a change of the golden store.
    struct Staged {
        let scenario: String
        /// The hidden file that holds the change.
        let journal: String
        /// The new text, or nil when the text golden is removed.
        let text: Data?
    }

    /// The two kinds of journal file, by the suffix after `NAME.txt`.
    static let acceptingSuffix = ".txt.accepting"
    static let removingSuffix = ".txt.removing"

    /// The journal file that stages `scenario`'s new text.
    func acceptingJournal(of scenario: String) -> String { "\(directory)/.\(scenario)\(Self.acceptingSuffix)" }
    /// The journal file that stages the removal of `scenario`'s text.
    func removingJournal(of scenario: String) -> String { "\(directory)/.\(scenario)\(Self.removingSuffix)" }

    /// Runs `body` holding the text folder's lock (`flock` on the folder
    /// itself, so no file is added to it), waiting up to `timeout` seconds
    /// for another process that holds it: a change of goldens (stage,
    /// commit, rename) and its repair never interleave with another's.
    func locked<T>(timeout: TimeInterval, _ body: () throws(CommandFailure) -> T) throws(CommandFailure) -> T {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("\(directory): cannot create the text goldens' folder (\(OutputFile.reason(for: directory)))")
        }
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CommandFailure("\(directory): cannot be opened (\(String(cString: strerror(errno)))); check its permissions")
        }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                throw CommandFailure("\(directory): another scenarios command kept changing goldens for \(Int(timeout)) s, so nothing was changed; try again when it is done (SCENARIOS_LOCK_TIMEOUT sets the wait)")
            }
            usleep(10_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Stages `text` (nil: a removal) as `scenario`'s next text golden:
    /// written to its journal file and flushed to the disk, after checking
    /// that the text golden may be replaced (not a link, not a folder).
    func stage(_ scenario: String, text: Data?) throws(CommandFailure) -> Staged {
        if text == nil {
            // A removal removes a regular file or a link (the link itself,
            // never what it points at).
            let target = try checkedPath(of: scenario)
            switch FileKind.of(target) {
            case .missing, .file, .link: break
            case let kind: throw CommandFailure("\(target): is \(kind.phrase), not a text golden, so it is left as it is")
            }
        } else {
            try file(of: scenario).check()
        }
        let journal = text == nil ? removingJournal(of: scenario) : acceptingJournal(of: scenario)
        // A journal left by an interrupted write is replaced: the caller
        // holds the folder's lock (``locked(timeout:_:)``), so no live
        // process is using it, and the next command would have dropped it.
        _ = unlink(journal)
        let descriptor = open(journal, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CommandFailure("\(path(of: scenario)): cannot stage the text golden beside it (\(OutputFile.reason(for: directory))); nothing was changed")
        }
        defer { close(descriptor) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        do {
            try handle.write(contentsOf: text ?? Data())
            try handle.synchronize()
        } catch {
            _ = unlink(journal)
            throw CommandFailure("\(path(of: scenario)): cannot stage the text golden beside it (\(FileSystemFailure.reason(of: error))); nothing was changed")
        }
        return Staged(scenario: scenario, journal: journal, text: text)
    }

    /// Makes a staged change the text golden, once the golden store holds
    /// the change: renames the journal over the file, or removes the file
    /// and then the journal.
    func complete(_ staged: Staged) throws(CommandFailure) {
        let target = path(of: staged.scenario)
        if staged.text == nil {
            if FileKind.of(target) != .missing, unlink(target) != 0 {
                throw CommandFailure("\(target): cannot remove the text golden (\(OutputFile.reason(for: directory))); the next verify removes it")
            }
            _ = unlink(staged.journal)
        } else if rename(staged.journal, target) != 0 {
            throw CommandFailure("\(target): cannot replace the text golden (\(OutputFile.reason(for: directory))); the next verify writes it")
        }
    }

    /// Forgets a staged change whose golden store transaction failed.
    func discard(_ staged: Staged) {
        _ = unlink(staged.journal)
    }

    /// Journal files left in the folder by an interrupted write: the
    /// scenario each stages, and whether it stages a removal.
    func leftJournals() -> [(scenario: String, removal: Bool)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().compactMap { name in
            guard name.hasPrefix(".") else { return nil }
            for (suffix, removal) in [(Self.acceptingSuffix, false), (Self.removingSuffix, true)] where name.hasSuffix(suffix) {
                let scenario = String(name.dropFirst().dropLast(suffix.count))
                return Self.isScenarioName(scenario) ? (scenario, removal) : nil
            }
            return nil
        }
    }

    /// When `scenario`'s text golden was last written, or nil without one.
    func modificationDate(of scenario: String) -> Date? {
        guard FileKind.of(path(of: scenario)) == .file else { return nil }
        return (try? FileManager.default.attributesOfItem(atPath: path(of: scenario)))?[.modificationDate] as? Date
    }
}
