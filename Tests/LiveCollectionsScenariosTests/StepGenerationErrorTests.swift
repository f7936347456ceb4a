import Foundation
import Testing
@testable import LiveCollectionsScenarios

/// Every problem in a `generate` declaration is one line naming the file,
/// the JSON path and the fix.
@Suite("Generated steps: loading errors")
struct StepGenerationErrorTests {
    let files: ScenarioFiles

    init() throws {
        files = try ScenarioFiles()
        let movies = (1...30).map { #"{"id": \#($0), "title": "Movie \#($0)", "year": 2000}"# }
        try files.write("movies.json", "[" + movies.joined(separator: ",\n") + "]")
    }

    static let valid = #""seed": 1, "movies": {"from": 1, "to": 30}, "items": {"initial": 5, "minimum": 2, "maximum": 10}, "phases": [{"ticks": 3, "rate": "slow", "change": "small"}]"#

    func error(kind: String = "singleSection", initial: String = "[]", view: String? = #"{"style": "table"}"#, steps: String? = nil, _ generate: String? = valid) -> String? {
        var fields = [#""format": 1"#, #""title": "T""#, #""description": "D""#, #""kind": "\#(kind)""#, #""initial": \#(initial)"#]
        if let view { fields.append(#""view": \#(view)"#) }
        if let steps { fields.append(#""steps": \#(steps)"#) }
        if let generate { fields.append(#""generate": {\#(generate)}"#) }
        return files.error("{" + fields.joined(separator: ", ") + "}", name: "16-generated.json")
    }

    let file = "Scenarios/16-generated.json"

    @Test func stepsOrGenerateButNotBoth() {
        #expect(error(steps: #"[{"at": 0, "update": [1]}]"#)
            == #"\#(file): generate: a scenario either lists its "steps" or generates them, not both"#)
        #expect(error(nil) == #"\#(file): missing field "steps" (or "generate" for a generated series)"#)
        #expect(error() == nil)
    }

    @Test func aGeneratedScenarioStartsEmpty() {
        #expect(error(initial: "[1]")
            == #"\#(file): generate: a generated scenario starts from the empty data set, as the sample app does: make "initial" []"#)
        #expect(error(kind: "discreteSections", initial: "[[], [2]]")
            == #"\#(file): generate: a generated scenario starts from the empty data set, as the sample app does: make "initial" one empty list per section"#)
        #expect(error(kind: "discreteSections", initial: "[[], []]") == nil)
    }

    @Test func theMoviesMustBeInTheCatalog() {
        let text = Self.valid.replacingOccurrences(of: #""to": 30"#, with: #""to": 31"#)
        #expect(error(text) == "\(file): generate.movies: movie id 31 is not in the catalog (every id from 1 to 31 must be)")
        let backwards = Self.valid.replacingOccurrences(of: #""from": 1"#, with: #""from": 40"#)
        #expect(error(backwards) == "\(file): generate.movies.to: expected an integer of at least 40, found 30")
    }

    @Test func theSizesMustFit() {
        let tooMany = Self.valid.replacingOccurrences(of: #""maximum": 10"#, with: #""maximum": 40"#)
        #expect(error(tooMany) == "\(file): generate.items.maximum: 40 distinct movies cannot be drawn from the 30 movies of generate.movies")
        #expect(error(kind: "nonUniqueSingleSection", tooMany) == nil)
        let huge = Self.valid.replacingOccurrences(of: #""maximum": 10"#, with: #""maximum": 1001"#)
        #expect(error(kind: "nonUniqueSingleSection", huge) == "\(file): generate.items.maximum: at most 1000 movies per series, found 1001")
        let outside = Self.valid.replacingOccurrences(of: #""initial": 5"#, with: #""initial": 11"#)
        #expect(error(outside) == "\(file): generate.items.initial: 11 is not between the minimum 2 and the maximum 10")
        let inverted = Self.valid.replacingOccurrences(of: #""minimum": 2"#, with: #""minimum": 12"#)
        #expect(error(inverted) == "\(file): generate.items.maximum: expected an integer of at least 12, found 10")
        let noFirstLoad = Self.valid.replacingOccurrences(of: #""initial": 5, "minimum": 2"#, with: #""initial": 0, "minimum": 0"#)
        #expect(error(noFirstLoad) == "\(file): generate.items.initial: expected an integer of at least 1, found 0")
    }

    @Test func shelvesAndCarouselsBelongToTheirKinds() {
        #expect(error(kind: "sectionedData")
            == #"\#(file): generate: missing field "shelves" (how many a sectionedData scenario generates)"#)
        #expect(error(kind: "sectionedCarousels", Self.valid + #", "shelves": 2"#)
            == #"\#(file): generate: missing field "carousels" (how many a sectionedCarousels scenario generates)"#)
        #expect(error(Self.valid + #", "carousels": 3"#)
            == "\(file): generate.carousels: a singleSection scenario has no carousels to generate")
        #expect(error(kind: "carousels", Self.valid + #", "carousels": 101"#)
            == "\(file): generate.carousels: at most 100 carousels, found 101")
        #expect(error(kind: "carousels", Self.valid + #", "carousels": 0"#)
            == "\(file): generate.carousels: expected an integer of at least 1, found 0")
    }

    @Test func phasesAreChecked() {
        let rate = Self.valid.replacingOccurrences(of: #""rate": "slow""#, with: #""rate": "warp""#)
        #expect(error(rate) == #"\#(file): generate.phases[0].rate: unknown value "warp" (expected one of: slow, fast, ludicrous)"#)
        let change = Self.valid.replacingOccurrences(of: #""change": "small""#, with: #""change": "huge""#)
        #expect(error(change) == #"\#(file): generate.phases[0].change: unknown value "huge" (expected one of: small, moderate, massive)"#)
        let empty = Self.valid.replacingOccurrences(of: #"[{"ticks": 3, "rate": "slow", "change": "small"}]"#, with: "[]")
        #expect(error(empty) == "\(file): generate.phases: expected at least one phase")
        let tooLong = Self.valid.replacingOccurrences(
            of: #"{"ticks": 3, "rate": "slow", "change": "small"}"#,
            with: #"{"ticks": 9000, "rate": "slow", "change": "small"}, {"ticks": 1001, "rate": "fast", "change": "small"}"#
        )
        #expect(error(tooLong) == "\(file): generate.phases[1].ticks: the phases add up to 10001 ticks, more than the 10000 a scenario may generate")
        let unknown = Self.valid + #", "speed": 2"#
        #expect(error(unknown) == #"\#(file): generate.speed: unknown field "speed" (expected one of: seed, movies, items, shelves, carousels, phases)"#)
        let seed = Self.valid.replacingOccurrences(of: #""seed": 1"#, with: #""seed": -1"#)
        #expect(error(seed) == "\(file): generate.seed: expected an integer of at least 0, found -1")
    }

    @Test func manualTimingNeedsAView() {
        #expect(error(kind: "manualTiming", view: nil)
            == #"\#(file): generate: a generated manualTiming scenario animates every tick: add a "view" object"#)
    }
}
