import LiveCollectionsRecording
/// A batch update that UIKit would reject (rules 1-14 of
/// `docs/uikit-batch-rules.md`,
/// `NSInternalInconsistencyException` in an app), or one that would leave the
/// view showing other items than the data source holds (rule 15, ours).
public struct BatchUpdateError: Error, Hashable, CustomStringConvertible {
    /// The check that failed, numbered as in `docs/uikit-batch-rules.md`,
    /// in the order they are checked.
    public enum Rule: Int, Sendable, Hashable, CaseIterable {
        /// 1. The same index path (or section) is reloaded and deleted.
        case deleteAndReload = 1
        /// 2. A deleted section does not exist before the update.
        case deleteSectionOutOfBounds
        /// 3. A deleted item does not exist before the update.
        case deleteItemOutOfBounds
        /// 4. The source of a move is also deleted (or reloaded).
        case deleteAndMove
        /// 5. An item moves out of a deleted or reloaded section (collection view).
        case moveFromDeletedSection
        /// 6. An inserted section does not exist after the update.
        case insertSectionOutOfBounds
        /// 7. An inserted item does not exist after the update.
        case insertItemOutOfBounds
        /// 8. The destination of a move is also inserted.
        case insertAndMove
        /// 9. An item moves into an inserted or reloaded section (collection view).
        case moveIntoInsertedSection
        /// 10. A moved section does not exist before or after the update.
        case moveSectionOutOfBounds
        /// 11. A moved item does not exist before or after the update.
        case moveItemOutOfBounds
        /// 12. One source moves to two destinations, or two sources to one.
        case moveConflict
        /// 13. The section count after the update does not add up.
        case sectionCount
        /// 14. The item count of a surviving section does not add up.
        case itemCount = 14
        /// 15. Not UIKit's: after the batch the view would show (or shows)
        /// other items than the data source holds.
        case displayMismatch = 15
    }

    /// The check that failed.
    public let rule: Rule
    /// The view the wording is for.
    public let style: RecordingViewStyle
    /// UIKit's exception message, exactly; for ``Rule/displayMismatch`` our own
    /// text naming the index path, what is displayed and what the data source holds.
    public let message: String

    /// Creates an error; the recording view is the usual source.
    public init(rule: Rule, style: RecordingViewStyle, message: String) {
        self.rule = rule
        self.style = style
        self.message = message
    }

    /// `NSInternalInconsistencyException: <message>` for UIKit's rules,
    /// `display mismatch: <message>` for rule 15.
    public var description: String {
        switch rule {
        case .displayMismatch: "display mismatch: \(message)"
        default: "NSInternalInconsistencyException: \(message)"
        }
    }
}
