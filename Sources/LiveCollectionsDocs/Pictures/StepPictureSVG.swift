/// Draws a ``StepPicture`` as a standalone SVG 1.1 document: one panel per
/// recorded batch, top to bottom, each with the view before the batch on
/// the left and after it on the right, and every call of the batch as marks:
/// deleted rows red, inserted rows green, reloaded rows amber (what they
/// became dashed amber), one blue arrow per `moveItem`; deleted sections
/// struck red, inserted ones green, reloaded ones amber, one arrow per
/// `moveSection`; rows that leave or arrive with their section dashed;
/// hand-offs violet; a `reloadData` or a fallback to it as a frame around
/// the whole view. Rows nothing was told about are grey, without arrows,
/// even where they shift.
///
/// Every mark is an element with the classes `mark` and its kind
/// (`mark delete-item`, `mark move-section`...) and the id `call-E-K` of the
/// recorded event E and operand K it draws, so a test can read the marks
/// back and compare them with the recording one to one. The document is
/// plain data: integer coordinates, no script, no dates.
public enum StepPictureSVG {
    private typealias M = PictureMetrics
    private typealias P = PicturePalette

    static let columnGap = 88
    static let width = 2 * M.margin + 2 * M.columnWidth + columnGap
    private static let titleSize = 17
    private static let panelsTop = 64

    /// The SVG document showing `picture` under `title`.
    ///
    /// - Complexity: O(*n*) in the number of rows and the length of the texts.
    public static func render(_ picture: StepPicture, title: String) -> String {
        var body = SVGWriter(depth: 1)
        var y = panelsTop
        for (index, panel) in picture.panels.enumerated() {
            y = Self.panel(&body, panel, number: index + 1, top: y) + 20
        }
        if picture.panels.isEmpty {
            body.note("(no calls)", x: M.margin, y: y, width: width - 2 * M.margin)
            y += M.rowHeight + 20
        }
        let legendTop = y + 4
        let height = legendTop + 14 + 20 + M.margin

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
        header(&svg, title: title, view: picture.view)
        for line in body.lines { svg.raw(line.dropFirst(2).description) }
        legend(&svg, top: legendTop)
        svg.close("svg")
        return svg.markup
    }

    /// The arrowheads of the move arrows.
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

    /// The title and the view's name.
    private static func header(_ svg: inout SVGWriter, title: String, view: String) {
        let room = width - 2 * M.margin
        // Bold text runs wider than the estimate for regular text.
        let shown = TextFitting.truncate(title, toWidth: room * 9 / 10, fontSize: titleSize)
        svg.text("text", [("class", "title"), ("x", "\(M.margin)"), ("y", "\(M.margin + 16)"), ("font-size", "\(titleSize)"), ("font-weight", "bold")], shown)
        let viewName = TextFitting.truncate("view: \(view)", toWidth: room, fontSize: M.fontSize)
        svg.text("text", [("class", "view"), ("x", "\(M.margin)"), ("y", "\(M.margin + 38)"), ("fill", P.muted)], viewName)
    }

    /// The heading of a panel: `batch 1 · 1000 ms · animated for 300 ms`
    /// (the length only when its completion was recorded).
    static func heading(of panel: StepPicture.Panel) -> String {
        panel.title + " · \(panel.at) ms" + (panel.completionRecorded && panel.duration > 0 ? " · animated for \(panel.duration) ms" : "")
    }

    /// One panel from `top`; returns its bottom.
    private static func panel(_ svg: inout SVGWriter, _ panel: StepPicture.Panel, number: Int, top: Int) -> Int {
        let beforeX = M.margin
        let afterX = M.margin + M.columnWidth + columnGap
        svg.open("g", [("class", "panel \(panel.kind.rawValue)"), ("id", "panel-\(number)")])
        svg.empty("line", [("x1", "\(M.margin)"), ("y1", "\(top)"), ("x2", "\(width - M.margin)"), ("y2", "\(top)"), ("stroke", P.sectionStroke)])
        var y = top + 20
        svg.text("text", [("class", "panel-title"), ("x", "\(M.margin)"), ("y", "\(y)"), ("font-weight", "bold")], heading(of: panel))
        for note in panel.notes {
            y += 16
            svg.text("text", [("class", "panel-note"), ("x", "\(M.margin)"), ("y", "\(y)"), ("font-size", "\(M.smallFontSize)"), ("fill", P.muted)],
                     TextFitting.truncate(note, toWidth: width - 2 * M.margin, fontSize: M.smallFontSize))
        }
        let headingY = y + 22
        let columnsTop = headingY + 10
        let grouped = panel.isGrouped
        let after = ColumnLayout(sections: panel.after.layoutSections, x: panel.before == nil ? beforeX : afterX, top: columnsTop, grouped: grouped)
        var bottom = after.bottom
        let headings: [(String, Int)] = panel.before == nil ? [("rows", beforeX)] : [("before", beforeX), ("after", afterX)]
        for (name, x) in headings {
            svg.text("text", [
                ("class", "heading"), ("x", "\(x)"), ("y", "\(headingY)"), ("font-size", "\(M.smallFontSize)"),
                ("font-weight", "bold"), ("letter-spacing", "1"), ("fill", P.muted),
            ], name.uppercased())
        }
        if let before = panel.before {
            let layout = ColumnLayout(sections: before.layoutSections, x: beforeX, top: columnsTop, grouped: grouped)
            column(&svg, name: "p\(number)-before", column: before, layout: layout)
            column(&svg, name: "p\(number)-after", column: panel.after, layout: after)
            arrows(&svg, panel.arrows, before: layout, after: after)
            bottom = max(bottom, layout.bottom)
        } else {
            column(&svg, name: "p\(number)-rows", column: panel.after, layout: after)
        }
        if let mark = panel.after.mark {
            viewMark(&svg, mark, layout: after, bottom: bottom)
            bottom += 18
        }
        for mark in panel.unplaced {
            bottom += 22
            svg.open("g", [("class", "unplaced mark \(mark.kind.rawValue)"), ("id", mark.id)])
            svg.text("text", [("x", "\(M.margin)"), ("y", "\(bottom)"), ("font-size", "\(M.smallFontSize)"), ("fill", P.muted)],
                     "\(mark.kind.rawValue) (\(mark.id)): not drawn, the rows it names are not recorded" + (mark.label.map { ", \($0)" } ?? ""))
            svg.close("g")
        }
        svg.close("g")
        return bottom
    }

    /// One side of a batch: its section boxes and rows, or a placeholder.
    private static func column(_ svg: inout SVGWriter, name: String, column: StepPicture.Column, layout: ColumnLayout) {
        svg.open("g", [("class", "column \(name)")])
        if let placeholder = layout.placeholder {
            svg.placeholder(placeholder.text, x: layout.rowX, y: placeholder.y, width: layout.rowWidth)
        }
        let sections = column.sections ?? []
        for box in layout.boxes {
            let section = sections[box.section]
            var attributes: SVGWriter.Attributes = [("class", RowStyle(section.role).classes("section", mark: section.mark))]
            attributes.append(("id", section.mark?.id ?? "\(name)-section-\(box.section)"))
            svg.open("g", attributes)
            svg.sectionBox(box, role: section.role, label: section.role.sectionLabel, x: layout.x, width: layout.width)
            svg.close("g")
        }
        for section in sections {
            for (index, row) in (section.rows ?? []).enumerated() {
                guard let y = layout.y(of: Position(section: section.index, row: index)) else { continue }
                let style = RowStyle(row.role)
                svg.open("g", [("class", style.classes("row", mark: row.mark)), ("id", row.mark?.id ?? "\(name)-\(section.index)-\(index)")])
                svg.rowContent(row, style: style, x: layout.rowX, y: y, width: layout.rowWidth, badge: row.mark?.label.map { "→ \($0)" })
                svg.close("g")
            }
        }
        svg.close("g")
    }

    /// One arrow per move: a row from its right edge before to its left edge
    /// after; a section from its header before to its header after.
    private static func arrows(_ svg: inout SVGWriter, _ arrows: [StepPicture.Arrow], before: ColumnLayout, after: ColumnLayout) {
        guard !arrows.isEmpty else { return }
        svg.open("g", [("class", "moves"), ("fill", "none"), ("stroke", P.moveBlue), ("stroke-width", "2")])
        for arrow in arrows {
            let ends: (Int, Int, Int, Int)?
            if arrow.isSection {
                ends = before.box(of: arrow.from.section).flatMap { from in
                    after.box(of: arrow.to.section).map { to in (before.x + before.width + 3, from.y + 11, after.x - 4, to.y + 11) }
                }
            } else {
                ends = before.y(of: arrow.from).flatMap { fromY in
                    after.y(of: arrow.to).map { toY in (before.rowX + before.rowWidth + 3, fromY + M.rowHeight / 2, after.rowX - 4, toY + M.rowHeight / 2) }
                }
            }
            guard let (x1, y1, x2, y2) = ends else { continue }
            let bend = (x2 - x1) / 2
            svg.empty("path", [
                ("class", "arrow mark \(arrow.mark.kind.rawValue)"), ("id", arrow.mark.id),
                ("d", "M \(x1) \(y1) C \(x1 + bend) \(y1) \(x2 - bend) \(y2) \(x2) \(y2)"),
                ("marker-end", "url(#arrowhead)"),
            ] + (arrow.isSection ? [("stroke-width", "3")] : []))
        }
        svg.close("g")
    }

    /// A frame around the whole view after a `reloadData` (or a fallback to it).
    private static func viewMark(_ svg: inout SVGWriter, _ mark: StepPicture.Mark, layout: ColumnLayout, bottom: Int) {
        let colour = mark.kind == .fallback ? P.deleteRed : P.reloadAmber
        svg.open("g", [("class", "view-mark mark \(mark.kind.rawValue)"), ("id", mark.id)])
        svg.empty("rect", [
            ("x", "\(layout.x - 6)"), ("y", "\(layout.top - 6)"), ("width", "\(layout.width + 12)"), ("height", "\(bottom - layout.top + 12)"),
            ("rx", "10"), ("fill", "none"), ("stroke", colour), ("stroke-width", "2"), ("stroke-dasharray", "6 4"),
        ])
        let text = mark.kind == .fallback ? "fallback: all rows reloaded" : "reloadData: all rows read again"
        svg.text("text", [("x", "\(layout.x)"), ("y", "\(bottom + 20)"), ("font-size", "\(M.smallFontSize)"), ("fill", colour)], text)
        svg.close("g")
    }

    /// Swatches for the kinds of mark.
    private static func legend(_ svg: inout SVGWriter, top: Int) {
        svg.open("g", [("class", "legend"), ("font-size", "\(M.smallFontSize + 1)"), ("fill", P.muted)])
        var x = M.margin
        var y = top
        let entries: [(String, RowStyle)] = [
            ("deleted", .deleted), ("inserted", .inserted), ("reloaded", .reloaded), ("moved", .moved),
            ("arrives with its section", .carriedIn), ("leaves with its section", .carriedOut), ("handed off", .handedOff),
        ]
        for (label, style) in entries {
            let entryWidth = 20 + TextFitting.width(label, fontSize: M.smallFontSize + 1) + 18
            if x + entryWidth > width - M.margin {
                x = M.margin
                y += 20
            }
            svg.empty("rect", [("x", "\(x)"), ("y", "\(y)"), ("width", "14"), ("height", "14"), ("rx", "3")] + style.outline)
            svg.text("text", [("x", "\(x + 20)"), ("y", "\(y + 11)")], label)
            x += entryWidth
        }
        svg.close("g")
    }
}
