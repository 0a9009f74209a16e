import AutoLayout

/// A container that shows view controllers in columns side by side (like iOS 14's column-style
/// `UISplitViewController`): a primary column on the leading side, in the triple-column
/// ``style`` a supplementary column after it, and a secondary column taking the rest, laid out
/// by the display mode; in compact width it collapses to one column. In the triple-column style
/// the "one" display modes show the supplementary column, the "two" modes both sidebars, and
/// the supplementary is ``supplementaryColumnWidth`` wide (320 points by default).
///
/// Expanded (regular width), ``displayMode`` is ``preferredDisplayMode`` or, for `.automatic`,
/// UIKit's choice: the primary beside the secondary when the window is wider than tall, the
/// secondary only when it is taller. The primary column is ``primaryColumnWidth`` wide:
/// ``preferredPrimaryColumnWidth`` when set, else ``preferredPrimaryColumnWidthFraction`` of the
/// window's width when set, else 320 points (the width UIKit gives it by default), within
/// ``minimumPrimaryColumnWidth`` and
/// ``maximumPrimaryColumnWidth``. `.oneBesideSecondary` puts the secondary after it,
/// `.oneOverSecondary` lays the primary over the full-width secondary, `.secondaryOnly` takes
/// the primary out of the tree; ``preferredSplitBehavior`` reads the mode as its form (tiled,
/// overlaid or displacing). Collapsed (compact width, an iPhone or a narrow iPad split), the
/// `.compact` column fills the view when it holds a controller; otherwise the primary's navigation
/// stack does, holding the columns up to the one ``topColumnForCollapsing`` chooses (see
/// ``collapsedNavigationController``). Rotations and split changes relayout the columns within the
/// transition's animation; ``show(_:animated:)`` and ``hide(_:)`` move the expanded split view to
/// the closest display mode showing or hiding a column; a column that enters or leaves the tree
/// while the split view is shown gets its appearance hooks. UIKit's 0.5-point separator between
/// the columns, the primary's slide in and out and the button that shows it are not modelled.
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
    /// How many columns the split view has (like `UISplitViewController.Style`).
    public enum Style: Sendable, Hashable {
        /// A primary and a secondary column.
        case doubleColumn
        /// A primary, a supplementary and a secondary column.
        case tripleColumn
        /// The classic split (UIKit's `.unspecified`): laid out as `.doubleColumn`, but collapsing
        /// asks ``collapseSecondary`` and expanding ``separateSecondary``, as UIKit's classic
        /// interface does, instead of ``topColumnForCollapsing``.
        case classic
    }

    /// A column of the split view.
    public enum Column: Sendable, Hashable {
        /// The leading column (a list, or a sidebar in the triple-column style).
        case primary
        /// The column between the primary and the secondary (the triple-column style only).
        case supplementary
        /// The column that shows the content (a detail).
        case secondary
        /// The column shown instead of the others while the split view is collapsed, when it
        /// holds a controller.
        case compact
    }

    /// How the sidebars share the window with the secondary column (like
    /// `UISplitViewController.SplitBehavior`): each allows its own display modes, as Apple
    /// documents.
    public enum SplitBehavior: Sendable, Hashable {
        /// Rigging's choice: the display mode decides (a "beside" mode tiles, an "over" mode
        /// overlays, `.twoDisplaceSecondary` displaces; `.secondaryOnly` tiles in a window
        /// wider than tall and overlays otherwise).
        case automatic
        /// The sidebars beside the secondary: `.secondaryOnly`, `.oneBesideSecondary`,
        /// `.twoBesideSecondary`.
        case tile
        /// The sidebars over the full-width secondary: `.secondaryOnly`, `.oneOverSecondary`,
        /// `.twoOverSecondary`.
        case overlay
        /// The sidebars pushing the secondary partly off the trailing edge: `.secondaryOnly`,
        /// `.oneBesideSecondary`, `.twoDisplaceSecondary`.
        case displace
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
        /// The primary and supplementary columns beside the secondary (triple-column style).
        case twoBesideSecondary
        /// The primary and supplementary columns over the full-width secondary (triple-column style).
        case twoOverSecondary
        /// The primary and supplementary columns pushing the secondary, as wide as beside the
        /// supplementary alone, partly off the trailing edge (triple-column style).
        case twoDisplaceSecondary
    }

    /// The default width of the primary column: 320 points.
    public static let defaultPrimaryColumnWidth = 320.0

    /// The number of columns (`.doubleColumn` by default).
    public var style = Style.doubleColumn { didSet { updateColumns() } }
    /// The supplementary column's width as a share of the window's width (0 to 1), or nil for
    /// the default width (320 points, as the primary's).
    public var preferredSupplementaryColumnWidthFraction: Double? { didSet { updateColumns() } }
    /// The narrowest the supplementary column gets (0 by default).
    public var minimumSupplementaryColumnWidth = 0.0 { didSet { updateColumns() } }
    /// The widest the supplementary column gets (unbounded by default).
    public var maximumSupplementaryColumnWidth = Double.infinity { didSet { updateColumns() } }
    /// The display mode asked for (`.automatic` by default); setting it drops the mode
    /// ``displayModeForExpanding`` chose.
    public var preferredDisplayMode = DisplayMode.automatic {
        didSet {
            expandedMode = nil
            shownMode = nil
            updateColumns()
        }
    }
    /// The split behaviour asked for (`.automatic` by default): the display mode in effect is the
    /// behaviour's form of the preferred one (`.oneOverSecondary` tiles as `.oneBesideSecondary`,
    /// and so on).
    public var preferredSplitBehavior = SplitBehavior.automatic {
        didSet {
            shownMode = nil
            updateColumns()
        }
    }
    /// Chooses the column shown when the split view collapses, from the one proposed (like the
    /// delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`): the
    /// `.compact` column when it holds a controller, else the secondary, else the primary.
    public var topColumnForCollapsing: ((Column) -> Column)?
    /// Chooses the display mode when the split view expands, from the one proposed (like the
    /// delegate's `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`); the
    /// choice holds until ``preferredDisplayMode`` is set.
    public var displayModeForExpanding: ((DisplayMode) -> DisplayMode)?
    /// In the ``Style/classic`` style, puts the secondary into the collapsed interface (like the
    /// delegate's `splitViewController(_:collapseSecondary:onto:)`, given the secondary and the
    /// primary): true means it did (the split shows the primary as it is), false or nil leaves it
    /// to the primary, whose default, when it is a navigation controller, pushes the secondary
    /// onto its stack, and otherwise shows the primary alone.
    public var collapseSecondary: ((ViewController, ViewController) -> Bool)?
    /// In the ``Style/classic`` style, gives the secondary once the split expands, from the
    /// collapsed primary (like the delegate's `splitViewController(_:separateSecondaryFrom:)`); nil
    /// or no answer leaves it to the primary, whose default, when it is a navigation controller,
    /// pops the controllers pushed above the primary's own stack and gives back the top one (the
    /// split keeps its secondary when there is none).
    public var separateSecondary: ((ViewController) -> ViewController?)?
    /// Makes the navigation controller that holds the collapsed stack when the primary is not a
    /// navigation controller (RiggingUIKit's `UINavigationController`); nil makes a plain one.
    package var makeNavigationController: (() -> NavigationController)?
    /// The primary column's width as a share of the window's width (0 to 1), or nil for the
    /// default width; ``preferredPrimaryColumnWidth`` takes precedence when set.
    public var preferredPrimaryColumnWidthFraction: Double? { didSet { updateColumns() } }
    /// The primary column's width in points, or nil for the fraction or the default width; it
    /// takes precedence over ``preferredPrimaryColumnWidthFraction``, as Apple documents.
    public var preferredPrimaryColumnWidth: Double? { didSet { updateColumns() } }
    /// The supplementary column's width in points, or nil for the fraction or the default width;
    /// it takes precedence over ``preferredSupplementaryColumnWidthFraction``.
    public var preferredSupplementaryColumnWidth: Double? { didSet { updateColumns() } }
    /// The narrowest the primary column gets (0 by default).
    public var minimumPrimaryColumnWidth = 0.0 { didSet { updateColumns() } }
    /// The widest the primary column gets (unbounded by default).
    public var maximumPrimaryColumnWidth = Double.infinity { didSet { updateColumns() } }

    var columns: [Column: ViewController] = [:]
    /// The column shown while collapsed, chosen as the split view collapsed; nil while expanded.
    var collapsedColumn: Column?
    /// The navigation stack the collapsed columns are in, while collapsed.
    var collapsedStack: CollapsedStack?
    /// The navigation controller made around a primary that is not one, kept for later collapses.
    var primaryWrapper: NavigationController?
    /// The display mode ``displayModeForExpanding`` chose as the split view last expanded.
    private var expandedMode: DisplayMode?
    /// The display mode ``show(_:animated:)`` or ``hide(_:)`` moved the expanded split view to;
    /// it holds until the preferred mode or behaviour is set, the split collapses, or the window
    /// changes size.
    var shownMode: DisplayMode?
    private var placements: [ObjectIdentifier: (leading: LayoutConstraint, width: LayoutConstraint)] = [:]

    /// The controller of `column`, or nil.
    public func viewController(for column: Column) -> ViewController? { columns[column] }

    /// Shows `controller` in `column` (nil empties it), as a child, replacing the one there.
    public func setViewController(_ controller: ViewController?, for column: Column) {
        let old = columns[column]
        guard old !== controller else { return }
        separateCollapsedStack(expanding: false)
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

    /// The display mode in effect: ``preferredDisplayMode`` (or the one ``displayModeForExpanding``
    /// chose) resolved for the window's shape and the split behaviour; `.secondaryOnly` stands for
    /// the collapsed split too (one column shows).
    public var displayMode: DisplayMode { isCollapsed ? .secondaryOnly : resolvedMode(for: windowSize) }

    /// The split behaviour in effect: ``preferredSplitBehavior``, or for `.automatic` the one the
    /// display mode implies.
    public var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        let size = windowSize
        switch resolvedMode(for: size) {
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        case .oneBesideSecondary, .twoBesideSecondary: return .tile
        case .automatic, .secondaryOnly: return size.width > size.height ? .tile : .overlay
        }
    }

    /// The column the collapsed split view shows (nil while expanded).
    public var shownCollapsedColumn: Column? { isCollapsed ? collapsedColumn : nil }

    /// The primary column's width for the window's width now.
    public var primaryColumnWidth: Double { primaryWidth(in: windowSize.width) }
    /// The supplementary column's width for the window's width now.
    public var supplementaryColumnWidth: Double { supplementaryWidth(in: windowSize.width) }

    /// Lays the columns out for the new traits.
    override func traitsApplied() { updateColumns() }

    /// Lays the columns out for the size to come, inside the transition's animation.
    override open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        shownMode = nil
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.updateColumns(for: size) })
    }

    private var windowSize: Size { window?.view.bounds.size ?? viewIfLoaded?.bounds.size ?? .zero }

    /// The mode for `size`: `.automatic` resolved by the window's shape, the mode read as the
    /// split behaviour's form of it, and in the double-column style a two-sidebar mode read as
    /// its one-column form.
    func resolvedMode(for size: Size) -> DisplayMode {
        let preferred = shownMode ?? expandedMode ?? preferredDisplayMode
        var mode = preferred == .automatic ? (size.width > size.height ? .oneBesideSecondary : .secondaryOnly) : preferred
        mode = Self.mode(mode, for: preferredSplitBehavior)
        guard style != .tripleColumn else { return mode }
        switch mode {
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        default: return mode
        }
    }

    /// `mode` as `behavior` allows it: the same number of sidebars, beside, over or displacing.
    static func mode(_ mode: DisplayMode, for behavior: SplitBehavior) -> DisplayMode {
        let two: Bool
        switch mode {
        case .automatic, .secondaryOnly: return mode
        case .oneBesideSecondary, .oneOverSecondary: two = false
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: two = true
        }
        switch behavior {
        case .automatic: return mode
        case .tile: return two ? .twoBesideSecondary : .oneBesideSecondary
        case .overlay: return two ? .twoOverSecondary : .oneOverSecondary
        case .displace: return two ? .twoDisplaceSecondary : .oneBesideSecondary
        }
    }

    /// Notes a collapse or an expansion since the last layout: collapsing chooses the column to
    /// show (``topColumnForCollapsing``), expanding the display mode (``displayModeForExpanding``).
    private func updateCollapse(for size: Size) {
        if isCollapsed {
            shownMode = nil
            if collapsedColumn == nil {
                let proposed: Column = columns[.compact] != nil ? .compact : columns[.secondary] != nil ? .secondary : .primary
                let chosen = style == .classic ? proposed : topColumnForCollapsing?(proposed) ?? proposed
                collapsedColumn = columns[chosen] != nil ? chosen : proposed
            }
            if collapsedStack == nil, let top = collapsedColumn, top != .compact { collapsedStack = collapseIntoStack(top: top) }
        } else if collapsedColumn != nil {
            separateCollapsedStack(expanding: true)
            collapsedColumn = nil
            if let displayModeForExpanding {
                expandedMode = nil
                expandedMode = displayModeForExpanding(resolvedMode(for: size))
            }
        }
    }

    private func primaryWidth(in width: Double) -> Double {
        Self.columnWidth(
            in: width, points: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    private func supplementaryWidth(in width: Double) -> Double {
        Self.columnWidth(
            in: width, points: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    /// A sidebar column's width in a window `width` wide: the preferred points, else the
    /// fraction of the width, else the default 320 points, within the bounds and the window.
    private static func columnWidth(in width: Double, points: Double?, fraction: Double?, minimum: Double, maximum: Double) -> Double {
        let preferred = points.map { max($0, 0) } ?? fraction.map { width * min(max($0, 0), 1) } ?? defaultPrimaryColumnWidth
        return min(max(preferred, minimum), maximum, width)
    }

    /// The shown columns' controllers with their leading edges and widths, back to front (the
    /// secondary behind the sidebars).
    private func columnFrames(for size: Size) -> [(ViewController, x: Double, width: Double)] {
        let primary = columns[.primary]
        let secondary = columns[.secondary]
        guard !isCollapsed else {
            let shown = collapsedStack?.navigation ?? collapsedColumn.flatMap { columns[$0] } ?? primary ?? secondary
            return shown.map { [($0, 0, size.width)] } ?? []
        }
        let supplementary = style == .tripleColumn ? columns[.supplementary] : nil
        let mode = resolvedMode(for: size)
        // In the triple-column style the "one" modes show the supplementary column, the "two"
        // modes both sidebars; in the double-column style the "one" modes show the primary.
        let oneSidebar = style == .tripleColumn ? supplementary : primary
        let sidebars: [(ViewController, Double)]
        switch mode {
        case .automatic, .secondaryOnly: sidebars = []
        case .oneBesideSecondary, .oneOverSecondary:
            sidebars = oneSidebar.map { [($0, $0 === primary ? primaryWidth(in: size.width) : supplementaryWidth(in: size.width))] } ?? []
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            sidebars =
                [primary.map { ($0, primaryWidth(in: size.width)) }, supplementary.map { ($0, supplementaryWidth(in: size.width)) }]
                .compactMap { $0 }
        }
        var frames: [(ViewController, x: Double, width: Double)] = []
        let tiled = sidebars.reduce(0) { $0 + $1.1 }
        if let secondary {
            switch mode {
            case .oneBesideSecondary, .twoBesideSecondary: frames.append((secondary, tiled, size.width - tiled))
            case .twoDisplaceSecondary:
                let besideWidth = size.width - (sidebars.last?.1 ?? 0)
                frames.append((secondary, tiled, besideWidth))
            case .automatic, .secondaryOnly, .oneOverSecondary, .twoOverSecondary: frames.append((secondary, 0, size.width))
            }
        }
        var x = 0.0
        for (controller, width) in sidebars {
            frames.append((controller, x, width))
            x += width
        }
        return frames
    }

    /// Puts the columns' views in the root view at their places for `size` (the window's).
    func updateColumns(for size: Size? = nil) {
        guard let root = viewIfLoaded else { return }
        let size = size ?? windowSize
        updateCollapse(for: size)
        let frames = columnFrames(for: size)
        let shown = frames.map { ObjectIdentifier($0.0) }
        let candidates = Array(columns.values) + (primaryWrapper.map { [$0] } ?? [])
        let leaving = candidates.filter { !shown.contains(ObjectIdentifier($0)) && $0.viewIfLoaded?.superview === root }
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
