import LiveCollectionsSupport

/// The `sections` column of `stepViewState` and `finalState`: a view's
/// displayed items, per section, as JSON text (`[["1(Alien)", "2"], []]`);
/// and the `shows` column of `viewCall` likewise; the `texts` column of
/// `viewEvent`, which stores before schema 7 kept (a list of event texts,
/// `["beginBatch", "moveItem [0, 1] -> [0, 0]"]`), read by the migration.
///
/// Written and read through the support target's `JSONText` and
/// `JSONReader` rather than `JSONEncoder` / `JSONDecoder`, which cost more
/// per string than the replay that produced it (a view of 100,000 items is
/// stored at every step). The text is plain JSON; reading accepts any JSON
/// array of arrays of strings, such as the encoder's output in older stores.
enum SectionsJSON {
    /// The JSON text of `sections`.
    ///
    /// - Complexity: O(total length of the strings).
    static func encode(_ sections: [[String]]) -> String {
        array(sections, capacity: 2 + sections.reduce(0) { $0 + 2 + $1.reduce(0) { $0 + $1.utf8.count + 3 } }) { section, bytes in
            appendList(section, to: &bytes)
        }
    }

    /// The JSON array of `elements` as text, each written by `element`.
    ///
    /// - Complexity: O(size of the text), `capacity` bytes reserved.
    static func array<Elements: Collection>(
        _ elements: Elements, capacity: Int, _ element: (Elements.Element, inout [UInt8]) -> Void
    ) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        appendArray(elements, to: &bytes, element)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `[` each element written by `element`, separated by `,` `]`.
    static func appendArray<Elements: Collection>(
        _ elements: Elements, to bytes: inout [UInt8], _ element: (Elements.Element, inout [UInt8]) -> Void
    ) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            element(value, &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// The JSON text of a view state as stored: whole, as ``encode(_:)``
    /// writes it, or as changes (see ``StoredSections``).
    ///
    /// - Complexity: O(total length of the strings and pieces).
    static func encode(_ stored: StoredSections) -> String {
        switch stored {
        case .whole(let sections): encode(sections)
        case let .changes(fromStep, sections): encodeChanges(from: fromStep, sections)
        }
    }

    /// `{"changesFrom":3,"sections":[["a",[0,1,2]]]}`.
    private static func encodeChanges(from fromStep: Int, _ sections: [[StoredSections.Piece]]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(40 + sections.reduce(0) { $0 + 2 + $1.count * 16 })
        bytes.append(contentsOf: #"{"changesFrom":"#.utf8)
        JSONText.append(integer: fromStep, to: &bytes)
        bytes.append(contentsOf: #","sections":["#.utf8)
        for (index, pieces) in sections.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "["))
            for (index, piece) in pieces.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                switch piece {
                case .cell(let cell):
                    JSONText.append(string: cell, to: &bytes)
                case let .copy(section, start, count):
                    bytes.append(UInt8(ascii: "["))
                    JSONText.append(integer: section, to: &bytes)
                    bytes.append(UInt8(ascii: ","))
                    JSONText.append(integer: start, to: &bytes)
                    bytes.append(UInt8(ascii: ","))
                    JSONText.append(integer: count, to: &bytes)
                    bytes.append(UInt8(ascii: "]"))
                }
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(contentsOf: "]}".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON text of a list of strings.
    ///
    /// - Complexity: O(total length of the strings).
    static func encode(list strings: [String]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 + strings.reduce(0) { $0 + $1.utf8.count + 3 })
        appendList(strings, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `["a","b"]`.
    private static func appendList(_ strings: [String], to bytes: inout [UInt8]) {
        appendArray(strings, to: &bytes) { string, bytes in JSONText.append(string: string, to: &bytes) }
    }

    /// Why a `sections` text could not be read.
    struct Malformed: Error, CustomStringConvertible {
        /// Where the reader stopped, in bytes.
        let offset: Int
        /// What the text should have been.
        let expected: String
        var description: String { "the column is not \(expected) (at byte \(offset))" }
    }

    /// The sections of a JSON text.
    ///
    /// - Throws: ``Malformed`` when the text is not a JSON array of arrays
    ///   of strings.
    /// - Complexity: O(length of the text).
    static func decode(_ text: String) throws(Malformed) -> [[String]] {
        try read(text, expected: "a JSON array of arrays of strings") { (reader: inout JSONReader) throws(JSONReadError) in
            try reader.sections()
        }
    }

    /// A view state as stored: a JSON array of arrays of strings (whole),
    /// or the object ``encode(_:)-(StoredSections)`` writes for changes.
    ///
    /// - Throws: ``Malformed`` when the text is neither.
    /// - Complexity: O(length of the text).
    static func decodeStored(_ text: String) throws(Malformed) -> StoredSections {
        try read(text, expected: "a JSON array of arrays of strings, or stored changes") { (reader: inout JSONReader) throws(JSONReadError) in
            guard reader.take(UInt8(ascii: "{")) else {
                return .whole(try reader.sections())
            }
            try reader.key("changesFrom")
            let fromStep = try reader.integer()
            try reader.expect(UInt8(ascii: ","), "','")
            try reader.key("sections")
            let sections = try reader.list { (reader: inout JSONReader) throws(JSONReadError) in
                try reader.list { (reader: inout JSONReader) throws(JSONReadError) -> StoredSections.Piece in
                    reader.skipSpace()
                    guard reader.take(UInt8(ascii: "[")) else { return .cell(try reader.string()) }
                    let section = try reader.integer()
                    try reader.expect(UInt8(ascii: ","), "','")
                    let start = try reader.integer()
                    try reader.expect(UInt8(ascii: ","), "','")
                    let count = try reader.integer()
                    try reader.expect(UInt8(ascii: "]"), "']'")
                    return .copy(section: section, start: start, count: count)
                }
            }
            try reader.expect(UInt8(ascii: "}"), "'}'")
            return .changes(fromStep: fromStep, sections: sections)
        }
    }

    /// The strings of a JSON array of strings.
    ///
    /// - Throws: ``Malformed`` when the text is not a JSON array of strings.
    /// - Complexity: O(length of the text).
    static func decodeList(_ text: String) throws(Malformed) -> [String] {
        try read(text, expected: "a JSON array of strings") { (reader: inout JSONReader) throws(JSONReadError) in try reader.stringList() }
    }

    /// What `value` reads from the whole of `text`.
    static func read<Value>(
        _ text: String, expected: String, _ value: (inout JSONReader) throws(JSONReadError) -> Value
    ) throws(Malformed) -> Value {
        var text = text
        let result = text.withUTF8 { bytes -> Result<Value, Malformed> in
            var reader = JSONReader(bytes)
            do throws(JSONReadError) {
                let read = try value(&reader)
                try reader.expectEnd()
                return .success(read)
            } catch {
                return .failure(Malformed(offset: error.offset, expected: expected))
            }
        }
        return try result.get()
    }
}
