import Foundation

// The library's calls of its delegates' main-actor requirements. Every one
// is made on the view's context of the data object (the main queue in an
// app), through `callOnViewContext` (see View/MainActorCall.swift).

extension CollectionDataReusableViewVerificationDelegate {
    /// ``isDataSourceValid(for:)``, asked on the view's context.
    func askIsDataSourceValid(for view: any DeltaUpdatableView) -> Bool {
        callOnViewContext((self, view)) { $0.0.isDataSourceValid(for: $0.1) }
    }
}

extension CollectionDataAnimationDelegate {
    /// ``preferredItemAnimationStyle(for:)``, asked on the view's context.
    func askItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle {
        callOnViewContext((self, delta)) { $0.0.preferredItemAnimationStyle(for: $0.1) }
    }

    /// ``animateAlongsideUpdate(for:)``, told on the view's context.
    func tellAnimateAlongside(_ state: CollectionDataAnimationState) {
        callOnViewContext((self, state)) { $0.0.animateAlongsideUpdate(for: $0.1) }
    }
}

extension CollectionSectionDataAnimationDelegate {
    /// ``preferredSectionAnimationStyle(for:)-(SectionDelta)``, asked on the view's context.
    func askSectionAnimationStyle(for delta: SectionDelta) -> AnimationStyle {
        callOnViewContext((self, delta)) { $0.0.preferredSectionAnimationStyle(for: $0.1) }
    }

    /// ``animateAlongsideSectionUpdate(with:)``, told on the view's context.
    func tellAnimateAlongsideSectionUpdate(with duration: TimeInterval) {
        callOnViewContext((self, duration)) { $0.0.animateAlongsideSectionUpdate(with: $0.1) }
    }
}

extension CollectionDataManualReloadDelegate {
    /// ``willHandleReload(at:)``, asked on the view's context.
    func askWillHandleReload(at pair: IndexPathPair) -> Bool {
        callOnViewContext((self, pair)) { $0.0.willHandleReload(at: $0.1) }
    }

    /// ``reloadItems(at:indexPathCompletion:)``, told on the view's context.
    func tellReloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        callOnViewContext((self, indexPaths, indexPathCompletion)) { $0.0.reloadItems(at: $0.1, indexPathCompletion: $0.2) }
    }
}

extension CollectionDataCalculationNotificationDelegate {
    /// ``collectionDataDidBeginCalculating()``, told on the view's context.
    func tellDidBeginCalculating() {
        callOnViewContext(self) { $0.collectionDataDidBeginCalculating() }
    }

    /// ``collectionDataDidEndCalculating()``, told on the view's context.
    func tellDidEndCalculating() {
        callOnViewContext(self) { $0.collectionDataDidEndCalculating() }
    }

    /// ``collectionDataDidCalculate(_:)``, told on the view's context.
    func tellDidCalculate(_ delta: IndexDelta) {
        callOnViewContext((self, delta)) { $0.0.collectionDataDidCalculate($0.1) }
    }

    /// ``collectionSectionDataDidCalculate(_:)``, told on the view's context.
    func tellDidCalculate(_ delta: SectionDelta) {
        callOnViewContext((self, delta)) { $0.0.collectionSectionDataDidCalculate($0.1) }
    }

    /// Both forms of ``inaccurateDeltaDetected(_:)-(InaccurateDeltaReport)``,
    /// the report first, told on the view's context.
    func tellInaccurateDelta(_ report: InaccurateDeltaReport, _ delta: IndexDelta) {
        callOnViewContext((self, report, delta)) {
            $0.0.inaccurateDeltaDetected($0.1)
            $0.0.inaccurateDeltaDetected($0.2)
        }
    }

    /// ``collectionDataDidChooseAnimation(_:)``, told on the view's context.
    func tellDidChooseAnimation(_ decision: AnimationDecision) {
        callOnViewContext((self, decision)) { $0.0.collectionDataDidChooseAnimation($0.1) }
    }
}
