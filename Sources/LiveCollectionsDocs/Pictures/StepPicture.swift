import LiveCollections

/// What one view showed before and after a step, each row marked with what
/// happened to it: the input of the SVG picture and of the HTML player.
public struct StepPicture: Hashable, Sendable {
    /// One displayed item.
    public struct Row: Hashable, Sendable {
        /// The item's identity, e.g. `3` or `1#2`.
        public let id: String
        /// What the cell shows, e.g. `Casablanca`.
        public let text: String
        /// What happened to it in this step.
        public let change: Change
    }

    /// What happened to a row.
    public enum Change: String, Hashable, Sendable {
        /// Still there, same place in its order, same content.
        case unchanged
        /// Gone (before column only).
        case deleted
        /// New (after column only).
        case inserted
        /// Still there with new content.
        case reloaded
        /// Still there, moved.
        case moved
        /// Moved, with new content.
        case movedAndReloaded
    }

    /// A move, from a row before to a row after.
    public struct Move: Hashable, Sendable {
        /// Section and row before.
        public let from: Position
        /// Section and row after.
        public let to: Position
    }

    /// A row of a section.
    public struct Position: Hashable, Sendable {
        /// The section.
        public let section: Int
        /// The row in the section.
        public let row: Int
    }

    /// The view, e.g. `table` or `cell c1`.
    public let view: String
    /// The rows before the step, per section.
    public let before: [[Row]]
    /// The rows after the step, per section.
    public let after: [[Row]]
    /// The moved rows.
    public let moves: [Move]

    /// Whether anything changed.
    public var hasChanges: Bool {
        before.count != after.count || !moves.isEmpty
            || (before + after).joined().contains { $0.change != .unchanged }
    }

    /// Compares what `view` showed before and after, as the recording stores
    /// it (`id` or `id(content)` per item), with the library's own delta
    /// engine: the same deletions, insertions, moves and reloads the view
    /// animated.
    public init(view: String, before: [[String]], after: [[String]]) {
        self.view = view
        let old = before.map { $0.map(Item.init) }
        let new = after.map { $0.map(Item.init) }
        // Items are keyed by identity across the view; where an identity
        // repeats (one movie in two discrete sections) by section and identity.
        let keyed = Self.uniqueKeys(old) && Self.uniqueKeys(new)
        let key: (Int, Item) -> String = { section, item in keyed ? item.id : "\(section)/\(item.id)" }
        var oldPosition: [String: Position] = [:]
        for (section, items) in old.enumerated() {
            for (row, item) in items.enumerated() { oldPosition[key(section, item)] = Position(section: section, row: row) }
        }
        var newPosition: [String: Position] = [:]
        for (section, items) in new.enumerated() {
            for (row, item) in items.enumerated() { newPosition[key(section, item)] = Position(section: section, row: row) }
        }
        let moved = Self.movedKeys(old: old, new: new, key: key, oldPosition: oldPosition, newPosition: newPosition)
        var moves: [Move] = []
        self.before = old.enumerated().map { section, items in
            items.map { item in
                let itemKey = key(section, item)
                guard let target = newPosition[itemKey] else { return Row(id: item.id, text: item.text, change: .deleted) }
                let newItem = new[target.section][target.row]
                let isMoved = moved.contains(itemKey)
                if isMoved, let from = oldPosition[itemKey] { moves.append(Move(from: from, to: target)) }
                return Row(id: item.id, text: item.text, change: Self.change(moved: isMoved, reloaded: newItem.text != item.text))
            }
        }
        self.after = new.enumerated().map { section, items in
            items.map { item in
                let itemKey = key(section, item)
                guard let source = oldPosition[itemKey] else { return Row(id: item.id, text: item.text, change: .inserted) }
                let oldItem = old[source.section][source.row]
                return Row(id: item.id, text: item.text, change: Self.change(moved: moved.contains(itemKey), reloaded: oldItem.text != item.text))
            }
        }
        self.moves = moves
    }

    private static func change(moved: Bool, reloaded: Bool) -> Change {
        switch (moved, reloaded) {
        case (true, true): .movedAndReloaded
        case (true, false): .moved
        case (false, true): .reloaded
        case (false, false): .unchanged
        }
    }

    private static func uniqueKeys(_ sections: [[Item]]) -> Bool {
        let ids = sections.joined().map(\.id)
        return Set(ids).count == ids.count
    }

    /// The keys the engine moves: survivors that change section, and those
    /// outside a longest run that keeps its order within a section.
    private static func movedKeys(
        old: [[Item]], new: [[Item]], key: (Int, Item) -> String,
        oldPosition: [String: Position], newPosition: [String: Position]
    ) -> Set<String> {
        var moved: Set<String> = []
        for (section, items) in new.enumerated() {
            let keys = items.map { key(section, $0) }
            for itemKey in keys where (oldPosition[itemKey].map { $0.section != section }) ?? false {
                moved.insert(itemKey)
            }
            let staying = keys.filter { oldPosition[$0]?.section == section }
            let previous = old.indices.contains(section)
                ? old[section].map { key(section, $0) }.filter { newPosition[$0]?.section == section }
                : []
            for move in IndexDelta(from: previous, to: staying).moves { moved.insert(staying[move.target]) }
        }
        return moved
    }
}

/// An item as the recording stores it: `id` or `id(content)`.
struct Item: Hashable {
    let id: String
    let text: String

    init(_ stored: String) {
        if stored.hasSuffix(")"), let open = stored.firstIndex(of: "(") {
            id = String(stored[..<open])
            text = String(stored[stored.index(after: open)..<stored.index(before: stored.endIndex)])
        } else {
            id = stored
            text = stored
        }
    }
}
