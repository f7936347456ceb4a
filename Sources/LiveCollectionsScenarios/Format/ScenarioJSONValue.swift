import LiveCollectionsSupport

/// A parsed JSON document, kept as plain values so that the loader can walk
/// it with exact paths and strict checks (unknown fields, wrong kinds).
public enum ScenarioJSONValue: Hashable, Sendable, Decodable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number with an integral value that fits an `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([ScenarioJSONValue])
    /// An object.
    case object([String: ScenarioJSONValue])

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ScenarioJSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ScenarioJSONValue].self))
        }
    }

    /// What the value is, as an error message says it: `a string`, `an array`...
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Scenario documents are read straight into ``ScenarioJSONValue`` by the support
/// target's reader.
extension ScenarioJSONValue: JSONTree {}
