import Foundation

/// An object that has a view to animate: ``CollectionData`` (its ``CollectionData/view``),
/// as in the original library.
public protocol CollectionViewProvider: AnyObject {
    /// The view to animate.
    var view: (any DeltaUpdatableView)? { get set }
}

/// Everything a single-section view update may ask of its data object's
/// side: reloads it takes over (``CollectionDataManualReloadDelegate``), the
/// animation style and phases (``CollectionDataAnimationDelegate``), and
/// the view the data belongs to (``CollectionViewProvider``), as in the
/// original library. Pass one to `SectionUpdate(section:delta:delegate:update:completion:)`:
/// it takes over the reloads it claims, and the update's rows reach a view
/// only while the delegate's ``CollectionViewProvider/view`` is that view
/// (or a synchronizer animating it).
public protocol DeltaUpdatableViewDelegate: CollectionDataManualReloadDelegate, CollectionDataAnimationDelegate, CollectionViewProvider {}

/// Everything a multi-section view update may ask of its data object's
/// side: reloads it takes over and the section and item animation styles and
/// phases, as in the original library. Pass one to the original's
/// ``SectionDeltaUpdatableView`` calls, such as
/// ``SectionDeltaUpdatableView/performAnimations(sectionItemDelta:delegate:updateData:completion:)``.
public protocol SectionDeltaUpdatableViewDelegate: CollectionDataManualReloadDelegate, CollectionSectionDataAnimationDelegate {}
