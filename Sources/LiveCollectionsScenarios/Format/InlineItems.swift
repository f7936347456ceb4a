/// Items given inline (format 2, `"data": "inline"`) instead of as catalog
/// movie ids: each an identifier (a string or an integer) with an optional
/// content value (any JSON). Every distinct identifier becomes one entry of
/// a catalog the loader builds, numbered in order of first appearance; an
/// item whose content differs from the last content seen for its
/// identifier changes that entry from its step on, which the library sees
/// as a reload.
struct InlineItems {
    /// The identifier as written: the string `"7"` and the number `7` are
    /// two different items.
    enum Key: Hashable {
        case string(String)
        case integer(Int)

        var text: String {
            switch self {
            case .string(let text): text
            case .integer(let number): String(number)
            }
        }
    }

    /// Synthetic catalog ids by identifier.
    private var ids: [Key: Int] = [:]
    /// The catalog ids new or changed since the last call to
    /// ``takeEdits(from:)``, in order of first change.
    private var editOrder: [Int] = []
    /// Whether a catalog id is in ``editOrder`` (indexed by id: the ids are
    /// 0, 1, 2... in order of first appearance).
    private var isEdited: [Bool] = []

    /// The catalog id of the item `node` (`"a"`, `7` or
    /// `{"id": ..., "content": ...}`), creating or updating its catalog
    /// entry in `catalog`.
    ///
    /// - Complexity: O(1) expected, plus the size of the content.
    mutating func id(of node: JSONNode, catalog: inout ScenarioMovieCatalog) throws(FormatIssue) -> Int {
        let key: Key
        var content: ScenarioJSONValue?
        switch node.value {
        case .string(let text): key = .string(text)
        case .integer(let number): key = .integer(number)
        case .object:
            let object = try node.object(allowed: ["id", "content"], required: ["id"])
            key = try Self.key(try object.required("id"))
            content = object.fields["content"]
        default:
            throw node.issue("expected an item: a string or integer identifier, or {\"id\": ..., \"content\": ...}; found \(node.value.kindDescription)")
        }
        let title = content.map { "\(key.text) \($0.canonicalText)" } ?? key.text
        let id: Int
        if let known = ids[key] {
            id = known
        } else {
            id = ids.count
            ids[key] = id
            isEdited.append(false)
        }
        if catalog[id]?.title != title {
            catalog.update(ScenarioMovie(id: id, title: title, year: 0))
            if !isEdited[id] {
                isEdited[id] = true
                editOrder.append(id)
            }
        }
        return id
    }

    /// A section (shelf or carousel) identifier: a string, or an integer
    /// written as its decimal text.
    static func groupID(_ node: JSONNode) throws(FormatIssue) -> String {
        try key(node).text
    }

    /// The entries of `catalog` added or changed since the last call, in
    /// order of first change, as they are now.
    mutating func takeEdits(from catalog: ScenarioMovieCatalog) -> [ScenarioMovie] {
        defer {
            for id in editOrder { isEdited[id] = false }
            editOrder = []
        }
        return editOrder.compactMap { catalog[$0] }
    }

    private static func key(_ node: JSONNode) throws(FormatIssue) -> Key {
        switch node.value {
        case .string(let text): return .string(text)
        case .integer(let number): return .integer(number)
        default: throw node.issue("expected an identifier (a string or an integer), found \(node.value.kindDescription)")
        }
    }
}
