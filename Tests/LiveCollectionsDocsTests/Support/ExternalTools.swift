import Foundation
import LiveCollectionsTestSupport
import Testing

/// A PNG's pixel count, through `python3`, for the documentation tests
/// that rasterise pictures and pages.
enum ExternalTools {
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

    /// How many pixels of the PNG at `path` differ from its top-left pixel,
    /// and in how many colours; nil (with the reason) when it cannot be read.
    static func pixels(ofPNGAt path: String) throws -> (width: Int, height: Int, differing: Int, colours: Int) {
        let python = try #require(ExternalTool.path("python3"), "python3 is not on PATH: apt-get install python3")
        let counted = try Subprocess.run(python, ["-c", countPixels, path])
        try #require(counted.status == 0, "decoding \(path) failed: \(counted.output)")
        let numbers = counted.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        try #require(numbers.count == 4, "unexpected output: \(counted.output)")
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }
}
