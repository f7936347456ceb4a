import Foundation
import LiveCollections
import LiveCollectionsRecording
import LiveCollectionsSupport

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
        SectionsJSON.array(kinds, capacity: kinds.count * 24) { kind, bytes in append(kind, to: &bytes) }
    }

    private static func append(_ kind: EventRecord.Kind, to bytes: inout [UInt8]) {
        // The bytes are moved into the writer and back, not copied.
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
                writer.path(from)
                writer.path(to)
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
            JSONText.append(string: name, to: &bytes)
        }

        mutating func string(_ value: String) {
            separate()
            JSONText.append(string: value, to: &bytes)
        }

        mutating func strings(_ values: [String]) {
            separate()
            SectionsJSON.appendArray(values, to: &bytes) { value, bytes in JSONText.append(string: value, to: &bytes) }
        }

        mutating func integer(_ value: Int) {
            separate()
            JSONText.append(integer: value, to: &bytes)
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
            for path in paths { self.path(path) }
        }

        /// `section, item` (0 for an index the path lacks).
        mutating func path(_ path: IndexPath) {
            integer(path.count > 0 ? path[0] : 0)
            integer(path.count > 1 ? path[1] : 0)
        }
    }

    /// The events of a stored `events` column.
    ///
    /// - Throws: ``SectionsJSON/Malformed`` with the byte where reading
    ///   stopped.
    /// - Complexity: O(length of the text).
    static func decode(_ text: String) throws(SectionsJSON.Malformed) -> [EventRecord.Kind] {
        try SectionsJSON.read(text, expected: "a JSON array of events") { (reader: inout JSONReader) throws(JSONReadError) in
            try reader.list { (reader: inout JSONReader) throws(JSONReadError) in try reader.event() }
        }
    }
}

extension JSONReader {
    /// One stored event: `["name", values...]`.
    fileprivate mutating func event() throws(JSONReadError) -> EventRecord.Kind {
        try expect(UInt8(ascii: "["), "'['")
        let start = offset
        let name = try string()
        let kind: EventRecord.Kind
        switch name {
        case "reloadData": kind = .call(.reloadData)
        case "beginBatch": kind = .call(.beginBatch)
        case "endBatch": kind = .call(.endBatch)
        case "deleteItems":
            let animation = try nextAnimation()
            kind = .call(.deleteItems(try remainingPaths(), animation))
        case "insertItems":
            let animation = try nextAnimation()
            kind = .call(.insertItems(try remainingPaths(), animation))
        case "reloadItems":
            let animation = try nextAnimation()
            kind = .call(.reloadItems(try remainingPaths(), animation))
        case "moveItem":
            let from = try nextPath()
            kind = .call(.moveItem(from: from, to: try nextPath()))
        case "deleteSections":
            let animation = try nextAnimation()
            kind = .call(.deleteSections(try remainingIntegers(), animation))
        case "insertSections":
            let animation = try nextAnimation()
            kind = .call(.insertSections(try remainingIntegers(), animation))
        case "reloadSections":
            let animation = try nextAnimation()
            kind = .call(.reloadSections(try remainingIntegers(), animation))
        case "moveSection":
            let from = try nextInteger()
            kind = .call(.moveSection(from: from, to: try nextInteger()))
        case "rejected": kind = .call(.rejected(try nextString()))
        case "fallbackToReloadData": kind = .call(.fallbackToReloadData(try nextString()))
        case "animationsCompleted":
            try expect(UInt8(ascii: ","), "','")
            kind = .call(.animationsCompleted(try bool()))
        case "handOff":
            let view = try nextString()
            try expect(UInt8(ascii: ","), "','")
            let names = try stringList()
            kind = .handOff(rows: try remainingPaths(), of: view, to: names)
        case "didDeleteItems":
            var ids: [String] = []
            while take(UInt8(ascii: ",")) { ids.append(try string()) }
            kind = .didDeleteItems(ids)
        case "nowShows": kind = .nowShows(try nextString())
        case "inaccurateDelta":
            try expect(UInt8(ascii: ","), "','")
            let source = try stringList()
            try expect(UInt8(ascii: ","), "','")
            kind = .inaccurateDelta(sourceDuplicates: source, targetDuplicates: try stringList())
        default: throw JSONReadError(.expected("an event name"), at: start)
        }
        try expect(UInt8(ascii: "]"), "']'")
        return kind
    }

    /// `true` or `false`.
    private mutating func bool() throws(JSONReadError) -> Bool {
        skipSpace()
        let start = offset
        do throws(JSONReadError) {
            try literal("true")
            return true
        } catch {
            offset = start
            try literal("false")
            return false
        }
    }

    private mutating func nextString() throws(JSONReadError) -> String {
        try expect(UInt8(ascii: ","), "','")
        return try string()
    }

    private mutating func nextInteger() throws(JSONReadError) -> Int {
        try expect(UInt8(ascii: ","), "','")
        return try integer()
    }

    private mutating func nextPath() throws(JSONReadError) -> IndexPath {
        let section = try nextInteger()
        return IndexPath(itemIndex: try nextInteger(), sectionIndex: section)
    }

    /// `,null` or `,"fade"`.
    private mutating func nextAnimation() throws(JSONReadError) -> RowAnimation? {
        try expect(UInt8(ascii: ","), "','")
        skipSpace()
        let start = offset
        if take(UInt8(ascii: "n")) {
            offset = start
            try literal("null")
            return nil
        }
        guard let animation = RowAnimation(rawValue: try string()) else {
            throw JSONReadError(.expected("an animation name or null"), at: start)
        }
        return animation
    }

    private mutating func remainingIntegers() throws(JSONReadError) -> [Int] {
        var numbers: [Int] = []
        while take(UInt8(ascii: ",")) { numbers.append(try integer()) }
        return numbers
    }

    private mutating func remainingPaths() throws(JSONReadError) -> [IndexPath] {
        var paths: [IndexPath] = []
        while take(UInt8(ascii: ",")) {
            let section = try integer()
            paths.append(IndexPath(itemIndex: try nextInteger(), sectionIndex: section))
        }
        return paths
    }
}
