import LiveCollectionsSupport

extension ScenarioJSONValue {
    /// The value as compact JSON with object keys sorted, so that equal
    /// values always give the same text.
    ///
    /// - Complexity: O(n log n) in the size of the value (the key sorts).
    public var canonicalText: String {
        var text = ""
        write(to: &text, indent: nil, level: 0)
        return text
    }

    /// The value as JSON with keys sorted and two-space indentation, for
    /// files a person reads.
    public var prettyText: String {
        var text = ""
        write(to: &text, indent: "  ", level: 0)
        return text + "\n"
    }

    private func write(to text: inout String, indent: String?, level: Int) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .integer(let value): text += String(value)
        case .number(let value): text += JSONText.number(value)
        case .string(let value): JSONText.append(string: value, to: &text)
        case .array(let elements):
            writeContainer(elements.map { (nil, $0) }, open: "[", close: "]", to: &text, indent: indent, level: level)
        case .object(let fields):
            writeContainer(fields.keys.sorted().map { ($0, fields[$0] ?? .null) }, open: "{", close: "}", to: &text, indent: indent, level: level)
        }
    }

    private func writeContainer(_ entries: [(String?, ScenarioJSONValue)], open: String, close: String, to text: inout String, indent: String?, level: Int) {
        text += open
        guard !entries.isEmpty else { return text += close }
        // Arrays of plain values stay on one line even when indenting.
        let flat = indent == nil || entries.allSatisfy { $0.0 == nil && !$0.1.isContainer }
        for (index, (key, value)) in entries.enumerated() {
            if index > 0 { text += flat && indent != nil ? ", " : "," }
            if !flat, let indent { text += "\n" + String(repeating: indent, count: level + 1) }
            if let key {
                JSONText.append(string: key, to: &text)
                text += indent == nil ? ":" : ": "
            }
            value.write(to: &text, indent: flat ? nil : indent, level: level + 1)
        }
        if !flat, let indent { text += "\n" + String(repeating: indent, count: level) }
        text += close
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }
}
