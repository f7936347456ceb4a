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

/// Where the rows of one column (the view before, or after, a batch) go:
/// rows stacked top to bottom, each section in a box with a header when the
/// picture shows sections.
struct ColumnLayout {
    /// A section's box.
    struct Box: Equatable {
        let section: Int
        let y: Int
        let height: Int
        /// The note the box shows in place of rows, if any.
        let note: String?
    }

    /// The column's left edge and width.
    let x: Int
    let width: Int
    /// The section boxes, top to bottom; none when not grouped.
    let boxes: [Box]
    /// The rows' left edge and width.
    let rowX: Int
    let rowWidth: Int
    /// Each row's top, per section (empty for a section whose rows are not recorded).
    let rowY: [[Int]]
    /// The note shown in place of rows, and its top: `(empty)` when the view
    /// has no sections, `(no rows)` when its only section has no rows,
    /// `(not recorded)` when the recording does not tell.
    let placeholder: (y: Int, text: String)?
    /// The top of the column.
    let top: Int
    /// Below the last row or box.
    let bottom: Int

    /// Lays out `sections` (nil: not recorded) from `top`, in boxes when `grouped`.
    ///
    /// - Complexity: O(*n*) in the number of rows.
    init(sections: [[StepPicture.Row]?]?, x: Int, top: Int, grouped: Bool) {
        typealias M = PictureMetrics
        self.x = x
        self.top = top
        width = M.columnWidth
        rowX = grouped ? x + M.sectionInset : x
        rowWidth = grouped ? M.columnWidth - 2 * M.sectionInset : M.columnWidth
        var y = top
        var boxes: [Box] = []
        var rowY: [[Int]] = []
        for (section, rows) in (sections ?? []).enumerated() {
            let boxTop = y
            if grouped { y += M.sectionHeader }
            var tops: [Int] = []
            for _ in rows ?? [] {
                tops.append(y)
                y += M.rowHeight + M.rowGap
            }
            rowY.append(tops)
            guard grouped else { continue }
            let note: String? = rows == nil ? "(rows not recorded)" : rows?.isEmpty == true ? "(no rows)" : nil
            if note != nil { y += M.rowHeight + M.rowGap }
            y += M.sectionInset - M.rowGap
            boxes.append(Box(section: section, y: boxTop, height: y - boxTop, note: note))
            y += M.sectionGap
        }
        let all = sections ?? []
        if sections == nil || all.isEmpty || (!grouped && all.allSatisfy { $0?.isEmpty ?? true }) {
            let text = sections == nil ? "(not recorded)" : all.isEmpty ? "(empty)" : all.contains { $0 == nil } ? "(rows not recorded)" : "(no rows)"
            placeholder = (top, text)
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
    func y(of position: Position) -> Int? {
        guard rowY.indices.contains(position.section),
              rowY[position.section].indices.contains(position.row) else { return nil }
        return rowY[position.section][position.row]
    }

    /// The box of section `section`, if drawn.
    func box(of section: Int) -> Box? {
        boxes.first { $0.section == section }
    }
}

extension StepPicture.Column {
    /// The rows per section, as the layout takes them.
    var layoutSections: [[StepPicture.Row]?]? {
        sections.map { $0.map(\.rows) }
    }
}

extension StepPicture.Panel {
    /// Whether the panel shows its sections as boxes: when a column has more
    /// than one, or the batch names a section.
    var isGrouped: Bool {
        let columns = [before, after].compactMap { $0 }
        return columns.contains { ($0.sections?.count ?? 0) > 1 }
            || columns.contains { $0.sections?.contains { $0.mark != nil || $0.role != .unchanged } ?? false }
            || arrows.contains(where: \.isSection)
    }
}
