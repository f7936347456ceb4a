extension Markup {
    /// The file name a scenario's files are written under (`NAME.md`,
    /// `NAME.html`, the folder `NAME/`): the name with every character but
    /// ASCII letters, digits, `-`, `_`, `.` and `~` percent-encoded, as are
    /// a leading `.` and an empty name (`%`). So no name makes a path that
    /// leaves the folder (`/`, `..`), a hidden file, or a URL scheme, and two
    /// names never make the same file name; `07-carousels` stays as it is.
    ///
    /// - Complexity: O(*n*) in the length of `name`.
    static func fileName(_ name: String) -> String {
        guard !name.isEmpty else { return "%" }
        return percentEncoded(name, keeping: { $0 == "." ? !$1 : false })
    }

    /// A relative `path` (file names joined by `/`) as a link target: every
    /// byte but ASCII letters, digits, `-`, `_`, `.`, `~` and `/`
    /// percent-encoded, so any character of a file name (a space, `<`, `)`,
    /// `#`, `%`) reaches the file it names.
    ///
    /// - Complexity: O(*n*) in the length of `path`.
    static func link(_ path: String) -> String {
        percentEncoded(path, keeping: { byte, _ in byte == "/" || byte == "." })
    }

    /// `text` with its UTF-8 bytes percent-encoded but for ASCII letters,
    /// digits, `-`, `_` and `~`, and the bytes `keeping` keeps (given each
    /// byte and whether it is the first).
    private static func percentEncoded(_ text: String, keeping: (Unicode.Scalar, Bool) -> Bool) -> String {
        let hex = Array("0123456789ABCDEF")
        var encoded = ""
        for (offset, byte) in text.utf8.enumerated() {
            let scalar = Unicode.Scalar(byte)
            let plain = switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"): true
            default: keeping(scalar, offset == 0)
            }
            if plain {
                encoded.unicodeScalars.append(scalar)
            } else {
                encoded += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0xF)])"
            }
        }
        return encoded
    }
}
