import AutoLayout
import Rigging

/// UIKit's `UIPopoverArrowDirection`: Rigging's, with UIKit's raw values (up 1, down 2, left 4,
/// right 8) and `.any` and `.unknown`.
public typealias UIPopoverArrowDirection = PopoverPresentationController.ArrowDirection

/// UIKit's `UIPopoverPresentationController`: the source a popover points at and its arrow, as
/// Rigging's `PopoverPresentationController` (`layoutPopover`, whose description gives the
/// geometry and Rigging's figures) places it. Get it from the presented controller's
/// `popoverPresentationController` once its style is `.popover`.
///
/// ```swift
/// let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11"))
/// let home = UIViewController()
/// window.rootViewController = home
/// window.makeKeyAndVisible()
/// let button = UIView(frame: CGRect(x: 700, y: 40, width: 100, height: 44))
/// home.view.addSubview(button)
/// let menu = UIViewController()
/// menu.modalPresentationStyle = .popover
/// menu.preferredContentSize = CGSize(width: 300, height: 200)
/// menu.popoverPresentationController?.sourceView = button
/// menu.popoverPresentationController?.sourceRect = button.bounds
/// home.present(menu, animated: false)
/// window.layoutIfNeeded()
/// // menu.view.frame is (524, 97, 300, 200); the arrow points up
/// ```
@MainActor
public final class UIPopoverPresentationController {
    /// The Rigging popover this one runs through.
    public let layoutPopover: PopoverPresentationController
    /// The source view as set (Rigging's popover keeps its backing view weakly).
    private weak var storedSourceView: UIView?

    /// The popover of a controller, running through `popover`.
    init(_ popover: PopoverPresentationController) { layoutPopover = popover }

    /// The view the popover points at.
    public var sourceView: UIView? {
        get { storedSourceView }
        set {
            storedSourceView = newValue
            layoutPopover.sourceView = newValue?.layoutView
        }
    }

    /// The rectangle in `sourceView`'s coordinates the popover points at.
    public var sourceRect: CGRect {
        get { CGRect(layoutPopover.sourceRect) }
        set {
            layoutPopover.sourceRect = newValue.layoutRect
            layoutPopover.pointsAtSourceBounds = false
        }
    }

    /// The bar button item the popover points at: its place in the bar that shows it (its
    /// `layoutFrame`) is the source, as UIKit anchors the popover to the item. Set it while the
    /// bar shows the item; `sourceView` becomes the view at the item's place.
    public var barButtonItem: UIBarButtonItem? {
        didSet {
            guard let view = barButtonItem?.barView else { return }
            storedSourceView = view
            layoutPopover.sourceView = view.layoutView
            layoutPopover.pointsAtSourceBounds = true
        }
    }

    /// The views that still take touches while the popover shows: kept (there are no touches
    /// here, and popovers are not dimmed, so every view stays as it is).
    public var passthroughViews: [UIView]?

    /// The directions the arrow may point (`.any` by default).
    public var permittedArrowDirections: UIPopoverArrowDirection {
        get { layoutPopover.permittedArrowDirections }
        set { layoutPopover.permittedArrowDirections = newValue }
    }

    /// The margins from the window's edges the popover stays within (10 points each).
    public var popoverLayoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(layoutPopover.popoverLayoutMargins) }
        set { layoutPopover.popoverLayoutMargins = newValue.layoutInsets }
    }

    /// The direction the arrow points (`.unknown` before the popover is placed).
    public var arrowDirection: UIPopoverArrowDirection { layoutPopover.arrowDirection }
}
