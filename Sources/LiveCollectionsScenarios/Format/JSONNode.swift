/// A JSON value and its path in the document, with strict accessors that
/// throw a ``FormatIssue`` naming the path and what was expected.
///
/// The path is written out only when asked for (an error, a first
/// occurrence): a node keeps its parent's path and its own index or key, so
/// that walking 100,000 array elements builds no text.
struct JSONNode {
    let value: ScenarioJSONValue
    /// The path of the node this one is reached from (for ``Step/none``, the
    /// node's own path).
    private let base: String
    private let step: Step

    /// How a node is reached from the node at `base`.
    private enum Step {
        /// It is that node.
        case none
        /// Element `index` of it.
        case index(Int)
        /// Field `key` of it.
        case key(String)
        /// Field `key` of its element `index`.
        case indexKey(Int, String)
    }

    /// A node at `path` (`""` for the document).
    init(value: ScenarioJSONValue, path: String) {
        self.init(value: value, base: path, step: .none)
    }

    private init(value: ScenarioJSONValue, base: String, step: Step) {
        self.value = value
        self.base = base
        self.step = step
    }

    /// `steps[0].items[3].id`.
    var path: String {
        switch step {
        case .none: base
        case .index(let index): "\(base)[\(index)]"
        case .key(let key): base.isEmpty ? key : "\(base).\(key)"
        case .indexKey(let index, let key): "\(base)[\(index)].\(key)"
        }
    }

    /// The node of `key` inside this object's path.
    func child(_ key: String, _ value: ScenarioJSONValue) -> JSONNode {
        if case .index(let index) = step { return JSONNode(value: value, base: base, step: .indexKey(index, key)) }
        return JSONNode(value: value, base: path, step: .key(key))
    }

    func issue(_ message: String) -> FormatIssue {
        FormatIssue(path: path, message: message)
    }

    /// This value as an object whose keys are all in `allowed` and include
    /// every one of `required`.
    func object(allowed: [String], required: [String] = []) throws(FormatIssue) -> JSONObject {
        guard case .object(let fields) = value else { throw issue("expected an object, found \(value.kindDescription)") }
        // Sorted only to name the first unknown field the same way every time.
        if !fields.keys.allSatisfy(allowed.contains), let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw child(unknown, .null).issue("unknown field \"\(unknown)\" (expected one of: \(allowed.joined(separator: ", ")))")
        }
        if let missing = required.first(where: { fields[$0] == nil }) {
            throw issue("missing field \"\(missing)\"")
        }
        return JSONObject(node: self, fields: fields)
    }

    /// This value as an array of nodes.
    func array() throws(FormatIssue) -> [JSONNode] {
        guard case .array(let elements) = value else { throw issue("expected an array, found \(value.kindDescription)") }
        let base = path
        return elements.enumerated().map { JSONNode(value: $1, base: base, step: .index($0)) }
    }

    /// This value as an integer of at least `minimum`.
    func integer(minimum: Int = .min) throws(FormatIssue) -> Int {
        guard case .integer(let number) = value else {
            // The parser makes every integral number that fits an Int an
            // integer: an integral one left (1e30) is beyond it.
            if case .number(let number) = value, number.rounded(.towardZero) == number {
                throw issue("\(number) is out of range (integers go from \(Int.min) to \(Int.max))")
            }
            throw issue("expected an integer, found \(value.kindDescription)")
        }
        guard number >= minimum else { throw issue("expected an integer of at least \(minimum), found \(number)") }
        return number
    }

    /// This value as a virtual time or duration in milliseconds: from 0 to
    /// ``Scenario/maximumMilliseconds``, so that adding the durations of a
    /// whole replay can never overflow the virtual clock.
    func milliseconds() throws(FormatIssue) -> Int {
        let number = try integer(minimum: 0)
        guard number <= Scenario.maximumMilliseconds else {
            throw issue("\(number) ms is beyond the longest virtual time a scenario may use "
                + "(\(Scenario.maximumMilliseconds) ms, about 11 days)")
        }
        return number
    }

    /// This value as a string.
    func string() throws(FormatIssue) -> String {
        guard case .string(let text) = value else { throw issue("expected a string, found \(value.kindDescription)") }
        return text
    }

    /// This value as `true` or `false`.
    func boolean() throws(FormatIssue) -> Bool {
        guard case .bool(let flag) = value else { throw issue("expected true or false, found \(value.kindDescription)") }
        return flag
    }

    /// This value as one of `choices`.
    func choice(_ choices: [String]) throws(FormatIssue) -> String {
        let text = try string()
        guard choices.contains(text) else {
            throw issue("unknown value \"\(text)\" (expected one of: \(choices.joined(separator: ", ")))")
        }
        return text
    }

    /// This value as a list of integers of at least `minimum`.
    func integers(minimum: Int = .min) throws(FormatIssue) -> [Int] {
        var result: [Int] = []
        for element in try array() { result.append(try element.integer(minimum: minimum)) }
        return result
    }
}

/// The fields of a checked JSON object.
struct JSONObject {
    let node: JSONNode
    let fields: [String: ScenarioJSONValue]

    /// A field that must be there (the object was checked for it).
    func required(_ key: String) throws(FormatIssue) -> JSONNode {
        guard let value = fields[key] else { throw node.issue("missing field \"\(key)\"") }
        return node.child(key, value)
    }

    /// A field that may be absent.
    func optional(_ key: String) -> JSONNode? {
        fields[key].map { node.child(key, $0) }
    }
}
