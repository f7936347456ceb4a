/// A scenario file as a JSON document, with the removals that shrinking
/// tries: a step, every occurrence of an item, every occurrence of a
/// section (a shelf or carousel, by id), a discrete section (by position,
/// ``removingDiscreteSections(_:)``). It does not check the result: a
/// removal may leave a document the loader rejects (a step with no data
/// left to name), which shrinking then treats as not interesting.
public struct ScenarioDocument: Hashable, Sendable {
    /// The whole document.
    public internal(set) var root: [String: ScenarioJSONValue]

    /// The fields that hold data: the initial data, each step's action
    /// value, and the in-theaters list.
    static let dataActions = ["update", "append", "calculate", "inTheaters"]

    /// Wraps a parsed document; nil when it is not an object with listed
    /// steps (a generated scenario's document lists them once expanded:
    /// ``init(expanding:document:)``).
    public init?(_ value: ScenarioJSONValue) {
        guard case .object(let root) = value, case .array = root["steps"] else { return nil }
        self.root = root
    }

    /// The document as JSON text.
    public var text: String { ScenarioJSONValue.object(root).prettyText }

    /// The number of steps.
    public var stepCount: Int {
        guard case .array(let steps) = root["steps"] else { return 0 }
        return steps.count
    }

    /// The distinct items (catalog ids or inline identifiers), as canonical
    /// JSON text, in order of first appearance.
    public var items: [String] { collect(sections: false) }

    /// The distinct section ids (shelves, carousels), in order of first
    /// appearance. Discrete sections are positions, not ids, and are not
    /// counted.
    public var sections: [String] { collect(sections: true) }

    /// Without the steps at `offsets`.
    public func removingSteps(_ offsets: Set<Int>) -> ScenarioDocument {
        var copy = self
        guard case .array(let steps) = root["steps"] else { return copy }
        copy.root["steps"] = .array(steps.enumerated().filter { !offsets.contains($0.offset) }.map(\.element))
        return copy
    }

    /// Without any occurrence of the items `keys` (see ``items``); catalog
    /// edits of those movies go too.
    public func removingItems(_ keys: Set<String>) -> ScenarioDocument {
        transformingData { value in Self.remove(in: value, items: keys, sections: []) }
            .transformingEdits { edit in
                guard case .object(let fields) = edit, let id = fields["id"] else { return true }
                return !keys.contains(id.canonicalText)
            }
    }

    /// Without any occurrence of the sections `ids` (see ``sections``);
    /// steps that reuse the cell of one of them go too.
    public func removingSections(_ ids: Set<String>) -> ScenarioDocument {
        var copy = transformingData { value in Self.remove(in: value, items: [], sections: ids) }
        guard case .array(let steps) = copy.root["steps"] else { return copy }
        copy.root["steps"] = .array(steps.filter { step in
            guard case .object(let fields) = step, case .object(let reuse)? = fields["reuseCell"] else { return true }
            return !reuse.values.contains { ids.contains($0.canonicalText) }
        })
        return copy
    }

    // MARK: Walking the data

    private func transformingData(_ transform: (ScenarioJSONValue) -> ScenarioJSONValue) -> ScenarioDocument {
        var copy = self
        for key in ["initial", "inTheaters"] {
            if let value = root[key] { copy.root[key] = transform(value) }
        }
        guard case .array(let steps) = root["steps"] else { return copy }
        copy.root["steps"] = .array(steps.map { step in
            guard case .object(var fields) = step else { return step }
            for key in Self.dataActions {
                if let value = fields[key] { fields[key] = transform(value) }
            }
            return .object(fields)
        })
        return copy
    }

    private func transformingEdits(_ keep: (ScenarioJSONValue) -> Bool) -> ScenarioDocument {
        var copy = self
        guard case .array(let steps) = root["steps"] else { return copy }
        copy.root["steps"] = .array(steps.map { step in
            guard case .object(var fields) = step, case .array(let edits)? = fields["editMovies"] else { return step }
            fields["editMovies"] = .array(edits.filter(keep))
            return .object(fields)
        })
        return copy
    }

    /// A data value without the items and sections named: an array of
    /// items, of groups (`{"id", "items"}`), of lists (discrete sections),
    /// or a discrete section step (`{"section", "items"}`).
    private static func remove(in value: ScenarioJSONValue, items: Set<String>, sections: Set<String>) -> ScenarioJSONValue {
        switch value {
        case .array(let elements):
            return .array(elements.compactMap { element -> ScenarioJSONValue? in
                switch element {
                case .array: return remove(in: element, items: items, sections: sections)
                case .object(var fields) where fields["items"] != nil:
                    if let id = fields["id"], sections.contains(id.canonicalText) { return nil }
                    fields["items"] = fields["items"].map { remove(in: $0, items: items, sections: sections) }
                    return .object(fields)
                default:
                    return items.contains(itemKey(element)) ? nil : element
                }
            })
        case .object(var fields) where fields["items"] != nil:
            fields["items"] = fields["items"].map { remove(in: $0, items: items, sections: sections) }
            return .object(fields)
        default:
            return value
        }
    }

    /// An item's identity: its id as canonical JSON (`7`, `"a"`).
    static func itemKey(_ item: ScenarioJSONValue) -> String {
        if case .object(let fields) = item, let id = fields["id"] { return id.canonicalText }
        return item.canonicalText
    }

    private func collect(sections: Bool) -> [String] {
        var seen: Set<String> = []
        var order: [String] = []
        func note(_ key: String) {
            if seen.insert(key).inserted { order.append(key) }
        }
        func walk(_ value: ScenarioJSONValue) {
            switch value {
            case .array(let elements):
                for element in elements {
                    switch element {
                    case .array: walk(element)
                    case .object(let fields) where fields["items"] != nil:
                        if sections, let id = fields["id"] { note(id.canonicalText) }
                        fields["items"].map(walk)
                    default:
                        if !sections { note(Self.itemKey(element)) }
                    }
                }
            case .object(let fields) where fields["items"] != nil:
                fields["items"].map(walk)
            default:
                break
            }
        }
        for key in ["initial", "inTheaters"] { root[key].map(walk) }
        if case .array(let steps) = root["steps"] {
            for case .object(let fields) in steps {
                for key in Self.dataActions { fields[key].map(walk) }
            }
        }
        return order
    }
}

extension ScenarioDocument {
    /// With another title and description.
    public func describing(title: String, description: String) -> ScenarioDocument {
        var copy = self
        copy.root["title"] = .string(title)
        copy.root["description"] = .string(description)
        return copy
    }
}
