import AutoLayout

/// The constraints that place a presented view in its window's view: its left and top edges
/// at constants from the window's, its width and height constants. The frame follows the
/// style's geometry for the window's size, safe area and traits (``update(in:offset:)``), and
/// `offset` moves it down, as the slide of an animated presentation does. A current-context
/// style pins the view's edges to its context's view instead, so it follows that view's layout.
final class PresentationPlacement {
    let style: ModalPresentationStyle
    /// The presented controller, whose `preferredContentSize` sizes a form sheet.
    private weak var controller: ViewController?
    /// The view a current-context presentation covers, or nil (the window's geometry).
    private let context: View?
    private let left: LayoutConstraint
    private let top: LayoutConstraint
    private let width: LayoutConstraint
    private let height: LayoutConstraint

    /// Adds `controller`'s view to `window`'s view (in front of its subviews, or just behind `sibling`) and
    /// places it for `style` (over `context`, the context's view of a current-context style),
    /// `offset` points below its place.
    init(
        controller: ViewController, in window: Window, style: ModalPresentationStyle, offset: Double,
        below sibling: View? = nil, over context: View? = nil
    ) {
        self.style = style
        self.controller = controller
        self.context = style.coversContext ? context : nil
        let view = controller.view
        let root = window.view
        view.translatesAutoresizingMaskIntoConstraints = false
        if let sibling, sibling.superview === root { root.insertSubview(view, belowSubview: sibling) } else { root.addSubview(view) }
        let frame = self.context ?? root
        left = view.leftAnchor.constraint(equalTo: frame.leftAnchor)
        top = view.topAnchor.constraint(equalTo: frame.topAnchor)
        if self.context != nil {
            width = view.widthAnchor.constraint(equalTo: frame.widthAnchor)
            height = view.heightAnchor.constraint(equalTo: frame.heightAnchor)
        } else {
            width = view.widthAnchor.constraint(equalToConstant: 0)
            height = view.heightAnchor.constraint(equalToConstant: 0)
        }
        update(in: window, offset: offset)
        // Edges of views in one window's tree, sizes of zero or more: nothing to refuse.
        try? LayoutConstraint.activate([left, top, width, height])
    }

    /// Sets the constants to the style's frame in `window` now, `offset` points lower.
    func update(in window: Window, offset: Double) {
        guard context == nil else {
            top.constant = offset
            return
        }
        let size = window.view.bounds.size
        let safeArea = window.view.systemSafeAreaInsets
        let traits = window.traitCollection
        let preferred = controller?.preferredContentSize ?? .zero
        let custom =
            style == .popover
            ? controller?.popoverController?.frame(in: window, preferredContentSize: preferred)
            : controller?.sheetController?.frame(
                for: style, in: size, safeArea: safeArea, traits: traits, preferredContentSize: preferred)
        let frame = custom ?? style.frame(in: size, safeArea: safeArea, traits: traits, preferredContentSize: preferred)
        left.constant = frame.minX
        top.constant = frame.minY + offset
        width.constant = frame.width
        height.constant = frame.height
    }

    /// Removes the constraints (the view leaves the window).
    func deactivate() { LayoutConstraint.deactivate([left, top, width, height]) }
}
