import Foundation

// The view calls the pipeline makes itself, for each kind of view. The two
// view protocols are public and unrelated, so the calls are spelled once per
// kind here rather than in each data object. (`CollectionData` reads its
// frame through its synchronizer, when it has one: its own `frame(of:)`.)

extension UpdatePipeline where View == any DeltaUpdatableView {
    func reloadData(of view: View) { view.reloadData() }
    func isSame(_ view: View, as other: View) -> Bool { view === other }
}

extension UpdatePipeline where View == any SectionDeltaUpdatableView {
    func frame(of view: View) -> CGRect { view.frame }
    func reloadData(of view: View) { view.reloadData() }
    func isSame(_ view: View, as other: View) -> Bool { view === other }
}
