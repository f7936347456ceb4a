import Foundation
import Testing
@testable import LiveCollectionsScenarios

/// `generate`: a seeded random series, checked and expanded at load into the
/// same steps on every machine.
@Suite("Generated steps")
struct StepGenerationTests {
    let files: ScenarioFiles

    init() throws {
        files = try ScenarioFiles()
        let movies = (1...30).map { #"{"id": \#($0), "title": "Movie \#($0)", "year": 2000}"# }
        try files.write("movies.json", "[" + movies.joined(separator: ",\n") + "]")
    }

    /// A generated scenario of `kind` whose `generate` object has `fields`.
    func generated(kind: String = "singleSection", initial: String = "[]", view: String? = #"{"style": "table"}"#, _ fields: String) -> String {
        let viewField = view.map { #""view": \#($0),"# } ?? ""
        return """
            {"format": 1, "title": "T", "description": "D", "kind": "\(kind)", \(viewField)
             "initial": \(initial), "generate": {\(fields)}}
            """
    }

    static let phases = #""phases": [{"ticks": 30, "rate": "slow", "change": "small"}, {"ticks": 30, "rate": "fast", "change": "moderate"}, {"ticks": 30, "rate": "ludicrous", "change": "massive"}]"#
    static let series = #""seed": 5, "movies": {"from": 1, "to": 30}, "items": {"initial": 8, "minimum": 2, "maximum": 12}"#

    func load(kind: String = "singleSection", initial: String = "[]", _ extra: String = "") throws -> Scenario {
        try files.load("20-g.json", generated(kind: kind, initial: initial, "\(Self.series), \(Self.phases)\(extra)"))
    }

    @Test func theSameFileGivesTheSameSteps() throws {
        let text = generated("\(Self.series), \(Self.phases)")
        let first = try files.load("20-a.json", text)
        let second = try files.load("20-b.json", text)
        #expect(first.steps == second.steps)
        #expect(first.steps.count == 90)
        let other = try files.load("20-c.json", text.replacingOccurrences(of: #""seed": 5"#, with: #""seed": 6"#))
        #expect(other.steps != first.steps)
    }

    /// The expansion of one small declaration, pinned: the generator uses no
    /// algorithm of the standard library that could change between Swift
    /// versions or machines, so these exact steps must come out everywhere.
    @Test func theExpansionIsPinned() throws {
        let scenario = try files.load("20-p.json", generated(#"""
            "seed": 1, "movies": {"from": 1, "to": 30}, "items": {"initial": 3, "minimum": 1, "maximum": 5},
            "phases": [{"ticks": 3, "rate": "slow", "change": "moderate"}, {"ticks": 2, "rate": "ludicrous", "change": "massive"}]
            """#))
        #expect(scenario.steps.map(\.at) == [0, 4_000, 8_000, 12_000, 12_050])
        #expect(scenario.steps.map(\.action.summary) == StepGenerationTests.pinned, "\(scenario.steps.map(\.action.summary))")
        #expect(scenario.steps[0].note == "the first load from the empty data set; phase 1 of 2: 3 ticks, slow (every 4000 ms), moderate changes")
        #expect(scenario.steps[3].note == "phase 2 of 2: 2 ticks, ludicrous (every 50 ms), massive changes")
        #expect(scenario.steps[1].note == nil)
        #expect(scenario.generation?.phaseSteps == [0..<3, 3..<5])
    }

    static let pinned = ["update [17, 23, 30]", "update [9, 17, 25]", "update [9, 17, 25]", "update [4, 10]", "update [16]"]

    /// The series follows the sample's `RandomMovieDataProvider`: the first
    /// load has `initial` movies; small and moderate changes never go below
    /// the minimum (no maximum is checked), never insert or move a movie
    /// after the last one, and add or remove at most 1 or 5 movies; a
    /// massive change draws `minimum..<maximum` movies.
    @Test func aSeriesFollowsTheSamplesRandomProvider() throws {
        let scenario = try load()
        let lists = scenario.steps.map { step -> [Int] in
            guard case .update(.movies(let ids)) = step.action else { return [] }
            return ids
        }
        #expect(lists[0].count == 8)
        for (index, ids) in lists.enumerated() {
            #expect(Set(ids).count == ids.count, "step \(index) repeats a movie: \(ids)")
            #expect(ids.count >= 2, "step \(index) has \(ids.count) movies")
            #expect(ids.allSatisfy { (1...30).contains($0) })
        }
        for index in 1..<60 {
            let before = lists[index - 1], after = lists[index]
            let bound = index < 30 ? 1 : 5
            #expect(Set(before).subtracting(after).count <= bound && Set(after).subtracting(before).count <= bound, "step \(index)")
        }
        for index in 60..<90 {
            #expect((2..<12).contains(lists[index].count), "massive step \(index) has \(lists[index].count) movies")
        }
        // Ticks follow the phases' rates.
        let times = scenario.steps.map(\.at)
        #expect(times[1] == 4_000 && times[30] == 120_000 && times[31] == 121_000 && times[61] == 150_050)
    }

    /// Like the sample's provider, small and moderate changes check the
    /// minimum only: a series that starts at its maximum can grow past it.
    @Test func smallAndModerateChangesMayGrowPastTheMaximum() throws {
        let scenario = try files.load("20-x.json", generated(#"""
            "seed": 9, "movies": {"from": 1, "to": 30}, "items": {"initial": 6, "minimum": 2, "maximum": 6},
            "phases": [{"ticks": 60, "rate": "fast", "change": "moderate"}]
            """#))
        #expect(scenario.steps.contains { step in
            guard case .update(.movies(let ids)) = step.action else { return false }
            return ids.count > 6
        })
    }

    @Test func discreteSectionsUpdateEverySectionOnEveryTick() throws {
        let scenario = try load(kind: "discreteSections", initial: "[[], [], []]")
        #expect(scenario.steps.count == 270)
        for (index, step) in scenario.steps.enumerated() {
            guard case .updateSection(let section, let ids) = step.action else {
                Issue.record("step \(index) is \(step.action.summary)")
                continue
            }
            #expect(section == index % 3)
            #expect(step.at == scenario.steps[index - index % 3].at)
            #expect(Set(ids).count == ids.count)
        }
    }

    @Test func sectionedDataIsDealtIntoShelves() throws {
        let scenario = try load(kind: "sectionedData", #", "shelves": 4"#)
        var orders: Set<[String]> = []
        for step in scenario.steps {
            guard case .update(.shelves(let shelves)) = step.action else { Issue.record("\(step.action.summary)"); continue }
            let ids = shelves.map(\.id)
            orders.insert(ids)
            #expect(Set(ids).count == ids.count && ids.allSatisfy { ["s0", "s1", "s2", "s3"].contains($0) })
            #expect(shelves.allSatisfy { !$0.items.isEmpty })
            let movies = shelves.flatMap(\.items)
            #expect(Set(movies).count == movies.count, "a movie on two shelves: \(step.action.summary)")
        }
        #expect(orders.contains { $0.count < 4 }, "shelves are hidden now and then")
        #expect(orders.contains { $0 != $0.sorted() }, "massive changes shuffle the shelves")
    }

    @Test func carouselsAreHiddenAndShuffled() throws {
        let scenario = try load(kind: "carousels", #", "carousels": 6"#)
        var orders: Set<[String]> = []
        for step in scenario.steps {
            guard case .update(.carousels(let rows)) = step.action else { Issue.record("\(step.action.summary)"); continue }
            orders.insert(rows.map(\.id))
            #expect(Set(rows.map(\.id)).count == rows.count)
            #expect(rows.allSatisfy { Set($0.items).count == $0.items.count && $0.items.count >= 2 })
        }
        #expect(orders.contains { $0.count < 6 })
        #expect(orders.contains { $0 != $0.sorted() })
    }

    @Test func sectionedCarouselsDealCarouselsIntoShelves() throws {
        let scenario = try load(kind: "sectionedCarousels", #", "carousels": 8, "shelves": 3"#)
        var shelfCounts: Set<Int> = []
        for step in scenario.steps {
            guard case .update(.carouselShelves(let shelves)) = step.action else { Issue.record("\(step.action.summary)"); continue }
            shelfCounts.insert(shelves.count)
            let carousels = shelves.flatMap { $0.items.map(\.id) }
            #expect(Set(carousels).count == carousels.count)
            #expect(shelves.allSatisfy { !$0.items.isEmpty })
        }
        #expect(shelfCounts.count > 1)
    }

    @Test func nonUniqueSeriesMayRepeatAMovie() throws {
        let scenario = try files.load("20-n.json", generated(kind: "nonUniqueSingleSection", #"""
            "seed": 3, "movies": {"from": 1, "to": 5}, "items": {"initial": 8, "minimum": 4, "maximum": 12},
            "phases": [{"ticks": 20, "rate": "fast", "change": "moderate"}]
            """#))
        let lists = scenario.steps.map { step -> [Int] in
            guard case .update(.movies(let ids)) = step.action else { return [] }
            return ids
        }
        #expect(lists.contains { Set($0).count < $0.count })
        // A change inserts only movies not in the series, as the sample's
        // provider skips the ids already present.
        for index in 1..<lists.count {
            var before: [Int: Int] = [:], after: [Int: Int] = [:]
            for id in lists[index - 1] { before[id, default: 0] += 1 }
            for id in lists[index] { after[id, default: 0] += 1 }
            for (id, count) in after where count > (before[id] ?? 0) {
                #expect(before[id] == nil && count == 1, "step \(index) adds another \(id): \(lists[index - 1]) -> \(lists[index])")
            }
        }
    }

    @Test func manualTimingCalculatesAndAnimatesOnEveryTick() throws {
        let scenario = try files.load("20-m.json", generated(kind: "manualTiming", view: #"{"style": "collection"}"#, "\(Self.series), \(Self.phases)"))
        #expect(scenario.steps.count == 180)
        for pair in stride(from: 0, to: scenario.steps.count, by: 2) {
            guard case .calculate = scenario.steps[pair].action else { Issue.record("step \(pair)"); continue }
            #expect(scenario.steps[pair + 1].action == .performAnimations)
            #expect(scenario.steps[pair + 1].at == scenario.steps[pair].at)
        }
    }

    @Test func boundedNumbersStayInRange() {
        var random = ScenarioRandom(seed: 42)
        for bound in [1, 2, 3, 7, 50, 1_000] {
            for _ in 0..<500 {
                let value = random.below(bound)
                #expect((0..<bound).contains(value), "seed 42: \(value) not below \(bound)")
            }
        }
        #expect(random.below(0) == 0)
        let shuffled = random.shuffled(Array(0..<20))
        #expect(shuffled.sorted() == Array(0..<20) && shuffled != Array(0..<20))
    }
}
