import LiveCollections
import LiveCollectionsSupport

/// The scenario file a capture writes: format 2 with the items inline, one
/// step a line, in the layout of the hand-written scenarios.
struct ScenarioText {
    var title: String
    var description: String
    var kind: String
    var view: CapturedView
    /// The data object's view is a `setTableView` stand-in, whose frame is
    /// empty.
    var frameIsEmpty = false
    var dataCountThreshold: Int
    var deltaCountThreshold: Int
    var synchronizer: String?
    /// The `deletionDelegate` value: `true` when the data object (every
    /// discrete section's) has a deletion notification delegate, the list
    /// of the discrete sections that have one, or nil for none.
    var deletionDelegate: String? = nil
    var initial: String
    var steps: [String]

    /// A step line: `{ "at": 12, "update": [...] }`.
    static func step(at milliseconds: Int, _ action: String, _ value: String) -> String {
        "{ \"at\": \(milliseconds), \"\(action)\": \(value) }"
    }

    /// A list of item texts.
    static func list(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }

    /// An item: its identifier, or `{"id": ..., "content": ...}`.
    static func item(id: String, content: String?) -> String {
        content.map { "{\"id\": \(id), \"content\": \($0)}" } ?? id
    }

    /// The steps of a file, in order: calls at their time, and the
    /// decisions of delegates before the call they were made for.
    struct Steps {
        private(set) var lines: [String] = []
        /// The last call written for each data object (discrete section,
        /// 0 for one data object): its line's index and time.
        private var lastCalls: [Int: (index: Int, at: Int)] = [:]

        /// Whether a call (not only decisions) was written.
        var hasCall: Bool { !lastCalls.isEmpty }

        /// A call the data object of `section` received at `milliseconds`.
        mutating func call(at milliseconds: Int, _ action: String, _ value: String, section: Int = 0) {
            lastCalls[section] = (lines.count, milliseconds)
            lines.append(ScenarioText.step(at: milliseconds, action, value))
        }

        /// A decision of a delegate of the data object of `section`: the
        /// library asks when it shows an update, after the update arrived;
        /// the replay asks as soon as its virtual time passes the update's,
        /// which may be before a later step at the same time. So the
        /// decision goes just before the last call that data object
        /// received before it, at that call's time: the update it was
        /// (most likely) made for sees it, even when another data object's
        /// call came in between. A decision before any call of its data
        /// object is left out (the library asks only while it shows an
        /// update).
        mutating func decision(_ action: String, _ value: String, section: Int = 0) {
            guard let lastCall = lastCalls[section] else { return }
            lines.insert(ScenarioText.step(at: lastCall.at, action, value), at: lastCall.index)
            for (key, call) in lastCalls where call.index >= lastCall.index {
                lastCalls[key] = (call.index + 1, call.at)
            }
        }
    }

    /// The `view` object: style, animation time, a stand-in's empty frame,
    /// and a table's row animations when they are not the defaults.
    var viewText: String {
        var fields = ["\"style\": \"\(view.style.rawValue)\"", "\"animationMilliseconds\": \(view.animationMilliseconds)"]
        if frameIsEmpty { fields.append("\"frame\": \"empty\"") }
        if view.style == .table, view.rowAnimations != nil || !view.sectionRowAnimations.isEmpty {
            var animations: [String] = []
            if let model = view.rowAnimations { animations.append("\"default\": \(Self.text(model))") }
            if !view.sectionRowAnimations.isEmpty {
                let sections = view.sectionRowAnimations.keys.sorted().compactMap { section in
                    view.sectionRowAnimations[section].map { "\"\(section)\": \(Self.text($0))" }
                }
                animations.append("\"sections\": { " + sections.joined(separator: ", ") + " }")
            }
            fields.append("\"rowAnimations\": { " + animations.joined(separator: ", ") + " }")
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// A model as the format writes it: every animation that is not the
    /// library's default for a table.
    static func text(_ model: TableViewAnimationModel) -> String {
        let defaults = TableViewAnimationModel.defaultRowAnimations
        let fields: [(String, RowAnimation, RowAnimation)] = [
            ("delete", model.deleteAnimation, defaults.deleteAnimation),
            ("insert", model.insertAnimation, defaults.insertAnimation),
            ("reload", model.reloadAnimation, defaults.reloadAnimation),
            ("deleteSection", model.deleteSectionAnimation, defaults.deleteSectionAnimation),
            ("insertSection", model.insertSectionAnimation, defaults.insertSectionAnimation),
            ("reloadSection", model.reloadSectionAnimation, defaults.reloadSectionAnimation),
        ]
        let named = fields.filter { $0.1 != $0.2 }.map { "\"\($0.0)\": \"\($0.1.rawValue)\"" }
        return "{" + named.joined(separator: ", ") + "}"
    }

    var text: String {
        var lines = [
            "{",
            "  \"format\": 2,",
            "  \"data\": \"inline\",",
            "  \"title\": \(JSONText.quoted(title)),",
            "  \"description\": \(JSONText.quoted(description)),",
            "  \"kind\": \"\(kind)\",",
            "  \"view\": \(viewText),",
            "  \"thresholds\": { \"dataCount\": \(dataCountThreshold), \"deltaCount\": \(deltaCountThreshold) },",
        ]
        if let synchronizer { lines.append("  \"synchronizer\": \(synchronizer),") }
        if let deletionDelegate { lines.append("  \"deletionDelegate\": \(deletionDelegate),") }
        lines.append("  \"initial\": \(initial),")
        lines.append("  \"steps\": [")
        lines += steps.enumerated().map { "    " + $1 + ($0 == steps.count - 1 ? "" : ",") }
        lines += ["  ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}

extension CollectionDataSynchronizer.Delay {
    /// The delay as a scenario's `synchronizer` value.
    var scenarioText: String {
        switch self {
        case .none: "\"none\""
        case .short: "\"short\""
        case .long: "\"long\""
        case .custom(let milliseconds): "{ \"milliseconds\": \(milliseconds) }"
        }
    }
}
