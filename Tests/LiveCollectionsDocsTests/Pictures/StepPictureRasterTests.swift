import Foundation
@testable import LiveCollectionsDocs
import Testing

/// Renders the SVG with `rsvg-convert` (librsvg) and checks a real renderer
/// draws something: the picture is not blank and has several colours.
@Suite("Step pictures rasterised")
struct StepPictureRasterTests {
    /// Decodes a non-interlaced 8-bit RGB or RGBA PNG (filters 0 to 4) and
    /// prints how many pixels differ from the top-left one, and how many
    /// distinct colours those pixels have.
    static let countPixels = #"""
    import struct, sys, zlib
    data = open(sys.argv[1], "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    assert depth == 8 and colour in (2, 6) and interlace == 0, f"unsupported PNG {depth} {colour} {interlace}"
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = previous[x]
            c = previous[x - bpp] if x >= bpp else 0
            if kind == 1: line[x] = (line[x] + a) & 255
            elif kind == 2: line[x] = (line[x] + b) & 255
            elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            else: assert kind == 0, f"filter {kind}"
        rows.append(bytes(line))
        previous = line
    background = rows[0][0:bpp]
    others = [row[x:x + bpp] for row in rows for x in range(0, stride, bpp) if row[x:x + bpp] != background]
    print(width, height, len(others), len(set(others)))
    """#

    @Test func thePictureIsNotBlank() throws {
        let rsvg = try #require(Self.executable("rsvg-convert"), "rsvg-convert is not on PATH: apt-get install librsvg2-bin")
        let python = try #require(Self.executable("python3"), "python3 is not on PATH: apt-get install python3")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("step-picture-raster-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("every-change.svg")
        let png = directory.appendingPathComponent("every-change.png")
        try StepPictureSVG.render(PictureFixtures.everyChange, title: "Every change").write(to: svg, atomically: true, encoding: .utf8)

        let converted = try Self.run(rsvg, ["--format=png", "--background-color=white", "--output", png.path, svg.path])
        #expect(converted.status == 0, "rsvg-convert failed: \(converted.output)")
        let counted = try Self.run(python, ["-c", Self.countPixels, png.path])
        try #require(counted.status == 0, "decoding the PNG failed: \(counted.output)")
        let numbers = counted.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        try #require(numbers.count == 4, "unexpected output: \(counted.output)")
        #expect(numbers[0] == 560 && numbers[1] > 200, "size \(numbers[0])x\(numbers[1])")
        #expect(numbers[2] > 500, "only \(numbers[2]) pixels differ from the background")
        #expect(numbers[3] >= 2, "only \(numbers[3]) colours besides the background")
    }

    /// The path of `name` in a directory of `PATH`, if any.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` with `arguments`; its exit status and its output
    /// (standard output and standard error together).
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
