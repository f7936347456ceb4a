import Foundation
import LiveCollectionsTestSupport
@testable import LiveCollectionsDocs
import Testing

/// Renders the SVG with `rsvg-convert` (librsvg) and checks a real renderer
/// draws something: the picture is not blank and has several colours.
/// Without `rsvg-convert` or `python3` on `PATH` the test is skipped, except
/// on CI (``ExternalTool/isCI(_:)``), where it runs and fails saying which.
@Suite("Step pictures rasterised")
struct StepPictureRasterTests {
    @Test(.enabled(if: ExternalTool.isAvailable("rsvg-convert", "python3"), "needs rsvg-convert (apt-get install librsvg2-bin) and python3"))
    func thePictureIsNotBlank() throws {
        let rsvg = try #require(ExternalTool.path("rsvg-convert"), "rsvg-convert is not on PATH: apt-get install librsvg2-bin")
        let folder = try TemporaryFolder("step-picture-raster")
        let directory = folder.url
        let svg = directory.appendingPathComponent("every-change.svg")
        let png = directory.appendingPathComponent("every-change.png")
        try StepPictureSVG.render(PictureFixtures.everyChange, title: "Every change").write(to: svg, atomically: true, encoding: .utf8)

        let converted = try Subprocess.run(rsvg, ["--format=png", "--background-color=white", "--output", png.path, svg.path])
        #expect(converted.status == 0, "rsvg-convert failed: \(converted.output)")
        let pixels = try ExternalTools.pixels(ofPNGAt: png.path)
        #expect(pixels.width == 560 && pixels.height > 200, "size \(pixels.width)x\(pixels.height)")
        #expect(pixels.differing > 500, "only \(pixels.differing) pixels differ from the background")
        #expect(pixels.colours >= 2, "only \(pixels.colours) colours besides the background")
    }
}
