import LiveCollectionsSupport

/// The shapes the store's JSON columns are made of, read with the support
/// target's reader: integers, keys, lists.
extension JSONReader {
    /// An integer with no fraction, such as `-1` or `120`.
    mutating func integer() throws(JSONReadError) -> Int {
        let start = offset
        guard case .integer(let value) = try number() else { throw JSONReadError(.expected("an integer"), at: start) }
        return value
    }

    /// `"name":`, exactly.
    mutating func key(_ name: String) throws(JSONReadError) {
        skipSpace()
        let start = offset
        guard try string() == name else { throw JSONReadError(.expected("the key \"\(name)\""), at: start) }
        try expect(UInt8(ascii: ":"), "':'")
    }

    /// `[["a", "b"], []]`.
    mutating func sections() throws(JSONReadError) -> [[String]] {
        try list { (reader: inout JSONReader) throws(JSONReadError) in try reader.stringList() }
    }

    /// `["a", "b"]`.
    mutating func stringList() throws(JSONReadError) -> [String] {
        try list { (reader: inout JSONReader) throws(JSONReadError) in try reader.string() }
    }

    /// `[` elements separated by `,` `]`.
    mutating func list<Element>(
        _ element: (inout JSONReader) throws(JSONReadError) -> Element
    ) throws(JSONReadError) -> [Element] {
        try expect(UInt8(ascii: "["), "'['")
        var elements: [Element] = []
        if take(UInt8(ascii: "]")) { return elements }
        repeat {
            elements.append(try element(&self))
        } while take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"), "',' or ']'")
        return elements
    }
}
