import Foundation
import LiveCollections

/// Stands between a data object and the app's animation delegate while a
/// capture runs: forwards every question and phase to the app's delegate
/// unchanged, and tells the capture each answer that differs from the one
/// before (the replay starts at `preciseAnimations`). Held by the capture;
/// the data object holds it weakly, as it held the app's delegate.
final class AnimationDelegateRecorder: CollectionSectionDataAnimationDelegate, @unchecked Sendable {
    /// The app's delegate, held weakly as the data object held it.
    weak var wrapped: (any CollectionDataAnimationDelegate)?
    private let changed: (AnimationStyle) -> Void
    /// Only read and written on the view's context.
    private var last = AnimationStyle.preciseAnimations

    init(wrapping delegate: any CollectionDataAnimationDelegate, changed: @escaping (AnimationStyle) -> Void) {
        wrapped = delegate
        self.changed = changed
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
/// tells the capture the identifiers whose reloads the delegate claims
/// whenever that set changes (an item claimed is added, an item refused is
/// removed).
final class ManualReloadRecorder: CollectionDataManualReloadDelegate, @unchecked Sendable {
    /// The app's delegate, held weakly as the data object held it.
    weak var wrapped: (any CollectionDataManualReloadDelegate)?
    /// The identifier (as JSON) of the item a reload pair's source names,
    /// read before the update swaps the data (when the library asks).
    private let identifier: (IndexPathPair) -> String?
    private let changed: ([String]) -> Void
    /// Only read and written on the view's context.
    private var claimed: [String] = []

    init(
        wrapping delegate: any CollectionDataManualReloadDelegate,
        identifier: @escaping (IndexPathPair) -> String?,
        changed: @escaping ([String]) -> Void
    ) {
        wrapped = delegate
        self.identifier = identifier
        self.changed = changed
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
