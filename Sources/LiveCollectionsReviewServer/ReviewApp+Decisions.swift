import Foundation
import LiveCollectionsRunner

/// The POSTs of the review page, once ``ReviewApp/respond(to:)`` checked
/// them: a change decided, a decision undone, every pending change decided
/// at once, the review closed. Each answers JSON with every change's
/// state, so that a page shows what another tab decided.
extension ReviewApp {
    /// The answer to a checked POST to `parts` (the path after the token).
    func post(_ parts: [String]) -> Response {
        let action: () -> Response
        switch parts {
        case ["accept-all"]: action = { self.decideAll(accept: true) }
        case ["reject-all"]: action = { self.decideAll(accept: false) }
        case ["done"]: action = { self.finish() }
        case let parts where parts.count == 3 && parts[0] == "changes":
            guard let index = Int(parts[1]), changes.indices.contains(index) else { return .text(404, "not found") }
            switch parts[2] {
            case "accept": action = { self.decide(index, accept: true) }
            case "reject": action = { self.decide(index, accept: false) }
            case "undo": action = { self.undo(index) }
            default: return .text(404, "not found")
            }
        default:
            return .text(404, "not found")
        }
        guard !closed else {
            return answer(409, message: "the review is closed: nothing more is decided here; start `scenarios review --serve` again to review what is pending")
        }
        return action()
    }

    /// Where the review stands now (call with the lock held).
    var tally: ReviewPageTally {
        var tally = ReviewPageTally(undone: undone)
        for state in states {
            switch state {
            case .pending: tally.undecided += 1
            case .accepted: tally.accepted += 1
            case .rejected: tally.rejected += 1
            case .failed: tally.failed += 1
            }
        }
        return tally
    }

    /// The summary the pages show (call with the lock held).
    var pageSummary: ReviewPageHTML.Summary {
        ReviewPageHTML.Summary(text: ReviewPageHTML.summaryText(tally, files: tool.goldenFiles), isDone: tally.isDone, isClosed: closed)
    }

    private func decide(_ index: Int, accept: Bool) -> Response {
        let change = changes[index]
        switch states[index] {
        case .accepted, .rejected:
            return answer(409, message: "\(change.scenario) was \(states[index].word) already, in another tab or window", index: index)
        case .pending, .failed:
            break
        }
        if let failure = write(index, accept: accept) { return answer(422, message: failure, index: index) }
        return answer(200, message: "\(change.scenario): \(states[index].word)", index: index)
    }

    /// Decides change `index`, keeping what undoes it.
    ///
    /// - Returns: why the accept failed, or nil.
    private func write(_ index: Int, accept: Bool) -> String? {
        let change = changes[index]
        do {
            if accept {
                undos[index] = try tool.accept(change)
                states[index] = .accepted
            } else {
                try tool.reject(change)
                undos[index] = .rejecting(change)
                states[index] = .rejected
            }
        } catch {
            states[index] = .failed(error.message)
            return error.message
        }
        return nil
    }

    private func undo(_ index: Int) -> Response {
        let change = changes[index]
        guard let undo = undos[index], states[index] == .accepted || states[index] == .rejected else {
            let why = states[index] == .pending ? " (undone in another tab or window)" : ""
            return answer(409, message: "\(change.scenario) is \(states[index].word): nothing to undo\(why)", index: index)
        }
        let word = states[index] == .accepted ? "accept" : "rejection"
        do {
            try tool.undo(undo)
        } catch {
            return answer(422, message: "\(change.scenario): the \(word) could not be undone: \(error.message)", index: index)
        }
        states[index] = .pending
        undos[index] = nil
        undone += 1
        let back = switch (word, change.kind) {
        case ("accept", .new): "it has no golden again"
        case ("accept", .obsolete): "its golden and text are back"
        case ("accept", _): "its golden is as it was"
        default: "its golden was not touched"
        }
        return answer(200, message: "\(change.scenario): \(word) undone, \(back); it is pending again", index: index)
    }

    /// Accepts (or rejects) every change still to decide, in order; an
    /// interrupting signal stops it after the change being written.
    private func decideAll(accept: Bool) -> Response {
        let targets = states.indices.filter { states[$0] != .accepted && states[$0] != .rejected }
        guard !targets.isEmpty else {
            return answer(409, message: "nothing is pending: every change is decided already (in another tab or window)")
        }
        var decided: [Int] = []
        var failures: [String] = []
        for index in targets {
            if Interruption.isRequested { break }
            if let failure = write(index, accept: accept) { failures.append(failure) } else { decided.append(index) }
        }
        var message = "\(accept ? "accepted" : "rejected") \(decided.count) change\(decided.count == 1 ? "" : "s")"
        if let first = failures.first { message += "; \(failures.count) could not be accepted: \(first)" }
        let left = targets.count - decided.count - failures.count
        if left > 0 { message += "; interrupted, \(left) left pending" }
        return answer(failures.isEmpty ? 200 : 422, message: message, decided: decided)
    }

    /// Closes the review: the server stops after answering.
    private func finish() -> Response {
        closed = true
        return answer(200, message: "the review is closed: \(tool.summary(of: tally)); the server stops")
    }

    /// The JSON answer: the message, the change it is about, every
    /// change's state, the counts and the summary (call with the lock held).
    func answer(_ status: Int, message: String, index: Int? = nil, decided: [Int] = []) -> Response {
        let tally = self.tally
        var object: [String: Any] = [
            "message": message, "states": states.map(\.word), "remaining": tally.undecided + tally.failed, "done": tally.isDone,
            "closed": closed, "summary": pageSummary.text,
            "tally": ["accepted": tally.accepted, "rejected": tally.rejected, "undone": tally.undone, "failed": tally.failed, "undecided": tally.undecided],
        ]
        if let index {
            object["index"] = index
            object["scenario"] = changes[index].scenario
            object["state"] = states[index].word
        }
        if !decided.isEmpty { object["decided"] = decided }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return Response(status: status, contentType: "application/json", body: data)
    }
}
