import LiveCollectionsSupport
import Testing

/// The alignment behind the diff pages' highlights and the runner's line
/// diffs.
@Suite("Line alignment")
struct LineAlignmentTests {
    @Test func equalTextsAreAllShared() {
        #expect(LineAlignment(["a", "b"], ["a", "b"]).entries == [.same(0, 0), .same(1, 1)])
        #expect(LineAlignment([], []).entries.isEmpty)
    }

    @Test func aChangedLineIsRemovedThenAdded() {
        let alignment = LineAlignment(["a", "b", "c"], ["a", "x", "c"])
        #expect(alignment.entries == [.same(0, 0), .removed(1), .added(1), .same(2, 2)])
        #expect(alignment.removed == [1])
        #expect(alignment.added == [1])
    }

    @Test func keepsTheLongestCommonSubsequence() {
        let old = ["a", "b", "c", "d", "e"]
        let new = ["b", "x", "d", "e", "f"]
        let alignment = LineAlignment(old, new)
        #expect(alignment.entries == [.removed(0), .same(1, 0), .removed(2), .added(1), .same(3, 2), .same(4, 3), .added(4)])
    }

    @Test func oneSideEmpty() {
        #expect(LineAlignment([], ["x", "y"]).entries == [.added(0), .added(1)])
        #expect(LineAlignment(["x"], []).entries == [.removed(0)])
    }

    @Test func everyLineAppearsOnceInOrder() {
        let old = (0..<40).map { "\($0 % 7)" }
        let new = (0..<35).map { "\(($0 * 3) % 7)" }
        var oldSeen: [Int] = []
        var newSeen: [Int] = []
        for entry in LineAlignment(old, new).entries {
            switch entry {
            case let .same(i, j):
                #expect(old[i] == new[j])
                oldSeen.append(i)
                newSeen.append(j)
            case .removed(let i): oldSeen.append(i)
            case .added(let j): newSeen.append(j)
            }
        }
        #expect(oldSeen == Array(old.indices))
        #expect(newSeen == Array(new.indices))
    }
}
