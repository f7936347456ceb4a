import ArgumentParser

/// `--label NAME`: the label `run` and `verify` record their runs under.
struct RunLabelOption: ParsableArguments {
    @Option(help: "A label for the recorded runs, such as a CI run or version: v1.2.0.")
    var label: String?

    func validate() throws {
        if let label, label.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--label cannot be empty: give a name such as v1.2.0, or leave the option out")
        }
    }
}
