import Foundation
import LiveCollections
import LiveCollectionsRecording

/// Reads the event texts that stores before schema 7 kept (`viewEvent`,
/// one line per event, as the golden text writes it) into typed events, so
/// that the migration to `viewCall` keeps every stored run. Used by that
/// migration only: nothing else reads events as text.
enum LegacyEventText {
    /// Why a stored text is not an event this version can read.
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// The event `text` of `view` stands for.
    ///
    /// - Throws: ``Unreadable`` for a text no version of the store wrote.
    static func kind(of text: String, view: String) throws(Unreadable) -> EventRecord.Kind {
        let name = String(text.prefix { $0 != " " && $0 != ":" })
        let rest = Substring(text.dropFirst(name.count))
        switch name {
        case "reloadData": return .call(.reloadData)
        case "beginBatch": return .call(.beginBatch)
        case "endBatch": return .call(.endBatch)
        case "animationsCompleted": return .call(.animationsCompleted(!rest.contains("not finished")))
        case "rejected": return .call(.rejected(String(rest.dropFirst(2))))
        case "fallbackToReloadData": return .call(.fallbackToReloadData(String(rest.dropFirst(2))))
        case "deleteItems", "insertItems", "reloadItems":
            let (operand, animation) = try operandAndAnimation(rest, text: text)
            let paths = try paths(in: operand, text: text)
            return .call(name == "deleteItems" ? .deleteItems(paths, animation) : name == "insertItems" ? .insertItems(paths, animation) : .reloadItems(paths, animation))
        case "deleteSections", "insertSections", "reloadSections":
            let (operand, animation) = try operandAndAnimation(rest, text: text)
            let sections = numbers(in: operand)
            return .call(name == "deleteSections" ? .deleteSections(sections, animation) : name == "insertSections" ? .insertSections(sections, animation) : .reloadSections(sections, animation))
        case "moveItem":
            let paths = try paths(in: rest, text: text)
            guard paths.count == 2 else { throw Unreadable(description: "not a move: \(text)") }
            return .call(.moveItem(from: paths[0], to: paths[1]))
        case "moveSection":
            let numbers = numbers(in: rest)
            guard numbers.count == 2 else { throw Unreadable(description: "not a move: \(text)") }
            return .call(.moveSection(from: numbers[0], to: numbers[1]))
        case "hand-off":
            // `hand-off [[0, 1]] to carousel c1, carousel c2`; the oldest stores
            // wrote source->target pairs, the rows on screen being the targets.
            guard let to = rest.range(of: " to ") else { throw Unreadable(description: "a hand-off names no carousel: \(text)") }
            let operand = rest[..<to.lowerBound]
            var paths = try paths(in: operand, text: text)
            if operand.contains("->") { paths = stride(from: 1, to: paths.count, by: 2).map { paths[$0] } }
            let names = rest[to.upperBound...].components(separatedBy: ", ")
            return .handOff(rows: paths, of: "table", to: names)
        case "didDeleteItems":
            let inner = rest.drop { $0 == " " }.dropFirst().dropLast()
            return .didDeleteItems(inner.isEmpty ? [] : inner.components(separatedBy: ", "))
        case "inaccurate":
            // `inaccurate delta: duplicates before ["a"], after []`
            guard let after = rest.range(of: ", after "), let before = rest.range(of: "before ") else {
                throw Unreadable(description: "not an inaccurate delta: \(text)")
            }
            return .inaccurateDelta(
                sourceDuplicates: try strings(in: rest[before.upperBound..<after.lowerBound], text: text),
                targetDuplicates: try strings(in: rest[after.upperBound...], text: text))
        default:
            if text.hasPrefix(view + " now shows ") { return .nowShows(String(text.dropFirst(view.count + 11))) }
            throw Unreadable(description: "not an event: \(text)")
        }
    }

    private static func operandAndAnimation(_ rest: Substring, text: String) throws(Unreadable) -> (Substring, RowAnimation?) {
        guard let close = rest.lastIndex(of: "]") else { throw Unreadable(description: "no operands: \(text)") }
        let tail = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard !tail.isEmpty else { return (rest[...close], nil) }
        guard let animation = RowAnimation(rawValue: tail) else { throw Unreadable(description: "unknown animation \(tail): \(text)") }
        return (rest[...close], animation)
    }

    private static func numbers(in text: Substring) -> [Int] {
        text.split { !$0.isNumber && $0 != "-" }.compactMap { Int($0) }
    }

    private static func paths(in text: Substring, text whole: String) throws(Unreadable) -> [IndexPath] {
        let numbers = numbers(in: text)
        guard numbers.count % 2 == 0 else { throw Unreadable(description: "index paths need pairs of numbers: \(whole)") }
        return stride(from: 0, to: numbers.count, by: 2).map { IndexPath(indexes: [numbers[$0], numbers[$0 + 1]]) }
    }

    /// A Swift array of strings as `description` writes it: `["a", "b"]`,
    /// each string between double quotes with Swift's escapes (`\"`,
    /// `\\`, `\'`, `\0`, `\t`, `\n`, `\r`, `\u{1F}`).
    ///
    /// - Complexity: O(length of the text).
    static func strings(in text: Substring, text whole: String) throws(Unreadable) -> [String] {
        let unreadable = Unreadable(description: "not a list of identifiers: \(whole)")
        var characters = Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars)[...]
        guard characters.popFirst() == "[", characters.popLast() == "]" else { throw unreadable }
        var strings: [String] = []
        while let first = characters.first {
            if !strings.isEmpty {
                guard first == ",", characters.dropFirst().first == " " else { throw unreadable }
                characters = characters.dropFirst(2)
            }
            guard characters.popFirst() == "\"" else { throw unreadable }
            var string = String.UnicodeScalarView()
            while true {
                guard let scalar = characters.popFirst() else { throw unreadable }
                if scalar == "\"" { break }
                guard scalar == "\\" else {
                    string.append(scalar)
                    continue
                }
                switch characters.popFirst() {
                case "\"": string.append("\"")
                case "\\": string.append("\\")
                case "'": string.append("'")
                case "0": string.append("\0")
                case "t": string.append("\t")
                case "n": string.append("\n")
                case "r": string.append("\r")
                case "u":
                    guard characters.popFirst() == "{", let close = characters.firstIndex(of: "}"),
                          let value = UInt32(String(String.UnicodeScalarView(characters[..<close])), radix: 16),
                          let escaped = Unicode.Scalar(value) else { throw unreadable }
                    string.append(escaped)
                    characters = characters[characters.index(after: close)...]
                default:
                    throw unreadable
                }
            }
            strings.append(String(string))
        }
        return strings
    }

    /// The batch of each event of one run, in order: a view's batches are
    /// numbered from 1 by their `beginBatch`; the operations and end of a
    /// batch belong to it; a completion belongs to the oldest batch of its
    /// view that ended and has not completed (what older stores did not
    /// record, inferred).
    struct Batches {
        private var count: [String: Int] = [:]
        private var open: [String: Int] = [:]
        private var animating: [String: [Int]] = [:]

        mutating func batch(of kind: EventRecord.Kind, view: String) -> Int? {
            guard case .call(let call) = kind else { return nil }
            switch call {
            case .beginBatch:
                count[view, default: 0] += 1
                open[view] = count[view]
                return open[view]
            case .endBatch, .rejected, .fallbackToReloadData:
                let batch = open[view]
                open[view] = nil
                if let batch, call == .endBatch || call.isFallback { animating[view, default: []].append(batch) }
                return batch
            case .animationsCompleted:
                guard var queue = animating[view], !queue.isEmpty else { return nil }
                let batch = queue.removeFirst()
                animating[view] = queue
                return batch
            default:
                return open[view]
            }
        }
    }
}

private extension RecordedEvent {
    var isFallback: Bool {
        if case .fallbackToReloadData = self { return true }
        return false
    }
}
