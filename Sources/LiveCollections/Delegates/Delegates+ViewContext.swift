import Foundation

// The library's calls of the delegates' main-actor requirements, made on the
// view context (see `callOnViewContext(_:_:)`): one forwarding method per
// requirement, so that each call site says which it calls and none forms a
// main-actor closure of its own.

extension CollectionDataReusableViewVerificationDelegate {
    func askIsDataSourceValid(for view: any DeltaUpdatableView) -> Bool {
        callOnViewContext((self, view)) { $0.0.isDataSourceValid(for: $0.1) }
    }
}

extension CollectionDataAnimationDelegate {
    func askPreferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle {
        callOnViewContext((self, delta)) { $0.0.preferredItemAnimationStyle(for: $0.1) }
    }

    func tellAnimateAlongsideUpdate(for state: CollectionDataAnimationState) {
        callOnViewContext((self, state)) { $0.0.animateAlongsideUpdate(for: $0.1) }
    }
}

extension CollectionSectionDataAnimationDelegate {
    func askPreferredSectionAnimationStyle(for delta: SectionDelta) -> AnimationStyle {
        callOnViewContext((self, delta)) { $0.0.preferredSectionAnimationStyle(for: $0.1) }
    }

    func tellAnimateAlongsideSectionUpdate(with duration: TimeInterval) {
        callOnViewContext((self, duration)) { $0.0.animateAlongsideSectionUpdate(with: $0.1) }
    }
}

extension CollectionDataCalculationNotificationDelegate {
    func tellDidBeginCalculating() {
        callOnViewContext(self) { $0.collectionDataDidBeginCalculating() }
    }

    func tellDidEndCalculating() {
        callOnViewContext(self) { $0.collectionDataDidEndCalculating() }
    }

    func tellDidCalculate(_ delta: IndexDelta) {
        callOnViewContext((self, delta)) { $0.0.collectionDataDidCalculate($0.1) }
    }

    func tellDidCalculate(_ delta: SectionDelta) {
        callOnViewContext((self, delta)) { $0.0.collectionSectionDataDidCalculate($0.1) }
    }

    func tellInaccurateDeltaDetected(_ report: InaccurateDeltaReport) {
        callOnViewContext((self, report)) { $0.0.inaccurateDeltaDetected($0.1) }
    }

    func tellInaccurateDeltaDetected(_ delta: IndexDelta) {
        callOnViewContext((self, delta)) { $0.0.inaccurateDeltaDetected($0.1) }
    }

    func tellDidChooseAnimation(_ decision: AnimationDecision) {
        callOnViewContext((self, decision)) { $0.0.collectionDataDidChooseAnimation($0.1) }
    }
}

extension CollectionDataDeletionNotificationDelegate {
    func tellDidDeleteItems(_ items: [DataType]) {
        callOnViewContext((self, items)) { $0.0.didDeleteItems($0.1) }
    }
}

extension CollectionDataManualReloadDelegate {
    func askWillHandleReload(at indexPathPair: IndexPathPair) -> Bool {
        callOnViewContext((self, indexPathPair)) { $0.0.willHandleReload(at: $0.1) }
    }

    func handReloads(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        callOnViewContext((self, indexPaths, indexPathCompletion)) {
            $0.0.reloadItems(at: $0.1, indexPathCompletion: $0.2)
        }
    }
}
