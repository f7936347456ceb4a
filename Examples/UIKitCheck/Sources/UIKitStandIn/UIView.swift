import Foundation

// The view hierarchy's base classes, as far as the LiveCollections adapters
// and the original README's app code use them. Each declaration copies the
// signature on the Apple documentation page named above it; a body only
// keeps the state a test reads back. UIKit's classes and protocols are
// `@MainActor`; Swift imports them from Objective-C as `@preconcurrency`
// (code in Swift 5 language mode gets no isolation errors from them), which
// the stand-in, written in Swift, says explicitly.
//
// The stand-in is built with library evolution, as Apple builds UIKit: its
// enums are not frozen (a `switch` over one without `@unknown default`
// warns, as on iOS), and its availability attributes are Apple's, which
// Swift on Linux does not enforce (an `@available(iOS 13.0, *)` declaration
// is available on every other platform, Linux included).

// https://developer.apple.com/documentation/uikit/uiresponder
/// UIKit's `UIResponder`: here only the superclass of ``UIView``.
@MainActor @preconcurrency open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uiview
/// UIKit's `UIView`: a frame, the window it is in, its subviews.
@MainActor @preconcurrency open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/frame
    /// The frame rectangle, in the superview's coordinates.
    open var frame: CGRect

    /// The window the view is in, set when it or an ancestor is added to one.
    private weak var containingWindow: UIWindow?
    private var children: [UIView] = []

    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// Creates a view from an archive (a storyboard or nib). UIKit declares
    /// it `required`, so a subclass that defines a designated initialiser
    /// must write it. The stand-in reads no archives: it returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    /// `UIView()`: NSObject's `init()`, which UIKit's views answer with a
    /// zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // https://developer.apple.com/documentation/uikit/uiview/window
    /// The view's window: `nil` until the view is added to a window's
    /// hierarchy.
    open var window: UIWindow? { containingWindow }

    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// Adds `view` as the last subview; it joins this view's window.
    open func addSubview(_ view: UIView) {
        children.append(view)
        view.moveToWindow(self as? UIWindow ?? window)
    }

    private func moveToWindow(_ window: UIWindow?) {
        containingWindow = window
        for child in children { child.moveToWindow(window) }
    }
}

// https://developer.apple.com/documentation/uikit/uiwindow
/// UIKit's `UIWindow`: a view whose subviews are on screen.
@MainActor @preconcurrency open class UIWindow: UIView {}

// https://developer.apple.com/documentation/uikit/uiscrollview
/// UIKit's `UIScrollView`: here only the superclass of ``UITableView`` and
/// ``UICollectionView``.
@MainActor @preconcurrency open class UIScrollView: UIView {}

// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
/// UIKit's `UIScrollViewDelegate`, which the table and collection view
/// delegates refine; its methods are all optional, so none is declared.
@MainActor @preconcurrency public protocol UIScrollViewDelegate: NSObjectProtocol {}
