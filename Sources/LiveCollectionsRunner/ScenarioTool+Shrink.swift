import Foundation
import LiveCollectionsScenarios

extension ScenarioTool {
    /// The text that begins the description of every scenario `shrink`
    /// writes: how it recognises a file it may replace.
    static let shrunkMarker = "Shrunk by `scenarios shrink` from "

    /// `scenarios shrink`: reduces the scenario `argument` (a name or unique
    /// prefix in the scenario directory, or a path to a `.json` file) to the
    /// smallest one still interesting under `test` (see
    /// ``ScenarioShrinker``), writes it to `output` (by default
    /// `shrunk-NAME.json` beside the original: a name the tool does not
    /// list as a scenario, so that `run` and `verify` of the directory are
    /// unchanged until it is renamed `NN-name.json`) and prints the sizes
    /// before and after.
    ///
    /// A generated scenario (`generate`) is shrunk as the scenario that
    /// lists the steps it expands to: the size printed before is that
    /// scenario's, and the written file lists its steps and says in its
    /// description which generated scenario it came from.
    ///
    /// Never writes over a file it did not create: an existing output
    /// whose description does not start with ``shrunkMarker`` is refused.
    /// The candidates an external command reads are written to a hidden
    /// file beside the original (so that its catalog resolves), removed at
    /// the end.
    public func shrink(_ argument: String, test: ShrinkCriterion, output: String?) throws(CommandFailure) -> Bool {
        let (url, display) = try scenarioFile(argument)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CommandFailure("\(display): cannot read the file (does it exist?)")
        }
        let original: Scenario
        let value: ScenarioJSONValue
        do {
            original = try ScenarioLoader.load(data: data, as: url, displayPath: display)
            value = try ScenarioLoader.document(data, displayPath: display)
        } catch {
            throw CommandFailure(error)
        }
        let document = try Self.listingSteps(original, document: value, display: display)
        let directory = display.lastIndex(of: "/").map { String(display[...$0]) } ?? ""
        let outputPath = output ?? "\(directory)shrunk-\(original.name).json"
        try Self.shrunkFile(outputPath).check()

        let candidateURL = url.deletingLastPathComponent().appendingPathComponent(".\(original.name).shrink-candidate.json")
        if case .command = test {
            guard !FileManager.default.fileExists(atPath: candidateURL.path) else {
                throw CommandFailure("\(candidateURL.path): exists (left by an interrupted shrink?): remove it, then shrink again")
            }
        }
        defer {
            if case .command = test { try? FileManager.default.removeItem(at: candidateURL) }
        }
        if case .command = test, !FileManager.default.createFile(atPath: candidateURL.path, contents: Data(document.text.utf8)) {
            throw CommandFailure(
                "\(candidateURL.path): cannot write the candidate file --command reads (\(OutputFile.reason(for: candidateURL.deletingLastPathComponent().path))); "
                    + "copy the scenario and its movies.json to a writable folder and shrink it there")
        }
        let isInteresting = { (candidate: ScenarioDocument) -> Bool in
            let text = Data(candidate.text.utf8)
            guard let scenario = try? ScenarioLoader.load(data: text, as: url, displayPath: display) else { return false }
            if case .command(let command) = test {
                guard (try? text.write(to: candidateURL)) != nil else { return false }
                return ShrinkCriterion.run(command, on: candidateURL.path)
            }
            return test.accepts(ScenarioReplay.run(scenario))
        }
        guard isInteresting(document) else {
            throw CommandFailure("\(display): not interesting to begin with (\(test)): nothing to shrink")
        }
        var shrinker = ScenarioShrinker(isInteresting: isInteresting)
        var shrunk = shrinker.shrink(document)
        let source = original.generation.map { generation in
            "the generated scenario \(original.name) (its \"generate\" series, seed \(generation.seed), "
                + "expanded to \(Self.count(document.stepCount, "listed step")); interesting: \(test))"
        } ?? "\(original.name) (interesting: \(test))"
        shrunk = shrunk.describing(
            title: "\(original.title) (shrunk)",
            description: "\(Self.shrunkMarker)\(source). \(original.description)"
        )
        try Self.shrunkFile(outputPath).write(Data(shrunk.text.utf8))
        console.line("\(original.name): \(Self.size(of: document)) -> \(Self.size(of: shrunk)) (\(Self.count(shrinker.tests, "candidate")) tested)")
        console.line("wrote \(outputPath)")
        return true
    }

    /// The document shrinking starts from: the file as written when it
    /// lists its steps; for a generated scenario (`generate`), the file with
    /// `generate` replaced by the steps it expanded to
    /// (``ScenarioDocument/init(expanding:document:)``).
    private static func listingSteps(_ scenario: Scenario, document value: ScenarioJSONValue, display: String) throws(CommandFailure) -> ScenarioDocument {
        guard scenario.generation == nil else {
            do {
                return try ScenarioDocument(expanding: scenario, document: value)
            } catch {
                throw CommandFailure(error.description)
            }
        }
        guard let document = ScenarioDocument(value) else {
            throw CommandFailure("\(display): not a scenario object listing its \"steps\": nothing to shrink")
        }
        return document
    }

    /// `12 steps, 40 items, 3 sections`.
    static func size(of document: ScenarioDocument) -> String {
        "\(count(document.stepCount, "step")), \(count(document.items.count, "item")), \(count(document.sections.count + document.discreteSectionCount, "section"))"
    }

    /// The file of a scenario named on the command line.
    private func scenarioFile(_ argument: String) throws(CommandFailure) -> (URL, String) {
        if argument.hasSuffix(".json") { return (URL(fileURLWithPath: argument), argument) }
        guard let scenario = try scenarios(named: [argument]).first else {
            throw CommandFailure("unknown scenario \"\(argument)\" (`scenarios list` shows the names)")
        }
        return (URL(fileURLWithPath: paths.scenarios).appendingPathComponent("\(scenario.name).json"), scenario.file)
    }

    /// The output of `shrink`: an existing file is replaced only when it is
    /// a scenario whose description starts with ``shrunkMarker``.
    private static func shrunkFile(_ path: String) -> OutputFile {
        OutputFile(path: path, contents: "the shrunk scenario", writer: "scenarios shrink", fix: "move it away, or pass --output PATH") { data in
            guard let value = try? ScenarioLoader.document(data, displayPath: path),
                  case .object(let fields) = value, case .string(let description)? = fields["description"]
            else { return false }
            return description.hasPrefix(shrunkMarker)
        }
    }
}
