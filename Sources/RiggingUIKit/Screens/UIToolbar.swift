import Rigging

/// UIKit's `UIToolbar`: a view that lays out its bar button items in a row. Its frame is the
/// layout's (set it, or constrain it: its intrinsic height is a bar's), or a navigation
/// controller's, whose toolbar shows the top view controller's `toolbarItems`. Items lie between
/// the margins (16 points from the safe area's sides, 20 in a toolbar at least 414 points wide),
/// 8 points apart; fixed spaces are their width, flexible spaces share what is left, and a
/// custom view keeps its size, centred on the row (see `UIBarButtonItem.layoutFrame`).
///
/// ```swift
/// let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
/// let stepper = UIView(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
/// toolbar.setItems([.flexibleSpace(), UIBarButtonItem(customView: stepper)], animated: false)
/// toolbar.layoutIfNeeded()
/// print(stepper.convert(stepper.bounds, to: toolbar))  // (210.0, 6.0, 94.0, 32.0)
/// ```
open class UIToolbar: UIView {
    /// The items, leading first.
    open var items: [UIBarButtonItem]? { didSet { setNeedsLayout() } }
    /// The navigation controller whose toolbar this is (set by the controller's backing as it is made).
    nonisolated(unsafe) weak var navigation: NavigationController?
    /// The items' views the last layout placed.
    private var itemViews: [UIView] = []
    /// The height ``intrinsicContentSize`` last gave.
    private var intrinsicHeight: CGFloat?

    /// No intrinsic width; a bar's height for the window's traits (44 points on an iPhone in
    /// portrait, 32 in compact height, 50 on an iPad; 44 outside a window), as a toolbar laid
    /// out by constraints without a height constraint is tall in UIKit and in Xcode's canvas.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    /// A bar's height for the traits of the window the toolbar is in.
    private var barHeight: CGFloat {
        guard let window else { return 44 }
        return CGFloat(BarMetrics.navigationBarHeight(for: window.layoutWindow.traitCollection))
    }
    /// Kept; nothing is drawn.
    open var isTranslucent = true
    /// Kept; nothing is drawn.
    open var barTintColor: UIColor?

    /// Sets the items (`animated` changes nothing: items are not drawn).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// Places the items (a navigation controller's toolbar first takes its top view
    /// controller's `toolbarItems`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if intrinsicHeight != barHeight {
            intrinsicHeight = barHeight
            invalidateIntrinsicContentSize()
        }
        let shown = navigation.map { $0.topViewController?.uiViewController?.toolbarItems ?? [] } ?? items ?? []
        let margin = BarItemRow.margin(forWidth: bounds.width)
        let sides = BarItemRow.sideInsets(of: self)
        let row = BarItemRow.place(
            shown, in: self, minX: sides.leading + margin, maxX: bounds.width - sides.trailing - margin, rowY: 0,
            rowHeight: bounds.height)
        BarItemRow.mirror(row.views, in: self)
        BarItemRow.remove(itemViews, keeping: row.views)
        itemViews = row.views
    }
}
