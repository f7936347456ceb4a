import LiveCollectionsScenarios

/// One step of a scenario too large to draw (``DrawingSize``), counted
/// instead of drawn, from the typed record alone: the deltas calculated and
/// the animation styles chosen, and per view what its calls did (items and
/// sections deleted, inserted, reloaded, moved: the deltas' operations as
/// the view was told them), how many calls of each kind it received, and how
/// many items it shows at the end of the step. Its size does not depend on
/// the number of items: the step's action is cut to ``actionLength``
/// characters, and nothing is listed item by item.
struct StepSummary {
    /// A name from the recording (a view, a data object, a style) or a
    /// call's name, with how often it occurred.
    struct Tally {
        let name: String
        let count: Int
    }

    /// What one view was told in the step, counted.
    struct View {
        /// The view, e.g. `table`, as recorded.
        let name: String
        /// What its calls did, e.g. `3 items deleted`, `1 item moved`; empty
        /// when it received none.
        let operations: [String]
        /// How many calls of each kind it received, in order of the first.
        let calls: [Tally]
        /// What it shows at the end of the step, e.g. `900,000 items in 1
        /// section`; nil when the step does not record it.
        let shows: String?
    }

    /// `Setup` or `Step N`.
    let title: String
    /// Whether it is the setup, which has no action of its own.
    let isSetup: Bool
    /// The step's virtual time in milliseconds.
    let at: Int
    /// The step's action, its first ``actionLength`` characters (without
    /// the white space they end with).
    let action: String
    /// How many characters of the action are left out.
    let actionOmitted: Int
    /// The deltas calculated, per data object in order of the first.
    let deltas: [Tally]
    /// The animation styles chosen, `style (reason)` as the page words the
    /// reason, in order of the first.
    let styles: [Tally]
    /// The views, in order of their first event, then those only shown.
    let views: [View]

    /// The most characters of a step's action a summary writes (an action
    /// lists the step's data, which may be millions of items).
    static let actionLength = 120

    /// The most steps a summary lists; the others are only counted, so a
    /// scenario of millions of small steps still gets a page of bounded size.
    static let stepLimit = 200

    /// The summary of `step`.
    ///
    /// - Complexity: O(*e* + *s*) for *e* events and *s* recorded sections
    ///   (index paths are counted by their list's length).
    init(_ step: StepRecord) {
        title = ScenarioPage.title(of: step)
        isSetup = step.index == StepRecord.setupIndex
        at = step.at
        // Cut where a space would end a code span (CommonMark strips one).
        let length = step.action.count
        let kept = length > Self.actionLength
            ? String(step.action.prefix(Self.actionLength).reversed().drop(while: \.isWhitespace).reversed())
            : step.action
        action = kept
        actionOmitted = length - kept.count
        deltas = Self.tally(step.deltas.map(\.source))
        styles = Self.tally(step.decisions.map { "\($0.style) (\(ScenarioPage.reason($0.reason)))" })
        var order: [String] = []
        var operations: [String: Operations] = [:]
        var calls: [String: [String]] = [:]
        for event in step.events {
            let view: String = if case .handOff(_, let of, _) = event.kind { of } else { event.view }
            if operations[view] == nil { order.append(view) }
            operations[view, default: Operations()].add(event.kind)
            calls[view, default: []].append(Self.name(of: event.kind))
        }
        for state in step.views where operations[state.view] == nil && !order.contains(state.view) { order.append(state.view) }
        views = order.map { view in
            let shown = step.views.first { $0.view == view }.map { Self.items($0.sections) }
            return View(name: view, operations: operations[view]?.lines ?? [], calls: Self.tally(calls[view] ?? []), shows: shown)
        }
    }

    /// A call's name (`insertItems`), or a delegate event's (`hand-off`).
    private static func name(of kind: EventRecord.Kind) -> String {
        switch kind {
        case .call(let call): call.name
        case .handOff: "hand-off"
        case .didDeleteItems: "didDeleteItems"
        case .nowShows: "now shows"
        case .inaccurateDelta: "inaccurate delta"
        }
    }

    /// Each distinct value of `values` with how often it occurs, in order of
    /// its first occurrence.
    private static func tally(_ values: [String]) -> [Tally] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for value in values {
            if counts[value] == nil { order.append(value) }
            counts[value, default: 0] += 1
        }
        return order.map { Tally(name: $0, count: counts[$0] ?? 0) }
    }

    /// What a view shows, counted: `900,000 items in 1 section`.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    static func items(_ sections: [[String]]) -> String {
        "\(count(sections.reduce(0) { $0 + $1.count }, "item")) in \(count(sections.count, "section"))"
    }

    /// `… (1,234 more characters)` after a cut action; empty for a whole one.
    var omission: String {
        actionOmitted > 0 ? " … (\(Self.grouped(actionOmitted)) more characters)" : ""
    }

    /// `1 item`, `1,000,000 items`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(grouped(number)) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `number` with its thousands grouped by commas: `1,000,000`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (number < 0 ? "-" : "") + grouped
    }
}

/// What the calls of one view did in one step, counted.
private struct Operations {
    /// One kind of operation, in the order a summary lists them.
    private enum Kind: Int, CaseIterable {
        case itemDeleted, itemInserted, itemReloaded, itemMoved
        case sectionDeleted, sectionInserted, sectionReloaded, sectionMoved
        case reloadData, fallback, rejected, handedOff

        /// `3 items deleted`, `1 reloadData`...
        func text(_ count: Int) -> String {
            let number = StepSummary.grouped(count)
            let s = count == 1 ? "" : "s"
            return switch self {
            case .itemDeleted: "\(number) item\(s) deleted"
            case .itemInserted: "\(number) item\(s) inserted"
            case .itemReloaded: "\(number) item\(s) reloaded"
            case .itemMoved: "\(number) item\(s) moved"
            case .sectionDeleted: "\(number) section\(s) deleted"
            case .sectionInserted: "\(number) section\(s) inserted"
            case .sectionReloaded: "\(number) section\(s) reloaded"
            case .sectionMoved: "\(number) section\(s) moved"
            case .reloadData: "\(number) reloadData"
            case .fallback: "\(number) fallback\(s) to reloadData"
            case .rejected: "\(number) rejected batch\(count == 1 ? "" : "es")"
            case .handedOff: "\(number) row\(s) handed off"
            }
        }
    }

    private var counts: [Kind: Int] = [:]

    mutating func add(_ kind: EventRecord.Kind) {
        switch kind {
        case .call(let call):
            switch call {
            case .deleteItems(let paths, _): counts[.itemDeleted, default: 0] += paths.count
            case .insertItems(let paths, _): counts[.itemInserted, default: 0] += paths.count
            case .reloadItems(let paths, _): counts[.itemReloaded, default: 0] += paths.count
            case .moveItem: counts[.itemMoved, default: 0] += 1
            case .deleteSections(let sections, _): counts[.sectionDeleted, default: 0] += sections.count
            case .insertSections(let sections, _): counts[.sectionInserted, default: 0] += sections.count
            case .reloadSections(let sections, _): counts[.sectionReloaded, default: 0] += sections.count
            case .moveSection: counts[.sectionMoved, default: 0] += 1
            case .reloadData: counts[.reloadData, default: 0] += 1
            case .fallbackToReloadData: counts[.fallback, default: 0] += 1
            case .rejected: counts[.rejected, default: 0] += 1
            case .beginBatch, .endBatch, .animationsCompleted: break
            }
        case .handOff(let rows, _, _): counts[.handedOff, default: 0] += rows.count
        case .didDeleteItems, .nowShows, .inaccurateDelta: break
        }
    }

    /// Each kind that occurred, counted, in ``Kind``'s order.
    var lines: [String] {
        Kind.allCases.compactMap { kind in counts[kind].map(kind.text) }
    }
}
