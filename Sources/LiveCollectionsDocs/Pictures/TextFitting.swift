/// Estimates how wide a text is in a sans-serif font, without font files, and
/// shortens texts with an ellipsis to fit a width. The estimate errs on the
/// wide side so a fitted text does not overflow in the usual system fonts.
enum TextFitting {
    /// The estimated width of `text` at `fontSize` pixels, rounded up.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func width(_ text: String, fontSize: Int) -> Int {
        let tenths = text.reduce(0) { $0 + tenthsAt13(of: $1) }
        return (tenths * fontSize + 129) / 130
    }

    /// `text`, or as much of it as fits `width` pixels followed by `…`.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func truncate(_ text: String, toWidth width: Int, fontSize: Int) -> String {
        let line = String(text.map { $0.isNewline ? " " : $0 })
        guard self.width(line, fontSize: fontSize) > width else { return line }
        let budget = width * 130 / fontSize - tenthsAt13(of: "…")
        var used = 0
        var kept = ""
        for character in line {
            used += tenthsAt13(of: character)
            if used > budget { break }
            kept.append(character)
        }
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }

    /// The width of one character at 13 px, in tenths of a pixel.
    private static func tenthsAt13(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.value >= 0x2E80 { return 130 }  // CJK, emoji: full width
        if !scalar.isASCII { return 85 }
        switch character {
        case "i", "l", "j", ".", ",", ":", ";", "'", "|", "!", "I": return 38
        case " ", "f", "r", "t", "(", ")", "[", "]", "-", "\"", "/": return 50
        case "m", "w", "M", "W", "@", "%": return 115
        case "A"..."Z", "&", "#": return 92
        default: return 76
        }
    }
}
