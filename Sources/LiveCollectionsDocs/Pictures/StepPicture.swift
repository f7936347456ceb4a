/// What one view was told during one step, batch by batch, ready to draw:
/// per batch a panel with the rows before and after it, each call of the
/// batch as marks on the rows, sections or arrows it names, and nothing
/// the view was not told. The input of the SVG picture and of the player.
public struct StepPicture: Hashable, Sendable {
    /// The view, e.g. `table` or `cell c1`.
    public let view: String
    /// One panel per recorded batch, `reloadData` or hand-off, in order.
    public let panels: [Panel]

    /// Creates a picture.
    public init(view: String, panels: [Panel]) {
        self.view = view
        self.panels = panels
    }

    /// Every mark of every panel, in drawing order.
    public var marks: [Mark] {
        panels.flatMap(\.marks)
    }
}

extension StepPicture {
    /// One recorded batch: the view before and after it, and its marks.
    public struct Panel: Hashable, Sendable {
        /// What kind of moment a panel draws.
        public enum Kind: String, Hashable, Sendable {
            /// `beginBatch` ... `endBatch` (or a rejection, or a fallback).
            case batch
            /// A `reloadData` outside any batch.
            case reloadData
            /// Row reloads handed to the reload delegate.
            case handOff
        }

        /// `batch 1`, `reloadData`, `manual reloads`...
        public let title: String
        /// What kind of moment it is.
        public let kind: Kind
        /// Virtual time the batch began, in milliseconds.
        public let at: Int
        /// Its virtual duration in milliseconds (from its recorded completion,
        /// else the view's animation time; 0 for what does not animate).
        public let duration: Int
        /// Whether ``duration`` comes from a recorded completion.
        public let completionRecorded: Bool
        /// Lines to show with the panel: notes recorded before the batch, how
        /// it ended when not applied.
        public let notes: [String]
        /// The view before the batch; nil for a hand-off (the rows do not change).
        public let before: Column?
        /// The view after the batch.
        public let after: Column
        /// Item and section moves, one arrow each.
        public let arrows: [Arrow]
        /// Marks of calls whose rows the recording cannot place (drawn as a
        /// list under the columns).
        public let unplaced: [Mark]
        /// For each row after the batch that was on screen before it (the
        /// same cell, or the cell a reload replaced), where it was.
        public let sources: [Position: Position]

        /// Every mark of the panel.
        public var marks: [Mark] {
            var marks: [Mark] = []
            for column in [before, after].compactMap({ $0 }) {
                if let mark = column.mark { marks.append(mark) }
                for section in column.sections ?? [] {
                    if let mark = section.mark { marks.append(mark) }
                    marks += (section.rows ?? []).compactMap(\.mark)
                }
            }
            return marks + arrows.map(\.mark) + unplaced
        }
    }

    /// The sections of the view at one moment.
    public struct Column: Hashable, Sendable {
        /// The sections; nil when the recording does not tell them (after a
        /// `reloadData` that more batches follow within the step).
        public let sections: [Section]?
        /// A mark on the whole view: `reloadData`, or a fallback to it.
        public let mark: Mark?
    }

    /// One section of a column.
    public struct Section: Hashable, Sendable {
        /// The section's index in its column.
        public let index: Int
        /// Its rows; nil when not recorded (a section inserted and changed again).
        public let rows: [Row]?
        /// What the batch did to the section as a whole.
        public let role: Role
        /// The call's mark, for a section the batch named.
        public let mark: Mark?
    }

    /// One displayed row.
    public struct Row: Hashable, Sendable {
        /// The item's identity, e.g. `3` or `c1`; nil when not recorded.
        public let id: String?
        /// What the cell shows; nil when not recorded (content fetched and
        /// replaced again within the step).
        public let text: String?
        /// What the batch did to the row.
        public let role: Role
        /// The call's mark, for a row the batch named.
        public let mark: Mark?
    }

    /// What a batch did to a row or section.
    public enum Role: String, Hashable, Sendable {
        /// Nothing it was told about (it may still shift with others).
        case unchanged
        /// Deleted (before) ...
        case deleted
        /// ... inserted (after).
        case inserted
        /// Reloaded: before, the row or section the call named ...
        case reloaded
        /// ... after, what it became.
        case refreshed
        /// Moved: the source before and the target after.
        case moved
        /// Leaving inside a deleted (or reloaded) section.
        case carriedOut = "carried-out"
        /// Arriving inside an inserted (or reloaded) section.
        case carriedIn = "carried-in"
        /// A row reload handed to the reload delegate.
        case handedOff = "handed-off"
    }

    /// One mark of one call: a struck row, an added section, an arrow...
    public struct Mark: Hashable, Sendable {
        /// `call-E-K`: the K-th operand (path, section or pair, from 0) of the
        /// step's event E (its index in the step's events).
        public let id: String
        /// The call's kind.
        public let kind: Kind
        /// Extra text, e.g. the carousel a row was handed to, or why a table
        /// fell back to `reloadData`.
        public let label: String?

        /// The kinds of mark, one per kind of call.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// A row `deleteItems` named (before the batch).
            case deleteItem = "delete-item"
            /// A row `insertItems` named (after the batch).
            case insertItem = "insert-item"
            /// A row `reloadItems` named (before the batch).
            case reloadItem = "reload-item"
            /// The arrow of a `moveItem`.
            case moveItem = "move-item"
            /// A section `deleteSections` named (before the batch).
            case deleteSection = "delete-section"
            /// A section `insertSections` named (after the batch).
            case insertSection = "insert-section"
            /// A section `reloadSections` named (before the batch).
            case reloadSection = "reload-section"
            /// The arrow of a `moveSection`.
            case moveSection = "move-section"
            /// A `reloadData`: the frame around the whole view.
            case reloadData = "reload-data"
            /// A table's fallback to reloading everything instead of the batch.
            case fallback = "fallback-to-reload-data"
            /// A row reload handed to the reload delegate.
            case handOff = "hand-off"
        }

        /// The mark of operand `operand` of event `event`.
        init(event: Int, operand: Int, kind: Kind, label: String? = nil) {
            id = "call-\(event)-\(operand)"
            self.kind = kind
            self.label = label
        }
    }

    /// An arrow from a row (or section) before to a row (or section) after.
    public struct Arrow: Hashable, Sendable {
        /// From, before the batch (row ignored for a section).
        public let from: Position
        /// To, after the batch.
        public let to: Position
        /// Whether a whole section moved.
        public let isSection: Bool
        /// The `moveItem` or `moveSection` mark.
        public let mark: Mark
    }
}

/// An item as the recording stores it: `id` or `id(content)`.
struct Item: Hashable {
    let id: String
    let text: String

    init(_ stored: String) {
        if stored.hasSuffix(")"), let open = stored.firstIndex(of: "(") {
            id = String(stored[..<open])
            text = String(stored[stored.index(after: open)..<stored.index(before: stored.endIndex)])
        } else {
            id = stored
            text = stored
        }
    }
}
