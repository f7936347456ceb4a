import Dispatch

/// Builds the uniquely identifiable values a `CollectionData` diffs from the
/// raw values it is given.
///
/// A factory decides what counts as a change: a movie wrapped together with an
/// "in theaters" flag looked up elsewhere is reloaded when the flag changes,
/// even though the movie itself did not.
public protocol UniquelyIdentifiableDataFactory {
    /// The raw values the factory is given.
    associatedtype RawType
    /// The uniquely identifiable values it builds; their `rawData` gives the
    /// raw value back.
    associatedtype UniquelyIdentifiableType: UniquelyIdentifiable where UniquelyIdentifiableType.RawType == RawType

    /// A queue to build on, or `nil` (the default) to build on the calling
    /// thread.
    var buildQueue: DispatchQueue? { get }

    /// Called once before a data set is built.
    func willBeginBuildingItems()

    /// Builds one value.
    func buildUniquelyIdentifiableDatum(_ rawType: RawType) -> UniquelyIdentifiableType

    /// Called once after a data set is built.
    func didEndBuildingItems()
}

extension UniquelyIdentifiableDataFactory {
    /// No dedicated queue: values are built on the calling thread.
    public var buildQueue: DispatchQueue? { nil }
    /// Does nothing.
    public func willBeginBuildingItems() {}
    /// Does nothing.
    public func didEndBuildingItems() {}

    /// Builds every value of `rawData`, calling the begin and end hooks around
    /// it, on ``buildQueue`` when there is one.
    ///
    /// - Complexity: O(n) calls to ``buildUniquelyIdentifiableDatum(_:)``.
    public func buildItems(_ rawData: [RawType]) -> [UniquelyIdentifiableType] {
        let build = {
            self.willBeginBuildingItems()
            defer { self.didEndBuildingItems() }
            return rawData.map(self.buildUniquelyIdentifiableDatum)
        }
        guard let queue = buildQueue else { return build() }
        return queue.sync(execute: build)
    }
}

/// The factory used when a type is its own raw data: it returns each value
/// unchanged.
public struct IdentityDataFactory<Element: UniquelyIdentifiable>: UniquelyIdentifiableDataFactory
where Element.RawType == Element {
    /// Creates the identity factory.
    public init() {}

    /// Returns `rawType` unchanged.
    public func buildUniquelyIdentifiableDatum(_ rawType: Element) -> Element { rawType }
}
