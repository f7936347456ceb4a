/// The identifier of one recorded run in a ``ScenarioStore``, e.g. `#12`.
///
/// Identifiers are assigned by the store when a run is recorded or imported,
/// start at 1, and are never reused within one store. The same run copied
/// into another store with ``ScenarioStore/importRun(_:from:)`` gets a new
/// identifier there.
public struct RunID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The run's row id in the store's `run` table.
    public let rawValue: Int64

    /// Wraps a row id.
    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    /// Parses `12` or `#12`; `nil` for anything else, zero or a negative number.
    public init?(_ text: String) {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
              let value = Int64(digits), value > 0
        else { return nil }
        self.rawValue = value
    }

    /// `#12`.
    public var description: String { "#\(rawValue)" }

    /// Orders runs by identifier, which is the order they were recorded in one store.
    public static func < (lhs: RunID, rhs: RunID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Decodes a bare integer.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int64.self)
    }

    /// Encodes a bare integer.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
