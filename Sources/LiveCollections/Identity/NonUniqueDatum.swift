/// The original library's name for the identity of a datum of `DataType`
/// (``NonUniqueDatum/uniqueID``), named after the datum's type.
public typealias UniqueKeyFromNonUniqueDatum<DataType: NonUniquelyIdentifiable> = NonUniqueID<DataType.NonUniqueIDType>

/// The identity of one occurrence of a non-unique value: its identifier and
/// which occurrence it is (1 for the first, 2 for the second, ...).
public struct NonUniqueID<Base: Hashable>: Hashable, CustomStringConvertible {
    /// The shared, non-unique identifier.
    public let id: Base
    /// The occurrence number, starting at 1, in array order.
    public let occurrence: Int

    /// Creates the identity of the `occurrence`-th appearance of `id`.
    public init(id: Base, occurrence: Int) {
        self.id = id
        self.occurrence = occurrence
    }

    /// `id` followed by the occurrence number, e.g. `A2`; with a `#` between
    /// them when the id ends in a digit, e.g. `12#2`.
    public var description: String {
        let text = "\(id)"
        return text.last?.isNumber == true ? "\(text)#\(occurrence)" : "\(text)\(occurrence)"
    }
}

extension NonUniqueID: Sendable where Base: Sendable {}

/// A uniquely identifiable wrapper around a ``NonUniquelyIdentifiable`` value.
///
/// Occurrences are numbered in array order: `[A, B, A, C, D, B]` becomes
/// `A1 B1 A2 C1 D1 B2`. Between two data sets, the n-th `A` of one is the same
/// item as the n-th `A` of the other, so repeated values animate predictably.
/// `rawData` gives the original value back.
public struct NonUniqueDatum<Base: NonUniquelyIdentifiable>: UniquelyIdentifiable {
    /// The wrapped value.
    public let rawData: Base
    /// The wrapped value's identifier and its occurrence number.
    public let uniqueID: NonUniqueID<Base.NonUniqueIDType>

    /// Wraps `rawData` as its `occurrence`-th appearance.
    public init(rawData: Base, occurrence: Int) {
        self.rawData = rawData
        self.uniqueID = NonUniqueID(id: rawData.nonUniqueID, occurrence: occurrence)
    }

    /// Wraps every value of `values`, numbering repeated identifiers in order.
    ///
    /// - Complexity: O(n) expected, n being `values.count`.
    @inlinable
    public static func wrap(_ values: [Base]) -> [NonUniqueDatum<Base>] {
        var counter = OccurrenceCounter<Base.NonUniqueIDType>()
        return values.map { counter.wrap($0) }
    }
}

extension NonUniqueDatum: Sendable where Base: Sendable, Base.NonUniqueIDType: Sendable {}

extension NonUniqueDatum: CustomStringConvertible {
    /// The wrapped value's description: the datum shows as its value; its
    /// identity (`A2`) is ``uniqueID``.
    public var description: String { "\(rawData)" }
}

/// Numbers occurrences of identifiers in the order they are seen.
@usableFromInline
struct OccurrenceCounter<ID: Hashable> {
    @usableFromInline var seen: [ID: Int] = [:]

    @inlinable
    init() {}

    /// One hash operation per value: the count is incremented in place.
    @inlinable
    mutating func wrap<Base: NonUniquelyIdentifiable>(_ value: Base) -> NonUniqueDatum<Base>
    where Base.NonUniqueIDType == ID {
        let occurrence = Self.increment(&seen[value.nonUniqueID, default: 0])
        return NonUniqueDatum(rawData: value, occurrence: occurrence)
    }

    @inlinable @inline(__always)
    static func increment(_ count: inout Int) -> Int {
        count += 1
        return count
    }
}
