import Foundation
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

/// A disk that fills up while the tool records: one line naming the path
/// and the fix, and nothing stored before is lost. The disk is a real one:
/// a small tmpfs, mounted in a mount namespace of its own (`unshare -m`),
/// which needs the superuser (CI runs as root).
@Suite("scenarios on a full disk")
struct DiskFullCommandTests {
    static var canMount: Bool {
        getuid() == 0 && ExternalTool.path("unshare") != nil && ExternalTool.path("mount") != nil
    }

    @Test(.enabled(if: canMount, "mounting a small tmpfs needs the superuser and util-linux unshare"))
    func aFullDiskIsOneLineAndKeepsTheRunsStoredBefore() throws {
        // Exit 90: the tmpfs could not be mounted; 91: the first runs failed.
        let workspace = try Workspace()
        let mountPoint = workspace.url("disk").path
        let copy = workspace.url("copy.sqlite").path
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let tool = ToolProcess.executable.path
        // In the namespace: three runs are stored, then a file fills the
        // disk; the file is copied out before the namespace (and its disk) goes.
        let script = """
            mount -t tmpfs -o size=2m tmpfs disk || exit 90
            "$0" run --database disk/runs.sqlite 01 02 03 >first.txt 2>&1 || exit 91
            dd if=/dev/zero of=disk/filler bs=4k 2>/dev/null
            "$0" run --database disk/runs.sqlite >second.txt 2>&1
            echo $? >status.txt
            cp disk/runs.sqlite "$1"
            """
        var environment = ProcessInfo.processInfo.environment
        environment["SCENARIOS_DATABASE"] = nil
        let (status, output) = try Subprocess.run(
            try #require(ExternalTool.path("unshare")), ["-m", "/bin/sh", "-c", script, tool, copy], in: workspace.directory,
            environment: environment, timeout: 300)
        #expect(status == 0, "\(output)")

        #expect(try String(contentsOf: workspace.url("status.txt"), encoding: .utf8) == "1\n")
        let lines = try String(contentsOf: workspace.url("second.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("[") }
        #expect(lines == [
            "error: disk/runs.sqlite: the disk is full, so this write was not stored; what was stored before is kept "
                + "(database or disk is full) (free space on its disk, then run the command again)",
        ])
        let store = try ScenarioStore(path: copy, mode: .readOnly)
        let runs = try store.runs()
        #expect(runs.count == 3)
        #expect(runs.prefix(3).map(\.scenario) == ["01-collection-view-single-section", "02-table-view-single-section", "03-collection-view-discrete-sections"])
        for run in runs { _ = try store.recording(of: run.id) }
    }
}
