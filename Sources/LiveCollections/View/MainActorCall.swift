/// Calls main-actor code of the app (a delegate's or a table's `@MainActor`
/// requirement) from the library's view context.
///
/// The library calls its views and their delegates on the view context of
/// their data object: the main queue in an app, so the main actor's promise
/// holds there. A view context on another thread (a test's
/// `VirtualTimeScheduler`) is the same promise for that thread: nothing else
/// touches the objects it drives while it runs them. The call is made
/// without a runtime check for that reason, as `MainActor.assumeIsolated`
/// makes it once it has checked the executor.
///
/// `argument` is passed rather than captured, so the closure formed by the
/// caller holds no state of the calling context.
@inline(__always)
func callOnViewContext<Argument, Result>(
    _ argument: Argument,
    _ body: @MainActor (Argument) -> Result
) -> Result {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: ((Argument) -> Result).self)(argument)
    }
}
