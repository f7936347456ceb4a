import Foundation

/// Runs another program and waits for it, and ends what it started.
///
/// Foundation's `Process` starts each child as the leader of a process group
/// of its own; everything the child starts stays in that group unless it
/// moves away. So a child still running after its time is ended with its
/// whole group (`SIGTERM`, then `SIGKILL`), and whatever the group still
/// holds when the child has exited (a browser's helpers) is killed too: a
/// test leaves no process behind, and a grandchild holding the output pipe
/// open cannot keep the test waiting.
public enum Subprocess {
    /// Runs `executable` with `arguments` in `directory` under
    /// `environment`; its exit status and its standard output and error
    /// together. A process still running after `timeout` seconds is ended
    /// (and its status says so).
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, timeout: TimeInterval = 600
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = environment
        let finished = try finish(process, separateErrors: false, timeout: timeout)
        return (finished.status, String(decoding: finished.output, as: UTF8.self))
    }

    /// What a process left when it ended.
    public struct Finished: Sendable {
        /// Its exit status, or the signal that ended it.
        public let status: Int32
        /// Whether it exited or was ended by a signal.
        public let reason: Process.TerminationReason
        /// Its standard output (and its standard error, when not separate).
        public let output: Data
        /// Its standard error, when separate.
        public let errors: Data
        /// Whether it was still running after its time, and was ended.
        public let timedOut: Bool
    }

    /// Starts `process` (configured and not started: its executable,
    /// arguments, environment, folder and standard input) with its standard
    /// output and error read through pipes (`separateErrors`: two, else
    /// one), and waits for it; after `timeout` seconds it is ended with its
    /// process group. Once it has started, nothing of it is left running
    /// when this returns.
    public static func finish(_ process: Process, separateErrors: Bool, timeout: TimeInterval) throws -> Finished {
        let output = Pipe()
        let errors = separateErrors ? Pipe() : output
        process.standardOutput = output
        process.standardError = errors
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Both pipes are drained at once: a child filling one while the
        // other is read first would block forever.
        let outputReader = PipeReader(output.fileHandleForReading)
        let errorReader = separateErrors ? PipeReader(errors.fileHandleForReading) : nil
        // Foundation sees a child end when every copy of a descriptor it
        // hands the child is closed: a grandchild keeping one (a server the
        // child started) hides the end. So the child's exit is also looked
        // for (a zombie, not yet reaped), and what is left of its group is
        // then killed, which lets Foundation see the end.
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while exited.wait(timeout: .now() + 0.05) == .timedOut {
            if isZombie(process) {
                signalGroup(of: process, SIGKILL)
            } else if Date() >= deadline {
                timedOut = true
                signalGroup(of: process, SIGTERM)
                if exited.wait(timeout: .now() + 5) == .timedOut {
                    signalGroup(of: process, SIGKILL)
                    _ = exited.wait(timeout: .now() + 10)
                }
                break
            }
        }
        signalGroup(of: process, SIGKILL)
        // Still running as Foundation sees it: a process that left the group keeps its descriptor.
        let ended = !process.isRunning
        return Finished(
            status: ended ? process.terminationStatus : SIGKILL, reason: ended ? process.terminationReason : .uncaughtSignal,
            output: outputReader.wait(timeout: 10), errors: errorReader?.wait(timeout: 10) ?? Data(), timedOut: timedOut)
    }

    /// Ends `process`, if it was started, and what is left of its process
    /// group: waits up to `grace` seconds for it to exit by itself, then
    /// kills the group (`SIGKILL`) and waits for it. For a `defer` right
    /// after a test starts a process of its own.
    public static func end(_ process: Process, grace: TimeInterval = 0) {
        guard process.processIdentifier != 0 else { return }
        let deadline = Date().addingTimeInterval(grace)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        signalGroup(of: process, SIGKILL)
        process.waitUntilExit()
    }

    /// Whether `process` has exited and waits to be reaped (Linux's
    /// `/proc/PID/stat` says `Z`).
    private static func isZombie(_ process: Process) -> Bool {
        let pid = process.processIdentifier
        guard pid > 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        // "PID (NAME) STATE ...": the name may hold spaces and parentheses.
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    /// Sends `signal` to the process group `process` leads (its pid). The
    /// group outlives the child while a member is left, and its number is
    /// not given to another group until the last member is gone.
    private static func signalGroup(of process: Process, _ signal: Int32) {
        let leader = process.processIdentifier
        guard leader > 0 else { return }
        if kill(-leader, signal) != 0, process.isRunning { _ = kill(leader, signal) }
    }
}

/// Reads a pipe to its end on another thread.
public final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var data = Data()

    /// Starts reading `handle`.
    public init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            while let chunk = try? handle.read(upToCount: 65_536), !chunk.isEmpty {
                self.lock.withLock { self.data.append(chunk) }
            }
            self.done.signal()
        }
    }

    /// Everything read, once the pipe has ended.
    public func wait() -> Data {
        done.wait()
        done.signal()
        return lock.withLock { data }
    }

    /// Everything read once the pipe has ended, or what was read until
    /// `timeout` seconds have passed (a process that escaped its group
    /// still holds the pipe open).
    public func wait(timeout: TimeInterval) -> Data {
        if done.wait(timeout: .now() + timeout) == .success { done.signal() }
        return lock.withLock { data }
    }
}
