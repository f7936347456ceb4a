import Foundation

extension GeneratedFolder {
    /// The new contents of a ``GeneratedFolder``, written file by file into
    /// a temporary sibling as they are made, so a command holds one file at
    /// a time instead of the whole folder; ``finish()`` lists them in the
    /// marker and puts the sibling in the folder's place. Until then the old
    /// folder is untouched: a failure (``abandon()``, or letting go of an
    /// unfinished replacement) or an interruption leaves it whole, and the
    /// next run removes the sibling (its marker says it is the tool's, and no
    /// running process holds it locked).
    public final class Replacement {
        /// The folder being replaced.
        public let folder: GeneratedFolder
        private let temporary: URL
        private var marker: MarkerLock?
        /// The files written so far, relative to the folder.
        public private(set) var written: Set<String> = []
        private var state = State.writing

        private enum State {
            case writing, finished, abandoned
        }

        /// Starts replacing `folder`: checks it may be replaced, removes
        /// siblings an interrupted run left, makes the temporary sibling and
        /// locks its marker (which lists no file until ``finish()``).
        init(_ folder: GeneratedFolder) throws(CommandFailure) {
            self.folder = folder
            try folder.check()
            folder.removeLeftovers()
            let parent = folder.url.deletingLastPathComponent()
            temporary = parent.appendingPathComponent(folder.siblingName("partial"))
            let markerPath = temporary.appendingPathComponent(GeneratedFolder.markerName).path
            do {
                try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
                try folder.markerContents(listing: []).write(to: URL(fileURLWithPath: markerPath))
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                throw folder.writeFailure()
            }
            marker = MarkerLock(path: markerPath, wait: true, writable: true)
            guard marker != nil else {
                try? FileManager.default.removeItem(at: temporary)
                throw folder.writeFailure()
            }
        }

        /// Writes `data` as the file `relative` (a plain path inside the
        /// folder, not the marker's, written once), making its folders.
        ///
        /// - Throws: ``CommandFailure`` for a path outside the folder or
        ///   written twice, or a file that cannot be written; the
        ///   replacement is then abandoned and the old folder left as it was.
        public func write(_ relative: String, _ data: Data) throws(CommandFailure) {
            guard state == .writing else { throw stopped() }
            guard FileKind.isContained(relative), relative != GeneratedFolder.markerName else {
                abandon()
                throw CommandFailure(
                    "\(folder.path): `\(folder.generator)` would write \"\(relative)\", which is not a plain path inside the folder; the old folder is unchanged")
            }
            guard written.insert(relative).inserted else {
                abandon()
                throw CommandFailure("\(folder.path): `\(folder.generator)` would write \"\(relative)\" twice; the old folder is unchanged")
            }
            let file = temporary.appendingPathComponent(relative)
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            } catch {
                abandon()
                throw folder.writeFailure()
            }
        }

        /// Lists the files written in the marker and puts the new folder in
        /// the old one's place (see ``GeneratedFolder``).
        ///
        /// - Throws: ``CommandFailure`` when the marker cannot be written or
        ///   the folders swapped, or the replacement was abandoned or
        ///   finished before; the old folder is then left as it was.
        public func finish() throws(CommandFailure) {
            guard state == .writing else { throw stopped() }
            guard marker?.rewrite(with: folder.markerContents(listing: Array(written))) == true else {
                abandon()
                throw folder.writeFailure()
            }
            state = .finished
            defer { release() }
            try folder.swap(in: temporary)
        }

        /// Removes what was written; the old folder stays as it was.
        public func abandon() {
            guard state == .writing else { return }
            state = .abandoned
            try? FileManager.default.removeItem(at: temporary)
            release()
        }

        /// The failure of using a replacement that is finished or abandoned.
        private func stopped() -> CommandFailure {
            state == .finished
                ? CommandFailure("\(folder.path): `\(folder.generator)` is done writing the folder; start another replacement")
                : CommandFailure("\(folder.path): `\(folder.generator)` stopped writing the folder after an error; the old folder is unchanged")
        }

        private func release() {
            marker?.release()
            marker = nil
        }

        deinit { abandon() }
    }

    /// Starts replacing the folder file by file (``Replacement``).
    ///
    /// - Throws: ``CommandFailure`` when the folder is not the tool's to
    ///   replace, or the temporary folder cannot be made.
    public func replacement() throws(CommandFailure) -> Replacement {
        try Replacement(self)
    }

    /// The failure of writing the new contents: the old folder is unchanged.
    fileprivate func writeFailure() -> CommandFailure {
        CommandFailure("\(path): cannot write the generated folder (\(OutputFile.reason(for: Self.folderNaming(path)))); the old folder is unchanged")
    }
}
