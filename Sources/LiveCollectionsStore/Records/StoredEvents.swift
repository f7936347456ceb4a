import Foundation
import LiveCollections
import LiveCollectionsRecording

/// The events of a `viewCall` row as its `events` column holds them: a JSON
/// array with one array per event, its kind's name first, then its values.
///
/// ```json
/// [["beginBatch"], ["deleteItems", "fade", 0, 1, 0, 2], ["moveItem", 0, 2, 0, 5],
///  ["insertSections", null, 3], ["moveSection", 1, 0], ["endBatch"],
///  ["animationsCompleted", true], ["rejected", "attempt to ..."],
///  ["handOff", "table", ["carousel c1"], 0, 0], ["didDeleteItems", "c2"],
///  ["nowShows", "carousel c2"], ["inaccurateDelta", ["7"], []]]
/// ```
///
/// Index paths are flattened to `section, item` pairs, so a batch of
/// thousands of moves writes numbers, not objects.
enum StoredEvents {
    /// The JSON text of `kinds`.
    ///
    /// - Complexity: O(size of the events).
    static func encode(_ kinds: some Collection<EventRecord.Kind>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(kinds.count * 24)
        bytes.append(UInt8(ascii: "["))
        for (index, kind) in kinds.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(kind, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func append(_ kind: EventRecord.Kind, to bytes: inout [UInt8]) {
        var writer = Writer(bytes: bytes)
        bytes = []
        switch kind {
        case .call(let call):
            switch call {
            case .reloadData, .beginBatch, .endBatch: writer.name(call.name)
            case let .deleteItems(paths, animation), let .insertItems(paths, animation), let .reloadItems(paths, animation):
                writer.name(call.name)
                writer.animation(animation)
                writer.paths(paths)
            case let .moveItem(from, to):
                writer.name(call.name)
                writer.paths([from, to])
            case let .deleteSections(sections, animation), let .insertSections(sections, animation), let .reloadSections(sections, animation):
                writer.name(call.name)
                writer.animation(animation)
                sections.forEach { writer.integer($0) }
            case let .moveSection(from, to):
                writer.name(call.name)
                writer.integer(from)
                writer.integer(to)
            case let .rejected(message), let .fallbackToReloadData(message):
                writer.name(call.name)
                writer.string(message)
            case let .animationsCompleted(finished):
                writer.name(call.name)
                writer.raw(finished ? "true" : "false")
            }
        case let .handOff(rows, view, names):
            writer.name("handOff")
            writer.string(view)
            writer.strings(names)
            writer.paths(rows)
        case let .didDeleteItems(ids):
            writer.name("didDeleteItems")
            ids.forEach { writer.string($0) }
        case let .nowShows(name):
            writer.name("nowShows")
            writer.string(name)
        case let .inaccurateDelta(before, after):
            writer.name("inaccurateDelta")
            writer.strings(before)
            writer.strings(after)
        }
        writer.bytes.append(UInt8(ascii: "]"))
        bytes = writer.bytes
    }

    /// One event's array, written value by value.
    private struct Writer {
        var bytes: [UInt8]

        mutating func separate() {
            bytes.append(UInt8(ascii: ","))
        }

        mutating func name(_ name: String) {
            bytes.append(UInt8(ascii: "["))
            SectionsJSON.appendString(name, to: &bytes)
        }

        mutating func string(_ value: String) {
            separate()
            SectionsJSON.appendString(value, to: &bytes)
        }

        mutating func strings(_ values: [String]) {
            separate()
            bytes.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                SectionsJSON.appendString(value, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }

        mutating func integer(_ value: Int) {
            separate()
            SectionsJSON.appendInteger(value, to: &bytes)
        }

        mutating func raw(_ text: String) {
            separate()
            bytes.append(contentsOf: text.utf8)
        }

        mutating func animation(_ animation: RowAnimation?) {
            guard let animation else { return raw("null") }
            string(animation.rawValue)
        }

        mutating func paths(_ paths: [IndexPath]) {
            for path in paths {
                integer(path.count > 0 ? path[0] : 0)
                integer(path.count > 1 ? path[1] : 0)
            }
        }
    }

    /// Why a stored `events` column could not be read.
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// The events of a stored `events` column.
    ///
    /// - Throws: ``Malformed`` naming what is wrong.
    static func decode(_ text: String) throws(Malformed) -> [EventRecord.Kind] {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw Malformed(description: "not JSON: \(error.localizedDescription)")
        }
        guard let events = json as? [[Any]] else { throw Malformed(description: "not an array of events") }
        var kinds: [EventRecord.Kind] = []
        kinds.reserveCapacity(events.count)
        for values in events {
            kinds.append(try kind(values))
        }
        return kinds
    }

    private static func kind(_ values: [Any]) throws(Malformed) -> EventRecord.Kind {
        var reader = Reader(values: values)
        let name = try reader.string()
        switch name {
        case "reloadData": return .call(.reloadData)
        case "beginBatch": return .call(.beginBatch)
        case "endBatch": return .call(.endBatch)
        case "deleteItems":
            let (animation, paths) = try reader.animationAndPaths()
            return .call(.deleteItems(paths, animation))
        case "insertItems":
            let (animation, paths) = try reader.animationAndPaths()
            return .call(.insertItems(paths, animation))
        case "reloadItems":
            let (animation, paths) = try reader.animationAndPaths()
            return .call(.reloadItems(paths, animation))
        case "moveItem":
            let paths = try reader.paths()
            guard paths.count == 2 else { throw Malformed(description: "moveItem with \(paths.count) paths") }
            return .call(.moveItem(from: paths[0], to: paths[1]))
        case "deleteSections":
            let (animation, sections) = try reader.animationAndIntegers()
            return .call(.deleteSections(sections, animation))
        case "insertSections":
            let (animation, sections) = try reader.animationAndIntegers()
            return .call(.insertSections(sections, animation))
        case "reloadSections":
            let (animation, sections) = try reader.animationAndIntegers()
            return .call(.reloadSections(sections, animation))
        case "moveSection":
            let numbers = try reader.integers()
            guard numbers.count == 2 else { throw Malformed(description: "moveSection with \(numbers.count) numbers") }
            return .call(.moveSection(from: numbers[0], to: numbers[1]))
        case "rejected": return .call(.rejected(try reader.string()))
        case "fallbackToReloadData": return .call(.fallbackToReloadData(try reader.string()))
        case "animationsCompleted": return .call(.animationsCompleted(try reader.bool()))
        case "handOff":
            let view = try reader.string()
            let names = try reader.strings()
            return .handOff(rows: try reader.paths(), of: view, to: names)
        case "didDeleteItems": return .didDeleteItems(try reader.remainingStrings())
        case "nowShows": return .nowShows(try reader.string())
        case "inaccurateDelta": return .inaccurateDelta(sourceDuplicates: try reader.strings(), targetDuplicates: try reader.strings())
        default: throw Malformed(description: "unknown event \(name)")
        }
    }

    /// Reads one event's values in order.
    private struct Reader {
        let values: [Any]
        var next = 0

        init(values: [Any]) {
            self.values = values
        }

        mutating func value() throws(Malformed) -> Any {
            guard next < values.count else { throw Malformed(description: "an event ends early") }
            defer { next += 1 }
            return values[next]
        }

        mutating func string() throws(Malformed) -> String {
            guard let string = try value() as? String else { throw Malformed(description: "a string expected") }
            return string
        }

        mutating func strings() throws(Malformed) -> [String] {
            guard let strings = try value() as? [String] else { throw Malformed(description: "a list of strings expected") }
            return strings
        }

        mutating func remainingStrings() throws(Malformed) -> [String] {
            var strings: [String] = []
            while next < values.count { strings.append(try string()) }
            return strings
        }

        mutating func bool() throws(Malformed) -> Bool {
            guard let bool = try value() as? Bool else { throw Malformed(description: "true or false expected") }
            return bool
        }

        mutating func integers() throws(Malformed) -> [Int] {
            var numbers: [Int] = []
            numbers.reserveCapacity(values.count - next)
            while next < values.count {
                guard let number = try value() as? Int else { throw Malformed(description: "a number expected") }
                numbers.append(number)
            }
            return numbers
        }

        mutating func paths() throws(Malformed) -> [IndexPath] {
            let numbers = try integers()
            guard numbers.count % 2 == 0 else { throw Malformed(description: "index paths need pairs of numbers") }
            return stride(from: 0, to: numbers.count, by: 2).map { IndexPath(indexes: [numbers[$0], numbers[$0 + 1]]) }
        }

        mutating func animation() throws(Malformed) -> RowAnimation? {
            let raw = try value()
            if raw is NSNull { return nil }
            guard let name = raw as? String, let animation = RowAnimation(rawValue: name) else {
                throw Malformed(description: "an animation name or null expected")
            }
            return animation
        }

        mutating func animationAndPaths() throws(Malformed) -> (RowAnimation?, [IndexPath]) {
            (try animation(), try paths())
        }

        mutating func animationAndIntegers() throws(Malformed) -> (RowAnimation?, [Int]) {
            (try animation(), try integers())
        }
    }
}
