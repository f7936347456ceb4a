import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

// Rules (1-15) and normalisations (N1-N3) are numbered as in
// docs/uikit-batch-rules.md.

/// Rules 10-12: move bounds and move conflicts.
@Suite("Batch update rules 10-12 (moves)")
struct BatchUpdateMoveRuleTests {
    @Test("rule 10: moved section does not exist before the update", arguments: bothStyles)
    func moveSectionSourceOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        f.expectRejection(.moveSectionOutOfBounds, "attempt to move section 2, but there are only 2 sections before the update") {
            f.view.moveSection(2, toSection: 0)
        }
    }

    @Test("rule 10: moved section's destination does not exist after the update", arguments: bothStyles)
    func moveSectionTargetOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        f.expectRejection(
            .moveSectionOutOfBounds, "attempt to to move section 0 to section 2, but there are only 2 sections after the update"
        ) {
            f.set("c d", "a b")
            f.view.moveSection(0, toSection: 2)
        }
    }

    @Test("rule 11: source section does not exist before the update", arguments: bothStyles)
    func moveItemSourceSectionOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        f.expectRejection(
            .moveItemOutOfBounds,
            "attempt to move index path ([3, 0]) that does not exist - there are only 2 sections before the update"
        ) {
            f.view.moveCell(path(3, 0), path(0, 0))
        }
    }

    @Test("rule 11: source item does not exist before the update", arguments: bothStyles)
    func moveItemSourceOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        let expected = switch style {
        case .table:
            "attempt to move index path ([0, 6]) that does not exist - there are only 6 rows in section 0 before the update"
        case .collection:
            "attempt to move index path ([0, 6]) that does not exist - there are only 6 items in section 0 before the update"
        }
        f.expectRejection(.moveItemOutOfBounds, expected) {
            f.view.moveCell(path(0, 6), path(0, 0))
        }
    }

    @Test("rule 11: destination section does not exist after the update", arguments: bothStyles)
    func moveItemTargetSectionOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        f.expectRejection(
            .moveItemOutOfBounds,
            "attempt to move index path ([0, 0]) to index path ([2, 0]) "
                + "that does not exist - there are only 2 sections after the update"
        ) {
            f.view.moveCell(path(0, 0), path(2, 0))
        }
    }

    @Test("rule 11: destination item does not exist after the update", arguments: bothStyles)
    func moveItemTargetOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        let expected = switch style {
        case .table:
            "attempt to move index path ([0, 0]) to index path ([0, 6]) "
                + "that does not exist - there are only 6 rows in section 0 after the update"
        case .collection:
            "attempt to move index path ([0, 0]) to index path ([0, 6]) "
                + "that does not exist - there are only 6 items in section 0 after the update"
        }
        f.expectRejection(.moveItemOutOfBounds, expected) {
            f.view.moveCell(path(0, 0), path(0, 6))
        }
    }

    @Test("rule 12: one item moved to two destinations", arguments: bothStyles)
    func moveItemToBoth(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        let expected = switch style {
        case .table:
            "attempt to move row at index path [0, 0] to both [0, 1] and [0, 2]"
        case .collection:
            "attempt to move item at index path [0, 0] to both [0, 1] and [0, 2]"
        }
        f.expectRejection(.moveConflict, expected) {
            f.view.moveCell(path(0, 0), path(0, 2))
            f.view.moveCell(path(0, 0), path(0, 1))
        }
    }

    @Test("rule 12: two items moved to one destination", arguments: bothStyles)
    func moveBothItems(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        let expected = switch style {
        case .table:
            "attempt to move both row at index path [0, 0] and [0, 1] to [0, 2]"
        case .collection:
            "attempt to move both item at index path [0, 0] and [0, 1] to [0, 2]"
        }
        f.expectRejection(.moveConflict, expected) {
            f.view.moveCell(path(0, 1), path(0, 2))
            f.view.moveCell(path(0, 0), path(0, 2))
        }
    }

    @Test("rule 12: one section moved to two destinations", arguments: bothStyles)
    func moveSectionToBoth(style: RecordingViewStyle) {
        let f = Fixture(style, "a", "b", "c")
        f.expectRejection(.moveConflict, "attempt to move section 0 to both 1 and 2") {
            f.view.moveSection(0, toSection: 2)
            f.view.moveSection(0, toSection: 1)
        }
    }

    @Test("rule 12: two sections moved to one destination", arguments: bothStyles)
    func moveBothSections(style: RecordingViewStyle) {
        let f = Fixture(style, "a", "b", "c")
        f.expectRejection(.moveConflict, "attempt to move both section 0 and 1 to 2") {
            f.view.moveSection(1, toSection: 2)
            f.view.moveSection(0, toSection: 2)
        }
    }
}
