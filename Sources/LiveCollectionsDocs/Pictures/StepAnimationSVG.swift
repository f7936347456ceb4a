/// A ``StepPicture`` as one animated column of rows for the HTML player:
/// one group per recorded batch, shown from the batch's virtual time (slowed
/// down ``slowdown`` times) until the next batch begins, each drawn in its
/// state after the batch with the classes and offsets the player's keyframes
/// need to animate it from its state before:
///
/// - rows the batch deleted, or that leave with their section, sit where
///   they were and fade out;
/// - rows on screen before and after sit where they end; those that were
///   elsewhere carry `slides` and `--dy`, how far up or down they were
///   (moved rows keep their blue outline, the others shift in grey);
/// - inserted rows, and rows arriving with their section, fade in;
/// - reloaded rows hold their old text (`was`) and new text (`now`);
/// - handed-off rows pulse violet; a `reloadData` fades the whole view out
///   and in again;
/// - section boxes that change are drawn twice, `leaving` and `arriving`.
///
/// Without animation (reduced motion) the drawing is the state after the
/// last batch.
enum StepAnimationSVG {
    private typealias M = PictureMetrics
    private static let padding = 8
    private static let headingHeight = 22
    /// Real time per virtual time: a 300 ms batch plays for 3 s.
    static let slowdown = 10
    /// The shortest time a batch plays, in virtual milliseconds (a
    /// `reloadData` or a hand-off takes no virtual time).
    static let shortestBatch = 150

    /// Writes the inline `<svg>` (no namespace: HTML5 needs none) for
    /// `picture`, its times counted from `stepAt` (virtual milliseconds).
    ///
    /// - Complexity: O(*n*) in the number of rows.
    static func write(_ picture: StepPicture, stepAt: Int, to svg: inout SVGWriter) {
        let layouts = picture.panels.map { panel in
            let grouped = panel.isGrouped
            let top = padding + headingHeight
            return (
                before: ColumnLayout(sections: (panel.before ?? panel.after).layoutSections, x: padding, top: top, grouped: grouped),
                after: ColumnLayout(sections: panel.after.layoutSections, x: padding, top: top, grouped: grouped)
            )
        }
        let width = M.columnWidth + 2 * padding
        let height = (layouts.map { max($0.before.bottom, $0.after.bottom) }.max() ?? padding + headingHeight) + padding
        svg.open("svg", [
            ("class", "view"), ("width", "\(width)"), ("height", "\(height)"), ("viewBox", "0 0 \(width) \(height)"),
            ("font-family", PicturePalette.fontFamily), ("font-size", "\(M.fontSize)"), ("fill", PicturePalette.text),
            ("role", "img"), ("aria-label", "\(picture.view), animated"),
        ])
        for (index, panel) in picture.panels.enumerated() {
            let start = seconds(panel.at - stepAt)
            let next = picture.panels.indices.contains(index + 1) ? seconds(picture.panels[index + 1].at - stepAt) : nil
            let length = seconds(max(panel.duration, shortestBatch))
            var classes = "panel \(panel.kind.rawValue)"
            if index > 0 { classes += " later" }
            if next != nil { classes += " replaced" }
            var style = "--t:\(start)s;--d:\(length)s"
            if let next { style += ";--end:\(max(next, start))s" }
            svg.open("g", [("class", classes), ("style", style)])
            svg.text("text", [("class", "clock"), ("x", "\(padding)"), ("y", "\(padding + 13)"), ("font-size", "\(M.smallFontSize)"), ("fill", PicturePalette.muted)],
                     StepPictureSVG.heading(of: panel))
            sections(&svg, panel, before: layouts[index].before, after: layouts[index].after)
            rows(&svg, panel, before: layouts[index].before, after: layouts[index].after)
            svg.close("g")
        }
        svg.close("svg")
    }

    /// `ms` virtual milliseconds as real seconds in the player, e.g. `3.0`.
    static func seconds(_ milliseconds: Int) -> String {
        let tenths = max(0, milliseconds) * slowdown / 100
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The section boxes and placeholders: once when the same before and
    /// after, else the old ones leaving and the new ones arriving.
    private static func sections(_ svg: inout SVGWriter, _ panel: StepPicture.Panel, before: ColumnLayout, after: ColumnLayout) {
        let oldSections = (panel.before ?? panel.after).sections ?? []
        let newSections = panel.after.sections ?? []
        let reloadsAll = panel.after.mark != nil
        for box in before.boxes {
            let role = oldSections[box.section].role
            guard reloadsAll || role != .unchanged || !after.boxes.contains(box) else { continue }
            svg.open("g", [("class", "section leaving")])
            svg.sectionBox(box, role: role, label: role.sectionLabel, x: before.x, width: before.width)
            svg.close("g")
        }
        for box in after.boxes {
            let role = newSections[box.section].role
            let stays = !reloadsAll && role == .unchanged && before.boxes.contains(box)
            svg.open("g", [("class", stays ? "section" : "section arriving")])
            svg.sectionBox(box, role: role, label: role.sectionLabel, x: after.x, width: after.width)
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

    /// The rows: those that stay, then the leaving and arriving ones, the
    /// moved ones last so they pass over the others.
    private static func rows(_ svg: inout SVGWriter, _ panel: StepPicture.Panel, before: ColumnLayout, after: ColumnLayout) {
        let reloadsAll = panel.after.mark != nil
        let sources = reloadsAll ? [:] : panel.sources
        let kept = Set(sources.values)
        var moved: [(StepPicture.Row, Position, Position)] = []
        for section in panel.after.sections ?? [] {
            for (index, row) in (section.rows ?? []).enumerated() {
                let position = Position(section: section.index, row: index)
                guard let source = sources[position] else { continue }
                if row.role == .moved {
                    moved.append((row, position, source))
                } else {
                    survivor(&svg, row, at: position, from: source, panel, before: before, after: after)
                }
            }
        }
        if panel.before != nil {
            for section in panel.before?.sections ?? [] {
                for (index, row) in (section.rows ?? []).enumerated() where reloadsAll || !kept.contains(Position(section: section.index, row: index)) {
                    guard let y = before.y(of: Position(section: section.index, row: index)) else { continue }
                    let style = RowStyle(row.role)
                    svg.open("g", [("class", "row leaving \(style.roleClass)")])
                    svg.rowContent(row, style: style, x: before.rowX, y: y, width: before.rowWidth)
                    svg.close("g")
                }
            }
        }
        for section in panel.after.sections ?? [] {
            for (index, row) in (section.rows ?? []).enumerated() where sources[Position(section: section.index, row: index)] == nil {
                guard let y = after.y(of: Position(section: section.index, row: index)) else { continue }
                let style = RowStyle(row.role)
                svg.open("g", [("class", "row arriving \(style.roleClass)")])
                svg.rowContent(row, style: style, x: after.rowX, y: y, width: after.rowWidth)
                svg.close("g")
            }
        }
        for (row, position, source) in moved {
            survivor(&svg, row, at: position, from: source, panel, before: before, after: after)
        }
    }

    /// A row there before and after: drawn where it ends, offset by how far
    /// it travels, with its old text when reloaded.
    private static func survivor(
        _ svg: inout SVGWriter, _ row: StepPicture.Row, at position: Position, from source: Position,
        _ panel: StepPicture.Panel, before: ColumnLayout, after: ColumnLayout
    ) {
        guard let y = after.y(of: position) else { return }
        let style = RowStyle(row.role)
        var attributes: SVGWriter.Attributes = [("class", "row \(style.roleClass)")]
        if let fromY = before.y(of: source), fromY != y {
            attributes = [("class", "row \(style.roleClass) slides"), ("style", "--dy:\(fromY - y)px")]
        }
        var texts: [(text: String, className: String?)]? = nil
        let oldSections = panel.before?.sections ?? []
        let oldRows = oldSections.indices.contains(source.section) ? oldSections[source.section].rows ?? [] : []
        let old = oldRows.indices.contains(source.row) ? oldRows[source.row] : nil
        if row.role == .refreshed, let old, let oldText = old.text, let newText = row.text, oldText != newText {
            texts = [(oldText, "was"), (newText, "now")]
        }
        svg.open("g", attributes)
        svg.rowContent(row, style: style, x: after.rowX, y: y, width: after.rowWidth, texts: texts, badge: row.mark?.label.map { "→ \($0)" })
        svg.close("g")
    }
}
