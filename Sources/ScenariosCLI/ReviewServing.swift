import Foundation
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

    /// Serves the review page until the reviewer closes it (then returns
    /// true) or a signal stops it (then the process exits with 128 + the
    /// signal, 130 for Ctrl-C, after the summary; what was decided stays).
    static func serve(_ tool: ScenarioTool, from source: ReviewSource, port: Int) throws(CommandFailure) -> Bool {
        #if ReviewServer
        switch try ReviewServer.serve(tool, from: source, port: port) {
        case .closed: return true
        case .interrupted: exit(Interruption.exitStatus)
        }
        #else
        let invocation = tool.invocation
        let build = invocation.adding(traits: ["ReviewServer"]).map { "run it as `\($0.command("review", "--serve"))`" }
            ?? "build the tool with `swift build --traits ReviewServer` and run it with `review --serve`"
        throw CommandFailure(
            "review --serve: this build has no review server (the package's ReviewServer trait, off by default); "
                + "\(build), or review in the terminal with `\(invocation.command("review"))`")
        #endif
    }
}
