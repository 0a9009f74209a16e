import AutoLayout

/// The constraints that place a presented view in its window's view: its left and top edges
/// at constants from the window's, its width and height constants. The frame follows the
/// style's geometry for the window's size, safe area and traits (``update(in:offset:)``), and
/// `offset` moves it down, as the slide of an animated presentation does.
final class PresentationPlacement {
    let style: ModalPresentationStyle
    /// The presented controller, whose `preferredContentSize` sizes a form sheet.
    private weak var controller: ViewController?
    private let left: LayoutConstraint
    private let top: LayoutConstraint
    private let width: LayoutConstraint
    private let height: LayoutConstraint

    /// Adds `controller`'s view to `window`'s view (in front of its subviews, or just behind `sibling`) and
    /// places it for `style`, `offset` points below its place.
    init(
        controller: ViewController, in window: Window, style: ModalPresentationStyle, offset: Double,
        below sibling: View? = nil
    ) {
        self.style = style
        self.controller = controller
        let view = controller.view
        let root = window.view
        view.translatesAutoresizingMaskIntoConstraints = false
        if let sibling, sibling.superview === root { root.insertSubview(view, belowSubview: sibling) } else { root.addSubview(view) }
        left = view.leftAnchor.constraint(equalTo: root.leftAnchor)
        top = view.topAnchor.constraint(equalTo: root.topAnchor)
        width = view.widthAnchor.constraint(equalToConstant: 0)
        height = view.heightAnchor.constraint(equalToConstant: 0)
        update(in: window, offset: offset)
        // Edges of a subview against its superview, sizes of zero or more: nothing to refuse.
        try? LayoutConstraint.activate([left, top, width, height])
    }

    /// Sets the constants to the style's frame in `window` now, `offset` points lower.
    func update(in window: Window, offset: Double) {
        let frame = style.frame(
            in: window.view.bounds.size, safeArea: window.view.systemSafeAreaInsets,
            traits: window.traitCollection, preferredContentSize: controller?.preferredContentSize ?? .zero)
        left.constant = frame.minX
        top.constant = frame.minY + offset
        width.constant = frame.width
        height.constant = frame.height
    }

    /// Removes the constraints (the view leaves the window).
    func deactivate() { LayoutConstraint.deactivate([left, top, width, height]) }
}
