import LiveCollectionsSupport
import Testing

/// The one FNV-1a 64 of the package (content hashes, run fingerprints,
/// captured content, shards) gives the published test vectors.
@Suite struct FNV1a64Tests {
    @Test func thePublishedTestVectors() {
        #expect(FNV1a64.hash("".utf8) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a64.hash("a".utf8) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a64.hash("foobar".utf8) == 0x8594_4171_f739_67e8)
        var hash = FNV1a64()
        hash.combine(bytes: "foo".utf8)
        hash.combine(bytes: "bar".utf8)
        #expect(hash.hex == "85944171f73967e8")
    }
}
