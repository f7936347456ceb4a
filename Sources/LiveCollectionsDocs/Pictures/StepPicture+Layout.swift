/// The sizes, in pixels, shared by the SVG picture and the HTML player.
enum PictureMetrics {
    static let margin = 16
    static let columnWidth = 220
    static let rowHeight = 26
    static let rowGap = 6
    static let rowRadius = 6
    static let sectionHeader = 22
    static let sectionInset = 8
    static let sectionGap = 10
    static let fontSize = 13
    static let smallFontSize = 11
    /// From a row's top to its text baseline.
    static let baseline = 18
}

/// Where the rows of one column (the view before, or after, the step) go:
/// rows stacked top to bottom, each section in a box with a header when the
/// view has more than one section.
struct ColumnLayout {
    /// A section's box.
    struct Box: Equatable {
        let section: Int
        let y: Int
        let height: Int
        /// The section has no rows: the box shows a `(no rows)` note.
        let isEmpty: Bool
    }

    /// The column's left edge and width.
    let x: Int
    let width: Int
    /// The section boxes, top to bottom; none when not grouped.
    let boxes: [Box]
    /// The rows' left edge and width.
    let rowX: Int
    let rowWidth: Int
    /// Each row's top, per section.
    let rowY: [[Int]]
    /// The note shown in place of rows, and its top: `(empty)` when the view
    /// has no sections, `(no rows)` when its only section has no rows.
    let placeholder: (y: Int, text: String)?
    /// Below the last row or box.
    let bottom: Int

    /// Lays out `sections` from `top`, in boxes when `grouped`.
    ///
    /// - Complexity: O(*n*) in the number of rows.
    init(sections: [[StepPicture.Row]], x: Int, top: Int, grouped: Bool) {
        typealias M = PictureMetrics
        self.x = x
        width = M.columnWidth
        rowX = grouped ? x + M.sectionInset : x
        rowWidth = grouped ? M.columnWidth - 2 * M.sectionInset : M.columnWidth
        var y = top
        var boxes: [Box] = []
        var rowY: [[Int]] = []
        for (section, rows) in sections.enumerated() {
            let boxTop = y
            if grouped { y += M.sectionHeader }
            var tops: [Int] = []
            for _ in rows {
                tops.append(y)
                y += M.rowHeight + M.rowGap
            }
            rowY.append(tops)
            guard grouped else { continue }
            if rows.isEmpty { y += M.rowHeight + M.rowGap }
            y += M.sectionInset - M.rowGap
            boxes.append(Box(section: section, y: boxTop, height: y - boxTop, isEmpty: rows.isEmpty))
            y += M.sectionGap
        }
        if sections.isEmpty || (!grouped && sections.allSatisfy(\.isEmpty)) {
            placeholder = (top, sections.isEmpty ? "(empty)" : "(no rows)")
            y = top + M.rowHeight
        } else {
            placeholder = nil
            y -= grouped ? M.sectionGap : M.rowGap
        }
        self.boxes = boxes
        self.rowY = rowY
        bottom = max(y, top)
    }

    /// The top of the row at `position`, if the column has it.
    func y(of position: StepPicture.Position) -> Int? {
        guard rowY.indices.contains(position.section),
              rowY[position.section].indices.contains(position.row) else { return nil }
        return rowY[position.section][position.row]
    }
}

extension StepPicture {
    /// Whether the picture shows its sections as boxes: when either side has
    /// more than one.
    var isGrouped: Bool {
        max(before.count, after.count) > 1
    }

    /// For each row after the step that was there before, where it was: from
    /// `moves` for moved rows, by identity within its section for the others.
    ///
    /// - Complexity: O(*n*) in the number of rows. With a repeated identity in
    ///   a section, rows are paired in order.
    var sources: [Position: Position] {
        var sources: [Position: Position] = [:]
        var moved: Set<Position> = []
        for move in moves {
            sources[move.to] = move.from
            moved.insert(move.from)
        }
        struct Key: Hashable { let section: Int; let id: String }
        var staying: [Key: [Position]] = [:]
        for (section, rows) in before.enumerated() {
            for (row, item) in rows.enumerated() where item.change != .deleted {
                let position = Position(section: section, row: row)
                if !moved.contains(position) { staying[Key(section: section, id: item.id), default: []].append(position) }
            }
        }
        for (section, rows) in after.enumerated() {
            for (row, item) in rows.enumerated() where item.change != .inserted {
                let position = Position(section: section, row: row)
                let key = Key(section: section, id: item.id)
                guard sources[position] == nil, let source = staying[key]?.first else { continue }
                staying[key]?.removeFirst()
                sources[position] = source
            }
        }
        return sources
    }
}
