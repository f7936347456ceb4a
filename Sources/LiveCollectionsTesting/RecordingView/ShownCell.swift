/// A cell as the recording view holds it: the item it shows, and that item
/// written as text (``DisplayedItem/description``).
///
/// The text is written once, when the cell is loaded, inserted or
/// reloaded, and travels with the cell when it moves or survives a batch,
/// as a real view keeps a cell's content until it is asked to reload it. A
/// view's state after a step (``RecordingView/displayedTexts``) is then the
/// cells' texts, not a new description of every cell: at 100,000 cells that
/// description cost more than the delta that moved them.
struct ShownCell {
    let item: DisplayedItem
    let text: String

    /// A cell loaded from the data source now.
    init(_ item: DisplayedItem) {
        self.item = item
        text = item.description
    }

    /// Cells for `sections`, loaded from the data source now.
    ///
    /// - Complexity: O(number of cells).
    static func sections(_ sections: [[DisplayedItem]]) -> [[ShownCell]] {
        sections.map { $0.map(ShownCell.init) }
    }
}
