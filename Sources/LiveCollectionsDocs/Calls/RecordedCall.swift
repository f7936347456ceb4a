/// A row of a section, as a call names it: `[section, item]`.
public struct Position: Hashable, Sendable, Comparable {
    /// The section.
    public let section: Int
    /// The row in the section.
    public let row: Int

    /// The position of `row` in `section`.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Section first, then row.
    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

/// One call a view received, read back from the text the recording stores
/// for it (`RecordedEvent.description`, or the reload delegate's hand-off
/// line): only what was recorded, nothing re-derived.
public enum RecordedCall: Hashable, Sendable, CustomStringConvertible {
    /// `deleteItems`: paths before the batch.
    case deleteItems([Position])
    /// `insertItems`: paths after the batch.
    case insertItems([Position])
    /// `reloadItems`: paths before the batch.
    case reloadItems([Position])
    /// `moveItem`: from a path before the batch to a path after it.
    case moveItem(from: Position, to: Position)
    /// `deleteSections`: indexes before the batch.
    case deleteSections([Int])
    /// `insertSections`: indexes after the batch.
    case insertSections([Int])
    /// `reloadSections`: indexes before the batch.
    case reloadSections([Int])
    /// `moveSection`: from an index before the batch to one after it.
    case moveSection(from: Int, to: Int)
    /// `reloadData`: everything read again from the data source.
    case reloadData
    /// The table's reload delegate took over the reloads of these rows (their
    /// paths on screen when handed off), handing them to the named carousels.
    case handOff([Position], to: [String])

    /// How many marks the call has in a picture: one per path, section
    /// index or hand-off pair; one for a move or a `reloadData`.
    public var operandCount: Int {
        switch self {
        case let .deleteItems(paths), let .insertItems(paths), let .reloadItems(paths): paths.count
        case let .deleteSections(sections), let .insertSections(sections), let .reloadSections(sections): sections.count
        case .moveItem, .moveSection, .reloadData: 1
        case let .handOff(paths, _): paths.count
        }
    }

    /// The call's name as recorded, e.g. `deleteItems`.
    public var name: String {
        switch self {
        case .deleteItems: "deleteItems"
        case .insertItems: "insertItems"
        case .reloadItems: "reloadItems"
        case .moveItem: "moveItem"
        case .deleteSections: "deleteSections"
        case .insertSections: "insertSections"
        case .reloadSections: "reloadSections"
        case .moveSection: "moveSection"
        case .reloadData: "reloadData"
        case .handOff: "hand-off"
        }
    }

    /// A readable form, e.g. `moveItem [0, 1] -> [1, 3]`.
    public var description: String {
        switch self {
        case let .deleteItems(paths), let .insertItems(paths), let .reloadItems(paths):
            "\(name) \(paths.map { "[\($0.section), \($0.row)]" })"
        case let .deleteSections(sections), let .insertSections(sections), let .reloadSections(sections):
            "\(name) \(sections)"
        case let .moveItem(from, to): "moveItem [\(from.section), \(from.row)] -> [\(to.section), \(to.row)]"
        case let .moveSection(from, to): "moveSection \(from) -> \(to)"
        case .reloadData: "reloadData"
        case let .handOff(paths, names):
            "hand-off \(paths.map { "[\($0.section), \($0.row)]" }) to \(names)"
        }
    }

    /// The call an event's text records, or nil when the text is not a call
    /// (`beginBatch`, `endBatch`, a completion, a note).
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public init?(parsing text: String) {
        let name = text.prefix { $0 != " " }
        let rest = text.dropFirst(name.count)
        switch name {
        case "reloadData":
            guard rest.isEmpty else { return nil }
            self = .reloadData
        case "deleteItems", "insertItems", "reloadItems":
            guard let paths = Self.paths(in: Self.bracketed(rest)) else { return nil }
            self = name == "deleteItems" ? .deleteItems(paths) : name == "insertItems" ? .insertItems(paths) : .reloadItems(paths)
        case "deleteSections", "insertSections", "reloadSections":
            let numbers = Self.numbers(in: Self.bracketed(rest))
            self = name == "deleteSections" ? .deleteSections(numbers) : name == "insertSections" ? .insertSections(numbers) : .reloadSections(numbers)
        case "moveItem":
            guard let paths = Self.paths(in: rest), paths.count == 2 else { return nil }
            self = .moveItem(from: paths[0], to: paths[1])
        case "moveSection":
            let numbers = Self.numbers(in: rest)
            guard numbers.count == 2 else { return nil }
            self = .moveSection(from: numbers[0], to: numbers[1])
        case "hand-off":
            // `[[0, 1], [0, 3]]`, or as older recordings have it, source->target
            // pairs `[[0, 1]->[0, 1], ...]`: the rows on screen are the targets.
            let operand = Self.bracketed(rest)
            guard let paths = Self.paths(in: operand) else { return nil }
            let paired = operand.contains("->")
            guard !paired || paths.count % 2 == 0 else { return nil }
            let shown = paired ? stride(from: 1, to: paths.count, by: 2).map { paths[$0] } : paths
            let tail = rest.dropFirst(rest.distance(from: rest.startIndex, to: operand.endIndex))
            let names: [String] = tail.hasPrefix(" to ")
                ? tail.dropFirst(4).split(separator: ",").map { name in
                    let trimmed = name.drop { $0 == " " }
                    return String(trimmed.hasPrefix("carousel ") ? trimmed.dropFirst("carousel ".count) : trimmed)
                }
                : []
            self = .handOff(shown, to: names)
        default:
            return nil
        }
    }

    /// The first balanced `[...]` group of `text`, or empty.
    private static func bracketed(_ text: Substring) -> Substring {
        guard let open = text.firstIndex(of: "[") else { return text[text.endIndex...] }
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "[" { depth += 1 }
            if text[index] == "]" {
                depth -= 1
                if depth == 0 { return text[open...index] }
            }
        }
        return text[text.endIndex...]
    }

    /// The integers of `text`, in order.
    private static func numbers(in text: Substring) -> [Int] {
        text.split { !$0.isNumber }.compactMap { Int($0) }
    }

    /// The `[s, i]` pairs of `text`, in order; nil when the numbers do not pair up.
    private static func paths(in text: Substring) -> [Position]? {
        let numbers = numbers(in: text)
        guard numbers.count % 2 == 0 else { return nil }
        return stride(from: 0, to: numbers.count, by: 2).map { Position(section: numbers[$0], row: numbers[$0 + 1]) }
    }
}
