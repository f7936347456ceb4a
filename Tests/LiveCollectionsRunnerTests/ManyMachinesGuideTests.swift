import Foundation
import LiveCollectionsStore
import Testing

/// `docs/many-machines.md`: its commands, as written.
@Suite("Many machines guide")
struct ManyMachinesGuideTests {
    static let guide = "docs/many-machines.md"

    /// The guide's first block: sharded verification merged and compared,
    /// on the local database.
    static let localFlow = [
        "swift run scenarios run --label v1.1.0",
        "swift run scenarios verify --record never --label ci-1234 --shard 1/2 --junit junit.xml",
        "swift run scenarios verify --record never --label ci-1234 --shard 2/2 --junit junit.xml",
        "swift run scenarios report --label ci-1234",
        "swift run scenarios diff --label v1.1.0 --label ci-1234",
    ]

    @Test func theLocalFlowRunsAsWritten() throws {
        #expect(try GuideCommandsTests.block(in: Self.guide, startingWith: Self.localFlow[0]) == Self.localFlow)
        let workspace = try Workspace()
        for command in Self.localFlow {
            let (status, output) = try GuideCommandsTests.run(command, in: workspace)
            #expect(status == 0, "\(command): \(output)")
        }
        for shard in 1...2 {
            #expect(FileManager.default.fileExists(atPath: workspace.url("junit-shard-\(shard)-of-2.xml").path))
        }
        let text = try Guides.text(Self.guide)
        #expect(text.contains("`junit-shard-1-of-2.xml`"))
    }

    @Test func thePostgreSQLTraitIsOffByDefault() throws {
        let manifest = try Guides.text("Package.swift")
        #expect(manifest.hasPrefix("// swift-tools-version: 6.1"))
        #expect(manifest.contains(#"name: "PostgreSQL", description:"#))
        // The default traits are the tool's and the snapshot strategies'; PostgreSQL is not among them.
        let defaults = try #require(manifest.firstMatch(of: /\.default\(enabledTraits: \[([^\]]*)\]\)/), "no default traits in Package.swift")
        #expect(defaults.output.1 == #""ScenariosTool", "SnapshotTesting""#, "the default traits: \(defaults.output.1)")
        #expect(manifest.contains(#".product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"]))"#))
        let message = try #require(Guides.text(Self.guide).split(separator: "\n").first { $0.hasPrefix("error: postgres://") })
        #expect(message.hasSuffix("build it with `swift build --traits PostgreSQL`"))
    }

    @Test func theTestServerIsTheOneCIStarts() throws {
        let ci = try Guides.text(".ci/run")
        #expect(ci.contains("$(bash scripts/postgres-test-server.sh start)"))
        #expect(ci.contains("bash scripts/postgres-test-server.sh stop"))
        #expect(ci.contains("--traits PostgreSQL"))
        let script = Guides.repository.appendingPathComponent("scripts/postgres-test-server.sh").path
        #expect(FileManager.default.isExecutableFile(atPath: script))
    }

    @Test func theSoakChecksWhatTheGuideReports() throws {
        let script = try Guides.text("scripts/store-soak.sh")
        #expect(FileManager.default.isExecutableFile(atPath: Guides.repository.appendingPathComponent("scripts/store-soak.sh").path))
        #expect(script.contains(#"scenarios_count="${SOAK_SCENARIOS:-1000}""#))
        #expect(script.contains(#"shards="${SOAK_SHARDS:-8}""#))
        for check in ["wrong password", "unreachable host", "newer schema", "postgres-test-server.sh restart"] {
            #expect(script.contains(check), "the soak no longer checks: \(check)")
        }
        let guide = try Guides.text(Self.guide)
        #expect(guide.contains("| 8 concurrent `scenarios run --shard i/8` processes into one PostgreSQL database | 1,000 runs"))
    }

    /// The first-build table is the output of the script the guide names,
    /// pasted whole: one line per build, as the script prints it.
    @Test func theBuildCostTableIsWhatItsScriptPrints() throws {
        let path = "scripts/trait-build-cost.sh"
        #expect(FileManager.default.isExecutableFile(atPath: Guides.repository.appendingPathComponent(path).path))
        let script = try Guides.text(path)
        #expect(script.contains("measure default\nmeasure with-trait --traits PostgreSQL"))
        #expect(script.contains("{sys.argv[1]}: {float(sys.argv[3]) - float(sys.argv[2]):.0f} s, build folder {sys.argv[4]} MB"))
        let block = try Guides.blocks(in: Self.guide).first { $0.tag == "text" && $0.lines.first?.text.hasPrefix("default: ") == true }
        let output = try #require(block, "no text block of the script's output").lines.map(\.text)
        #expect(output.count == 2)
        #expect(output.first?.wholeMatch(of: #/default: \d+ s, build folder \d+ MB/#) != nil, "\(output)")
        #expect(output.last?.wholeMatch(of: #/with-trait: \d+ s, build folder \d+ MB/#) != nil, "\(output)")
    }
}
