import LiveCollections
import LiveCollectionsSupport

/// The scenario file a capture writes: format 2 with the items inline, one
/// step a line, in the layout of the hand-written scenarios.
struct ScenarioText {
    var title: String
    var description: String
    var kind: String
    var view: CapturedView
    var dataCountThreshold: Int
    var deltaCountThreshold: Int
    var synchronizer: String?
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

    var text: String {
        var lines = [
            "{",
            "  \"format\": 2,",
            "  \"data\": \"inline\",",
            "  \"title\": \(JSONText.quoted(title)),",
            "  \"description\": \(JSONText.quoted(description)),",
            "  \"kind\": \"\(kind)\",",
            "  \"view\": { \"style\": \"\(view.style.rawValue)\", \"animationMilliseconds\": \(view.animationMilliseconds) },",
            "  \"thresholds\": { \"dataCount\": \(dataCountThreshold), \"deltaCount\": \(deltaCountThreshold) },",
        ]
        if let synchronizer { lines.append("  \"synchronizer\": \(synchronizer),") }
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
