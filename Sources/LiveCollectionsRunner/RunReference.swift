import LiveCollectionsStore

/// One way to name a recorded run everywhere, saying which store it is in:
/// a working run by its number (`12`, or `#12`), or a scenario's golden run
/// as `golden:07-carousels` (a unique prefix such as `golden:07` does too).
/// `show`, `diff`, `export` and `approve` accept it, and `verify` prints it.
public enum RunReference: Hashable, Sendable, CustomStringConvertible {
    /// A run of the working database.
    case working(RunID)
    /// The golden run of a scenario, in the golden store.
    case golden(String)

    /// The prefix of a golden reference.
    public static let goldenPrefix = "golden:"

    /// Parses `12`, `#12` or `golden:NAME`.
    ///
    /// - Throws: ``CommandFailure`` naming the text and both forms.
    public init(parsing text: String) throws(CommandFailure) {
        if text.hasPrefix(Self.goldenPrefix) {
            let name = String(text.dropFirst(Self.goldenPrefix.count))
            guard !name.isEmpty, !name.contains(where: \.isWhitespace) else { throw Self.invalid(text) }
            self = .golden(name)
        } else if let run = RunID(text) {
            self = .working(run)
        } else {
            throw Self.invalid(text)
        }
    }

    private static func invalid(_ text: String) -> CommandFailure {
        CommandFailure("\"\(text)\" is not a run reference (expected a working run number such as 12, or golden:NAME such as golden:07-carousels)")
    }

    /// The reference as a command accepts it: `12` or `golden:07-carousels`
    /// (no `#`, which a shell would read as a comment).
    public var description: String {
        switch self {
        case .working(let run): "\(run.rawValue)"
        case .golden(let scenario): "\(Self.goldenPrefix)\(scenario)"
        }
    }

    /// How headings name the run: `run #12` or `golden:07-carousels`.
    public var heading: String {
        switch self {
        case .working(let run): "run \(run)"
        case .golden: description
        }
    }
}
