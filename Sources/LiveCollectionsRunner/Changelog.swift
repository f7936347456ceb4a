import Foundation

/// The package's `CHANGELOG.md`, in the Keep a Changelog form: a
/// `## [VERSION] - DATE` heading per release, newest first, its changes
/// under `### Added`, `### Changed`, ... as `- ` items. `verify` reads it to
/// say what changed between the version that recorded a golden and the one
/// verifying it.
struct Changelog: Hashable, Sendable {
    /// One release.
    struct Release: Hashable, Sendable {
        /// Its version, `0.2.0`.
        let version: String
        /// Its date, `2026-11-29`.
        let date: String
        /// Its items, each with its section: `Changed: the ... (golden text)`.
        let changes: [String]
    }

    /// The releases, newest first, as the file lists them.
    let releases: [Release]

    /// Reads a changelog's text. `## [Unreleased]` and lines outside a
    /// release are skipped; an item's wrapped lines are joined into one.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    init(text: String) {
        var releases: [Release] = []
        var current: (version: String, date: String)?
        var section = ""
        var changes: [String] = []
        func close() {
            if let current { releases.append(Release(version: current.version, date: current.date, changes: changes)) }
            changes = []
            section = ""
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("## ") {
                close()
                current = Self.heading(line)
            } else if line.hasPrefix("### ") {
                section = String(line.dropFirst(4))
            } else if line.hasPrefix("- "), current != nil {
                changes.append((section.isEmpty ? "" : section + ": ") + line.dropFirst(2))
            } else if !line.isEmpty, current != nil, raw.hasPrefix("  "), let last = changes.popLast() {
                changes.append(last + " " + line)
            }
        }
        close()
        self.releases = releases
    }

    /// `## [0.2.0] - 2026-11-29` as its version and date; nil for another
    /// heading (`## [Unreleased]`).
    private static func heading(_ line: String) -> (version: String, date: String)? {
        guard let open = line.firstIndex(of: "["), let close = line.firstIndex(of: "]"), open < close else { return nil }
        let version = String(line[line.index(after: open)..<close])
        guard SemanticVersion(version) != nil else { return nil }
        let rest = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
        return (version, rest.hasPrefix("- ") ? String(rest.dropFirst(2)) : rest)
    }

    /// The releases after `older` up to and including `newer`, newest
    /// first: what changed from one to the other. Empty when either is not
    /// a semantic version or `older` is not older.
    func releases(after older: String, through newer: String) -> [Release] {
        guard let low = SemanticVersion(older), let high = SemanticVersion(newer), low < high else { return [] }
        return releases.filter { release in
            SemanticVersion(release.version).map { low < $0 && $0 <= high } ?? false
        }
    }

    /// The changelog of the checkout the running tool was built from; nil
    /// when the tool no longer sits in its checkout (then `verify` names the
    /// versions only).
    static func ofThisPackage() -> Changelog? {
        let file = PackageVersion.checkout.appendingPathComponent("CHANGELOG.md")
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return Changelog(text: String(decoding: data, as: UTF8.self))
    }
}

/// A `MAJOR.MINOR.PATCH` version, ordered as semantic versioning orders
/// them (pre-release and build suffixes are not used by this package).
struct SemanticVersion: Comparable, Hashable, Sendable {
    let major: Int, minor: Int, patch: Int

    /// `text` read as `MAJOR.MINOR.PATCH`, or nil.
    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let major = parts[0], let minor = parts[1], let patch = parts[2], major >= 0, minor >= 0, patch >= 0 else { return nil }
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
