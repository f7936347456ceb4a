import Foundation

/// Text as one word for a POSIX shell, for the commands the package prints
/// for a user to paste.
package enum ShellWord {
    /// `word` as it is when it holds only ASCII letters, digits and
    /// `-_./%+,:@=` (characters no shell reads specially), else in single
    /// quotes, each `'` written `'\''`. An empty word is `''`.
    package static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "-_./%+,:@=".unicodeScalars.contains(scalar)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
