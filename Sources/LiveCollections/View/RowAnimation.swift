/// The animation of a table view row or section operation, as
/// `UITableView.RowAnimation` names them. Collection views ignore it.
public enum RowAnimation: String, Sendable, Codable, CaseIterable {
    /// Fades in or out.
    case fade
    /// Slides in from or out to the right.
    case right
    /// Slides in from or out to the left.
    case left
    /// Slides in from or out to the top.
    case top
    /// Slides in from or out to the bottom.
    case bottom
    /// No animation.
    case none
    /// Keeps the row centred while it appears or disappears.
    case middle
    /// The system's choice.
    case automatic
}

/// The row animations a table view uses for one section's operations.
public struct TableViewAnimationModel: Hashable, Sendable, Codable {
    /// For deleted rows.
    public var deleteAnimation: RowAnimation
    /// For inserted rows.
    public var insertAnimation: RowAnimation
    /// For reloaded rows.
    public var reloadAnimation: RowAnimation
    /// For deleted sections.
    public var deleteSectionAnimation: RowAnimation
    /// For inserted sections.
    public var insertSectionAnimation: RowAnimation
    /// For reloaded sections.
    public var reloadSectionAnimation: RowAnimation

    /// Creates a model; an animation not named is the original library's
    /// default for a table (``defaultRowAnimations``: rows deleted
    /// `.bottom`, inserted and reloaded `.fade`; sections deleted `.bottom`,
    /// inserted `.fade`, reloaded `.none`).
    public init(
        deleteAnimation: RowAnimation = .bottom,
        insertAnimation: RowAnimation = .fade,
        reloadAnimation: RowAnimation = .fade,
        deleteSectionAnimation: RowAnimation = .bottom,
        insertSectionAnimation: RowAnimation = .fade,
        reloadSectionAnimation: RowAnimation = .none
    ) {
        self.deleteAnimation = deleteAnimation
        self.insertAnimation = insertAnimation
        self.reloadAnimation = reloadAnimation
        self.deleteSectionAnimation = deleteSectionAnimation
        self.insertSectionAnimation = insertSectionAnimation
        self.reloadSectionAnimation = reloadSectionAnimation
    }

    /// `.automatic` everywhere.
    public static let automatic = TableViewAnimationModel(
        deleteAnimation: .automatic, insertAnimation: .automatic, reloadAnimation: .automatic,
        deleteSectionAnimation: .automatic, insertSectionAnimation: .automatic, reloadSectionAnimation: .automatic
    )

    /// The original library's row animations for a table view that names
    /// none: rows deleted `.bottom`, inserted `.fade`, reloaded `.fade`
    /// (its `TableViewRowConstants`). The original's model has only these
    /// three fields; here the section fields hold its section defaults
    /// (``defaultSectionAnimations``), so the model is the original's
    /// whole default for a table.
    public static var defaultRowAnimations: TableViewAnimationModel {
        TableViewAnimationModel()
    }

    /// The original library's section animations for a table view that
    /// names none: sections deleted `.bottom`, inserted `.fade`, reloaded
    /// `.none` (its `TableViewSectionConstants`). The original passes a
    /// three-field model as `sectionAnimations:`, so these values are in
    /// the three row fields, as there, and in the section fields.
    public static var defaultSectionAnimations: TableViewAnimationModel {
        TableViewAnimationModel(
            deleteAnimation: .bottom, insertAnimation: .fade, reloadAnimation: .none,
            deleteSectionAnimation: .bottom, insertSectionAnimation: .fade, reloadSectionAnimation: .none
        )
    }
}

/// A row animation as a table names it: the library's ``RowAnimation``, or
/// where UIKit exists `UITableView.RowAnimation` (as the original library's
/// protocols return), so a table written for the original compiles as it is.
public protocol RowAnimationConvertible {
    /// The library's animation of the same name.
    var rowAnimation: RowAnimation { get }
}

extension RowAnimation: RowAnimationConvertible {
    /// Itself.
    public var rowAnimation: RowAnimation { self }
}

/// A table view that names the animation of each row operation in a section,
/// as the original library's protocol of this name: `nil` keeps the default
/// (``TableViewAnimationModel/defaultRowAnimations``). A ``BatchUpdatableView``
/// adopting it is asked by its default ``BatchUpdatableView/rowAnimations(forSection:)``.
/// The animations may be the library's ``RowAnimation`` or, as in the
/// original, `UITableView.RowAnimation`.
///
/// Main-actor isolated, as the table views that adopt it are: a
/// `UITableView` subclass conforms as written in a Swift 6 app, with or
/// without Xcode's default main-actor isolation, and its conformance is never
/// an isolated one, so the library's dynamic cast finds it from any thread.
/// The library asks it on the view's context (the main queue in an app).
@MainActor
public protocol TableViewRowAnimationProviding {
    /// The type of the animations named: ``RowAnimation`` or UIKit's.
    associatedtype Animation: RowAnimationConvertible = RowAnimation
    /// The animation of rows deleted from `section`, or `nil`.
    func deleteRowAnimation(for section: Int) -> Animation?
    /// The animation of rows inserted into `section`, or `nil`.
    func insertRowAnimation(for section: Int) -> Animation?
    /// The animation of rows reloaded in `section`, or `nil`.
    func reloadRowAnimation(for section: Int) -> Animation?
}

/// A table view that names the animation of each operation on a section, as
/// the original library's protocol of this name: `nil` keeps the default
/// (``TableViewAnimationModel/defaultSectionAnimations``). The animations
/// may be the library's ``RowAnimation`` or, as in the original,
/// `UITableView.RowAnimation`.
///
/// Main-actor isolated, as the table views that adopt it are (see
/// ``TableViewRowAnimationProviding``); asked on the view's context.
@MainActor
public protocol TableViewSectionAnimationProviding: AnyObject {
    /// The type of the animations named: ``RowAnimation`` or UIKit's.
    associatedtype Animation: RowAnimationConvertible = RowAnimation
    /// The animation of `section` when it is deleted, or `nil`.
    func deleteSectionAnimation(for section: Int) -> Animation?
    /// The animation of `section` when it is inserted, or `nil`.
    func insertSectionAnimation(for section: Int) -> Animation?
    /// The animation of `section` when it is reloaded, or `nil`.
    func reloadSectionAnimation(for section: Int) -> Animation?
}
