import Foundation
import LiveCollections
import LiveCollectionsSupport

/// Stands between a data object and the app's animation delegate while a
/// capture runs: forwards every question and phase to the app's delegate
/// unchanged, and writes each answer that differs from the one before
/// (the replay starts at `preciseAnimations`) into the capture's log as an
/// `animationStyle` decision. Held by the capture; the data object holds
/// it weakly, as it held the app's delegate.
final class AnimationDelegateRecorder: CollectionSectionDataAnimationDelegate, @unchecked Sendable {
    /// The app's delegate, held weakly as the data object held it.
    weak var wrapped: (any CollectionDataAnimationDelegate)?
    private let changed: (AnimationStyle) -> Void
    /// Only read and written on the view's context.
    private var last = AnimationStyle.preciseAnimations

    /// Records into `log` under `section` (the data object's discrete
    /// section, 0 for one data object).
    init<Data>(wrapping delegate: any CollectionDataAnimationDelegate, recordingInto log: CaptureLog<Data>, section: Int) {
        wrapped = delegate
        changed = { style in log.record(.animationStyle, section: section, data: nil, value: JSONText.quoted(style.rawValue)) }
    }

    private func heard(_ style: AnimationStyle) -> AnimationStyle {
        if style != last {
            last = style
            changed(style)
        }
        return style
    }

    @MainActor func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle {
        heard(wrapped?.preferredItemAnimationStyle(for: delta) ?? .preciseAnimations)
    }

    @MainActor func animateAlongsideUpdate(for state: CollectionDataAnimationState) {
        wrapped?.animateAlongsideUpdate(for: state)
    }

    @MainActor func preferredSectionAnimationStyle(for delta: SectionDelta) -> AnimationStyle {
        heard((wrapped as? any CollectionSectionDataAnimationDelegate)?.preferredSectionAnimationStyle(for: delta) ?? .preciseAnimations)
    }

    @MainActor func animateAlongsideSectionUpdate(with duration: TimeInterval) {
        (wrapped as? any CollectionSectionDataAnimationDelegate)?.animateAlongsideSectionUpdate(with: duration)
    }
}

/// Stands between a data object and the app's manual reload delegate while
/// a capture runs: forwards every question and hand-off unchanged, and
/// writes the identifiers whose reloads the delegate claims into the
/// capture's log as a `manualReloads` decision whenever that set changes
/// (an item claimed is added, an item refused is removed).
final class ManualReloadRecorder: CollectionDataManualReloadDelegate, @unchecked Sendable {
    /// The app's delegate, held weakly as the data object held it.
    weak var wrapped: (any CollectionDataManualReloadDelegate)?
    /// The identifier (as JSON) of the item a reload pair's source names,
    /// read before the update swaps the data (when the library asks).
    private let identifier: (IndexPathPair) -> String?
    private let changed: ([String]) -> Void
    /// Only read and written on the view's context.
    private var claimed: [String] = []

    /// Records into `log` under `section` (the data object's discrete
    /// section, 0 for one data object); `identifier` gives the identifier
    /// (as JSON) of the item a pair's source names.
    init<Data>(
        wrapping delegate: any CollectionDataManualReloadDelegate,
        recordingInto log: CaptureLog<Data>,
        section: Int,
        identifier: @escaping (IndexPathPair) -> String?
    ) {
        wrapped = delegate
        self.identifier = identifier
        changed = { claimed in log.record(.manualReloads, section: section, data: nil, value: ScenarioText.list(claimed)) }
    }

    @MainActor func willHandleReload(at indexPathPair: IndexPathPair) -> Bool {
        let claims = wrapped?.willHandleReload(at: indexPathPair) ?? false
        guard let id = identifier(indexPathPair) else { return claims }
        let known = claimed.contains(id)
        if claims, !known {
            claimed.append(id)
            changed(claimed)
        } else if !claims, known {
            claimed.removeAll { $0 == id }
            changed(claimed)
        }
        return claims
    }

    @MainActor func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        guard let wrapped else { return indexPaths.forEach(indexPathCompletion) }
        wrapped.reloadItems(at: indexPaths, indexPathCompletion: indexPathCompletion)
    }
}
