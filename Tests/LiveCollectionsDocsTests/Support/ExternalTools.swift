import Foundation
import LiveCollectionsTestSupport
import Testing

/// A PNG's pixel count, through `python3`, for the documentation tests
/// that rasterise pictures and pages.
enum ExternalTools {
    /// A Python function, `decode(path)`, that decodes a non-interlaced
    /// 8-bit RGB or RGBA PNG (filters 0 to 4) into its width, height, bytes
    /// per pixel and rows.
    static let decoder = #"""
    import struct, sys, zlib
    def decode(path):
        data = open(path, "rb").read()
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
        return width, height, bpp, rows

    """#

    /// Prints how many pixels of a PNG differ from the top-left one, and
    /// how many distinct colours those pixels have.
    static let countPixels = decoder + #"""
    width, height, bpp, rows = decode(sys.argv[1])
    stride = width * bpp
    background = rows[0][0:bpp]
    others = [row[x:x + bpp] for row in rows for x in range(0, stride, bpp) if row[x:x + bpp] != background]
    print(width, height, len(others), len(set(others)))
    """#

    /// Prints how many pixels of two PNGs of the same size differ.
    static let comparePixels = decoder + #"""
    first, second = decode(sys.argv[1]), decode(sys.argv[2])
    assert first[:3] == second[:3], f"sizes differ: {first[:3]} and {second[:3]}"
    width, height, bpp, _ = first
    print(sum(1 for a, b in zip(first[3], second[3]) for x in range(0, width * bpp, bpp) if a[x:x + bpp] != b[x:x + bpp]))
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

    /// How many pixels differ between the PNGs at `first` and `second`
    /// (of the same size).
    static func differingPixels(between first: String, and second: String) throws -> Int {
        let python = try #require(ExternalTool.path("python3"), "python3 is not on PATH: apt-get install python3")
        let compared = try Subprocess.run(python, ["-c", comparePixels, first, second])
        try #require(compared.status == 0, "comparing \(first) and \(second) failed: \(compared.output)")
        return try #require(Int(compared.output.trimmingCharacters(in: .whitespacesAndNewlines)), "unexpected output: \(compared.output)")
    }
}
