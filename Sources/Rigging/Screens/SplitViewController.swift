import AutoLayout

/// A container that shows two view controllers side by side (like iOS 14's column-style
/// `UISplitViewController` with the double-column style): a primary column on the leading side
/// and a secondary column taking the rest, laid out by the display mode; in compact width it
/// collapses to one column.
///
/// Expanded (regular width), ``displayMode`` is ``preferredDisplayMode`` or, for `.automatic`,
/// UIKit's choice: the primary beside the secondary when the window is wider than tall, the
/// secondary only when it is taller. The primary column is ``primaryColumnWidth`` wide:
/// ``preferredPrimaryColumnWidthFraction`` of the window's width when set, else 320 points (the
/// width UIKit gives it by default), within ``minimumPrimaryColumnWidth`` and
/// ``maximumPrimaryColumnWidth``. `.oneBesideSecondary` puts the secondary after it,
/// `.oneOverSecondary` lays the primary over the full-width secondary, `.secondaryOnly` takes
/// the primary out of the tree. Collapsed (compact width, an iPhone or a narrow iPad split), the
/// primary fills the view and the secondary is out of the tree, as UIKit shows the primary
/// column when it collapses. Rotations and split changes relayout the columns within the
/// transition's animation; a column that enters or leaves the tree while the split view is shown
/// gets its appearance hooks. UIKit's 0.5-point separator between the columns, the primary's
/// slide in and out and the button that shows it are not modelled.
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// let window = Window(screen: Screen(device: try Device.lookup("ipad11"), orientation: .landscape))
/// let split = SplitViewController(name: "split")
/// let list = ViewController(name: "list"), detail = ViewController(name: "detail")
/// split.setViewController(list, for: .primary)
/// split.setViewController(detail, for: .secondary)
/// window.rootViewController = split
/// window.layoutIfNeeded()
/// // list.view.frame is (0 0; 320 834); detail.view.frame is (320 0; 874 834)
/// ```
open class SplitViewController: ViewController {
    /// A column of the split view.
    public enum Column: Sendable, Hashable {
        /// The leading column (a list).
        case primary
        /// The column that shows the content (a detail).
        case secondary
    }

    /// How the expanded split view shows its columns.
    public enum DisplayMode: Sendable, Hashable {
        /// UIKit chooses: `.oneBesideSecondary` in a window wider than tall, else `.secondaryOnly`.
        case automatic
        /// The secondary column only.
        case secondaryOnly
        /// The primary column beside the secondary.
        case oneBesideSecondary
        /// The primary column over the full-width secondary.
        case oneOverSecondary
    }

    /// The default width of the primary column: 320 points.
    public static let defaultPrimaryColumnWidth = 320.0

    /// The display mode asked for (`.automatic` by default).
    public var preferredDisplayMode = DisplayMode.automatic { didSet { updateColumns() } }
    /// The primary column's width as a share of the window's width (0 to 1), or nil for the
    /// default width.
    public var preferredPrimaryColumnWidthFraction: Double? { didSet { updateColumns() } }
    /// The narrowest the primary column gets (0 by default).
    public var minimumPrimaryColumnWidth = 0.0 { didSet { updateColumns() } }
    /// The widest the primary column gets (unbounded by default).
    public var maximumPrimaryColumnWidth = Double.infinity { didSet { updateColumns() } }

    private var columns: [Column: ViewController] = [:]
    private var placements: [ObjectIdentifier: (leading: LayoutConstraint, width: LayoutConstraint)] = [:]

    /// The controller of `column`, or nil.
    public func viewController(for column: Column) -> ViewController? { columns[column] }

    /// Shows `controller` in `column` (nil empties it), as a child, replacing the one there.
    public func setViewController(_ controller: ViewController?, for column: Column) {
        let old = columns[column]
        guard old !== controller else { return }
        if let old {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = controller
        if let controller { addChild(controller) }
        updateColumns()
        controller?.didMove(toParent: self)
    }

    /// Whether the split view shows one column (compact width).
    public var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// The display mode in effect: ``preferredDisplayMode`` resolved for the window's shape;
    /// `.secondaryOnly` stands for the collapsed split too (one column shows).
    public var displayMode: DisplayMode { resolvedMode(for: windowSize) }

    /// The primary column's width for the window's width now.
    public var primaryColumnWidth: Double { primaryWidth(in: windowSize.width) }

    /// Lays the columns out for the new traits.
    override func traitsApplied() { updateColumns() }

    /// Lays the columns out for the size to come, inside the transition's animation.
    override open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.updateColumns(for: size) })
    }

    private var windowSize: Size { window?.view.bounds.size ?? viewIfLoaded?.bounds.size ?? .zero }

    private func resolvedMode(for size: Size) -> DisplayMode {
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        return size.width > size.height ? .oneBesideSecondary : .secondaryOnly
    }

    private func primaryWidth(in width: Double) -> Double {
        let preferred = preferredPrimaryColumnWidthFraction.map { width * min(max($0, 0), 1) } ?? Self.defaultPrimaryColumnWidth
        return min(max(preferred, minimumPrimaryColumnWidth), maximumPrimaryColumnWidth, width)
    }

    /// Puts the columns' views in the root view at their places for `size` (the window's).
    private func updateColumns(for size: Size? = nil) {
        guard let root = viewIfLoaded else { return }
        let size = size ?? windowSize
        let collapsed = isCollapsed
        let mode = resolvedMode(for: size)
        let width = primaryWidth(in: size.width)
        var frames: [(ViewController, x: Double, width: Double)] = []
        if let secondary = columns[.secondary], !collapsed || columns[.primary] == nil {
            let beside = !collapsed && mode == .oneBesideSecondary && columns[.primary] != nil
            frames.append((secondary, beside ? width : 0, beside ? size.width - width : size.width))
        }
        if let primary = columns[.primary], collapsed || mode != .secondaryOnly {
            frames.append((primary, 0, collapsed ? size.width : width))
        }
        let shown = frames.map { ObjectIdentifier($0.0) }
        let leaving = columns.values.filter { !shown.contains(ObjectIdentifier($0)) && $0.viewIfLoaded?.superview != nil }
        let entering = frames.map(\.0).filter { $0.viewIfLoaded?.superview !== root }
        let hooks = isAppeared
        for controller in leaving where hooks { controller.beginAppearanceTransition(false, animated: false) }
        for controller in entering where hooks { controller.beginAppearanceTransition(true, animated: false) }
        for controller in leaving {
            controller.viewIfLoaded?.removeFromSuperview()
            placements[ObjectIdentifier(controller)] = nil
        }
        for (controller, x, columnWidth) in frames {
            place(controller.view, in: root, x: x, widthLess: size.width - columnWidth)
        }
        guard hooks, !(leaving.isEmpty && entering.isEmpty) else { return }
        for controller in leaving { controller.endAppearanceTransition(false, animated: false) }
        for controller in entering { controller.endAppearanceTransition(true, animated: false) }
    }

    /// Places `view` in `root` at `x`, `widthLess` points narrower than the root, full height,
    /// in front of the views placed before it (the primary over the secondary).
    private func place(_ view: View, in root: View, x: Double, widthLess: Double) {
        let key = ObjectIdentifier(view)
        if let placement = placements[key], view.superview === root {
            placement.leading.constant = x
            placement.width.constant = -widthLess
            root.bringSubviewToFront(view)
            return
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x)
        let width = view.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -widthLess)
        placements[key] = (leading, width)
        // A subview's edges and width against its superview's: nothing to refuse.
        try? LayoutConstraint.activate([
            leading, width, view.topAnchor.constraint(equalTo: root.topAnchor),
            view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
    }
}
