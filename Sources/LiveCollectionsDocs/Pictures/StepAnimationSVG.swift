/// A ``StepPicture`` as one column of rows for the HTML player, drawn in its
/// state after the step, with the classes and offsets the player's keyframes
/// need to animate it from its state before:
///
/// - deleted rows sit where they were, `row deleted`, faded out at the end;
/// - rows that stay sit where they end, and those that were elsewhere carry
///   `slides` and `--dy`, how far up or down they were;
/// - inserted rows sit where they end, `row inserted`, faded in;
/// - reloaded rows hold their old text (`was`) and new text (`now`);
/// - section boxes that change are drawn twice, `leaving` and `arriving`.
///
/// Without animation (reduced motion) the drawing is the state after.
enum StepAnimationSVG {
    private typealias M = PictureMetrics
    private static let padding = 8

    /// Writes the inline `<svg>` (no namespace: HTML5 needs none) for `picture`.
    ///
    /// - Complexity: O(*n*) in the number of rows.
    static func write(_ picture: StepPicture, to svg: inout SVGWriter) {
        let grouped = picture.isGrouped
        let before = ColumnLayout(sections: picture.before, x: padding, top: padding, grouped: grouped)
        let after = ColumnLayout(sections: picture.after, x: padding, top: padding, grouped: grouped)
        let width = M.columnWidth + 2 * padding
        let height = max(before.bottom, after.bottom) + padding
        svg.open("svg", [
            ("class", "view"), ("width", "\(width)"), ("height", "\(height)"), ("viewBox", "0 0 \(width) \(height)"),
            ("font-family", PicturePalette.fontFamily), ("font-size", "\(M.fontSize)"), ("fill", PicturePalette.text),
            ("role", "img"), ("aria-label", "\(picture.view), animated"),
        ])
        sections(&svg, before: before, after: after)
        rows(&svg, picture, before: before, after: after)
        svg.close("svg")
    }

    /// The section boxes and placeholders: once when the same before and after,
    /// else the old ones leaving and the new ones arriving.
    private static func sections(_ svg: inout SVGWriter, before: ColumnLayout, after: ColumnLayout) {
        for box in before.boxes where !after.boxes.contains(box) {
            svg.open("g", [("class", "section leaving")])
            svg.sectionBox(box, x: before.x, width: before.width)
            svg.close("g")
        }
        for box in after.boxes {
            svg.open("g", [("class", before.boxes.contains(box) ? "section" : "section arriving")])
            svg.sectionBox(box, x: after.x, width: after.width)
            svg.close("g")
        }
        let old = before.placeholder
        let new = after.placeholder
        let same = old?.y == new?.y && old?.text == new?.text
        if let old, !same {
            svg.open("g", [("class", "section leaving")])
            svg.placeholder(old.text, x: before.rowX, y: old.y, width: before.rowWidth)
            svg.close("g")
        }
        if let new {
            svg.open("g", [("class", same ? "section" : "section arriving")])
            svg.placeholder(new.text, x: after.rowX, y: new.y, width: after.rowWidth)
            svg.close("g")
        }
    }

    /// The rows: those that stay, then the deleted and inserted ones, the moved
    /// ones last so they pass over the others.
    private static func rows(_ svg: inout SVGWriter, _ picture: StepPicture, before: ColumnLayout, after: ColumnLayout) {
        let sources = picture.sources
        var moved: [(StepPicture.Row, StepPicture.Position)] = []
        for (section, rows) in picture.after.enumerated() {
            for (index, row) in rows.enumerated() where row.change != .inserted {
                let position = StepPicture.Position(section: section, row: index)
                if row.change == .moved || row.change == .movedAndReloaded {
                    moved.append((row, position))
                } else {
                    survivor(&svg, row, at: position, from: sources[position], picture, before: before, after: after)
                }
            }
        }
        for (section, rows) in picture.before.enumerated() {
            for (index, row) in rows.enumerated() where row.change == .deleted {
                let style = RowStyle(row.change)
                svg.open("g", [("class", style.className)])
                svg.rowContent(row, style: style, x: before.rowX, y: before.rowY[section][index], width: before.rowWidth)
                svg.close("g")
            }
        }
        for (section, rows) in picture.after.enumerated() {
            for (index, row) in rows.enumerated() where row.change == .inserted {
                let style = RowStyle(row.change)
                svg.open("g", [("class", style.className)])
                svg.rowContent(row, style: style, x: after.rowX, y: after.rowY[section][index], width: after.rowWidth)
                svg.close("g")
            }
        }
        for (row, position) in moved {
            survivor(&svg, row, at: position, from: sources[position], picture, before: before, after: after)
        }
    }

    /// A row there before and after: drawn where it ends, offset by how far it
    /// travels, with its old text when reloaded.
    private static func survivor(
        _ svg: inout SVGWriter, _ row: StepPicture.Row, at position: StepPicture.Position, from source: StepPicture.Position?,
        _ picture: StepPicture, before: ColumnLayout, after: ColumnLayout
    ) {
        let style = RowStyle(row.change)
        let y = after.rowY[position.section][position.row]
        var attributes: SVGWriter.Attributes = [("class", style.className)]
        if let source, let fromY = before.y(of: source), fromY != y {
            attributes = [("class", style.className + " slides"), ("style", "--dy:\(fromY - y)px")]
        }
        var texts: [(text: String, className: String?)]? = nil
        if let source, before.y(of: source) != nil, case let old = picture.before[source.section][source.row].text, old != row.text {
            texts = [(old, "was"), (row.text, "now")]
        }
        svg.open("g", attributes)
        svg.rowContent(row, style: style, x: after.rowX, y: y, width: after.rowWidth, texts: texts)
        svg.close("g")
    }
}
