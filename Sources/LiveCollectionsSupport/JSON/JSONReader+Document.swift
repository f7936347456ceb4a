/// A value ``JSONReader/document(_:maximumDepth:)`` can build: a JSON
/// value type whose cases are these constructors (the scenario format's
/// `ScenarioJSONValue`).
package protocol JSONTree {
    static var null: Self { get }
    static func bool(_ value: Bool) -> Self
    static func integer(_ value: Int) -> Self
    static func number(_ value: Double) -> Self
    static func string(_ value: String) -> Self
    static func array(_ elements: [Self]) -> Self
    static func object(_ fields: [String: Self]) -> Self
}

extension JSONReader {
    /// Nesting deeper than this is refused by default.
    package static let maximumDepth = 512

    /// The whole of `bytes` as one JSON value (a UTF-8 byte order mark at
    /// the start is skipped), or the first refusal with its path.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    @inlinable
    package static func document<Tree: JSONTree>(_ bytes: [UInt8], maximumDepth: Int = maximumDepth) throws(JSONReadError) -> Tree {
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<Tree, JSONReadError> in
            var reader = JSONReader(buffer)
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
            do throws(JSONReadError) {
                let value: Tree = try reader.value(depth: 0, maximumDepth: maximumDepth)
                try reader.expectEnd()
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Any value, after white space.
    @inlinable
    package mutating func value<Tree: JSONTree>(depth: Int, maximumDepth: Int) throws(JSONReadError) -> Tree {
        skipSpace()
        guard offset < bytes.count else { throw JSONReadError(.endsEarly, at: offset) }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            guard depth < maximumDepth else { throw JSONReadError(.tooDeep(limit: maximumDepth), at: offset) }
            return try object(depth: depth, maximumDepth: maximumDepth)
        case UInt8(ascii: "["):
            guard depth < maximumDepth else { throw JSONReadError(.tooDeep(limit: maximumDepth), at: offset) }
            return try array(depth: depth, maximumDepth: maximumDepth)
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            switch try number() {
            case .integer(let value): return .integer(value)
            case .double(let value): return .number(value)
            }
        }
    }

    /// An array, from its `[`.
    @inlinable
    mutating func array<Tree: JSONTree>(depth: Int, maximumDepth: Int) throws(JSONReadError) -> Tree {
        offset += 1
        var elements: [Tree] = []
        if take(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            do throws(JSONReadError) {
                elements.append(try value(depth: depth + 1, maximumDepth: maximumDepth))
            } catch {
                throw error.inside(.index(elements.count))
            }
            if take(UInt8(ascii: ",")) { continue }
            if take(UInt8(ascii: "]")) { return .array(elements) }
            throw unexpected("',' or ']'")
        }
    }

    /// An object, from its `{`.
    @inlinable
    mutating func object<Tree: JSONTree>(depth: Int, maximumDepth: Int) throws(JSONReadError) -> Tree {
        offset += 1
        var fields: [String: Tree] = [:]
        if take(UInt8(ascii: "}")) { return .object(fields) }
        while true {
            skipSpace()
            let keyOffset = offset
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw unexpected("a key (a string in double quotes)") }
            let key = try string()
            try expect(UInt8(ascii: ":"), "':' after the key")
            do throws(JSONReadError) {
                let element: Tree = try value(depth: depth + 1, maximumDepth: maximumDepth)
                guard fields.updateValue(element, forKey: key) == nil else { throw JSONReadError(.duplicateKey(key), at: keyOffset) }
            } catch {
                throw error.inside(.key(key))
            }
            if take(UInt8(ascii: ",")) { continue }
            if take(UInt8(ascii: "}")) { return .object(fields) }
            throw unexpected("',' or '}'")
        }
    }
}

extension JSONReadError {
    /// This refusal as one inside `component` of the value around it; the
    /// nesting limit keeps no path (a path 512 steps long says nothing).
    @inlinable
    func inside(_ component: PathComponent) -> JSONReadError {
        if case .tooDeep = reason { return self }
        var error = self
        error.unwoundPath.append(component)
        return error
    }
}
