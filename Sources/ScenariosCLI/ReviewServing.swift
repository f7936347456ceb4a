import LiveCollectionsRunner
#if ReviewServer
import LiveCollectionsReviewServer
#endif

/// `review --serve`: the review page, when the tool is built with the
/// ReviewServer trait; otherwise one line saying how to build it.
enum ReviewServing {
    /// Whether this build serves the review page (the ReviewServer trait).
    static var isAvailable: Bool {
        #if ReviewServer
        true
        #else
        false
        #endif
    }

    static func serve(_ tool: ScenarioTool, from source: ReviewSource, port: Int) throws(CommandFailure) -> Bool {
        #if ReviewServer
        return try ReviewServer.serve(tool, from: source, port: port)
        #else
        throw CommandFailure(
            "review --serve: this build has no review server (the package's ReviewServer trait, off by default); "
                + "run it as `swift run --traits ReviewServer scenarios review --serve`, or review in the terminal with `scenarios review`")
        #endif
    }
}
