import ArgumentParser
import LiveCollectionsRunner

extension RunReference: ExpressibleByArgument {
    /// Parses `12`, `#12` or `golden:NAME` as ``RunReference/init(parsing:)``
    /// does; `nil` for anything else.
    public init?(argument: String) {
        guard let reference = try? RunReference(parsing: argument) else { return nil }
        self = reference
    }

    /// The parser the subcommands' run arguments use: it throws
    /// ``RunReference/init(parsing:)``'s failure, so that argument-parser's
    /// error names the argument and then both forms a run reference takes,
    /// on one line.
    static func parseArgument(_ text: String) throws -> RunReference {
        try RunReference(parsing: text)
    }
}
