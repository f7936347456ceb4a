import Foundation
import LiveCollectionsDocs
import LiveCollectionsScenarios
import LiveCollectionsTestSupport
import Testing

/// The player and a diff page in a real browser (headless Chromium): each
/// step chosen by its link's fragment gives a screenshot that is not blank
/// and differs from the previous one. Without a browser, or `python3` (which
/// reads the pictures), on `PATH` the suite is skipped, except on CI
/// (``ExternalTool/isCI(_:)``), where it runs and fails saying which.
@Suite(
    "Pages in a real browser", .serialized,
    .enabled(
        if: HeadlessChromium.path != nil && ExternalTool.isAvailable("python3") || ExternalTool.isCI(),
        "needs Chromium (apt-get install chromium) and python3 on PATH"
    )
)
struct PagesInABrowserTests {
    /// The test's folder, removed when the test ends.
    let folder: TemporaryFolder
    var directory: URL { folder.url }

    init() throws {
        folder = try TemporaryFolder("pages-in-a-browser")
    }

    static var scenarios: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios")
    }

    /// Writes `files` under the test's folder.
    func write(_ files: [String: Data]) throws {
        for (path, data) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// Screenshots `page` at each fragment in turn and checks each picture is
    /// not blank and differs from the one before.
    func screenshots(of page: String, at fragments: [String?]) throws {
        _ = try HeadlessChromium.requirePath()
        var previous: Data?
        for (index, fragment) in fragments.enumerated() {
            let png = directory.appendingPathComponent("shot-\(index).png")
            // Chromium on a loaded machine (the thread-sanitizer run beside
            // it) now and then exits without writing the picture: up to three
            // tries, each with the browser's own 90 s limit.
            var shot = try HeadlessChromium.screenshot(directory.appendingPathComponent(page), fragment: fragment, to: png)
            for _ in 1..<3 where shot.status != 0 || !FileManager.default.fileExists(atPath: png.path) {
                shot = try HeadlessChromium.screenshot(directory.appendingPathComponent(page), fragment: fragment, to: png)
            }
            let place = "\(page)#\(fragment ?? "")"
            try #require(shot.status == 0 && FileManager.default.fileExists(atPath: png.path), "\(place): no screenshot: \(shot.output.suffix(400))")
            let pixels = try ExternalTools.pixels(ofPNGAt: png.path)
            #expect(pixels.width == 1000 && pixels.height == 800, "\(place): \(pixels.width)x\(pixels.height)")
            #expect(pixels.differing > 5_000, "\(place): blank (\(pixels.differing) pixels differ from the background)")
            #expect(pixels.colours > 10, "\(place): only \(pixels.colours) colours")
            let data = try Data(contentsOf: png)
            #expect(data != previous, "\(place) looks the same as the step before")
            previous = data
        }
    }

    @Test func thePlayerShowsEveryStep() throws {
        let scenario = try ScenarioLoader.loadAll(in: Self.scenarios, displayDirectory: "Scenarios", names: ["05-collection-view-sectioned-data"])[0]
        let run = DocumentedRun(scenario: scenario, recording: ScenarioReplay.run(scenario), run: "#1", store: "test")
        let files = DocsGenerator.files(for: [run])
        try write(files)
        let player = String(decoding: try #require(files["05-collection-view-sectioned-data.html"]), as: UTF8.self)
        let anchors = player.matches(of: /<a href="#(step-\d+)">Step/).map { String($0.output.1) }
        #expect(anchors == ["step-0", "step-1", "step-2", "step-4"])
        try screenshots(of: "05-collection-view-sectioned-data.html", at: anchors)
    }

    @Test func aDiffPageShowsBothSides() throws {
        // The second side replays 05 with Dune (4) moved to the front of the science fiction shelf in step 2.
        let copy = directory.appendingPathComponent("Scenarios")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.scenarios, to: copy)
        let file = copy.appendingPathComponent("05-collection-view-sectioned-data.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = text.replacingOccurrences(of: #""science-fiction", "items": [23, 13, 26, 4]"#, with: #""science-fiction", "items": [4, 23, 13, 26]"#)
        try #require(edited != text, "the scenario no longer has the shelf this test edits")
        try Data(edited.utf8).write(to: file)
        let original = try ScenarioLoader.loadAll(in: Self.scenarios, displayDirectory: "Scenarios", names: ["05-collection-view-sectioned-data"])[0]
        let changed = try ScenarioLoader.loadAll(in: copy, displayDirectory: "Scenarios", names: ["05-collection-view-sectioned-data"])[0]
        let comparison = ScenarioComparison(
            scenario: "05-collection-view-sectioned-data",
            first: ComparedRun(run: "#1", recording: ScenarioReplay.run(original)),
            second: ComparedRun(run: "#2", recording: ScenarioReplay.run(changed))
        )
        #expect(comparison.result == .changed)
        let files = DiffPages.files(first: "before", second: "after", comparisons: [comparison])
        try write(files)
        let page = String(decoding: try #require(files["05-collection-view-sectioned-data.html"]), as: UTF8.self)
        let changedSteps = page.matches(of: /<section class="step changed" data-step="([a-z0-9-]+)">/).map { String($0.output.1) }
        #expect(!changedSteps.isEmpty)
        try screenshots(of: "index.html", at: [nil])
        // All steps, the first changed step alone, the end alone: enough to see it react, few enough to stay fast.
        try screenshots(of: "05-collection-view-sectioned-data.html", at: [nil, changedSteps.first, "end"])
    }

    /// The index `verify --artifacts` writes and the page of a new
    /// scenario's run alone (its steps' pictures and lines).
    @Test func anArtifactsIndexAndTheRunOfANewScenarioShow() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = "05-collection-view-sectioned-data"
        let scenario = try ScenarioLoader.loadAll(in: Self.scenarios, displayDirectory: "Scenarios", names: [name])[0]
        var files = DiffPages.page(
            scenario: name, label: "CI run 3", run: ComparedRun(run: "3", recording: ScenarioReplay.run(scenario)),
            note: "A new scenario: no golden yet. Accepting it records this run as its golden.")
        let entries = [
            ArtifactsIndex.Entry(scenario: "02-table-view-single-section", title: "Table view, one section", result: "changed", kind: .changed,
                                 summary: "changed: 1 step differs, the end differs", page: nil),
            ArtifactsIndex.Entry(scenario: name, title: scenario.title, result: "no golden", kind: .new, summary: "new: no golden yet", page: "\(name).html"),
            ArtifactsIndex.Entry(scenario: "17-broken", title: "", result: "not loaded", kind: .failed, summary: "Scenarios/17-broken.json: not JSON", page: nil),
        ]
        files["index.html"] = Data(ArtifactsIndex.html(
            summary: "3 scenarios: 1 changed, 1 not loaded, 1 no golden",
            notes: [.text("Download this folder, then:"), .command("scenarios review --from scenario-changes")], entries: entries).utf8)
        try write(files)
        let index = String(decoding: try #require(files["index.html"]), as: UTF8.self)
        #expect(index.contains(#"<a href="\#(name).html">"#))
        try screenshots(of: "index.html", at: [nil])
        try screenshots(of: "\(name).html", at: [nil, "step-1", "end"])
    }

    /// The still of a step's end, taken as docs/documentation-examples.md
    /// shows: with reduced motion the player draws where the rows end, at
    /// once, so no time budget is needed. It is the picture the animation
    /// ends on (but for antialiasing), not the one it starts from.
    @Test func reducedMotionShowsAStepsEndWithoutWaiting() throws {
        let guide = try String(contentsOf: Self.scenarios.deletingLastPathComponent().appendingPathComponent("docs/documentation-examples.md"), encoding: .utf8)
        #expect(guide.contains("--force-prefers-reduced-motion --screenshot=step-1.png"), "the guide shows the command")
        let scenario = try ScenarioLoader.loadAll(in: Self.scenarios, displayDirectory: "Scenarios", names: ["05-collection-view-sectioned-data"])[0]
        try write(DocsGenerator.files(for: [DocumentedRun(scenario: scenario, recording: ScenarioReplay.run(scenario), run: "#1", store: "test")]))
        let page = directory.appendingPathComponent("05-collection-view-sectioned-data.html")
        func shot(_ name: String, virtualMilliseconds: Int?, reducedMotion: Bool) throws -> String {
            let png = directory.appendingPathComponent("\(name).png")
            var result = try HeadlessChromium.screenshot(page, fragment: "step-1", to: png, virtualMilliseconds: virtualMilliseconds, reducedMotion: reducedMotion)
            for _ in 1..<3 where result.status != 0 || !FileManager.default.fileExists(atPath: png.path) {
                result = try HeadlessChromium.screenshot(page, fragment: "step-1", to: png, virtualMilliseconds: virtualMilliseconds, reducedMotion: reducedMotion)
            }
            try #require(result.status == 0 && FileManager.default.fileExists(atPath: png.path), "\(name): no screenshot: \(result.output.suffix(400))")
            return png.path
        }
        // Step 1's batches play for a few seconds of page time: a minute is well past their end.
        let start = try shot("start", virtualMilliseconds: nil, reducedMotion: false)
        let still = try shot("still", virtualMilliseconds: nil, reducedMotion: true)
        // On a loaded machine (the thread-sanitizer run beside it) Chromium
        // now and then takes the picture before a minute of page time has
        // passed, a few thousand pixels short of the end (CI: 5,621 where
        // 534 is usual): the end is taken up to three times, and the
        // closest counts.
        var fromEnd = Int.max
        for attempt in 1...3 where fromEnd >= 4_000 {
            let end = try shot("end-\(attempt)", virtualMilliseconds: 60_000, reducedMotion: false)
            fromEnd = min(fromEnd, try ExternalTools.differingPixels(between: still, and: end))
        }
        let fromStart = try ExternalTools.differingPixels(between: still, and: start)
        #expect(fromEnd < 4_000, "the still differs from the animation's end in \(fromEnd) pixels")
        #expect(fromStart > 10 * max(fromEnd, 1_000), "the still differs from the animation's start in only \(fromStart) pixels")
    }
}
