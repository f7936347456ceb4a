import Foundation

/// A deterministic random number generator (SplitMix64) for reproducible
/// random tests: the same seed gives the same sequence on every machine.
///
/// Print the seed when a random test fails so the case can be replayed.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    /// The seed this generator started from.
    public let seed: UInt64
    private var state: UInt64

    /// Creates a generator starting from `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        self.state = seed
    }

    /// Creates a generator from the `LIVECOLLECTIONS_SEED` environment
    /// variable when it holds a number, or from a fresh random seed.
    public static func fromEnvironment(variable: String = "LIVECOLLECTIONS_SEED") -> SeededRandomNumberGenerator {
        if let text = ProcessInfo.processInfo.environment[variable], let seed = UInt64(text) {
            return SeededRandomNumberGenerator(seed: seed)
        }
        var system = SystemRandomNumberGenerator()
        return SeededRandomNumberGenerator(seed: system.next())
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededRandomNumberGenerator {
    /// Runs `body` and, when it throws, throws ``SeededFailure`` instead:
    /// the error with this generator's seed, so that a random test that
    /// stops on an error still says how to replay it.
    ///
    /// ```swift
    /// let generator = SeededRandomNumberGenerator.fromEnvironment()
    /// try generator.reportingSeed {
    ///     var random = generator
    ///     try check(randomCase(&random))
    /// }
    /// ```
    public func reportingSeed<Result>(_ body: () throws -> Result) throws(SeededFailure) -> Result {
        do {
            return try body()
        } catch {
            throw SeededFailure(seed: seed, error: error)
        }
    }
}

/// An error thrown by a random test, with the seed that replays it
/// (`LIVECOLLECTIONS_SEED=<seed>`).
public struct SeededFailure: Error, CustomStringConvertible {
    /// The seed the test's generator started from.
    public let seed: UInt64
    /// What the test threw.
    public let error: any Error

    /// A failure of the test started from `seed`.
    public init(seed: UInt64, error: any Error) {
        self.seed = seed
        self.error = error
    }

    /// `seed 42 (LIVECOLLECTIONS_SEED=42 replays it): <error>`.
    public var description: String {
        "seed \(seed) (LIVECOLLECTIONS_SEED=\(seed) replays it): \(error)"
    }
}
