import Foundation

/// A value that a collection view can track across updates.
///
/// `uniqueID` says *which* item a value is: two values with the same `uniqueID`
/// are the same item, possibly in different states. `==` says whether the item
/// *looks* the same: a surviving item whose `==` changed is reloaded.
///
/// `rawData` is the value the data source hands to cells. For most types it is
/// the value itself (`RawType == Self`); wrappers such as ``NonUniqueDatum`` and
/// the values built by a ``UniquelyIdentifiableDataFactory`` return the value
/// they wrap.
///
/// Identifiers must be unique within one data set. The delta engine detects
/// duplicates, reports them as ``DuplicateIdentifiers`` and falls back to
/// replacing the whole data set rather than producing a delta that could crash
/// a view.
public protocol UniquelyIdentifiable: Equatable {
    /// The type handed to the data source, usually `Self`.
    associatedtype RawType
    /// The type of the identifier that distinguishes one item from another.
    associatedtype UniqueIDType: Hashable

    /// The value the data source displays.
    var rawData: RawType { get }
    /// The identity of this item, stable across updates.
    var uniqueID: UniqueIDType { get }
}

extension UniquelyIdentifiable where RawType == Self {
    /// The value itself.
    @inlinable
    public var rawData: Self { self }
}

extension UniquelyIdentifiable where UniqueIDType == Self, Self: Hashable {
    /// The value itself: two equal values are the same item.
    @inlinable
    public var uniqueID: Self { self }
}

extension Int: UniquelyIdentifiable {
    public typealias RawType = Int
    public typealias UniqueIDType = Int
}

extension Int64: UniquelyIdentifiable {
    public typealias RawType = Int64
    public typealias UniqueIDType = Int64
}

extension Int32: UniquelyIdentifiable {
    public typealias RawType = Int32
    public typealias UniqueIDType = Int32
}

extension UInt: UniquelyIdentifiable {
    public typealias RawType = UInt
    public typealias UniqueIDType = UInt
}

extension UInt64: UniquelyIdentifiable {
    public typealias RawType = UInt64
    public typealias UniqueIDType = UInt64
}

extension Int8: UniquelyIdentifiable {
    public typealias RawType = Int8
    public typealias UniqueIDType = Int8
}

extension Int16: UniquelyIdentifiable {
    public typealias RawType = Int16
    public typealias UniqueIDType = Int16
}

extension UInt8: UniquelyIdentifiable {
    public typealias RawType = UInt8
    public typealias UniqueIDType = UInt8
}

extension UInt16: UniquelyIdentifiable {
    public typealias RawType = UInt16
    public typealias UniqueIDType = UInt16
}

extension UInt32: UniquelyIdentifiable {
    public typealias RawType = UInt32
    public typealias UniqueIDType = UInt32
}

extension CGFloat: UniquelyIdentifiable {
    public typealias RawType = CGFloat
    public typealias UniqueIDType = CGFloat
}

extension Double: UniquelyIdentifiable {
    public typealias RawType = Double
    public typealias UniqueIDType = Double
}

extension Float: UniquelyIdentifiable {
    public typealias RawType = Float
    public typealias UniqueIDType = Float
}

extension Bool: UniquelyIdentifiable {
    public typealias RawType = Bool
    public typealias UniqueIDType = Bool
}

extension Character: UniquelyIdentifiable {
    public typealias RawType = Character
    public typealias UniqueIDType = Character
}

extension String: UniquelyIdentifiable {
    public typealias RawType = String
    public typealias UniqueIDType = String
}

extension Substring: UniquelyIdentifiable {
    public typealias RawType = Substring
    public typealias UniqueIDType = Substring
}

extension UUID: UniquelyIdentifiable {
    public typealias RawType = UUID
    public typealias UniqueIDType = UUID
}

extension URL: UniquelyIdentifiable {
    public typealias RawType = URL
    public typealias UniqueIDType = URL
}

extension Date: UniquelyIdentifiable {
    public typealias RawType = Date
    public typealias UniqueIDType = Date
}
