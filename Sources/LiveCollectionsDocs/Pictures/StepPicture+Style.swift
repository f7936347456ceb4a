/// The colours of the pictures: GitHub's light palette, so they read well on
/// a README.
enum PicturePalette {
    static let background = "#ffffff"
    static let text = "#1f2328"
    static let muted = "#59636e"
    static let sectionFill = "#f6f8fa"
    static let sectionStroke = "#d1d9e0"
    static let moveBlue = "#0969da"
    static let flashAmber = "#f2c94c"
    static let fontFamily = "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans', Helvetica, Arial, sans-serif"
}

/// How a row is drawn: its fill, outline and CSS classes.
struct RowStyle {
    let fill: String
    let stroke: String
    let strokeWidth: Int
    /// `row deleted`, `row moved reloaded`, ...
    let className: String

    static let deleted = RowStyle(fill: "#ffebe9", stroke: "#ff8182", strokeWidth: 1, className: "row deleted")
    static let inserted = RowStyle(fill: "#dafbe1", stroke: "#4ac26b", strokeWidth: 1, className: "row inserted")
    static let reloaded = RowStyle(fill: "#fff8c5", stroke: "#d4a72c", strokeWidth: 1, className: "row reloaded")
    static let unchanged = RowStyle(fill: "#eef1f4", stroke: "#d1d9e0", strokeWidth: 1, className: "row unchanged")
    static let moved = RowStyle(fill: unchanged.fill, stroke: PicturePalette.moveBlue, strokeWidth: 2, className: "row moved")

    /// The style of a row that went through `change`.
    init(_ change: StepPicture.Change) {
        switch change {
        case .unchanged: self = .unchanged
        case .deleted: self = .deleted
        case .inserted: self = .inserted
        case .reloaded: self = .reloaded
        case .moved: self = .moved
        case .movedAndReloaded:
            self = RowStyle(fill: Self.reloaded.fill, stroke: PicturePalette.moveBlue, strokeWidth: 2, className: "row moved reloaded")
        }
    }

    private init(fill: String, stroke: String, strokeWidth: Int, className: String) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.className = className
    }
}

extension SVGWriter {
    /// Writes a row's box and its texts (the identity in grey when it differs
    /// from the text), the text shortened to fit: the content of a row group.
    mutating func rowContent(_ row: StepPicture.Row, style: RowStyle, x: Int, y: Int, width: Int, texts: [(text: String, className: String?)]? = nil) {
        typealias M = PictureMetrics
        empty("rect", [
            ("x", "\(x)"), ("y", "\(y)"), ("width", "\(width)"), ("height", "\(M.rowHeight)"),
            ("rx", "\(M.rowRadius)"), ("fill", style.fill), ("stroke", style.stroke), ("stroke-width", "\(style.strokeWidth)"),
        ])
        var textX = x + 8
        if row.id != row.text {
            let id = TextFitting.truncate(row.id, toWidth: width / 3, fontSize: M.smallFontSize)
            text("text", [("x", "\(textX)"), ("y", "\(y + M.baseline)"), ("font-size", "\(M.smallFontSize)"), ("fill", PicturePalette.muted)], id)
            textX += TextFitting.width(id, fontSize: M.smallFontSize) + 6
        }
        let room = x + width - 8 - textX
        for (content, className) in texts ?? [(row.text, nil)] {
            var attributes: Attributes = [("x", "\(textX)"), ("y", "\(y + M.baseline)")]
            if let className { attributes.insert(("class", className), at: 0) }
            text("text", attributes, TextFitting.truncate(content, toWidth: room, fontSize: M.fontSize))
        }
    }

    /// Writes a section's light box and its `section N` header.
    mutating func sectionBox(_ box: ColumnLayout.Box, x: Int, width: Int) {
        typealias M = PictureMetrics
        empty("rect", [
            ("x", "\(x)"), ("y", "\(box.y)"), ("width", "\(width)"), ("height", "\(box.height)"), ("rx", "8"),
            ("fill", PicturePalette.sectionFill), ("stroke", PicturePalette.sectionStroke), ("stroke-width", "1"),
        ])
        text("text", [("x", "\(x + M.sectionInset)"), ("y", "\(box.y + 15)"), ("font-size", "\(M.smallFontSize)"), ("fill", PicturePalette.muted)], "section \(box.section)")
        if box.isEmpty { note("(no rows)", x: x + M.sectionInset, y: box.y + M.sectionHeader, width: width - 2 * M.sectionInset) }
    }

    /// Writes a dashed row-sized slot holding a note: what shows in place of rows.
    mutating func placeholder(_ note: String, x: Int, y: Int, width: Int) {
        typealias M = PictureMetrics
        empty("rect", [
            ("x", "\(x)"), ("y", "\(y)"), ("width", "\(width)"), ("height", "\(M.rowHeight)"),
            ("rx", "\(M.rowRadius)"), ("fill", "none"), ("stroke", PicturePalette.sectionStroke), ("stroke-dasharray", "4 3"),
        ])
        self.note(note, x: x, y: y, width: width)
    }

    /// Writes a grey italic note, centred in a row-sized slot.
    mutating func note(_ note: String, x: Int, y: Int, width: Int) {
        typealias M = PictureMetrics
        text("text", [
            ("class", "note"), ("x", "\(x + width / 2)"), ("y", "\(y + M.baseline)"), ("text-anchor", "middle"),
            ("font-style", "italic"), ("fill", PicturePalette.muted),
        ], note)
    }
}
