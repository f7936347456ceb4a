import Foundation
import LiveCollections
import LiveCollectionsRecording

/// UIKit's exception texts, one builder per rule form, in the wording of a
/// style ("row"/"table view" or "item"/"collection view"). The rules are
/// numbered as in `docs/uikit-batch-rules.md`.
///
/// Index paths (`%@` in UIKit's format strings) are written as the event log
/// writes them, `[0, 3]` (``RecordedEvent``), not as `NSIndexPath` describes
/// itself; the rest of each text is UIKit's.
extension BatchUpdateError {
    // MARK: Rule 1

    static func deleteAndReload(_ path: IndexPath, _ style: RecordingViewStyle) -> Self {
        Self(rule: .deleteAndReload, style: style, message: "attempt to delete and reload the same index path (\(path.listText))")
    }

    static func deleteAndReload(section: Int, _ style: RecordingViewStyle) -> Self {
        Self(rule: .deleteAndReload, style: style, message: "attempt to delete and reload the same section (\(section))")
    }

    // MARK: Rules 2 and 3

    static func deleteSection(_ section: Int, sectionsBefore: Int, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .deleteSectionOutOfBounds, style: style,
            message: "attempt to delete section \(section), but there are only \(sectionsBefore) sections before the update"
        )
    }

    static func deleteItem(_ path: IndexPath, sectionsBefore: Int, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .deleteItemOutOfBounds, style: style,
            message: "attempt to delete \(style.itemWord) \(path.checkedItemIndex) from section \(path.checkedSectionIndex), "
                + "but there are only \(sectionsBefore) sections before the update"
        )
    }

    static func deleteItem(_ path: IndexPath, itemsBefore: Int, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .deleteItemOutOfBounds, style: style,
            message: "attempt to delete \(style.itemWord) \(path.checkedItemIndex) from section \(path.checkedSectionIndex) "
                + "which only contains \(itemsBefore) \(style.itemsWord) before the update"
        )
    }

    // MARK: Rules 4 and 5

    static func deleteAndMove(_ path: IndexPath, _ style: RecordingViewStyle) -> Self {
        Self(rule: .deleteAndMove, style: style, message: "attempt to perform a delete and a move from the same index path (\(path.listText))")
    }

    static func deleteAndMove(section: Int, _ style: RecordingViewStyle) -> Self {
        Self(rule: .deleteAndMove, style: style, message: "attempt to perform a delete and a move from the same section (\(section))")
    }

    /// Rule 5's text; for the table view it is the reason logged with the reload fallback.
    static func moveFromDeletedSection(_ section: Int, _ style: RecordingViewStyle) -> Self {
        let what = style == .table ? "a row" : "an item"
        return Self(rule: .moveFromDeletedSection, style: style, message: "cannot move \(what) from a deleted section (\(section))")
    }

    // MARK: Rules 6 and 7

    static func insertSection(_ section: Int, sectionsAfter: Int, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .insertSectionOutOfBounds, style: style,
            message: "attempt to insert section \(section) but there are only \(sectionsAfter) sections after the update"
        )
    }

    static func insertItem(_ path: IndexPath, sectionsAfter: Int, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .insertItemOutOfBounds, style: style,
            message: "attempt to insert \(style.itemWord) \(path.checkedItemIndex) into section \(path.checkedSectionIndex), "
                + "but there are only \(sectionsAfter) sections after the update"
        )
    }

    static func insertItem(_ path: IndexPath, itemsAfter: Int, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .insertItemOutOfBounds, style: style,
            message: "attempt to insert \(style.itemWord) \(path.checkedItemIndex) into section \(path.checkedSectionIndex), "
                + "but there are only \(itemsAfter) \(style.itemsWord) in section \(path.checkedSectionIndex) after the update"
        )
    }

    // MARK: Rules 8 and 9

    static func insertAndMove(_ path: IndexPath, _ style: RecordingViewStyle) -> Self {
        Self(rule: .insertAndMove, style: style, message: "attempt to perform an insert and a move to the same index path (\(path.listText))")
    }

    static func insertAndMove(section: Int, _ style: RecordingViewStyle) -> Self {
        Self(rule: .insertAndMove, style: style, message: "attempt to perform an insert and a move to the same section (\(section))")
    }

    /// Rule 9's text; for the table view it is the reason logged with the reload fallback.
    static func moveIntoInsertedSection(_ section: Int, _ style: RecordingViewStyle) -> Self {
        let what = style == .table ? "a row" : "an item"
        return Self(rule: .moveIntoInsertedSection, style: style, message: "cannot move \(what) into a newly inserted section (\(section))")
    }

    // MARK: Rules 10 and 11

    static func moveSection(_ section: Int, sectionsBefore: Int, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .moveSectionOutOfBounds, style: style,
            message: "attempt to move section \(section), but there are only \(sectionsBefore) sections before the update"
        )
    }

    static func moveSection(_ section: Int, to destination: Int, sectionsAfter: Int, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .moveSectionOutOfBounds, style: style,
            message: "attempt to to move section \(section) to section \(destination), "
                + "but there are only \(sectionsAfter) sections after the update"
        )
    }

    static func moveItem(_ source: IndexPath, sectionsBefore: Int, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .moveItemOutOfBounds, style: style,
            message: "attempt to move index path (\(source.listText)) that does not exist - "
                + "there are only \(sectionsBefore) sections before the update"
        )
    }

    static func moveItem(_ source: IndexPath, itemsBefore: Int, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .moveItemOutOfBounds, style: style,
            message: "attempt to move index path (\(source.listText)) that does not exist - "
                + "there are only \(itemsBefore) \(style.itemsWord) in section \(source.checkedSectionIndex) before the update"
        )
    }

    static func moveItem(_ source: IndexPath, to destination: IndexPath, sectionsAfter: Int, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .moveItemOutOfBounds, style: style,
            message: "attempt to move index path (\(source.listText)) to index path (\(destination.listText)) that does not exist - "
                + "there are only \(sectionsAfter) sections after the update"
        )
    }

    static func moveItem(_ source: IndexPath, to destination: IndexPath, itemsAfter: Int, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .moveItemOutOfBounds, style: style,
            message: "attempt to move index path (\(source.listText)) to index path (\(destination.listText)) that does not exist - "
                + "there are only \(itemsAfter) \(style.itemsWord) in section \(destination.checkedSectionIndex) after the update"
        )
    }

    // MARK: Rule 12

    static func moveToBoth(_ source: IndexPath, _ first: IndexPath, _ second: IndexPath, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .moveConflict, style: style,
            message: "attempt to move \(style.itemWord) at index path \(source.listText) to both \(first.listText) and \(second.listText)"
        )
    }

    static func moveBoth(_ first: IndexPath, _ second: IndexPath, to destination: IndexPath, _ style: RecordingViewStyle) -> Self {
        Self(
            rule: .moveConflict, style: style,
            message: "attempt to move both \(style.itemWord) at index path \(first.listText) and \(second.listText) to \(destination.listText)"
        )
    }

    static func moveSectionToBoth(_ source: Int, _ first: Int, _ second: Int, _ style: RecordingViewStyle) -> Self {
        Self(rule: .moveConflict, style: style, message: "attempt to move section \(source) to both \(first) and \(second)")
    }

    static func moveBothSections(_ first: Int, _ second: Int, to destination: Int, _ style: RecordingViewStyle) -> Self {
        Self(rule: .moveConflict, style: style, message: "attempt to move both section \(first) and \(second) to \(destination)")
    }

    // MARK: Rules 13 and 14

    static func sectionCount(after: Int, before: Int, inserted: Int, deleted: Int, _ style: RecordingViewStyle) -> Self {
        let view = style.viewName
        return Self(
            rule: .sectionCount, style: style,
            message: "Invalid update: invalid number of sections.  The number of sections contained in the \(view) "
                + "after the update (\(after)) must be equal to the number of sections contained in the \(view) "
                + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        )
    }

    static func itemCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int,
        _ style: RecordingViewStyle
    ) -> Self {
        let items = style.itemsWord
        return Self(
            rule: .itemCount, style: style,
            message: "Invalid update: invalid number of \(items) in section \(section).  "
                + "The number of \(items) contained in an existing section after the update (\(after)) must be equal to "
                + "the number of \(items) contained in that section before the update (\(before)), plus or minus the number of "
                + "\(items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus "
                + "the number of \(items) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        )
    }
}
