@testable import LiveCollectionsRunner
import Testing

/// The terminal review's keys: every sequence a terminal sends for a key is
/// one key, whole or split between reads, and only lower-case letters decide.
@Suite struct TerminalKeyTests {
    /// The sequences of every key the review must not read as letters.
    static let sequences: [(String, [UInt8], TerminalKey)] = [
        ("Up (CSI)", Array("\u{1B}[A".utf8), .up),
        ("Down (CSI)", Array("\u{1B}[B".utf8), .down),
        ("Right (CSI)", Array("\u{1B}[C".utf8), .right),
        ("Left (CSI)", Array("\u{1B}[D".utf8), .left),
        ("Up (SS3, application mode)", Array("\u{1B}OA".utf8), .up),
        ("Down (SS3)", Array("\u{1B}OB".utf8), .down),
        ("Right (SS3)", Array("\u{1B}OC".utf8), .right),
        ("Left (SS3)", Array("\u{1B}OD".utf8), .left),
        ("Ctrl-Up", Array("\u{1B}[1;5A".utf8), .up),
        ("Home (CSI H)", Array("\u{1B}[H".utf8), .home),
        ("End (CSI F)", Array("\u{1B}[F".utf8), .end),
        ("Home (SS3 H)", Array("\u{1B}OH".utf8), .home),
        ("End (SS3 F)", Array("\u{1B}OF".utf8), .end),
        ("Home (1~)", Array("\u{1B}[1~".utf8), .home),
        ("End (4~)", Array("\u{1B}[4~".utf8), .end),
        ("Home (7~, rxvt)", Array("\u{1B}[7~".utf8), .home),
        ("End (8~, rxvt)", Array("\u{1B}[8~".utf8), .end),
        ("Insert", Array("\u{1B}[2~".utf8), .insert),
        ("Delete", Array("\u{1B}[3~".utf8), .delete),
        ("Page Up", Array("\u{1B}[5~".utf8), .pageUp),
        ("Page Down", Array("\u{1B}[6~".utf8), .pageDown),
        ("Shift-Page Down", Array("\u{1B}[6;2~".utf8), .pageDown),
        ("Shift-Tab", Array("\u{1B}[Z".utf8), .backTab),
        ("F1 (SS3)", Array("\u{1B}OP".utf8), .function(1)),
        ("F2 (SS3)", Array("\u{1B}OQ".utf8), .function(2)),
        ("F3 (SS3)", Array("\u{1B}OR".utf8), .function(3)),
        ("F4 (SS3)", Array("\u{1B}OS".utf8), .function(4)),
        ("Shift-F4 (CSI 1;2S)", Array("\u{1B}[1;2S".utf8), .function(4)),
        ("F1 (11~)", Array("\u{1B}[11~".utf8), .function(1)),
        ("F4 (14~)", Array("\u{1B}[14~".utf8), .function(4)),
        ("F5", Array("\u{1B}[15~".utf8), .function(5)),
        ("F6", Array("\u{1B}[17~".utf8), .function(6)),
        ("F7", Array("\u{1B}[18~".utf8), .function(7)),
        ("F8", Array("\u{1B}[19~".utf8), .function(8)),
        ("F9", Array("\u{1B}[20~".utf8), .function(9)),
        ("F10", Array("\u{1B}[21~".utf8), .function(10)),
        ("F11", Array("\u{1B}[23~".utf8), .function(11)),
        ("F12", Array("\u{1B}[24~".utf8), .function(12)),
        ("F1 (Linux console)", Array("\u{1B}[[A".utf8), .function(1)),
        ("F5 (Linux console)", Array("\u{1B}[[E".utf8), .function(5)),
        ("X10 mouse press", [0x1B, 0x5B, 0x4D, 0x20, 0x21, 0x61], .mouse),
        ("X10 mouse, bytes that read as `a`", [0x1B, 0x5B, 0x4D, 0x61, 0x61, 0x61], .mouse),
        ("SGR mouse press", Array("\u{1B}[<0;12;5M".utf8), .mouse),
        ("SGR mouse release", Array("\u{1B}[<0;12;5m".utf8), .mouse),
        ("Alt-a", Array("\u{1B}a".utf8), .alt("a")),
        ("Alt-é", Array("\u{1B}é".utf8), .alt("é")),
        ("an unknown CSI key", Array("\u{1B}[99x".utf8), .unknown(Array("\u{1B}[99x".utf8))),
        ("a focus report", Array("\u{1B}[I".utf8), .unknown(Array("\u{1B}[I".utf8))),
        ("é (2 bytes)", Array("é".utf8), .character("é")),
        ("€ (3 bytes)", Array("€".utf8), .character("€")),
        ("😀 (4 bytes)", Array("😀".utf8), .character("😀")),
        ("Return (CR)", [0x0D], .enter),
        ("Return (LF)", [0x0A], .enter),
        ("Tab", [0x09], .tab),
        ("Backspace", [0x7F], .backspace),
        ("Ctrl-C", [0x03], .interrupt),
        ("Ctrl-D", [0x04], .control(4)),
        ("a", [0x61], .character("a")),
        ("A", [0x41], .character("A")),
    ]

    /// Each sequence is one key, read whole from one read.
    @Test(arguments: sequences.indices) func eachSequenceIsOneKey(index: Int) {
        let (name, bytes, key) = Self.sequences[index]
        var decoder = TerminalKeyDecoder()
        decoder.append(bytes)
        #expect(decoder.next() == key, "\(name)")
        #expect(!decoder.hasPending, "\(name): nothing left")
        #expect(decoder.next() == nil)
    }

    /// Each sequence split at every byte, a read each: nothing until its
    /// last byte, then the key.
    @Test(arguments: sequences.indices) func eachSequenceSplitAtEveryByteIsOneKey(index: Int) {
        let (name, bytes, key) = Self.sequences[index]
        var decoder = TerminalKeyDecoder()
        var keys: [TerminalKey] = []
        for byte in bytes {
            decoder.append([byte])
            while let key = decoder.next() { keys.append(key) }
        }
        #expect(keys == [key], "\(name)")
    }

    /// All the sequences one after another in one read: each is one key,
    /// in order, none lost or split.
    @Test func sequencesBackToBack() {
        var decoder = TerminalKeyDecoder()
        decoder.append(Self.sequences.flatMap(\.1))
        var keys: [TerminalKey] = []
        while let key = decoder.next() { keys.append(key) }
        #expect(keys == Self.sequences.map(\.2))
    }

    /// A lone ESC is Escape only once no byte follows (the reader's pause):
    /// until then it may start a sequence.
    @Test func aLoneEscapeWaitsForThePause() {
        var decoder = TerminalKeyDecoder()
        decoder.append([0x1B])
        #expect(decoder.next() == nil)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == .escape)
        #expect(!decoder.hasPending)
        #expect(decoder.flush() == nil)
        // ESC, a pause, then `a`: Escape, then the letter.
        decoder.append([0x1B])
        #expect(decoder.flush() == .escape)
        decoder.append(Array("a".utf8))
        #expect(decoder.next() == .character("a"))
    }

    /// A sequence cut short by the pause is one unknown key, never the
    /// letters in it.
    @Test func aSequenceCutShortIsUnknown() {
        for bytes in [Array("\u{1B}[".utf8), Array("\u{1B}[1;5".utf8), Array("\u{1B}O".utf8), Array("\u{1B}[M a".utf8), Array("\u{1B}[<0;1".utf8)] {
            var decoder = TerminalKeyDecoder()
            decoder.append(bytes)
            #expect(decoder.next() == nil, "\(bytes) waits")
            #expect(decoder.flush() == .unknown(bytes), "\(bytes)")
            #expect(!decoder.hasPending)
        }
    }

    /// Two escapes, or ESC then a control key: each its own key.
    @Test func escapeBeforeAControlKey() {
        var decoder = TerminalKeyDecoder()
        decoder.append([0x1B, 0x1B, 0x1B, 0x5B, 0x41, 0x1B, 0x03])
        var keys: [TerminalKey] = []
        while let key = decoder.next() { keys.append(key) }
        #expect(keys == [.escape, .escape, .up, .escape, .interrupt])
    }

    /// A CSI sequence broken by a byte that cannot be in it ends, unknown,
    /// before that byte, which is read on its own.
    @Test func aBrokenSequenceEndsBeforeTheByteThatBreaksIt() {
        var decoder = TerminalKeyDecoder()
        decoder.append([0x1B, 0x5B, 0x31, 0x03, 0x61])
        #expect(decoder.next() == .unknown([0x1B, 0x5B, 0x31]))
        #expect(decoder.next() == .interrupt)
        #expect(decoder.next() == .character("a"))
    }

    /// Bytes that are not UTF-8 are unknown keys, and the character after
    /// them is read whole.
    @Test func bytesThatAreNotUTF8() {
        var decoder = TerminalKeyDecoder()
        decoder.append([0xFF, 0xC3, 0x41, 0xE2, 0x82, 0x61, 0xC0, 0x80] + Array("é".utf8))
        var keys: [TerminalKey] = []
        while let key = decoder.next() { keys.append(key) }
        #expect(keys == [.unknown([0xFF]), .unknown([0xC3]), .character("A"), .unknown([0xE2, 0x82]), .character("a"), .unknown([0xC0]), .unknown([0x80]), .character("é")])
        // A character cut short by the end of input.
        decoder.append([0xE2, 0x82])
        #expect(decoder.next() == nil)
        #expect(decoder.flush() == .unknown([0xE2, 0x82]))
    }

    /// Only lower-case a, r, s and q decide; space and Return page; i and d
    /// toggle; ? helps; every other key of the sequences decides nothing.
    @Test func onlyLowerCaseLettersDecide() {
        #expect(ReviewKey.action(of: .character("a")) == .decide(.accept))
        #expect(ReviewKey.action(of: .character("r")) == .decide(.reject))
        #expect(ReviewKey.action(of: .character("s")) == .decide(.skip))
        #expect(ReviewKey.action(of: .character("q")) == .decide(.quit))
        #expect(ReviewKey.action(of: .character(" ")) == .more)
        #expect(ReviewKey.action(of: .enter) == .more)
        #expect(ReviewKey.action(of: .character("i")) == .toggleHeader)
        #expect(ReviewKey.action(of: .character("d")) == .toggleDiff)
        #expect(ReviewKey.action(of: .character("?")) == .help)
        for letter in ["A", "R", "S", "Q", "x", "ä"] {
            #expect(ReviewKey.action(of: .character(Character(letter))) == .nothing, "\(letter)")
        }
        for (name, _, key) in Self.sequences where ![.character("a"), .enter].contains(key) {
            #expect(ReviewKey.action(of: key) == .nothing, "\(name)")
        }
        #expect(ReviewKey.action(of: .alt("a")) == .nothing)
        #expect(ReviewKey.action(of: .escape) == .nothing)
    }

    /// Key names, as the help line after a key that decides nothing says them.
    @Test func names() {
        #expect(TerminalKey.up.name == "Up")
        #expect(TerminalKey.function(4).name == "F4")
        #expect(TerminalKey.pageDown.name == "Page Down")
        #expect(TerminalKey.escape.name == "Escape")
        #expect(TerminalKey.interrupt.name == "Ctrl-C")
        #expect(TerminalKey.character("A").name == "A")
        #expect(TerminalKey.character(" ").name == "Space")
    }
}
