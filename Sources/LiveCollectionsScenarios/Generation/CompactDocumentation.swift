/// How the documentation shows a generated scenario: its hundreds of steps
/// would make hundreds of pictures, so a page shows the first few ticks in
/// full (the first load from the empty data set and the ticks after it) and
/// then ``summary(of:scenario:)``, a table of the whole series phase by
/// phase. Hand-written scenarios are shown in full (``Scenario/compactDocumentation``
/// is nil).
///
/// A page generator uses it in three calls:
///
/// ```swift
/// if let compact = scenario.compactDocumentation {
///     let shown = compact.shownPart(of: recording)        // document these steps as usual
///     let summary = compact.summary(of: recording, scenario: scenario)  // then this Markdown
/// }
/// ```
public struct CompactDocumentation: Hashable, Sendable {
    /// How many of the scenario's first steps are shown in full.
    public let shownSteps: Int
    /// The scenario's step count.
    public let totalSteps: Int

    /// The ticks (distinct step times) shown in full: the first load and the
    /// two ticks after it.
    public static let shownTicks = 3

    /// The part of `recording` a page shows in full: the setup and the first
    /// ``shownSteps`` steps; the final state stays the run's.
    public func shownPart(of recording: ScenarioRecording) -> ScenarioRecording {
        var shown = recording
        shown.steps = recording.steps.filter { $0.index < shownSteps }
        return shown
    }

    /// Markdown summing up the whole run: the series it was generated from,
    /// then per phase the ticks, the deltas calculated, the batches and the
    /// animation styles chosen, and how many updates coalesced.
    ///
    /// - Complexity: O(r) for r records in `recording`.
    public func summary(of recording: ScenarioRecording, scenario: Scenario) -> String {
        guard let generation = scenario.generation else { return "" }
        let seconds = (scenario.steps.last?.at ?? 0) / 1_000
        var lines = [
            "## The whole series",
            "",
            "Generated at load from seed \(generation.seed): \(generation.tickCount) ticks in \(generation.phases.count) phases, "
                + "\(totalSteps) steps over \(seconds / 60) min \(seconds % 60) s of virtual time, drawing from movies "
                + "\(generation.movies.lowerBound) to \(generation.movies.upperBound) (\(generation.items.initial) at the first load, "
                + "then \(generation.items.minimum) to \(generation.items.maximum) per series). The steps above are the first "
                + "\(shownSteps); this table sums up all \(totalSteps).",
            "",
            "| phase | ticks | every | change | updates sent | deltas calculated | batches | animation styles chosen |",
            "|---:|---:|---|---|---:|---:|---:|---|",
        ]
        var total = PhaseTally()
        for (index, phase) in generation.phases.enumerated() {
            let range = generation.phaseSteps.indices.contains(index) ? generation.phaseSteps[index] : 0..<0
            let tally = PhaseTally(recording: recording, scenario: scenario, steps: range)
            total.add(tally)
            lines.append("| \(index + 1) | \(phase.ticks) | \(phase.rate.milliseconds) ms (\(phase.rate.rawValue)) | \(phase.change.rawValue) | \(tally.row) |")
        }
        lines.append("| all | \(generation.tickCount) | | | \(total.row) |")
        let closing = if scenario.kind == .manualTiming {
            "The view controller calculates every tick and animates it at once, waiting for nothing: "
                + "\(Self.overlappingBatches(in: recording)) of \(total.batches) batches began while another was still animating."
        } else {
            "Updates sent while a data object is busy wait and coalesce: of \(total.updates) updates, "
                + "\(total.ownDeltas) were calculated (\(max(0, total.updates - total.ownDeltas)) coalesced)"
                + (total.handedOffDeltas > 0 ? "; the carousels calculated \(total.handedOffDeltas) deltas for the reloads handed to them." : ".")
        }
        lines += ["", closing, ""]
        return lines.joined(separator: "\n") + "\n"
    }
}

extension CompactDocumentation {
    /// The batches that began on a view while an earlier batch of that view
    /// was still animating.
    ///
    /// - Complexity: O(e) for e recorded events.
    static func overlappingBatches(in recording: ScenarioRecording) -> Int {
        var running: [String: Int] = [:]
        var overlapping = 0
        for event in recording.steps.flatMap(\.events) {
            if event.call == .beginBatch {
                if running[event.view, default: 0] > 0 { overlapping += 1 }
                running[event.view, default: 0] += 1
            } else if event.call == .animationsCompleted(true) {
                running[event.view, default: 0] -= 1
            }
        }
        return overlapping
    }
}

extension Scenario {
    /// How the documentation shows this scenario: nil for a hand-written
    /// one (every step in full); for a generated one, its first ticks and a
    /// summary (see ``CompactDocumentation``).
    public var compactDocumentation: CompactDocumentation? {
        guard generation != nil else { return nil }
        var times: [Int] = []
        var shown = 0
        for step in steps {
            if times.last != step.at {
                if times.count == CompactDocumentation.shownTicks { break }
                times.append(step.at)
            }
            shown += 1
        }
        return CompactDocumentation(shownSteps: shown, totalSteps: steps.count)
    }
}

/// What the steps of one phase recorded.
private struct PhaseTally {
    var updates = 0
    var ownDeltas = 0
    var handedOffDeltas = 0
    var batches = 0
    var styles: [String: Int] = [:]

    init() {}

    init(recording: ScenarioRecording, scenario: Scenario, steps: Range<Int>) {
        updates = scenario.steps[steps].filter(\.action.sendsData).count
        for record in recording.steps where steps.contains(record.index) {
            for delta in record.deltas {
                if delta.source.hasPrefix("carousel ") { handedOffDeltas += 1 } else { ownDeltas += 1 }
            }
            batches += record.events.filter { $0.call == .beginBatch }.count
            for decision in record.decisions { styles["\(decision.style) (\(decision.reason))", default: 0] += 1 }
        }
    }

    mutating func add(_ other: PhaseTally) {
        updates += other.updates
        ownDeltas += other.ownDeltas
        handedOffDeltas += other.handedOffDeltas
        batches += other.batches
        styles.merge(other.styles, uniquingKeysWith: +)
    }

    /// The table cells after the phase's own columns.
    var row: String {
        let chosen = styles.sorted { $0.key < $1.key }.map { "\($0.key) × \($0.value)" }.joined(separator: ", ")
        return "\(updates) | \(ownDeltas + handedOffDeltas) | \(batches) | \(chosen.isEmpty ? "—" : chosen)"
    }
}

extension ScenarioStepAction {
    /// Whether the step hands new data to a data object (an update, an
    /// append, or a manual calculation).
    var sendsData: Bool {
        switch self {
        case .update, .updateSection, .append, .appendSection, .calculate: true
        default: false
        }
    }
}
