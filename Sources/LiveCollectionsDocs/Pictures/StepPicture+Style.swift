/// The colours of the pictures: GitHub's light palette, so they read well on
/// a README.
enum PicturePalette {
    static let background = "#ffffff"
    static let text = "#1f2328"
    static let muted = "#59636e"
    static let sectionFill = "#f6f8fa"
    static let sectionStroke = "#d1d9e0"
    static let moveBlue = "#0969da"
    static let deleteRed = "#cf222e"
    static let insertGreen = "#1a7f37"
    static let reloadAmber = "#9a6700"
    static let handOffPurple = "#8250df"
    static let flashAmber = "#f2c94c"
    static let fontFamily = "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans', Helvetica, Arial, sans-serif"
}

/// How a row or a section box is drawn: its fill, outline and CSS classes.
struct RowStyle {
    let fill: String
    let stroke: String
    let strokeWidth: Int
    /// Dashes of the outline, if any.
    let dashes: String?
    /// The role's class, e.g. `deleted`, `carried-in`.
    let roleClass: String

    static let deleted = RowStyle(fill: "#ffebe9", stroke: "#ff8182", strokeWidth: 1, dashes: nil, roleClass: "deleted")
    static let inserted = RowStyle(fill: "#dafbe1", stroke: "#4ac26b", strokeWidth: 1, dashes: nil, roleClass: "inserted")
    static let reloaded = RowStyle(fill: "#fff8c5", stroke: "#d4a72c", strokeWidth: 1, dashes: nil, roleClass: "reloaded")
    static let refreshed = RowStyle(fill: "#fff8c5", stroke: "#d4a72c", strokeWidth: 1, dashes: "4 3", roleClass: "refreshed")
    static let unchanged = RowStyle(fill: "#eef1f4", stroke: "#d1d9e0", strokeWidth: 1, dashes: nil, roleClass: "unchanged")
    static let moved = RowStyle(fill: "#eef1f4", stroke: PicturePalette.moveBlue, strokeWidth: 2, dashes: nil, roleClass: "moved")
    static let carriedOut = RowStyle(fill: "#fff5f5", stroke: "#ffb3b3", strokeWidth: 1, dashes: "4 3", roleClass: "carried-out")
    static let carriedIn = RowStyle(fill: "#f0fff4", stroke: "#8ddb9f", strokeWidth: 1, dashes: "4 3", roleClass: "carried-in")
    static let handedOff = RowStyle(fill: "#fbefff", stroke: PicturePalette.handOffPurple, strokeWidth: 2, dashes: nil, roleClass: "handed-off")

    /// The style of a row that had `role`.
    init(_ role: StepPicture.Role) {
        switch role {
        case .unchanged: self = .unchanged
        case .deleted: self = .deleted
        case .inserted: self = .inserted
        case .reloaded: self = .reloaded
        case .refreshed: self = .refreshed
        case .moved: self = .moved
        case .carriedOut: self = .carriedOut
        case .carriedIn: self = .carriedIn
        case .handedOff: self = .handedOff
        }
    }

    private init(fill: String, stroke: String, strokeWidth: Int, dashes: String?, roleClass: String) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.dashes = dashes
        self.roleClass = roleClass
    }

    /// `row deleted mark delete-item`: the classes of an element with this
    /// style, `kind` (`row`, `section`) first, then the mark's, if any.
    func classes(_ kind: String, mark: StepPicture.Mark?) -> String {
        "\(kind) \(roleClass)" + (mark.map { " mark \($0.kind.rawValue)" } ?? "")
    }

    /// The outline attributes.
    var outline: SVGWriter.Attributes {
        var attributes: SVGWriter.Attributes = [("fill", fill), ("stroke", stroke), ("stroke-width", "\(strokeWidth)")]
        if let dashes { attributes.append(("stroke-dasharray", dashes)) }
        return attributes
    }
}

/// How a section box is drawn for what happened to it.
struct SectionStyle {
    let fill: String
    let stroke: String
    let strokeWidth: Int
    let dashes: String?
    /// Whether a line strikes the box through (a deleted section).
    let struck: Bool

    init(_ role: StepPicture.Role) {
        switch role {
        case .deleted: (fill, stroke, strokeWidth, dashes, struck) = ("#fff5f5", PicturePalette.deleteRed, 2, nil, true)
        case .inserted: (fill, stroke, strokeWidth, dashes, struck) = ("#f0fff4", PicturePalette.insertGreen, 2, nil, false)
        case .reloaded: (fill, stroke, strokeWidth, dashes, struck) = ("#fffbe6", "#d4a72c", 2, nil, false)
        case .refreshed: (fill, stroke, strokeWidth, dashes, struck) = ("#fffbe6", "#d4a72c", 2, "5 3", false)
        case .moved: (fill, stroke, strokeWidth, dashes, struck) = (PicturePalette.sectionFill, PicturePalette.moveBlue, 2, nil, false)
        default: (fill, stroke, strokeWidth, dashes, struck) = (PicturePalette.sectionFill, PicturePalette.sectionStroke, 1, nil, false)
        }
    }
}

extension SVGWriter {
    /// Writes a row's box and its texts (the identity in grey when it differs
    /// from the text), the text shortened to fit: the content of a row group.
    /// A row whose content is not recorded shows `(content not recorded)`.
    mutating func rowContent(_ row: StepPicture.Row, style: RowStyle, x: Int, y: Int, width: Int, texts: [(text: String, className: String?)]? = nil, badge: String? = nil) {
        typealias M = PictureMetrics
        empty("rect", [("x", "\(x)"), ("y", "\(y)"), ("width", "\(width)"), ("height", "\(M.rowHeight)"), ("rx", "\(M.rowRadius)")] + style.outline)
        var textX = x + 8
        let id = row.id ?? "?"
        if id != row.text {
            let shown = TextFitting.truncate(id, toWidth: width / 3, fontSize: M.smallFontSize)
            text("text", [("x", "\(textX)"), ("y", "\(y + M.baseline)"), ("font-size", "\(M.smallFontSize)"), ("fill", PicturePalette.muted)], shown)
            textX += TextFitting.width(shown, fontSize: M.smallFontSize) + 6
        }
        var right = x + width - 8
        if let badge {
            let shown = TextFitting.truncate(badge, toWidth: width / 2, fontSize: M.smallFontSize)
            text("text", [("class", "badge"), ("x", "\(right)"), ("y", "\(y + M.baseline)"), ("text-anchor", "end"),
                          ("font-size", "\(M.smallFontSize)"), ("fill", style.stroke)], shown)
            right -= TextFitting.width(shown, fontSize: M.smallFontSize) + 6
        }
        let room = right - textX
        guard let content = row.text else {
            text("text", [("class", "unrecorded"), ("x", "\(textX)"), ("y", "\(y + M.baseline)"), ("font-style", "italic"), ("fill", PicturePalette.muted)],
                 TextFitting.truncate("(content not recorded)", toWidth: room, fontSize: M.fontSize))
            return
        }
        for (content, className) in texts ?? [(content, nil)] {
            var attributes: Attributes = [("x", "\(textX)"), ("y", "\(y + M.baseline)")]
            if let className { attributes.insert(("class", className), at: 0) }
            text("text", attributes, TextFitting.truncate(content, toWidth: room, fontSize: M.fontSize))
        }
    }

    /// Writes a section's box, its `section N` header, a strike line for a
    /// deleted section, and its note.
    mutating func sectionBox(_ box: ColumnLayout.Box, role: StepPicture.Role, label: String? = nil, x: Int, width: Int) {
        typealias M = PictureMetrics
        let style = SectionStyle(role)
        var attributes: Attributes = [
            ("x", "\(x)"), ("y", "\(box.y)"), ("width", "\(width)"), ("height", "\(box.height)"), ("rx", "8"),
            ("fill", style.fill), ("stroke", style.stroke), ("stroke-width", "\(style.strokeWidth)"),
        ]
        if let dashes = style.dashes { attributes.append(("stroke-dasharray", dashes)) }
        empty("rect", attributes)
        let header = "section \(box.section)" + (label.map { " · \($0)" } ?? "")
        text("text", [("x", "\(x + M.sectionInset)"), ("y", "\(box.y + 15)"), ("font-size", "\(M.smallFontSize)"), ("fill", role == .unchanged ? PicturePalette.muted : style.stroke)], header)
        if style.struck {
            empty("line", [("class", "strike"), ("x1", "\(x + 4)"), ("y1", "\(box.y + box.height - 4)"), ("x2", "\(x + width - 4)"), ("y2", "\(box.y + 4)"),
                           ("stroke", style.stroke), ("stroke-width", "2")])
        }
        if let note = box.note { self.note(note, x: x + M.sectionInset, y: box.y + M.sectionHeader, width: width - 2 * M.sectionInset) }
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

extension StepPicture.Role {
    /// What the section header says about a section that had this role.
    var sectionLabel: String? {
        switch self {
        case .deleted: "deleted"
        case .inserted: "inserted"
        case .reloaded: "reloaded"
        case .refreshed: "reloaded"
        case .moved: "moved"
        default: nil
        }
    }
}
