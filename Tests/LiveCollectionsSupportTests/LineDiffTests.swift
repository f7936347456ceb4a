import LiveCollectionsSupport
import Testing

/// The unified diff `verify --artifacts` writes, against what `diff -u` prints.
@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(ScenarioLineDiff.unified(from: ["a"], to: ["a"], oldName: "x", newName: "y").isEmpty)
    }

    @Test func changesFarApartAreTwoHunksAndNearOnesOne() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[1] = "changed 2"
        new[18] = "changed 19"
        #expect(ScenarioLineDiff.unified(from: old, to: new, oldName: "a", newName: "b", context: 2) == [
            "--- a", "+++ b",
            "@@ -1,4 +1,4 @@", " line 1", "-line 2", "+changed 2", " line 3", " line 4",
            "@@ -17,4 +17,4 @@", " line 17", " line 18", "-line 19", "+changed 19", " line 20",
        ])
        // A gap of exactly twice the context joins the hunks, as diff -u does.
        var near = old
        near[1] = "changed 2"
        near[6] = "changed 7"
        #expect(ScenarioLineDiff.unified(from: old, to: near, oldName: "a", newName: "b", context: 2)[2] == "@@ -1,9 +1,9 @@")
    }

    @Test func insertionsIntoAnEmptyTextStartAtZero() {
        #expect(ScenarioLineDiff.unified(from: [], to: ["x", "y"], oldName: "a", newName: "b") == ["--- a", "+++ b", "@@ -0,0 +1,2 @@", "+x", "+y"])
    }
}
