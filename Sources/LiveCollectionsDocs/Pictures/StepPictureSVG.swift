/// Draws a ``StepPicture`` as a standalone SVG 1.1 document: the view before
/// the step on the left, after it on the right, each row tinted by what
/// happened to it (deleted red, inserted green, reloaded amber, unchanged
/// grey), moved rows outlined in blue with an arrow from where they were to
/// where they went, a title at the top and a legend at the bottom.
///
/// The document is plain data: integer coordinates, no script, no dates, ids
/// and classes derived from positions (`before-0-2`, `class="row deleted"`),
/// so the same picture always gives the same bytes.
public enum StepPictureSVG {
    private typealias M = PictureMetrics
    private typealias P = PicturePalette

    private static let columnGap = 88
    private static let width = 2 * M.margin + 2 * M.columnWidth + columnGap
    private static let titleSize = 17
    private static let columnsTop = 92

    /// The SVG document showing `picture` under `title`.
    ///
    /// - Complexity: O(*n*) in the number of rows and the length of the texts.
    public static func render(_ picture: StepPicture, title: String) -> String {
        let beforeX = M.margin
        let afterX = M.margin + M.columnWidth + columnGap
        let grouped = picture.isGrouped
        let before = ColumnLayout(sections: picture.before, x: beforeX, top: columnsTop, grouped: grouped)
        let after = ColumnLayout(sections: picture.after, x: afterX, top: columnsTop, grouped: grouped)
        let legendTop = max(before.bottom, after.bottom) + 24
        let height = legendTop + 14 + M.margin

        var svg = SVGWriter()
        svg.raw(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        svg.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"),
            ("width", "\(width)"), ("height", "\(height)"), ("viewBox", "0 0 \(width) \(height)"),
            ("font-family", P.fontFamily), ("font-size", "\(M.fontSize)"), ("fill", P.text),
        ])
        svg.text("title", [], title)
        defs(&svg)
        svg.empty("rect", [("class", "background"), ("width", "\(width)"), ("height", "\(height)"), ("rx", "8"), ("fill", P.background)])
        header(&svg, title: title, view: picture.view, beforeX: beforeX, afterX: afterX)
        column(&svg, name: "before", rows: picture.before, layout: before)
        column(&svg, name: "after", rows: picture.after, layout: after)
        arrows(&svg, moves: picture.moves, before: before, after: after)
        legend(&svg, top: legendTop)
        svg.close("svg")
        return svg.markup
    }

    /// The arrowhead the move arrows end with.
    private static func defs(_ svg: inout SVGWriter) {
        svg.open("defs")
        svg.open("marker", [
            ("id", "arrowhead"), ("viewBox", "0 0 10 10"), ("refX", "9"), ("refY", "5"),
            ("markerWidth", "9"), ("markerHeight", "9"), ("markerUnits", "userSpaceOnUse"), ("orient", "auto"),
        ])
        svg.empty("path", [("d", "M 0 0 L 10 5 L 0 10 z"), ("fill", P.moveBlue)])
        svg.close("marker")
        svg.close("defs")
    }

    /// The title, the view's name, and the column headings.
    private static func header(_ svg: inout SVGWriter, title: String, view: String, beforeX: Int, afterX: Int) {
        let room = width - 2 * M.margin
        // Bold text runs wider than the estimate for regular text.
        let shown = TextFitting.truncate(title, toWidth: room * 9 / 10, fontSize: titleSize)
        svg.text("text", [("class", "title"), ("x", "\(M.margin)"), ("y", "\(M.margin + 16)"), ("font-size", "\(titleSize)"), ("font-weight", "bold")], shown)
        let viewName = TextFitting.truncate("view: \(view)", toWidth: room, fontSize: M.fontSize)
        svg.text("text", [("class", "view"), ("x", "\(M.margin)"), ("y", "\(M.margin + 38)"), ("fill", P.muted)], viewName)
        for (name, x) in [("before", beforeX), ("after", afterX)] {
            svg.text("text", [
                ("class", "heading"), ("x", "\(x)"), ("y", "\(columnsTop - 10)"), ("font-size", "\(M.smallFontSize)"),
                ("font-weight", "bold"), ("letter-spacing", "1"), ("fill", P.muted),
            ], name.uppercased())
        }
    }

    /// One side of the step: its section boxes and rows, or a placeholder.
    private static func column(_ svg: inout SVGWriter, name: String, rows: [[StepPicture.Row]], layout: ColumnLayout) {
        svg.open("g", [("class", "column \(name)")])
        if let placeholder = layout.placeholder {
            svg.placeholder(placeholder.text, x: layout.rowX, y: placeholder.y, width: layout.rowWidth)
        }
        for box in layout.boxes {
            svg.open("g", [("class", "section"), ("id", "\(name)-section-\(box.section)")])
            svg.sectionBox(box, x: layout.x, width: layout.width)
            svg.close("g")
        }
        for (section, sectionRows) in rows.enumerated() {
            for (index, row) in sectionRows.enumerated() {
                let style = RowStyle(row.change)
                svg.open("g", [("class", style.className), ("id", "\(name)-\(section)-\(index)")])
                svg.rowContent(row, style: style, x: layout.rowX, y: layout.rowY[section][index], width: layout.rowWidth)
                svg.close("g")
            }
        }
        svg.close("g")
    }

    /// One arrow per move, from the row's right edge before to its left edge after.
    private static func arrows(_ svg: inout SVGWriter, moves: [StepPicture.Move], before: ColumnLayout, after: ColumnLayout) {
        guard !moves.isEmpty else { return }
        svg.open("g", [("class", "moves"), ("fill", "none"), ("stroke", P.moveBlue), ("stroke-width", "2")])
        for (index, move) in moves.enumerated() {
            guard let fromY = before.y(of: move.from), let toY = after.y(of: move.to) else { continue }
            let x1 = before.rowX + before.rowWidth + 3
            let x2 = after.rowX - 4
            let y1 = fromY + M.rowHeight / 2
            let y2 = toY + M.rowHeight / 2
            let bend = (x2 - x1) / 2
            svg.empty("path", [
                ("class", "arrow"), ("id", "move-\(index)"),
                ("d", "M \(x1) \(y1) C \(x1 + bend) \(y1) \(x2 - bend) \(y2) \(x2) \(y2)"),
                ("marker-end", "url(#arrowhead)"),
            ])
        }
        svg.close("g")
    }

    /// Swatches for the four kinds of change.
    private static func legend(_ svg: inout SVGWriter, top: Int) {
        svg.open("g", [("class", "legend"), ("font-size", "\(M.smallFontSize + 1)"), ("fill", P.muted)])
        var x = M.margin
        for (label, style) in [("deleted", RowStyle.deleted), ("inserted", .inserted), ("reloaded", .reloaded), ("moved", .moved)] {
            svg.empty("rect", [
                ("x", "\(x)"), ("y", "\(top)"), ("width", "14"), ("height", "14"), ("rx", "3"),
                ("fill", style.fill), ("stroke", style.stroke), ("stroke-width", "\(style.strokeWidth)"),
            ])
            svg.text("text", [("x", "\(x + 20)"), ("y", "\(top + 11)")], label)
            x += 20 + TextFitting.width(label, fontSize: M.smallFontSize + 1) + 18
        }
        svg.close("g")
    }
}
