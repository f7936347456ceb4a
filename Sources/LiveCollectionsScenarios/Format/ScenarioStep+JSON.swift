import LiveCollections

/// Writing loaded steps back as a scenario file lists them, the inverse of
/// `ScenarioParser+Steps` for data over the movie catalog: so that a
/// generated scenario (`generate`) can be handled as a document that lists
/// its steps (shrunk, saved).
///
/// Inline items (format 2, `"data": "inline"`) are not written: the loader
/// numbers them and keeps each one's identifier and content as one text, so
/// their steps cannot be written back as the file gave them (and `generate`,
/// the reason to write steps, needs catalog data anyway).
extension Scenario {
    /// The steps as the `"steps"` array of a file over the movie catalog, in
    /// the shapes the loader reads for the scenario's kind: a file with the
    /// scenario's other fields and this array loads to steps equal to
    /// ``steps``.
    ///
    /// - Throws: ``ScenarioWritingError`` when the items are inline
    ///   (``isInline``): only catalog movie ids are written.
    /// - Complexity: O(n) in the size of the steps' data.
    public func listedSteps() throws(ScenarioWritingError) -> ScenarioJSONValue {
        guard !isInline else {
            throw ScenarioWritingError(
                file: file,
                message: "its items are inline (\"data\": \"inline\"): only steps over the movie catalog can be written as a list of steps"
            )
        }
        return .array(steps.map(\.listedJSON))
    }
}

extension ScenarioStep {
    /// `{"at": ..., "note": ..., "<action>": ...}` (`note` only when the step
    /// has one); the step's data as catalog movie ids.
    var listedJSON: ScenarioJSONValue {
        var fields: [String: ScenarioJSONValue] = ["at": .integer(at)]
        if let note { fields["note"] = .string(note) }
        let (key, value) = action.listedJSON
        fields[key] = value
        return .object(fields)
    }
}

extension ScenarioStepAction {
    /// The action's field in a step and its value: `update` and `append` in
    /// the data shape of the kind (`{"section": N, "items": [...]}` for one
    /// discrete section), `editMovies` as `[{"id", "title"}]`, the
    /// manual-timing actions as `calculate: [...]` and
    /// `performAnimations: {}`, `reuseCell` as `{"carousel", "showing"}`,
    /// `manualReloads` as movie ids (for one discrete section, as
    /// `{"section": N, "items": [...]}`), `animationStyle` as its name (for
    /// one discrete section, `{"section": N, "style": ...}`).
    var listedJSON: (key: String, value: ScenarioJSONValue) {
        switch self {
        case .update(let data):
            ("update", data.listedJSON)
        case .updateSection(let section, let movies):
            ("update", .object(["section": .integer(section), "items": ScenarioData.ids(movies)]))
        case .append(let data):
            ("append", data.listedJSON)
        case .appendSection(let section, let movies):
            ("append", .object(["section": .integer(section), "items": ScenarioData.ids(movies)]))
        case .editMovies(let movies):
            ("editMovies", .array(movies.map { .object(["id": .integer($0.id), "title": .string($0.title)]) }))
        case .inTheaters(let ids):
            ("inTheaters", ScenarioData.ids(ids))
        case .animationStyle(let style):
            ("animationStyle", .string(style.rawValue))
        case .sectionAnimationStyle(let section, let style):
            ("animationStyle", .object(["section": .integer(section), "style": .string(style.rawValue)]))
        case .calculate(let ids):
            ("calculate", ScenarioData.ids(ids))
        case .performAnimations:
            ("performAnimations", .object([:]))
        case .reuseCell(let carousel, let showing):
            ("reuseCell", .object(["carousel": .string(carousel), "showing": .string(showing)]))
        case .manualReloads(let ids):
            ("manualReloads", ScenarioData.ids(ids))
        case .sectionManualReloads(let section, let movies):
            ("manualReloads", .object(["section": .integer(section), "items": ScenarioData.ids(movies)]))
        }
    }
}

extension ScenarioData {
    /// The data as a file over the catalog writes it: movie ids; one list
    /// per discrete section; shelves and carousels as `{"id", "items"}`;
    /// shelves of carousels as `{"id", "items": [{"id", "items"}]}`. (A
    /// group's content exists only with inline items, which are not
    /// written.)
    var listedJSON: ScenarioJSONValue {
        switch self {
        case .movies(let ids):
            Self.ids(ids)
        case .sectionLists(let lists):
            .array(lists.map(Self.ids))
        case .shelves(let groups), .carousels(let groups):
            .array(groups.map { Self.group($0.id, items: Self.ids($0.items)) })
        case .carouselShelves(let shelves):
            .array(shelves.map { shelf in
                Self.group(shelf.id, items: .array(shelf.items.map { Self.group($0.id, items: Self.ids($0.items)) }))
            })
        }
    }

    /// Movie ids as a JSON array.
    static func ids(_ ids: [Int]) -> ScenarioJSONValue {
        .array(ids.map(ScenarioJSONValue.integer))
    }

    private static func group(_ id: String, items: ScenarioJSONValue) -> ScenarioJSONValue {
        .object(["id": .string(id), "items": items])
    }
}
