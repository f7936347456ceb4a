/// The UIKit release whose batch checks a recording view follows: which
/// batches fall back to reloading all data, which raise, and in which
/// words (`docs/uikit-batch-rules.md`, "Releases").
///
/// Each case stands for a range of releases, named by its first or last
/// one; a team supporting older iOS versions can replay its views as both.
public enum UIKitRelease: String, Sendable, Codable, CaseIterable {
    /// iOS 16.3 and earlier: a count mismatch raises `Invalid update:
    /// invalid number of ...`; a table view reloads all its data for a move
    /// out of a deleted or into an inserted section; a collection view off
    /// screen reloads instead of raising for a count mismatch.
    case iOS16_3 = "iOS 16.3"
    /// iOS 16.4 and later: a count mismatch raises `Invalid batch updates
    /// detected: ...` with the counts before and after and the updates, on
    /// screen or off; the former fallbacks to reloading raise.
    case iOS16_4 = "iOS 16.4"

    /// The newest release modelled, what a view follows unless told.
    public static let newest: UIKitRelease = .iOS16_4
}
