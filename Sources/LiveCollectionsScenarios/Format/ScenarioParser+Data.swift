/// Data shapes: the data of each kind, movie ids checked against the catalog
/// and, in data declared unique, against repeats.
extension ScenarioParser {
    /// The data of `node` in the shape of the scenario's kind.
    mutating func data(_ node: JSONNode) throws(FormatIssue) -> ScenarioData {
        switch kind {
        case .singleSection, .dataFactory, .nonUniqueSingleSection, .manualTiming:
            return .movies(try movieList(node, unique: !kind.allowsRepeatedMovies))
        case .discreteSections:
            var lists: [[Int]] = []
            for element in try node.array() { lists.append(try movieList(element, unique: true)) }
            return .sectionLists(lists)
        case .sectionedData, .nonUniqueSections:
            var seen = SeenIDs()
            var shelves: [ScenarioGroup<Int>] = []
            for element in try node.array() {
                let (id, content, itemsNode) = try group(element, kindName: "shelf")
                try seen.shelf(id, at: element)
                shelves.append(ScenarioGroup(id: id, content: content, items: try movieList(itemsNode, unique: false)))
                if !kind.allowsRepeatedMovies {
                    for (index, movie) in shelves.last?.items.enumerated() ?? [].enumerated() {
                        try seen.movie(movie, at: itemsNode.path + "[\(index)]", name: inline == nil ? nil : catalog[movie]?.title)
                    }
                }
            }
            return .shelves(shelves)
        case .carousels:
            var seen = SeenIDs()
            return .carousels(try carousels(node, seen: &seen))
        case .sectionedCarousels:
            var seen = SeenIDs()
            var shelves: [ScenarioGroup<ScenarioGroup<Int>>] = []
            for element in try node.array() {
                let (id, content, itemsNode) = try group(element, kindName: "shelf")
                try seen.shelf(id, at: element)
                shelves.append(ScenarioGroup(id: id, content: content, items: try carousels(itemsNode, seen: &seen)))
            }
            return .carouselShelves(shelves)
        }
    }

    /// `{"id": "...", "items": ...}`; with inline data also
    /// `{"id": ..., "content": <any JSON>, "items": ...}`, the content
    /// returned as canonical JSON text (nil when absent).
    func group(_ node: JSONNode, kindName: String) throws(FormatIssue) -> (id: String, content: String?, items: JSONNode) {
        if inline == nil, case .object(let fields) = node.value, let content = fields["content"] {
            throw node.child("content", content).issue("a \(kindName) content needs inline data (set \"format\": 2, \"data\": \"inline\")")
        }
        let allowed: [String] = inline == nil ? ["id", "items"] : ["id", "content", "items"]
        let object = try node.object(allowed: allowed, required: ["id", "items"])
        let idNode = try object.required("id")
        let id = inline == nil ? try idNode.string() : try InlineItems.groupID(idNode)
        guard !id.isEmpty else { throw node.child("id", .string(id)).issue("a \(kindName) id cannot be empty") }
        return (id, object.fields["content"]?.canonicalText, try object.required("items"))
    }

    private mutating func carousels(_ node: JSONNode, seen: inout SeenIDs) throws(FormatIssue) -> [ScenarioGroup<Int>] {
        var result: [ScenarioGroup<Int>] = []
        for element in try node.array() {
            let (id, content, itemsNode) = try group(element, kindName: "carousel")
            try seen.carousel(id, at: element)
            knownCarousels.insert(id)
            result.append(ScenarioGroup(id: id, content: content, items: try movieList(itemsNode, unique: true)))
        }
        return result
    }

    /// A list of catalog movie ids, or of inline items (given their
    /// catalog ids); with `unique`, none may repeat. Inline items repeated in
    /// non-unique data must have the same content.
    mutating func movieList(_ node: JSONNode, unique: Bool) throws(FormatIssue) -> [Int] {
        // Each movie's first position in the list and, for inline items,
        // its content there; paths are written only for an error.
        var first: [Int: (index: Int, title: String)] = [:]
        var movies: [Int] = []
        let elements = try node.array()
        movies.reserveCapacity(elements.count)
        func path(_ index: Int) -> String { "\(node.path)[\(index)]" }
        for (index, element) in elements.enumerated() {
            let id: Int
            var title = ""
            if inline != nil {
                id = try inline?.id(of: element, catalog: &catalog) ?? 0
                title = catalog[id]?.title ?? ""
                if let earlier = first[id], earlier.title != title {
                    throw element.issue("item \"\(title)\" appears with another content at \(path(earlier.index)) (\"\(earlier.title)\"): one data set gives each item one content")
                }
                if unique, let earlier = first[id] {
                    throw element.issue("duplicate item \"\(title)\" in data declared unique (also at \(path(earlier.index)))")
                }
            } else {
                id = try element.integer(minimum: 0)
                guard catalog[id] != nil else { throw element.issue("unknown movie id \(id)") }
            }
            if unique, let earlier = first[id] {
                throw element.issue("duplicate movie id \(id) in data declared unique (also at \(path(earlier.index)))")
            }
            if first[id] == nil { first[id] = (index, title) }
            movies.append(id)
        }
        return movies
    }
}

/// Identifiers already used in one data literal.
struct SeenIDs {
    private var shelves: [String: String] = [:]
    private var carousels: [String: String] = [:]
    private var movies: [Int: String] = [:]

    mutating func shelf(_ id: String, at node: JSONNode) throws(FormatIssue) {
        if let first = shelves[id] { throw node.issue("duplicate shelf id \"\(id)\" (also at \(first))") }
        shelves[id] = node.path
    }

    mutating func carousel(_ id: String, at node: JSONNode) throws(FormatIssue) {
        if let first = carousels[id] { throw node.issue("duplicate carousel id \"\(id)\" (also at \(first))") }
        carousels[id] = node.path
    }

    mutating func movie(_ id: Int, at path: String, name: String? = nil) throws(FormatIssue) {
        if let first = movies[id] {
            let what = name.map { "item \"\($0)\"" } ?? "movie id \(id)"
            throw FormatIssue(path: path, message: "duplicate \(what) in data declared unique (also at \(first))")
        }
        movies[id] = path
    }
}
