import ArgumentParser
import LiveCollectionsRunner
import LiveCollectionsStore

extension RunStoreLocation: ExpressibleByArgument {
    /// A file path, or a `postgres://` URL, as ``RunStoreLocation/init(_:)``
    /// reads it; `nil` for a URL it cannot read.
    public init?(argument: String) {
        guard let location = try? RunStoreLocation(argument) else { return nil }
        self = location
    }

    /// The parser `push --to` uses: it throws the location's failure, which
    /// says how to write one, so that argument-parser's error names the
    /// option, then what is wrong and the form, on one line.
    static func parseArgument(_ text: String) throws -> RunStoreLocation {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("give the shared store, such as postgres://ci@db.example:5432/runs")
        }
        return try RunStoreLocation(text)
    }
}
