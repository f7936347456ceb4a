import LiveCollectionsTesting
import Testing

/// A random test that stops on a thrown error still says its seed.
@Suite("Seeded failures")
struct SeededFailureTests {
    struct Boom: Error, CustomStringConvertible {
        var description: String { "boom" }
    }

    @Test func aThrownErrorCarriesTheSeed() {
        let generator = SeededRandomNumberGenerator(seed: 42)
        let failure = #expect(throws: SeededFailure.self) { try generator.reportingSeed { throw Boom() } }
        #expect(failure?.seed == 42)
        #expect(failure?.description == "seed 42 (LIVECOLLECTIONS_SEED=42 replays it): boom")
    }

    @Test func aValueComesBackUnchanged() throws {
        let generator = SeededRandomNumberGenerator(seed: 7)
        #expect(try generator.reportingSeed { 3 + 4 } == 7)
    }
}
