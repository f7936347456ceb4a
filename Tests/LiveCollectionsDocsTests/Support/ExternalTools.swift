import Foundation
import Testing

/// The programs some documentation tests run (`rsvg-convert`, `python3`,
/// a headless Chromium), and a PNG pixel count.
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

    /// The path of `name` in a directory of `PATH`, if any.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` with `arguments`; its exit status and its output
    /// (standard output and standard error together). A process still
    /// running after `timeout` seconds is terminated (and its status says so).
    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// How many pixels of the PNG at `path` differ from its top-left pixel,
    /// and in how many colours; nil (with the reason) when it cannot be read.
    static func pixels(ofPNGAt path: String) throws -> (width: Int, height: Int, differing: Int, colours: Int) {
        let python = try #require(executable("python3"), "python3 is not on PATH: apt-get install python3")
        let counted = try run(python, ["-c", countPixels, path])
        try #require(counted.status == 0, "decoding \(path) failed: \(counted.output)")
        let numbers = counted.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        try #require(numbers.count == 4, "unexpected output: \(counted.output)")
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }
}
